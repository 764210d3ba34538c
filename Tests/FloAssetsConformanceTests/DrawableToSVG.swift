import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A test helper: Android's `<vector>` turned into the SVG it describes, one element and attribute at a time:
/// groups with their transforms and `<clip-path>`, paths with colours or `<aapt:attr>` gradients.
final class DrawableToSVG: NSObject, XMLParserDelegate {
    private var svg = ""
    private var failure: String?
    /// Per open `<group>`: how many `<g>` it opened, its own and its clip paths'.
    private var groups: [Int] = []
    private var definitions = 0
    /// The path being read, until its end tag (its gradients come as children).
    private var path: String?
    /// The attribute a gradient being read paints (`fill` or `stroke`), its element and its stops.
    private var gradientTarget: String?
    private var gradient: String?

    static func convert(_ data: Data) throws -> String {
        let converter = DrawableToSVG()
        let parser = XMLParser(data: data)
        parser.delegate = converter
        guard parser.parse(), converter.failure == nil else {
            throw ConversionError(message: converter.failure ?? "\(parser.parserError.map { "\($0)" } ?? "unparsable")")
        }
        return converter.svg
    }

    struct ConversionError: Error { var message: String }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        switch name {
        case "vector":
            guard let width = attributes["android:width"], let height = attributes["android:height"],
                let viewportWidth = attributes["android:viewportWidth"],
                let viewportHeight = attributes["android:viewportHeight"], width.hasSuffix("dp"), height.hasSuffix("dp")
            else {
                failure = "vector without a size"
                return
            }
            svg +=
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width.dropLast(2))\" "
                + "height=\"\(height.dropLast(2))\" viewBox=\"0 0 \(viewportWidth) \(viewportHeight)\">\n"
        case "group":
            // Android's group transform: about the pivot, scaled, then turned, then moved.
            let known = ["rotation", "scaleX", "scaleY", "translateX", "translateY", "pivotX", "pivotY"]
            guard Set(attributes.keys).isSubset(of: known.map { "android:" + $0 }) else {
                failure = "group with attributes \(attributes.keys.sorted())"
                return
            }
            let number = { (name: String, fallback: Double) in
                attributes["android:" + name].flatMap(Double.init) ?? fallback
            }
            let (pivotX, pivotY) = (number("pivotX", 0), number("pivotY", 0))
            svg +=
                "<g transform=\"translate(\(number("translateX", 0) + pivotX) \(number("translateY", 0) + pivotY)) "
                + "rotate(\(number("rotation", 0))) scale(\(number("scaleX", 1)) \(number("scaleY", 1))) "
                + "translate(\(-pivotX) \(-pivotY))\">\n"
            groups.append(1)
        case "clip-path":
            guard let data = attributes["android:pathData"], !groups.isEmpty else {
                failure = "clip-path without pathData or group"
                return
            }
            definitions += 1
            svg += "<clipPath id=\"d\(definitions)\"><path d=\"\(data)\"/></clipPath>\n"
            svg += "<g clip-path=\"url(#d\(definitions))\">\n"
            groups[groups.count - 1] += 1
        case "path":
            guard let data = attributes["android:pathData"] else {
                failure = "path without pathData"
                return
            }
            var element = "<path d=\"\(data)\""
            element += Self.paint("fill", attributes["android:fillColor"])
            if attributes["android:fillType"] == "evenOdd" { element += " fill-rule=\"evenodd\"" }
            if let stroke = attributes["android:strokeColor"] { element += Self.paint("stroke", stroke) }
            if attributes["android:strokeWidth"] != nil {
                let mapping = [
                    ("android:strokeWidth", "stroke-width"), ("android:strokeLineCap", "stroke-linecap"),
                    ("android:strokeLineJoin", "stroke-linejoin"), ("android:strokeMiterLimit", "stroke-miterlimit"),
                ]
                for (android, svgName) in mapping {
                    guard let value = attributes[android] else {
                        failure = "stroked path without \(android)"
                        return
                    }
                    element += " \(svgName)=\"\(value)\""
                }
            }
            path = element
        case "aapt:attr":
            switch attributes["name"] {
            case "android:fillColor": gradientTarget = "fill"
            case "android:strokeColor": gradientTarget = "stroke"
            default: failure = "aapt:attr for \(attributes["name"] ?? "nothing")"
            }
        case "gradient":
            definitions += 1
            let a = { (key: String) in attributes["android:" + key] ?? "0" }
            let spreads = ["clamp": "pad", "mirror": "reflect", "repeat": "repeat"]
            guard let spread = attributes["android:tileMode"].flatMap({ spreads[$0] }) else {
                failure = "gradient of tileMode \(attributes["android:tileMode"] ?? "none")"
                return
            }
            switch attributes["android:type"] {
            case "linear":
                gradient =
                    "<linearGradient id=\"d\(definitions)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(a("startX"))\" "
                    + "y1=\"\(a("startY"))\" x2=\"\(a("endX"))\" y2=\"\(a("endY"))\" spreadMethod=\"\(spread)\">\n"
            case "radial":
                gradient =
                    "<radialGradient id=\"d\(definitions)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(a("centerX"))\" "
                    + "cy=\"\(a("centerY"))\" r=\"\(a("gradientRadius"))\" spreadMethod=\"\(spread)\">\n"
            default:
                failure = "gradient of type \(attributes["android:type"] ?? "none")"
            }
        case "item":
            guard let offset = attributes["android:offset"], let color = attributes["android:color"] else {
                failure = "item without offset or color"
                return
            }
            gradient? +=
                "<stop offset=\"\(offset)\"" + Self.paint("stop-color", color, opacity: "stop-opacity") + "/>\n"
        default:
            failure = "unexpected element \(name)"
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "vector":
            svg += "</svg>\n"
        case "group":
            svg += String(repeating: "</g>\n", count: groups.popLast() ?? 0)
        case "gradient":
            guard let element = gradient, let target = gradientTarget, let path else { return }
            let kind = element.hasPrefix("<linear") ? "linearGradient" : "radialGradient"
            svg += element + "</\(kind)>\n"
            // The colour attribute the path had for this paint (none) gives way to the gradient.
            self.path =
                path.replacingOccurrences(of: " \(target)=\"none\"", with: "")
                + " \(target)=\"url(#d\(definitions))\""
            gradient = nil
        case "path":
            svg += (path ?? "") + "/>\n"
            path = nil
        default:
            break
        }
    }

    /// `#AARRGGBB` as an SVG colour and opacity; absent is no paint (Android's default is transparent).
    static func paint(_ kind: String, _ value: String?, opacity: String? = nil) -> String {
        guard let value, value.count == 9, let alpha = UInt8(value.dropFirst().prefix(2), radix: 16) else {
            return " \(kind)=\"none\""
        }
        return " \(kind)=\"#\(value.dropFirst(3))\" \(opacity ?? kind + "-opacity")=\"\(Double(alpha) / 255)\""
    }
}
