import FloDrawing

/// SVG's path grammar (`d`): every command in absolute and relative form, implicit repeats, shorthand curves and
/// quadratics as cubic Béziers, elliptical arcs as cubics. As viewers do, a path draws up to its first error.
enum PathDataParser {
    /// Most segments one file's paths may have together: a path costs drawing time in every output.
    static let maximumSegments = 1_000_000

    /// The path `data` describes; `budget` counts down the segments left for the file.
    static func parse(_ data: String, budget: inout Int) throws(NumberScanner.OutOfRange) -> Path {
        var ends: [Int]?
        return try parse(data, budget: &budget, commandEnds: &ends)
    }

    /// The path `data` describes, and when `commandEnds` is not nil, how many of its elements there are after each
    /// command (an arc is several curves, or none between equal ends): where markers go.
    static func parse(_ data: String, budget: inout Int, commandEnds: inout [Int]?) throws(NumberScanner.OutOfRange)
        -> Path
    {
        var scanner = NumberScanner(data)
        var path = Path()
        var current = Point(x: 0, y: 0)
        var start = current
        // The control point a shorthand command reflects, and whether the previous command was cubic or quadratic.
        var lastControl: Point?
        var lastWasCubic = false
        var lastWasQuadratic = false
        var command: UInt8?
        scanner.skipSpaces()
        while true {
            scanner.skipSpaces()
            guard !scanner.isAtEnd else { break }
            if let byte = scanner.current, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
                command = byte
                scanner.index += 1
            } else if command == nil || command.map({ $0 | 0x20 }) == UInt8(ascii: "z") || !scanner.startsNumber() {
                // Numbers with no command to repeat (none yet, or a close, which takes none): the path ends here.
                break
            }
            guard let letter = command else { break }
            budget -= 1
            if budget < 0 { return path }
            let relative = letter >= UInt8(ascii: "a")
            func point(_ x: Double, _ y: Double) -> Point {
                relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            guard abs(current.x) <= NumberScanner.limit, abs(current.y) <= NumberScanner.limit else {
                throw NumberScanner.OutOfRange(text: "\(current.x), \(current.y)")
            }
            var numbers: [Double] = []
            let arity: Int
            switch letter | 0x20 {
            case UInt8(ascii: "z"): arity = 0
            case UInt8(ascii: "h"), UInt8(ascii: "v"): arity = 1
            case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): arity = 2
            case UInt8(ascii: "s"), UInt8(ascii: "q"): arity = 4
            case UInt8(ascii: "c"): arity = 6
            case UInt8(ascii: "a"): arity = 7
            default: return path
            }
            for position in 0..<arity {
                if position > 0 { scanner.skipSeparator() }
                if letter | 0x20 == UInt8(ascii: "a"), position == 3 || position == 4 {
                    // Flags are one digit, possibly with no separator after it.
                    scanner.skipSpaces()
                    guard let flag = scanner.current, flag == UInt8(ascii: "0") || flag == UInt8(ascii: "1") else {
                        return path
                    }
                    scanner.index += 1
                    numbers.append(flag == UInt8(ascii: "1") ? 1 : 0)
                    continue
                }
                guard let value = try scanner.number() else { return path }
                numbers.append(value)
            }
            scanner.skipSeparator()
            // The first command must be a move.
            if path.elements.isEmpty, letter | 0x20 != UInt8(ascii: "m") { return path }
            var cubic = false
            var quadratic = false
            let elementsBefore = path.elements.count
            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                current = point(numbers[0], numbers[1])
                start = current
                path.move(to: current)
            case UInt8(ascii: "z"):
                path.close()
                current = start
            case UInt8(ascii: "l"):
                current = point(numbers[0], numbers[1])
                path.line(to: current)
            case UInt8(ascii: "h"):
                current = Point(x: relative ? current.x + numbers[0] : numbers[0], y: current.y)
                path.line(to: current)
            case UInt8(ascii: "v"):
                current = Point(x: current.x, y: relative ? current.y + numbers[0] : numbers[0])
                path.line(to: current)
            case UInt8(ascii: "c"), UInt8(ascii: "s"):
                let control1: Point
                let rest: ArraySlice<Double>
                if letter | 0x20 == UInt8(ascii: "c") {
                    control1 = point(numbers[0], numbers[1])
                    rest = numbers[2...]
                } else {
                    control1 = lastWasCubic ? reflect(lastControl ?? current, about: current) : current
                    rest = numbers[...]
                }
                let control2 = point(rest[rest.startIndex], rest[rest.startIndex + 1])
                let end = point(rest[rest.startIndex + 2], rest[rest.startIndex + 3])
                path.curve(to: end, control1: control1, control2: control2)
                (current, lastControl, cubic) = (end, control2, true)
            case UInt8(ascii: "q"), UInt8(ascii: "t"):
                let control: Point
                let end: Point
                if letter | 0x20 == UInt8(ascii: "q") {
                    control = point(numbers[0], numbers[1])
                    end = point(numbers[2], numbers[3])
                } else {
                    control = lastWasQuadratic ? reflect(lastControl ?? current, about: current) : current
                    end = point(numbers[0], numbers[1])
                }
                path.curve(
                    to: end, control1: mix(current, control, 2.0 / 3), control2: mix(end, control, 2.0 / 3))
                (current, lastControl, quadratic) = (end, control, true)
            default:
                let end = point(numbers[5], numbers[6])
                appendArc(
                    to: &path, from: current, radii: (numbers[0], numbers[1]), rotation: numbers[2],
                    largeArc: numbers[3] == 1, sweep: numbers[4] == 1, end: end)
                current = end
            }
            (lastWasCubic, lastWasQuadratic) = (cubic, quadratic)
            // An arc is up to four curves, each drawn: the budget counts what is drawn, not what is written.
            budget -= max(0, path.elements.count - elementsBefore - 1)
            commandEnds?.append(path.elements.count)
            // Numbers after a move are lines, relative after a relative move.
            if letter | 0x20 == UInt8(ascii: "m") {
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            }
        }
        return path
    }

    private static func reflect(_ point: Point, about center: Point) -> Point {
        Point(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    /// The point `t` of the way from `a` to `b`.
    private static func mix(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// Appends SVG's endpoint arc as cubic Béziers: the arc converted to its centre, start angle and sweep, radii
    /// too small to reach the end scaled up until they do, zero (or vanishing) radii drawn as a line; then pieces of
    /// at most a quarter turn, each a cubic with handles 4/3·tan(θ/4) along the tangents.
    static func appendArc(
        to path: inout Path, from start: Point, radii: (Double, Double), rotation degrees: Double, largeArc: Bool,
        sweep: Bool, end: Point
    ) {
        guard start != end else { return }
        var (rx, ry) = (abs(radii.0), abs(radii.1))
        guard rx > 0, ry > 0 else { return path.line(to: end) }
        let phi = degrees * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (start.x - end.x) / 2
        let dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        // Radii whose squares vanish in floating point are none: a line, as for zero radii.
        guard lambda.isFinite, rx * rx > 0, ry * ry > 0 else { return path.line(to: end) }
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry
        let cy1 = -factor * ry * x1 / rx
        let center = Point(
            x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
            y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let theta1 = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - theta1
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        guard delta.isFinite, center.x.isFinite, center.y.isFinite else { return path.line(to: end) }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: Double) -> (point: Point, derivative: Point) {
            let (c, s) = (cos(t), sin(t))
            let point = Point(
                x: center.x + rx * c * cosPhi - ry * s * sinPhi, y: center.y + rx * c * sinPhi + ry * s * cosPhi)
            let derivative = Point(x: -rx * s * cosPhi - ry * c * sinPhi, y: -rx * s * sinPhi + ry * c * cosPhi)
            return (point, derivative)
        }
        for index in 0..<count {
            let t0 = theta1 + step * Double(index)
            let t1 = t0 + step
            let (p0, d0) = onEllipse(t0)
            let (p1, d1) = onEllipse(t1)
            let last = index == count - 1
            path.curve(
                to: last ? end : p1, control1: Point(x: p0.x + handle * d0.x, y: p0.y + handle * d0.y),
                control2: Point(x: p1.x - handle * d1.x, y: p1.y - handle * d1.y))
        }
    }
}
