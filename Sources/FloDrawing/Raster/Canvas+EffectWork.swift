/// What shadows and blurs cost to draw, bounded before anything is drawn: each blurs or shades a whole layer, so
/// many of them over a large image take minutes, however few the elements.
extension Canvas {
    /// The most pixels the shadows and blurs of one image, or of one PDF's images, may work on: twice the largest
    /// image, so that a blur of the whole of it is drawn. The manifest reports artwork that would need more.
    package static let maximumEffectPixels = 2 * maximumPixels

    /// The pixels `render` works on for the shadows and blurs of `drawing` at `scale`: the layer of each group
    /// that has them, as large as it is made.
    package static func effectPixels(rendering drawing: Drawing, scale: Int) -> Double {
        let size = pixelSize(of: drawing.size, scale: scale)
        let layers = effectLayers(
            of: drawing.nodes, transform: .scale(x: Double(scale), y: Double(scale)),
            image: PixelArea(width: size.width, height: size.height))
        return layers.reduce(0) { $0 + $1.pixels }
    }

    /// About the pixels the images of `drawing`'s shadows and blurs take, drawn at `pixelsPerPoint` as
    /// `image(of:pixelsPerUnit:within:)` draws them for a PDF: each group's layer, at most
    /// `maximumLayerImagePixels`, in every image that holds it. A blurred group is one image with all it holds
    /// (a blur under `LayerImage.leastBlur` is not drawn); a group with shadows one image for its drop shadows and
    /// one for its inner ones, each holding what it nests, and its children are drawn again after.
    package static func effectImagePixels(of drawing: Drawing, pixelsPerPoint: Double) -> Double {
        let image = PixelArea(
            width: Int((drawing.size.width * pixelsPerPoint).rounded(.up)),
            height: Int((drawing.size.height * pixelsPerPoint).rounded(.up)))
        let layers = effectLayers(
            of: drawing.nodes, transform: .scale(x: pixelsPerPoint, y: pixelsPerPoint), image: image,
            leastBlur: LayerImage.leastBlur * pixelsPerPoint)
        return layers.reduce(0) { $0 + min($1.pixels, maximumLayerImagePixels) * Double($1.images) }
    }

    /// How many groups among `nodes` (and the groups and masks within them) have shadows or a blur.
    package static func effectLayerCount(of nodes: [Node]) -> Int {
        effectLayers(of: nodes, transform: .identity, image: PixelArea(width: 0, height: 0)).count
    }

    /// For each group with shadows or a blur among `nodes`, moved by `transform` onto `image`: the pixels of its
    /// layer, and in how many of a PDF's images it is drawn (a blur of fewer pixels than `leastBlur` drawing
    /// none), given the images around `nodes` that hold them and whether `nodes` are drawn in images of their own.
    private static func effectLayers(
        of nodes: [Node], transform: AffineTransform, image: PixelArea, leastBlur: Double = 0, heldIn: Int = 0,
        drawnOwn: Bool = true
    ) -> [(pixels: Double, images: Int)] {
        var layers: [(pixels: Double, images: Int)] = []
        for case .group(let group) in nodes where group.opacity > 0 {
            let inner = group.transform.concatenating(transform)
            var (images, childrenDrawnOwn) = (heldIn, drawnOwn)
            if group.hasEffects {
                let scales = inner.axisScales
                let blurred = group.blur.map { $0.deviation * max(scales.x, scales.y) >= leastBlur } ?? false
                if drawnOwn { images += blurred ? 1 : Set(group.shadows.map(\.isInner)).count }
                childrenDrawnOwn = drawnOwn && !blurred && group.showsChildren
                let area = Node.reach(of: [.group(group)], transform: transform).map {
                    PixelArea(around: $0).intersection(
                        CanvasRenderer.effectsArea(of: group, transform: inner, image: image))
                }
                layers.append((area.map { Double($0.width) * Double($0.height) } ?? 0, images))
            }
            for nested in [group.children, group.mask?.nodes ?? []] {
                layers += effectLayers(
                    of: nested, transform: inner, image: image, leastBlur: leastBlur, heldIn: images,
                    drawnOwn: childrenDrawnOwn)
            }
        }
        return layers
    }
}
