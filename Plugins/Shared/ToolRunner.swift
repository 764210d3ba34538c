import Foundation
import PackagePlugin

/// Runs `flo-assets` on the package's `assets.json`; shared by both plugin verbs through a symbolic link.
enum ToolRunner {
    /// Runs the tool in the package's folder on its `assets.json` with `arguments`; a non-zero exit becomes an
    /// error carrying what the tool printed on standard error (printed once, by SwiftPM).
    static func run(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "flo-assets")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        // Relative paths keep the tool's messages short: `Assets/counter.svg`, `assets.json:3:14`.
        process.arguments = ["--manifest", "assets.json"] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ToolFailure(status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
        }
        // Warnings of a successful run.
        FileHandle.standardError.write(message)
    }
}

/// The tool exited with a failure; its message is the tool's own.
struct ToolFailure: Error, CustomStringConvertible {
    var status: Int32
    var message: String

    var description: String {
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        return "flo-assets failed with exit code \(status)" + (trimmed.isEmpty ? "" : ":\n\(trimmed)")
    }
}
