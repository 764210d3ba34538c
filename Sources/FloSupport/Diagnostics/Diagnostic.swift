/// One line for the user, printed as compilers print them: `path[:line:column]: error|warning|note: message`.
///
/// Every message the tool prints goes through `description`, so CI annotators and Xcode read them all, and text
/// from a manifest or a file can never forge another line or a terminal escape: control characters are escaped.
package struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is; only errors fail a run.
    package enum Severity: String, Sendable {
        case error, warning, note
    }

    /// Error, warning or note.
    package var severity: Severity
    /// The file or folder it is about, as the user wrote it (relative), or the program's name for usage errors.
    package var path: String
    /// Where in the file, for manifest problems.
    package var location: SourceLocation?
    /// What is wrong and the fix.
    package var message: String

    /// A diagnostic about `path` (at `location`, if given).
    package init(_ severity: Severity = .error, path: String, location: SourceLocation? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
    }

    /// The printed line, control characters escaped.
    package var description: String {
        let position = location.map { "\(path):\($0.line):\($0.column)" } ?? path
        return Self.escapingControlCharacters("\(position): \(severity.rawValue): \(message)")
    }

    /// `text` with C0 and C1 control characters and DEL written as `\u{1B}`, tabs as spaces: also what a
    /// generated code comment may hold of a manifest's text.
    package static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if isControl(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// C0, DEL, C1, the line and paragraph separators, and the bidirectional controls that reorder what a
    /// terminal or a review tool shows.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
