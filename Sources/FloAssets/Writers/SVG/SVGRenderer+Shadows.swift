import FloDrawing
import FloSupport

/// Shadows as a `<filter>` of SVG's primitives, in sRGB: for each, the opacity (or where anything paints, times
/// 127) moved, blurred, cut where the group paints and flooded with its colour; merged under the group's content.
extension SVGRenderer {
    /// Defines the filter that draws `group`'s shadows and returns its id.
    mutating func defineShadows(of group: Group) -> String {
        filterCount += 1
        let id = idPrefix + "f\(filterCount)"
        let unmoved = Group(shadows: group.shadows, showsChildren: group.showsChildren, children: group.children)
        definitions.append("<filter id=\"" + id + "\" filterUnits=\"userSpaceOnUse\"")
        // Cut to the page: readers allocate the whole region.
        let page = pageBox.flatMap { box in currentToDrawing.inverted.flatMap { box.placed(by: $0) } }
        let reach = Node.reach(of: [.group(unmoved)])
        appendRegion(page.map { page in reach?.intersection(page) ?? page } ?? reach)
        definitions.append(" color-interpolation-filters=\"sRGB\">\n")
        if group.shadows.contains(where: { $0.isHard || $0.knockout }) {
            definitions.append(
                "<feColorMatrix in=\"SourceAlpha\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0\" result=\"hard\"/>\n"
            )
        }
        for (index, shadow) in group.shadows.enumerated() {
            let name = "s\(index + 1)"
            // The opacity moved, blurred and cut, the last step named; then the colour within it.
            let named = " result=\"" + name + "\"/>\n"
            let (blurs, cuts) = (shadow.blur > 0, shadow.knockout)
            definitions.append("<feOffset in=\"" + (shadow.isHard ? "hard" : "SourceAlpha") + "\" dx=\"")
            definitions.append(number: shadow.offset.x)
            definitions.append("\" dy=\"")
            definitions.append(number: shadow.offset.y)
            definitions.append(blurs || cuts ? "\"/>\n" : "\"" + named)
            if blurs {
                definitions.append("<feGaussianBlur stdDeviation=\"")
                definitions.append(number: shadow.blur)
                definitions.append(cuts ? "\"/>\n" : "\"" + named)
            }
            if cuts { definitions.append("<feComposite in2=\"hard\" operator=\"out\"" + named) }
            definitions.append("<feFlood flood-color")
            definitions.appendSVGColor(shadow.color, opacityAttribute: "flood-opacity")
            definitions.append("/>\n<feComposite in2=\"" + name + "\" operator=\"in\" result=\"" + name + "\"/>\n")
        }
        definitions.append("<feMerge>\n")
        for index in group.shadows.indices {
            definitions.append("<feMergeNode in=\"s\(index + 1)\"/>\n")
        }
        if group.showsChildren { definitions.append("<feMergeNode in=\"SourceGraphic\"/>\n") }
        definitions.append("</feMerge>\n</filter>\n")
        return id
    }
}
