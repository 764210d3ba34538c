import FloDrawing

/// A drawing too large for one JVM method (64 KB of bytecode; Compose's `path` and `group` builders are inline, so
/// a whole drawing, all its states, lands in the method that builds it) is built in parts: runs of paths, a long
/// path with its pieces, each piece of a long path or clip path. Each part is a private object of its own,
/// `Big_Part3` (an underscore no control's name gives), with one function `draw`, called as
/// `with(Big_Part3) { draw() }`: a class of its own also keeps the part's numbers within the 65,535 constants a
/// class may hold. A drawing within the budget is written as one builder.
extension ComposeWriter {
    struct Parts {
        /// How much one part holds, counted as path elements (`curveTo`, the largest, makes about 30 bytes): half
        /// the limit, for the builders' own code.
        static let budget = 1_000
        /// How many of a gradient's stops one part returns, and a path's opening lists in place: a stop whose colour
        /// follows the appearance (four `Color`s) makes about 130 bytes, and an opening may have two gradients.
        static let stopsPerPart = 100

        /// How many states one function chooses among and builds in place; past it, each state is built by an
        /// object of its own, `Big_State12`, and the function only chooses (a branch building a state in place costs
        /// about 100 bytes however small the drawing, one that calls about 20).
        static let statesInPlace = 100

        /// The most states one function chooses among with `keys` expanded keys: a branch costs about 10 bytes of
        /// bytecode for the call and 10 for each key's test, and a JVM method holds 64 KB (50 KB leaves a margin).
        static func stateLimit(keys: Int) -> Int {
            50_000 / (10 + 10 * keys)
        }

        let typeName: String
        /// Each state is built by an object of its own.
        let statesApart: Bool
        let isSplit: Bool
        /// The `appearance` parameter, passed on to each part when the colours follow it.
        let parameter: String
        let argument: String
        /// The objects' text, in the order they are called.
        private(set) var objects = ""
        private var count = 0

        init(for control: CodeControl) {
            typeName = control.typeName
            statesApart = control.variants.count > Self.statesInPlace
            let costs = control.variants.map { Self.cost(of: $0.drawing.nodes) }
            // A budget for each state's method when states are apart, else for the one method that builds them all.
            isSplit = (statesApart ? costs.max() ?? 0 : costs.reduce(0, +)) > Self.budget
            (parameter, argument) =
                control.followsAppearance ? ("appearance: FloAppearance", "appearance") : ("", "")
        }

        /// About how much code `nodes` make, in path elements as written (an arc is written as curves).
        static func cost(of nodes: [Node]) -> Int {
            nodes.reduce(0) { total, node in
                switch node {
                case .path(let path):
                    // In a loop over copies, each number is worked out from the row or column: about 80 bytes a
                    // curve rather than 30.
                    let elements = path.path.curvesOnly.elements.count * (path.copies == nil ? 1 : 3)
                    return total + headerCost(of: path) + elements
                case .group(let group):
                    return total + 2 + (group.clip?.single?.path.curvesOnly.elements.count ?? 0)
                        + cost(of: group.children)
                }
            }
        }

        /// What a path's `path(fill = …) {` costs: a colour (four `Color`s for the appearances, or a gradient's
        /// stop) about as much as four elements.
        static func headerCost(of path: PathNode) -> Int {
            4 + 4
                * [path.fill, path.stroke?.paint].reduce(0) { count, paint in
                    switch paint {
                    case .linearGradient(let gradient)?: count + gradient.stops.count
                    case .radialGradient(let gradient)?: count + gradient.stops.count
                    case .color?, .pattern?: count + 1
                    case nil: count
                    }
                }
        }

        /// Adds an object whose `draw` on `receiver` is written by `body`; returns its call. `passing`, it takes the
        /// appearance when the colours follow it; `inLoop`, the row and column of the copy it draws.
        mutating func add(
            receiver: String, passing: Bool = true, inLoop: Bool = false, body: (inout CodeSource) -> Void
        ) -> String {
            let name = "\(typeName)_Part\(count)"
            count += 1
            let (parameter, argument) =
                inLoop ? ("row: Int, column: Int", "row, column") : passing ? (parameter, argument) : ("", "")
            var source = CodeSource()
            source.line("")
            source.open("private object \(name) {")
            source.open("fun \(receiver).draw(\(parameter)) {")
            body(&source)
            source.close("}")
            source.close("}")
            objects += source.text
            return "with(\(name)) { draw(\(argument)) }"
        }

        /// Adds an object whose `build` returns what `body` writes after `build(…) = `; returns its call.
        mutating func addState(_ index: Int, body: (inout CodeSource) -> Void) -> String {
            let name = "\(typeName)_State\(index)"
            var source = CodeSource()
            source.line("")
            source.open("private object \(name) {")
            source.line("fun build(\(parameter)): ImageVector =")
            source.indent += 1
            body(&source)
            source.indent -= 1
            source.close("}")
            objects += source.text
            return "\(name).build(\(argument))"
        }

        /// A gradient's stops as arguments: as they are, or, past `stopsPerPart`, in runs each returned by an
        /// object of its own and passed spread, `*(Big_Part2.stops(appearance) + Big_Part3.stops(appearance))`.
        mutating func stopList(_ stops: [String]) -> String {
            guard stops.count > Self.stopsPerPart else { return stops.joined(separator: ", ") }
            let calls = stride(from: 0, to: stops.count, by: Self.stopsPerPart).map { start in
                let name = "\(typeName)_Part\(count)"
                count += 1
                let run = stops[start..<min(stops.count, start + Self.stopsPerPart)]
                var source = CodeSource()
                source.line("")
                source.open("private object \(name) {")
                source.line(
                    "fun stops(\(parameter)): Array<Pair<Float, Color>> = arrayOf(\(run.joined(separator: ", ")))")
                source.close("}")
                objects += source.text
                return "\(name).stops(\(argument))"
            }
            return "*(" + calls.joined(separator: " + ") + ")"
        }
    }

    /// Writes `nodes` as calls to parts, none holding more than the budget.
    func write(
        _ nodes: [Node], opacity: Double, colors: inout IndexingIterator<[CodeColor]>, parts: inout Parts,
        in source: inout CodeSource
    ) {
        var run: [Node] = []
        var runCost = 0
        func flush() {
            guard !run.isEmpty else { return }
            source.line(
                parts.add(receiver: "ImageVector.Builder") {
                    self.nodes(run, opacity: opacity, colors: &colors, in: &$0)
                })
            (run, runCost) = ([], 0)
        }
        for node in nodes {
            let cost = Parts.cost(of: [node])
            if cost <= Parts.budget {
                if runCost + cost > Parts.budget { flush() }
                run.append(node)
                runCost += cost
                continue
            }
            flush()
            switch node {
            case .path(let path):
                // Its opening in a part of its own, with its pieces' calls; a long gradient's stops in parts too.
                let opening = pathOpening(path, opacity: opacity, colors: &colors) { parts.stopList($0) }
                var pieces = CodeSource()
                // A long tile's loop calls its pieces for each copy.
                loops(over: path.copies, in: &pieces) {
                    writeElements(path.path.curvesOnly.elements, copies: path.copies, parts: &parts, in: &$0)
                }
                source.line(
                    parts.add(receiver: "ImageVector.Builder") { body in
                        body.open(opening)
                        body.appendIndented(pieces.text)
                        body.close("}")
                    })
            case .group(let group):
                write(group, in: &source) {
                    writeElements($0, parts: &parts, in: &$1)
                } children: {
                    write(group.children, opacity: opacity * group.opacity, colors: &colors, parts: &parts, in: &$0)
                }
            }
        }
        flush()
    }

    /// A path's elements as parts of at most the budget each; with `copies`, of one copy, which the loop around
    /// their calls chooses (see `Parts.cost`).
    private func writeElements(
        _ elements: [PathElement], copies: TileGrid? = nil, parts: inout Parts, in source: inout CodeSource
    ) {
        let size = copies == nil ? Parts.budget : Parts.budget / 3
        for start in stride(from: 0, to: elements.count, by: size) {
            let piece = elements[start..<min(elements.count, start + size)]
            source.line(
                parts.add(receiver: "PathBuilder", passing: false, inLoop: copies != nil) {
                    self.elements(piece, copies: copies, in: &$0)
                })
        }
    }
}
