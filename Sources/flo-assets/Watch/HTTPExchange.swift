/// One request to the preview server, as far as it reads one: the request line and the `Host` header.
struct HTTPRequest: Equatable {
    var method: String
    var target: String
    var host: String?

    /// The largest request head read; a longer one is refused.
    static let headLimit = 16 * 1024

    /// The head in `bytes` once it is complete (ends with an empty line); nil while it is not.
    init?(head bytes: [UInt8]) {
        let end = Array("\r\n\r\n".utf8)
        guard bytes.count >= end.count,
            let stop = (0...(bytes.count - end.count)).first(where: { bytes[$0..<($0 + end.count)].elementsEqual(end) })
        else { return nil }
        let lines = String(decoding: bytes[..<stop], as: UTF8.self).split(
            separator: "\r\n", omittingEmptySubsequences: false)
        let words = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        method = words.count == 3 ? String(words[0]) : ""
        target = words.count == 3 ? String(words[1]) : ""
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "host" else { continue }
            host = line[line.index(after: colon)...].trimmingSpaces
        }
    }

    init(method: String, target: String, host: String?) {
        self.method = method
        self.target = target
        self.host = host
    }
}

/// One response of the preview server, always closing the connection; no response is cached, so a reload shows
/// the files as they are now.
struct HTTPResponse {
    var status: Int
    var contentType = "text/plain; charset=utf-8"
    var body: [UInt8] = []
    var location: String?

    static func plain(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array((text + "\n").utf8))
    }

    /// The bytes to send; without the body for `HEAD`.
    func bytes(includingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        if let location { head += "Location: \(location)\r\n" }
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The head that opens the events stream.
    static let eventStreamHead = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n").utf8)

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 302: "Found"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 431: "Request Header Fields Too Large"
        case 503: "Service Unavailable"
        default: "Error"
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
