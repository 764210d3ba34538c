import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

/// The scan for the app's own resources that would clash with ours: never through a link, and reading values files
/// as Android's resource merger does.
@Suite struct AndroidClashTests {
    static let manifest =
        ##"{"version": 1, "colors": {"water": "#57DAD5", "deep-sea": "#000000"}, "outputs": [{"format": "vectorDrawable", "path": "res"}], "controls": [{"name": "passwd", "type": "star"}, {"name": "plus-button", "type": "star"}]}"##

    /// A folder with the manifest and `files` (relative path → text).
    private func folder(_ files: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(Self.manifest, to: "assets.json")
        for (path, text) in files { try folder.write(text, to: path) }
        return folder
    }

    @Test func linksInTheResourceFolderAreNeverFollowed() throws {
        // Outside the output folder: a file named like a control, and a values file defining a palette colour.
        let outside = try TemporaryFolder()
        try outside.write("secret", to: "etc/passwd")
        try outside.write(#"<resources><color name="water">#FFFFFF</color></resources>"#, to: "values/colors.xml")
        let folder = try folder([:])
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "res"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "res/drawable-x").path, withDestinationPath: outside.url.path + "/etc")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appending(path: "res/values-x").path, withDestinationPath: outside.url.path + "/values")
        let check = CapturedConsole()
        #expect(runTool(["--check"], in: folder, captured: check) == .checkFailed)
        #expect(!check.errors.contains("drawable-x") && !check.errors.contains("values-x"), "\(check.errors)")
        let generate = CapturedConsole()
        #expect(runTool([], in: folder, captured: generate) == .success, "\(generate.errors)")
        #expect(runTool(["--check", "--quiet"], in: folder) == .success)
        #expect(String(decoding: try outside.read("etc/passwd"), as: UTF8.self) == "secret")
    }

    @Test(arguments: [
        #"<resources><item name="water" type="color">#FFF</item></resources>"#,
        #"<resources><item type="color" name="water">#FFF</item></resources>"#,
        #"<resources><color   name = "water" >#FFF</color></resources>"#,
        "<resources>\n  <color\n    name='water'>#FFF</color>\n</resources>",
        #"<?xml version="1.0"?><!-- ours --><resources><color name="deep_sea">#FFF</color></resources>"#,
        #"<resources><color name="deep.sea">#FFF</color></resources>"#,
        #"<resources><drawable name="plus_button">@color/x</drawable></resources>"#,
        #"<resources><item name="passwd" type="drawable">@null</item></resources>"#,
        #"<resources><color name="&#119;ater">#FFF</color></resources>"#,
        #"<resources><drawable name="pl&#x75;s_button">@null</drawable></resources>"#,
    ])
    func everySpellingOfAClashingResourceIsFound(values: String) throws {
        let folder = try folder(["res/values/mine.xml": values])
        let console = CapturedConsole()
        #expect(runTool([], in: folder, captured: console) == .invalidInput)
        #expect(console.errors.hasPrefix("res/values/mine.xml: error: "), "\(console.errors)")
        #expect(!folder.exists("res/drawable"))
    }

    @Test(arguments: [
        #"<resources><!-- <color name="water">#FFF</color> --></resources>"#,
        #"<resources><![CDATA[<color name="water">#FFF</color>]]></resources>"#,
        #"<resources><style name="s"><item name="water" type="color">#FFF</item></style></resources>"#,
        #"<resources><color name="waters">#FFF</color><string name="water">Water</string></resources>"#,
        #"<resources><drawable name="Plus_button">@null</drawable></resources>"#,
    ])
    func whatDeclaresNoClashingResourceIsLeftAlone(values: String) throws {
        let folder = try folder(["res/values/mine.xml": values])
        let console = CapturedConsole()
        #expect(runTool(["--quiet"], in: folder, captured: console) == .success, "\(console.errors)")
    }

    @Test func onlyTheConfigurationsWrittenHereCanClash() throws {
        // Alternatives in other configurations, a night colour the palette has no dark value for, and names
        // Android's build ignores.
        let folder = try folder([
            "res/drawable-hdpi/plus_button.png": "png",
            "res/drawable-v24/passwd.xml": "<vector/>",
            "res/values-land/colors.xml": #"<resources><color name="water">#FFF</color></resources>"#,
            "res/values-night/colors.xml": #"<resources><color name="water">#FFF</color></resources>"#,
            "res/values/.hidden.xml": #"<resources><color name="water">#FFF</color></resources>"#,
            "res/drawable/plus_button.png~": "backup",
        ])
        let console = CapturedConsole()
        #expect(runTool(["--quiet"], in: folder, captured: console) == .success, "\(console.errors)")
        // In the configurations written here: a colour state list, a drawable in another format.
        let clashing = try self.folder([
            "res/color/water.xml": "<selector/>", "res/drawable/passwd.png": "png",
        ])
        let found = CapturedConsole()
        #expect(runTool([], in: clashing, captured: found) == .invalidInput)
        #expect(found.errors.contains("res/color/water.xml: error: is the colour water"), "\(found.errors)")
        #expect(found.errors.contains("res/drawable/passwd.png: error: is the resource drawable/passwd"))
    }

    @Test func aValuesFileTooLargeToCheckIsReported() throws {
        let padding = String(repeating: "<string name=\"s\">x</string>\n", count: (16 << 20) / 20)
        let folder = try folder(["res/values/strings.xml": "<resources>\n" + padding + "</resources>\n"])
        let console = CapturedConsole()
        #expect(runTool([], in: folder, captured: console) == .invalidInput)
        #expect(console.errors.contains("res/values/strings.xml: error: is larger than 16 MiB"), "\(console.errors)")
    }

    @Test func theValuesReaderListsOnlyTheChildrenOfResources() {
        let file = AndroidValuesFile(
            Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <!DOCTYPE resources>
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <color name="a" tools:ignore="Unused">#FFF</color>
                    <item type="dimen" name="b">1dp</item>
                    <style name="c" parent="Theme"><item name="colorPrimary">@color/a</item></style>
                    <drawable name='d'/>
                    <item name="e"/>
                </resources>
                """.utf8))
        #expect(
            file.resources == [
                .init(type: "color", name: "a"), .init(type: "dimen", name: "b"), .init(type: "style", name: "c"),
                .init(type: "drawable", name: "d"),
            ])
    }

    @Test func malformedValuesStopTheScanQuietly() {
        #expect(AndroidValuesFile(Array("<resources><color name=water>".utf8)).resources.isEmpty)
        #expect(AndroidValuesFile(Array("<resources><!-- never closed <color name='a'/>".utf8)).resources.isEmpty)
        #expect(AndroidValuesFile(Array("<".utf8)).resources.isEmpty)
    }
}
