/// The value a key written as states takes in one state, as drawing code names it in a parameter.
enum StateValue: Sendable, Hashable {
    case integer(Int)
    case number(Double)
    case string(String)
    case bool(Bool)
    /// Anything else (an object, an array), by its JSON text.
    case other(String)

    init(_ node: JSONNode) {
        switch node.value {
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 {
                self = .integer(Int(number))
            } else {
                self = .number(number)
            }
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        default: self = .other(node.compactText)
        }
    }
}
