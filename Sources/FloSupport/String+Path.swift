/// Paths split as the file system splits them: at `/` bytes. Not at `/` characters: a `/` followed by a combining
/// mark or a joiner is one character, so `split(separator: "/")` and `hasPrefix("/")` miss it, yet the system still
/// reads a separator there (`a/../../\u{301}x` climbs two folders up).
extension String {
    /// The longest name of a file or folder that Linux, macOS and Windows file systems all take, in UTF-8 bytes.
    package static let maximumFileNameLength = 255

    /// The first part between `/` bytes longer than a file system takes; nil when every part fits.
    package var overlongPathComponent: Substring? {
        pathComponents().first { $0.utf8.count > Self.maximumFileNameLength }
    }

    /// Why `name` cannot name a file, said the same wherever a name is too long.
    package static func overlongNameReason(_ name: some StringProtocol, maximum: Int = maximumFileNameLength) -> String
    {
        "the name \"\(name)\" is \(name.utf8.count) bytes long, more than the \(maximum) a file system takes; use a shorter name"
    }

    /// The parts between `/` bytes.
    package func pathComponents(omittingEmpty: Bool = true) -> [Substring] {
        utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }

    /// Whether the first byte is `/`: an absolute path.
    package var startsWithSlash: Bool { utf8.first == UInt8(ascii: "/") }

    /// What follows `folder` in this path: empty for `folder` itself, nil when the path is not inside it. Compared as
    /// bytes, not characters: `/` followed by a combining mark must still count as a separator, and `==` on strings
    /// would take a canonically equivalent spelling (`Café` for `Cafe\u{301}`), which on Linux is another folder.
    package func path(below folder: String) -> Substring? {
        if utf8.elementsEqual(folder.utf8) { return "" }
        let base = folder.endsWithSlash ? folder : folder + "/"
        return utf8.starts(with: base.utf8) ? Substring(utf8.dropFirst(base.utf8.count)) : nil
    }

    /// Whether the last byte is `/`.
    package var endsWithSlash: Bool { utf8.last == UInt8(ascii: "/") }

    /// Whether a `/` byte is in it: a path with a folder.
    package var containsSlash: Bool {
        // Over the bytes in place where the string has them so (native strings do): the view's own iterator costs
        // tens of instructions a byte, and this is asked several times for every file.
        utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "/")) } ?? utf8.contains(UInt8(ascii: "/"))
    }

    /// What comes before the last `/` byte; nil without one.
    package var beforeLastSlash: Substring? {
        utf8.lastIndex(of: UInt8(ascii: "/")).map { Substring(utf8[..<$0]) }
    }

    /// This path as a URL's: every byte but unreserved characters, `/` and `@` percent-encoded (for the preview
    /// page's links and the preview server's addresses).
    package var percentEncodedPath: String {
        var bytes: [UInt8] = []
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%")] + byte.hexDigits()
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `lowercased()`; the string itself, without making a new one, when it is ASCII with no capital letter, as
    /// most names and paths are.
    package var lowercasedCheaply: String {
        utf8.contains { $0 >= 0x80 || ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) } ? lowercased() : self
    }
}

extension Substring {
    /// Exactly `.` (not a character that only compares like it).
    package var isCurrentFolderComponent: Bool { utf8.elementsEqual(".".utf8) }

    /// Exactly `..`.
    package var isParentFolderComponent: Bool { utf8.elementsEqual("..".utf8) }
}

extension String {
    /// A relative path of plain components, as a generated file's path in an index: no absolute path, no empty,
    /// `.` or `..` component, no control character.
    package var isSafeRelativePath: Bool {
        // Byte by byte: this runs for every line of an index. Control characters are ASCII, so bytes tell them.
        var componentStart = 0
        var offset = 0
        var safe = !isEmpty
        for byte in utf8 where safe {
            if byte < 0x20 || byte == 0x7F { safe = false }
            if byte == UInt8(ascii: "/") {
                safe = Self.isPlainComponent(utf8, from: componentStart, length: offset - componentStart)
                componentStart = offset + 1
            }
            offset += 1
        }
        return safe && Self.isPlainComponent(utf8, from: componentStart, length: offset - componentStart)
    }

    /// Whether the component of `length` bytes at `start` is neither empty, `.` nor `..`.
    private static func isPlainComponent(_ path: String.UTF8View, from start: Int, length: Int) -> Bool {
        guard length > 0 else { return false }
        guard length <= 2 else { return true }
        let first = path[path.index(path.startIndex, offsetBy: start)]
        let last = path[path.index(path.startIndex, offsetBy: start + length - 1)]
        return first != UInt8(ascii: ".") || last != UInt8(ascii: ".")
    }
}
