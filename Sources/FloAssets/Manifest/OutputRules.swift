import FloDrawing
import FloSupport

/// What a format asks of the manifest's names and drawings beyond their own keys (names its platform accepts,
/// its lint's limits), checked as each is decoded. Its descriptor makes one per manifest, which keeps what it saw.
protocol OutputRules: AnyObject {
    /// Checks the first control of an entry (the others share its name and size), reporting through `decoder` at
    /// `fields`; `drawings` are the entry's in every appearance it is drawn for, `any` first (a paint may be
    /// transparent in one appearance only).
    func check(_ control: Control, drawings: [Drawing], decoder: ManifestDecoder, fields: ObjectReader)

    /// Checks the palette name written at `location`.
    func checkColorName(_ name: String, decoder: ManifestDecoder, location: SourceLocation, path: String)
}

/// How many drawings (controls in every appearance) an output can show, from its descriptor.
struct DrawingLimit: Sendable {
    /// Past it, a warning that the output will be slow to use.
    var warning: Int
    /// Past it, an error, checked before any entry is expanded.
    var maximum: Int
}
