import FloDrawing
import FloSupport

/// Shadows as a `<filter>` of SVG's primitives, in sRGB: for each, the opacity (or where anything paints, times
/// 127) spread, moved, blurred, cut where the group paints (or, for an inner shadow, taken from where it paints) and
/// flooded with its colour; drop shadows merged under the group's content, inner ones over it, and the whole blurred
/// by a layer blur.
extension SVGRenderer {
    /// Defines the filter that draws `group`'s shadows and blur, and returns its id.
    mutating func defineFilter(of group: Group) -> String {
        filterCount += 1
        let id = idPrefix + "f\(filterCount)"
        let unmoved = Group(
            shadows: group.shadows, showsChildren: group.showsChildren, blur: group.blur, children: group.children)
        definitions.append("<filter id=\"" + id + "\" filterUnits=\"userSpaceOnUse\"")
        // Cut to the page and as far past it as the effects take from: readers allocate the whole region.
        let page = pageBox.flatMap { box in
            currentToDrawing.inverted.flatMap { box.placed(by: $0)?.outset(by: group.effectsReach) }
        }
        let reach = Node.reach(of: [.group(unmoved)])
        appendRegion(page.map { page in reach?.intersection(page) ?? page } ?? reach)
        definitions.append(" color-interpolation-filters=\"sRGB\">\n")
        let needsHardOpacity = group.shadows.contains {
            $0.isHard || $0.knockout == .hard || $0.placement == .inside(isHard: true)
        }
        if needsHardOpacity {
            definitions.append(
                "<feColorMatrix in=\"SourceAlpha\" values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0\" result=\"hard\"/>\n"
            )
        }
        for (index, shadow) in group.shadows.enumerated() {
            appendCast(shadow, named: "s\(index + 1)")
        }
        if !group.shadows.isEmpty || !group.showsChildren {
            definitions.append("<feMerge>\n")
            for (index, shadow) in group.shadows.enumerated() where !shadow.isInner {
                definitions.append("<feMergeNode in=\"s\(index + 1)\"/>\n")
            }
            if group.showsChildren { definitions.append("<feMergeNode in=\"SourceGraphic\"/>\n") }
            for (index, shadow) in group.shadows.enumerated() where shadow.isInner {
                definitions.append("<feMergeNode in=\"s\(index + 1)\"/>\n")
            }
            definitions.append("</feMerge>\n")
        }
        // The last result blurred: the merge's, or, first, the source's.
        if let blur = group.blur {
            definitions.append("<feGaussianBlur stdDeviation=\"")
            definitions.append(number: blur.deviation)
            if blur.deviationDown != blur.deviation {
                definitions.append(" ")
                definitions.append(number: blur.deviationDown)
            }
            definitions.append(blur.inLinearLight ? "\" color-interpolation-filters=\"linearRGB\"/>\n" : "\"/>\n")
        }
        definitions.append("</filter>\n")
        return id
    }

    /// The steps that draw `shadow` as the result `name`: the opacity spread, moved, blurred and cut (each step
    /// taking the last one's result, the last one named), then the colour within it.
    private mutating func appendCast(_ shadow: Shadow, named name: String) {
        let (blurs, cuts) = (shadow.blur > 0, shadow.isInner || shadow.knockout != .none)
        let named = " result=\"" + name + "\"/>\n"
        var input = " in=\"" + (shadow.isHard ? "hard" : "SourceAlpha") + "\""
        if shadow.spread != 0 {
            definitions.append("<feMorphology" + input + " operator=\"" + (shadow.spread > 0 ? "dilate" : "erode"))
            definitions.append("\" radius=\"")
            definitions.append(number: abs(shadow.spread))
            definitions.append("\"/>\n")
            input = ""
        }
        definitions.append("<feOffset" + input + " dx=\"")
        definitions.append(number: shadow.offset.x)
        definitions.append("\" dy=\"")
        definitions.append(number: shadow.offset.y)
        definitions.append(blurs || cuts ? "\"/>\n" : "\"" + named)
        if blurs {
            definitions.append("<feGaussianBlur stdDeviation=\"")
            definitions.append(number: shadow.blur)
            definitions.append(cuts ? "\"/>\n" : "\"" + named)
        }
        switch shadow.placement {
        case .inside(let isHard):
            definitions.append(
                "<feComposite in2=\"" + (isHard ? "hard" : "SourceAlpha")
                    + "\" operator=\"arithmetic\" k2=\"-1\" k3=\"1\"" + named)
        case .behind where shadow.knockout != .none:
            definitions.append(
                "<feComposite in2=\"" + (shadow.knockout == .hard ? "hard" : "SourceAlpha") + "\" operator=\"out\""
                    + named)
        case .behind: break
        }
        definitions.append("<feFlood flood-color")
        definitions.appendSVGColor(shadow.color, opacityAttribute: "flood-opacity")
        definitions.append("/>\n<feComposite in2=\"" + name + "\" operator=\"in\" result=\"" + name + "\"/>\n")
    }
}
