import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloOutputFolder
@testable import FloSupport
@testable import flo_assets

/// The bounds a manifest is held to before anything is drawn: each a located error naming the limit.
@Suite struct ManifestLimitTests {
    @Test func aRepeatedScaleIsAManifestError() {
        let perOutput = manifestErrors(
            #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1, 1, 2]}], "controls": []}"#)
        #expect(
            perOutput == [
                #"assets.json:1:73: error: outputs[0].scales[1]: scale 1 is listed twice; list each scale once"#
            ])
        let root = manifestErrors(#"{"version": 1, "scales": [3, 2, 3], "controls": []}"#)
        #expect(root.count == 1 && root[0].contains("scales[2]: scale 3 is listed twice"), "\(root)")
    }

    @Test func thousandsOfRepeatedScalesFailPromptly() {
        let scales = Array(repeating: "1", count: 8_000).joined(separator: ",")
        let errors = manifestErrors(
            #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [\#(scales)]}], "controls": []}"#)
        // The first ones, and a line that counts the rest.
        #expect(errors.count == ManifestReports.maximumKept + 1)
        do {
            _ = try ManifestLoader.decode(
                Array(
                    #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [\#(scales)]}], "controls": []}"#
                        .utf8), displayPath: "assets.json", folder: repositoryRoot.path)
            Issue.record("decoded")
        } catch {
            #expect(
                error.diagnostics.last?.description
                    == "assets.json: error: \(7_999 - ManifestReports.maximumKept) more problems not shown; correct these first"
            )
        }
    }

    /// Errors are kept before warnings however far down they are, and a closing line of warnings alone is a warning:
    /// a run that only warns does not end on an error line.
    @Test func errorsAreKeptBeforeWarnings() throws {
        let clear = (0..<250).map { #"{"name": "s\#($0)", "type": "star", "color": "clear"}"# }
        let text = #"{"version": 1, "controls": [\#(clear.joined(separator: ", ")), {"name": "b", "type": "str"}]}"#
        do {
            _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: repositoryRoot.path)
            Issue.record("decoded")
        } catch {
            let lines = error.diagnostics.map(\.description)
            #expect(lines.count == ManifestReports.maximumKept + 1)
            #expect(lines.contains { $0.contains(#"controls[250].type: unknown control type "str""#) })
            #expect(lines.last == "assets.json: warning: 51 more problems not shown; correct these first")
        }
    }

    /// A value quoted in a problem is cut in the middle, keeping where it is and what to do.
    @Test func aHugeValueIsCutInTheMiddleOfItsProblem() {
        let key = String(repeating: "k", count: 100_000)
        let errors = manifestErrors(#"{"version": 1, "\#(key)": 1, "controls": []}"#)
        #expect(errors.count == 1 && errors[0].utf8.count < 1_100, "\(errors.first?.utf8.count ?? 0)")
        #expect(errors.first?.hasPrefix("assets.json:1:16: error: kkk") == true)
        #expect(errors.first?.contains(" characters) … ") == true)
        // Counted in characters, whatever their bytes.
        let accented = ManifestReports.shortened(String(repeating: "é", count: 2_000))
        #expect(accented.count < 1_040 && accented.contains(" … (1100 characters) … "), "\(accented.count)")
        #expect(ManifestReports.shortened(String(repeating: "é", count: 900)).count == 900)
        #expect(errors.first?.hasSuffix(#""pixelSnapping", "colors", "controls""#) == true, "\(errors)")
    }

    @Test func thePNGPixelsOfARunAreBounded() {
        // 1,000 states × 4 appearances of 56 megapixels each: hours of drawing, refused in milliseconds.
        let manifest = #"""
            {"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}],
             "colors": {"c": {"any": "#FF0000", "dark": "#00FF00", "highContrast": "#0000FF", "darkHighContrast": "#FFFFFF"}},
             "controls": [{"name": "r{width}", "type": "rectangle", "width": {"from": 7001, "through": 8000}, "height": 8000,
                           "fillColor": "c"}]}
            """#
        let errors = manifestErrors(manifest)
        #expect(errors.count == 1, "\(errors)")
        #expect(
            errors.first?.contains(
                "controls[0]: with this entry the run would draw") == true)
        #expect(errors.first?.contains("more than the 2048 a run draws at most (--max-png-megapixels)") == true)
    }

    @Test func thePixelLimitCountsEveryOutputScaleAndAppearance() throws {
        // 1000 × 1000 points at 1x and 2x, light and dark: 10,000,000 pixels, 9.54 megapixels of 2^20.
        let manifest = #"""
            {"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1, 2]}],
             "colors": {"c": {"any": "#FF0000", "dark": "#00FF00"}},
             "controls": [{"name": "r", "type": "rectangle", "width": 1000, "height": 1000, "fillColor": "c"}]}
            """#
        #expect(throws: Never.self) {
            try ManifestLoader.decode(Array(manifest.utf8), displayPath: "m", pngMegapixelLimit: 10)
        }
        #expect(throws: FloError.self) {
            try ManifestLoader.decode(Array(manifest.utf8), displayPath: "m", pngMegapixelLimit: 9)
        }
        // Without a png output nothing is counted.
        let vectors = manifest.replacingOccurrences(of: #""format": "png""#, with: #""format": "svg""#)
            .replacingOccurrences(of: #", "scales": [1, 2]"#, with: "")
        #expect(throws: Never.self) {
            try ManifestLoader.decode(Array(vectors.utf8), displayPath: "m", pngMegapixelLimit: 1)
        }
    }

    /// Imported artwork may paint its image many times over, and each pixel a shape paints costs a quarter of an
    /// image's, each edge crossing a row three quarters: 100 squares of 1024 × 1024 points stacked at 1x count
    /// 1 + 100 / 4 = 26 megapixels and 200 × 1024 × 3/4 edge rows, 26.15 (51 and 0.44 when stroked too, the
    /// stroke's box clipped to the image, its outline two edges for each of the square's), though the image is 1;
    /// at 100 times the file's size too.
    @Test func importedArtworkCountsEveryShapeItPaints() throws {
        let folder = try TemporaryFolder()
        func decodes(
            stroke: String, limit: Int, root: String = #"width="1024" height="1024""#, size: String = ""
        ) throws -> Bool {
            let squares = String(repeating: #"<rect width="1024" height="1024" \#(stroke)/>"#, count: 100)
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" \#(root)>\#(squares)</svg>"#,
                to: "stack.svg")
            let manifest =
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}], "controls": [{"name": "stack", "type": "svg", "source": "stack.svg"\#(size)}]}"#
            do {
                _ = try ManifestLoader.decode(
                    Array(manifest.utf8), displayPath: "m", folder: folder.path, pngMegapixelLimit: limit)
                return true
            } catch {
                #expect(error.diagnostics.first?.message.contains("imported artwork counting a quarter") == true)
                return false
            }
        }
        #expect(try decodes(stroke: "", limit: 27))
        #expect(try !decodes(stroke: "", limit: 26))
        // A stroke is painted too, half its width beyond the shape within the image.
        #expect(try !decodes(stroke: #"stroke="red""#, limit: 51))
        #expect(try decodes(stroke: #"stroke="red""#, limit: 52))
        // A file of a tiny size drawn large counts the same.
        let tiny = #"width="1e-200" height="1e-200" viewBox="0 0 1024 1024""#
        #expect(try !decodes(stroke: "", limit: 26, root: tiny, size: #", "width": 1024, "height": 1024"#))
        #expect(try decodes(stroke: "", limit: 27, root: tiny, size: #", "width": 1024, "height": 1024"#))
    }

    /// An edge is cut at every pixel row it crosses: a polygon of 10,000 edges each 10,000 points high, in an image of
    /// 10 × 10,000 pixels, takes as long as 71.5 megapixels of images (3/4 × 10⁸ edge rows), and counts so.
    @Test func edgesCountTheRowsTheyCross() {
        let points = (0..<10_000).map { "[\($0 % 2 * 10), \($0 % 2 * 10_000)]" }.joined(separator: ",")
        let manifest =
            #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}], "controls": [{"name": "z", "type": "polyline", "width": 10, "height": 10000, "closed": true, "fillColor": "red", "points": [\#(points)]}]}"#
        func decodes(limit: Int) -> Bool {
            (try? ManifestLoader.decode(Array(manifest.utf8), displayPath: "m", pngMegapixelLimit: limit)) != nil
        }
        #expect(!decodes(limit: 71))
        #expect(decodes(limit: 72))
    }

    /// What shadows and blurs work on counts against the run's PNGs, three times each pixel: 125 blurred groups in
    /// a file 1 point square each work on a layer of 1025 × 1025 pixels (the image and 512 past it), 376 megapixels
    /// with the image's; five controls pass 2,048, six do not.
    @Test func shadowsAndBlursCountAgainstTheRun() throws {
        let folder = try TemporaryFolder()
        let groups = String(
            repeating: #"<g filter="url(#f)"><rect x="-600" y="-600" width="1200" height="1200"/></g>"#, count: 125)
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><defs><filter id="f"><feGaussianBlur stdDeviation="200"/></filter></defs>\#(groups)</svg>"#,
            to: "blurs.svg")
        func errors(controls: Int) -> [String] {
            messages(
                importing: "blurs.svg", count: controls,
                outputs: #""outputs": [{"format": "png", "path": "P", "scales": [1]}]"#, folder: folder.path)
        }
        #expect(errors(controls: 5).isEmpty)
        let refused = errors(controls: 6)
        #expect(
            refused.count == 1 && refused[0].contains("would draw 2255 megapixels")
                && refused[0].contains("three times each pixel its shadows and blurs work on in a PNG"), "\(refused)")
    }

    /// A PDF draws its shadows and blurs as images with the same rasteriser: they count against the run too, so a
    /// PDF-only manifest of many blurred controls is refused before hours of drawing.
    @Test func pdfImagesOfBlursCountAgainstTheRun() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><filter id="f"><feGaussianBlur stdDeviation="8"/></filter></defs><g filter="url(#f)"><rect x="10" y="10" width="490" height="490"/></g></svg>"#,
            to: "blur.svg")
        func errors(controls: Int, shorthand: Bool = false) -> [String] {
            let outputs =
                shorthand ? #""output": "P", "formats": ["pdf"]"# : #""outputs": [{"format": "pdf", "path": "P"}]"#
            return messages(importing: "blur.svg", count: controls, outputs: outputs, folder: folder.path)
        }
        #expect(errors(controls: 1).isEmpty)
        for shorthand in [false, true] {
            let refused = errors(controls: 400, shorthand: shorthand)
            #expect(
                refused.count == 1 && refused[0].contains("six times in a PDF's images")
                    && refused[0].contains("more than the 2048 a run draws at most"), "\(refused)")
        }
    }

    /// A code file is built in memory and compiled whole: past two million path elements in one file, the entry
    /// with which it passes them is refused before anything is drawn.
    @Test func aCodeFileHoldsAtMostTwoMillionPathElements() {
        let points = (0..<10_000).map { "[\($0 % 100), \($0 / 100)]" }.joined(separator: ",")
        let manifest =
            #"{"version": 1, "outputs": [{"format": "compose", "path": "Gen/Art.kt"}], "controls": [{"name": "p{width}", "type": "polyline", "width": {"from": 1, "through": 250}, "height": 100, "lineWidth": 1, "strokeColor": "red", "points": [\#(points)]}]}"#
        do {
            _ = try ManifestLoader.decode(Array(manifest.utf8), displayPath: "m")
            Issue.record("250 polylines of 10,000 points were accepted")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(
                messages.count == 1
                    && messages[0].hasPrefix(
                        "controls[0]: with this entry the Jetpack Compose file would hold more than 2000000 path elements"
                    )
                    && messages[0].contains(#"(in "p201")"#), "\(messages)")
        }
    }

    @Test func aPolylineHasAtMostTenThousandPoints() {
        let points = Array(repeating: "[1, 1]", count: 10_001).joined(separator: ",")
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "p", "type": "polyline", "width": 10, "height": 10, "points": [\#(points)]}]}"#
        )
        #expect(
            errors == [
                #"assets.json:1:100: error: controls[0].points: 10001 points are more than the 10000 a control may have; simplify the drawing"#
            ])
        let allowed = Array(repeating: "[1, 1]", count: 10_000).joined(separator: ",")
        #expect(
            manifestErrors(
                #"{"version": 1, "controls": [{"name": "p", "type": "polyline", "width": 10, "height": 10, "points": [\#(allowed)]}]}"#
            ).isEmpty)
    }

    @Test func aPreviewHoldsAtMostTenThousandDrawings() {
        func manifest(_ count: Int) -> String {
            let stars = (0..<count).map { #"{"name": "s\#($0)", "type": "star"}"# }.joined(separator: ",")
            return
                #"{"version": 1, "outputs": [{"format": "preview", "path": "P/index.html"}], "controls": [\#(stars)]}"#
        }
        #expect(manifestErrors(manifest(10_000)).isEmpty)
        let errors = manifestErrors(manifest(10_001))
        #expect(
            errors.count == 1 && errors[0].contains("10001 drawings, more than the 10000 a page holds"), "\(errors)")
    }

    @Test func theLimitIsACommandLineOption() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}], "controls": [{"name": "r", "type": "rectangle", "width": 1100, "height": 1000, "fillColor": "red"}]}"#,
            to: "assets.json")
        let refused = CapturedConsole()
        #expect(runTool(["--max-png-megapixels", "1"], in: folder, captured: refused) == .invalidInput)
        #expect(refused.errors.contains("(--max-png-megapixels)"), "\(refused.errors)")
        #expect(!folder.exists("P"), "a refused manifest created its folder")
        #expect(runTool(["--max-png-megapixels=2", "--quiet"], in: folder) == .success)
        #expect(folder.exists("P/r.png"))
        let usage = CapturedConsole()
        #expect(runTool(["--max-png-megapixels", "0"], in: folder, captured: usage) == .invalidInput)
        #expect(usage.errors.contains("--max-png-megapixels needs a whole number of at least 1, not '0'"))
    }

    @Test func aPreviewOfTooManyStatesIsRefusedBeforeExpanding() {
        let errors = manifestErrors(
            #"{"version": 1, "outputs": [{"format": "preview", "path": "P/index.html"}], "controls": [{"name": "r-{width}-{height}", "type": "rectangle", "width": {"from": 1, "through": 1000}, "height": {"from": 1, "through": 100}}]}"#
        )
        #expect(
            errors.count == 1 && errors[0].contains("100000 drawings, more than the 10000 a page holds"), "\(errors)")
    }

    @Test func warningsNeverHideTheErrorOfAnEntry() {
        // 20 sizes over Android's lint limit (warnings), then one too large for a PNG (the error).
        let widths = (301...320).map(String.init).joined(separator: ",") + ",9000"
        let errors = manifestErrors(
            #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}, {"format": "vectorDrawable", "path": "res"}], "controls": [{"name": "r-{width}", "type": "rectangle", "width": {"each": [\#(widths)]}, "height": 9000}]}"#
        )
        #expect(errors.count == 1 && errors[0].contains("more than the 64 megapixels"), "\(errors)")
    }

    /// Each nested layer of imported artwork is counted as large as a layer may be (a filter as three: its region's
    /// clip, its layer and its effects, each reaching 512 pixels past the image): 7 nested blurs over 4000 × 4000
    /// pixels would hold 521 megapixels, refused before drawing; 6 hold 449 and pass.
    @Test func deeplyNestedLayersOfALargeImageAreRefused() throws {
        let folder = try TemporaryFolder()
        func errors(nesting depth: Int) throws -> [String] {
            let groups = String(repeating: #"<g filter="url(#b)">"#, count: depth)
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="b"><feGaussianBlur stdDeviation="2"/></filter>\#(groups)<rect width="9" height="9"/>\#(String(repeating: "</g>", count: depth))</svg>"#,
                to: "deep.svg")
            let manifest =
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1, 2]}], "controls": [{"name": "deep", "type": "svg", "source": "deep.svg"}]}"#
            return manifestErrors(manifest, folder: folder.path)
        }
        let deep = try errors(nesting: 7)
        #expect(
            deep == [
                "assets.json:1:92: error: controls[0]: at 2x its PNG would hold 521 megapixels at once on the layers deep.svg nests (each group with an opacity, a clip, a mask, a blend mode or isolation, each pattern, marker and nested <svg> that clips, counted as the whole image, a filter as up to four), more than the 512 a PNG holds; flatten nested groups in deep.svg, or lower the scale or the size"
            ], "\(deep)")
        let shallower = try errors(nesting: 6)
        #expect(shallower.isEmpty, "\(shallower)")
    }

    /// Imported artwork's round joins and caps are drawn in steps that grow with the stroke's width in pixels: a
    /// stroke 50 points wide at 3x takes about 39.5 steps for a half turn, as at each join of a zigzag, so 25,331
    /// joins pass and 25,333 are refused; with miter joins nothing is counted, and a smooth line's joins count what
    /// they turn.
    @Test func theRoundJoinsOfImportedArtworkAreBounded() throws {
        let folder = try TemporaryFolder()
        func errors(zigzags: Int, join: String, step: String = " l1 1 -1 -1") throws -> [String] {
            let path = "M0 0" + String(repeating: step, count: zigzags)
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="\#(path)" fill="none" stroke="black" stroke-width="50" stroke-linejoin="\#(join)"/></svg>"#,
                to: "zigzag.svg")
            let manifest =
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1, 3]}], "controls": [{"name": "zigzag", "type": "svg", "source": "zigzag.svg"}]}"#
            return manifestErrors(manifest, folder: folder.path)
        }
        #expect(try errors(zigzags: 12_666, join: "round").isEmpty)
        let refused = try errors(zigzags: 12_667, join: "round")
        #expect(
            refused == [
                "assets.json:1:92: error: controls[0]: at 3x the round joins and caps of zigzag.svg would make its PNG draw stroke outlines of about 1000058 points, more than the 1000000 a PNG draws; use thinner strokes, fewer points or dashes, or miter or bevel joins and butt caps in zigzag.svg, or lower the scale or the size"
            ], "\(refused)")
        #expect(try errors(zigzags: 12_667, join: "miter").isEmpty)
        // As many joins along a gentle curve turn a few degrees each: a step or two.
        #expect(try errors(zigzags: 12_667, join: "round", step: " l1 0.05 1 0.1").isEmpty)
    }

    /// A dash has two caps: round dashes 0.0006 long on a line 1000 points long count about 1.7 million caps, refused
    /// before drawing (it drew for minutes in 1.8 GB); the same line solid passes.
    @Test func eachDashOfImportedArtworkCountsTwoCaps() throws {
        let folder = try TemporaryFolder()
        func errors(dashes: String) throws -> [String] {
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="100"><path d="M0 50H1000" stroke="black" stroke-width="100" stroke-linecap="round" \#(dashes)/></svg>"#,
                to: "dashes.svg")
            return manifestErrors(
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [3]}], "controls": [{"name": "d", "type": "svg", "source": "dashes.svg"}]}"#,
                folder: folder.path)
        }
        let dashed = try errors(dashes: #"stroke-dasharray="0.0006 0.0006""#)
        #expect(dashed.contains { $0.contains("the round joins and caps of dashes.svg would make") }, "\(dashed)")
        #expect(try errors(dashes: "").isEmpty)
    }

    /// At another aspect ratio than its file's, a control shows another part of it: what it paints is measured on
    /// its own drawing. 5,000 lines 1 point high across the middle of a square file, sliced into a 10,000 × 100
    /// control, each cover the whole image: 954 megapixels × (1 + 5,000 / 4) are counted, not the square's 1 %.
    @Test func anotherAspectRatioIsMeasuredOnTheControlsDrawing() throws {
        let folder = try TemporaryFolder()
        let lines = String(repeating: #"<rect y="49.5" width="100" height="1"/>"#, count: 5_000)
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" preserveAspectRatio="xMidYMid slice">\#(lines)</svg>"#,
            to: "slice.svg")
        func decodes(width: Int, limit: Int) -> Bool {
            let manifest =
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}], "controls": [{"name": "s", "type": "svg", "source": "slice.svg", "width": \#(width), "height": 100}]}"#
            return
                (try? ManifestLoader.decode(
                    Array(manifest.utf8), displayPath: "m", folder: folder.path, pngMegapixelLimit: limit)) != nil
        }
        #expect(!decodes(width: 10_000, limit: 1_000))
        #expect(decodes(width: 10_000, limit: 1_200))
        // At the file's own aspect ratio, the lines cover 1 % of it 5,000 times.
        #expect(decodes(width: 100, limit: 1))
    }

    /// Each shadow or blur works on its group's layer, as far as it reaches: 9 blurred squares of 2000 points at 2x
    /// work on 9 layers of 4024 × 4024 pixels (the image and the blur's 12 pixels past it), 139 megapixels, refused
    /// before drawing; 8 pass. A PDF draws each as
    /// an image of at most 2048 × 2048 pixels (4 megapixels): 33 are refused, 32 pass.
    @Test func theWorkOfShadowsAndBlursIsBounded() throws {
        let folder = try TemporaryFolder()
        func errors(blurs: Int, format: String) throws -> [String] {
            let groups = String(
                repeating: #"<g filter="url(#b)"><rect width="2000" height="2000"/></g>"#, count: blurs)
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="b"><feGaussianBlur stdDeviation="2"/></filter>\#(groups)</svg>"#,
                to: "blurs.svg")
            let manifest =
                #"{"version": 1, "outputs": [{"format": "\#(format)", "path": "P", "scales": [1, 2]}], "controls": [{"name": "blurs", "type": "svg", "source": "blurs.svg"}]}"#
                .replacingOccurrences(of: #", "scales": [1, 2]"#, with: format == "png" ? #", "scales": [1, 2]"# : "")
            return manifestErrors(manifest, folder: folder.path)
        }
        let png = try errors(blurs: 9, format: "png")
        #expect(
            png == [
                "assets.json:1:92: error: controls[0]: at 2x the layers, shadows and blurs of blurs.svg would work on 139 megapixels of its PNG (the layer of each group with a shadow or a blur, as large as it reaches, a quarter of each shadow's buffer, as far past it as the shadow spreads and blurs, and a sixteenth of each other group with an opacity, a clip, a mask or a blend mode), more than the 128 a PNG draws for them; use fewer or smaller shadows, blurs and translucent groups, or lower the scale or the size"
            ], "\(png)")
        #expect(try errors(blurs: 8, format: "png").isEmpty)
        let pdf = try errors(blurs: 33, format: "pdf")
        #expect(
            pdf == [
                "assets.json:1:74: error: controls[0]: the shadows and blurs of blurs.svg would take about 132 megapixels of images in its PDF (each drawn again within the image of every group with effects around it), more than the 128 a PDF draws for them; use fewer, smaller or less nested shadows and blurs, or lower the size"
            ], "\(pdf)")
        #expect(try errors(blurs: 32, format: "pdf").isEmpty)
    }

    /// Every scale and output draws its own: 7 blurred squares of 500 points work on 113 megapixels at 8x, within
    /// the limit of one PNG, and on 357 over scales 1 to 8; two such outputs pass the 512 of one control.
    @Test func theWorkOfAControlsShadowsAndBlursIsBoundedOverAllItsFiles() throws {
        let folder = try TemporaryFolder()
        let groups = String(repeating: #"<g filter="url(#b)"><rect width="500" height="500"/></g>"#, count: 7)
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><filter id="b"><feGaussianBlur stdDeviation="2"/></filter>\#(groups)</svg>"#,
            to: "blurs.svg")
        func errors(outputs: Int) -> [String] {
            let output = #"{"format": "png", "path": "P", "scales": [1, 2, 3, 4, 5, 6, 7, 8]}"#
            let list = (0..<outputs).map { output.replacingOccurrences(of: #""P""#, with: "\"P\($0)\"") }
            let manifest =
                #"{"version": 1, "outputs": [\#(list.joined(separator: ", "))], "controls": [{"name": "blurs", "type": "svg", "source": "blurs.svg"}]}"#
            return manifestErrors(manifest, folder: folder.path)
        }
        #expect(errors(outputs: 1).isEmpty)
        let twice = errors(outputs: 2)
        #expect(twice.count == 1, "\(twice)")
        #expect(
            twice.first?.contains(
                "the layers, shadows and blurs of blurs.svg would work on 714 megapixels over all the PNGs and PDFs of this control (every scale, output and appearance draws its own), more than the 512"
            ) == true, "\(twice)")
    }

    /// A translucent group is a layer too, made, drawn on and composited: a sixteenth of its pixels. 2,200 of
    /// 1000 × 1000 pixels count 132 megapixels, refused; 2,100 pass.
    @Test func manyTranslucentGroupsAreBounded() throws {
        let folder = try TemporaryFolder()
        func errors(groups: Int) throws -> [String] {
            let group = #"<g opacity="0.5"><rect width="1000" height="1000"/></g>"#
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">\#(String(repeating: group, count: groups))</svg>"#,
                to: "layers.svg")
            let manifest =
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [1]}], "controls": [{"name": "layers", "type": "svg", "source": "layers.svg"}]}"#
            return manifestErrors(manifest, folder: folder.path)
        }
        let many = try errors(groups: 2_200)
        #expect(
            many.count == 1
                && many[0].contains("at 1x the layers, shadows and blurs of layers.svg would work on 132 megapixels"),
            "\(many)")
        #expect(try errors(groups: 2_100).isEmpty)
    }

    @Test func roundJoinsOfAVeryWideStrokeAreBounded() {
        func polyline(points: Int, lineWidth: Int, join: String) -> String {
            let list = Array(repeating: "[10, 50], [90, 50]", count: points / 2).joined(separator: ", ")
            return
                #"{"version": 1, "outputs": [{"format": "png", "path": "P", "scales": [10]}], "controls": [{"name": "p", "type": "polyline", "width": 100, "height": 100, "points": [\#(list)], "strokeColor": "black", "lineWidth": \#(lineWidth), "lineJoin": "\#(join)"}]}"#
        }
        let errors = manifestErrors(polyline(points: 10_000, lineWidth: 10_000, join: "round"))
        #expect(
            errors.count == 1 && errors[0].contains("controls[0].lineWidth: at 10x its round joins would make"),
            "\(errors)")
        #expect(manifestErrors(polyline(points: 1_000, lineWidth: 10_000, join: "round")).isEmpty)
        #expect(manifestErrors(polyline(points: 10_000, lineWidth: 10_000, join: "bevel")).isEmpty)
        #expect(manifestErrors(polyline(points: 10_000, lineWidth: 10, join: "round")).isEmpty)
    }
}
