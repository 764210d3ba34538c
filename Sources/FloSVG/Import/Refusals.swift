import FloSupport

/// What an imported file may not hold, refused where it is written: elements and properties that would change the
/// picture in ways the outputs do not follow, and references outside the file.
enum Refusals {
    /// Elements that paint or change painting, refused with the reason.
    static let elements: [String: String] = [
        "animate": "animation is not supported; export a static frame",
        "animateMotion": "animation is not supported; export a static frame",
        "animateTransform": "animation is not supported; export a static frame",
        "animateColor": "animation is not supported; export a static frame",
        "set": "animation is not supported; export a static frame",
    ]

    /// Whether `element`, a `<text>`, shows a character (its own, or a `tref`'s): text that is empty changes
    /// nothing (the empty text a stray click in Inkscape leaves).
    static func showsText(_ element: XMLElement) -> Bool {
        element.isSVG
            && (element.name == "tref" || !element.text.allSatisfy(\.isWhitespace)
                || element.children.contains(where: showsText))
    }

    static let textRefusal = "text is not supported; convert it to outlines in the design tool"

    /// An `<image>` is refused where it is drawn: one in a hidden layer (a traced bitmap left in Inkscape's or
    /// Illustrator's template layer) or in `<defs>` that nothing uses changes nothing.
    static let imageRefusal =
        "<image> is not supported (a design tool writes an effect it rasterised as one, such as Illustrator's drop shadow exported with Export As); import vector artwork only: remove the effect, or use one the tool exports as an SVG filter"

    /// More declarations than a design tool writes in one `style` attribute.
    static let maximumStyleDeclarations = 1_000

    /// More classes than a design tool gives one element.
    static let maximumClasses = 1_000

    /// Whether `value` names more than `limit` classes (whitespace-separated), counted without splitting it.
    static func namesMoreClasses(_ value: String, than limit: Int) -> Bool {
        var (count, inName) = (0, false)
        for scalar in value.unicodeScalars {
            let isSpace = scalar.properties.isWhitespace
            if !isSpace && !inName {
                count += 1
                if count > limit { return true }
            }
            inName = !isSpace
        }
        return false
    }

    /// Blend modes CSS names that the outputs do not draw (Figma's Plus Darker and Plus Lighter).
    static let blendModes: Set<String> = ["plus-darker", "plus-lighter"]

    /// Checks `element` and everything inside it, collecting the style sheets and the elements with an `id`.
    /// The root's `width` and `height` may be font-relative (`1em`, as Iconify writes them so an icon follows the
    /// text): they are not read then, and the `viewBox` gives the size.
    /// The `<text>` elements that show a character are collected in `texts`, refused where they are drawn.
    static func check(
        _ element: XMLElement, isRoot: Bool = true, sheet: inout StyleSheet, elements: inout [String: XMLElement],
        texts: inout Set<SourceLocation>
    ) throws(SVGError) {
        guard element.isSVG else { return }
        if element.name == "text", showsText(element) { texts.insert(element.location) }
        if let reason = Self.elements[element.name] { throw SVGError(reason, at: element.location) }
        if element.name == "style" {
            try sheet.add(element) { (declaration) throws(SVGError) in
                try checkProperty(declaration.name, declaration.value, at: declaration.location)
            }
        }
        if let id = element.attribute("id")?.value, elements[id] == nil { elements[id] = element }
        // An attribute of a property only CSS sets is not read, as browsers do not read it.
        for attribute in element.attributes
        where !Declared.cssOnly.contains(attribute.name)
            && !(isRoot && ["width", "height"].contains(attribute.name) && Self.isFontRelative(attribute.value))
        {
            try checkProperty(attribute.name, attribute.value, at: attribute.location)
        }
        if let style = element.attribute("style") {
            let declarations = Declaration.parse(
                style.value[...], at: style.location, limit: Self.maximumStyleDeclarations)
            // Every shape reads its style attribute several times.
            guard declarations.count <= Self.maximumStyleDeclarations else {
                throw SVGError(
                    "a style attribute holds more than \(Self.maximumStyleDeclarations) declarations; simplify it",
                    at: style.location)
            }
            for declaration in declarations {
                try checkProperty(declaration.name, declaration.value, at: style.location)
            }
        }
        // Every shape splits its classes to match the style sheets, each time the file is drawn.
        if let classes = element.attribute("class"), Self.namesMoreClasses(classes.value, than: Self.maximumClasses) {
            throw SVGError(
                "a class attribute names more than \(Self.maximumClasses) classes; simplify it", at: classes.location)
        }
        // A gradient's `href` is a reference; an `<a>`'s is a link, which draws nothing, a `<color-profile>`'s
        // an ICC file browsers never read (Inkscape writes one for print work; SVG 2 dropped the element), a
        // `<cursor>`'s the pointer's image, never drawn (SVG 2 dropped it too), and an `<image>`'s a picture,
        // refused where it is drawn.
        // An empty one names no element, as a missing id: what uses it draws nothing, as in browsers.
        if !Self.linksElsewhere.contains(element.name), let href = element.attribute("href"),
            !href.value.hasPrefix("#"),
            !href.value.trimmingSpaces.isEmpty
        {
            throw SVGError(
                "the reference \(XMLParser.shortened(href.value)) is outside the file; only #id references are supported",
                at: href.location)
        }
        for child in element.children {
            try check(child, isRoot: false, sheet: &sheet, elements: &elements, texts: &texts)
        }
    }

    /// Elements whose `href` is no reference to check here: a link, a colour profile, a cursor and an image.
    private static let linksElsewhere: Set<String> = ["a", "color-profile", "cursor", "image"]

    /// What may refer to another element: where an outside reference is looked for.
    private static let referencing: Set<String> = [
        "fill", "stroke", "clip-path", "mask", "filter", "marker",
        "marker-start", "marker-mid", "marker-end",
    ]
    /// What takes a colour.
    private static let colored: Set<String> = ["fill", "stroke", "color", "stop-color", "flood-color"]
    /// Colour functions browsers read and the import does not: a colour in one would be dropped as invalid and the
    /// property left to what lies under it, a colour other than the file's.
    private static let unreadColorFunctions: Set<String> = [
        "color", "lab", "lch", "oklab", "oklch", "hwb", "color-mix", "light-dark", "var", "env",
    ]

    /// Refuses a colour written in a syntax browsers read and the import does not.
    private static func checkColorSyntax(_ value: String, at location: SourceLocation) throws(SVGError) {
        for word in value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }) {
            guard let open = word.firstIndex(of: "("),
                unreadColorFunctions.contains(word[..<open].lowercased())
            else { continue }
            throw SVGError(
                "the colour \(XMLParser.shortened(String(value.trimmingSpaces))) is not supported (\(word[..<open].lowercased())() is not read); write it as #RRGGBB, rgb() or hsl()",
                at: location)
        }
    }

    /// What takes a length: where a font-relative unit is looked for.
    private static let lengths: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1",
        "x2", "y2", "fx", "fy", "fr", "stroke-width", "stroke-dasharray", "stroke-dashoffset", "refX", "refY",
        "markerWidth", "markerHeight",
    ]

    private static func checkProperty(_ name: String, _ value: String, at location: SourceLocation) throws(SVGError) {
        if colored.contains(name) { try checkColorSyntax(value, at: location) }
        guard name == "mix-blend-mode" || referencing.contains(name) || lengths.contains(name) else { return }
        let trimmed = value.trimmingSpaces
        if name == "mix-blend-mode", blendModes.contains(trimmed.lowercased()) {
            throw SVGError(
                "the blend mode \(trimmed.lowercased()) is not supported; pick another for the layer in the design tool",
                at: location)
        }
        if referencing.contains(name), let start = trimmed.range(of: "url(") {
            var target = trimmed[start.upperBound...].trimmingSpaces
            if target.hasPrefix("'") || target.hasPrefix("\"") { target = target.dropFirst() }
            guard target.hasPrefix("#") else {
                throw SVGError(
                    "the reference \(XMLParser.shortened(String(trimmed))) is outside the file; only url(#id) references are supported",
                    at: location)
            }
        }
        // A basic shape (`circle(5px)`, `inset(…)`) clips in a browser, and CSS's `mask` takes images and
        // gradients; they are not drawn here, so they are refused.
        let keyword = trimmed.lowercased()
        // A mask reference followed by more (`url(#m) alpha`) would be dropped as invalid, silently unmasked.
        if name == "clip-path" || name == "mask", !keyword.isEmpty, keyword != "none",
            !Declared.wideKeywords.contains(keyword),
            !keyword.hasPrefix("url(") || (name == "mask" && !Declared.isClipPath(trimmed))
        {
            let (what, target) = name == "mask" ? ("mask", "<mask>") : ("clip path", "<clipPath>")
            throw SVGError(
                "the \(what) \(XMLParser.shortened(String(trimmed))) is not supported; use url(#id) to a \(target)",
                at: location)
        }
        for unit in ["em", "ex"] where lengths.contains(name) && Self.usesFontUnit(trimmed.lowercased()[...], unit) {
            throw SVGError("font-relative units (\(unit)) are not supported; use px or a unit of length", at: location)
        }
    }

    /// Whether the length `value` is in `em` or `ex`.
    static func isFontRelative(_ value: String) -> Bool {
        let trimmed = value.trimmingSpaces.lowercased()
        return ["em", "ex"].contains { usesFontUnit(trimmed[...], $0) }
    }

    /// Whether `value` has a number followed by `unit`.
    private static func usesFontUnit(_ value: Substring, _ unit: String) -> Bool {
        guard let range = value.range(of: unit), range.lowerBound > value.startIndex else { return false }
        let before = value[value.index(before: range.lowerBound)]
        let after = range.upperBound < value.endIndex ? value[range.upperBound] : " "
        return (before.isNumber || before == ".") && !after.isLetter
    }
}
