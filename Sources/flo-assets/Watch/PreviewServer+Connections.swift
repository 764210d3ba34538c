import FloSupport

extension PreviewServer {
    /// Events streams open at once; a new one beyond them closes the oldest (a page left open in another tab).
    private static let streamLimit = 16
    /// How long a client may take to send its whole request head, or to take the next part of an answer, in
    /// milliseconds.
    private static let patience = 10_000
    /// How long refusals are gathered into one line on standard error, in milliseconds, while the server stays full.
    private static let refusalLogInterval = 1_000
    /// The most an events stream may leave unread before it is closed.
    private static let streamBacklog = 64 * 1024

    private struct Connection {
        var socket: Int32
        var received: [UInt8] = []
        /// When it was accepted: its request head is due `patience` after, however slowly it trickles in.
        var accepted: Int
        /// When the client last made progress; it is closed `patience` after.
        var lastProgress: Int
        var outgoing: [UInt8] = []
        var sent = 0
        var streaming = false
        /// Answered while it still sends (a request head over the limit): read to its end before closing, so that
        /// the close does not reset the connection before the client reads the answer.
        var draining = false
        /// The client has closed its side (`nc -N`, `curl` with a body sent): what is due is still sent, then it is
        /// closed, and it is no longer read.
        var clientClosedItsSide = false
        var pending: Bool { sent < outgoing.count }
        /// Still sending its request head: nothing is being answered yet.
        var awaitsRequest: Bool { !streaming && !draining && outgoing.isEmpty }
        var unsent: Int { outgoing.count - sent }

        /// When it is closed unless it makes progress; nil for an events stream with nothing due.
        var deadline: Int? {
            if streaming { return pending ? lastProgress + PreviewServer.patience : nil }
            let idle = lastProgress + PreviewServer.patience
            return outgoing.isEmpty ? min(idle, accepted + PreviewServer.patience) : idle
        }
    }

    func serve() {
        var connections: [Connection] = []
        var acceptPausedUntil = 0
        // Connections refused since the last line that said so, and when the first of them was.
        var refused = (count: 0, since: 0)
        while true {
            var now = MonotonicClock.milliseconds()
            let listening = now >= acceptPausedUntil
            let deadlines =
                connections.compactMap(\.deadline) + (listening ? [] : [acceptPausedUntil])
                + (refused.count > 0 ? [refused.since + Self.refusalLogInterval] : [])
            let timeout = deadlines.min().map { max(0, $0 - now) } ?? -1
            var descriptors = [wakeRead, listening ? listener : -1].map {
                pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
            }
            descriptors += connections.map { connection in
                let reading = connection.clientClosedItsSide ? 0 : POLLIN
                let events = connection.pending ? reading | POLLOUT : reading
                return pollfd(fd: connection.socket, events: Int16(events), revents: 0)
            }
            guard poll(&descriptors, nfds_t(descriptors.count), Int32(timeout)) >= 0 || errno == EINTR else {
                log("the preview server stopped: poll failed (\(String(cString: strerror(errno))))")
                return
            }
            now = MonotonicClock.milliseconds()
            var closed: Set<Int32> = []
            // What every connection has yet to send, kept up to date as each exchanges.
            var held = connections.reduce(0) { $0 + $1.unsent }
            for (index, descriptor) in descriptors.enumerated().dropFirst(2) where descriptor.revents != 0 {
                let before = connections[index - 2].unsent
                let open = exchange(&connections[index - 2], now: now, budget: sendBudget - held)
                held += (open ? connections[index - 2].unsent : 0) - before
                if !open { closed.insert(descriptor.fd) }
            }
            if descriptors[0].revents != 0 { broadcast(&connections, closing: &closed) }
            for connection in connections where connection.deadline.map({ now >= $0 }) ?? false {
                closed.insert(connection.socket)
            }
            // The oldest streams beyond the limit, as soon as there are more: pages closed without a goodbye, or
            // left open elsewhere (or a client opening streams until the server runs out of descriptors).
            let streams = connections.filter { $0.streaming && !closed.contains($0.socket) }.map(\.socket)
            closed.formUnion(streams.dropLast(Self.streamLimit))
            for socket in closed { close(socket) }
            connections.removeAll { closed.contains($0.socket) }
            if listening && descriptors[1].revents != 0 {
                if !acceptAll(into: &connections, now: now, refused: &refused) { acceptPausedUntil = now + 100 }
            }
            // One line for a burst, not one for each: said once the server has room again, or a second on.
            if refused.count > 0,
                now >= refused.since + Self.refusalLogInterval
                    || connections.count(where: { !$0.streaming }) < requestLimit
            {
                let count = refused.count
                log("503 to \(count) connection\(count == 1 ? "" : "s"): \(requestLimit) requests are being answered")
                refused.count = 0
            }
        }
    }

    /// Takes every waiting connection, counting in `refused` those refused; false when out of descriptors (then the
    /// listener rests a moment rather than wake `poll` again at once).
    private func acceptAll(
        into connections: inout [Connection], now: Int, refused: inout (count: Int, since: Int)
    ) -> Bool {
        while true {
            let socket = accept(listener, nil, nil)
            guard socket >= 0 else { return errno != EMFILE && errno != ENFILE }
            PreviewServer.makeNonBlocking(socket)
            if connections.count(where: { !$0.streaming }) >= requestLimit {
                // The oldest that has not sent its whole request makes room, however young: an idle or trickling
                // client waits out its patience only while nobody else needs its place. A client sends its request
                // as it connects, so it is read long before as many newer connections have come as there are
                // places; sparing the young instead let a stream of idle connections (hundreds a second) keep
                // every place and refuse everyone else.
                let waiting = connections.indices.filter { connections[$0].awaitsRequest }
                guard let oldest = waiting.min(by: { connections[$0].accepted < connections[$1].accepted }) else {
                    _ = send(socket, HTTPResponse.plain(503, "too many connections").bytes(includingBody: true))
                    close(socket)
                    if refused.count == 0 { refused.since = now }
                    refused.count += 1
                    continue
                }
                close(connections[oldest].socket)
                connections.remove(at: oldest)
            }
            connections.append(Connection(socket: socket, accepted: now, lastProgress: now))
        }
    }

    /// Reads what the client sent, answers a complete request (with a file of at most `budget` bytes) and sends what
    /// is due; false when it is done.
    private func exchange(_ connection: inout Connection, now: Int, budget: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = connection.clientClosedItsSide ? -1 : recv(connection.socket, &buffer, buffer.count, 0)
        if count == 0 {
            // Closed for sending only, maybe: an answer under way is finished first.
            guard connection.pending else { return false }
            connection.clientClosedItsSide = true
        } else if count < 0 && !connection.clientClosedItsSide && errno != EAGAIN && errno != EWOULDBLOCK
            && errno != EINTR
        {
            return false
        }
        if count > 0 && !connection.streaming && !connection.draining && connection.outgoing.isEmpty {
            connection.lastProgress = now
            let searched = connection.received.count
            connection.received += buffer[..<count]
            if let end = HTTPRequest.headEnd(in: connection.received, from: searched), end <= HTTPRequest.headLimit {
                answer(HTTPRequest(head: connection.received[..<end]), on: &connection, budget: budget)
            } else if connection.received.count > HTTPRequest.headLimit {
                log("431 request head over \(HTTPRequest.headLimit) bytes: refused")
                connection.outgoing = HTTPResponse.plain(431, "request head too large").bytes(includingBody: true)
                connection.draining = true
            }
        }
        guard connection.pending else { return true }
        let written = connection.outgoing[connection.sent...].withUnsafeBytes { send(connection.socket, $0) }
        if written < 0 { return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR }
        connection.sent += written
        connection.lastProgress = now
        guard !connection.pending else { return true }
        if connection.clientClosedItsSide { return false }
        if connection.streaming {
            (connection.outgoing, connection.sent) = ([], 0)
            return true
        }
        if connection.draining {
            shutdown(connection.socket, Int32(SHUT_WR))
            return true
        }
        return false
    }

    private func answer(_ request: HTTPRequest, on connection: inout Connection, budget: Int) {
        // A HEAD's body is read for its length, not held.
        let budget = request.method == "HEAD" ? sendBudget : max(0, budget)
        let (answer, event) = lock.locked {
            (
                routes.answer(request, budget: budget),
                LiveReload.stateEvent(run: routes.run, problems: routes.problems)
            )
        }
        switch answer {
        case .events:
            connection.streaming = true
            connection.outgoing = HTTPResponse.eventStreamHead + event
        case .response(let response, let refusal):
            if let refusal { log(refusal) }
            connection.outgoing = response.bytes(includingBody: request.method != "HEAD")
        }
    }

    /// Queues the watcher's new state on every events stream; closes one that has not read what it had.
    private func broadcast(_ connections: inout [Connection], closing closed: inout Set<Int32>) {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &drained, drained.count) > 0 {}
        let event = lock.locked { LiveReload.stateEvent(run: routes.run, problems: routes.problems) }
        let now = MonotonicClock.milliseconds()
        for index in connections.indices where connections[index].streaming {
            // Patience runs from now: an idle stream has made no progress because nothing was due.
            if !connections[index].pending { connections[index].lastProgress = now }
            connections[index].outgoing += event
            if connections[index].outgoing.count - connections[index].sent > Self.streamBacklog {
                closed.insert(connections[index].socket)
            }
        }
    }

    private func send(_ socket: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Darwin)
            FloSupport.send(socket, bytes.baseAddress, bytes.count, 0)
        #else
            FloSupport.send(socket, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #endif
    }

    private func send(_ socket: Int32, _ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { send(socket, $0) }
    }
}
