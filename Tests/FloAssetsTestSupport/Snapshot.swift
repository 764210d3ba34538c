import Foundation
import Testing

/// Compares `bytes` with the golden file `Snapshots/<name>`; with `FLO_RECORD_SNAPSHOTS=1` it records the file
/// instead and fails, so a recording is never mistaken for a pass.
public func expectSnapshot(
    _ bytes: [UInt8], named name: String, in folder: String = "Tests/FloAssetsUnitTests/Snapshots",
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = repositoryRoot.appending(path: "\(folder)/\(name)")
    if ProcessInfo.processInfo.environment["FLO_RECORD_SNAPSHOTS"] == "1" {
        try Data(bytes).write(to: url)
        Issue.record(
            "recorded snapshot \(name); run again without FLO_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    guard let golden = try? Data(contentsOf: url) else {
        Issue.record(
            "missing snapshot \(name); record it with FLO_RECORD_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation
        )
        return
    }
    guard [UInt8](golden) != bytes else { return }
    let message = "snapshot \(name) differs:\n" + lineDiff(expected: [UInt8](golden), actual: bytes)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines that differ, marked `-` (golden) and `+` (actual), with their line numbers.
public func lineDiff(expected: [UInt8], actual: [UInt8]) -> String {
    let old = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
    let new = String(decoding: actual, as: UTF8.self).components(separatedBy: "\n")
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let a = index < old.count ? old[index] : nil
        let b = index < new.count ? new[index] : nil
        guard a != b else { continue }
        if let a { lines.append("\(index + 1) - \(a)") }
        if let b { lines.append("\(index + 1) + \(b)") }
        if lines.count > 40 {
            lines.append("…")
            break
        }
    }
    return lines.joined(separator: "\n")
}
