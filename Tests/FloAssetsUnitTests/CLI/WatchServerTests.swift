import FloAssetsTestSupport
import Foundation
import Testing

@testable import flo_assets

/// What `watch --serve` answers, without sockets: only generated files, never through a link or a `..`, the page
/// with its reload script, and the watcher's state as events.
@Suite struct WatchServerTests {
    @Test(arguments: [
        ("/", RequestTarget.root),
        ("/?reload=1", .root),
        ("/Assets/index.html", .path("Assets/index.html")),
        ("/Assets/index.html?x=1#top", .path("Assets/index.html")),
        ("/Assets/caf%C3%A9.svg", .path("Assets/café.svg")),
        ("/../assets.json", .refused("outside the served folders")),
        ("/%2e%2e/assets.json", .refused("outside the served folders")),
        ("/%2E%2E/assets.json", .refused("outside the served folders")),
        ("/Assets/%2e%2e/%2e%2e/etc/passwd", .refused("outside the served folders")),
        ("/Assets/./index.html", .refused("outside the served folders")),
        ("/Assets/..%2f..%2fassets.json", .refused("outside the served folders")),
        ("//etc/passwd", .refused("not a file (no folder is listed)")),
        ("/Assets/", .refused("not a file (no folder is listed)")),
        ("/Assets%5c..%5cassets.json", .refused("a NUL, a backslash or bytes that are not UTF-8")),
        ("/a%00b", .refused("a NUL, a backslash or bytes that are not UTF-8")),
        ("/%ff", .refused("a NUL, a backslash or bytes that are not UTF-8")),
        ("/%2", .refused("a malformed percent escape")),
        ("/%zz", .refused("a malformed percent escape")),
        ("http://127.0.0.1/x", .refused("not a path from the server's root")),
        ("*", .refused("not a path from the server's root")),
    ])
    func targetsAreDecodedAndNeverLeaveTheRoot(raw: String, expected: RequestTarget) {
        #expect(RequestTarget(raw) == expected)
    }

    /// A package with a generated page, an SVG in a subfolder and a file of the user's next to them.
    static func servedPackage() throws -> (folder: TemporaryFolder, routes: PreviewRoutes) {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            {"version": 1,
             "outputs": [{"format": "svg", "path": "Assets"}, {"format": "preview", "path": "Assets/index.html"},
                         {"format": "vectorDrawable", "path": "res"}],
             "controls": [{"name": "star", "type": "star"}]}
            """, to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        try folder.write("the user's own notes", to: "Assets/notes.txt")
        let command = FloAssetsCommand(
            options: CommandLineOptions(), workingDirectory: folder.path, console: CapturedConsole().console)
        var routes = PreviewRoutes(served: ServedFiles(try command.load()), run: 3)
        routes.allowedHosts = ["127.0.0.1:7373", "localhost:7373"]
        return (folder, routes)
    }

    static func get(_ target: String, _ routes: PreviewRoutes, method: String = "GET", host: String = "127.0.0.1:7373")
        -> (response: HTTPResponse?, log: String?)
    {
        switch routes.answer(HTTPRequest(method: method, target: target, host: host)) {
        case .events: (nil, nil)
        case .response(let response, let log): (response, log)
        }
    }

    @Test func servesGeneratedFilesOnlyAndLogsEveryRefusal() throws {
        let (folder, routes) = try Self.servedPackage()
        let root = Self.get("/", routes).response
        #expect(root?.status == 302 && root?.location == "/Assets/index.html")

        let star = Self.get("/Assets/star.svg", routes)
        #expect(star.response?.status == 200 && star.log == nil)
        #expect(star.response?.contentType == "image/svg+xml")
        #expect(star.response?.body == Array(try folder.read("Assets/star.svg")))
        #expect(Self.get("/res/drawable/star.xml", routes).response?.status == 200)
        let head = try #require(Self.get("/Assets/star.svg", routes, method: "HEAD").response)
        #expect(head.status == 200 && !head.bytes(includingBody: false).contains(Array("<svg".utf8)))

        let refusals: [(target: String, method: String, host: String, status: Int, reason: String)] = [
            ("/assets.json", "GET", "127.0.0.1:7373", 404, "not a generated file"),
            ("/Assets/notes.txt", "GET", "127.0.0.1:7373", 404, "not a generated file"),
            ("/Assets/%2e%2e/assets.json", "GET", "127.0.0.1:7373", 404, "outside the served folders"),
            ("/Assets/star.svg", "POST", "127.0.0.1:7373", 405, "the files are read-only: only GET and HEAD"),
            (
                "/Assets/star.svg", "GET", "evil.example:7373", 403,
                "Host 'evil.example:7373' is not this server's address"
            ),
            ("/Assets/star.svg", "GET", "", 403, "Host '' is not this server's address"),
        ]
        for refusal in refusals {
            let answer = Self.get(refusal.target, routes, method: refusal.method, host: refusal.host)
            #expect(answer.response?.status == refusal.status, "\(refusal.target)")
            #expect(answer.log == "\(refusal.status) \(refusal.method) \(refusal.target): \(refusal.reason)")
        }
        // A host name in capitals is the same name.
        #expect(Self.get("/Assets/star.svg", routes, host: "LocalHost:7373").response?.status == 200)
        let icon = Self.get("/favicon.ico", routes)
        #expect(icon.response?.status == 404 && icon.log == nil)
        // Escapes in a logged target or Host cannot drive the terminal.
        #expect(Self.get("/\u{1B}[2J", routes).log == "404 GET /?[2J: not a generated file")
        // So do characters that reorder or hide what the line shows.
        #expect(
            Self.get("/\u{202E}gpj.exe\u{200B}\u{A0}x", routes).log == "404 GET /?gpj.exe??x: not a generated file")
        #expect(
            Self.get("/", routes, host: "\u{1B}]0;x\u{07}\u{9B}31m").log
                == "403 GET /: Host '?]0;x??31m' is not this server's address")
        // A long target is cut in the log.
        let long = try #require(Self.get("/" + String(repeating: "x", count: 16_000), routes).log)
        #expect(long.count == PreviewRoutes.loggedLength + 1 && long.hasPrefix("404 GET /xxx") && long.hasSuffix("x…"))
    }

    @Test func aLinkInPlaceOfAGeneratedFileOrFolderIsNeverFollowed() throws {
        let (folder, routes) = try Self.servedPackage()
        let secret = try TemporaryFolder()
        try secret.write("secret", to: "star.svg")
        try secret.write("secret", to: "drawable/star.xml")
        let manager = FileManager.default
        try manager.removeItem(atPath: folder.path + "/Assets/star.svg")
        try manager.createSymbolicLink(
            atPath: folder.path + "/Assets/star.svg", withDestinationPath: secret.path + "/star.svg")
        try manager.removeItem(atPath: folder.path + "/res/drawable")
        try manager.createSymbolicLink(
            atPath: folder.path + "/res/drawable", withDestinationPath: secret.path + "/drawable")
        let file = Self.get("/Assets/star.svg", routes)
        #expect(file.response?.status == 404 && file.log == "404 GET /Assets/star.svg: a link, which is never followed")
        let inFolder = Self.get("/res/drawable/star.xml", routes)
        #expect(inFolder.response?.status == 404)
        #expect(inFolder.log == "404 GET /res/drawable/star.xml: a link, which is never followed")
    }

    /// A file edited since the run, or another file hard-linked in its place, is not what the run generated.
    @Test func aGeneratedFileChangedSinceTheRunIsNotServed() throws {
        let (folder, routes) = try Self.servedPackage()
        #expect(Self.get("/Assets/star.svg", routes).response?.status == 200)
        let secret = try TemporaryFolder()
        try secret.write("secret", to: "notes.txt")
        try FileManager.default.removeItem(atPath: folder.path + "/Assets/star.svg")
        try FileManager.default.linkItem(atPath: secret.path + "/notes.txt", toPath: folder.path + "/Assets/star.svg")
        let linked = Self.get("/Assets/star.svg", routes)
        #expect(linked.response?.status == 404)
        #expect(linked.log == "404 GET /Assets/star.svg: changed since flo-assets generated it")
        let original = try folder.read("res/drawable/star.xml")
        try (original + Data("<!-- mine -->".utf8)).write(to: folder.url.appending(path: "res/drawable/star.xml"))
        #expect(Self.get("/res/drawable/star.xml", routes).response?.status == 404)
        // Undone, it is the run's file again.
        try original.write(to: folder.url.appending(path: "res/drawable/star.xml"))
        #expect(Self.get("/res/drawable/star.xml", routes).response?.body == Array(original))
    }

    /// A run lists a file's new bytes in its index before it writes them, so the index on disk vouches for the new
    /// file at once, while the run is under way (the page was refused it there); and read again after a run that
    /// failed after writing some files.
    @Test func aRunsNewIndexVouchesForItsFiles() throws {
        var (folder, routes) = try Self.servedPackage()
        try folder.write(
            try String(contentsOf: folder.url.appending(path: "assets.json"), encoding: .utf8)
                .replacingOccurrences(of: #""type": "star"}"#, with: #""type": "star", "fill": true}"#),
            to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        #expect(Self.get("/Assets/star.svg", routes).response?.body == Array(try folder.read("Assets/star.svg")))
        routes.served.readIndexes()
        #expect(Self.get("/Assets/star.svg", routes).response?.body == Array(try folder.read("Assets/star.svg")))
    }

    /// An asset catalog's own Contents.json is written once and is the user's since: not the tool's to show.
    @Test func aFileWrittenOnceIsNotServed() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            """
            {"version": 1, "outputs": [{"format": "xcassets", "path": "Media.xcassets"}],
             "controls": [{"name": "star", "type": "star"}]}
            """, to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        let command = FloAssetsCommand(
            options: CommandLineOptions(), workingDirectory: folder.path, console: CapturedConsole().console)
        var routes = PreviewRoutes(served: ServedFiles(try command.load()), run: 1)
        routes.allowedHosts = ["127.0.0.1:7373"]
        let catalog = Self.get("/Media.xcassets/Contents.json", routes)
        #expect(catalog.log == "404 GET /Media.xcassets/Contents.json: not listed in its output folder's index")
        #expect(Self.get("/Media.xcassets/star.imageset/star.pdf", routes).response?.status == 200)
    }

    @Test func thePageGetsTheReloadScriptOnlyAsServed() throws {
        let (folder, routes) = try Self.servedPackage()
        let onDisk = Array(try folder.read("Assets/index.html"))
        #expect(!String(decoding: onDisk, as: UTF8.self).contains("<script"))
        let served = try #require(Self.get("/Assets/index.html", routes).response)
        #expect(served.contentType == "text/html; charset=utf-8")
        let text = String(decoding: served.body, as: UTF8.self)
        #expect(text.contains("const served = 3;") && text.contains("new EventSource('/.flo-assets/events')"))
        // The page's own bytes, with the script just before its end.
        let script = try #require(text.range(of: "<script>")?.lowerBound)
        #expect(String(text[..<script]) + "</body>\n</html>\n" == String(decoding: onDisk, as: UTF8.self))
        if case .events = routes.answer(
            HTTPRequest(method: "GET", target: "/.flo-assets/events", host: "localhost:7373"))
        {
        } else {
            Issue.record("the events path is not the events stream")
        }
        // Only a GET opens the stream, which has no end to wait for; a HEAD gets its head, as HTTP asks.
        let head = Self.get("/.flo-assets/events", routes, method: "HEAD").response
        #expect(head?.status == 200 && head?.contentType == "text/event-stream")
    }

    @Test func withHostAnyAddressButNoNameIsAnswered() throws {
        var (folder, routes) = try Self.servedPackage()
        defer { withExtendedLifetime(folder) {} }
        routes.allowedHosts = nil
        for host in ["192.168.1.20:7373", "10.0.0.1", "localhost:7373", "[::1]:7373"] {
            #expect(Self.get("/Assets/star.svg", routes, host: host).response?.status == 200, "\(host)")
        }
        // A page on another site that points its name at this machine.
        let rebound = Self.get("/Assets/star.svg", routes, host: "attacker.example:7373")
        #expect(rebound.response?.status == 403)
        #expect(
            rebound.log
                == "403 GET /Assets/star.svg: Host 'attacker.example:7373' is a name, not an address of this machine")
    }

    @Test func aRequestHeadEndsAtItsEmptyLineWhateverTheLineEnds() {
        let crlf = Array("GET /a HTTP/1.1\r\nHost: x:1\r\n\r\nrest".utf8)
        let end = HTTPRequest.headEnd(in: crlf, from: 0)
        #expect(end == crlf.count - 4)
        #expect(HTTPRequest(head: crlf[..<(end ?? 0)]) == HTTPRequest(method: "GET", target: "/a", host: "x:1"))
        let lf = Array("GET /b HTTP/1.0\nHost:  y \n\n".utf8)
        #expect(HTTPRequest.headEnd(in: lf, from: 0) == lf.count)
        #expect(HTTPRequest(head: lf[...]) == HTTPRequest(method: "GET", target: "/b", host: "y"))
        // A target in absolute form names the host; the header is ignored.
        let absolute = Array("GET HTTP://127.0.0.1:7373/Assets/star.svg?x HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8)
        #expect(
            HTTPRequest(head: absolute[...])
                == HTTPRequest(method: "GET", target: "/Assets/star.svg?x", host: "127.0.0.1:7373"))
        let bare = Array("GET http://localhost:7373 HTTP/1.1\r\n\r\n".utf8)
        #expect(HTTPRequest(head: bare[...]) == HTTPRequest(method: "GET", target: "/", host: "localhost:7373"))
        // Searching again from where the last look ended finds an end split across two reads.
        #expect(HTTPRequest.headEnd(in: Array("GET / HTTP/1.1\r\n\r".utf8), from: 0) == nil)
        #expect(HTTPRequest.headEnd(in: Array("GET / HTTP/1.1\r\n\r\n".utf8), from: 17) == 18)
    }

    /// Output folders are found under the manifest's as bytes: this one's name starts with a combining mark.
    /// What is not an HTTP/1 request line, or names two hosts, gets 400; a method other than GET and HEAD gets 405
    /// saying which are allowed.
    @Test func aMalformedRequestLineIsABadRequest() throws {
        let (_, routes) = try Self.servedPackage()
        for line in ["GARBAGE", "", "GET /x", "GET  /x HTTP/1.1", "GET /Assets/star.svg FOO/9"] {
            let request = HTTPRequest(head: Array("\(line)\r\nHost: 127.0.0.1:7373\r\n\r\n".utf8)[...])
            switch routes.answer(request) {
            case .response(let response, let log):
                #expect(response.status == 400 && log == "400 -: not an HTTP/1 request line", "\(line)")
            case .events: Issue.record("\(line) opened the events stream")
            }
        }
        // An empty line before the request line is ignored; a second Host is refused.
        let afterEmptyLine = HTTPRequest(
            head: Array("\r\nGET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:7373\r\n\r\n".utf8)[...])
        #expect(afterEmptyLine == HTTPRequest(method: "GET", target: "/Assets/star.svg", host: "127.0.0.1:7373"))
        let twoHosts = HTTPRequest(
            head: Array("GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:7373\r\nHost: evil.example\r\n\r\n".utf8)[...]
        )
        switch routes.answer(twoHosts) {
        case .response(let response, let log):
            #expect(response.status == 400 && log == "400 GET /Assets/star.svg: more than one Host header")
        case .events: Issue.record("two Hosts opened the events stream")
        }
        // `Host : name` is no Host to some readers, so it is refused, whichever Host follows.
        let spaced = HTTPRequest(
            head: Array("GET /Assets/star.svg HTTP/1.1\r\nHost : evil.example\r\nHost: 127.0.0.1:7373\r\n\r\n".utf8)[
                ...]
        )
        switch routes.answer(spaced) {
        case .response(let response, let log):
            #expect(
                response.status == 400
                    && log == "400 GET /Assets/star.svg: whitespace between a header's name and its colon",
                "\(log ?? "")")
        case .events: Issue.record("a spaced Host opened the events stream")
        }
        // So is a header folded onto the last, or a line without a colon.
        for extra in [" Host: evil.example", "\tx", "Hostevil.example"] {
            let request = HTTPRequest(
                head: Array("GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:7373\r\n\(extra)\r\n\r\n".utf8)[...])
            #expect(request.problem == "a header line that is folded or has no colon", "\(extra)")
        }
        let post = try #require(Self.get("/Assets/star.svg", routes, method: "POST").response)
        #expect(String(decoding: post.bytes(includingBody: false), as: UTF8.self).contains("\r\nAllow: GET, HEAD\r\n"))
        #expect(Self.get("/Assets/star.svg", routes).response?.allow == nil)
    }

    @Test func aPageInAFolderNamedWithACombiningMarkIsServed() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "\u0301Preview"}, "#
                + #"{"format": "preview", "path": "\u0301Preview/index.html"}], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        let command = FloAssetsCommand(
            options: CommandLineOptions(), workingDirectory: folder.path, console: CapturedConsole().console)
        let served = ServedFiles(try command.load())
        #expect(served.pages == ["\u{301}Preview/index.html"])
        #expect(
            try served.contents(of: "\u{301}Preview/star.svg", limit: 1 << 20).get()
                == Array(folder.read("\u{301}Preview/star.svg")))
    }

    /// A folder named with a space, `#` or `%` is percent-encoded in the address printed and the root's redirect, or
    /// a browser reads the name's end as a fragment or an escape.
    @Test func aPageInAFolderNamedWithSpacesAndSignsIsAddressedEscaped() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Design 100% #2"}, "#
                + #"{"format": "preview", "path": "Design 100% #2/index.html"}], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        let command = FloAssetsCommand(
            options: CommandLineOptions(), workingDirectory: folder.path, console: CapturedConsole().console)
        let served = ServedFiles(try command.load())
        let routes = PreviewRoutes(served: served, run: 1, allowedHosts: ["127.0.0.1:7373"])
        let location = try #require(Self.get("/", routes).response?.location)
        #expect(location == "/Design%20100%25%20%232/index.html")
        #expect(Self.get(location, routes).response?.status == 200)
        let server = try PreviewServer(host: nil, port: 0, log: { _ in })
        server.update(served: served, problems: nil)
        #expect(server.pageURL == "http://127.0.0.1:\(server.port)/Design%20100%25%20%232/index.html")
    }

    @Test func withoutAPageTheRootSaysWhatToDo() {
        var routes = PreviewRoutes(allowedHosts: nil)
        let note = String(decoding: Self.get("/", routes, host: "10.0.0.1:7373").response?.body ?? [], as: UTF8.self)
        #expect(note.contains("writes no preview page") && note.contains("EventSource"))
        routes.problems = "assets.json:1:2: error: <b>"
        let broken = String(decoding: Self.get("/", routes).response?.body ?? [], as: UTF8.self)
        #expect(broken.contains("The manifest has errors"))
    }

    @Test func stateEventsAreOneLineOfJSON() throws {
        let problems = "assets.json:3:16: error: \"x\"\n\tassets.json:4:1: note: </script> \u{2028}"
        let event = String(decoding: LiveReload.stateEvent(run: 7, problems: problems), as: UTF8.self)
        let lines = event.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[0] == "event: state" && lines[2] == "" && lines[3] == "")
        let data = try #require(lines[1].hasPrefix("data: ") ? Data(lines[1].dropFirst(6).utf8) : nil)
        let state = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(state["run"] as? Int == 7 && state["problems"] as? String == problems)
        #expect(
            String(decoding: LiveReload.stateEvent(run: 0, problems: nil), as: UTF8.self).contains("\"problems\": null")
        )
    }

    @Test func watchOptionsAreCheckedLikeEveryOther() throws {
        let folder = try TemporaryFolder()
        let cases: [(arguments: [String], error: String)] = [
            (["watch", "--check"], "watch writes the files; to verify them, run flo-assets --check"),
            (["--serve"], "--serve applies to watch only: flo-assets watch --serve …"),
            (["--host", "0.0.0.0"], "--host applies to watch only: flo-assets watch --host …"),
            (["watch", "--host", "0.0.0.0"], "--host applies with --serve; add --serve"),
            (["watch", "--serve", "70000"], "--serve takes a port from 0 to 65535, not '70000'"),
        ]
        for (arguments, error) in cases {
            let captured = CapturedConsole()
            #expect(runTool(arguments, in: folder, captured: captured) == .invalidInput, "\(arguments)")
            #expect(captured.errors == "flo-assets: error: " + error, "\(arguments)")
        }
        let port = try CommandLineOptions(parsing: ["watch", "--serve=8080", "--host", "0.0.0.0"])
        #expect(port.serve && port.port == 8080 && port.host == "0.0.0.0")
        let chosen = try CommandLineOptions(parsing: ["watch", "--serve", "--manifest", "a.json"])
        #expect(chosen.serve && chosen.port == nil && chosen.manifestPath == "a.json")
    }
}
