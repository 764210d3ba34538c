import Foundation
@testable import FloAssets

/// The built `flo-assets` executable, for tests that need a real process (signals, environment, concurrency).
enum ToolProcess {
    static let executable: URL? = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(folder.appending(path: "flo-assets"))
            folder.deleteLastPathComponent()
        }
        candidates.append(repositoryRoot.appending(path: ".build/debug/flo-assets"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Starts the tool in `folder` with `arguments` and extra environment; output is discarded.
    static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Process {
        guard let executable else { throw ExternalTools.MissingTool(name: "flo-assets (swift build)") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs the tool to completion; returns its exit status.
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Int32 {
        let process = try start(arguments, in: folder, environment: environment)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// A manifest of `count` controls cycling through the Flo drawings; `variant` changes every colour.
func syntheticManifest(count: Int, variant: Int = 0) -> String {
    let fill = variant == 0 ? "#57DAD5" : "#D55757"
    var controls: [String] = []
    for index in 0..<count {
        switch index % 3 {
        case 0: controls.append(#"{"name": "plus-\#(index)", "type": "pushButton", "width": 100, "height": 100, "fillColor": "\#(fill)"}"#)
        case 1: controls.append(#"{"name": "minus-\#(index)", "type": "pushButton", "width": 50, "height": 50, "fillColor": "\#(fill)", "isAddButton": false}"#)
        default: controls.append(#"{"name": "counter-\#(index)", "type": "counterView", "width": 230, "height": 230, "counter": \#(index % 9), "counterColor": "\#(fill)"}"#)
        }
    }
    return "{\"version\": 1, \"controls\": [\n" + controls.joined(separator: ",\n") + "\n]}\n"
}
