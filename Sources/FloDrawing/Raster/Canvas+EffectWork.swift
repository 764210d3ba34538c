/// What shadows, blurs and layers cost to draw, bounded before anything is drawn: each blurs, shades or composites
/// a whole layer, so many of them over a large image take minutes, however few the elements.
extension Canvas {
    /// How much less a layer without shadows or a blur costs than one with them: it is made, drawn on and composited,
    /// not blurred.
    package static let plainLayerShare = 1.0 / 16
    /// How much of its pixels a shadow's buffer costs beside its layer's: one channel of the layer's four.
    static let shadowBufferShare = 1.0 / 4

    /// The most pixels the layers, shadows and blurs of one image, or of one PDF's images, may work on: twice the
    /// largest image, so that a blur of the whole of it is drawn. The manifest reports artwork that would need more.
    package static let maximumEffectPixels = 2 * maximumPixels

    /// The pixels `render` works on for the shadows and blurs of `drawing` at `scale`: the layer of each group
    /// that has them, as large as it is made, and the buffer each of its shadows is cast in, as far past the layer
    /// as the shadow spreads and blurs, counting `shadowBufferShare`; and every other layer, counting
    /// `plainLayerShare`.
    package static func effectPixels(rendering drawing: Drawing, scale: Double) -> Double {
        let size = pixelSize(of: drawing.size, scale: scale)
        let layers = effectLayers(
            of: drawing.nodes, transform: .scale(x: scale, y: scale),
            image: PixelArea(width: size.width, height: size.height))
        return layers.reduce(0) { $0 + $1.work }
    }

    /// At most the pixels the images of `drawing`'s shadows and blurs take, drawn at `pixelsPerPoint` as
    /// `image(of:pixelsPerUnit:within:)` draws them for a PDF: what `effectPixels` counts for each group, its layer
    /// at most `maximumLayerImagePixels`, in every image that holds it. A blurred group is one image with all it holds
    /// (a blur under `LayerImage.leastBlur` is not drawn); a group with shadows one image for its drop shadows and
    /// one for its inner ones, each holding what it nests, and its children are drawn again after.
    package static func effectImagePixels(of drawing: Drawing, pixelsPerPoint: Double) -> Double {
        let image = PixelArea(
            width: Int((drawing.size.width * pixelsPerPoint).rounded(.up)),
            height: Int((drawing.size.height * pixelsPerPoint).rounded(.up)))
        let layers = effectLayers(
            of: drawing.nodes, transform: .scale(x: pixelsPerPoint, y: pixelsPerPoint), image: image,
            leastBlur: LayerImage.leastBlur * pixelsPerPoint, largestLayer: maximumLayerImagePixels)
        return layers.reduce(0) { $0 + $1.work * Double($1.images) }
    }

    /// How many buffers the shadows and blurs of `nodes` (and of the groups and masks within them) work on (the
    /// layer of each group that has them, and one for each of its shadows), and how many other layers they make.
    package static func layerCounts(of nodes: [Node]) -> (effectBuffers: Int, plainLayers: Int) {
        nodes.reduce((0, 0)) { counts, node in
            guard case .group(let group) = node, group.opacity > 0 else { return counts }
            let (children, mask) = (layerCounts(of: group.children), layerCounts(of: group.mask?.nodes ?? []))
            let own = group.hasEffects ? (1 + group.shadows.count, 0) : (0, group.isLayer ? 1 : 0)
            return (
                counts.0 + own.0 + children.effectBuffers + mask.effectBuffers,
                counts.1 + own.1 + children.plainLayers + mask.plainLayers
            )
        }
    }

    /// The farthest any shadow or blur of `nodes` takes from, spreads or moves (`Group.effectsReach`), in the
    /// coordinates `transform` maps `nodes` to.
    package static func effectsReach(of nodes: [Node], transform: AffineTransform = .identity) -> Double {
        nodes.reduce(0) { farthest, node in
            guard case .group(let group) = node, group.opacity > 0 else { return farthest }
            let inner = group.transform.concatenating(transform)
            let own = group.hasEffects ? group.effectsReach * inner.largestScale : 0
            return max(
                farthest, own, effectsReach(of: group.children, transform: inner),
                effectsReach(of: group.mask?.nodes ?? [], transform: inner))
        }
    }

    /// The most pixels one of those buffers counts for an image of `width` × `height` whose effects reach at most
    /// `reach` pixels: a layer as far past the image as they take from, and a shadow's as far past the layer again.
    package static func largestEffectBuffer(width: Int, height: Int, reach: Double) -> Double {
        func margin(_ most: Int) -> Int { Int(min(reach, Double(most)).rounded(.up)) }
        let grown =
            2 * margin(CanvasRenderer.maximumEffectsMargin) + 2
            * (margin(maximumBlurMargin) + margin(maximumSpread) + 1)
        return Double(width + grown) * Double(height + grown)
    }

    /// For each group with shadows or a blur among `nodes`, moved by `transform` onto `image`: the pixels its
    /// layer and its shadows' buffers hold (the layer scaled down to `largestLayer`, if larger), and in how many of
    /// a PDF's images it is drawn (a blur of fewer pixels than `leastBlur` drawing none), given the images around
    /// `nodes` that hold them and whether `nodes` are drawn in images of their own. For each other layer, its
    /// share of its pixels, in none (a PDF draws it as vectors).
    private static func effectLayers(
        of nodes: [Node], transform: AffineTransform, image: PixelArea, leastBlur: Double = 0,
        largestLayer: Double = .infinity, heldIn: Int = 0, drawnOwn: Bool = true
    ) -> [(work: Double, images: Int)] {
        var layers: [(work: Double, images: Int)] = []
        for case .group(let group) in nodes where group.opacity > 0 {
            let inner = group.transform.concatenating(transform)
            var (images, childrenDrawnOwn) = (heldIn, drawnOwn)
            let area =
                group.isLayer
                ? CanvasRenderer.layerArea(of: group, transform: transform, image: image, canvas: image) : nil
            if group.hasEffects {
                let scales = inner.axisScales
                let blurred = group.blur.map { $0.largestDeviation * max(scales.x, scales.y) >= leastBlur } ?? false
                if drawnOwn { images += blurred ? 1 : Set(group.shadows.map(\.isInner)).count }
                childrenDrawnOwn = drawnOwn && !blurred && group.showsChildren
                let work = area.map { area in
                    let fewer = min(1, (largestLayer / (Double(area.width) * Double(area.height))).squareRoot())
                    let (width, height) = (Int(Double(area.width) * fewer), Int(Double(area.height) * fewer))
                    return group.shadows.reduce(Double(width) * Double(height)) { total, shadow in
                        let margin = castMargin(of: shadow, transform: inner, width: width, height: height)
                        return total + Double(width + 2 * margin) * Double(height + 2 * margin) * shadowBufferShare
                    }
                }
                layers.append((work ?? 0, images))
            } else if let area {
                layers.append((Double(area.width) * Double(area.height) * plainLayerShare, 0))
            }
            for nested in [group.children, group.mask?.nodes ?? []] {
                layers += effectLayers(
                    of: nested, transform: inner, image: image, leastBlur: leastBlur, largestLayer: largestLayer,
                    heldIn: images, drawnOwn: childrenDrawnOwn)
            }
        }
        return layers
    }
}
