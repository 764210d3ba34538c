import FloDrawing
import FloSupport

/// Filters, refused where they change the picture in ways the outputs do not follow. The drop and inner shadows and
/// layer blurs design tools write become the scene's shadows and blurs; floods (as Illustrator writes them for
/// opacity masks) and moves are drawn as rectangles and a moved group (see `FilterGraph`). What a filter draws is
/// cut to its region.
extension Converter {
    static let filterRefusal =
        "this filter is not supported (shadows, layer blurs, floods and moves are); remove effects such as colour effects and lighting"
    static let maximumEffectsDrawn = 200

    /// The filter `declared` gives an element and what it draws, when the outputs follow it; nil when it has none.
    /// Any other filter is refused where it is declared, whatever the element draws (a flood paints on its own).
    mutating func acceptedFilter(
        _ declared: Declared
    ) throws(SVGError) -> (filter: XMLElement, written: Declared.Written, outcome: FilterGraph.Outcome)? {
        guard let written = declared.strongest("filter", { (written: Declared.Written) in written }),
            written.text.lowercased() != "none"
        else { return nil }
        guard case .reference(let id, fallback: nil)? = Style.paint(written.text),
            let filter = document.elements[id], filter.isSVG, filter.name == "filter"
        else { throw SVGError(Self.filterRefusal, at: written.location) }
        // An href to no filter is ignored, as browsers do. One to a filter gives its steps and region to resvg, as
        // SVG 1.1 says, and nothing to browsers and librsvg, which draw a filter of no steps as nothing: the file
        // means two pictures.
        if let href = filter.attribute("href"), document.elements[String(href.value.dropFirst())]?.name == "filter" {
            throw SVGError(
                "this filter takes its effects from another with href (\(href.value)), which browsers and librsvg ignore and resvg follows (as SVG 1.1 says); copy the effects into it and remove href",
                at: href.location)
        }
        if filterOutcomes[id] == nil {
            let outcome = try FilterGraph.outcome(
                of: filter, sheet: document.styleSheet,
                inheritsLinearLight: document.knownParentStyle(of: id)?.filtersInLinearLight ?? true)
            filterOutcomes[id] = .some(outcome)
        }
        guard let outcome = filterOutcomes[id] ?? nil else {
            throw SVGError(Self.refusal(of: filter), at: written.location)
        }
        return (filter, written, outcome)
    }

    /// Why `filter` is refused: Inkscape 0.92 wrote a layer's blend mode as a blend with `BackgroundImage`, which
    /// browsers read as the element itself.
    private static func refusal(of filter: XMLElement) -> String {
        let blendsWithBackground = filter.children.contains { step in
            step.isSVG && step.name == "feBlend"
                && ["in", "in2"].contains { step.attribute($0)?.value.trimmingSpaces == "BackgroundImage" }
        }
        if filter.children.contains(where: { $0.isSVG && $0.name == "feTurbulence" }) {
            return
                "this filter draws noise (feTurbulence, as Figma's Noise and Texture effects write it), which no output draws; remove the effect"
        }
        guard blendsWithBackground else { return filterRefusal }
        return
            "this filter blends the element with BackgroundImage, which browsers read as the element itself (Inkscape 0.92 wrote a layer's blend mode so); set the layer's blend mode as mix-blend-mode instead"
    }

    /// `nodes`, drawn by `element` in its own coordinates (`placing` takes them to the drawing's), with its filter
    /// applied and cut to the filter's region (what it takes in is not, as Chrome draws it).
    mutating func applyFilter(
        _ declared: Declared, to nodes: [Node], placing: AffineTransform, of element: XMLElement
    ) throws(SVGError) -> [Node] {
        guard let (filter, written, accepted) = try acceptedFilter(declared) else { return nodes }
        var outcome = accepted
        // Measuring takes from the budget: filters within filters measure the same shapes again.
        budget -= Self.pathCount(nodes) + 1
        guard budget >= 0 else { throw Self.overBudget(at: written.location) }
        let box = Node.bounds(of: nodes)
        // A `use`'s move and a nested viewport's placement are the filter's too, as browsers draw it.
        guard let region = try region(of: filter, box: box) else { return [] }
        // Steps measured in the box: an empty one draws nothing, as an empty box's region does.
        let stepBox = try FilterGraph.measuresInBoundingBox(filter) ? box : nil
        if let stepBox {
            guard stepBox.width > 0, stepBox.height > 0 else { return [] }
            outcome = try outcome.inBoundingBox(stepBox, of: filter)
            try FilterGraph.checkSums(of: outcome, at: filter)
        }
        // The last step's own region cuts its result, which is what the filter draws.
        var cut = region
        if let last = FilterGraph.Subregion.ofLastStep(in: filter) {
            guard let area = try last.rectangle(in: region, viewport: viewport, box: stepBox),
                let within = region.intersection(area)
            else { return [] }
            cut = within
        }
        guard isWithinLimit(region.placed(by: placing)) else {
            throw Self.beyondLimit("this element's filter region", at: element)
        }
        var filtered: [Node]
        switch outcome {
        case .nothing:
            return []
        case .identity:
            filtered = nodes
        case .flooded(let layers, let sourceMustBeOpaque):
            // Only in a mask's content are colours drawn as the file writes them (recolor does not reach there), so
            // that drawing for the manifest finds what checking the file found.
            if sourceMustBeOpaque && (masksInProgress.isEmpty || !Self.isOpaque(nodes)) {
                throw SVGError(Self.mixedOverFlood, at: written.location)
            }
            filtered = []
            for layer in layers {
                switch layer {
                case .source:
                    filtered += nodes
                case .flood(let color, let subregion):
                    // A flood's own region shows only within the filter's.
                    let area =
                        try subregion.map { found throws(SVGError) in
                            try found.rectangle(in: region, viewport: viewport, box: stepBox).flatMap(
                                region.intersection)
                        } ?? region
                    guard let area else { continue }
                    let fill = Paint.color(self.color(of: .literal(color)))
                    filtered.append(.path(PathNode(path: Path(rectangle: area), fill: fill)))
                }
            }
        case .moved(let offset, let blur):
            let move = AffineTransform(tx: offset.x, ty: offset.y)
            // Moved off the region, the element is cut away whole, however far; moved within it, the move is written.
            guard let reach = Node.reach(of: nodes)?.placed(by: move), reach.intersection(region) != nil else {
                return []
            }
            let far = max(abs(offset.x), abs(offset.y))
            guard far <= NumberScanner.limit else { throw FilterGraph.offsetsOutOfRange(far, at: filter) }
            filtered = [.group(Group(transform: move, children: nodes))]
            if let blur {
                try countEffects(1, of: nodes, at: written)
                // What the move takes past the region is cut before the blur, as browsers cut each step's result.
                let moved = Group(clip: ClipPath(path: Path(rectangle: region)), children: filtered)
                var blurred = Group(blur: blur, children: [.group(moved)])
                blurred.origin = NodeOrigin(element.location)
                filtered = [.group(blurred)]
            }
        case .effects(let shadows, let showsSource, let blur):
            try countEffects(shadows.count + (blur == nil ? 0 : 1), of: nodes, at: written)
            // Recoloured as a fill is, by its colour without the fade.
            var colored = shadows
            for (index, shadow) in shadows.enumerated() {
                var opaque = shadow.color
                opaque.alpha = 1
                colored[index].color = faded(self.color(of: .literal(opaque)), shadow.color.alpha)
            }
            var group = Group(shadows: colored, showsChildren: showsSource, blur: blur, children: nodes)
            group.origin = NodeOrigin(element.location)
            filtered = [.group(group)]
        }
        guard let reach = Node.reach(of: filtered), !cut.holds(reach) else { return filtered }
        return [.group(Group(clip: ClipPath(path: Path(rectangle: cut)), children: filtered))]
    }

    static let mixedOverFlood =
        "this filter floods under the element in linearRGB, where their colours would mix in linear light; add color-interpolation-filters=\"sRGB\" to the <filter>"

    /// Whether `nodes` paint only opaque colours, with no group that makes them translucent: then they cover a
    /// flood wholly but along their edges.
    static func isOpaque(_ nodes: [Node]) -> Bool {
        func paintsOpaque(_ paint: Paint?) -> Bool {
            guard let paint else { return true }
            // A pattern's tile leaves gaps, and its colours are not the paint's.
            if case .pattern = paint { return false }
            return paint.colors.allSatisfy { $0.alpha >= 1 }
        }
        return nodes.allSatisfy { node in
            switch node {
            case .path(let path):
                return paintsOpaque(path.fill) && paintsOpaque(path.stroke?.paint)
            case .group(let group):
                return group.opacity >= 1 && group.mask == nil && group.blendMode == .normal && group.shadows.isEmpty
                    && group.showsChildren && group.blur == nil && isOpaque(group.children)
            }
        }
    }

    /// Counts `count` shadows and blurs drawn on `nodes` against `maximumEffectsDrawn`: each within draws again in an
    /// image of these in PDF.
    private mutating func countEffects(_ count: Int, of nodes: [Node], at written: Declared.Written) throws(SVGError) {
        effectsDrawn += count * (1 + Self.effectCount(nodes))
        guard effectsDrawn <= Self.maximumEffectsDrawn else {
            throw SVGError(
                "more than \(Self.maximumEffectsDrawn) shadows and blurs are drawn, counted each time they are used; remove some in the design tool",
                at: written.location)
        }
    }

    private static func effectCount(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { count, node in
            guard case .group(let group) = node else { return count }
            return count + group.shadows.count + (group.blur == nil ? 0 : 1) + effectCount(group.children)
        }
    }

    private static func pathCount(_ nodes: [Node]) -> Int {
        nodes.reduce(0) { count, node in
            guard case .group(let group) = node else { return count + 1 }
            return count + pathCount(group.children)
        }
    }

    /// The region `filter` applies within, for an element whose shapes' box is `box`; nil when it is empty.
    private func region(of filter: XMLElement, box: Rect?) throws(SVGError) -> Rect? {
        let userSpace = filter.attribute("filterUnits")?.value.trimmingSpaces == "userSpaceOnUse"
        func value(_ name: String, _ axis: Length.Axis, _ fallback: Double) throws(SVGError) -> Double {
            guard let found = filter.attribute(name), let length = try Self.length(found) else {
                return userSpace
                    ? Length(value: fallback * 100, unit: .percent).resolved(axis, viewport: viewport) : fallback
            }
            if userSpace { return length.resolved(axis, viewport: viewport) }
            return length.unit == .percent ? length.value / 100 : length.value
        }
        let (x, y) = (try value("x", .x, -0.1), try value("y", .y, -0.1))
        let (width, height) = (try value("width", .x, 1.2), try value("height", .y, 1.2))
        guard width > 0, height > 0 else { return nil }
        if userSpace { return Rect(x: x, y: y, width: width, height: height) }
        guard let box, box.width > 0, box.height > 0 else { return nil }
        return Rect(
            x: box.x + x * box.width, y: box.y + y * box.height, width: width * box.width,
            height: height * box.height)
    }
}
