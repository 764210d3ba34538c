import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets

/// The preview page: golden bytes for a small manifest, well-formed markup, every drawing and link in it,
/// and only the keys that change a drawing.
@Suite struct PreviewWriterTests {
    static let text =
        (try? String(
            contentsOf: repositoryRoot.appending(path: "Tests/FloAssetsUnitTests/Fixtures/golden-preview.json"),
            encoding: .utf8)) ?? ""
    static let manifest: Manifest? = try? decodeManifest(text)

    /// The page's group and the page itself.
    static func page(of manifest: Manifest) -> (folder: String, html: String)? {
        for group in manifest.outputGroups {
            for case let writer as PreviewWriter in group.writers {
                guard let file = writer.sharedFiles(for: manifest.artwork).first else { return nil }
                return (group.path, String(decoding: file.bytes, as: UTF8.self))
            }
        }
        return nil
    }

    static let html = manifest.flatMap(page(of:))?.html ?? ""

    @Test func pageMatchesItsGoldenFile() throws {
        #expect(Self.manifest != nil)
        try expectSnapshot(Array(Self.html.utf8), named: "preview/index.html")
    }

    /// What the page says to write compiles: a drawable named as a Kotlin keyword is written in backticks.
    @Test func aDrawableNamedAsAKotlinKeywordIsUsedInBackticks() throws {
        let manifest = try decodeManifest(
            #"{"version": 1, "outputs": [{"format": "vectorDrawable", "path": "res"}], "#
                + #""controls": [{"name": "fun", "type": "star"}, {"name": "plus", "type": "star"}]}"#)
        let writer = try #require(manifest.outputGroups.first?.writers.first)
        #expect(Set(writer.usages(in: manifest.artwork).values) == ["R.drawable.`fun`", "R.drawable.plus"])
    }

    /// In a package target, `Image("…")` alone looks in the app's bundle and finds nothing.
    @Test func aCatalogInAPackageTargetIsUsedFromItsModule() throws {
        func usages(_ options: String) throws -> Set<String> {
            let manifest = try decodeManifest(
                #"{"version": 1, "outputs": [{"format": "xcassets", "path": "Sources/Kit/Media.xcassets""# + options
                    + #"}], "controls": [{"name": "star", "type": "star"}]}"#)
            let writer = try #require(manifest.outputGroups.first?.writers.first)
            return Set(writer.usages(in: manifest.artwork).values)
        }
        #expect(try usages("") == [#"Image("star")"#])
        #expect(try usages(#", "bundle": "main""#) == [#"Image("star")"#])
        #expect(try usages(#", "namespace": "Flo", "bundle": "module""#) == [#"Image("Flo/star", bundle: .module)"#])
        let errors = manifestErrors(
            #"{"version": 1, "outputs": [{"format": "xcassets", "path": "M.xcassets", "bundle": "Module"}], "#
                + #""controls": [{"name": "star", "type": "star"}]}"#)
        #expect(errors.contains { $0.contains(#"outputs[0].bundle: "Module" is not one of "main", "module""#) })
    }

    /// A key that only fills `source` may hold characters XML allows in no form; the entry's title shows it, and
    /// the page stays well-formed.
    @Test func aKeyWithControlCharactersKeepsThePageWellFormed() throws {
        let folder = try TemporaryFolder()
        let entry = try folder.entryStatedByKey(#"k\u0001\u000c\u001b\ufffe\u007f\u0085"#)
        let text =
            #"{"version": 1, "outputs": [{"format": "preview", "path": "P/index.html"}], "controls": [\#(entry)]}"#
        let manifest = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path)
            .manifest
        let html = try #require(Self.page(of: manifest)?.html)
        #expect(html.contains(#"d-{k\u{1}\u{C}\u{1B}\u{FFFE}"#))
        try folder.write(html, to: "index.html")
        let xml = try ExternalTools.run("xmllint", ["--noout", folder.url.appending(path: "index.html").path])
        #expect(xml.status == 0 && xml.errors.isEmpty, "\(xml.errors)")
    }

    @Test func pageIsMadeTwiceTheSame() throws {
        let again = try decodeManifest(Self.text)
        #expect(Self.page(of: again)?.html == Self.html)
        #expect(Self.page(of: again)?.folder == "Design/Review & preview")
    }

    /// Strictly, as XML (the page is polyglot), and as HTML: every element closed in order, ids unique, every
    /// `#` reference an id, every drawing labelled.
    @Test func pageIsWellFormed() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.html, to: "index.html")
        let xml = try ExternalTools.run("xmllint", ["--noout", folder.url.appending(path: "index.html").path])
        #expect(xml.status == 0 && xml.errors.isEmpty, "\(xml.errors)")
        let script = """
            import sys, html.parser, re
            VOID = {"meta", "link", "br", "img", "input", "hr", "use", "path"}
            class Check(html.parser.HTMLParser):
                def __init__(self):
                    super().__init__(convert_charrefs=True)
                    self.stack, self.ids, self.refs, self.problems, self.unlabelled = [], [], [], [], 0
                def handle_starttag(self, tag, attrs):
                    attrs = dict(attrs)
                    if "id" in attrs: self.ids.append(attrs["id"])
                    for key in ("href",):
                        if attrs.get(key, "").startswith("#"): self.refs.append(attrs[key][1:])
                    if tag == "svg" and attrs.get("role") == "img" and not attrs.get("aria-label"): self.unlabelled += 1
                    if tag not in VOID: self.stack.append(tag)
                def handle_startendtag(self, tag, attrs):
                    self.handle_starttag(tag, attrs)
                    if tag not in VOID: self.stack.pop()
                def handle_endtag(self, tag):
                    if tag in VOID: return
                    if not self.stack or self.stack[-1] != tag:
                        self.problems.append("</%s> closes %s at line %d" % (tag, self.stack[-1:] , self.getpos()[0]))
                    else:
                        self.stack.pop()
            check = Check()
            check.feed(sys.stdin.read())
            check.close()
            duplicates = sorted({i for i in check.ids if check.ids.count(i) > 1})
            missing = sorted(set(check.refs) - set(check.ids))
            print(len(check.problems), len(check.stack), len(duplicates), len(missing), check.unlabelled, len(check.refs))
            print(check.problems[:3], check.stack[:3], duplicates[:3], missing[:3])
            """
        let result = try ExternalTools.run("python3", ["-c", script], input: Data(Self.html.utf8))
        let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
        let counts = lines.first?.split(separator: " ").compactMap { Int($0) } ?? []
        #expect(result.status == 0, "\(result.errors)")
        // No misnested or unclosed element, no duplicate id, no dangling reference, no unlabelled drawing; and the
        // references are there to check: a symbol per drawing at 2 scales × 2 or more looks, and the contents.
        #expect(counts.prefix(5) == [0, 0, 0, 0, 0], "\(lines)")
        #expect((counts.last ?? 0) > 25)
    }

    /// One card per control, one symbol per drawing, each shown at every scale of the manifest on both backgrounds.
    @Test func everyDrawingIsShownAtEveryScale() throws {
        let manifest = try #require(Self.manifest)
        for control in manifest.controls {
            #expect(Self.html.contains("<symbol id=\"art:\(control.fileName)\""), "\(control.fileName)")
        }
        let names = ["plus", "minus", "glasses-4", "glasses-5", "glasses-6", "star", "go"]
        for name in names {
            #expect(Self.html.contains("data-control=\"\(name)\""), "\(name)")
            for look in ["light", "dark"] {
                for scale in [1, 2] {
                    #expect(
                        Self.html.contains(
                            try Regex(
                                "aria-label=\"\(name), \(look)[^\"]*, \(scale)x\" data-look=\"[a-zA-Z]+\" data-scale=\"\(scale)\""
                            )
                        ), "\(name) \(look) \(scale)x")
                }
            }
        }
        // Each control once per background and scale, and no more.
        for look in ["any", "dark"] {
            for scale in [1, 2] {
                let shown = Self.html.components(separatedBy: "data-look=\"\(look)\" data-scale=\"\(scale)\"")
                #expect(shown.count - 1 == names.count, "\(look) \(scale)x")
            }
        }
        // minus has a dark drawing of its own; plus shows its light drawing on dark.
        #expect(Self.html.contains("aria-label=\"minus, dark, 2x\" data-look=\"dark\" data-scale=\"2\""))
        #expect(Self.html.contains("<use href=\"#art:minus~dark\"/>"))
        #expect(Self.html.contains("aria-label=\"plus, dark (the light drawing), 2x\""))
        // The three states sit in one section headed by the template.
        #expect(Self.html.contains("<h2 id=\"entry-title:2\">glasses-{counter}</h2>\n<p class=\"meta\">3 controls</p>"))
    }

    /// A key written with its default value changes nothing and is not listed; colour keys show every appearance.
    @Test func onlyKeysThatChangeTheDrawingAreListed() throws {
        let manifest = try #require(Self.manifest)
        func settings(_ name: String, _ appearance: Appearance = .any) -> [String] {
            manifest.controls.first { $0.name == name && $0.appearance == appearance }?.settings.map {
                "\($0.key)=\($0.text)" + ($0.color.map { " " + PreviewPage.hex($0.resolved(appearance)) } ?? "")
            } ?? []
        }
        #expect(settings("plus") == [#"fillColor="water" #57DAD5"#])
        #expect(
            settings("minus") == [#"fillColor="alert" #EE4D4D"#, "isAddButton=false", #"renderingIntent="template""#])
        #expect(
            settings("minus", .dark) == [
                #"fillColor="alert" #FF6B6B"#, "isAddButton=false", #"renderingIntent="template""#,
            ])
        #expect(settings("glasses-4") == ["arcWidth=20", "counter=4", "numberOfGlasses=6"])
        // glasses-5: counter 5 is the default.
        #expect(settings("glasses-5") == ["arcWidth=20", "numberOfGlasses=6"])
        // star: lineWidth 1 is the default.
        #expect(settings("star") == ["fill=true", #"color="veil" #000000 50%"#])
        #expect(Self.html.contains("dark #FF6B6B"))
        // A colour equal to the default in light but not in dark is listed with both, in the order written; a
        // value that the files' 3 decimals would round is shown exactly.
        #expect(
            settings("go") == [
                "isAddButton=false", #"fillColor="signal" #00FF00"#, "plusLineWidth=3.0004", "plusButtonScale=0.00001",
            ])
        #expect(
            settings("go", .dark) == [
                "isAddButton=false", #"fillColor="signal" #FF0000"#, "plusLineWidth=3.0004", "plusButtonScale=0.00001",
            ])
        #expect(
            Self.html.contains(
                #"<dt>isAddButton</dt><dd><code>false</code></dd>\#n<dt>fillColor</dt><dd><code>&quot;signal&quot;</code>"#
            ))
    }

    /// Links to every file every other output writes, relative to the page and percent-encoded.
    @Test func linksReachEveryFileOfTheOtherOutputs() throws {
        let manifest = try #require(Self.manifest)
        var expected: [String] = []
        for group in manifest.outputGroups where !group.writers.contains(where: { $0 is PreviewWriter }) {
            let renderer = AssetRenderer(manifest: manifest, group: group)
            let prefix = "../../" + group.path + "/"
            expected += (0..<manifest.controls.count).flatMap(renderer.paths(forGroup:)).map { prefix + $0 }
        }
        #expect(expected.count == 43)
        for path in expected {
            let href = path.replacingOccurrences(of: " ", with: "%20")
            #expect(Self.html.contains("<a href=\"\(href)\">\(path)</a>"), "\(path)")
        }
        #expect(Self.html.contains(#"<a href="../../App/Media.xcassets/Flo/veil.colorset/Contents.json">"#))
        #expect(Self.html.contains(#"<a href="../../android/src/main/res/values-night/flo_colors.xml">"#))
    }

    @Test(arguments: [
        ("Assets", "Assets", ""), ("Assets", "PNG", "../PNG/"), ("", "Assets", "Assets/"), ("a/b", "a", "../"),
        ("a", "a/b/c", "b/c/"), ("Design/Review", "App/Media.xcassets", "../../App/Media.xcassets/"), ("a", "", "../"),
    ])
    func relativePrefix(from: String, to: String, expected: String) {
        #expect(PreviewLink.relativePrefix(from: from, to: to) == expected)
    }

    @Test func pushButtonsShowTheirCrispness() {
        // The plus (44 pt) and the minus (30 pt): grid snapping leaves no fuzzy pixel at 1x or 2x.
        #expect(Self.html.contains(#"<tr class="chosen"><th scope="row">grid (used)</th><td>0</td><td>0</td></tr>"#))
        // One table per push button, none for the others.
        #expect(Self.html.components(separatedBy: "<table class=\"crispness\">").count - 1 == 3)
    }

    @Test func aPageTooLargeToOpenIsAWarning() throws {
        func warnings(through last: Int) throws -> [String] {
            let text = """
                {"version": 1, "outputs": [{"format": "preview", "path": "Assets/index.html"}],
                 "controls": [{"name": "star-{width}", "type": "star", "width": {"from": 1, "through": \(last)}}]}
                """
            return try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json").warnings.map(\.description)
        }
        #expect(try warnings(through: 3000) == [])
        #expect(
            try warnings(through: 3001) == [
                "assets.json:1:58: warning: outputs[0].path: the preview page would show 3001 drawings, and browsers open a page of more than 3000 slowly or not at all; give the preview a manifest of its own with the controls to review"
            ])
    }

    @Test(arguments: [
        (1.0, "1"), (3.0004, "3.0004"), (0.00001, "0.00001"), (1e16, "10000000000000000"), (-2.5, "-2.5"),
        (0.5, "0.5"), (100, "100"), (0.001, "0.001"), (123456.789, "123456.789"), (-0.0, "0"),
    ])
    func keyValuesAreShownExactlyWithoutExponent(value: Double, expected: String) {
        #expect(JSONNode.plainDecimal(value) == expected)
    }

    @Test(arguments: ["Assets/preview", "Assets/index.html/", "Assets/.html", "Assets/index.htm", "Assets/in dex.html"])
    func pathMustNameAnHTMLPage(path: String) {
        let text = """
            {"version": 1, "outputs": [{"format": "preview", "path": "\(path)"}],
             "controls": [{"name": "star", "type": "star"}]}
            """
        #expect(
            manifestErrors(text) == [
                "assets.json:1:58: error: outputs[0].path: \"\(path)\" is not the path of an HTML page; give the page's path, like \"Assets/index.html\""
            ])
    }
}
