import FloDrawing
import FloSupport

/// One section per manifest entry, one card per control: its drawings at every scale on light and dark
/// backgrounds, the keys it sets, links to its files and, for a push button, its crispness figures.
extension PreviewPage {
    /// A background the control is shown on, and the drawing shown there.
    struct Look {
        var appearance: Appearance
        var drawing: Control
        /// Whether the control has no drawing of its own here and falls back to another.
        var fallsBack: Bool

        var caption: String {
            let base =
                switch appearance {
                case .any: "Light"
                case .dark: "Dark"
                case .highContrast: "Light, high contrast"
                case .darkHighContrast: "Dark, high contrast"
                }
            return fallsBack ? base + " (the light drawing)" : base
        }

        var background: String { appearance == .dark || appearance == .darkHighContrast ? "dark" : "light" }
    }

    mutating func appendEntry(_ entry: Entry) {
        out.append(
            "<section class=\"entry\" id=\"entry:\(entry.index)\" aria-labelledby=\"entry-title:\(entry.index)\">\n")
        out.append("<h2 id=\"entry-title:\(entry.index)\">" + Self.escape(entry.title) + "</h2>\n")
        if entry.controls.count > 1 {
            out.append("<p class=\"meta\">" + Self.counted(entry.controls.count, "control", "controls") + "</p>\n")
        }
        for drawings in entry.controls {
            appendCard(drawings, titled: entry.controls.count > 1 || drawings[0].name != entry.title)
        }
        out.append("</section>\n")
    }

    /// The card of one control, `drawings` being its drawing for `any` and for each appearance it changes.
    private mutating func appendCard(_ drawings: [Control], titled: Bool) {
        let control = drawings[0]
        let name = Self.escape(control.name)
        out.append("<article class=\"control\" id=\"control:" + name + "\" data-control=\"" + name + "\"")
        out.append(titled ? " aria-labelledby=\"control-title:" + name + "\">\n" : " aria-label=\"" + name + "\">\n")
        if titled { out.append("<h3 id=\"control-title:" + name + "\">" + name + "</h3>\n") }
        out.append("<p class=\"meta\"><code>" + Self.escape(type(of: control.kind).typeName) + "</code> · ")
        out.append(formatNumber(control.size.width) + " × " + formatNumber(control.size.height) + " pt")
        if let intent = control.renderingIntent { out.append(" · renders as " + intent.rawValue) }
        out.append("</p>\n")
        appendSettings(drawings)
        out.append("<div class=\"looks\">\n")
        for look in looks(drawings) { appendLook(look, name: control.name) }
        out.append("</div>\n")
        if let button = control.kind as? PushButton {
            appendCrispness(button.resolved(for: control.appearance), size: control.size)
        }
        appendFiles(drawings)
        out.append("</article>\n")
    }

    /// `any`, dark (its own drawing or the light one), then the high-contrast drawings the control has.
    private func looks(_ drawings: [Control]) -> [Look] {
        var looks = [Look(appearance: .any, drawing: drawings[0], fallsBack: false)]
        let dark = drawings.first { $0.appearance == .dark }
        looks.append(Look(appearance: .dark, drawing: dark ?? drawings[0], fallsBack: dark == nil))
        for drawing in drawings where drawing.appearance == .highContrast || drawing.appearance == .darkHighContrast {
            looks.append(Look(appearance: drawing.appearance, drawing: drawing, fallsBack: false))
        }
        return looks
    }

    private mutating func appendLook(_ look: Look, name: String) {
        out.append("<figure class=\"look " + look.background + "\">\n<figcaption>" + look.caption)
        out.append("</figcaption>\n<div class=\"scales\">\n")
        let size = look.drawing.size
        for scale in artwork.scales {
            let s = Double(scale)
            let label = Self.escape(name + ", " + look.caption.lowercased() + ", \(scale)x")
            out.append("<div class=\"scale\"><svg width=\"")
            out.append(number: size.width * s)
            out.append("\" height=\"")
            out.append(number: size.height * s)
            out.append("\" viewBox=\"0 0 ")
            out.append(numbers: size.width, size.height)
            out.append("\" role=\"img\" aria-label=\"" + label + "\" data-look=\"" + look.appearance.rawValue)
            out.append("\" data-scale=\"\(scale)\"><title>" + label + "</title><use href=\"#")
            out.append(Self.symbolID(look.drawing) + "\"/></svg><span>\(scale)x · ")
            let pixels = "\(Int((size.width * s).rounded(.up)))×\(Int((size.height * s).rounded(.up))) px"
            out.append(pixels + "</span></div>\n")
        }
        out.append("</div>\n</figure>\n")
    }

    /// The keys that differ from the type's defaults, colour keys with a swatch per appearance drawn.
    private mutating func appendSettings(_ drawings: [Control]) {
        // In the order written, whichever appearance a key first differs in.
        var keys: [(key: String, position: Int)] = []
        for drawing in drawings {
            for setting in drawing.settings where !keys.contains(where: { $0.key == setting.key }) {
                keys.append((setting.key, setting.position))
            }
        }
        keys.sort { $0.position < $1.position }
        guard !keys.isEmpty else {
            out.append("<p class=\"keys-none\">Every key has its default value.</p>\n")
            return
        }
        out.append("<dl class=\"keys\">\n")
        for (key, _) in keys {
            let settings = drawings.compactMap { drawing in
                drawing.settings.first { $0.key == key }.map { (drawing.appearance, $0) }
            }
            out.append("<dt>" + Self.escape(key) + "</dt><dd><code>" + Self.escape(settings[0].1.text) + "</code>")
            for (appearance, setting) in settings {
                guard let color = setting.color?.resolved(appearance) else { continue }
                out.append(" <span class=\"value\">")
                appendSwatch(color)
                out.append((appearance == .any ? "" : appearance.rawValue + " ") + Self.hex(color) + "</span>")
            }
            out.append("</dd>\n")
        }
        out.append("</dl>\n")
    }

    /// The fuzzy pixels inside the button for every snapping mode, as the model predicts them (the tests hold the
    /// tool's own PNG to the model exactly; `flo-assets crispness-report` also counts them in the pixels).
    private mutating func appendCrispness(_ button: PushButton, size: Size) {
        let chosen = button.pixelSnapping ?? artwork.pixelSnapping
        var shape = button
        (shape.fillColor, shape.strokeColor, shape.pixelSnapping) = (
            .color(.init(any: .black)), .init(any: .black), nil
        )
        out.append("<div class=\"scroll\">\n<table class=\"crispness\">\n<caption>Fuzzy pixels inside the button")
        out.append(" (neither fill nor sign colour)</caption>\n")
        out.append("<thead><tr><th scope=\"col\">pixelSnapping</th>")
        for scale in artwork.scales { out.append("<th scope=\"col\">\(scale)x</th>") }
        out.append("</tr></thead>\n<tbody>\n")
        for mode in PixelSnapping.allCases {
            out.append(mode == chosen ? "<tr class=\"chosen\">" : "<tr>")
            out.append("<th scope=\"row\">" + mode.rawValue + (mode == chosen ? " (used)" : "") + "</th>")
            for scale in artwork.scales {
                let key = CrispnessKey(shape: shape, size: size, snapping: mode, scale: scale)
                let coverages =
                    crispness[key] ?? Crispness.edgeCoverages(of: button, size: size, snapping: mode, scale: scale)
                crispness[key] = coverages
                out.append("<td>\(Crispness.fuzzyCount(coverages, button: button))</td>")
            }
            out.append("</tr>\n")
        }
        out.append("</tbody>\n</table>\n</div>\n")
    }

    /// Links to every file the other outputs write for the control, relative to the page, each output's first with
    /// what code writes to use it.
    private mutating func appendFiles(_ drawings: [Control]) {
        var paths: [String] = []
        var usages: [String: String] = [:]
        let state = EntryState(entry: drawings[0].entry, state: drawings[0].state)
        for (link, linkUsages) in zip(links, self.usages) {
            var first = true
            for drawing in drawings {
                for path in link.writer.linkedFiles(for: drawing) where !paths.contains(link.prefix + path) {
                    paths.append(link.prefix + path)
                    if first { usages[link.prefix + path] = linkUsages[state] }
                    first = false
                }
            }
        }
        appendFileList(paths, label: "Files of " + drawings[0].name, usages: usages)
    }

    /// A list of links to `paths`, relative to the page, each with its usage in code if it has one; nothing when
    /// there are none.
    mutating func appendFileList(_ paths: [String], label: String, usages: [String: String] = [:]) {
        guard !paths.isEmpty else { return }
        out.append("<ul class=\"files\" aria-label=\"" + Self.escape(label) + "\">\n")
        for path in paths {
            out.append("<li><a href=\"" + Self.escape(path.percentEncodedPath) + "\">" + Self.escape(path) + "</a>")
            if let usage = usages[path] { out.append(" <code>" + Self.escape(usage) + "</code>") }
            out.append("</li>\n")
        }
        out.append("</ul>\n")
    }
}
