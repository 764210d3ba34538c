import FloDrawing

/// One control of the manifest: a named drawing of a given size, of one of the registered types.
package struct Control: Sendable {
    package var name: String
    var size: Size
    /// The type's settings, with colours for every appearance; `ControlRegistry` lists the types.
    var kind: any ControlType
    /// The appearance this drawing is for; a control is drawn for `any` and each appearance that changes it.
    var appearance = Appearance.any
    /// Every appearance the control is drawn for, `any` first: what an asset catalog's image set lists.
    var appearances = [Appearance.any]
    /// How an asset catalog tells the app to render the image (`renderingIntent`); nil: Xcode's default.
    var renderingIntent: RenderingIntent?
    /// What the `vectorDrawable` output writes for it (`androidDrawable`): a vector drawable, or PNGs per density.
    var androidDrawable = AndroidDrawable.vector
    /// The index of the manifest entry it comes from: an entry written as states gives several controls.
    var entry = 0
    /// Which of its entry's states it is (0 for an entry without states).
    var state = 0
    /// The value of each key written as states, in this state; empty for an entry without states.
    var stateValues: [(key: String, value: StateValue)] = []
    /// The keys it sets to other values than the type's defaults, for the preview page; empty unless a `preview`
    /// output asked for them.
    var settings: [ControlSetting] = []

    /// The name its files are named after: the control's name, with `~dark` and the like for other appearances.
    var fileName: String { name + appearance.fileSuffix }

    /// What this control paints, with the manifest's `pixelSnapping` unless the control sets its own.
    func drawing(defaultSnapping: PixelSnapping) -> Drawing {
        kind.drawing(
            in: DrawingContext(title: name, size: size, pixelSnapping: defaultSnapping, appearance: appearance))
    }
}

/// What a control type needs to know to draw: its name for the title, its size, the manifest's snapping and the
/// appearance its colours are resolved for.
struct DrawingContext: Sendable {
    var title: String
    var size: Size
    var pixelSnapping: PixelSnapping
    var appearance = Appearance.any
}

/// Xcode's "Render As": as a template tinted by the view, or with its own colours.
enum RenderingIntent: String, Sendable, CaseIterable {
    case template, original
}

/// How an Android resource folder holds a control: a vector drawable, or PNGs per screen density, for artwork a
/// vector drawable cannot show or is slow to draw.
enum AndroidDrawable: String, Sendable, CaseIterable {
    case vector, png

    /// The screen densities PNGs are drawn for, as Android names their folders (`drawable-xhdpi`), with their pixels
    /// per dp: those Android Studio's Vector Asset Studio makes PNGs for (ldpi, which no current device has, aside).
    static let densities: [(qualifier: String, scale: Double)] = [
        ("mdpi", 1), ("hdpi", 1.5), ("xhdpi", 2), ("xxhdpi", 3), ("xxxhdpi", 4),
    ]
}
