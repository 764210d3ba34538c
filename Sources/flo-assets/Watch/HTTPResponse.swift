/// One response of the preview server, always closing the connection; no response is cached, so a reload shows
/// the files as they are now.
struct HTTPResponse {
    var status: Int
    var contentType = "text/plain; charset=utf-8"
    var body: [UInt8] = []
    var location: String?
    /// The methods a 405 names as allowed.
    var allow: String?

    static func plain(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, body: Array((text + "\n").utf8))
    }

    /// The bytes to send; without the body for `HEAD`.
    func bytes(includingBody: Bool) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        if let location { head += "Location: \(location)\r\n" }
        if let allow { head += "Allow: \(allow)\r\n" }
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }

    /// The head that opens the events stream.
    static let eventStreamHead = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n").utf8)

    /// The `Content-Type` of a file, by its extension.
    static func contentType(ofFile path: String) -> String {
        let pathExtension = path.split(separator: ".").last.map { $0.lowercased() } ?? ""
        switch pathExtension {
        case "html": return "text/html; charset=utf-8"
        case "svg": return "image/svg+xml"
        case "pdf": return "application/pdf"
        case "png": return "image/png"
        case "json": return "application/json"
        case "xml": return "text/xml; charset=utf-8"
        case "swift", "kt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

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
