import Dispatch
import FloOutputFolder
import FloSupport

/// A small HTTP server for `watch --serve`: one thread waits in `poll` on the listening socket, its connections
/// and a wake-up pipe, so an idle server takes no CPU. Each request gets one response and the connection closes;
/// an events stream stays open and gets the watcher's state after every run.
final class PreviewServer: @unchecked Sendable {
    let address: String
    let port: Int
    private let listener: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let log: @Sendable (String) -> Void
    /// The routes' state, which the watcher changes after each run; guarded by `lock`.
    private let lock = Lock()
    private var routes: PreviewRoutes

    /// The port tried first when none is given, and how many after it.
    static let defaultPort = 7373
    private static let defaultPortsTried = 10
    /// Connections open at once, beyond which a new one is refused.
    private static let connectionLimit = 64
    /// How long a client may take to send its request, in milliseconds.
    private static let requestTimeout = 10_000

    /// Listens on `host` (default: 127.0.0.1) at `port` (default: the first free from `defaultPort`).
    init(host: String?, port: Int?, log: @escaping @Sendable (String) -> Void) throws(FloError) {
        address = host ?? "127.0.0.1"
        var binary = in_addr()
        guard inet_pton(AF_INET, address == "localhost" ? "127.0.0.1" : address, &binary) == 1 else {
            throw CommandLineOptions.usageError("--host needs an IPv4 address such as 0.0.0.0, not '\(address)'")
        }
        let candidates =
            port.map { [$0] } ?? Array(Self.defaultPort..<(Self.defaultPort + Self.defaultPortsTried)) + [0]
        var bound: (socket: Int32, port: Int)?
        for candidate in candidates {
            if let socket = Self.listeningSocket(binary, port: candidate) {
                bound = socket
                break
            }
        }
        guard let bound else {
            let which = port.map { "port \($0)" } ?? "any port"
            throw .fileAccess(
                Diagnostic(
                    path: "flo-assets",
                    message: "cannot listen on \(address) at \(which) (in use?); give another with --serve PORT"))
        }
        (listener, self.port) = bound
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.log = log
        let loopback = host == nil || address.hasPrefix("127.") || address == "localhost"
        routes = PreviewRoutes(
            allowedHosts: loopback ? ["127.0.0.1:\(self.port)", "localhost:\(self.port)"] : nil)
    }

    private static func listeningSocket(_ address: in_addr, port: Int) -> (Int32, Int)? {
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
        socketAddress.sin_addr = address
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &socketAddress) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(UInt16(bigEndian: socketAddress.sin_port)))
    }

    /// `http://address:port/path`.
    func url(_ path: String) -> String { "http://\(address):\(port)/\(path)" }

    /// The preview page's address, or the server's root when there is none yet.
    var pageURL: String { url(lock.locked { routes.served.pages.first } ?? "") }

    /// Serves on a thread of its own until the process ends.
    func start() {
        DispatchQueue.global().async { self.serve() }
    }

    /// After a run: the files it generated (nil when it failed: the last good ones stay served) and its problems.
    func update(served: ServedFiles?, problems: String?) {
        lock.locked {
            if let served {
                routes.served = served
                routes.run += 1
            }
            routes.problems = problems
        }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private struct Connection {
        var socket: Int32
        var received: [UInt8] = []
        var opened: Int
        var streaming = false
    }

    private func serve() {
        var connections: [Connection] = []
        while true {
            let waiting = connections.filter { !$0.streaming }.map { $0.opened + Self.requestTimeout }
            let timeout = waiting.min().map { max(0, $0 - FileWatcher.now()) } ?? -1
            var descriptors = [wakeRead, listener].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            descriptors += connections.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            guard poll(&descriptors, nfds_t(descriptors.count), Int32(timeout)) >= 0 || errno == EINTR else { return }
            var closed: Set<Int32> = []
            for (index, descriptor) in descriptors.enumerated().dropFirst(2) where descriptor.revents != 0 {
                if !receive(&connections[index - 2]) { closed.insert(descriptor.fd) }
            }
            if descriptors[0].revents != 0 {
                var drained = [UInt8](repeating: 0, count: 64)
                _ = read(wakeRead, &drained, drained.count)
                let event = lock.locked { LiveReload.stateEvent(run: routes.run, problems: routes.problems) }
                for connection in connections where connection.streaming {
                    if !FileSystem.writeAll(event, to: connection.socket) { closed.insert(connection.socket) }
                }
            }
            let now = FileWatcher.now()
            for connection in connections where !connection.streaming && now >= connection.opened + Self.requestTimeout
            {
                closed.insert(connection.socket)
            }
            for socket in closed { close(socket) }
            connections.removeAll { closed.contains($0.socket) }
            if descriptors[1].revents != 0, let accepted = acceptConnection() {
                if connections.count < Self.connectionLimit {
                    connections.append(Connection(socket: accepted, opened: now))
                } else {
                    _ = FileSystem.writeAll(
                        HTTPResponse.plain(503, "too many connections").bytes(includingBody: true), to: accepted)
                    close(accepted)
                }
            }
        }
    }

    private func acceptConnection() -> Int32? {
        let socket = accept(listener, nil, nil)
        guard socket >= 0 else { return nil }
        _ = fcntl(socket, F_SETFD, FD_CLOEXEC)
        // A client that stops reading cannot hold the server: a write gives up after 5 s.
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        return socket
    }

    /// Reads what `connection` sent and answers a complete request; false when the connection is done.
    private func receive(_ connection: inout Connection) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(connection.socket, &buffer, buffer.count, 0)
        guard count > 0 else { return false }
        // An events stream sends nothing more that matters; the read only tells when it closes.
        guard !connection.streaming else { return true }
        connection.received += buffer[..<count]
        guard let request = HTTPRequest(head: connection.received) else {
            guard connection.received.count > HTTPRequest.headLimit else { return true }
            log("431 request head over \(HTTPRequest.headLimit) bytes: refused")
            _ = FileSystem.writeAll(
                HTTPResponse.plain(431, "request head too large").bytes(includingBody: true), to: connection.socket)
            return false
        }
        let (answer, event) = lock.locked {
            (routes.answer(request), LiveReload.stateEvent(run: routes.run, problems: routes.problems))
        }
        switch answer {
        case .events:
            connection.streaming = true
            return FileSystem.writeAll(HTTPResponse.eventStreamHead + event, to: connection.socket)
        case .response(let response, let refusal):
            if let refusal { log(refusal) }
            _ = FileSystem.writeAll(response.bytes(includingBody: request.method != "HEAD"), to: connection.socket)
            return false
        }
    }
}
