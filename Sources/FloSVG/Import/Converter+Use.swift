import FloDrawing

/// `<use>`: another element of the file drawn again, moved by `x` and `y`, inheriting the `<use>`'s style rather
/// than its own parent's; a `<symbol>` so drawn is a viewport, as a nested `<svg>` is.
extension Converter {
    /// How deep uses may draw uses.
    static let maximumUseDepth = 32
    /// How many elements uses may draw in all, each time: a few uses of uses multiply (ten of ten of ten…), and an
    /// empty group costs time though it draws nothing.
    static let maximumUsedElements = 100_000

    mutating func use(_ element: XMLElement, style: Style, declared: Declared) throws(SVGError) -> [Node] {
        // A use that refers to nothing draws nothing, as browsers show it.
        guard let href = element.attribute("href") else { return [] }
        let id = String(href.value.dropFirst())
        guard let target = document.elements[id] else { return [] }
        guard !usesInProgress.contains(id) else {
            throw SVGError("this <use> leads back to itself through #\(id); remove the loop", at: href.location)
        }
        guard usesInProgress.count < Self.maximumUseDepth else {
            throw SVGError(
                "<use> elements draw <use> elements more than \(Self.maximumUseDepth) deep; expand some of them",
                at: element.location)
        }
        let origin = try position(of: element)
        let own = try ownTransform(declared, of: element)
        let move = AffineTransform(tx: origin.x, ty: origin.y)
        usesInProgress.insert(id)
        let children: [Node]
        do {
            defer { usesInProgress.remove(id) }
            children = try descending(into: element, declared: declared, own: own, extra: move) {
                converter throws(SVGError) in
                guard target.name == "symbol" || target.name == "svg" else {
                    return try converter.convert(target, inherited: style)
                }
                return try converter.usedViewport(target, by: element, style: style)
            }
        }
        // The use's own mask, clip and filter lie outside what it draws: they may use its target too (Sketch masks
        // a shape by itself).
        return try wrap(children, element: element, declared: declared, own: own, extra: move)
    }

    /// The element `use` refers to by its `href`; nil when it refers to nothing.
    func target(of use: XMLElement) -> XMLElement? {
        use.attribute("href").flatMap { document.elements[String($0.value.dropFirst())] }
    }

    /// A `<symbol>` or an `<svg>` a use draws: a viewport at its own place (its `x` and `y`, as SVG 2 gives a
    /// symbol and Chrome draws it), of the use's size, else its own, else the viewport's; an `<svg>` keeps its
    /// transform, opacity and clip path, as where it is written.
    private mutating func usedViewport(_ target: XMLElement, by element: XMLElement, style: Style) throws(SVGError)
        -> [Node]
    {
        let targetDeclared = try self.declared(target)
        try countUsed(target, targetDeclared)
        // `display` does not apply to a symbol: it is never drawn but by a use.
        if target.name == "svg" && targetDeclared.isUndisplayed { return [] }
        func side(_ name: String, _ axis: Length.Axis, _ whole: Double) throws(SVGError) -> Double {
            if let own = try lengthAttribute(name, of: element, axis) { return own }
            return try lengthAttribute(name, of: target, axis) ?? whole
        }
        let size = Size(width: try side("width", .x, viewport.width), height: try side("height", .y, viewport.height))
        return try viewport(
            of: target, at: try position(of: target), size: size, style: try style.applying(targetDeclared),
            declared: targetDeclared)
    }

    /// Counts an element drawn through a use, a marker or a pattern, and the declarations the style sheet gives it
    /// (each use applies them again); refuses one past `maximumUsedElements`, or past the sheet's limit.
    mutating func countUsed(_ element: XMLElement, _ declared: Declared) throws(SVGError) {
        guard !usesInProgress.isEmpty || !markersInProgress.isEmpty || !patternsInProgress.isEmpty else { return }
        usedElements += 1
        guard usedElements <= Self.maximumUsedElements else {
            throw SVGError(
                "<use>, <marker> and <pattern> elements draw more than \(Self.maximumUsedElements) elements in all, counted each time; expand fewer instances",
                at: element.location)
        }
        usedDeclarations += declared.fromSheet
        guard usedDeclarations <= StyleSheet.maximumApplied else {
            throw SVGError(
                "the style sheet gives what <use> elements draw more than \(StyleSheet.maximumApplied) declarations, counted each time; simplify the rules or expand fewer instances",
                at: element.location)
        }
    }
}
