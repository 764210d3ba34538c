import Testing

@testable import FloAssets
@testable import FloOutputFolder

@Suite struct PathResolutionTests {
    @Test(arguments: [
        ("a/b", "/work", "/work/a/b"),
        ("/x/../y", "/work", "/y"),
        ("../..", "/a", "/"),
        ("..", "/", "/"),
        ("./a//b/", "/work", "/work/a/b"),
        ("a/./b/../c", "/work", "/work/a/c"),
        ("", "/work", "/work"),
        (".", "/work/", "/work"),
        ("...", "/work", "/work/..."),
        ("..a/.b", "/work", "/work/..a/.b"),
        ("é/ü/../ß", "/wörk", "/wörk/é/ß"),
        // Split at `/` bytes: a combining mark after one does not hide it.
        ("a/../../\u{301}x", "/w", "/\u{301}x"),
        ("/", "/work", "/"),
        ("../../x", "/a", "/x"),
        ("a", "/", "/a"),
    ])
    func resolvesDotsAndSlashes(path: String, base: String, expected: String) {
        #expect(PathResolution.absolute(path, against: base) == expected)
    }
}
