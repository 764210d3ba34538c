import Testing

@testable import FloAssets

@Suite struct NameRegistryTests {
    /// The shortcut for plain names folds exactly as `lowercased()` does, whatever the name.
    @Test(arguments: ["plus-7", "Plus-7", "PLUS", "a_b.c", "", "straße", "Äpfel", "İstanbul", "ǅ", "x\u{301}"])
    func foldsAsLowercasing(name: String) {
        #expect(name.lowercasedCheaply == name.lowercased())
    }

    @Test func rejectsRepeatsAndCaseCollisions() {
        var names = NameRegistry()
        #expect(names.registerControl("plus", line: 1) == nil)
        #expect(names.registerControl("minus", line: 2) == nil)
        #expect(names.registerControl("plus", line: 3) == .duplicateName("plus", firstLine: 1))
        #expect(names.registerControl("Minus", line: 4) == .caseCollision("Minus", other: "minus", line: 2))
    }
}
