/// The XML of a vector drawable and of a colour resource file, laid out as Android Studio writes them.
extension VectorDrawableWriter {
    static func data(for drawing: Drawing) -> [UInt8] {
        var out = ByteBuffer(capacity: 1024)
        out.append("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n")
        out.append("<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"\n    android:width=\"")
        out.append(number: drawing.size.width)
        out.append("dp\"\n    android:height=\"")
        out.append(number: drawing.size.height)
        out.append("dp\"\n    android:viewportWidth=\"")
        out.append(number: drawing.size.width)
        out.append("\"\n    android:viewportHeight=\"")
        out.append(number: drawing.size.height)
        out.append("\">\n")
        for painted in drawing.paths {
            out.append("    <path\n        android:pathData=\"")
            out.append(pathData: painted.path)
            out.append("\"")
            if let fill = painted.fill {
                out.append("\n        android:fillColor=\"")
                appendColor(fill, to: &out)
                out.append("\"")
            }
            if let stroke = painted.stroke {
                out.append("\n        android:strokeColor=\"")
                appendColor(stroke.color, to: &out)
                // Always written: Android's defaults (width 0, miter limit 4) are not Core Graphics'.
                out.append("\"\n        android:strokeWidth=\"")
                out.append(number: stroke.width)
                out.append("\"\n        android:strokeLineCap=\"")
                out.append(stroke.cap.rawValue)
                out.append("\"\n        android:strokeLineJoin=\"")
                out.append(stroke.join.rawValue)
                out.append("\"\n        android:strokeMiterLimit=\"")
                out.append(number: stroke.miterLimit)
                out.append("\"")
            }
            out.append(" />\n")
        }
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
    static func longestPathData(_ drawing: Drawing) -> Int {
        drawing.paths.map { painted in
            var buffer = ByteBuffer(capacity: 256)
            buffer.append(pathData: painted.path)
            return buffer.count
        }.max() ?? 0
    }
}
