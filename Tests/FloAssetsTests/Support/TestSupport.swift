import Foundation
import Testing
@testable import FloAssets

/// Geometry is compared with a tolerance, never `==`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, tolerance: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, tolerance: tolerance) && isClose(a.y, b.y, tolerance: tolerance)
}

/// The repository's root folder, found from this file's path.
let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fresh temporary folder, deleted when the test's scope ends.
final class TemporaryFolder: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "flo-assets-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appending(path: name))
    }

    func read(_ name: String) throws -> Data {
        try Data(contentsOf: url.appending(path: name))
    }
}

/// Captures what a command prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
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
func runTool(_ arguments: [String], in folder: TemporaryFolder, captured: CapturedConsole = CapturedConsole()) -> ExitCode {
    FloAssetsCommand.main(arguments: arguments, workingDirectory: folder.url, console: captured.console)
}

/// The default manifest of the repository, as text.
func defaultManifestText() throws -> String {
    try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8)
}

/// Decodes manifest text, failing the test on errors.
func decodeManifest(_ text: String) throws -> Manifest {
    try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json").manifest
}

/// The points a path passes through, for tests: each element's end point.
func endPoints(_ path: Path) -> [Point] {
    path.elements.compactMap { element in
        switch element {
        case .move(let p), .line(let p), .cubic(_, _, let p): p
        case .arc(let arc): arc.endPoint
        case .close: nil
        }
    }
}
