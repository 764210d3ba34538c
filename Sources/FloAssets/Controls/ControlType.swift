import FloDrawing
import FloOutputFolder

/// A control type: its manifest `type` name, its keys (with defaults and ranges), its invariants, its intrinsic
/// size and its drawing. Register a new type in `ControlRegistry.types`.
protocol ControlType: Sendable, Hashable {
    /// The manifest's `type` value.
    static var typeName: String { get }

    /// Reads every key of the type through `reader`, which reports each bad value; nil when any was bad.
    ///
    /// Read every key before returning: the keys a decoder reads are the keys the type has (see
    /// `ControlRegistry.keys(of:)`), and the rest of a control's keys are reported as unknown.
    static func decode(_ reader: EntryReader) -> Self?

    /// The size used when the manifest gives no `width`/`height`; nil when they are required.
    var intrinsicSize: Size? { get }

    /// Problems between keys or with the size, each naming the key to point at (nil: the control itself);
    /// `size` is nil when the control's own size is invalid, so that the other problems are still reported.
    func violations(size: Size?) -> [Violation]

    /// Everything the control paints.
    func drawing(in context: DrawingContext) -> Drawing

    /// The digest of the files the control reads besides the manifest (an imported SVG's bytes), which decide its
    /// drawing as much as its entry does; nil when it reads none.
    var importedContents: SHA256.Digest? { get }
}

/// A control type that draws from its title, size and appearance alone, as every type but the push button (which
/// also snaps) does; its `drawing(in:)` comes with it.
protocol SizedDrawing {
    func drawing(title: String, size: Size, appearance: Appearance) -> Drawing
}

extension SizedDrawing {
    /// The drawing in the `any` appearance.
    func drawing(title: String, size: Size) -> Drawing {
        drawing(title: title, size: size, appearance: .any)
    }
}

extension ControlType where Self: SizedDrawing {
    func drawing(in context: DrawingContext) -> Drawing {
        drawing(title: context.title, size: context.size, appearance: context.appearance)
    }
}

extension ControlType {
    var intrinsicSize: Size? { nil }

    var importedContents: SHA256.Digest? { nil }

    func violations(size: Size?) -> [Violation] { [] }
}

/// A broken invariant of a control, and the key whose value the user should change; when the entry does not write
/// it, the first of `alsoDecidedBy` it writes (a default the user never saw is not where the mistake is).
struct Violation: Sendable, Equatable {
    var key: String?
    var problem: ManifestProblem
    var alsoDecidedBy: [String] = []

    /// Where to report it in an entry that writes `written` keys.
    func reportedKey(writing written: (String) -> Bool) -> String? {
        guard let key, !written(key) else { return key }
        return alsoDecidedBy.first(where: written) ?? key
    }
}
