import FloDrawing
import FloSupport

/// What the layers a filter's last step leaves draw: the source as it is, moved or blurred, floods stacked with
/// it, or its shadows; nil for any other stack.
extension FilterGraph {
    /// The outcome of `layers`, the first lowest; nil when the outputs do not follow them.
    func outcome(of layers: [Value]) -> Outcome? {
        let layers = layers.filter { $0.floodColor != .clear }
        if layers == [.source] { return .identity }
        // A layer blur: of the source alone, or of the source with its shadows.
        switch layers.first {
        // The source moved, blurred, or both, in that order (a cast moved after its blur is not this one).
        case .cast(let cast)?
        where layers.count == 1
            && cast
                == Cast(
                    fromGraphic: true, offset: cast.offset, blur: cast.blur, blurDown: cast.blurDown,
                    blurredInLinearLight: cast.blurredInLinearLight):
            let blur =
                cast.blurs
                ? LayerBlur(
                    deviation: cast.blur, deviationDown: cast.blurDown, inLinearLight: cast.blurredInLinearLight)
                : nil
            if cast.offset != Point(x: 0, y: 0) { return .moved(cast.offset, blur: blur) }
            return blur.map { .effects([], showsSource: true, blur: $0) } ?? .identity
        case .blurred(let inner, let blur)? where layers.count == 1:
            switch outcome(of: inner) {
            case .identity?: return .effects([], showsSource: true, blur: blur)
            case .effects(let shadows, let showsSource, blur: nil)?:
                return .effects(shadows, showsSource: showsSource, blur: blur)
            default: return nil
            }
        default: break
        }
        if let shown = Self.shownFloods(layers) {
            guard !mixInLinearLight(shown) else { return nil }
            let mixesInLinearLight = shown.count > 1 && isLinear(filter)
            if shown.isEmpty { return .nothing }
            if shown == [.source] { return .identity }
            return .flooded(
                shown.map { layer in
                    switch layer {
                    case .flood(let color): .flood(color, within: nil)
                    case .partialFlood(let color, let subregion): .flood(color, within: subregion)
                    default: .source
                    }
                },
                sourceMustBeOpaque: mixesInLinearLight)
        }
        // Drop shadows lie under the source and inner ones over it: the outputs draw every drop shadow under every
        // inner one.
        guard layers.filter({ $0 == .source }).count <= 1 else { return nil }
        let sourceIndex = layers.firstIndex(of: .source)
        var shadows: [Shadow] = []
        for (index, layer) in layers.enumerated() where index != sourceIndex {
            // A shadow's blur is one deviation.
            guard case .cast(let cast) = layer, !cast.fromGraphic, cast.blurDown == nil else { return nil }
            var color = cast.color ?? Color(red: 0, green: 0, blue: 0)
            color.alpha *= cast.scale
            let shadow = Shadow(
                offset: cast.offset, blur: cast.blur, color: color, isHard: cast.isHard, knockout: cast.knockout,
                spread: cast.spread, placement: cast.placement)
            // A drop shadow under the source (or, without it, where it falls), an inner one over it.
            let isBelow = sourceIndex.map { index < $0 } ?? !shadow.isInner
            guard shadow.isInner != isBelow else { return nil }
            // No drop shadow over an inner one.
            guard shadow.isInner || !shadows.contains(where: \.isInner) else { return nil }
            shadows.append(shadow)
        }
        guard !shadows.isEmpty else { return nil }
        // Merged over the source in linearRGB, an inner shadow, or a drop shadow cut by the source's opacity (which
        // leaves a translucent source over its shadow), would mix with its colours in linear light.
        if sourceIndex != nil, shadows.contains(where: { $0.isInner || $0.knockout == .soft }), isLinear(filter) {
            return nil
        }
        return .effects(shadows, showsSource: sourceIndex != nil, blur: nil)
    }

    /// Of floods and the source stacked (at most once), those an opaque flood does not hide, transparent ones
    /// left out; nil for other layers.
    private static func shownFloods(_ layers: [Value]) -> [Value]? {
        let layers = layers.filter { $0.floodColor != .clear }
        guard layers.allSatisfy({ $0 == .source || $0.isFlood }), layers.filter({ $0 == .source }).count <= 1
        else { return nil }
        return Array(layers[(layers.lastIndex(where: \.isOpaqueFlood) ?? 0)...])
    }

    /// Whether floods and the source stacked in linearRGB mix translucent colours in linear light: a flood over
    /// another or over the source, or the source's over a flood. An opaque source over an opaque flood, as
    /// Illustrator writes an opacity mask, mixes so only along its anti-aliased edges, which every output smooths in
    /// sRGB: drawn where the source is a mask's opaque content (`Converter.applyFilter`).
    func floodsMixInLinearLight(_ layers: [Value]) -> Bool {
        Self.shownFloods(layers).map(mixInLinearLight) ?? false
    }

    /// `floodsMixInLinearLight` of the layers `shownFloods` leaves.
    private func mixInLinearLight(_ shown: [Value]) -> Bool {
        guard shown.count > 1, isLinear(filter) else { return false }
        let opaqueFloodBelow = (shown[0].floodColor?.alpha ?? 0) >= 1
        return !(shown.count == 2 && opaqueFloodBelow && shown[1] == .source)
    }
}
