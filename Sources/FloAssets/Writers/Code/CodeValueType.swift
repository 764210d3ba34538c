/// The type of a parameter a key written as states becomes, from the values of its states.
enum CodeValueType: Sendable {
    case integer, number, string, bool
}

extension CodeValueType {
    /// The one type every value is, or a string (their text) when they mix.
    init(_ values: [StateValue]) {
        func all(_ test: (StateValue) -> Bool) -> Bool { values.allSatisfy(test) }
        if all({ if case .integer = $0 { true } else { false } }) {
            self = .integer
        } else if all({ if case .integer = $0 { true } else if case .number = $0 { true } else { false } }) {
            self = .number
        } else if all({ if case .bool = $0 { true } else { false } }) {
            self = .bool
        } else {
            self = .string
        }
    }
}

extension StateValue {
    /// The value as `type` holds it: a number as a `Double`, anything as text when the type is a string.
    func text(as type: CodeValueType) -> String {
        switch (self, type) {
        case (.integer(let value), .number): CodeNumber.text(Double(value))
        case (.integer(let value), _): String(value)
        case (.number(let value), _): CodeNumber.text(value)
        case (.string(let value), _): value
        case (.bool(let value), _): String(value)
        case (.other(let text), _): text
        }
    }
}

extension CodeValueType {
    var swiftName: String {
        switch self {
        case .integer: "Int"
        case .number: "Double"
        case .string: "String"
        case .bool: "Bool"
        }
    }

    var kotlinName: String {
        switch self {
        case .integer: "Int"
        case .number: "Double"
        case .string: "String"
        case .bool: "Boolean"
        }
    }
}

extension StateValue {
    /// The value as a Swift (or Kotlin) literal of `type`.
    func literal(as type: CodeValueType, kotlin: Bool = false) -> String {
        switch type {
        case .string: CodeSource.quoted(text(as: type), kotlin: kotlin)
        case .number:
            switch self {
            case .integer(let value): "\(Double(value))"
            case .number(let value): "\(value)"
            default: text(as: type)
            }
        case .integer, .bool: text(as: type)
        }
    }
}
