import Testing

@testable import FloAssets

@Suite struct NameRegistryTests {
    /// The shortcut for plain names folds exactly as `lowercased()` does, whatever the name.
    @Test(arguments: [
        "plus-7", "Plus-7", "PLUS", "a_b.c", "", "straße", "Äpfel", "İstanbul", "ǅ", "x\u{301}",
        "a-name-longer-than-fifteen-bytes", "A-NAME-LONGER-THAN-FIFTEEN-BYTES", "Z", "@[`{",
    ])
    func foldsAsLowercasing(name: String) {
        #expect(name.lowercasedCheaply == name.lowercased())
    }

    /// Whether a path has a folder, read from the bytes in place, as the view's own search says.
    @Test(arguments: ["plus.svg", "Icons/plus.svg", "/", "", "a-long-file-name-without-a-folder.pdf", "x/", "é/ü"])
    func findsASlashAsTheViewDoes(path: String) {
        #expect(path.containsSlash == path.utf8.contains(UInt8(ascii: "/")))
    }

    @Test func rejectsRepeatsAndCaseCollisions() {
        var names = NameRegistry()
        #expect(names.registerControl("plus", line: 1) == nil)
        #expect(names.registerControl("minus", line: 2) == nil)
        #expect(names.registerControl("plus", line: 3) == .duplicateName("plus", firstLine: 1))
        #expect(names.registerControl("Minus", line: 4) == .caseCollision("Minus", other: "minus", line: 2))
    }
}
