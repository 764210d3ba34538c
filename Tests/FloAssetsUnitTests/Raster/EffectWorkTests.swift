import Testing

@testable import FloDrawing

/// The pixels shadows and blurs work on, counted before anything is drawn: a PNG's layers, a PDF's images.
@Suite struct EffectWorkTests {
    static let square = Node.path(PathNode(path: LayerTests.rectangle(1, 1, 2, 2), fill: LayerTests.green))
    static let blur = LayerBlur(deviation: 1)
    static let shadow = Shadow(offset: Point(x: 0, y: 0), blur: 1, color: Color(red: 0, green: 0, blue: 0))
    static let size = Size(width: 10, height: 5)

    static func drawing(_ nodes: [Node]) -> Drawing {
        Drawing(title: "d", size: size, nodes: nodes)
    }

    /// The square (1, 1, 2, 2) blurred by 1 reaches 3 past it, (-2, -2, 8, 8); at 2x that is 16 pixels and one
    /// more around for rounding: 18 × 18, well within the image grown by the blur's 6 pixels.
    @Test func aLayerIsCountedAsFarAsItReaches() {
        let blurred = Node.group(Group(blur: Self.blur, children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([blurred]), scale: 2) == 18 * 18)
        // Moved off the image, only the part within the blur's reach of it counts: columns 13 to 25.
        let moved = Node.group(Group(transform: .translation(x: 9, y: 0), blur: Self.blur, children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([moved]), scale: 2) == 13 * 18)
        // A layer without effects counts a sixteenth of its 6 × 6 pixels; a transparent group is not drawn.
        let plain = Node.group(Group(opacity: 0.5, children: [Self.square]))
        let hidden = Node.group(Group(opacity: 0, blur: Self.blur, children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([plain, hidden]), scale: 2) == 36.0 / 16)
        #expect(Canvas.layerCounts(of: [plain, hidden, blurred, moved]) == (2, 1))
        let shadowed = Node.group(Group(shadows: [Self.shadow, Self.shadow], children: [blurred, plain]))
        #expect(Canvas.layerCounts(of: [shadowed]) == (4, 1))
    }

    /// Each shadow is cast in a buffer of its own, as far past the layer as it blurs (3 × 2 pixels) and one more:
    /// 32 × 32 beside the layer's 18 × 18, however few groups cast them, of one channel (a quarter of the layer's).
    @Test func eachShadowCountsTheBufferItIsCastIn() {
        let one = Node.group(Group(shadows: [Self.shadow], children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([one]), scale: 2) == 18 * 18 + 32 * 32 / 4)
        let two = Node.group(Group(shadows: [Self.shadow, Self.shadow], children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([two]), scale: 2) == 18 * 18 + 2 * 32 * 32 / 4)
        // A spread of 2 (4 pixels) widens the layer by as much, and the buffer by as much again.
        var spread = Self.shadow
        spread.spread = 2
        let spreading = Node.group(Group(shadows: [spread], children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([spreading]), scale: 2) == 26 * 26 + 48 * 48 / 4)
    }

    /// A PDF draws a blurred group as one image with what it nests, and a group with shadows as an image for its
    /// drop shadows, one for its inner ones, then its children again, each with images of their own.
    @Test func aPDFCountsEachLayerInEveryImageThatHoldsIt() {
        let inner = Node.group(Group(blur: Self.blur, children: [Self.square]))
        let one = Canvas.effectImagePixels(of: Self.drawing([inner]), pixelsPerPoint: 2)
        #expect(one == 18 * 18)
        let blurredAround = Node.group(Group(blur: Self.blur, children: [inner]))
        let outer = Canvas.effectPixels(rendering: Self.drawing([blurredAround]), scale: 2) - one
        #expect(outer > one)
        #expect(Canvas.effectImagePixels(of: Self.drawing([blurredAround]), pixelsPerPoint: 2) == outer + one)
        let shadowAround = Node.group(Group(shadows: [Self.shadow], children: [inner]))
        let shadowing = Canvas.effectPixels(rendering: Self.drawing([shadowAround]), scale: 2) - one
        #expect(Canvas.effectImagePixels(of: Self.drawing([shadowAround]), pixelsPerPoint: 2) == shadowing + 2 * one)
        var insideShadow = Self.shadow
        insideShadow.placement = .inside(isHard: false)
        let bothAround = Node.group(Group(shadows: [Self.shadow, insideShadow], children: [inner]))
        let both = Canvas.effectPixels(rendering: Self.drawing([bothAround]), scale: 2) - one
        #expect(Canvas.effectImagePixels(of: Self.drawing([bothAround]), pixelsPerPoint: 2) == 2 * both + 3 * one)
        // A blur too small to see is not drawn: the shadows' image is, and the children after it.
        let barelyBlurredAround = Node.group(
            Group(shadows: [Self.shadow], blur: LayerBlur(deviation: 0.01), children: [inner]))
        let barely = Canvas.effectPixels(rendering: Self.drawing([barelyBlurredAround]), scale: 2) - one
        #expect(
            Canvas.effectImagePixels(of: Self.drawing([barelyBlurredAround]), pixelsPerPoint: 2) == barely + 2 * one)
        // Each image's layer holds at most `maximumLayerImagePixels`.
        let large = Drawing(
            title: "d", size: Size(width: 4_000, height: 4_000),
            nodes: [.group(Group(transform: .scale(x: 1_000, y: 1_000), blur: Self.blur, children: [Self.square]))])
        let held = Canvas.effectImagePixels(of: large, pixelsPerPoint: 4)
        #expect(held <= Canvas.maximumLayerImagePixels && held > 0.99 * Canvas.maximumLayerImagePixels)
    }
}
