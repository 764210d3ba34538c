import FloDrawing
import FloSupport

/// The rules of an output that writes drawing code: every entry's name becomes an identifier no other entry's
/// becomes and that hides none of the names the code uses, and every drawing is one the language can draw.
final class CodeRules: OutputRules {
    let language: CodeLanguage
    /// The entry that gave each identifier (lower-cased for Compose: see `claimed(by:)`): its name, the identifier as
    /// written, and where the name is written (which tells two entries of one template apart, even on one line).
    private var identifiers: [String: (name: String, identifier: String, location: SourceLocation)] = [:]
    /// How many states of each entry, by where its name is written, were checked.
    private var statesSeen: [SourceLocation: Int] = [:]
    /// About how many path elements the file holds for the entries checked so far, against
    /// `maximumElementsInFile`.
    private var elementsInFile = 0.0

    init(language: CodeLanguage) {
        self.language = language
    }

    func check(_ control: Control, drawings: [Drawing], decoder: ManifestDecoder, fields: ObjectReader) {
        let name = decoder.expandingTemplate ?? control.name
        let location = fields.location(of: "name")
        let identifier = CodeName.typeName(name)
        // Core Graphics declares no type, only `draw<Name>` functions: no name it uses can be hidden.
        if language != .coreGraphics, CodeName.reserved.contains(identifier) {
            decoder.report(
                .codeNameReserved(name, identifier: identifier, format: language.format.rawValue),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else if let (taken, first) = claimed(by: identifier).lazy.compactMap({ id in
            self.identifiers[id.key].flatMap { $0.location != location ? (id.identifier, $0) : nil }
        }).first {
            decoder.report(
                .codeNameCollision(
                    name, other: first.name, identifier: taken, otherIdentifier: first.identifier,
                    line: first.location.line, format: language.format.rawValue),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else {
            for id in claimed(by: identifier) { identifiers[id.key] = (name, id.identifier, location) }
        }
        if language == .compose, let template = decoder.expandingTemplate {
            // The template names every expanded key.
            let keys = Set(NameTemplate(template).placeholders).count
            let limit = ComposeWriter.Parts.stateLimit(keys: keys)
            statesSeen[location, default: 0] += 1
            if statesSeen[location] == limit + 1 {
                decoder.report(
                    .tooManyStatesForCompose(name, limit: limit, keys: keys), at: fields.location, path: fields.path)
            }
        }
        // A state's paths are written once, whatever its appearances: the first drawing's are counted.
        let first = drawings.first.map(language.limits.sized)
        if let problem = first?.problem ?? language.limits.problem(withAnyOf: Array(drawings.dropFirst())) {
            decoder.report(
                .notExpressibleAsCode(name, language: language.displayName, reason: problem.described(for: control)),
                at: fields.location, path: fields.path)
        } else if let first, elementsInFile <= Self.maximumElementsInFile {
            elementsInFile += first.writtenElements
            if elementsInFile > Self.maximumElementsInFile {
                decoder.passedCodeFileLimit = true
                decoder.report(
                    .codeFileTooLarge(
                        language: language.displayName, format: language.format.rawValue,
                        maximum: Int(Self.maximumElementsInFile)), at: fields.location, path: fields.path)
            }
        }
    }

    /// The most path elements one code file holds: more is tens of megabytes of source, built in memory several times
    /// over, which compilers take minutes over if they finish.
    static let maximumElementsInFile = 2_000_000.0

    /// The identifiers an entry named `identifier` declares (in SwiftUI, its view and the `Shape` of its outline),
    /// each with the key it is told apart by: in Compose, one that ignores case, as kotlinc writes a class file
    /// named after each object (a drawing's parts, the states of a large entry).
    private func claimed(by identifier: String) -> [(key: String, identifier: String)] {
        switch language {
        case .swiftUI: [(identifier, identifier), (identifier + "Shape", identifier + "Shape")]
        case .coreGraphics: [(identifier, identifier)]
        case .compose: [(identifier.lowercased(), identifier)]
        }
    }

    func checkColorName(_ name: String, decoder: ManifestDecoder, location: SourceLocation, path: String) {}
}

/// The languages drawing code is written in, with what each cannot draw.
enum CodeLanguage: Sendable {
    case swiftUI, coreGraphics, compose

    var format: OutputFormat {
        switch self {
        case .swiftUI: .swiftui
        case .coreGraphics: .coreGraphics
        case .compose: .compose
        }
    }

    var displayName: String {
        switch self {
        case .swiftUI: "SwiftUI"
        case .coreGraphics: "Core Graphics"
        case .compose: "Jetpack Compose"
        }
    }

    /// What the language cannot draw: Compose's vectors cannot skew a group (its transforms are applied to the
    /// points), have no group opacity and clip by the non-zero rule, but repeat and reflect gradients (their tile
    /// modes); SwiftUI's and Core Graphics' gradients only pad, so they lay out the periods; only Core Graphics
    /// draws a radial gradient from a focal point (from one circle to another, as PDF does).
    var limits: VectorLimits {
        var limits =
            switch self {
            case .swiftUI:
                VectorLimits(
                    bakesTransforms: false, lacksGroupOpacity: nil, lacksEvenOddClips: nil,
                    repeatsGradients: .asPeriods)
            case .coreGraphics:
                VectorLimits(
                    bakesTransforms: false, lacksGroupOpacity: nil, lacksEvenOddClips: nil,
                    repeatsGradients: .asPeriods, drawsFocalPoints: true)
            case .compose:
                VectorLimits(
                    bakesTransforms: true, lacksGroupOpacity: "(Compose's vectors have no group opacity)",
                    lacksEvenOddClips: "(Compose clips by the non-zero rule)", repeatsGradients: .natively)
            }
        limits.maximumElements = Self.maximumElements
        return limits
    }

    /// The most path elements a control's drawing code may hold: more makes source files of megabytes, which
    /// compilers take minutes over, if they finish.
    static let maximumElements = 100_000
}
