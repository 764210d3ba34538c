import FloOutputFolder
import FloSupport

/// Tells when one of a set of files changes: written, replaced by a rename (as editors save), created, deleted or
/// touched. Blocks in the kernel's event API (inotify on Linux, kqueue on macOS) until then; polls only the files of
/// a folder the system refuses to watch (on Linux, when its limit of watches is reached).
final class FileWatcher {
    enum Wake: Equatable {
        case changed
        case interrupted
        case quiet
        /// The event API failed (`errno` says why).
        case failed
    }

    /// The kernel's event queue, which `wait` blocks on beside the interruption pipe.
    private let queue: Int32
    #if canImport(Darwin)
        /// The files and their folders open for kqueue, by path. kqueue names no entry in a folder's events, so a
        /// change counts only when a watched file's stamp differs from the one taken when it was watched.
        private var opened: [String: Int32] = [:]
        private var stamps: [String: FileStamp?] = [:]
    #else
        /// The folders watched, by watch descriptor, with the names in each that count: a folder is watched rather
        /// than its files, so a file replaced by a rename stays watched.
        private var folders: [Int32: (path: String, names: Set<String>)] = [:]
        /// How a folder is watched: `inotify_add_watch`, or in a test, a stand-in failing as a full system does.
        private let addWatch: (Int32, String, UInt32) -> Int32
    #endif
    /// The folders the system refused to watch (not for being absent), with `errno`.
    private(set) var refusedFolders: [String: Int32] = [:]
    /// The files in those folders, checked every `pollMilliseconds` by their stamps instead.
    private var polled: [String: FileStamp?] = [:]
    static let pollMilliseconds = 1_000

    #if canImport(Darwin)
        init?() {
            queue = kqueue()
            guard queue >= 0 else { return nil }
        }
    #else
        init?(addWatch: @escaping (Int32, String, UInt32) -> Int32 = { inotify_add_watch($0, $1, $2) }) {
            self.addWatch = addWatch
            queue = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard queue >= 0 else { return nil }
        }
    #endif

    deinit {
        #if canImport(Darwin)
            for descriptor in opened.values { close(descriptor) }
        #endif
        close(queue)
    }

    /// Watches exactly `paths` (absolute) from now on. Returns those whose folder is watched: for a folder that
    /// does not exist (yet), the nearest one above it that does is watched for it to appear.
    @discardableResult
    func watch(_ paths: [String]) -> Set<String> {
        let parents = Set(paths.map(PathResolution.parent(of:)))
        #if canImport(Darwin)
            let wanted = Set(paths).union(parents).union(parents.map(Self.nearestExistingFolder))
            for (path, descriptor) in opened where !wanted.contains(path) {
                close(descriptor)
                opened[path] = nil
            }
            var changes: [kevent] = []
            for path in wanted.sorted() where opened[path] == nil {
                // Not blocking: a FIFO in a watched file's place would wait for a writer.
                let descriptor = open(path, O_EVTONLY | O_NONBLOCK)
                guard descriptor >= 0 else { continue }
                opened[path] = descriptor
                changes.append(
                    kevent(
                        ident: UInt(descriptor), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
                        fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME), data: 0,
                        udata: nil))
            }
            _ = kevent(queue, &changes, Int32(changes.count), nil, 0, nil)
            stamps = Dictionary(paths.map { ($0, FileStamp(path: $0, followingLinks: true)) }) { first, _ in first }
            return Set(paths.filter { opened[PathResolution.parent(of: $0)] != nil })
        #else
            var wanted: [String: Set<String>] = [:]
            for path in paths {
                wanted[PathResolution.parent(of: path), default: []].insert(Self.lastComponent(path))
            }
            // A folder on the way that is replaced (`mv Art.new Art`) would leave its watch on the old one: its name
            // counts in the folder above, up to the one all the files are in.
            let shared = Self.sharedFolder(of: Array(wanted.keys))
            for folder in Array(wanted.keys) {
                var child = folder
                while child.utf8.count > shared.utf8.count {
                    let parent = PathResolution.parent(of: child)
                    wanted[parent, default: []].insert(Self.lastComponent(child))
                    child = parent
                }
            }
            var next: [Int32: (path: String, names: Set<String>)] = [:]
            let events = IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
            var watchedFolders: Set<String> = []
            refusedFolders = [:]
            for (folder, names) in wanted {
                var (watched, awaited) = (folder, names)
                while true {
                    // The same folder again, also under another spelling, gives the same descriptor.
                    let watch = addWatch(queue, watched, UInt32(events) | UInt32(IN_ONLYDIR))
                    if watch >= 0 {
                        next[watch, default: (watched, [])].names.formUnion(awaited)
                        if watched == folder { watchedFolders.insert(folder) }
                        break
                    }
                    guard errno == ENOENT || errno == ENOTDIR, watched.count > 1 else {
                        refusedFolders[watched] = errno
                        break
                    }
                    (watched, awaited) = (PathResolution.parent(of: watched), [Self.lastComponent(watched)])
                }
            }
            for watch in folders.keys where next[watch] == nil { inotify_rm_watch(queue, watch) }
            folders = next
            // With a folder refused, every file not watched is polled (one whose folder is absent costs a stat).
            let unwatched =
                refusedFolders.isEmpty ? [] : paths.filter { !watchedFolders.contains(PathResolution.parent(of: $0)) }
            polled = Dictionary(unwatched.map { ($0, FileStamp(path: $0, followingLinks: true)) }) { first, _ in first }
            return Set(paths.filter { watchedFolders.contains(PathResolution.parent(of: $0)) })
        #endif
    }

    /// The deepest folder that holds every one of `folders` (absolute).
    static func sharedFolder(of folders: [String]) -> String {
        // Split and compared as bytes, as the file system does.
        guard var shared = folders.first?.pathComponents() else { return "/" }
        for folder in folders.dropFirst() {
            let components = folder.pathComponents()
            shared = Array(zip(shared, components).prefix { $0.utf8.elementsEqual($1.utf8) }.map(\.0))
        }
        return "/" + shared.joined(separator: "/")
    }

    private static func lastComponent(_ path: String) -> String {
        String(path.pathComponents().last ?? "")
    }

    /// `folder`, or the nearest folder above it that exists.
    static func nearestExistingFolder(_ folder: String) -> String {
        var folder = folder
        while folder.count > 1 && FileSystem.kind(at: folder) != .folder { folder = PathResolution.parent(of: folder) }
        return folder
    }

    /// Waits until a watched file changes, `interruption` becomes readable, or `timeout` milliseconds pass (-1: no
    /// limit). Events about other files in the watched folders do not end the wait.
    func wait(interruption: Int32, timeout: Int) -> Wake {
        let deadline = timeout < 0 ? nil : MonotonicClock.milliseconds() + timeout
        // On the clock, not on quiet: events about other files must not put the polled ones off.
        var nextPoll = MonotonicClock.milliseconds() + Self.pollMilliseconds
        while true {
            let now = MonotonicClock.milliseconds()
            var left = deadline.map { max(0, $0 - now) } ?? -1
            if !polled.isEmpty { left = left < 0 ? max(0, nextPoll - now) : min(left, max(0, nextPoll - now)) }
            var descriptors = [
                pollfd(fd: interruption, events: Int16(POLLIN), revents: 0),
                pollfd(fd: queue, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, Int32(left))
            if ready < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if descriptors[0].revents != 0 { return .interrupted }
            if ready > 0, drainEvents() { return .changed }
            if !polled.isEmpty, MonotonicClock.milliseconds() >= nextPoll {
                if pollChanged() { return .changed }
                nextPoll = MonotonicClock.milliseconds() + Self.pollMilliseconds
            }
            if let deadline, MonotonicClock.milliseconds() >= deadline { return .quiet }
        }
    }

    /// Whether a polled file's stamp changed since it was last looked at; takes the new stamps.
    private func pollChanged() -> Bool {
        var changed = false
        for (path, stamp) in polled {
            let now = FileStamp(path: path, followingLinks: true)
            if now != stamp {
                polled[path] = now
                changed = true
            }
        }
        return changed
    }

    /// Reads every pending event; whether one was about a watched file.
    private func drainEvents() -> Bool {
        #if canImport(Darwin)
            var events = [kevent](repeating: kevent(), count: 32)
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            var any = false
            while true {
                let count = kevent(queue, nil, 0, &events, Int32(events.count), &none)
                guard count > 0 else { break }
                any = true
                for event in events[..<Int(count)] where event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME) != 0 {
                    // Gone or renamed away: the path is another file now (or none), opened again below.
                    guard let path = opened.first(where: { $0.value == Int32(event.ident) })?.key else { continue }
                    close(Int32(event.ident))
                    opened[path] = nil
                }
            }
            guard any else { return false }
            let before = stamps
            watch(Array(stamps.keys))
            return stamps != before
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
        /// The native-order 32-bit integer at `offset`.
        private static func integer(_ bytes: [UInt8], at offset: Int) -> Int32 {
            var value: UInt32 = 0
            for index in (0..<4).reversed() { value = value << 8 | UInt32(bytes[offset + index]) }
            // Read as little-endian above; on a big-endian processor the bytes meant the swapped value.
            return Int32(bitPattern: UInt32(littleEndian: value))
        }
    #endif
}
