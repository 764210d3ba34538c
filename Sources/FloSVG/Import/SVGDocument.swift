import FloDrawing
import FloSupport

/// An SVG file read and checked: its elements, its style sheet and its own size. `drawing(size:colors:)` turns it
/// into the scene model, as often as there are appearances, with colours chosen by the caller.
package struct SVGDocument: Sendable, Hashable {
    /// The largest SVG file read.
    package static let maximumFileSize = 16 << 20

    let root: XMLElement
    let styleSheet: StyleSheet
    /// Elements by `id`, the first of each.
    let elements: [String: XMLElement]
    /// The inherited properties in force around each element with an `id`, as a position in `heldStyles` (siblings
    /// share their parent's): what a clip path's shapes and a gradient's stops inherit where they are written, not
    /// where they are used.
    let parentStyles: [String: Int]
    let heldStyles: [Style]
    /// What was passed over, for the caller to warn of.
    package var warnings: [SVGWarning] { styleSheet.passedOverImports }
    /// Where the `<text>` elements that show a character are: refused where they are drawn.
    var shownTexts: Set<SourceLocation> = []
    /// The size the file gives itself: its `width` and `height`, else its `viewBox`'s, else 100 × 100.
    package private(set) var size: Size
    /// The colours the file draws with, as it writes them: what a manifest may recolour.
    package private(set) var drawnColors: Set<Color> = []
    /// Whether it draws with `currentColor`, the colour a manifest gives it.
    package private(set) var drawsCurrentColor = false
    /// How many buffers the shadows and blurs of its drawing work on, and how many other layers it makes
    /// (`Canvas.layerCounts`): what bounds the work they take before the drawing is made at another size.
    package private(set) var effectBufferCount = 0
    package private(set) var plainLayerCount = 0
    /// Its paths stroked with round joins or caps at its own size, whose outlines a PNG must bound.
    package private(set) var roundStrokes = RoundStrokes(in: [])
    /// The work of painting it stretched into a square `measuredSide` pixels wide (`Node.paintWork`): a PNG's work
    /// beside its pixels, measured at its own aspect ratio.
    package private(set) var paintWork = PaintWork()
    /// The side of the square `paintWork` is measured in.
    package static let measuredSide = 100.0
    /// What converting it into one drawing takes, which every drawing of every control that shows it takes again:
    /// the segments, shapes, dashes, gradient stops and transform functions it draws (as its budget counts them), a
    /// curve of path data (an arc is one to four) twice more, `elementWork` for each element it converts, and the
    /// style rules' tests and attribute bytes it reads.
    package private(set) var drawingWork = 0
    /// How many elements it holds: what holding it takes (about 600 bytes each, at most, with an `id`).
    package private(set) var elementCount = 0
    /// What converting an element takes, in segments: working out its style and turning it into a node takes
    /// about as long as reading 25 segments of path data.
    static let elementWork = 25
    /// How many tests of a style rule against an element, or bytes of `class` and `style` attributes read, count as
    /// a segment: each takes a sixth or less of a segment's time, counted with a margin.
    static let matchesPerSegment = 4
    /// The farthest its shadows and blurs take from, spread or move, in points of its drawing at its own size.
    private var effectsReach = 0.0
    /// The box of its drawing in its `viewBox`, before the root's placement, and its widest stroke there.
    private var drawnBounds: Rect?
    private var widestStroke = 0.0

    /// Reads and checks `bytes`: an error names the first thing refused, where it is.
    package static func parse(_ bytes: [UInt8]) throws(SVGError) -> SVGDocument {
        let root = try XMLParser.parse(bytes)
        if try Converter.hasEmptyViewBox(root), let viewBox = root.attribute("viewBox") {
            throw SVGError(
                "a viewBox of zero width or height draws nothing; give it the drawing's box", at: viewBox.location)
        }
        var sheet = StyleSheet()
        var elements: [String: XMLElement] = [:]
        var shownTexts: Set<SourceLocation> = []
        try Refusals.check(root, sheet: &sheet, elements: &elements, texts: &shownTexts)
        var parentStyles: [String: Int] = [:]
        var heldStyles: [Style] = []
        var applied = (declarations: 0, work: 0)
        var rootParent: Int?
        try Self.collectStyles(
            root, parent: Style(), held: &rootParent, sheet: sheet, into: &parentStyles, styles: &heldStyles,
            applied: &applied)
        var document = SVGDocument(
            root: root, styleSheet: sheet, elements: elements, parentStyles: parentStyles, heldStyles: heldStyles,
            size: Size(width: 100, height: 100))
        document.shownTexts = shownTexts
        document.elementCount = root.subtreeCount
        document.size = try document.intrinsicSize()
        // Drawn once here, so that what only drawing finds (a reference loop, a number too large) is refused now.
        // `currentColor` is the manifest's colour, unknown here: it is drawn translucent, so that what a translucent
        // colour would make refused (a mask's content over a flood in linearRGB) is refused whatever it is.
        let drawn = DrawnColors()
        var converter = Converter(document: document) { imported in
            if case .literal(let color) = imported { drawn.colors.insert(color) } else { drawn.current = true }
            return Color(red: 0, green: 0, blue: 0, alpha: imported == .current ? 0.5 : 1)
        }
        let nodes = try converter.root(in: document.size)
        try Converter.checkTransforms(of: nodes, placing: .identity, fallback: root.location)
        let matched = converter.matchWork
        document.drawingWork =
            PathDataParser.maximumSegments - converter.budget + converter.curveWork
            + Self.elementWork * matched.elements + (matched.tests + matched.attributeBytes) / Self.matchesPerSegment
        (document.drawnColors, document.drawsCurrentColor) = (drawn.colors, drawn.current)
        (document.effectBufferCount, document.plainLayerCount) = Canvas.layerCounts(of: nodes)
        document.effectsReach = Canvas.effectsReach(of: nodes)
        document.roundStrokes = RoundStrokes(in: nodes)
        // A file of a tiny or huge size is drawn again 100 points wide to be measured: at its own, numbers underflow.
        var measured = (nodes: nodes, size: document.size)
        if !(1e-3...1e6).contains(document.size.width) || !(1e-3...1e6).contains(document.size.height) {
            let size = Size(width: 100, height: 100 * document.size.height / document.size.width)
            var again = Converter(document: document) { _ in Color(red: 0, green: 0, blue: 0) }
            measured = (try again.root(in: size), size)
        }
        let side = Self.measuredSide
        let unit = AffineTransform(a: side / measured.size.width, d: side / measured.size.height)
        document.paintWork = Node.paintWork(
            in: measured.nodes, transform: unit, canvas: Rect(x: 0, y: 0, width: side, height: side))
        // Taken back through the root's placement, so that `fits` can place them at any size.
        if let back = try Converter.placement(document, in: document.size).inverted {
            document.drawnBounds = converter.drawnBounds.flatMap { $0.placed(by: back) }
            document.widestStroke = converter.widestStroke * back.largestScale
        }
        return document
    }

    /// Whether the drawing fitted into `size` stays within the numbers a file may hold, as it does at its own
    /// size: the root's placement, the outermost transform, is the only thing that changes with the size.
    package func fits(_ size: Size) -> Bool {
        guard let placement = try? Converter.placement(self, in: size) else { return false }
        guard let drawnBounds else { return true }
        guard let box = drawnBounds.placed(by: placement) else { return false }
        return Converter.isWithinLimit(box, strokeWidth: widestStroke * placement.largestScale)
    }

    /// The farthest its shadows and blurs take from, spread or move, in points of its drawing fitted into `size`
    /// (at most).
    package func effectsReach(at size: Size) -> Double {
        guard effectsReach > 0 else { return 0 }
        guard let placed = try? Converter.placement(self, in: size),
            let own = try? Converter.placement(self, in: self.size),
            let back = own.inverted
        else { return .infinity }
        return effectsReach * back.largestScale * placed.largestScale
    }

    /// How far from the origin, in the drawing, any coordinate may reach.
    package static let coordinateLimit = NumberScanner.limit

    /// The drawing of the file fitted into `size` by its `preserveAspectRatio`, each colour of the file chosen by
    /// `colors`.
    package func drawing(title: String, size: Size, colors: (ImportedColor) -> Color) -> Drawing {
        do {
            return Drawing(title: title, size: size, nodes: try nodes(in: size, colors: colors))
        } catch {
            // Parsing drew the file and refused what drawing refuses; a decision that turns on the colours the
            // manifest chooses would break that.
            assertionFailure("drawing refused what checking passed: \(error.message)")
            return Drawing(title: title, size: size, nodes: [])
        }
    }

    func nodes(in size: Size, colors: (ImportedColor) -> Color) throws(SVGError) -> [Node] {
        try withoutActuallyEscaping(colors) { colors throws(SVGError) in
            var converter = Converter(document: self, colors: colors)
            return try converter.root(in: size)
        }
    }

    /// The style around the element `id`.
    func parentStyle(of id: String) -> Style { knownParentStyle(of: id) ?? Style() }

    func knownParentStyle(of id: String) -> Style? { parentStyles[id].map { heldStyles[$0] } }

    /// Also counts the declarations the style sheet gives each element, refused past `maximumApplied`: rules for
    /// `*` or for many elements would otherwise make the cascade a product of the two.
    /// `held` is where `parent` is in `styles`, once an element with an `id` has needed it.
    private static func collectStyles(
        _ element: XMLElement, parent: Style, held: inout Int?, sheet: StyleSheet,
        into parentStyles: inout [String: Int], styles: inout [Style], applied: inout (declarations: Int, work: Int)
    ) throws(SVGError) {
        guard element.isSVG else { return }
        let declared = Declared(element, sheet: sheet)
        applied.declarations += declared.fromSheet
        applied.work += declared.matchWork
        guard applied.work <= StyleSheet.maximumMatchWork else {
            throw SVGError(
                "matching the style rules against the elements takes more than \(StyleSheet.maximumMatchWork) tests (a rule filed under a class, id or type the element has, and each class of its selector); use fewer rules for one class, or fewer classes in a selector",
                at: element.location)
        }
        guard applied.declarations <= StyleSheet.maximumApplied else {
            throw SVGError(
                "the style rules give the elements more than \(StyleSheet.maximumApplied) declarations in all; use fewer rules for * or for many elements",
                at: element.location)
        }
        if let id = element.attribute("id")?.value, parentStyles[id] == nil {
            if held == nil {
                styles.append(parent)
                held = styles.count - 1
            }
            parentStyles[id] = held
        }
        let style = try parent.applying(declared)
        var childrenParent: Int?
        for child in element.children {
            try collectStyles(
                child, parent: style, held: &childrenParent, sheet: sheet, into: &parentStyles, styles: &styles,
                applied: &applied)
        }
    }

    /// The file's `width` and `height`, else its `viewBox`'s size, else where its content ends.
    private func intrinsicSize() throws(SVGError) -> Size {
        let viewBox = try Converter.viewBox(of: root)
        let sides = ["width", "height"].compactMap { root.attribute($0) }.filter { !Refusals.isFontRelative($0.value) }
        if viewBox == nil, sides.count < 2 {
            let content = try nodes(
                in: Size(width: 100, height: 100), colors: { _ in Color(red: 0, green: 0, blue: 0) })
            // Strokes half their width wide, as resvg sizes such a file.
            if let bounds = Node.bounds(of: content, strokes: true), bounds.x + bounds.width > 0,
                bounds.y + bounds.height > 0
            {
                let fallback = Size(width: bounds.x + bounds.width, height: bounds.y + bounds.height)
                return Size(
                    width: try side("width", fallback.width), height: try side("height", fallback.height))
            }
        }
        return Size(width: try side("width", viewBox?.width), height: try side("height", viewBox?.height))
    }

    private func side(_ name: String, _ fallback: Double?) throws(SVGError) -> Double {
        guard let attribute = root.attribute(name), !Refusals.isFontRelative(attribute.value) else {
            return fallback ?? 100
        }
        guard let length = try Converter.length(attribute) else { return fallback ?? 100 }
        // Viewers show nothing of a file without area (resvg and librsvg refuse it): an asset that draws nothing.
        guard length.value > 0 else {
            let fix =
                try Converter.viewBox(of: root) == nil ? "" : ", or remove \(name) to size the file by its viewBox"
            throw SVGError(
                "the file's \(name) is \(attribute.value.trimmingSpaces), so it shows nothing; give it a positive "
                    + name + fix, at: attribute.location)
        }
        // A percentage of no viewport: the viewBox's side, as viewers size such a file.
        return length.unit == .percent ? (fallback ?? 100) * length.value / 100 : length.value
    }
}

/// A colour as an SVG file gives it: a literal, or `currentColor` (which the manifest's `color` decides).
package enum ImportedColor: Sendable, Hashable {
    case literal(Color)
    case current
}

/// The colours a drawing asks for, gathered while it is drawn.
private final class DrawnColors {
    var colors: Set<Color> = []
    var current = false
}
