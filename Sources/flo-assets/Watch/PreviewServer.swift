import FloOutputFolder
import FloSupport

/// A small HTTP server for `watch --serve`. One thread of its own waits in `poll` on the listening socket, its
/// connections and a wake-up pipe, so an idle server takes no CPU; every socket is non-blocking, so a client that
/// reads slowly or not at all holds up no one else. Each request gets one response and the connection closes; an
/// events stream stays open and gets the watcher's state after every run.
final class PreviewServer: @unchecked Sendable {
    let address: String
    let port: Int
    let listener: Int32
    let wakeRead: Int32
    private let wakeWrite: Int32
    let log: @Sendable (String) -> Void
    /// The routes' state, which the watcher changes after each run; guarded by `lock`.
    let lock = Lock()
    var routes: PreviewRoutes

    /// The most bytes of answers not yet sent the server holds, over all connections: 64 clients that ask for a
    /// large file and never read would otherwise hold 64 copies of it.
    let sendBudget: Int
    static let defaultSendBudget = 256 << 20
    /// Requests being read or answered at once. Beyond them a new connection takes the place of the oldest that
    /// has not sent its whole request (connections that send nothing cannot lock others out); when there is none,
    /// it gets a 503.
    let requestLimit: Int
    static let defaultRequestLimit = 64

    /// The port tried first when none is given, and how many after it.
    static let defaultPort = 7373
    static let defaultPortsTried = 10

    /// Listens on `host` (default: 127.0.0.1) at `port` (default: the first free from `defaultPort`, else one the
    /// system chooses).
    init(
        host: String?, port: Int?, sendBudget: Int = defaultSendBudget, requestLimit: Int = defaultRequestLimit,
        log: @escaping @Sendable (String) -> Void
    ) throws(FloError) {
        address = host ?? "127.0.0.1"
        self.sendBudget = sendBudget
        self.requestLimit = requestLimit
        var binary = in_addr()
        guard inet_pton(AF_INET, address == "localhost" ? "127.0.0.1" : address, &binary) == 1 else {
            throw CommandLineOptions.usageError("--host needs an IPv4 address such as 0.0.0.0, not '\(address)'")
        }
        let candidates =
            port.map { [$0] } ?? Array(Self.defaultPort..<(Self.defaultPort + Self.defaultPortsTried)) + [0]
        // A loop, not a lazy `compactMap`: that would bind each port twice. Only a port in use is worth another try.
        var bound: (socket: Int32, port: Int)?
        var failure: Int32 = 0
        for candidate in candidates where bound == nil && (failure == 0 || failure == EADDRINUSE) {
            bound = Self.listeningSocket(binary, port: candidate, failure: &failure)
        }
        guard let bound else {
            let which = port.map { "port \($0)" } ?? "any port"
            let message =
                failure == EADDRINUSE
                ? "cannot listen on \(address) at \(which) (in use); give another with --serve PORT"
                : "cannot listen on \(address) at \(which): \(String(cString: strerror(failure)))"
                    + (failure == EADDRNOTAVAIL ? "; give an address of this machine with --host" : "")
            throw .fileAccess(Diagnostic(path: "flo-assets", message: message))
        }
        (listener, self.port) = bound
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            close(listener)
            throw .fileAccess(
                Diagnostic(path: "flo-assets", message: "cannot start the preview server (out of descriptors?)"))
        }
        for end in ends { Self.makeNonBlocking(end) }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.log = log
        let loopback = host == nil || address.hasPrefix("127.") || address == "localhost"
        // A browser leaves out the default port.
        let names = Set(["127.0.0.1", "localhost", address])
        let port = bound.port
        let hosts = names.map { "\($0):\(port)" } + (port == 80 ? Array(names) : [])
        routes = PreviewRoutes(allowedHosts: loopback ? hosts.sorted() : nil)
    }

    /// A socket listening at `port`; nil, with `errno` in `failure`, when the system refuses.
    private static func listeningSocket(_ address: in_addr, port: Int, failure: inout Int32) -> (
        socket: Int32, port: Int
    )? {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else {
            failure = errno
            return nil
        }
        makeNonBlocking(descriptor)
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
            failure = errno
            close(descriptor)
            return nil
        }
        return (descriptor, Int(UInt16(bigEndian: socketAddress.sin_port)))
    }

    /// Closed on `exec`, and never blocking the server's one thread.
    static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// `http://address:port/path`, the path percent-encoded; on every address (0.0.0.0), the loopback one, since
    /// 0.0.0.0 is where a server listens, not an address a browser may open.
    func url(_ path: String) -> String {
        "http://\(address == "0.0.0.0" ? "127.0.0.1" : address):\(port)/\(path.percentEncodedPath)"
    }

    /// The preview page's address, or the server's root when there is none yet.
    var pageURL: String { url(lock.locked { routes.served.pages.first } ?? "") }

    /// Serves on a thread of its own until the process ends.
    func start() {
        DedicatedThread.start { self.serve() }
    }

    /// After a run: the files it generated (nil when it failed: the last good ones stay served) and its problems.
    func update(served: ServedFiles?, problems: String?) {
        // A failed run may have written some files, and their folder's index, before it stopped.
        var indexesReread = served == nil ? lock.locked { routes.served } : nil
        indexesReread?.readIndexes()
        lock.locked {
            if let served {
                routes.served = served
                routes.run += 1
            } else if let indexesReread {
                routes.served = indexesReread
            }
            routes.problems = problems
        }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }
}
