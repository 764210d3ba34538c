#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// A thin adapter: all behaviour lives in FloAssetsCommand and the FloAssets library. No Foundation: loading it
// would cost every run a few milliseconds, most of an unchanged rerun.
let console = FloAssetsCommand.Console(
    output: { print($0) },
    error: { message in
        let line = Array((message + "\n").utf8)
        var written = 0
        while written < line.count {
            let count = line.withUnsafeBytes { bytes in
                bytes.baseAddress.map { write(2, $0 + written, bytes.count - written) } ?? 0
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            written += count
        }
    })
let workingDirectory = getcwd(nil, 0).map { pointer in
    defer { free(pointer) }
    return String(cString: pointer)
}
let code = FloAssetsCommand.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    workingDirectory: workingDirectory ?? ".",
    console: console)
exit(code.rawValue)
