/// A problem found in a manifest, printed as compilers do: `assets.json:14:21: error: message`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    public var severity: Severity
    public var file: String
    public var location: SourceLocation?
    public var message: String

    public init(severity: Severity = .error, file: String, location: SourceLocation?, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        let position = location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(position): \(severity.rawValue): \(message)"
    }
}

/// A manifest that cannot be used; `diagnostics` holds every problem found, errors and warnings, in source order.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
