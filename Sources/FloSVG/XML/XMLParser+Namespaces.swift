import FloSupport

/// Namespaces: an element is SVG's when its prefix (or the default namespace) is bound to SVG's, and `href` is
/// XLink's under whatever prefix binds XLink's namespace.
extension XMLParser {
    /// An attribute as the tag writes it, prefix and all.
    typealias RawAttribute = (name: String, value: String, location: SourceLocation)

    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// The prefixes bound to SVG's or XLink's namespace (`""` for the default one) inside a tag with `raw`, within
    /// an element where `outer` holds (nil at the root). The default namespace is SVG's unless declared otherwise,
    /// and `xlink`, when no declaration binds it, is XLink's, as files that forget to declare it mean.
    static func namespaces(declaredBy raw: [RawAttribute], within outer: [String: String]?) -> [String: String] {
        var bound = outer ?? ["": svgNamespace, "xlink": xlinkNamespace]
        for attribute in raw where attribute.name == "xmlns" || attribute.name.hasPrefix("xmlns:") {
            // Only the two namespaces read are kept: a prefix bound to another is as good as unbound.
            let isRead = attribute.value == svgNamespace || attribute.value == xlinkNamespace
            bound[String(attribute.name.dropFirst(attribute.name == "xmlns" ? 5 : 6))] = isRead ? attribute.value : nil
        }
        return bound
    }

    /// The attributes of `raw` read here: those with no prefix, by their name, and XLink's `href` as `href`.
    static func attributes(_ raw: [RawAttribute], in bound: [String: String]) -> [XMLAttribute] {
        var attributes: [XMLAttribute] = []
        for attribute in raw {
            let (attributePrefix, attributeLocal) = split(attribute.name)
            if attributePrefix == nil, attribute.name != "xmlns" {
                attributes.append(
                    XMLAttribute(name: attributeLocal, value: attribute.value, location: attribute.location))
            } else if let attributePrefix, bound[attributePrefix] == xlinkNamespace, attributeLocal == "href" {
                // SVG 2's plain `href` wins over the older `xlink:href`.
                if !raw.contains(where: { $0.name == "href" }) {
                    attributes.append(XMLAttribute(name: "href", value: attribute.value, location: attribute.location))
                }
            }
        }
        return attributes
    }
}
