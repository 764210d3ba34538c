/// How a group's layer is combined with what lies below it, as CSS's `mix-blend-mode` and PDF's blend modes (the
/// same sixteen, defined alike): the result is `B(below, layer)` where both are opaque, the layer's colour over what
/// it covers elsewhere.
package enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight, softLight
    case difference, exclusion, hue, saturation, color, luminosity

    /// Its CSS keyword (`color-dodge`).
    package var cssName: String {
        rawValue.reduce(into: "") { name, character in
            name += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }

    /// Its name in PDF (`ColorDodge`).
    package var pdfName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The mode CSS's `keyword` names; nil for another word.
    package init?(cssName keyword: some StringProtocol) {
        guard let mode = Self.allCases.first(where: { $0.cssName == keyword.lowercased() }) else { return nil }
        self = mode
    }
}

extension Node {
    /// Whether a group among `nodes` (or within a pattern they are filled with) blends with what lies below it.
    package static func blends(_ nodes: [Node]) -> Bool {
        firstBlending(nodes) != nil
    }

    /// The first group among `nodes` (or within a pattern they are filled with) that blends.
    package static func firstBlending(_ nodes: [Node]) -> Group? {
        firstGroup(in: nodes) { $0.blendMode != .normal }
    }

    /// `nodes`, in an isolated group when they blend: what blends then blends with them alone, as in an image of
    /// its own (the file, a pattern's tile).
    package static func isolatingBlends(_ nodes: [Node]) -> [Node] {
        if nodes.count == 1, case .group(let group) = nodes[0], group.isolated, group.blendMode == .normal {
            return nodes
        }
        return blends(nodes) ? [.group(Group(isolated: true, children: nodes))] : nodes
    }
}

extension Group {
    /// Whether what blends among its children blends with what it draws alone: a group drawn on a layer of its own
    /// (as CSS isolates one with an opacity, a clip, a mask, a blend mode, a filter or `isolation: isolate`) that
    /// holds a blend mode. Where nothing in it blends, isolation changes nothing.
    package var isolatesBlends: Bool {
        (isolated || opacity < 1 || clip != nil || mask != nil || blendMode != .normal || hasEffects)
            && Node.blends(children)
    }
}
