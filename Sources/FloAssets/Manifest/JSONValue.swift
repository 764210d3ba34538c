import FloSupport

/// A parsed JSON value that remembers where it was written.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        /// A number too large for a `Double`, kept as written.
        case outOfRangeNumber(String)
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
        case .number, .outOfRangeNumber: "a number"
        case .string: "a string"
        // Its length too: "expected an array of 2 numbers, found an array" would not say what is wrong.
        case .array(let items): items.isEmpty ? "an empty array" : "an array of \(items.count)"
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
