import FloDrawing
import FloSupport

/// Turns a checked document into the scene model: each element's cascade resolved, shapes as paths, transforms,
/// opacity and clip paths as groups, paint servers as gradients, percentages against the nearest viewport.
struct Converter {
    let document: SVGDocument
    let colors: (ImportedColor) -> Color
    /// What is left of the file's budget: path segments, shapes, dashes, gradient stops and transform functions, each
    /// time they are drawn (a clip path or a gradient used twice counts twice).
    var budget = PathDataParser.maximumSegments
    /// What the curves of path data take to draw beyond a line's segment each time they are drawn: a
    /// drawing's work (`SVGDocument.drawingWork`), not the file's budget.
    var curveWork = 0
    /// The box of what is drawn so far (shapes, clips), in the drawing, and the widest stroke in it.
    var drawnBounds: Rect?
    var widestStroke = 0.0
    /// The viewport percentages are of.
    var viewport = Size(width: 100, height: 100)
    /// The clip paths' children converted so far, each use counted.
    var clipChildren = 0
    /// The clip paths, soft masks, patterns and markers being converted, to stop one that refers to itself.
    var clipsInProgress: Set<String> = []
    var masksInProgress: Set<String> = []
    var patternsInProgress: Set<String> = []
    var markersInProgress: Set<String> = []
    /// The fill and stroke of the shape whose marker is being converted: what `context-fill` and `context-stroke`
    /// paint. Set when one names a gradient or a pattern, which a marker's coordinates would misplace.
    var markerContext: (fill: Paint?, stroke: Paint?)?
    var markerContextUnsupported = false
    /// From the element being converted to the drawing: what its geometry is checked against.
    var toDrawing = AffineTransform.identity
    /// How many enclosing groups draw on a layer of their own (a clip, a mask, an opacity, a filter, a blend mode or
    /// isolation), and masks, which draw on two: the rasteriser holds a canvas for each.
    var layerDepth = 0
    /// How many enclosing elements turn about their fill box: a shape that paints nothing is kept for them to
    /// measure, as browsers count its geometry.
    var measuringDepth = 0
    /// The ids of the elements uses are drawing, to stop a use that draws itself.
    var usesInProgress: Set<String> = []
    /// The elements drawn through uses so far, each time, and the declarations the style sheet gave them.
    var usedElements = 0
    /// The soft masks drawn so far, each time: a mask in a mask's content is drawn for each element that uses it.
    var softMasksDrawn = 0
    /// The shadows and layer blurs drawn so far, each time: the rasteriser blurs a layer for each.
    var effectsDrawn = 0
    /// What each filter draws, by its id, once worked out (nil where the outputs do not follow it): a filter of many
    /// primitives may be used by many elements.
    var filterOutcomes: [String: FilterGraph.Outcome?] = [:]
    static let maximumSoftMasksDrawn = 10_000
    /// What is left of the segment comparisons that turn masks with holes cut into clips (`Path.cut`); past them,
    /// such masks stay soft masks, which a file of many large ones would otherwise take seconds to check.
    var cutComparisons = 50_000_000
    var usedDeclarations = 0
    /// The tests of style rules against elements made while converting (each element, gradient stop and use's
    /// content is matched again wherever it is drawn), against `StyleSheet.maximumMatchWork`.
    let matchWork = MatchWork()
    static let maximumLayerDepth = 16

    /// Counts what `Converter.declared` matches: a reference, so that the readers of a drawing that change nothing
    /// else count too.
    final class MatchWork {
        var tests = 0
        var attributeBytes = 0
        /// The elements whose style was worked out: each is converted, as often as it is drawn.
        var elements = 0
    }

    /// More bytes of `class` and `style` attributes than drawing a design tool's file reads, counted wherever an
    /// element is drawn: a file of a few megabytes, every element drawn a few times.
    static let maximumAttributeBytes = 16 << 20

    /// The style `element` is declared, from its attributes and the sheet's rules, counting the work of matching.
    func declared(_ element: XMLElement) throws(SVGError) -> Declared {
        let declared = Declared(element, sheet: document.styleSheet)
        matchWork.elements += 1
        matchWork.tests += declared.matchWork
        matchWork.attributeBytes += declared.attributeBytes
        guard matchWork.attributeBytes <= Self.maximumAttributeBytes else {
            throw SVGError(
                "drawing the file reads more than \(Self.maximumAttributeBytes >> 20) MiB of class and style attributes, each element's wherever it is drawn (a gradient's stops by each shape it paints, a use's content by each use); shorten the attributes, or draw fewer copies",
                at: element.location)
        }
        guard matchWork.tests <= StyleSheet.maximumMatchWork else {
            throw SVGError(
                "matching the style rules against what the file draws takes more than \(StyleSheet.maximumMatchWork) tests, each element counted wherever it is drawn (a gradient's stops by each shape it paints, a use's content by each use); simplify the rules, or draw fewer copies",
                at: element.location)
        }
        return declared
    }

    init(document: SVGDocument, colors: @escaping (ImportedColor) -> Color) {
        self.document = document
        self.colors = colors
    }

    /// The root's `viewBox`, else a box of the document's size.
    static func viewBox(of document: SVGDocument) throws(SVGError) -> Rect {
        try viewBox(of: document.root) ?? Rect(x: 0, y: 0, width: document.size.width, height: document.size.height)
    }

    /// How the root's content is placed in `size`, in three steps. Its `viewBox` is fitted by its
    /// `preserveAspectRatio` (a scale and a move). The root's own transform applies as a browser applies it to the
    /// file at its own size: in its pixels, about its middle unless `transform-origin` says otherwise. The picture
    /// is then fitted into `size` as a whole.
    static func placement(_ document: SVGDocument, in size: Size) throws(SVGError) -> AffineTransform {
        let root = document.root
        let ratio = try aspectRatio(of: root)
        let fit = ratio.transform(from: try viewBox(of: document), to: size)
        let own = try ElementTransform(Declared(root, sheet: document.styleSheet), of: root, isRoot: true)
            .resolved(viewport: document.size, content: nil)
        let picture = ratio.transform(
            from: Rect(x: 0, y: 0, width: document.size.width, height: document.size.height), to: size)
        guard !own.isIdentity, let back = picture.inverted else { return fit }
        return fit.concatenating(back).concatenating(own).concatenating(picture)
    }

    /// The root `<svg>`'s content fitted into `size`.
    mutating func root(in size: Size) throws(SVGError) -> [Node] {
        let root = document.root
        // A root of no size or a negative one shows nothing, as viewers draw it.
        for name in ["width", "height"] {
            if let attribute = root.attribute(name), let length = try Self.length(attribute), length.value <= 0 {
                return []
            }
        }
        let viewBox = try Self.viewBox(of: document)
        viewport = Size(width: viewBox.width, height: viewBox.height)
        let placement = try Self.placement(document, in: size)
        let declared = try self.declared(root)
        try refuseFilterOnViewport(declared, of: root, refusingEffects: false)
        let style = try Style().applying(declared)
        // The root's own transform is part of its placement.
        let own = ElementTransform()
        let children = try descending(into: root, declared: declared, own: own, extra: placement) {
            converter throws(SVGError) in
            try converter.content(of: root, style: style)
        }
        // The file is an image of its own: what blends in it blends with it alone.
        return Node.isolatingBlends(try wrap(children, element: root, declared: declared, own: own, extra: placement))
    }

    /// The nodes of `element`'s children.
    mutating func content(of element: XMLElement, style: Style) throws(SVGError) -> [Node] {
        var nodes: [Node] = []
        for child in element.children { nodes += try convert(child, inherited: style) }
        return nodes
    }

    /// The nodes `element` draws.
    mutating func convert(_ element: XMLElement, inherited: Style) throws(SVGError) -> [Node] {
        guard element.isSVG else { return [] }
        let declared = try self.declared(element)
        try countUsed(element, declared)
        if declared.isUndisplayed || !Self.conditionsHold(element) { return [] }
        _ = try acceptedFilter(declared)
        let style = try inherited.applying(declared)
        switch element.name {
        case "g", "a":
            let own = try ownTransform(declared, of: element)
            let children = try descending(into: element, declared: declared, own: own) { converter throws(SVGError) in
                try converter.content(of: element, style: style)
            }
            return try wrap(children, element: element, declared: declared, own: own)
        case "svg":
            return try nestedViewport(element, style: style, declared: declared)
        case "use":
            return try use(element, style: style, declared: declared)
        case "path", "rect", "circle", "ellipse", "line", "polyline", "polygon":
            let own = try ownTransform(declared, of: element)
            let nodes = try descending(into: element, declared: declared, own: own) { converter throws(SVGError) in
                guard let path = try converter.shape(element) else { return [Node]() }
                let painted = try converter.paint(path, style: style, element: element)
                let markers = try converter.markers(on: path, of: element, style: style, painted: painted)
                let node = painted ?? (converter.measuringDepth > 0 ? PathNode(path: path) : nil)
                return Self.layered(node, markers: markers, order: style.paintOrder)
            }
            guard !nodes.isEmpty else { return [] }
            return try wrap(nodes, element: element, declared: declared, own: own)
        case "switch":
            guard let chosen = element.children.first(where: Self.isChosenInSwitch) else { return [] }
            let own = try ownTransform(declared, of: element)
            let children = try descending(into: element, declared: declared, own: own) { converter throws(SVGError) in
                try converter.convert(chosen, inherited: style)
            }
            return try wrap(children, element: element, declared: declared, own: own)
        case "foreignObject":
            throw SVGError(
                "<foreignObject> is not supported (Figma writes one for an angular or diamond gradient and a background blur); import vector artwork only",
                at: element.location)
        case "text":
            try refuseIfShownText(element)
            return []
        case "image":
            throw SVGError(Refusals.imageRefusal, at: element.location)
        default:
            // Definitions, metadata and elements of no meaning here draw nothing themselves.
            return []
        }
    }

    /// Runs `body`, locating a number out of range at `location`.
    static func located<Result>(
        at location: SourceLocation, _ body: () throws(NumberScanner.OutOfRange) -> Result
    ) throws(SVGError) -> Result {
        do {
            return try body()
        } catch {
            throw outOfRange(error, at: location)
        }
    }

    static func outOfRange(_ error: NumberScanner.OutOfRange, at location: SourceLocation) -> SVGError {
        let limit = "coordinates and sizes are limited to ±\(Int(NumberScanner.limit))"
        guard !error.notANumber else {
            return SVGError("\(error.text) is not a number; write a number in its place (\(limit))", at: location)
        }
        return SVGError("the number \(error.text) is out of range; \(limit)", at: location)
    }
}
