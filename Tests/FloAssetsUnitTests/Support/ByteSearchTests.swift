import Testing

@testable import FloSupport

/// The byte search the Compose writer, the vector drawable's lint check and the preview server share.
@Suite struct ByteSearchTests {
    @Test func findsThePhraseFromEitherEnd() {
        let text = Array("<b>one</body> two </body>".utf8)
        let end = Array("</body>".utf8)
        #expect(text.firstIndex(ofBytes: end) == 6)
        #expect(text.firstIndex(ofBytes: end, from: 7) == 18)
        #expect(text.lastIndex(ofBytes: end) == 18)
        // A phrase that starts as one but ends otherwise, one longer than the text, one absent.
        #expect(text.firstIndex(ofBytes: Array("</bodx".utf8)) == nil)
        #expect(Array("</b".utf8).firstIndex(ofBytes: end) == nil)
        #expect(Array("</b".utf8).lastIndex(ofBytes: end) == nil)
        #expect(text.firstIndex(ofBytes: Array("three".utf8)) == nil)
        // At the very ends.
        #expect(end.firstIndex(ofBytes: end) == 0 && end.lastIndex(ofBytes: end) == 0)
    }
}
