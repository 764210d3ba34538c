import Foundation

// A thin adapter: all behaviour lives in FloAssetsCommand and the FloAssets library.
let console = FloAssetsCommand.Console(
    output: { print($0) },
    error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
let code = FloAssetsCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    workingDirectory: FileManager.default.currentDirectoryPath,
    console: console)
exit(code.rawValue)
