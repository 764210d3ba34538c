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
            var steps: [ByteBuffer] = []
            var offset = ByteBuffer(capacity: 64)
            offset.setPrecision(for: currentToDrawing)
            offset.append("<feOffset in=\"" + (shadow.isHard ? "hard" : "SourceAlpha") + "\" dx=\"")
            offset.append(number: shadow.offset.x)
            offset.append("\" dy=\"")
            offset.append(number: shadow.offset.y)
            offset.append("\"")
            steps.append(offset)
            if shadow.blur > 0 {
                var blur = ByteBuffer(capacity: 48)
                blur.setPrecision(for: currentToDrawing)
                blur.append("<feGaussianBlur stdDeviation=\"")
                blur.append(number: shadow.blur)
                blur.append("\"")
                steps.append(blur)
            }
            if shadow.knockout {
                var cut = ByteBuffer(capacity: 48)
                cut.append("<feComposite in2=\"hard\" operator=\"out\"")
                steps.append(cut)
            }
            steps[steps.count - 1].append(" result=\"" + name + "\"")
            for step in steps {
                definitions.append(bytes: step.bytes)
                definitions.append("/>\n")
            }
            definitions.append("<feFlood flood-color=\"")
            definitions.append(hexColor: shadow.color.red, shadow.color.green, shadow.color.blue, uppercase: false)
            definitions.append("\"")
            if shadow.color.alpha < 1 {
                definitions.append(" flood-opacity=\"")
                definitions.append(number: shadow.color.alpha)
                definitions.append("\"")
            }
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
