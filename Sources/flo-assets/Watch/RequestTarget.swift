import FloSupport

/// What a request's target (`/Assets/index.html?x`) names, once percent-decoded.
enum RequestTarget: Equatable {
    /// `/`.
    case root
    /// A relative path with no empty, `.` or `..` component.
    case path(String)
    /// Why the target names nothing that can be served.
    case refused(String)

    init(_ raw: String) {
        let path = raw.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix("/") else {
            self = .refused("not a path from the server's root")
            return
        }
        var bytes: [UInt8] = []
        var iterator = path.utf8.dropFirst().makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next()?.hexDigitValue, let low = iterator.next()?.hexDigitValue
            else {
                self = .refused("a malformed percent escape")
                return
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0), !bytes.contains(UInt8(ascii: "\\")),
            let text = String(validating: bytes, as: UTF8.self)
        else {
            self = .refused("a NUL, a backslash or bytes that are not UTF-8")
            return
        }
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        if text.isEmpty {
            self = .root
        } else if components.contains(where: { $0 == "." || $0 == ".." }) {
            self = .refused("outside the served folders")
        } else if components.contains(where: \.isEmpty) {
            self = .refused("not a file (no folder is listed)")
        } else {
            self = .path(text)
        }
    }
}
