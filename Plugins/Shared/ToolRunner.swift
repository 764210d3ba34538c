import Foundation
import PackagePlugin

/// Runs `flo-assets` on the package's `assets.json`; shared by both plugin verbs through a symbolic link.
enum ToolRunner {
    /// Runs the tool in the package's folder with `arguments`, forwards each diagnostic it prints to SwiftPM with
    /// its file and line (so Xcode and CI annotators place it), and turns a non-zero exit into an error.
    static func run(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "flo-assets")
        let process = Process()
        process.executableURL = tool.url
        process.currentDirectoryURL = context.package.directoryURL
        // Relative paths keep the tool's messages short: `Assets/counter.svg`, `assets.json:3:14`. The stamps that
        // let an unchanged rerun skip drawing go to the plugin's own folder, which the sandbox lets it write.
        let choosesItself = arguments.contains {
            ["--check", "--cache", "--no-cache"].contains($0.prefix { $0 != "=" })
        }
        let cache = choosesItself ? [] : ["--cache", context.pluginWorkDirectoryURL.path]
        process.arguments = ["--manifest", "assets.json"] + cache + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            forward(String(line), packageFolder: context.package.directoryURL)
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ToolFailure(status: process.terminationStatus)
        }
    }

    /// `path[:line:column]: error|warning|note: message`, as the tool prints every diagnostic. Errors and warnings
    /// go to SwiftPM with their file and line (for Xcode and CI annotations); the message keeps the position too,
    /// because SwiftPM prints a command plugin's diagnostics without it. Notes (the regenerate hint) are printed.
    static func forward(_ line: String, packageFolder: URL) {
        for (marker, severity) in [(": error: ", Diagnostics.Severity.error), (": warning: ", .warning)] {
            guard let range = line.range(of: marker) else { continue }
            let position = line[..<range.lowerBound]
            let parts = position.split(separator: ":", omittingEmptySubsequences: false)
            // The tool names itself for usage errors; that is no file.
            let isFile = parts.first.map { $0 != "flo-assets" } ?? false
            let file = isFile ? parts.first.map { packageFolder.appending(path: String($0)).path } : nil
            let lineNumber = parts.count >= 2 ? Int(parts[1]) : nil
            Diagnostics.emit(severity, "\(position): \(line[range.upperBound...])", file: file, line: lineNumber)
            return
        }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The tool exited with a failure; its diagnostics were already forwarded one by one.
struct ToolFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String {
        "flo-assets failed with exit code \(status) (see the diagnostics above)"
    }
}
