/// The tool's exit codes, as documented in the README.
enum ExitCode: Int32, Sendable {
    case success = 0
    case checkFailed = 1
    case invalidInput = 2
    case fileAccessFailure = 3
}
