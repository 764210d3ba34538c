import FloDrawing

/// A drawing too large for one JVM method (64 KB of bytecode, and Compose's `path` and `group` builders are inline,
/// so a whole drawing lands in the method that builds it): its paths, runs of small ones and pieces of large ones,
/// go into functions of a private object of its own, `Big_Parts` (an underscore no control's name gives), which also
/// keeps their numbers in a class of their own. A drawing within the budget is written as one builder, as before.
extension ComposeWriter {
    struct Parts {
        /// How much one method holds, counted as path elements (`curveTo` is the largest, about 25 bytes): a
        /// third of the limit, for the builders' own code.
        static let budget = 1_000

        let objectName: String
        let isSplit: Bool
        /// The `appearance` parameter, passed on to each function when the colours follow it.
        let parameter: String
        let argument: String
        /// Each function's text, in the order they are called.
        var functions: [String] = []

        init(for control: CodeControl) {
            objectName = control.typeName + "_Parts"
            isSplit = control.variants.reduce(0) { $0 + Self.cost(of: $1.drawing.nodes) } > Self.budget
            (parameter, argument) =
                control.followsAppearance ? ("appearance: FloAppearance", "appearance") : ("", "")
        }

        /// About how much code `nodes` make, in path elements as written (an arc is written as curves).
        static func cost(of nodes: [Node]) -> Int {
            nodes.reduce(0) { total, node in
                switch node {
                case .path(let path):
                    let stops = [path.fill, path.stroke?.paint].reduce(0) { $0 + Self.colorCount(of: $1) }
                    return total + 4 + 4 * stops + path.path.curvesOnly.elements.count
                case .group(let group):
                    return total + 2 + (group.clip?.single?.path.curvesOnly.elements.count ?? 0)
                        + cost(of: group.children)
                }
            }
        }

        private static func colorCount(of paint: Paint?) -> Int {
            switch paint {
            case .linearGradient(let gradient)?: gradient.stops.count
            case .radialGradient(let gradient)?: gradient.stops.count
            case .color?, .pattern?: 1
            case nil: 0
            }
        }

        /// Adds a function `fun <receiver>.partN(…) { … }` written by `body`; returns its call.
        mutating func add(
            receiver: String, passing: Bool = true, body: (inout CodeSource) -> Void
        ) -> String {
            let name = "part\(functions.count)"
            var source = CodeSource(indent: 1)
            source.open("fun \(receiver).\(name)(\(passing ? parameter : "")) {")
            body(&source)
            source.close("}")
            functions.append(source.text)
            return "\(name)(\(passing ? argument : ""))"
        }
    }

    /// Writes `nodes` as calls to functions of `parts`, none holding more than its budget.
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
                source.open(pathOpening(path, opacity: opacity, colors: &colors))
                writeElements(path.path.curvesOnly.elements, parts: &parts, in: &source)
                source.close("}")
            case .group(let group):
                if let clip = group.clip?.single {
                    source.open("group(clipPathData = PathData {")
                    writeElements(clip.path.curvesOnly.elements, parts: &parts, in: &source)
                    source.close("}) {")
                    source.indent += 1
                    write(group.children, opacity: opacity * group.opacity, colors: &colors, parts: &parts, in: &source)
                    source.close("}")
                } else {
                    write(group.children, opacity: opacity * group.opacity, colors: &colors, parts: &parts, in: &source)
                }
            }
        }
        flush()
    }

    /// A path's elements as calls to functions of `parts` of at most its budget each.
    private func writeElements(_ elements: [PathElement], parts: inout Parts, in source: inout CodeSource) {
        for start in stride(from: 0, to: elements.count, by: Parts.budget) {
            let piece = elements[start..<min(elements.count, start + Parts.budget)]
            source.line(parts.add(receiver: "PathBuilder", passing: false) { self.elements(piece, in: &$0) })
        }
    }

    /// The object holding `parts`' functions, after the declaration that uses it.
    func declare(_ parts: Parts, of control: CodeControl, in source: inout CodeSource) {
        source.line("")
        source.line("/** The parts of \(control.name)'s drawing, each its own method: the JVM limits one to 64 KB. */")
        source.open("private object \(parts.objectName) {")
        for function in parts.functions { source.append(function) }
        source.close("}")
    }
}
