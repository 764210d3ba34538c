/// One request to the preview server, as far as it reads one: the request line and the `Host` header.
struct HTTPRequest: Equatable {
    var method: String
    var target: String
    var host: String?
    /// Why the head is not a request the server answers (then a 400); nil when it is one.
    var problem: String?

    /// The largest request head read; a longer one is refused.
    static let headLimit = 16 * 1024

    /// Where the head in `bytes` ends (after its empty line), looking from `start` on (what an earlier look
    /// covered need not be searched again); nil while it has not ended. Lines may end in CRLF or LF alone.
    static func headEnd(in bytes: [UInt8], from start: Int) -> Int? {
        let newline = UInt8(ascii: "\n")
        var index = max(1, start)
        while index < bytes.count {
            if bytes[index] == newline {
                if bytes[index - 1] == newline { return index + 1 }
                if index >= 2 && bytes[index - 1] == UInt8(ascii: "\r") && bytes[index - 2] == newline {
                    return index + 1
                }
            }
            index += 1
        }
        return nil
    }

    /// The request whose head is `head` (up to its empty line).
    init(head: ArraySlice<UInt8>) {
        // Split as bytes: as Characters, "\r\n" is one.
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self))
        }.drop(while: \.isEmpty) // An empty line before the request line is ignored, as HTTP/1.1 asks of servers.
        // A request line is three words, the last HTTP/1's version; anything else is left empty, and refused.
        let words = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        let isRequestLine = words.count == 3 && !words[0].isEmpty && !words[1].isEmpty && words[2].hasPrefix("HTTP/1.")
        method = isRequestLine ? String(words[0]) : ""
        target = isRequestLine ? String(words[1]) : ""
        if !isRequestLine { problem = "not an HTTP/1 request line" }
        for line in lines.dropFirst() where !line.isEmpty {
            // A line folded onto the last (obsolete in HTTP/1.1), or one without a colon, is no header every reader
            // reads alike.
            guard let colon = line.firstIndex(of: ":"), line.first != " ", line.first != "\t" else {
                problem = problem ?? "a header line that is folded or has no colon"
                continue
            }
            // `Host : name` would be another header to one reader and the Host to another: HTTP/1.1 refuses it.
            if line[..<colon].last == " " || line[..<colon].last == "\t" {
                problem = problem ?? "whitespace between a header's name and its colon"
            }
            guard line[..<colon].lowercased() == "host" else { continue }
            // Two could name two servers, and the one checked need not be the one a proxy on the way acts on.
            if host != nil { problem = problem ?? "more than one Host header" }
            host = line[line.index(after: colon)...].trimmingSpaces
        }
        // A target in absolute form (`http://host:port/path`, as sent to a proxy) names the host instead of the
        // header, which is then ignored.
        if target.prefix(7).lowercased() == "http://" {
            let authorityAndPath = target.dropFirst(7)
            let slash = authorityAndPath.firstIndex(of: "/") ?? authorityAndPath.endIndex
            host = String(authorityAndPath[..<slash])
            target = slash == authorityAndPath.endIndex ? "/" : String(authorityAndPath[slash...])
        }
    }

    init(method: String, target: String, host: String?) {
        self.method = method
        self.target = target
        self.host = host
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
