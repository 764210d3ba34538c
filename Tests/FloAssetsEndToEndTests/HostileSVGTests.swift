import FloAssetsTestSupport
import Foundation
import Testing

/// Imported files a hostile or careless package holds, through the real executable: each a prompt, located error
/// with bounded memory that writes nothing; and files outside the package never read.
@Suite struct HostileSVGTests {
    /// A package whose manifest imports `source`, its output folder not yet written.
    static func package(source: String = "Art/icon.svg") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Out"}, {"format": "png", "path": "Out"}],"#
                + #" "controls": [{"name": "icon", "type": "svg", "source": "\#(source)", "width": 24, "height": 24}]}"#,
            to: "assets.json")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Art"), withIntermediateDirectories: true)
        return folder
    }

    /// Runs the tool in `folder`; its exit status, first error line and time, and checks it wrote nothing.
    static func refusal(in folder: TemporaryFolder) throws -> (status: Int32, error: String, seconds: Double) {
        let outcome = try ToolProcess.capture(["-q"], in: folder.url, timeout: 60)
        #expect(!outcome.timedOut)
        #expect(!folder.exists("Out"), "a refused import wrote files")
        let error = outcome.errors.split(separator: "\n").first { $0.contains(": error: ") }.map(String.init) ?? ""
        return (outcome.status, error, outcome.seconds)
    }

    @Test func aFilterOfManyStepsUsedByManyElementsIsWorkedOutOnce() throws {
        let folder = try Self.package()
        // 50,000 moves used by 2,000 elements: a hundred million steps if each element worked the filter out anew.
        let moves = String(repeating: #"<feOffset dx="0.001"/>"#, count: 50_000)
        let squares = (0..<2_000).map {
            #"<rect x="\#($0 % 100)" y="\#($0 / 100)" width="1" height="1" filter="url(#f)"/>"#
        }
        try Data(
            (#"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><filter id="f">"# + moves + "</filter>"
                + squares.joined() + "</svg>").utf8
        ).write(to: folder.url.appending(path: "Art/icon.svg"))
        let outcome = try ToolProcess.capture(["-q"], in: folder.url, timeout: 60)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.seconds < ToolProcess.promptSeconds)
    }

    @Test func aPathOfTenMillionPointsIsNotRead() throws {
        let folder = try Self.package()
        // 40 MB: refused by its size before a byte is parsed.
        var data = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0".utf8)
        let chunk = Data(String(repeating: " L1 1", count: 100_000).utf8)
        for _ in 0..<100 { data.append(chunk) }
        data.append(Data("\"/></svg>".utf8))
        try data.write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(error.hasSuffix(#"controls[0].source: cannot import "Art/icon.svg": larger than 16 MiB"#), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func millionsOfSegmentsWithinTheSizeLimitAreRefusedPromptly() throws {
        let folder = try Self.package()
        // 15 MiB of segments, three million of them: over the budget of a million, refused where the path is.
        var data = Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0".utf8)
        let chunk = Data(String(repeating: "L1 1", count: 100_000).utf8)
        for _ in 0..<30 { data.append(chunk) }
        data.append(Data("\"/></svg>".utf8))
        try data.write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.hasPrefix(
                #"Art/icon.svg:2:10: error: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it (imported by control "icon", assets.json:1:"#
            ), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func styleRulesForEveryElementAreBounded() throws {
        let folder = try Self.package()
        // 2,000 rules for every element, and 1,000 elements: two million declarations to look through.
        let rules = String(repeating: "* { fill: red }\n", count: 2_000)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<style>" + rules + "</style>"
        try Data((svg + String(repeating: "<g/>", count: 1_000) + "</svg>").utf8)
            .write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains(
                "error: the style rules give the elements more than 500000 declarations in all; use fewer rules for * or for many elements"
            ), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func matchingManyClassesAgainstManyElementsIsBounded() throws {
        let folder = try Self.package()
        // One rule of 100,001 classes, filed under the class 2,000 elements have: 200 million class tests.
        let rules = String(repeating: ".a", count: 100_000) + ".z{fill:red}"
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<style>" + rules + "</style>"
        try Data((svg + String(repeating: "<g class=\"a\"/>", count: 2_000) + "</svg>").utf8)
            .write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains(
                "error: matching the style rules against the elements takes more than 10000000 tests (a rule filed under a class, id or type the element has, and each class of its selector); use fewer rules for one class, or fewer classes in a selector"
            ), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func longAttributesReadWhereverDrawnAreBounded() throws {
        let folder = try Self.package()
        // A gradient stop of 1,000 long classes (400 KB), read again for each of the 400 shapes the gradient
        // paints: 160 MB.
        let stop = "<stop class=\"" + String(repeating: String(repeating: "q", count: 399) + " ", count: 1_000) + "\"/>"
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<style>.z{opacity:1}</style><linearGradient id=\"g\">"
            + stop + "</linearGradient>" + String(repeating: "<path d=\"M0 0H9V9Z\" fill=\"url(#g)\"/>", count: 400)
            + "</svg>"
        try Data(svg.utf8).write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains("error: drawing the file reads more than 16 MiB of class and style attributes"), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func longTransformListsReadOnEveryUseTakeFromTheBudget() throws {
        let folder = try Self.package()
        // A clip path's child with 20,000 transforms, used by 100 shapes: two million transforms read.
        let list = String(repeating: "translate(0%) ", count: 20_000)
        let clip = "<clipPath id=\"c\"><rect width=\"9\" height=\"9\" style=\"transform: \(list)\"/></clipPath>"
        let uses = String(repeating: "<rect width=\"9\" height=\"9\" clip-path=\"url(#c)\"/>", count: 100)
        try Data(("<svg xmlns=\"http://www.w3.org/2000/svg\">\n" + clip + uses + "</svg>").utf8)
            .write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains(
                "error: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms; simplify it"
            ), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    /// Text of 100,000 spans drawn by 10,000 uses is looked at once; filters within filters measure what they hold
    /// within the budget.
    @Test func textAndFiltersUsedManyTimesArePrompt() throws {
        let folder = try Self.package()
        let open = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">"#
        let text = #"<defs><text id="t">"# + String(repeating: "<tspan/>", count: 100_000) + "</text></defs>"
        try Data((open + text + String(repeating: ##"<use href="#t"/>"##, count: 10_000) + "</svg>").utf8)
            .write(to: folder.url.appending(path: "Art/icon.svg"))
        let drawn = try ToolProcess.capture(["-q"], in: folder.url, timeout: 60)
        #expect(drawn.status == 0 && drawn.seconds < ToolProcess.promptSeconds, "\(drawn.errors)")
        // As deep as groups on layers of their own may be nested.
        let nested =
            String(repeating: ##"<g filter="url(#f)">"##, count: 15)
            + String(repeating: #"<rect width="5" height="5"/>"#, count: 70_000) + String(repeating: "</g>", count: 15)
        try Data((open + ##"<filter id="f"><feColorMatrix/></filter>"## + nested + "</svg>").utf8)
            .write(to: folder.url.appending(path: "Art/icon.svg"))
        try? FileManager.default.removeItem(at: folder.url.appending(path: "Out"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains(
                "error: the artwork draws more than 1000000 segments, shapes, dashes, gradient stops and transforms"),
            "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func aMillionNestedGroupsFailAtTheDepthLimit() throws {
        let folder = try Self.package()
        let depth = 1_000_000
        try Data(
            ("<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth)
                + String(repeating: "</g>", count: depth) + "</svg>").utf8
        ).write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(error.hasPrefix("Art/icon.svg:1:806: error: elements are nested more than 256 deep"), "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    /// Ten levels of ten references would be ten billion bytes: refused at once, in the declaration whose value
    /// takes the entities past 1 MiB.
    @Test func theBillionLaughsFailAtOnce() throws {
        let folder = try Self.package()
        var laughs = "<!DOCTYPE svg [<!ENTITY l0 \"lol\">"
        for level in 1...10 {
            laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
        }
        laughs += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"&l10;\"/></svg>"
        try Data(laughs.utf8).write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.hasPrefix(
                "Art/icon.svg:1:330: error: entities add more than 1 MiB of text; remove the declarations (imported by"),
            "\(error)")
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test func clipPathsClippedByClipPathsFailAtTheClipShapeLimit() throws {
        let folder = try Self.package()
        // Each clip path's three shapes are clipped by the one before: a use of the last converts 3^31 shapes.
        var svg = #"<svg xmlns="http://www.w3.org/2000/svg"><clipPath id="c0"><rect width="9" height="9"/></clipPath>"#
        for level in 1..<32 {
            svg += "<clipPath id=\"c\(level)\">"
            for x in 0..<3 {
                svg +=
                    #"<rect x="\#(x)" width="9" height="9" clip-path="url(#c\#(level - 1))"/>"#
            }
            svg += "</clipPath>"
        }
        svg += #"<rect width="9" height="9" clip-path="url(#c31)"/></svg>"#
        try Data(svg.utf8).write(to: folder.url.appending(path: "Art/icon.svg"))
        let (status, error, seconds) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(
            error.contains(
                "error: clip paths and masks hold more than 50000 children, counted each time they are used"),
            "\(error)"
        )
        #expect(seconds < ToolProcess.promptSeconds)
    }

    @Test(arguments: [
        (
            "../outside.svg",
            "the path must be relative, stay inside the manifest's folder and hold no control character"
        ),
        ("/etc/passwd", "the path must be relative, stay inside the manifest's folder and hold no control character"),
        ("Art/link.svg", "is a symbolic link; an imported file must be a regular file, not reached through a link"),
        (
            "Linked/icon.svg",
            "its folder \"Linked\" is a symbolic link; an imported file must be a regular file, not reached through a link"
        ),
        ("Art", "is a folder; an imported file must be a regular file, not reached through a link"),
        ("Art/missing.svg", "no such file; check the path, relative to the manifest"),
        // The file system splits at `/` bytes: a combining mark after one starts the next name, it does not hide
        // the `..` or the `/` before it.
        (
            "../\u{301}outside.svg",
            "the path must be relative, stay inside the manifest's folder and hold no control character"
        ),
        (
            "/\u{301}etc/passwd",
            "the path must be relative, stay inside the manifest's folder and hold no control character"
        ),
        (
            "Art/" + String(repeating: "a", count: 252) + ".svg",
            "the name \"" + String(repeating: "a", count: 252)
                + ".svg\" is 256 bytes long, more than the 255 a file system takes; use a shorter name"
        ),
        // A NUL would end the path for the file system: `..` then, out of the folder.
        (
            "..\\u0000/outside.svg",
            "the path must be relative, stay inside the manifest's folder and hold no control character"
        ),
    ])
    func sourcesStayInsideThePackage(source: String, reason: String) throws {
        let folder = try Self.package(source: source)
        let outside = try TemporaryFolder()
        try outside.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"9\" height=\"9\"/></svg>", to: "icon.svg")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Art/link.svg", withDestinationPath: outside.path + "/icon.svg")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: outside.path)
        let (status, error, _) = try Self.refusal(in: folder)
        #expect(status == 2)
        #expect(error.contains("controls[0].source: cannot import \"") && error.hasSuffix("\": \(reason)"), "\(error)")
    }
}
