import FloDrawing

/// CSS colours as SVG files write them: every named colour, `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()` and
/// `rgba()` with numbers or percentages, `hsl()` and `hsla()`, commas or CSS 4's spaces and slash.
package enum CSSColor {
    /// The colour `text` names; nil when it is none (`currentColor` is the caller's).
    package static func parse(_ text: Substring) -> Color? {
        let trimmed = text.trimmingSpaces
        let lower = trimmed.lowercased()
        if lower.hasPrefix("#") { return hex(lower.dropFirst()) }
        if let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let name = lower[..<open].trimmingSpaces
            let inside = lower[lower.index(after: open)..<lower.index(before: lower.endIndex)]
            return function(String(name), inside)
        }
        if lower == "transparent" { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        return named[lower]
    }

    private static func hex(_ digits: Substring) -> Color? {
        let values = digits.compactMap(\.hexDigitValue).map(Double.init)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 3, 4:
            return Color(
                red: values[0] * 17 / 255, green: values[1] * 17 / 255, blue: values[2] * 17 / 255,
                alpha: values.count == 4 ? values[3] * 17 / 255 : 1)
        case 6, 8:
            func pair(_ index: Int) -> Double { (values[index] * 16 + values[index + 1]) / 255 }
            return Color(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 1)
        default:
            return nil
        }
    }

    private static func function(_ name: String, _ inside: Substring) -> Color? {
        let parts = inside.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" || $0 == "\t" || $0 == "\n" })
        guard parts.count == 3 || parts.count == 4 else { return nil }
        /// A component: a number or a percentage of `full`; nil for anything else, NaN and huge numbers included.
        func value(_ part: Substring, full: Double) -> Double? {
            func number(_ text: Substring) -> Double? { (try? NumberScanner.single(text)) ?? nil }
            if part.hasSuffix("%") { return number(part.dropLast()).map { $0 / 100 * full } }
            return number(part)
        }
        let alpha = parts.count == 4 ? value(parts[3], full: 1) : 1
        guard let alpha else { return nil }
        switch name {
        case "rgb", "rgba":
            let channels = parts[0..<3].compactMap { value($0, full: 255) }
            guard channels.count == 3 else { return nil }
            func unit(_ channel: Double) -> Double { min(max(channel.rounded(), 0), 255) / 255 }
            return Color(
                red: unit(channels[0]), green: unit(channels[1]), blue: unit(channels[2]),
                alpha: min(max(alpha, 0), 1))
        case "hsl", "hsla":
            let hueText = parts[0].hasSuffix("deg") ? parts[0].dropLast(3) : parts[0]
            guard let hue = value(hueText, full: 1), let saturation = value(parts[1], full: 1),
                let lightness = value(parts[2], full: 1)
            else { return nil }
            let (s, l) = (min(max(saturation, 0), 1), min(max(lightness, 0), 1))
            let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 30
            let a = s * min(l, 1 - l)
            func channel(_ n: Double) -> Double {
                let k = (n + h).truncatingRemainder(dividingBy: 12)
                let component = l - a * max(-1, min(k - 3, 9 - k, 1))
                return (component * 255).rounded() / 255
            }
            return Color(red: channel(0), green: channel(8), blue: channel(4), alpha: min(max(alpha, 0), 1))
        default:
            return nil
        }
    }

    /// CSS's named colours.
    static let named: [String: Color] = {
        let table = """
            aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc
            bisque ffe4c4 black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a
            burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed
            cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b
            darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b darkmagenta 8b008b
            darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000 darksalmon e9967a
            darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1
            darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff
            firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff
            gold ffd700 goldenrod daa520 gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0
            hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 khaki f0e68c lavender e6e6fa
            lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080
            lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3
            lightpink ffb6c1 lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899
            lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6
            magenta ff00ff maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3
            mediumpurple 9370db mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a
            mediumturquoise 48d1cc mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1
            moccasin ffe4b5 navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 olivedrab 6b8e23
            orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee
            palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd
            powderblue b0e0e6 purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1
            saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d
            silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 snow fffafa
            springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 turquoise 40e0d0
            violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32
            """
        var colors: [String: Color] = [:]
        let words = table.split(whereSeparator: { $0 == " " || $0 == "\n" })
        for index in stride(from: 0, to: words.count, by: 2) {
            colors[String(words[index])] = hex(words[index + 1])
        }
        return colors
    }()
}

extension Substring {
    /// Without leading and trailing whitespace.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}

extension String {
    var trimmingSpaces: Substring { self[...].trimmingSpaces }
}
