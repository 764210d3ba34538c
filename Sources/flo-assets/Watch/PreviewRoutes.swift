import FloSupport

/// What the preview server answers to a request, apart from any socket: the generated files as they are on disk,
/// the page with its reload script, the events stream, and a refusal (logged) for anything else.
struct PreviewRoutes: Sendable {
    var served = ServedFiles()
    /// How many runs succeeded: a page served after run N reloads once a later one succeeds.
    var run = 0
    /// The last run's diagnostics when it failed; nil after a good run.
    var problems: String?
    /// The `Host` values a request may carry (this server's own addresses), so that a page on another site that
    /// points its own name at this machine cannot read the files; nil with `--host`: then any address written as
    /// numbers, or `localhost`, but never a name.
    var allowedHosts: [String]?

    enum Answer {
        /// The response, and the line to log when it is a refusal.
        case response(HTTPResponse, log: String?)
        /// Open the events stream.
        case events
    }

    /// The answer to `request`, whose body may be at most `budget` bytes (the server holds every answer whole until
    /// it is sent).
    func answer(_ request: HTTPRequest, budget: Int = PreviewServer.defaultSendBudget) -> Answer {
        let line = request.method.isEmpty ? "-" : "\(request.method) \(request.target)"
        if let problem = request.problem { return refuse(400, line, problem) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return refuse(405, line, "the files are read-only: only GET and HEAD")
        }
        let host = request.host ?? ""
        // Host names are case-insensitive: `LOCALHOST:7373` is `localhost:7373`.
        if let allowedHosts, !allowedHosts.contains(host.lowercased()) {
            return refuse(403, line, "Host '\(host)' is not this server's address")
        }
        if allowedHosts == nil && !Self.namesAnAddress(host) {
            return refuse(403, line, "Host '\(host)' is a name, not an address of this machine")
        }
        switch RequestTarget(request.target) {
        case .refused(let reason):
            return refuse(404, line, reason)
        case .root:
            if let page = served.pages.first {
                var response = HTTPResponse.plain(302, "/" + page)
                response.location = "/" + page.percentEncodedPath
                return .response(response, log: nil)
            }
            let note =
                problems != nil
                ? "The manifest has errors; they show here until it is fixed."
                : "The manifest writes no preview page: add { \"format\": \"preview\", \"path\": \"Preview/index.html\" } "
                    + "to its outputs to see the drawings here."
            let page = LiveReload.placeholderPage(run: run, note: note)
            return .response(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: page), log: nil)
        case .path(LiveReload.eventsPath) where request.method == "GET":
            return .events
        case .path(LiveReload.eventsPath):
            // A HEAD gets the head a GET would, without the stream.
            return .response(HTTPResponse(status: 200, contentType: "text/event-stream", body: []), log: nil)
        case .path(let path):
            switch served.contents(of: path, limit: budget) {
            case .failure(let refusal):
                // Browsers ask for an icon on their own: that miss is no one's mistake to log.
                guard path != "favicon.ico" else { return .response(.plain(404, "Not Found"), log: nil) }
                return refuse(refusal.status, line, refusal.reason)
            case .success(let bytes):
                let body = served.pages.contains(path) ? LiveReload.injected(into: bytes, run: run) : bytes
                return .response(
                    HTTPResponse(status: 200, contentType: HTTPResponse.contentType(ofFile: path), body: body), log: nil
                )
            }
        }
    }

    /// `127.0.0.1:7373`, `192.168.1.20:7373`, `[::1]:7373` or `localhost:7373`, with or without the port.
    static func namesAnAddress(_ host: String) -> Bool {
        if host.hasPrefix("[") { return true }
        let name = host.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var address = in_addr()
        return name == "localhost" || inet_pton(AF_INET, name, &address) == 1
    }

    /// The most characters a logged refusal shows.
    static let loggedLength = 300

    private func refuse(_ status: Int, _ line: String, _ reason: String) -> Answer {
        // The request line and a quoted Host may carry terminal escapes, and characters that reorder or hide what
        // the line shows (a right-to-left override); the log shows them as `?`. A long target is cut, so that a
        // flood of requests cannot fill the terminal with 16 KiB a line.
        let message = "\(status) \(line): \(reason)".unicodeScalars
        let hidden: Set<Unicode.GeneralCategory> = [
            .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
        ]
        var printable = String(
            message.prefix(Self.loggedLength).map {
                $0 != " " && hidden.contains($0.properties.generalCategory) ? "?" : Character($0)
            })
        if message.count > Self.loggedLength { printable += "…" }
        var response = HTTPResponse.plain(status, HTTPResponse.reason(status))
        if status == 405 { response.allow = "GET, HEAD" }
        return .response(response, log: printable)
    }
}
