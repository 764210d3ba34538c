import Foundation

/// The built `flo-assets` executable, for tests that need a real process (signals, environment, concurrency):
/// `$FLO_ASSETS_TOOL` when set (CI points it at the release build, which draws PNGs about 20 times faster), else the
/// build next to the tests.
public enum ToolProcess {
    public static let executable: URL? = {
        if let path = ProcessInfo.processInfo.environment["FLO_ASSETS_TOOL"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<4 {
            candidates.append(folder.appending(path: "flo-assets"))
            folder.deleteLastPathComponent()
        }
        candidates.append(repositoryRoot.appending(path: ".build/debug/flo-assets"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether the tool is an optimised build: `$FLO_ASSETS_TOOL` is taken to be one (CI points it at the release
    /// build), and the build next to the tests is built as they are.
    public static let isOptimized: Bool = {
        if let path = ProcessInfo.processInfo.environment["FLO_ASSETS_TOOL"], !path.isEmpty { return true }
        #if DEBUG
            return false
        #else
            return true
        #endif
    }()

    /// The seconds within which the tool must refuse hostile input, or draw what it bounds: the debug build that
    /// `swift test` runs by default parses and draws about ten times slower than the release build.
    public static var promptSeconds: Double { isOptimized ? 5 : 25 }

    /// The tool, set up to run in `folder` with `arguments` and extra environment.
    private static func makeProcess(_ arguments: [String], in folder: URL, environment: [String: String]) throws
        -> Process
    {
        guard let executable else { throw ExternalTools.MissingTool(name: "flo-assets (swift build)") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Never the user's cache: a test that wants its own passes it.
        process.environment = ProcessInfo.processInfo.environment.merging(TestCache.environment) { $1 }
            .merging(environment) { $1 }
        return process
    }

    /// Starts the tool in `folder` with `arguments` and extra environment; output is discarded.
    public static func start(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws
        -> Process
    {
        let process = try makeProcess(arguments, in: folder, environment: environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Starts the tool in `folder`, printing into two files (outside it) that the test can read while it runs.
    public static func startLogged(_ arguments: [String], in folder: URL) throws -> (
        process: Process, output: URL, errors: URL
    ) {
        let process = try makeProcess(arguments, in: folder, environment: [:])
        let output = FileManager.default.temporaryDirectory.appending(path: "flo-tool-output-\(UUID().uuidString)")
        let errors = FileManager.default.temporaryDirectory.appending(path: "flo-tool-errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        return (process, output, errors)
    }

    /// What a finished run printed.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
        /// Whether the run had to be killed at the deadline.
        public var timedOut: Bool
        /// Wall-clock seconds.
        public var seconds: Double
    }

    /// Runs the tool to completion, or kills it after `timeout` seconds, capturing what it prints.
    public static func capture(
        _ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 60
    ) throws -> Outcome {
        let process = try makeProcess(arguments, in: folder, environment: environment)
        let output = FileManager.default.temporaryDirectory.appending(path: "flo-tool-output-\(UUID().uuidString)")
        let errors = FileManager.default.temporaryDirectory.appending(path: "flo-tool-errors-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let started = Date()
        try process.run()
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(started) > timeout {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            errors: String(decoding: try Data(contentsOf: errors), as: UTF8.self),
            timedOut: timedOut, seconds: Date().timeIntervalSince(started))
    }

    /// Runs the tool to completion; returns its exit status.
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Int32 {
        let process = try start(arguments, in: folder, environment: environment)
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension ToolProcess {
    /// Runs the tool with `arguments` (absolute paths: it runs in the test's own folder) to completion; returns its
    /// exit status and its peak resident memory in bytes, as GNU time measures that one process.
    ///
    /// Not `wait4` on a child of this process: `posix_spawn` starts it sharing this process's memory until it execs
    /// (`vfork`), and Linux folds that memory's high-water mark into the child's `ru_maxrss`, so the figure was the
    /// test process's own peak whenever that was higher. `time` forks from its own small process.
    public static func peakMemory(_ arguments: [String]) throws -> (status: Int32, peakBytes: Int) {
        guard let executable else { throw ExternalTools.MissingTool(name: "flo-assets (swift build)") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            throw ExternalTools.MissingTool(name: "/usr/bin/time (Debian's time)")
        }
        let report = FileManager.default.temporaryDirectory.appending(path: "flo-tool-peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, executable.path] + arguments
        // The test process's environment with its own cache folder, as every tool run of the tests gets.
        process.environment = ProcessInfo.processInfo.environment.merging(TestCache.environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // `time` prints "Command exited with non-zero status N" before the figure when the tool fails.
        let text = try String(contentsOf: report, encoding: .utf8)
        guard let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0) }) else {
            throw ExternalTools.MissingTool(name: "a peak memory figure from /usr/bin/time (it printed \(text))")
        }
        return (process.terminationStatus, kilobytes * 1024)
    }
}

/// A manifest of `count` controls cycling through the Flo drawings; `variant` changes every colour.
public func syntheticManifest(count: Int, variant: Int = 0) -> String {
    let fill = variant == 0 ? "#57DAD5" : "#D55757"
    var controls: [String] = []
    for index in 0..<count {
        switch index % 3 {
        case 0:
            controls.append(
                #"{"name": "plus-\#(index)", "type": "pushButton", "width": 100, "height": 100, "fillColor": "\#(fill)"}"#
            )
        case 1:
            controls.append(
                #"{"name": "minus-\#(index)", "type": "pushButton", "width": 50, "height": 50, "fillColor": "\#(fill)", "isAddButton": false}"#
            )
        default:
            controls.append(
                #"{"name": "counter-\#(index)", "type": "counterView", "width": 230, "height": 230, "counter": \#(index % 9), "counterColor": "\#(fill)"}"#
            )
        }
    }
    return "{\"version\": 1, \"controls\": [\n" + controls.joined(separator: ",\n") + "\n]}\n"
}
