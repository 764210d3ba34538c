import FloSupport

/// The bytes of an SVG file as the XML reader takes them: UTF-8 (UTF-16, UTF-32, another declared encoding, a byte
/// that is not UTF-8 and a character XML does not allow are located errors), with each line end one LF, as XML reads
/// them.
enum XMLText {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `bytes` with their line ends normalised, once they are known to be UTF-8.
    static func checked(_ bytes: [UInt8]) throws(SVGError) -> [UInt8] {
        if let encoding = UTF8Validation.wideEncoding(of: bytes) {
            throw SVGError("the file is \(encoding); save it as UTF-8", at: SourceLocation(line: 1, column: 1))
        }
        let text = bytes.contains(13) ? normalizingLineEnds(bytes) : bytes
        let start = text.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        func location(of bad: Int) -> SourceLocation {
            var (line, lineStart) = (1, start)
            for offset in 0..<bad where text[offset] == 10 {
                line += 1
                lineStart = offset + 1
            }
            return SourceLocation(line: line, column: bad - lineStart + 1)
        }
        // XML holds no control character but tab and line ends, nor U+FFFE or U+FFFF; readers refuse a NUL as they do
        // a byte past UTF-8.
        if let disallowed = firstDisallowedCharacter(in: text, from: start) {
            let code =
                text[disallowed] < 0x20
                ? String(repeating: "0", count: text[disallowed] < 0x10 ? 3 : 2)
                    + String(text[disallowed], radix: 16, uppercase: true)
                : text[disallowed + 2] == 0xBE ? "FFFE" : "FFFF"
            throw SVGError(
                "the \(text[disallowed] < 0x20 ? "control " : "")character U+\(code) is not allowed in XML; remove it",
                at: location(of: disallowed))
        }
        // A byte that is not UTF-8 (a Latin-1 `é`) is an error, as XML readers make it.
        guard let bad = UTF8Validation.firstInvalidOffset(in: text, from: start) else { return text }
        // A declaration of another encoding says more than the byte does.
        if text[start...].starts(with: "<?xml".utf8), let end = text[start...].firstIndex(of: UInt8(ascii: ">")) {
            try checkDeclaredEncoding(text[start...end], in: text, at: SourceLocation(line: 1, column: 1))
        }
        throw SVGError("this byte is not UTF-8; save the file as UTF-8", at: location(of: bad))
    }

    /// The offset of the first character XML does not allow (a control character other than tab and line feed,
    /// U+FFFE or U+FFFF, as UTF-8 writes them), or nil. One pass over the bytes, as large files are read here.
    static func firstDisallowedCharacter(in text: [UInt8], from start: Int) -> Int? {
        text.withUnsafeBufferPointer { bytes in
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 {
                    if byte != 9 && byte != 10 { return index }
                } else if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
                    return index
                }
                index += 1
            }
            return nil
        }
    }

    /// Refuses an XML declaration naming an encoding other than UTF-8 when the file holds bytes beyond ASCII, where
    /// the encodings differ: read as UTF-8, its text would silently change.
    static func checkDeclaredEncoding(
        _ declaration: ArraySlice<UInt8>, in bytes: [UInt8], at start: SourceLocation
    ) throws(SVGError) {
        let key = Array("encoding".utf8)
        guard let offset = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return }
        let value = declaration[(offset + key.count)...].drop { [9, 10, 32, UInt8(ascii: "=")].contains($0) }
        guard let quote = value.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return }
        let name = String(decoding: value.dropFirst().prefix { $0 != quote }, as: UTF8.self)
        // A byte order mark says UTF-8 whatever the declaration says, as browsers read it.
        guard !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()),
            !bytes.starts(with: byteOrderMark), bytes.contains(where: { $0 >= 0x80 })
        else { return }
        throw SVGError("the file declares encoding=\"\(XMLParser.shortened(name))\"; save it as UTF-8", at: start)
    }

    /// The bytes with each CR LF and each lone CR made one LF (so lines are counted as an editor counts them, and a
    /// value spanning lines holds the same text on every system).
    private static func normalizingLineEnds(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() {
            if byte == 13 {
                if offset + 1 < bytes.count, bytes[offset + 1] == 10 { continue }
                result.append(10)
            } else {
                result.append(byte)
            }
        }
        return result
    }
}
