/// A position in a source file: 1-based line and column (in UTF-8 bytes, as compilers count).
public struct SourceLocation: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A parsed JSON value that remembers where it was written.
struct JSONNode: Sendable {
    indirect enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in the order written; duplicates are kept for the validator to report.
        case object([JSONMember])
    }

    var value: Value
    var location: SourceLocation

    /// The JSON type's name, for messages like "expected a number, found a string".
    var typeDescription: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONNode
}

/// Malformed JSON: what was expected, and where.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var message: String
    var location: SourceLocation
}
