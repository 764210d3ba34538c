import FloDrawing
import FloSupport

/// The XML of a vector drawable and of a colour resource file, laid out as Android Studio writes them.
extension VectorDrawableWriter {
    static func data(for drawing: Drawing) -> [UInt8] {
        let renderer = rendered(drawing)
        var out = ByteBuffer(capacity: 1024)
        out.append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
        out.append("<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"\n")
        if renderer.usesAAPT { out.append("    xmlns:aapt=\"http://schemas.android.com/aapt\"\n") }
        out.append("    android:width=\"")
        out.append(number: drawing.size.width)
        out.append("dp\"\n    android:height=\"")
        out.append(number: drawing.size.height)
        out.append("dp\"\n    android:viewportWidth=\"")
        out.append(number: drawing.size.width)
        out.append("\"\n    android:viewportHeight=\"")
        out.append(number: drawing.size.height)
        out.append("\">\n")
        out.append(bytes: renderer.body.bytes)
        out.append("</vector>\n")
        return out.bytes
    }

    /// `<resources>` with one `<color>` per palette colour, in manifest order.
    static func colorResources(_ colors: [(name: String, color: Color)]) -> [UInt8] {
        var out = ByteBuffer(capacity: 256)
        out.append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n")
        for (name, color) in colors {
            out.append("    <color name=\"")
            out.append(AndroidResourceName.color(name))
            out.append("\">")
            appendColor(color, to: &out)
            out.append("</color>\n")
        }
        out.append("</resources>\n")
        return out.bytes
    }

    /// `#AARRGGBB`, Android's order, upper-case hex.
    static func appendColor(_ color: Color, to out: inout ByteBuffer) {
        out.append(hexColor: color.red, color.green, color.blue, alpha: color.alpha, uppercase: true)
    }

    /// How many characters of `pathData` a drawing's longest path has, for lint's `VectorPath` warning.
    /// Measured in what is written: pattern tiles drawn out and group transforms applied.
    static func longestPathData(_ drawing: Drawing) -> Int {
        let renderer = rendered(drawing)
        let attribute = Array("android:pathData=\"".utf8)
        let bytes = renderer.body.bytes
        var longest = 0
        var index = 0
        while let found = bytes.firstIndex(ofBytes: attribute, from: index) {
            let start = found + attribute.count
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
            longest = max(longest, end - start)
            index = end
        }
        return longest
    }

    /// The drawable's elements: dashes as the subpaths they are, since Android strokes solid lines, and even-odd
    /// clips as the non-zero ones that clip the same.
    private static func rendered(_ drawing: Drawing) -> VectorDrawableRenderer {
        var content = drawing.dashesExpanded
        content.nodes = Node.clipsMadeNonZero(content.nodes)
        var renderer = VectorDrawableRenderer()
        content.render(into: &renderer)
        return renderer
    }
}
