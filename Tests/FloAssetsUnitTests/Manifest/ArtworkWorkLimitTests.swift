import FloAssetsTestSupport
import FloSVG
import Testing

@testable import FloAssets

/// Imported artwork is converted again for every drawing of every control that shows it: what a run converts is
/// bounded, so that thousands of entries showing a large file fail before they are drawn rather than after hours.
@Suite struct ArtworkWorkLimitTests {
    /// A file drawing `uses` copies of a path of 100 segments.
    static func copies(_ uses: Int) -> String {
        let segments = String(repeating: " l 1 0", count: 99)
        let copies = String(repeating: ##"<use href="#p"/>"##, count: uses)
        return
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><path id="p" d="M0 0\#(segments)"/></defs>"#
            + copies + "</svg>"
    }

    static func work(_ text: String) throws -> Int {
        try SVGDocument.parse(Array(text.utf8)).drawingWork
    }

    /// Each copy counts what its path draws (its 100 segments and the shape) and the two elements converted for it
    /// (the `use` and the path), 25 each.
    @Test func eachCopyCountsItsSegmentsAndElements() throws {
        let counts = try (0...3).map { try Self.work(Self.copies($0)) }
        let steps = zip(counts.dropFirst(), counts).map { $0 - $1 }
        #expect(steps.allSatisfy { $0 == steps[0] }, "\(counts)")
        #expect(steps[0] >= 100 + 1 + 2 * 25 && steps[0] <= 100 + 10 + 2 * 25, "\(counts)")
    }

    /// Curves take longer to draw than lines: a curve counts three segments, and an arc is one to four curves.
    @Test func curvesAndArcsCountMore() throws {
        func work(_ segment: String) throws -> Int {
            try Self.work(
                #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0"# + String(repeating: segment, count: 100)
                    + #""/></svg>"#)
        }
        let lines = try work(" l 1 1")
        #expect(try work(" c 1 1 2 2 3 3") - lines == 200)
        #expect(try work(" a 1 1 0 0 1 1 1") - lines == 200)
        #expect(try work(" a 1 1 0 1 1 0 2") - lines >= 400)
    }

    /// Matching the style rules and reading `class` and `style` attributes is done again at every drawing: four
    /// tests or bytes count as a segment.
    @Test func styleMatchingCounts() throws {
        let rects = String(repeating: #"<rect class="a" width="1" height="1"/>"#, count: 100)
        let plain = try Self.work(#"<svg xmlns="http://www.w3.org/2000/svg">\#(rects)</svg>"#)
        let rules = (0..<400).map { ".a.b\($0) { fill: blue }" }.joined(separator: " ")
        let styled = try Self.work(#"<svg xmlns="http://www.w3.org/2000/svg"><style>\#(rules)</style>\#(rects)</svg>"#)
        // Each rect is tested against the 400 rules filed under `a`.
        #expect(styled - plain >= 100 * 400 / 4, "\(plain) \(styled)")
        let inline = String(repeating: "fill:red;", count: 100)
        let long = try Self.work(
            #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: #"<rect style="\#(inline)"/>"#, count: 100)
                + "</svg>")
        let short = try Self.work(
            #"<svg xmlns="http://www.w3.org/2000/svg">"# + String(repeating: #"<rect style="fill:red"/>"#, count: 100)
                + "</svg>")
        #expect(long - short >= 100 * (inline.utf8.count - 8) / 4, "\(short) \(long)")
    }

    /// A tile repeated over a shape counts once for each tile, as its budget does: a cheap file to read that is
    /// costly to draw again, which the run's limit is tested with here.
    static let tiles = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 100">
          <defs><pattern id="t" width="1" height="1" patternUnits="userSpaceOnUse"><rect width="0.5" height="0.5"/></pattern></defs>
          <rect width="1000" height="100" fill="url(#t)"/>
        </svg>
        """

    /// Past 200 million, the entry with which the run passes it is refused, naming the file, what each drawing of
    /// it takes and how many times each control is drawn (once to check it, once by each of the two outputs).
    @Test func theEntryThatPassesTheRunsLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.tiles, to: "tiles.svg")
        let perDrawing = try Self.work(Self.tiles)
        #expect(perDrawing > 100_000)
        let perControl = 3 * perDrawing
        let accepted = Int(ManifestDecoder.maximumArtworkWork) / perControl
        func errors(controls: Int) -> [String] {
            messages(
                importing: "tiles.svg", count: controls,
                outputs: #""outputs": [{"format": "svg", "path": "S"}, {"format": "pdf", "path": "P"}]"#,
                folder: folder.path)
        }
        #expect(errors(controls: accepted).isEmpty)
        let refused = errors(controls: accepted + 20)
        let millions = (Double((accepted + 1) * perControl) / 1e6).rounded(.up)
        #expect(refused.count == 1, "\(refused)")
        #expect(refused.first?.hasPrefix("controls[\(accepted)]: with this entry") == true, "\(refused)")
        #expect(
            refused.first?.contains(
                "convert imported artwork for \(Int(millions)) million segments' work, more than the 200 million")
                == true)
        #expect(
            refused.first?.contains("each drawing of tiles.svg takes \(perDrawing)") == true
                && refused.first?.contains(
                    "draws it up to 3 times (each appearance once to check it and once for each output") == true,
            "\(refused)")
    }

    /// A blurred square: a vector drawable cannot blur, which the vectorDrawable output's check finds by drawing it.
    static let blurred = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">
          <filter id="b"><feGaussianBlur stdDeviation="2"/></filter><rect width="9" height="9" filter="url(#b)"/>
        </svg>
        """

    /// The errors of `count` entries importing `source` to a vectorDrawable output, the run's limit on converting
    /// artwork ten and a half entries' work.
    static func errors(_ count: Int, importing source: String, from folder: TemporaryFolder) throws -> [String] {
        let entries = (0..<count).map { #"{"name": "c\#($0)", "type": "svg", "source": "\#(source)"}"# }
        let manifest =
            #"{"version": 1, "outputs": [{"format": "vectorDrawable", "path": "V"}], "controls": [\#(entries.joined(separator: ","))]}"#
        let decoder = ManifestDecoder(file: "m")
        decoder.importFolder = folder.path
        decoder.artworkWorkLimit = 10.5 * 2 * Double(try work(blurred))
        _ = decoder.decode(try JSONParser.parse(Array(manifest.utf8)))
        return decoder.diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// Entries sure to pass the limit are not drawn to check them, which could take a minute only to refuse: the
    /// run names the entry that passes it, and nothing the drawings would have found.
    @Test func entriesSureToPassTheLimitAreNotDrawn() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.blurred, to: "blurred.svg")
        let drawn = try Self.errors(10, importing: "blurred.svg", from: folder)
        #expect(drawn.count == 10 && drawn.allSatisfy { $0.contains("it has a layer blur") }, "\(drawn)")
        let refused = try Self.errors(11, importing: "blurred.svg", from: folder)
        #expect(refused.count == 1, "\(refused)")
        #expect(refused.first?.hasPrefix("controls[10]: with this entry the run would convert") == true)
    }

    /// The files are looked for before the entries are decoded: a path refused as written is still reported once.
    @Test func aSourceRefusedAsWrittenIsReportedOnce() throws {
        let folder = try TemporaryFolder()
        let long = String(repeating: "a", count: 300) + ".svg"
        for (source, reason) in [("/etc/icon.svg", "the path must be relative"), (long, "a file system takes")] {
            let errors = messages(
                importing: source, count: 1, outputs: #""outputs": [{"format": "svg", "path": "S"}]"#,
                folder: folder.path)
            #expect(errors.count == 1 && errors.first?.contains(reason) == true, "\(errors)")
        }
        let text = #"{"version": 1, "controls": [{"name": "c", "type": "svg", "source": "c.svg"}]}"#
        do {
            _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: nil)
            Issue.record("a file was imported by a manifest read from no file")
        } catch {
            let unread = error.diagnostics.filter { $0.severity == .error }
            #expect(
                unread.count == 1 && unread.first?.message.contains("only from a manifest read from a file") == true,
                "\(unread)")
        }
    }

    /// A file named through a `{key}` is not looked at beforehand: its entries are drawn until the run passes the
    /// limit.
    @Test func filesNamedByTheEntryAreCountedAsTheyAreDecoded() throws {
        let folder = try TemporaryFolder()
        for index in 0..<11 { try folder.write(Self.blurred, to: "c\(index).svg") }
        let refused = try Self.errors(11, importing: "{name}.svg", from: folder)
        #expect(refused.count == 11, "\(refused)")
        #expect(refused.prefix(10).allSatisfy { $0.contains("it has a layer blur") }, "\(refused)")
        #expect(refused.last?.hasPrefix("controls[10]: with this entry the run would convert") == true)
    }
}

/// Every imported file is held until the run ends: past a million elements in all (here, a thousand), the file
/// that passes them is refused, naming its count.
@Suite struct ImportedElementsLimitTests {
    @Test func theFileWithWhichTheImportsPassTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        let groups = String(repeating: "<g/>", count: 298)
        for index in 0..<6 {
            try folder.write(#"<svg xmlns="http://www.w3.org/2000/svg"><g>\#(groups)</g></svg>"#, to: "big\(index).svg")
        }
        // The run fails at the fourth: the fifth and sixth are not read.
        let entries = (0..<6).map { #"{"name": "b\#($0)", "type": "svg", "source": "big\#($0).svg"}"# }
        let manifest =
            #"{"version": 1, "outputs": [{"format": "svg", "path": "S"}], "controls": [\#(entries.joined(separator: ","))]}"#
        let decoder = ManifestDecoder(file: "m")
        (decoder.importFolder, decoder.importedElementLimit) = (folder.path, 1_000)
        _ = decoder.decode(try JSONParser.parse(Array(manifest.utf8)))
        #expect(ManifestDecoder.maximumImportedElements == 1_000_000)
        #expect(
            decoder.diagnostics.map(\.message) == [
                #"controls[3].source: cannot import "big3.svg": with its 300 elements the imported files would hold more than the 1000 a run holds in all; import fewer or simpler files"#
            ])
    }
}
