import FloAssetsTestSupport
import FloSupport
import Foundation
import Testing

@testable import flo_assets

/// The preview server over real sockets: where it listens, which names it answers to, and that a client that
/// stalls or sends too much holds no one else up.
@Suite struct PreviewServerTests {
    /// The reply to `request` sent to `address:port`, as text; nil when the connection is refused.
    static func exchange(_ request: String, address: String = "127.0.0.1", port: Int) -> String? {
        let socket = openConnection(address, port)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        sendAll(request, to: socket)
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            reply += buffer[..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }

    /// A connected socket, or -1 when refused; `receiveBuffer` sets how much the kernel holds for it unread.
    static func openConnection(_ address: String, _ port: Int, receiveBuffer: Int32? = nil) -> Int32 {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if var size = receiveBuffer {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, address, &target.sin_addr)
        let connected = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        if !connected { close(descriptor) }
        return connected ? descriptor : -1
    }

    static func sendAll(_ text: String, to socket: Int32) {
        #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        _ = Array(text.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, flags) }
    }

    /// An IPv4 address of this machine that is not a loopback one.
    static func otherAddress() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return nil }
        defer { freeifaddrs(list) }
        var entry = list
        while let current = entry {
            if let address = current.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) {
                var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
                var inet = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                inet_ntop(AF_INET, &inet, &text, socklen_t(text.count))
                let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !name.hasPrefix("127.") { return name }
            }
            entry = current.pointee.ifa_next
        }
        return nil
    }

    static func started(host: String?, port: Int?, log: @escaping @Sendable (String) -> Void = { _ in }) throws -> (
        PreviewServer, TemporaryFolder
    ) {
        let (folder, routes) = try WatchServerTests.servedPackage()
        let server = try PreviewServer(host: host, port: port, log: log)
        server.update(served: routes.served, problems: nil)
        server.start()
        return (server, folder)
    }

    @Test func byDefaultItListensOnTheLoopbackAddressOnly() throws {
        let (server, _) = try Self.started(host: nil, port: nil)
        #expect(server.address == "127.0.0.1")
        #expect(
            (PreviewServer.defaultPort..<(PreviewServer.defaultPort + 10)).contains(server.port) || server.port > 1024)
        #expect(server.pageURL == "http://127.0.0.1:\(server.port)/Assets/index.html")
        let reply = Self.exchange("GET / HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n", port: server.port)
        #expect(
            reply?.hasPrefix("HTTP/1.1 302 Found\r\n") == true
                && reply?.contains("Location: /Assets/index.html") == true)
        let other = try #require(Self.otherAddress(), "this machine has no address but the loopback one")
        #expect(Self.openConnection(other, server.port) == -1, "reachable on \(other)")
    }

    /// A port in use is worth another; an address that is not this machine's is not, and the message says so.
    @Test func aRefusedListenSaysWhy() throws {
        let first = try PreviewServer(host: nil, port: 0, log: { _ in })
        func message(host: String?, port: Int?) -> String {
            do throws(FloError) {
                _ = try PreviewServer(host: host, port: port, log: { _ in })
                return "listening"
            } catch {
                return error.diagnostics.map(\.description).joined()
            }
        }
        #expect(
            message(host: nil, port: first.port)
                == "flo-assets: error: cannot listen on 127.0.0.1 at port \(first.port) (in use); give another with --serve PORT"
        )
        // 192.0.2.1 is kept for documentation: no machine has it.
        #expect(
            message(host: "192.0.2.1", port: nil)
                == "flo-assets: error: cannot listen on 192.0.2.1 at any port: \(String(cString: strerror(EADDRNOTAVAIL)))"
                + "; give an address of this machine with --host")
    }

    /// 0.0.0.0 is where it listens, not an address to open.
    @Test func onEveryAddressThePrintedAddressIsTheLoopbackOne() throws {
        let (server, folder) = try Self.started(host: "0.0.0.0", port: 0)
        defer { withExtendedLifetime(folder) {} }
        #expect(server.pageURL == "http://127.0.0.1:\(server.port)/Assets/index.html")
        let reply = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(reply?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
    }

    @Test func anotherLoopbackAddressAnswersToItsOwnName() throws {
        let (server, folder) = try Self.started(host: "127.0.0.2", port: 0)
        defer { withExtendedLifetime(folder) {} }
        let own = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.2:\(server.port)\r\n\r\n", address: "127.0.0.2",
            port: server.port)
        #expect(own?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
        let foreign = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: example.com:\(server.port)\r\n\r\n", address: "127.0.0.2",
            port: server.port)
        #expect(foreign?.hasPrefix("HTTP/1.1 403 Forbidden\r\n") == true)
    }

    /// A package whose preview page shows `lines` lines of 10,000 points (200 KB each, the states of one entry); the
    /// files it serves, and the page's size.
    static func largePage(lines count: Int = 20) throws -> (folder: TemporaryFolder, served: ServedFiles, size: Int) {
        let folder = try TemporaryFolder()
        let points = (0..<10_000).map { "[\($0 % 997), \(($0 * 7) % 991)]" }.joined(separator: ",")
        let widths = #"{"from": 1000, "through": \#(999 + count)}"#
        let lines =
            #"{"name": "line-{width}", "type": "polyline", "width": \#(widths), "height": 1000, "points": [\#(points)]}"#
        try folder.write(
            #"{"version": 1, "outputs": [{"format": "svg", "path": "Assets"}, {"format": "preview", "path": "Assets/index.html"}], "#
                + #""controls": [\#(lines), {"name": "star", "type": "star"}]}"#,
            to: "assets.json")
        #expect(runTool(["-q"], in: folder) == .success)
        let command = FloAssetsCommand(
            options: CommandLineOptions(), workingDirectory: folder.path, console: CapturedConsole().console)
        let size = try folder.read("Assets/index.html").count
        #expect(size > count * 150_000)
        return (folder, ServedFiles(try command.load()), size)
    }

    @Test func aClientThatNeverReadsHoldsNoOneUp() throws {
        // Far more than the sockets' buffers hold.
        let (folder, served, size) = try Self.largePage()
        defer { withExtendedLifetime(folder) {} }
        let server = try PreviewServer(host: nil, port: 0, log: { _ in })
        server.update(served: served, problems: nil)
        server.start()
        // Three clients ask for it with small receive buffers and never read.
        var stalled: [Int32] = []
        defer {
            for socket in stalled { close(socket) }
        }
        for _ in 0..<3 {
            let socket = Self.openConnection("127.0.0.1", server.port, receiveBuffer: 4096)
            Self.sendAll("GET /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", to: socket)
            stalled.append(socket)
        }
        Thread.sleep(forTimeInterval: 0.3)
        let start = Date()
        let answered = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(answered?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
        // Well under the 10 s a stalled client is given: a server that waited on one would answer after it. Not
        // tighter: parallel tests on a busy two-core machine took 1.2 s here.
        #expect(Date().timeIntervalSince(start) < 5, "answered after \(Date().timeIntervalSince(start)) s")
        // And one that reads gets the whole file.
        let whole = Self.exchange(
            "GET /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(whole.map { $0.utf8.count > size } == true)
        // So does one that closes its side once it has asked (`nc -N`), before the answer is all sent.
        let halfClosed = Self.openConnection("127.0.0.1", server.port, receiveBuffer: 4096)
        defer { close(halfClosed) }
        Self.sendAll("GET /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", to: halfClosed)
        shutdown(halfClosed, Int32(SHUT_WR))
        Thread.sleep(forTimeInterval: 0.3)
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(halfClosed, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = recv(halfClosed, &buffer, buffer.count, 0), count > 0 { received += count }
        #expect(received > size, "received \(received) bytes of a \(size)-byte page and its headers")
    }

    /// Clients that ask for a large file and never read hold it in the server's memory until they time out: the
    /// unsent answers of all of them have a bound, past which a file gets a 503.
    @Test func theAnswersWaitingToBeSentHaveABound() throws {
        // Over 8 MB: a stalled client's socket takes at most 4 MB of it (Linux's largest send buffer), the server
        // holds the rest.
        let (folder, served, size) = try Self.largePage(lines: 45)
        #expect(size > 8_500_000)
        defer { withExtendedLifetime(folder) {} }
        let logged = CapturedConsole()
        // Room for the page once, not twice.
        let server = try PreviewServer(host: nil, port: 0, sendBudget: size + size / 4, log: logged.console.error)
        server.update(served: served, problems: nil)
        server.start()
        let request = "GET /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
        let stalled = Self.openConnection("127.0.0.1", server.port, receiveBuffer: 4096)
        Self.sendAll(request, to: stalled)
        Thread.sleep(forTimeInterval: 0.3)
        let refused = Self.exchange(request, port: server.port)
        #expect(refused?.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n") == true, "\(refused?.prefix(40) ?? "none")")
        #expect(
            logged.errors.hasPrefix("503 GET /Assets/index.html: larger than the ")
                && logged.errors.contains(" bytes the server may hold for it beside answers not yet sent"),
            "\(logged.errors)")
        // A HEAD holds no body.
        let head = Self.exchange(
            "HEAD /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(head?.hasPrefix("HTTP/1.1 200 OK\r\n") == true && head?.contains("Content-Length: ") == true)
        // A small file still fits beside it, and once the stalled client goes the page is served whole.
        let small = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(small?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
        close(stalled)
        Thread.sleep(forTimeInterval: 0.3)
        let whole = Self.exchange(request, port: server.port)
        #expect(whole.map { $0.hasPrefix("HTTP/1.1 200 OK\r\n") && $0.utf8.count > size } == true)
    }

    @Test func connectionsAreCappedStreamsApartFromRequests() throws {
        let logged = CapturedConsole()
        let (server, folder) = try Self.started(host: nil, port: 0, log: logged.console.error)
        defer { withExtendedLifetime(folder) {} }
        func waitForReply(_ socket: Int32) -> String {
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &buffer, buffer.count, 0)
            return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
        }
        /// Whether the server closed `socket` (rather than sent nothing within 5 s); closed before it read what the
        /// client sent, the connection is reset.
        func isClosed(_ socket: Int32) -> Bool {
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(socket, &buffer, buffer.count, 0)
            return count == 0 || (count < 0 && errno == ECONNRESET)
        }
        // 17 event streams: the oldest is closed for the newest, at once (not at the next run: streams opened
        // between runs would otherwise take every descriptor).
        var streams: [Int32] = []
        defer {
            for socket in streams { close(socket) }
        }
        for _ in 0..<17 {
            let socket = Self.openConnection("127.0.0.1", server.port)
            Self.sendAll("GET /.flo-assets/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", to: socket)
            #expect(waitForReply(socket).contains("event: state"))
            streams.append(socket)
        }
        #expect(isClosed(streams[0]), "the oldest stream is still open")
        server.update(served: nil, problems: "assets.json:1:1: error: x")
        #expect(waitForReply(streams[16]).contains("assets.json:1:1: error: x"))
        // 64 requests that never finish (the streams do not count): each new connection takes the place of the
        // oldest, however young, so idle clients cannot lock others out.
        var stalled: [Int32] = []
        defer {
            for socket in stalled { close(socket) }
        }
        for _ in 0..<64 {
            let socket = Self.openConnection("127.0.0.1", server.port)
            Self.sendAll("GET /Assets/star.svg HTTP/1.1\r\n", to: socket)
            stalled.append(socket)
        }
        for index in 0..<5 {
            let served = Self.exchange(
                "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
            #expect(served?.hasPrefix("HTTP/1.1 200 ") == true, "\(served ?? "no answer")")
            #expect(isClosed(stalled[index]), "stalled connection \(index) is still open")
            // The server full again.
            let socket = Self.openConnection("127.0.0.1", server.port)
            Self.sendAll("GET /Assets/star.svg HTTP/1.1\r\n", to: socket)
            stalled.append(socket)
        }
        #expect(!logged.errors.contains("503"), "\(logged.errors)")
    }

    /// When every request slot is answering a client that does not read, a new connection gets a 503, told in one
    /// line for a burst.
    @Test func connectionsBeyondTheAnsweredOnesAreRefused() throws {
        let (folder, served, _) = try Self.largePage(lines: 45)
        defer { withExtendedLifetime(folder) {} }
        let logged = CapturedConsole()
        let server = try PreviewServer(host: nil, port: 0, requestLimit: 2, log: logged.console.error)
        server.update(served: served, problems: nil)
        server.start()
        let request = "GET /Assets/index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n"
        var readers: [Int32] = []
        defer {
            for socket in readers { close(socket) }
        }
        for _ in 0..<2 {
            let socket = Self.openConnection("127.0.0.1", server.port, receiveBuffer: 4096)
            Self.sendAll(request, to: socket)
            readers.append(socket)
        }
        // Both being answered: the first bytes of each answer are in.
        for socket in readers {
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            #expect(recv(socket, &byte, 1, Int32(MSG_PEEK)) == 1)
        }
        // Five more, one after the other (each its own wake-up of the server): one line for the burst, said once
        // it is a second old, while the server stays full.
        for _ in 0..<5 {
            let refused = Self.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
            #expect(refused?.hasPrefix("HTTP/1.1 503 ") == true, "\(refused ?? "no answer")")
        }
        // Each line counts the refusals since the last; five in a second on a busy machine may take two lines.
        func refusals() -> (lines: Int, count: Int) {
            let lines = logged.errors.split(separator: "\n")
            let counts = lines.compactMap { line in
                line.hasSuffix(": 2 requests are being answered") ? Int(line.split(separator: " ")[2]) : nil
            }
            return (lines.count, counts.reduce(0, +))
        }
        for _ in 0..<50 where refusals().count < 5 { Thread.sleep(forTimeInterval: 0.1) }
        #expect(refusals().count == 5 && refusals().lines < 5, "\(logged.errors)")
        #expect(logged.errors.hasPrefix("503 to "))
    }

    @Test func aRunWithThousandsOfProblemsShowsTheFirstOnesAndStaysWithinAStream() {
        let lines = (0..<1_000).map { "assets.json:\($0 + 1):5: error: " + String(repeating: "x", count: 1_000) }
        let problems = LiveReload.problems(lines)
        let shown = problems.split(separator: "\n")
        #expect(shown.count == LiveReload.problemsShown + 1)
        #expect(
            shown.dropLast().allSatisfy { $0.utf8.count == 500 && $0.hasPrefix("assets.json:") && $0.hasSuffix("…") })
        #expect(shown.last == "… and 950 more; the terminal lists them all")
        // Well within what an events stream may leave unread (64 KiB), which closes it.
        #expect(LiveReload.stateEvent(run: 1, problems: problems).count < 32 * 1024)
        #expect(LiveReload.problems(["a", "b"]) == "a\nb")
        // Counted in bytes: 4-byte emoji, and one character of a thousand combining marks.
        let wide = LiveReload.problems(Array(repeating: String(repeating: "😀", count: 1_000), count: 100))
        let marks = LiveReload.problems(Array(repeating: "e" + String(repeating: "\u{301}", count: 1_000), count: 100))
        for problems in [wide, marks] {
            #expect(LiveReload.stateEvent(run: 1, problems: problems).count < 32 * 1024)
        }
    }

    /// The server has a thread of its own: while a run keeps every one of Dispatch's workers busy, it still
    /// answers at once (on a worker of the pool it waited for one to be free; the workers here stop once it
    /// answered, or after 15 s).
    @Test func itAnswersWhileEveryDispatchWorkerIsBusy() throws {
        let released = NSLock()
        nonisolated(unsafe) var isReleased = false
        let giveUp = Date().addingTimeInterval(15)
        for _ in 0..<(2 * ProcessInfo.processInfo.activeProcessorCount) {
            DispatchQueue.global().async {
                while Date() < giveUp && !released.withLock({ isReleased }) {}
            }
        }
        defer { released.withLock { isReleased = true } }
        Thread.sleep(forTimeInterval: 0.2)
        let (server, folder) = try Self.started(host: nil, port: 0)
        defer { withExtendedLifetime(folder) {} }
        let start = Date()
        let answered = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(answered?.hasPrefix("HTTP/1.1 200 OK\r\n") == true)
        // The server on a worker of the pool did not answer within the exchange's 10 s.
        #expect(Date().timeIntervalSince(start) < 1.5, "answered after \(Date().timeIntervalSince(start)) s")
    }

    /// A request head trickling in a byte at a time is closed once its time is up, though each byte came in time.
    @Test func aRequestHeadHasItsTimeInAll() throws {
        let (server, folder) = try Self.started(host: nil, port: 0)
        defer { withExtendedLifetime(folder) {} }
        let socket = Self.openConnection("127.0.0.1", server.port)
        defer { close(socket) }
        let start = Date()
        var closedAfter: TimeInterval?
        for byte in Array("GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8) {
            guard Date().timeIntervalSince(start) < 14 else { break }
            Self.sendAll(String(decoding: [byte], as: UTF8.self), to: socket)
            // Nothing comes back until the server closes the connection.
            var probe = [UInt8](repeating: 0, count: 16)
            var timeout = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            // Closed, or reset (a close with unread input).
            if recv(socket, &probe, probe.count, 0) >= 0 || errno == ECONNRESET {
                closedAfter = Date().timeIntervalSince(start)
                break
            }
        }
        let closed = try #require(closedAfter, "still open after 14 s")
        #expect(closed > 9 && closed < 12, "closed after \(closed) s")
    }

    @Test func aStalledOrOversizedRequestHoldsNoOneUp() throws {
        let (server, folder) = try Self.started(host: nil, port: 0)
        defer { withExtendedLifetime(folder) {} }
        // Half a request head, never finished.
        let stalled = Self.openConnection("127.0.0.1", server.port)
        defer { close(stalled) }
        Self.sendAll("GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1", to: stalled)
        let huge = "GET / HTTP/1.1\r\nX-Padding: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        let refused = Self.exchange(huge, port: server.port)
        #expect(refused?.hasPrefix("HTTP/1.1 431 ") == true)
        let start = Date()
        let answered = Self.exchange(
            "GET /Assets/star.svg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", port: server.port)
        #expect(answered?.hasPrefix("HTTP/1.1 200 OK\r\n") == true && answered?.contains("<svg") == true)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
