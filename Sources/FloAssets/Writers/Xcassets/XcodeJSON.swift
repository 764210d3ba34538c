import FloSupport

/// A JSON value written exactly as Xcode writes an asset catalog's `Contents.json`: keys sorted, two-space
/// indentation, `"key" : value`, every object and array of objects on its own lines, a final newline. Opening the
/// catalog in Xcode and saving it again changes no byte.
enum XcodeJSON: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case bool(Bool)
    case array([XcodeJSON])
    /// Members in any order: they are written sorted by key, as Xcode does.
    case object([String: XcodeJSON])

    /// The file's bytes.
    var bytes: [UInt8] {
        var buffer = ByteBuffer(capacity: 512)
        write(to: &buffer, indent: 0)
        buffer.append(byte: UInt8(ascii: "\n"))
        return buffer.bytes
    }

    private func write(to buffer: inout ByteBuffer, indent: Int) {
        switch self {
        case .string(let text):
            Self.writeString(text, to: &buffer)
        case .integer(let value):
            buffer.append(integer: value)
        case .bool(let value):
            buffer.append(value ? "true" : "false")
        case .array(let elements):
            guard !elements.isEmpty else {
                buffer.append("[\n\n" + Self.spaces(indent) + "]")
                return
            }
            buffer.append("[\n")
            for (position, element) in elements.enumerated() {
                buffer.append(Self.spaces(indent + 2))
                element.write(to: &buffer, indent: indent + 2)
                buffer.append(position == elements.count - 1 ? "\n" : ",\n")
            }
            buffer.append(Self.spaces(indent) + "]")
        case .object(let members):
            guard !members.isEmpty else {
                buffer.append("{\n\n" + Self.spaces(indent) + "}")
                return
            }
            buffer.append("{\n")
            // Byte order, as Xcode sorts (all keys here are ASCII).
            let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (position, key) in keys.enumerated() {
                buffer.append(Self.spaces(indent + 2))
                Self.writeString(key, to: &buffer)
                buffer.append(" : ")
                members[key]?.write(to: &buffer, indent: indent + 2)
                buffer.append(position == keys.count - 1 ? "\n" : ",\n")
            }
            buffer.append(Self.spaces(indent) + "}")
        }
    }

    private static func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// A JSON string with `"`, `\`, `/` and control characters escaped, as Foundation's serializer (Xcode's)
    /// escapes them.
    private static func writeString(_ text: String, to buffer: inout ByteBuffer) {
        buffer.append(byte: UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append("\\\"")
            case UInt8(ascii: "\\"): buffer.append("\\\\")
            case UInt8(ascii: "/"): buffer.append("\\/")
            case 0x0A: buffer.append("\\n")
            case 0x0D: buffer.append("\\r")
            case 0x09: buffer.append("\\t")
            case 0..<0x20:
                buffer.append("\\u00")
                buffer.append(bytes: byte.hexDigits(uppercase: false))
            default: buffer.append(byte: byte)
            }
        }
        buffer.append(byte: UInt8(ascii: "\""))
    }
}
