import Foundation
import PackagePlugin

/// Builds `flo-assets` in release and runs it in the package's folder; shared by both plugin verbs through a
/// symbolic link.
enum ToolRunner {
    /// The verb that writes, as its user types it: what `--check`'s hint tells them to run.
    static let generateCommand = "swift package --allow-writing-to-package-directory generate-assets"

    /// Runs the tool with the user's `arguments` (`--check` added first for `check-assets`), forwards each
    /// diagnostic it prints to SwiftPM with its file and line (so Xcode and CI annotators place it), and turns a
    /// non-zero exit into an error.
    static func run(
        context: PluginContext, packageManager: PackageManager, arguments: [String], checking: Bool
    ) throws {
        if checking, subcommand(of: arguments) == "schema", arguments.contains(where: { $0.hasPrefix("--output") }) {
            throw UsageFailure(message: "check-assets writes nothing; write the schema with generate-assets")
        }
        if subcommand(of: arguments) == "watch" {
            // A plugin's output reaches its user only when it ends, and SwiftPM keeps plugins off the network.
            throw UsageFailure(
                message: "watch runs until stopped and serves a page, which a plugin cannot; run it as: "
                    + "swift run -c release flo-assets watch --serve")
        }
        let process = Process()
        process.executableURL = try releaseTool(packageManager, workFolder: context.pluginWorkDirectoryURL)
        process.currentDirectoryURL = context.package.directoryURL
        process.arguments = toolArguments(
            arguments, checking: checking, cacheFolder: context.pluginWorkDirectoryURL.path)
        // `--check` tells its user to run this verb, with their own options, rather than the bare tool.
        let options = arguments.filter { $0 != "--check" }.map(shellQuoted)
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["FLO_ASSETS_REGENERATE": ([generateCommand] + options).joined(separator: " ")]) { $1 }
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

    /// The tool, built in release: the debug build SwiftPM makes for a plugin's tool draws PNGs far slower (see
    /// docs/performance.md). After the first build this is SwiftPM's check that nothing changed.
    static func releaseTool(_ packageManager: PackageManager, workFolder: URL) throws -> URL {
        // Said once, so that the first build, which takes a minute, does not look like a hang.
        let built = workFolder.appending(path: "built-once")
        if !FileManager.default.fileExists(atPath: built.path) {
            FileHandle.standardError.write(
                Data("Building flo-assets in release (the first time takes about a minute)…\n".utf8))
        }
        let result = try packageManager.build(
            .product("flo-assets"), parameters: .init(configuration: .release, logging: .concise))
        guard result.succeeded,
            let tool = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.url.lastPathComponent == "flo-assets"
            })
        else {
            FileHandle.standardError.write(Data(result.logText.utf8))
            throw BuildFailure()
        }
        _ = FileManager.default.createFile(atPath: built.path, contents: Data())
        return tool.url
    }

    /// `word`, in single quotes when a shell would split or expand it, as the tool quotes its own hint (the plugin
    /// cannot import the tool's code). Scalar by scalar: a quote that joins a combining mark into one Character is
    /// still a quote to the shell.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || "0123456789-_./=:@+,".unicodeScalars.contains($0)
            }
        guard !plain else { return word }
        var quoted = "'"
        for scalar in word.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// A leading word that is not an option: the tool's subcommand.
    static func subcommand(of arguments: [String]) -> String? {
        arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
    }

    /// The tool's arguments: a leading subcommand first, then `--check` for `check-assets`, and for a run that
    /// writes, the plugin's own work folder for the log that lets a rerun skip unchanged controls (the sandbox
    /// lets the plugin write there), unless the user chose.
    static func toolArguments(_ arguments: [String], checking: Bool, cacheFolder: String) -> [String] {
        let named = subcommand(of: arguments)
        let options = Array(arguments.dropFirst(named == nil ? 0 : 1))
        guard named == nil || named == "generate" else { return arguments }
        let check = checking && !options.contains("--check") ? ["--check"] : []
        let choosesItself = (options + check).contains {
            ["--check", "--cache", "--no-cache", "--help", "-h", "--version"].contains($0.prefix { $0 != "=" })
        }
        let cache = choosesItself ? [] : ["--cache", cacheFolder]
        return (named.map { [$0] } ?? []) + check + cache + options
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
            let file =
                isFile
                ? parts.first.map { $0.hasPrefix("/") ? String($0) : packageFolder.appending(path: String($0)).path }
                : nil
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

/// Arguments the plugin refuses before running anything.
struct UsageFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// SwiftPM could not build the tool; its log was printed.
struct BuildFailure: Error, CustomStringConvertible {
    var description: String { "could not build flo-assets (see the build log above)" }
}
