import FloOutputFolder
import FloSupport

/// Tells when one of a set of files changes: written, replaced by a rename (as editors save), created, deleted or
/// touched. Blocks in the kernel's event API (inotify on Linux, kqueue on macOS) until then; never polls.
final class FileWatcher {
    enum Wake: Equatable {
        case changed
        case interrupted
        case quiet
    }

    /// The kernel's event queue, which `wait` blocks on beside the interruption pipe.
    private let queue: Int32
    #if canImport(Darwin)
        /// The files and folders open for kqueue (macOS has no folder-name events: a folder's change is any entry).
        private var opened: [Int32] = []
        private var files: [String] = []
    #else
        /// The folders watched, by watch descriptor, with the names in each that count: a folder is watched rather
        /// than its files, so a file replaced by a rename stays watched.
        private var folders: [Int32: (path: String, names: Set<String>)] = [:]
    #endif

    init?() {
        #if canImport(Darwin)
            queue = kqueue()
        #else
            queue = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        #endif
        guard queue >= 0 else { return nil }
    }

    deinit {
        #if canImport(Darwin)
            for descriptor in opened { close(descriptor) }
        #endif
        close(queue)
    }

    /// Watches exactly `paths` (absolute) from now on; a file whose folder does not exist yet is not watched.
    func watch(_ paths: [String]) {
        #if canImport(Darwin)
            for descriptor in opened { close(descriptor) }
            files = paths
            let folders = Set(paths.map(PathResolution.parent(of:)))
            opened = (paths + folders.sorted()).map { open($0, O_EVTONLY) }.filter { $0 >= 0 }
            var changes = opened.map { descriptor in
                kevent(
                    ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                    fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME), data: 0,
                    udata: nil)
            }
            _ = kevent(queue, &changes, Int32(changes.count), nil, 0, nil)
        #else
            var wanted: [String: Set<String>] = [:]
            for path in paths {
                wanted[PathResolution.parent(of: path), default: []].insert(
                    String(path.split(separator: "/").last ?? ""))
            }
            for (watch, folder) in folders where wanted[folder.path] == nil {
                inotify_rm_watch(queue, watch)
                folders[watch] = nil
            }
            let events = IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
            for (path, names) in wanted {
                // The same folder again gives the same descriptor.
                let watch = inotify_add_watch(queue, path, UInt32(events) | UInt32(IN_ONLYDIR))
                if watch >= 0 { folders[watch] = (path, names) }
            }
        #endif
    }

    /// Waits until a watched file changes, `interruption` becomes readable, or `timeout` milliseconds pass (-1: no
    /// limit). Events about other files in the watched folders do not end the wait.
    func wait(interruption: Int32, timeout: Int) -> Wake {
        let deadline = timeout < 0 ? nil : Self.now() + timeout
        while true {
            let left = deadline.map { max(0, $0 - Self.now()) } ?? -1
            var descriptors = [
                pollfd(fd: interruption, events: Int16(POLLIN), revents: 0),
                pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            if descriptors[0].revents != 0 { return .interrupted }
            if ready <= 0 { return .quiet }
            if drainEvents() { return .changed }
        }
    }

    /// Reads every pending event; whether one was about a watched file.
    private func drainEvents() -> Bool {
        #if canImport(Darwin)
            var events = [kevent](repeating: kevent(), count: 32)
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            var changed = false
            while kevent(queue, nil, 0, &events, Int32(events.count), &none) > 0 { changed = true }
            // A file replaced by a rename is another file now: open the new one.
            if changed { watch(files) }
            return changed
        #else
            var changed = false
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = read(queue, &buffer, buffer.count)
                guard count > 0 else { return changed }
                var offset = 0
                // struct inotify_event: wd, mask, cookie, len (4 bytes each), then `len` bytes of name, NUL-padded.
                while offset + 16 <= count {
                    let watch = Self.integer(buffer, at: offset)
                    let mask = UInt32(bitPattern: Self.integer(buffer, at: offset + 4))
                    let length = Int(Self.integer(buffer, at: offset + 12))
                    let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                    offset += 16 + length
                    if mask & UInt32(IN_Q_OVERFLOW) != 0 { changed = true }
                    guard let folder = folders[watch] else { continue }
                    if mask & UInt32(IN_IGNORED) != 0 {
                        // The folder went away; `watch` adds it again after the next run.
                        folders[watch] = nil
                        changed = true
                    } else if folder.names.contains(String(decoding: nameBytes, as: UTF8.self)) {
                        changed = true
                    }
                }
            }
        #endif
    }

    #if !canImport(Darwin)
        private static func integer(_ bytes: [UInt8], at offset: Int) -> Int32 {
            var value: UInt32 = 0
            for index in (0..<4).reversed() { value = value << 8 | UInt32(bytes[offset + index]) }
            return Int32(bitPattern: value)
        }
    #endif

    /// Milliseconds on the monotonic clock.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
