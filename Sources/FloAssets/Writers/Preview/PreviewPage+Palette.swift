import FloDrawing

/// The palette section: each colour as swatches, one per appearance, with the value given or the one it falls
/// back to.
extension PreviewPage {
    mutating func appendPalette() {
        out.append("<section id=\"palette\" aria-labelledby=\"palette-title\">\n")
        out.append("<h2 id=\"palette-title\">Palette</h2>\n<div class=\"scroll\">\n<table class=\"palette\">\n")
        out.append("<thead><tr><th scope=\"col\">colour</th>")
        for appearance in Appearance.allCases {
            out.append("<th scope=\"col\">" + appearance.rawValue + "</th>")
        }
        out.append("</tr></thead>\n<tbody>\n")
        for (name, color) in artwork.palette.entries {
            out.append("<tr><th scope=\"row\"><code>" + Self.escape(name) + "</code></th>")
            for appearance in Appearance.allCases {
                let shown = color.resolved(appearance)
                if color.given(appearance) != nil {
                    out.append("<td>")
                    appendSwatch(shown)
                    out.append(Self.hex(shown) + "</td>")
                } else {
                    out.append("<td class=\"fallback\">")
                    appendSwatch(shown)
                    out.append("as " + (appearance.fallback ?? .any).rawValue + "</td>")
                }
            }
            out.append("</tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n")
        let paths = links.flatMap { link in link.writer.paletteFiles(for: artwork).map { link.prefix + $0 } }
        appendFileList(paths, label: "Palette files")
        out.append("</section>\n")
    }

    /// A small square of `color`, hidden from screen readers: the text next to it says the value.
    mutating func appendSwatch(_ color: Color) {
        out.append("<span class=\"swatch\" style=\"background:" + Self.css(color) + "\" aria-hidden=\"true\"></span>")
    }
}
