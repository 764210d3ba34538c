import FloAssetsTestSupport
import Testing

@testable import FloAssets
@testable import flo_assets

/// The outputs judged as a set before any folder is made: each clash a located manifest error, and a run that stops
/// on an error leaves no folder behind.
@Suite struct OutputSetTests {
    private func errors(outputs: String, controls: String = #"{"name": "b", "type": "star"}"#) -> [String] {
        manifestErrors(#"{"version": 1, "outputs": [\#(outputs)], "controls": [\#(controls)]}"#)
    }

    @Test func aFolderInsideAnotherOutputsFileIsRefused() {
        let file = errors(outputs: #"{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/b.svg"}"#)
        #expect(
            file == [
                #"assets.json:1:86: error: outputs[1].path: "A/b.svg" is the file "b.svg" of the svg output to "A", or inside it; choose another folder"#
            ])
        let deeper = errors(outputs: #"{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/B.SVG/c"}"#)
        #expect(deeper.count == 1 && deeper[0].contains(#"is the file "b.svg" of the svg output"#), "\(deeper)")
        let page = errors(
            outputs: #"{"format": "preview", "path": "A/index.html"}, {"format": "svg", "path": "./A/index.html/x"}"#)
        #expect(page.count == 1 && page[0].contains(#"the file "index.html" of the preview output"#), "\(page)")
        let index = errors(
            outputs: #"{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/.flo-assets-index/b"}"#)
        #expect(
            index.count == 1 && index[0].contains(#"is the file ".flo-assets-index" of the svg output"#), "\(index)")
        let folded = errors(outputs: #"{"format": "svg", "path": "Assets"}, {"format": "pdf", "path": "assets/B.SVG"}"#)
        #expect(folded.count == 1, "a folder in another case is the same folder on macOS: \(folded)")
        // A sibling folder, or a folder whose name only starts like the file, is fine.
        #expect(errors(outputs: #"{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/b.svgs"}"#).isEmpty)
        #expect(errors(outputs: #"{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/sub"}"#).isEmpty)
    }

    /// One folder on macOS, two on Linux: a repository generated on one would not be what the other reads.
    @Test func aFolderSpelledInAnotherCaseIsRefused() {
        let twins = errors(outputs: #"{"format": "svg", "path": "Assets"}, {"format": "pdf", "path": "./assets"}"#)
        #expect(
            twins == [
                #"assets.json:1:91: error: outputs[1].path: "./assets" names the folder "Assets" of the output to "Assets" as "assets": a case-insensitive file system (macOS, Windows) makes them one folder, a case-sensitive one two; spell it "Assets" in both"#
            ])
        let parent = errors(outputs: #"{"format": "svg", "path": "Art/svg"}, {"format": "png", "path": "art/png"}"#)
        #expect(parent.count == 1 && parent[0].contains(#"names the folder "Art" of the output to "Art/svg" as "art""#))
        // An accent composed in one and decomposed in the other is one folder on macOS too.
        let accents = errors(
            outputs: #"{"format": "svg", "path": "Caf\u00e9"}, {"format": "pdf", "path": "Cafe\u0301"}"#)
        #expect(
            accents.count == 1 && accents[0].contains("with other Unicode characters (an accent composed in one"),
            "\(accents)")
        // Spelled alike, or different beyond case, they are fine.
        #expect(errors(outputs: #"{"format": "svg", "path": "Art/svg"}, {"format": "png", "path": "Art/png"}"#).isEmpty)
        #expect(
            errors(outputs: #"{"format": "svg", "path": "Art/svg"}, {"format": "png", "path": "Arts/SVG"}"#).isEmpty)
    }

    @Test func twoPagesInOneFolderDifferMoreThanInCase() {
        let pages = errors(
            outputs: #"{"format": "preview", "path": "A/index.html"}, {"format": "preview", "path": "A/INDEX.html"}"#)
        #expect(
            pages.count == 1 && pages[0].contains(#"outputs[1]: "preview" to "A/INDEX.html" is listed twice"#),
            "\(pages)")
    }

    @Test func twoOutputsWritingOneFileAreRefused() {
        let catalog = errors(
            outputs:
                #"{"format": "xcassets", "path": "A.xcassets", "vector": "svg"}, {"format": "svg", "path": "A.xcassets/B.imageset"}"#,
            controls: #"{"name": "B", "type": "star"}"#)
        #expect(
            catalog == [
                #"assets.json:1:117: error: outputs[1].path: this output would write "B.imageset/B.svg" of the xcassets output to "A.xcassets" too; choose another folder"#
            ])
    }

    /// Xcode reads a set's files from its `Contents.json`: another output's files in a set are strays it warns of.
    @Test func noOutputGoesIntoACatalogsSet() {
        for set in [
            "B.imageset", "water.colorset", "AppIcon.appiconset/x", "Atlas.spriteatlas", "Icon.stickersiconset",
        ] {
            let found = errors(
                outputs:
                    #"{"format": "xcassets", "path": "A.xcassets"}, {"format": "svg", "path": "A.xcassets/\#(set)"}"#,
                controls: #"{"name": "B", "type": "star"}"#)
            #expect(
                found == [
                    #"assets.json:1:100: error: outputs[1].path: "A.xcassets/\#(set)" is inside "\#(set.prefix { $0 != "/" })" of the xcassets output to "A.xcassets", and Xcode reads only the files a set's Contents.json lists; choose a folder outside the catalog's sets"#
                ], "\(found)")
        }
        #expect(
            errors(
                outputs:
                    #"{"format": "xcassets", "path": "A.xcassets"}, {"format": "svg", "path": "A.xcassets/v1.offset"}"#
            )
            .isEmpty)
    }

    @Test func nothingButResourcesGoesIntoAVectorDrawableFolder() {
        for format in ["png", "svg", "pdf"] {
            let found = errors(
                outputs:
                    #"{"format": "vectorDrawable", "path": "res"}, {"format": "\#(format)", "path": "res/drawable"}"#,
                controls: #"{"name": "plus_button", "type": "star"}"#)
            #expect(found.count == 1, "\(format): \(found)")
            #expect(found.first?.contains(#""res/drawable" is in "res", the vectorDrawable output's"#) == true)
        }
        let page = errors(
            outputs:
                #"{"format": "vectorDrawable", "path": "app/res"}, {"format": "preview", "path": "app/res/index.html"}"#
        )
        #expect(page.count == 1, "\(page)")
        #expect(
            errors(outputs: #"{"format": "vectorDrawable", "path": "res"}, {"format": "png", "path": "resources"}"#)
                .isEmpty)
    }

    @Test func aPNGOutputInADrawableFolderWritesOnlyNamesAndroidAccepts() {
        let scaled = errors(
            outputs: #"{"format": "png", "path": "app/res/drawable-xhdpi"}"#,
            controls: #"{"name": "plus_button", "type": "star"}"#)
        #expect(scaled.count == 1 && scaled[0].contains(#"would write "plus_button@2x.png" there"#), "\(scaled)")
        let hyphen = errors(
            outputs: #"{"format": "png", "path": "res/mipmap", "scales": [1]}"#,
            controls: #"{"name": "plus-button", "type": "star"}"#)
        #expect(hyphen.count == 1 && hyphen[0].contains(#""plus-button.png""#), "\(hyphen)")
        let dark = manifestErrors(
            ##"{"version": 1, "colors": {"c": {"any": "#000000", "dark": "#FFFFFF"}}, "outputs": [{"format": "png", "path": "res/drawable", "scales": [1]}], "controls": [{"name": "b", "type": "rectangle", "width": 10, "height": 10, "fillColor": "c"}]}"##
        )
        #expect(dark.count == 1 && dark[0].contains(#""b~dark.png""#), "\(dark)")
        #expect(dark.first?.contains("which Android picks by folder (drawable-night), not by name") == true)
        let contrast = manifestErrors(
            ##"{"version": 1, "colors": {"c": {"any": "#000000", "highContrast": "#FFFFFF"}}, "outputs": [{"format": "png", "path": "res/drawable", "scales": [1]}], "controls": [{"name": "b", "type": "rectangle", "width": 10, "height": 10, "fillColor": "c"}]}"##
        )
        #expect(
            contrast.first?.contains(#""b~highContrast.png" there, a high-contrast variant, for which Android has no"#)
                == true, "\(contrast)")
        let upper = errors(
            outputs: #"{"format": "png", "path": "res/drawable", "scales": [1]}"#,
            controls: #"{"name": "Big_one", "type": "star"}"#)
        #expect(upper.count == 1 && upper[0].contains("it must start with a lower-case letter"), "\(upper)")
        #expect(
            errors(
                outputs: #"{"format": "png", "path": "res/drawable-xhdpi", "scales": [1]}"#,
                controls: #"{"name": "plus_button", "type": "star"}"#
            ).isEmpty)
        #expect(errors(outputs: #"{"format": "png", "path": "drawables"}"#).isEmpty)
    }

    @Test func aPNGOutputThatOutputLeadsIntoADrawableFolderIsCheckedToo() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "png", "path": ".", "scales": [2]}], "controls": [{"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        let console = CapturedConsole()
        #expect(runTool(["--output", "app/res/drawable-xhdpi"], in: folder, captured: console) == .invalidInput)
        #expect(
            console.errors.contains(
                #"outputs[0].path: "app/res/drawable-xhdpi" is an Android resource folder and this output would write "star@2x.png""#
            ), "\(console.errors)")
        #expect(!folder.exists("app"))
        #expect(runTool(["--output", "app/res/png", "--quiet"], in: folder) == .success)
    }

    @Test func aRunStoppedByAConflictLeavesNoNewFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "new/A"}, {"format": "pdf", "path": "B"}, {"format": "svg", "path": "new/C/D"}], "controls": [{"name": "b", "type": "star"}]}"#,
            to: "assets.json")
        try folder.write("mine", to: "B/b.pdf")
        let console = CapturedConsole()
        #expect(runTool(["--no-cache"], in: folder, captured: console) == .invalidInput)
        #expect(console.errors.contains("B/b.pdf: error: exists and was not generated by flo-assets"))
        #expect(!folder.exists("new"), "the earlier output's new folder was left behind")
        #expect(String(decoding: try folder.read("B/b.pdf"), as: UTF8.self) == "mine")
    }

    @Test func aRefusedManifestCreatesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "A"}, {"format": "pdf", "path": "A/b.svg"}], "controls": [{"name": "b", "type": "star"}]}"#,
            to: "assets.json")
        #expect(runTool(["--no-cache"], in: folder) == .invalidInput)
        #expect(!folder.exists("A"))
    }
}
