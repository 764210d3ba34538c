import FloDrawing

/// Source text built line by line, indented by four spaces per open block.
struct CodeSource {
    private(set) var text = ""
    var indent = 0

    init(indent: Int = 0) {
        self.indent = indent
    }

    mutating func line(_ content: String) {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: indent) + content + "\n"
    }

    /// A line that opens a block: the lines after it are indented once more.
    mutating func open(_ content: String) {
        line(content)
        indent += 1
    }

    /// A line that closes a block, indented as the line that opened it.
    mutating func close(_ content: String) {
        indent -= 1
        line(content)
    }

    /// A modifier of the expression above, one level further in.
    mutating func modifier(_ content: String) {
        indent += 1
        line(content)
        indent -= 1
    }

    /// Text as it is, lines already indented and ended.
    mutating func append(_ lines: String) {
        text += lines
    }
}

/// How code files name the palette's colours, decided by the manifest's other outputs: by their names in an asset
/// catalog that the manifest also writes, else by their values.
struct CodeColors: Sendable {
    /// The catalog's colours, when one is written.
    var catalog: CatalogColors?
    /// Where the app finds the catalog.
    var bundle = CodeBundle.main
}

/// An asset catalog's colour sets, as code names them: `Flo/water` inside a namespace folder.
struct CatalogColors: Sendable {
    var namespace: String?

    var prefix: String { namespace.map { $0 + "/" } ?? "" }
}

/// The bundle that holds the asset catalog: the app's, or a Swift package's resources.
enum CodeBundle: String, Sendable, CaseIterable {
    case main, module

    var swiftExpression: String { "." + rawValue }
}

extension Drawing {
    /// The drawing's one path, when it is a single path outside any group: what becomes a `Shape`.
    var onlyPath: PathNode? {
        guard nodes.count == 1, case .path(let path) = nodes[0] else { return nil }
        return path
    }
}

/// A path as the calls of Swift's path builders (`Path`, `CGContext`), which share their names but how they close.
enum SwiftPathCode {
    static func elements(_ path: Path, receiver: String, in source: inout CodeSource) {
        let close = receiver == "context" ? "closePath" : "closeSubpath"
        func point(_ point: Point) -> String {
            "CGPoint(x: \(CodeNumber.text(point.x)), y: \(CodeNumber.text(point.y)))"
        }
        for element in path.elements {
            switch element {
            case .move(let p): source.line("\(receiver).move(to: \(point(p)))")
            case .line(let p): source.line("\(receiver).addLine(to: \(point(p)))")
            case .curve(let control1, let control2, let end):
                source.line(
                    "\(receiver).addCurve(to: \(point(end)), control1: \(point(control1)), control2: \(point(control2)))"
                )
            case .arc(let arc):
                // Spelled out drawings have none; as cubics all the same.
                for cubic in arc.cubics {
                    source.line(
                        "\(receiver).addCurve(to: \(point(cubic.end)), control1: \(point(cubic.control1)), control2: \(point(cubic.control2)))"
                    )
                }
            case .close: source.line("\(receiver).\(close)()")
            }
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

extension CodeSource {
    /// `text` as a string literal: quotes, backslashes, `$` and control characters escaped, as Swift or Kotlin
    /// spells them.
    static func quoted(_ text: String, kotlin: Bool = false) -> String {
        func escape(_ value: UInt32) -> String {
            let hex = String(value, radix: 16)
            return kotlin ? "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex : "\\u{" + hex + "}"
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$": result += escape(0x24)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += escape(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
