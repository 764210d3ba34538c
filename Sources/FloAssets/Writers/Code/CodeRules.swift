import FloDrawing
import FloSupport

/// The rules of an output that writes drawing code: every entry's name becomes an identifier no other entry's
/// becomes and that hides none of the names the code uses, and every drawing is one the language can draw.
final class CodeRules: OutputRules {
    let language: CodeLanguage
    /// The entry that gave each identifier: its name, and where it is written (which tells two entries of one
    /// template apart, even on one line).
    private var identifiers: [String: (name: String, location: SourceLocation)] = [:]
    /// How many states of each entry, by where its name is written, were checked.
    private var statesSeen: [SourceLocation: Int] = [:]

    init(language: CodeLanguage) {
        self.language = language
    }

    func check(_ control: Control, decoder: ManifestDecoder, fields: ObjectReader) {
        let name = decoder.expandingTemplate ?? control.name
        let location = fields.location(of: "name")
        let identifier = CodeName.typeName(name)
        // Core Graphics declares no type, only `draw<Name>` functions: no name it uses can be hidden.
        if language != .coreGraphics, CodeName.reserved.contains(identifier) {
            decoder.report(
                .codeNameReserved(name, identifier: identifier, format: language.format.rawValue),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else if let taken = claimed(by: identifier).first(where: { id in
            identifiers[id].map { $0.location != location } ?? false
        }), let first = identifiers[taken] {
            decoder.report(
                .codeNameCollision(
                    name, other: first.name, identifier: taken, line: first.location.line,
                    format: language.format.rawValue),
                at: fields.location(of: "name"), path: fields.path(of: "name"))
        } else {
            for id in claimed(by: identifier) { identifiers[id] = (name, location) }
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
        let drawing = control.drawing(defaultSnapping: .none).explicit(bakingTransforms: false)
        if let reason = language.problem(with: drawing) {
            decoder.report(
                .notExpressibleAsCode(name, language: language.displayName, reason: reason), at: fields.location,
                path: fields.path)
        }
    }

    /// The identifiers an entry named `identifier` declares: in SwiftUI, its view and the `Shape` of its outline.
    private func claimed(by identifier: String) -> [String] {
        language == .swiftUI ? [identifier, identifier + "Shape"] : [identifier]
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

    /// Why `drawing` (spelled out, transforms kept) cannot be written in this language, if it cannot. None of them
    /// blends, casts shadows, masks, clips to a union of shapes, draws a radial gradient from a focal point or
    /// flatter than an `EllipseFrame` takes, or repeats a gradient; Compose's vectors also have no group opacity
    /// over paints that may overlap, no even-odd clip whose outlines cross and no skewing groups.
    func problem(with drawing: Drawing) -> String? {
        // Compose bakes transforms into the points, so a gradient is framed, and a stroke outlined, as it is placed.
        let placed = { (transform: AffineTransform) in self == .compose ? transform : .identity }
        let outlined = { (node: PathNode, transform: AffineTransform) in
            self == .compose && !transform.isSimilarity
                || node.stroke.map { EllipseFrame($0.paint, under: placed(transform)) != nil } ?? false
        }
        if Node.outlinePoints(in: drawing.nodes, outlining: outlined) > PathNode.maximumOutlinePoints {
            return VectorDrawableRenderer.outlinesTooLarge
        }
        if Node.blends(drawing.nodes) { return "a layer with a blend mode" }
        if Node.castsShadows(drawing.nodes) { return "a shadow" }
        if Node.isBlurred(drawing.nodes) { return "a layer blur" }
        func check(_ nodes: [Node], transform: AffineTransform) -> String? {
            for node in nodes {
                switch node {
                case .path(let path):
                    for paint in [path.fill, path.stroke?.paint].compactMap({ $0 }) {
                        if let problem = problem(with: paint, under: placed(transform)) { return problem }
                    }
                case .group(let group):
                    if group.mask != nil {
                        return "a mask that lets part of what it masks through"
                    }
                    if let clip = group.clip, clip.single == nil {
                        return "a clip path of several shapes, or clipped itself"
                    }
                    if self == .compose {
                        if let shape = group.clip?.single, shape.asNonZero == nil {
                            return "an even-odd clip path whose outlines cross (Compose clips by the non-zero rule)"
                        }
                        if group.opacity < 1,
                            !Node.paintsLieApart(group.children, transform: group.transform.concatenating(transform))
                        {
                            return
                                "a translucent group of several paints that may overlap (Compose's vectors have no group opacity)"
                        }
                    }
                    if let problem = check(group.children, transform: group.transform.concatenating(transform)) {
                        return problem
                    }
                }
            }
            return nil
        }
        return check(drawing.nodes, transform: .identity)
    }

    /// Why `paint`, placed by `transform`, cannot be drawn.
    private func problem(with paint: Paint, under transform: AffineTransform) -> String? {
        if paint.spread != .pad { return "a gradient that repeats or reflects beyond its ends" }
        guard case .radialGradient(let gradient) = paint else { return nil }
        if EllipseFrame.isTooStretched(paint, under: transform) {
            return
                "a radial gradient stretched into ellipses more than \(Int(EllipseFrame.maximumStretch)) times longer than wide"
        }
        if let focus = gradient.focus, focus != gradient.center { return "a radial gradient with a focal point" }
        return nil
    }
}
