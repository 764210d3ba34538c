import FloAssetsTestSupport

@testable import FloAssets
@testable import FloDrawing

/// The sweep's random controls, from a seeded SplitMix64 so the sweep is the same on every run: first the
/// controls in colours it has always drawn (the same ones, so that what they found stays found), then controls of
/// every type painted with gradients too, and polylines that go back over themselves.
struct SweepGenerator {
    var random: SplitMix64
    /// Whether fills may be gradients and polylines retrace: off for the colour controls, whose draws must stay
    /// what they were.
    var paintsGradients = false

    /// The types of the colour controls.
    static let colorTypes = [
        "pushButton", "counterView", "star", "rating", "triangle", "rectangle", "ellipse", "polyline", "arc",
    ]

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    mutating func next() -> UInt64 { random.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return ((range.lowerBound + unit * (range.upperBound - range.lowerBound)) * 100).rounded() / 100
    }

    mutating func chance(_ probability: Double) -> Bool { double(0...1) < probability }

    mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// `#RRGGBB`, or `#RRGGBBAA` with a translucent alpha a third of the time.
    mutating func color() -> String {
        let rgb = String(format: "#%02X%02X%02X", int(0...255), int(0...255), int(0...255))
        return chance(0.33) ? rgb + String(format: "%02X", int(40...220)) : rgb
    }

    /// Whole-point sizes, odd and even, square or not.
    mutating func size(_ range: ClosedRange<Int>) -> (Int, Int) {
        let width = int(range)
        return (width, chance(0.5) ? width : int(range))
    }

    /// A unit point: one of SwiftUI's names, or `{x, y}`.
    mutating func unitPoint() -> String {
        chance(0.5)
            ? "\"\(pick(ManifestDecoder.unitPoints.map(\.name)))\""
            : "{\"x\": \(double(0...1)), \"y\": \(double(0...1))}"
    }

    /// `colors` (2–4) or `stops` at increasing locations, some of them the same (a hard edge), translucent a third
    /// of the time.
    mutating func gradientColors() -> String {
        let count = int(2...4)
        if chance(0.5) {
            return "\"colors\": [" + (0..<count).map { _ in "\"\(color())\"" }.joined(separator: ", ") + "]"
        }
        var location = 0.0
        let stops = (0..<count).map { _ in
            location = chance(0.2) ? location : min(1, location + double(0...0.6))
            return "{\"color\": \"\(color())\", \"location\": \(location)}"
        }
        return "\"stops\": [" + stops.joined(separator: ", ") + "]"
    }

    /// What fills: a colour, or (painting gradients) a linear or radial gradient in one of its forms.
    mutating func fill() -> String {
        guard paintsGradients else { return "\"\(color())\"" }
        switch int(0...4) {
        case 0:
            // Two different points: a gradient of no length is an error.
            let start = unitPoint()
            var end = unitPoint()
            while end == start { end = unitPoint() }
            return "{\"linearGradient\": {\(gradientColors()), \"startPoint\": \(start), \"endPoint\": \(end)}}"
        case 1:
            let start = double(0...30)
            return
                "{\"radialGradient\": {\(gradientColors()), \"center\": \(unitPoint()), \"startRadius\": \(start), "
                + "\"endRadius\": \(start + double(1...120))}}"
        default:
            return "\"\(color())\""
        }
    }

    mutating func paint(strokeBorder: Bool, maximumWidth: Double) -> String {
        var keys: [String] = []
        let hasFill = chance(0.7)
        if hasFill { keys.append("\"fillColor\": \(fill())") }
        if !hasFill || chance(0.7) {
            keys.append("\"strokeColor\": \"\(color())\"")
            keys.append("\"lineWidth\": \(double(0.5...maximumWidth))")
            keys.append("\"lineCap\": \"\(pick(["butt", "round", "square"]))\"")
            keys.append("\"lineJoin\": \"\(pick(["miter", "round", "bevel"]))\"")
            if chance(0.5) { keys.append("\"miterLimit\": \(double(1...20))") }
            if strokeBorder && chance(0.5) { keys.append("\"strokeBorder\": true") }
        }
        return keys.joined(separator: ", ")
    }

    mutating func control(_ index: Int) -> String {
        // Imported artwork comes last (`manifest`), so that the drawn types keep the controls they had before it.
        let types = paintsGradients ? ControlRegistry.typeNames.filter { $0 != "svg" } : Self.colorTypes
        let type = types[index % types.count]
        let name = "\"name\": \"c\(index)-\(type)\", \"type\": \"\(type)\""
        switch type {
        case "pushButton":
            let (w, h) = size(24...160)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fillColor\": \(fill()), \"strokeColor\": \"\(color())\", "
                + "\"isAddButton\": \(chance(0.6)), \"plusLineWidth\": \(double(1...8)), \"plusButtonScale\": \(double(0.3...1)), "
                + "\"pixelSnapping\": \"\(pick(["grid", "halfPoint", "none"]))\"}"
        case "counterView":
            let (w, h) = size(90...260)
            let glasses = int(1...12)
            let arcWidth = double(8...(Double(min(w, h)) / 2))
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"numberOfGlasses\": \(glasses), \"counter\": \(int(0...glasses)), "
                + "\"arcWidth\": \(arcWidth), \"lineWidth\": \(double(0.5...(arcWidth / 2))), "
                + "\"counterColor\": \(fill()), \"outlineColor\": \"\(color())\"}"
        case "star":
            let (w, h) = size(12...120)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"fill\": \(chance(0.5)), \"color\": \(fill()), \"lineWidth\": \(double(0.5...4))}"
        case "rating":
            let stars = int(1...7)
            let starSize = int(12...40)
            return
                "{\(name), \"rating\": \(double(0...Double(stars))), \"numberOfStars\": \(stars), \"starSize\": \(starSize), "
                + "\"spacing\": \(starSize + int(0...20)), \"color\": \"\(color())\", \"lineWidth\": \(double(0.5...3))}"
        case "rectangle":
            let (w, h) = size(20...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"cornerRadius\": \(double(0...60)), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "ellipse":
            let (w, h) = size(20...240)
            let rect = chance(0.5) ? ", \"rect\": [\(int(0...10)), \(int(0...10)), \(int(10...w)), \(int(10...h))]" : ""
            return "{\(name), \"width\": \(w), \"height\": \(h)\(rect), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "polyline":
            let (w, h) = size(30...240)
            var points = (0..<int(2...6)).map { _ in "[\(int(0...w)), \(int(0...h))]" }
            // A line there and back again: its two strokes cover each other exactly.
            if paintsGradients && chance(0.25) { points = [points[0], points[1], points[0]] }
            let joined = points.joined(separator: ", ")
            return "{\(name), \"width\": \(w), \"height\": \(h), \"points\": [\(joined)], \"closed\": \(chance(0.5)), "
                + "\(paint(strokeBorder: false, maximumWidth: 20))}"
        case "arc":
            let (w, h) = size(30...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"startAngle\": \(double(-720...720)), \"endAngle\": \(double(-720...720)), "
                + "\"clockwise\": \(chance(0.5)), \(paint(strokeBorder: true, maximumWidth: 40))}"
        case "graphView":
            let (w, h) = (int(120...320), int(100...260))
            let values = (0..<int(2...12)).map { _ in "\(double(0...10))" }.joined(separator: ", ")
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"graphPoints\": [\(values)], \"startColor\": \"\(color())\", "
                + "\"endColor\": \"\(color())\", \"lineColor\": \"\(color())\", \"lineWidth\": \(double(0.5...5)), "
                + "\"cornerRadius\": \(double(0...30)), \"margin\": \(int(0...(w / 4))), \"topBorder\": \(int(0...(h / 3))), "
                + "\"bottomBorder\": \(int(0...(h / 3))), \"circleDiameter\": \(double(0...10)), "
                + "\"guideAlpha\": \(double(0...1)), \"areaAlpha\": \(double(0...1)), "
                + "\"pixelSnapping\": \"\(pick(["grid", "halfPoint", "none"]))\"}"
        case "backgroundPattern":
            let (w, h) = size(20...240)
            return
                "{\(name), \"width\": \(w), \"height\": \(h), \"tileSize\": \(int(12...40)), "
                + "\"lightColor\": \"\(color())\", \"darkColor\": \"\(color())\"}"
        default:
            let (w, h) = size(20...240)
            return "{\(name), \"width\": \(w), \"height\": \(h), \(paint(strokeBorder: true, maximumWidth: 40))}"
        }
    }

    /// The repository's own artwork, at any size, with any colours for currentColor and for the files' teal.
    mutating func imported(_ index: Int) -> String {
        let (w, h) = size(16...160)
        let source = pick(["Art/drop.svg", "Tests/FloAssetsUnitTests/Fixtures/glass.svg"])
        return
            "{\"name\": \"c\(index)-svg\", \"type\": \"svg\", \"width\": \(w), \"height\": \(h), \"source\": \"\(source)\", "
            + "\"color\": \"\(color())\", \"recolor\": {\"#57DAD5\": \"\(color())\"}}"
    }

    /// `colorCount` controls painted in colours, `paintedCount` with gradients too, then `importedCount` imported
    /// SVGs.
    mutating func manifest(colorCount: Int, paintedCount: Int, importedCount: Int = 0) -> String {
        var controls = (0..<colorCount).map { control($0) }
        paintsGradients = true
        controls += (colorCount..<(colorCount + paintedCount)).map { control($0) }
        let first = colorCount + paintedCount
        controls += (first..<(first + importedCount)).map { imported($0) }
        return "{\"version\": 1, \"controls\": [\n" + controls.joined(separator: ",\n") + "\n]}\n"
    }
}

extension Drawing {
    /// Whether a path is filled or stroked with something other than a colour: a gradient (a shading in PDF) or a
    /// pattern (a tiling pattern).
    var paintsBeyondColors: Bool {
        paths.contains { !($0.fill?.isColor ?? true) || !($0.stroke?.paint.isColor ?? true) }
    }

    /// The width of its thinnest stroke, in points (infinity without one).
    var thinnestStroke: Double { paths.compactMap { $0.stroke?.width }.min() ?? .infinity }

    /// Whether a path is stroked with a gradient.
    var strokesGradients: Bool { paths.contains { !($0.stroke?.paint.isColor ?? true) } }
}

extension Paint {
    var isColor: Bool {
        if case .color = self { return true }
        return false
    }
}
