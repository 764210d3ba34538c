import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing
@testable import FloOutputFolder
@testable import FloSupport
@testable import flo_assets

/// Geometry is compared with a tolerance, never `==`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// Captures what a command prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = Lock()
    private var outputLines: [String] = []
    private var errorLines: [String] = []

    var output: String { lock.locked { outputLines.joined(separator: "\n") } }
    var errors: String { lock.locked { errorLines.joined(separator: "\n") } }

    var console: FloAssetsCommand.Console {
        FloAssetsCommand.Console(
            output: { text in self.lock.locked { self.outputLines.append(text) } },
            error: { text in self.lock.locked { self.errorLines.append(text) } })
    }
}

/// Runs the command in-process in `folder`.
@discardableResult
func runTool(_ arguments: [String], in folder: TemporaryFolder, captured: CapturedConsole = CapturedConsole())
    -> ExitCode
{
    // Stamps in one folder for every test rather than in the user's cache; a test that sets them keeps its own.
    let choosesCache = arguments.contains {
        ["--cache", "--no-cache", "crispness-report", "schema", "help", "--help", "--version"].contains($0)
    }
    let cache = choosesCache ? [] : ["--cache", testStampsFolder]
    return FloAssetsCommand.main(arguments: arguments + cache, workingDirectory: folder.path, console: captured.console)
}

/// Where in-process runs keep their stamps: in the test process's own cache, removed when it exits.
let testStampsFolder = TestCache.folder + "/stamps"

/// The default manifest of the repository, as text.
func defaultManifestText() throws -> String {
    try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8)
}

/// The default manifest written with the `output` + `formats` shorthand (SVG and PDF into `Assets`, no page), which
/// `--output DIR` replaces rather than re-roots.
func shorthandManifestText() throws -> String {
    let text = try defaultManifestText()
    guard let start = text.range(of: "  \"outputs\": ["),
        let end = text.range(of: "  ],\n", range: start.upperBound..<text.endIndex)
    else { return text }
    return text.replacingCharacters(
        in: start.lowerBound..<end.upperBound, with: "  \"output\": \"Assets\",\n  \"formats\": [\"svg\", \"pdf\"],\n")
}

/// The default manifest, decoded.
func defaultManifest() throws -> Manifest {
    try decodeManifest(try defaultManifestText())
}

/// The paths of every file the default manifest produces, relative to its folder, from the decoded manifest.
func defaultPaths() throws -> [String] {
    let manifest = try defaultManifest()
    return manifest.outputGroups.flatMap { group in
        AssetRenderer(manifest: manifest, group: group).allPaths.map { group.path + "/" + $0 }
    }
}

/// Decodes manifest text, failing the test on errors.
func decodeManifest(_ text: String) throws -> Manifest {
    try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: repositoryRoot.path).manifest
}

/// The error lines for manifest text whose files lie in `folder` (empty when it decodes).
func manifestErrors(_ text: String, folder: String = repositoryRoot.path) -> [String] {
    do {
        _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder)
        return []
    } catch {
        return error.diagnostics.filter { $0.severity == .error }.map(\.description)
    }
}

/// The messages of every diagnostic of a manifest with `outputs` (its members that give them) and `count` controls
/// importing `source` from `folder`; none when it decodes.
func messages(importing source: String, count: Int, outputs: String, folder: String) -> [String] {
    let entries = (0..<count).map { #"{"name": "c\#($0)", "type": "svg", "source": "\#(source)"}"# }
    let manifest = #"{"version": 1, \#(outputs), "controls": [\#(entries.joined(separator: ","))]}"#
    do {
        _ = try ManifestLoader.decode(Array(manifest.utf8), displayPath: "m", folder: folder)
        return []
    } catch {
        return error.diagnostics.map(\.message)
    }
}

/// The points a path passes through, for tests: each element's end point.
func endPoints(_ path: Path) -> [Point] {
    path.elements.compactMap { element in
        switch element {
        case .move(let p), .line(let p): p
        case .arc(let arc): arc.endPoint
        case .curve(_, _, let end): end
        case .close: nil
        }
    }
}

/// A generated file names itself by its path in test logs, rather than by thousands of bytes.
extension GeneratedFile: CustomTestStringConvertible {
    public var testDescription: String { path }
}
