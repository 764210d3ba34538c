import FloSupport

/// Ctrl-C, `kill` and a closed terminal as a readable descriptor, so that the watcher stops between runs, never
/// inside one: a run then ends as it would have, its temporary files gone and its folder unlocked. A second signal
/// has its default effect, for a run that does not end.
enum Interruption {
    /// The pipe's write end, which the handler writes one byte to; -1 until `install()`.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// Whether a run is under way: a signal then says that the run finishes first, which may take a while.
    nonisolated(unsafe) static var runIsUnderWay = false
    /// Static text: a handler may neither allocate nor count references. Ctrl-C's, and `kill`'s or a closed
    /// terminal's.
    private static let notice: StaticString = "\nfinishing the run first; press Ctrl-C again to stop at once\n"
    private static let signalNotice: StaticString = "\nfinishing the run first; signal again to stop at once\n"

    /// Installs the handlers; returns the descriptor that becomes readable once a signal came.
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return -1 }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        // Initialised here, not on first use in a handler.
        _ = notice.utf8CodeUnitCount + signalNotice.utf8CodeUnitCount
        // A parent may have started the process with them blocked; every thread made later inherits this mask.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigaddset(&signals, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            _ = signal(signalNumber) { received in
                // Only what is safe in a handler: writes, and the default handlers back; `errno` as it was.
                let savedErrno = errno
                var byte: UInt8 = 1
                _ = write(Interruption.writeEnd, &byte, 1)
                if Interruption.runIsUnderWay {
                    let text = received == SIGINT ? Interruption.notice : Interruption.signalNotice
                    _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
                }
                _ = signal(SIGINT, SIG_DFL)
                _ = signal(SIGTERM, SIG_DFL)
                _ = signal(SIGHUP, SIG_DFL)
                errno = savedErrno
            }
        }
        // A page closed while the server writes to it is an error to handle, not a signal that ends the process.
        _ = signal(SIGPIPE, SIG_IGN)
        return ends[0]
    }

    /// Whether a signal came, which `interruption` (from `install()`) holds until it is read.
    static func hasCome(on interruption: Int32) -> Bool {
        var descriptor = pollfd(fd: interruption, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) == 1
    }
}
