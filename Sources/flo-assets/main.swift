import FloAssets
import FloOutputFolder

// A thin adapter: all behaviour lives in FloAssetsCommand and the library targets. No Foundation: loading it
// would cost every run a few milliseconds, most of an unchanged rerun.
let console = FloAssetsCommand.Console(
    output: { print($0) },
    error: { _ = FileSystem.writeAll(Array(($0 + "\n").utf8), to: 2) })
let workingDirectory = getcwd(nil, 0).map { pointer in
    defer { free(pointer) }
    return String(cString: pointer)
}
let code = FloAssetsCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    workingDirectory: workingDirectory ?? ".",
    console: console,
    // The plugin names its own command, which is what its user runs to regenerate.
    regenerateHint: getenv("FLO_ASSETS_REGENERATE").map { String(cString: $0) })
exit(code.rawValue)
