import FloDrawing

@testable import FloAssets

/// The scene log the code stand-ins write when generated code draws (`Fixtures/code-stand-ins`): a line per group,
/// clip, fill and stroke, each followed by its path. The tests write the same log from the scene model, read both
/// back in one form, and turn the stand-ins' log into a drawing to rasterise.
enum SceneLog {
    /// The log a control's code should write: `drawing` spelled out as the code writers see it, its colours as
    /// `appearance` shows them, groups with neither clip, opacity nor transform left out.
    static func expected(_ drawing: Drawing, colors: [CodeColor], appearance: Appearance, composeAlpha: Bool)
        -> [String]
    {
        var colors = colors.makeIterator()
        var lines: [String] = []
        func color() -> String { rgba(colors.next()!.value.resolved(appearance)) }
        // Written only where a gradient continues otherwise than with its end colours (Compose's tile modes).
        func spread(_ spread: SpreadMethod) -> String { spread == .pad ? "" : " spread \(spread.rawValue)" }
        func paint(_ paint: Paint) -> String {
            switch paint {
            case .color: return "color " + color()
            case .linearGradient(let g):
                return "linear \(g.start.x) \(g.start.y) \(g.end.x) \(g.end.y) "
                    + g.stops.map { "\($0.offset):\(color())" }.joined(separator: " ") + spread(g.spread)
            case .radialGradient(let g):
                if let focus = g.focus, focus != g.center {
                    return "conical \(focus.x) \(focus.y) \(g.startRadius) \(g.center.x) \(g.center.y) \(g.endRadius) "
                        + g.stops.map { "\($0.offset):\(color())" }.joined(separator: " ")
                }
                return "radial \(g.center.x) \(g.center.y) \(g.startRadius) \(g.endRadius) "
                    + g.stops.map { "\($0.offset):\(color())" }.joined(separator: " ") + spread(g.spread)
            case .pattern: return "color rgba(0.0,0.0,0.0,0.0)"
            }
        }
        // A path with its copies, as the files place them.
        func whole(_ path: PathNode) -> Path { path.copies.map { $0.copies(of: path.path) } ?? path.path }
        func walk(_ nodes: [Node], opacity: Double) {
            for node in nodes {
                switch node {
                case .path(let path):
                    let alpha = composeAlpha && opacity < 1 ? " alpha \(Double(Float(opacity)))" : ""
                    if let fill = path.fill {
                        lines.append("fill \(path.fillRule == .evenOdd ? "evenodd" : "nonzero") \(paint(fill))" + alpha)
                        lines += elements(whole(path))
                    }
                    if let stroke = path.stroke {
                        let dashes = stroke.dashes.isEmpty ? "-" : stroke.dashes.map { "\($0)" }.joined(separator: ",")
                        lines.append(
                            "stroke \(stroke.width) \(stroke.cap.rawValue) \(stroke.join.rawValue) \(stroke.miterLimit) \(dashes) \(stroke.dashOffset) \(paint(stroke.paint))"
                                + alpha)
                        lines += elements(whole(path))
                    }
                case .group(let group):
                    // Each copy of a tile is in the tile's colours, named once.
                    let tileColors = colors
                    for group in group.copies.map({ $0.copies(of: group) }) ?? [group] {
                        colors = tileColors
                        let groupOpacity = composeAlpha ? 1 : group.opacity
                        let t = composeAlpha ? composePlaced(group.transform) : group.transform
                        lines.append("group \(t.a) \(t.b) \(t.c) \(t.d) \(t.tx) \(t.ty) \(groupOpacity)")
                        if let clip = group.clip?.single {
                            lines.append("clip \(clip.rule == .evenOdd ? "evenodd" : "nonzero")")
                            lines += elements(clip.path)
                        }
                        walk(group.children, opacity: composeAlpha ? opacity * group.opacity : 1)
                        lines.append("endgroup")
                    }
                }
            }
        }
        walk(drawing.nodes, opacity: 1)
        return lines
    }

    /// `transform` as Compose places a group from the writer's 32-bit arguments (see the `Vector.kt` stand-in).
    private static func composePlaced(_ transform: AffineTransform) -> AffineTransform {
        guard !transform.isIdentity else { return transform }
        let frame = ComposeWriter.frameParameters(transform)
        let turn = Double(Float(frame.rotate)) * .pi / 180
        let scale = Double(Float(frame.scaleY))
        return AffineTransform(
            a: cos(turn), b: sin(turn), c: -sin(turn) * scale, d: cos(turn) * scale,
            tx: Double(Float(frame.translationX)), ty: Double(Float(frame.translationY)))
    }

    private static func elements(_ path: Path) -> [String] {
        path.elements.compactMap { element in
            switch element {
            case .move(let p): "M \(p.x) \(p.y)"
            case .line(let p): "L \(p.x) \(p.y)"
            case .curve(let c1, let c2, let p): "C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
            case .arc: nil
            case .close: "Z"
            }
        } + ["end"]
    }

    static func rgba(_ color: Color) -> String { "rgba(\(color.red),\(color.green),\(color.blue),\(color.alpha))" }

    /// `lines` in one form: numbers read and written again (through `Float` for Compose's 32-bit geometry),
    /// palette names as their colours in `appearance`, groups that change nothing left out.
    static func normalized(_ lines: [String], palette: Palette, appearance: Appearance, float: Bool) -> [String] {
        func number(_ text: Substring) -> String? {
            // -0 is 0: a writer may print either.
            guard let read = Double(text) else { return nil }
            let value = read == 0 ? 0 : read
            return float ? "\(Double(Float(value)))" : "\(value)"
        }
        func token(_ text: Substring) -> String {
            if let value = number(text) { return value }
            // A catalog's colour set, `Flo/water`, is the palette's `water`.
            if text.hasPrefix("named("),
                let color = palette[String(text.dropFirst(6).dropLast().split(separator: "/").last ?? "")]
            {
                return token(Substring(rgba(color.resolved(appearance))))
            }
            if text.hasPrefix("rgba(") {
                return "rgba("
                    + text.dropFirst(5).dropLast().split(separator: ",").map { number($0) ?? String($0) }.joined(
                        separator: ",") + ")"
            }
            if let colon = text.firstIndex(of: ":"), let offset = number(text[..<colon]) {
                return offset + ":" + token(text[text.index(after: colon)...])
            }
            if text.contains(",") {
                return text.split(separator: ",").map { number($0) ?? String($0) }.joined(separator: ",")
            }
            return String(text)
        }
        var result: [String] = []
        var dropped: [Bool] = []
        for (index, line) in lines.enumerated() {
            let words = line.split(separator: " ")
            if words.first == "group" {
                let plain =
                    words.dropFirst().compactMap { Double($0) } == [1, 0, 0, 1, 0, 0, 1]
                    && !(index + 1 < lines.count && lines[index + 1].hasPrefix("clip "))
                dropped.append(plain)
                if plain { continue }
            } else if words.first == "endgroup" {
                if dropped.removeLast() { continue }
            }
            result.append(words.map(token).joined(separator: " "))
        }
        return result
    }

    /// The first line where two normalised logs differ, numbers compared within a few units in their last place:
    /// Swift on x86-64 reads a `Double` literal through `Float80`, which may round it to the neighbouring value, and
    /// SwiftUI places a gradient's points as fractions of the frame, not all of which multiply back exactly. Nil
    /// when they agree.
    static func firstDifference(_ ours: [String], _ theirs: [String]) -> Int? {
        func agree(_ a: Substring, _ b: Substring) -> Bool {
            guard a != b else { return true }
            let separators: (Character) -> Bool = { " (),:".contains($0) }
            let (left, right) = (a.split(whereSeparator: separators), b.split(whereSeparator: separators))
            guard left.count == right.count else { return false }
            return zip(left, right).allSatisfy { x, y in
                guard x != y else { return true }
                guard let u = Double(x), let v = Double(y) else { return false }
                return abs(u - v) <= 1e-12 * max(abs(u), abs(v), 1e-300)
            }
        }
        for (index, (line, other)) in zip(ours, theirs).enumerated() where !agree(line[...], other[...]) {
            return index
        }
        return ours.count == theirs.count ? nil : min(ours.count, theirs.count)
    }

    /// The drawing a normalised log paints, for the rasteriser: each fill and stroke a path of its own, a Compose
    /// path's alpha as a group's opacity.
    static func drawing(_ lines: [String], title: String, size: Size) -> Drawing {
        var stack: [[Node]] = [[]]
        var groups: [Group] = []
        var index = 0
        func numbers(_ words: ArraySlice<Substring>) -> [Double] { words.compactMap { Double($0) } }
        func readPath() -> Path {
            var path = Path()
            while index < lines.count, lines[index] != "end" {
                let words = lines[index].split(separator: " ")
                let n = numbers(words.dropFirst())
                switch words[0] {
                case "M": path.move(to: Point(x: n[0], y: n[1]))
                case "L": path.line(to: Point(x: n[0], y: n[1]))
                case "C":
                    path.curve(
                        to: Point(x: n[4], y: n[5]), control1: Point(x: n[0], y: n[1]),
                        control2: Point(x: n[2], y: n[3]))
                default: path.close()
                }
                index += 1
            }
            index += 1
            return path
        }
        func color(_ token: Substring) -> Color {
            let n = token.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0) }
            return Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
        }
        func paint(_ words: ArraySlice<Substring>) -> Paint {
            let kind = words[words.startIndex]
            let rest = words.dropFirst()
            if kind == "color" { return .color(color(rest[rest.startIndex])) }
            let count = kind == "conical" ? 6 : 4
            let n = numbers(rest.prefix(count))
            var stopWords = rest.dropFirst(count)
            var spread = SpreadMethod.pad
            if let marker = stopWords.firstIndex(of: "spread") {
                spread = SpreadMethod(rawValue: String(stopWords[marker + 1]))!
                stopWords = stopWords[..<marker]
            }
            let stops = stopWords.map { stop -> GradientStop in
                let colon = stop.firstIndex(of: ":")!
                return GradientStop(offset: Double(stop[..<colon])!, color: color(stop[stop.index(after: colon)...]))
            }
            if kind == "linear" {
                return .linearGradient(
                    LinearGradient(
                        start: Point(x: n[0], y: n[1]), end: Point(x: n[2], y: n[3]), stops: stops, units: .userSpace,
                        spread: spread))
            }
            if kind == "conical" {
                return .radialGradient(
                    RadialGradient(
                        center: Point(x: n[3], y: n[4]), startRadius: n[2], endRadius: n[5], stops: stops,
                        units: .userSpace, focus: Point(x: n[0], y: n[1])))
            }
            return .radialGradient(
                RadialGradient(
                    center: Point(x: n[0], y: n[1]), startRadius: n[2], endRadius: n[3], stops: stops,
                    units: .userSpace,
                    spread: spread))
        }
        func alphaSplit(_ words: [Substring]) -> (ArraySlice<Substring>, Double) {
            if let position = words.firstIndex(of: "alpha") {
                return (words[..<position], Double(words[position + 1])!)
            }
            return (words[...], 1)
        }
        func add(_ node: PathNode, alpha: Double) {
            stack[stack.count - 1].append(
                alpha < 1 ? .group(Group(opacity: alpha, children: [.path(node)])) : .path(node))
        }
        while index < lines.count {
            let words = lines[index].split(separator: " ")
            index += 1
            switch words[0] {
            case "group":
                let n = numbers(words.dropFirst())
                var group = Group(
                    transform: AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]), opacity: n[6],
                    children: [])
                if index < lines.count, lines[index].hasPrefix("clip ") {
                    let rule: FillRule = lines[index].hasSuffix("evenodd") ? .evenOdd : .nonZero
                    index += 1
                    group.clip = ClipPath(path: readPath(), rule: rule)
                }
                groups.append(group)
                stack.append([])
            case "frame", "size":
                // A drawing at a size of its own: already a mismatch with the model, nothing to draw.
                continue
            case "endgroup":
                var group = groups.removeLast()
                group.children = stack.removeLast()
                stack[stack.count - 1].append(.group(group))
            case "fill":
                let (paintWords, alpha) = alphaSplit(Array(words.dropFirst(2)))
                let node = PathNode(
                    path: readPath(), fillRule: words[1] == "evenodd" ? .evenOdd : .nonZero, fill: paint(paintWords))
                add(node, alpha: alpha)
            default:
                let (paintWords, alpha) = alphaSplit(Array(words.dropFirst(7)))
                let caps: [Substring: LineCap] = ["butt": .butt, "round": .round, "square": .square]
                let joins: [Substring: LineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel]
                let dashes = words[5] == "-" ? [] : words[5].split(separator: ",").compactMap { Double($0) }
                let stroke = Stroke(
                    paint: paint(paintWords), width: Double(words[1])!, cap: caps[words[2]]!, join: joins[words[3]]!,
                    miterLimit: Double(words[4])!, dashes: dashes, dashOffset: Double(words[6])!)
                add(PathNode(path: readPath(), stroke: stroke), alpha: alpha)
            }
        }
        return Drawing(title: title, size: size, nodes: stack[0])
    }
}
