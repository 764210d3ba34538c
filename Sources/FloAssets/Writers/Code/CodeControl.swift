import FloDrawing

/// One manifest entry as drawing code declares it: one declaration, with a parameter per key written as states,
/// drawing each state's exact geometry.
struct CodeControl: Sendable {
    /// The entry's name as written (a template for states).
    var name: String
    /// `PlusButton`: see `CodeName`.
    var typeName: String
    var parameters: [CodeParameter]
    /// One per state, in the manifest's order (one for an entry without states).
    var variants: [CodeVariant]

    /// Whether its states cover every value of its one parameter (`true` and `false`), so that a `switch` needs no
    /// `default`.
    var statesCoverEveryValue: Bool {
        parameters.count == 1 && parameters[0].type == .bool && Set(variants.map { $0.values[0] }).count == 2
    }

    /// Its size, as its comment gives it: states over `width` or `height` each draw at their own size.
    func sizeText(unit: String) -> String {
        let first = variants[0].size
        let text = "\(CodeNumber.text(first.width)) × \(CodeNumber.text(first.height)) \(unit)"
        return variants.allSatisfy({ $0.size == first }) ? text : "each state at its own size (\(text) the first)"
    }

    /// Whether some colour differs between appearances, so that the code asks which one it draws for.
    var followsAppearance: Bool {
        variants.contains { $0.colors.contains(where: \.followsAppearance) }
    }
}

/// One manifest entry's declaration before anything is drawn: what calls to it look like.
struct CodeDeclaration: Sendable {
    var entry: Int
    var name: String
    var typeName: String
    var parameters: [CodeParameter]
    /// Each state's control, in `any`.
    var states: [Control]

    /// Whether a colour some state draws differs between appearances (`CodeControl.followsAppearance`), drawing
    /// only the states decoded for another appearance: no other can.
    func followsAppearance(pixelSnapping: PixelSnapping) -> Bool {
        states.contains { control in
            guard control.appearances.count > 1 else { return false }
            let colors = Appearance.allCases.map { appearance in
                control.kind.drawing(
                    in: DrawingContext(
                        title: control.name, size: control.size, pixelSnapping: pixelSnapping, appearance: appearance)
                ).explicit(bakingTransforms: false).colors
            }
            return colors.dropFirst().contains { $0 != colors[0] }
        }
    }

    /// Each state's arguments, `name: literal` (Swift) or `name = literal` (Kotlin), by the state's key.
    func arguments(kotlin: Bool = false) -> [(state: EntryState, arguments: [String])] {
        states.map { control in
            let arguments = zip(parameters, control.stateValues).map { parameter, value in
                kotlin
                    ? CodeName.escaped(parameter.name, CodeName.kotlinKeywords) + " = "
                        + value.value.literal(as: parameter.type, kotlin: true)
                    : CodeName.escaped(parameter.name, CodeName.swiftKeywords) + ": "
                        + value.value.literal(as: parameter.type)
            }
            return (EntryState(entry: control.entry, state: control.state), arguments)
        }
    }
}

/// A key written as states, as a parameter.
struct CodeParameter: Sendable {
    var key: String
    /// `numberOfGlasses`.
    var name: String
    var type: CodeValueType
}

/// One state: the parameters' values, its size, and the drawing, spelled out (`Drawing.explicit`) with the appearance
/// `any`'s colours, `colors` naming each of them in `Drawing.colors` order.
struct CodeVariant: Sendable {
    /// The state's control's name, its entry's template filled in.
    var name: String
    var values: [StateValue]
    var size: Size
    var drawing: Drawing
    var colors: [CodeColor]
}

/// A colour as code names it: a palette colour by its name, or its values.
enum CodeColor: Sendable, Hashable {
    case palette(String, AppearanceColor)
    case literal(AppearanceColor)

    var value: AppearanceColor {
        switch self {
        case .palette(_, let color), .literal(let color): color
        }
    }

    var followsAppearance: Bool {
        let color = value
        return Appearance.allCases.contains { color.resolved($0) != color.any }
    }

    /// The colour in a language's code: `named`'s expression when it gives one (a palette colour by its name), else
    /// `literal` of its value, or when that follows the appearance `pick` of the literals for any, dark, high
    /// contrast and dark high contrast.
    func code(named: (String) -> String? = { _ in nil }, literal: (Color) -> String, pick: ([String]) -> String)
        -> String
    {
        if case .palette(let name, _) = self, let expression = named(name) { return expression }
        let color = value
        guard followsAppearance else { return literal(color.any) }
        return pick(
            [color.any, color.resolved(.dark), color.resolved(.highContrast), color.resolved(.darkHighContrast)].map(
                literal))
    }
}

extension CodeControl {
    /// The manifest's entries as code: each entry's states in order, each drawing spelled out, its elliptical
    /// radial gradients framed where they are round (every language's are circles), and then `prepared` as the
    /// language needs it, colours named from the palette where every appearance shows a palette colour's
    /// values.
    static func all(
        in artwork: Artwork, bakingTransforms: Bool, taken: Set<String> = [], prepared: (Drawing) -> Drawing = { $0 }
    ) -> [CodeControl] {
        declarations(in: artwork, taken: taken).map { declaration in
            CodeControl(
                name: declaration.name, typeName: declaration.typeName, parameters: declaration.parameters,
                variants: declaration.states.map {
                    variant(of: $0, artwork: artwork, bakingTransforms: bakingTransforms, prepared: prepared)
                })
        }
    }

    /// The entries as SwiftUI and Core Graphics draw them: their gradients only pad, so one that repeats or
    /// reflects is laid out period by period over what it paints.
    static func inSwift(_ artwork: Artwork, taken: Set<String> = []) -> [CodeControl] {
        all(in: artwork, bakingTransforms: false, taken: taken) { drawing in
            var padded = drawing
            padded.nodes = Node.paddingGradients(drawing.nodes)
            return padded
        }
    }

    /// What code writes to call each state's declaration, by state: `call(declaration)` makes a state's call from
    /// its arguments.
    static func usages(
        in artwork: Artwork, kotlin: Bool = false, taken: Set<String> = [],
        _ call: (CodeDeclaration) -> ([String]) -> String
    ) -> [EntryState: String] {
        var usages: [EntryState: String] = [:]
        for declaration in declarations(in: artwork, taken: taken) {
            let calling = call(declaration)
            for (state, arguments) in declaration.arguments(kotlin: kotlin) { usages[state] = calling(arguments) }
        }
        return usages
    }

    /// Each entry as code declares it, nothing drawn: its name, its parameters typed by their values, and the
    /// control of each state, in `any`. A parameter that would have a name in `taken` (one the language's declaration
    /// has of its own, like Core Graphics' `rect`) is named `…State` instead: `rectState`.
    static func declarations(in artwork: Artwork, taken: Set<String> = []) -> [CodeDeclaration] {
        var declarations: [CodeDeclaration] = []
        for control in artwork.controls where control.appearance == .any {
            if control.entry == declarations.last?.entry {
                declarations[declarations.count - 1].states.append(control)
                continue
            }
            let name = control.entry < artwork.entryNames.count ? artwork.entryNames[control.entry] : control.name
            declarations.append(
                CodeDeclaration(
                    entry: control.entry, name: name, typeName: CodeName.typeName(name),
                    parameters: control.stateValues.map {
                        let name = CodeName.memberName($0.key)
                        return CodeParameter(
                            key: $0.key, name: taken.contains(name) ? name + "State" : name, type: .integer)
                    }, states: [control]))
        }
        return declarations.map { declaration in
            var declaration = declaration
            for index in declaration.parameters.indices {
                declaration.parameters[index].type = CodeValueType(
                    declaration.states.map { $0.stateValues[index].value })
            }
            return declaration
        }
    }

    private static func variant(
        of control: Control, artwork: Artwork, bakingTransforms: Bool, prepared: (Drawing) -> Drawing
    ) -> CodeVariant {
        let drawings = Appearance.allCases.map { appearance in
            let drawing = control.kind.drawing(
                in: DrawingContext(
                    title: control.name, size: control.size, pixelSnapping: artwork.pixelSnapping,
                    appearance: appearance)
            ).explicit(bakingTransforms: bakingTransforms)
            return prepared(drawing.framingEllipses)
        }
        let slots = drawings.map(\.colors)
        let colors = slots[0].indices.map { index -> CodeColor in
            let value = AppearanceColor(
                any: slots[0][index], dark: slots[1][index], highContrast: slots[2][index],
                darkHighContrast: slots[3][index])
            if let entry = artwork.palette.entries.first(where: { $0.color == value }) {
                return .palette(entry.name, entry.color)
            }
            return .literal(value)
        }
        return CodeVariant(
            name: control.name, values: control.stateValues.map(\.value), size: control.size, drawing: drawings[0],
            colors: colors)
    }
}

extension CodeControl {
    /// A Swift `switch` over the states' parameters, a `case` per state doing `statement(state)`, and `otherwise`
    /// for any other value unless the states cover every value.
    func swiftSwitch(otherwise: String, in source: inout CodeSource, statement: (Int) -> String) {
        func tuple(_ items: [String]) -> String {
            items.count == 1 ? items[0] : "(" + items.joined(separator: ", ") + ")"
        }
        // Cases aligned with their `switch`, as Xcode indents them.
        source.line("switch \(tuple(parameters.map { CodeName.escaped($0.name, CodeName.swiftKeywords) })) {")
        for (index, variant) in variants.enumerated() {
            let values = zip(variant.values, parameters).map { $0.literal(as: $1.type) }
            source.line("case \(tuple(values)): \(statement(index))")
        }
        if !statesCoverEveryValue { source.line("default: \(otherwise)") }
        source.line("}")
    }
}
