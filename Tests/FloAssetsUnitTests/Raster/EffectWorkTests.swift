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
        // Without effects, nothing; a transparent group is not drawn.
        let plain = Node.group(Group(opacity: 0.5, children: [Self.square]))
        let hidden = Node.group(Group(opacity: 0, blur: Self.blur, children: [Self.square]))
        #expect(Canvas.effectPixels(rendering: Self.drawing([plain, hidden]), scale: 2) == 0)
        #expect(Canvas.effectLayerCount(of: [plain, hidden, blurred, moved]) == 2)
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
        #expect(Canvas.effectImagePixels(of: Self.drawing([shadowAround]), pixelsPerPoint: 2) == outer + 2 * one)
        var insideShadow = Self.shadow
        insideShadow.placement = .inside(isHard: false)
        let bothAround = Node.group(Group(shadows: [Self.shadow, insideShadow], children: [inner]))
        #expect(Canvas.effectImagePixels(of: Self.drawing([bothAround]), pixelsPerPoint: 2) == 2 * outer + 3 * one)
        // A blur too small to see is not drawn: the shadows' image is, and the children after it.
        let barelyBlurredAround = Node.group(
            Group(shadows: [Self.shadow], blur: LayerBlur(deviation: 0.01), children: [inner]))
        let barely = Canvas.effectPixels(rendering: Self.drawing([barelyBlurredAround]), scale: 2) - one
        #expect(
            Canvas.effectImagePixels(of: Self.drawing([barelyBlurredAround]), pixelsPerPoint: 2) == barely + 2 * one)
        // Each image holds at most `maximumLayerImagePixels`.
        let large = Drawing(
            title: "d", size: Size(width: 4_000, height: 4_000),
            nodes: [.group(Group(transform: .scale(x: 1_000, y: 1_000), blur: Self.blur, children: [Self.square]))])
        #expect(Canvas.effectImagePixels(of: large, pixelsPerPoint: 4) == Canvas.maximumLayerImagePixels)
    }
}
