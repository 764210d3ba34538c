/// Everything that stops a run, each with the diagnostics to print; the case alone decides the exit code.
package enum FloError: Error, Sendable {
    /// The command line is wrong (exit 2).
    case usage(Diagnostic)
    /// The manifest is unusable: every problem found, errors and warnings in source order (exit 2).
    case invalidManifest([Diagnostic])
    /// Files in an output folder that the tool must not replace, follow or delete (exit 2).
    case conflicts([Diagnostic])
    /// A file or folder could not be read or written (exit 3).
    case fileAccess(Diagnostic)

    /// The lines to print for this failure.
    package var diagnostics: [Diagnostic] {
        switch self {
        case .usage(let diagnostic), .fileAccess(let diagnostic): [diagnostic]
        case .invalidManifest(let diagnostics), .conflicts(let diagnostics): diagnostics
        }
    }

    /// The documented exit code: 2 for bad input, 3 for file access.
    package var exitCode: Int32 {
        switch self {
        case .usage, .invalidManifest, .conflicts: 2
        case .fileAccess: 3
        }
    }
}
