import FloSupport

/// The one thing a run remembers, as a build system's log does: for each file of an output folder that a run wrote
/// or found up to date, the description of the group that produced it (for the tool, a control's entry in the
/// manifest), the digest of its bytes and its `lstat` stamp, taken when the run knew those bytes (trusted by its old
/// stamp, read and found equal, or just written) and never later. A rerun trusts a group's files without drawing
/// them only when its description is the same and every file has the same stamp; any doubt means draw and compare.
///
/// Like ninja's log it is appended to: a run adds a line for each file whose record changed, the last line for a
/// path counts, and the log is written afresh (sorted, atomically) when more than a quarter of the files changed,
/// when it would hold more than twice as many lines as files and inputs, or when it was made by another build or for
/// other settings. A line cut short by a killed run is ignored. Each run that logs writes the inputs it read again,
/// so the last line of an input is its stamp as that run read it.
///
/// One file per output folder in the user's cache folder (per machine, like a build system's state), so that the
/// committed index stays the same bytes on every machine. `--check` never reads it.
///
/// ```
/// flo-assets log 1
/// tool <the executable's device inode size mtime ctime>
/// settings <digest of the manifest's settings>
/// input <stamp> <absolute path of a file the run read>
/// file <description> <content digest> <stamp> <path relative to the folder>
/// ```
/// A stamp is seven numbers: device, inode, size, modification and change time (seconds, nanoseconds).
package struct BuildLog: Sendable {
    struct Record: Sendable, Equatable {
        var descriptionDigest: SHA256.Digest
        /// The digest of the bytes the file held when stamped: the index must still record exactly these.
        var content: SHA256.Digest
        var stamp: FileStamp
    }

    /// What the records were made with: another build of the tool, or other settings, may draw other bytes.
    struct Context: Sendable, Equatable {
        var tool = BuildLog.tool
        var settings: SHA256.Digest
        /// The files the run read and their stamps, for whoever looks at the log. Not compared: the descriptions
        /// and the settings cover what the contents read of them.
        var inputs: [String: FileStamp] = [:]
    }

    private static let header = "flo-assets log 1"
    /// This build's identity, worked out once.
    static let tool = toolIdentity()
    /// The identity of a build whose executable cannot be stamped.
    static let unknownTool = "unknown"

    let context: Context
    /// The last record of each path.
    private var records: [String: Record] = [:]
    /// How many lines the log holds below its header, input lines included: more than `count` once files were
    /// logged again, or inputs listed.
    private(set) var lineCount = 0
    /// Whether the file ended with a whole line: an append after a line a killed run cut short would join the two.
    private var endsWithWholeLine = true

    init(context: Context) {
        self.context = context
    }

    /// The log at `path` when it was written by this build for these settings; empty when there is none, it cannot
    /// be read, or it was written in another context.
    static func load(from path: String, context: Context) -> BuildLog {
        var log = BuildLog(context: context)
        // Without the executable's stamp another build could not be told apart: nothing is trusted.
        guard context.tool != unknownTool else { return log }
        guard case .contents(let bytes)? = try? FileSystem.readRegularFile(at: path, limit: 256 << 20) else {
            return log
        }
        let expected = [header, "tool " + context.tool, "settings " + context.settings.hex].map { Array($0.utf8) }
        // Up to the last line end: what follows is a line a killed run did not finish.
        let complete = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        log.endsWithWholeLine = complete == bytes.count
        var lines = ByteLines(bytes, end: complete)
        for line in expected { guard let found = lines.next(), found.elementsEqual(line) else { return log } }
        log.records.reserveCapacity(bytes.count / 200)
        for line in lines where !line.isEmpty {
            log.lineCount += 1
            // Not read back (see `Context.inputs`), but counted: appends repeat them.
            if line.starts(with: "input ".utf8) { continue }
            // file <description> <content> <stamp> <path>
            let start = line.startIndex
            var position = start + 134
            guard line.count > 135, line.starts(with: "file ".utf8),
                let description = SHA256.Digest(hex: line[(start + 5)..<(start + 69)]),
                line[start + 69] == UInt8(ascii: " "),
                let content = SHA256.Digest(hex: line[(start + 70)..<position]),
                let stamp = FileStamp(parsing: line, at: &position), position < line.endIndex,
                line[position] == UInt8(ascii: " ")
            else {
                // A damaged log is not used in part: any doubt means drawing.
                return BuildLog(context: context)
            }
            let path = String(decoding: line[(position + 1)...], as: UTF8.self)
            log.records[path] = Record(descriptionDigest: description, content: content, stamp: stamp)
        }
        return log
    }

    /// The record for `path`, if any.
    func record(for path: String) -> Record? {
        records[path]
    }

    /// How many files the log vouches for.
    var count: Int { records.count }

    /// Brings the log at `path` up to date with `files` (path and record each): appends the records that changed,
    /// or writes it afresh when it must (see above). Best effort: a log that cannot be written only makes the next
    /// run slower, and the reason is returned to be shown as a warning.
    /// `files` is taken, not copied, and changed in place: at tens of thousands of files each copy is megabytes.
    func save(
        _ files: consuming [(path: String, record: Record)], inputs: [String: FileStamp], to path: String
    ) -> FileSystemError? {
        guard context.tool != Self.unknownTool else { return nil }
        var kept = files
        kept.removeAll { !$0.record.stamp.isPrecise }
        let changedCount = kept.count { records[$0.path] != $0.record }
        guard changedCount > 0 else { return nil }
        var context = context
        context.inputs = inputs
        // Appended to after an edit; written afresh when most files changed, or it would grow past twice its lines,
        // or it is not a file of its own that can be appended to.
        if lineCount > 0, endsWithWholeLine, changedCount <= kept.count / 4,
            lineCount + changedCount + inputs.count <= 2 * (kept.count + inputs.count) + 64,
            let descriptor = Self.openForAppending(path)
        {
            defer { close(descriptor) }
            var out = ByteBuffer(capacity: 1 << 18 + 4096)
            let changed = kept.filter { records[$0.path] != $0.record }
            return Self.appendLines(changed, inputs: inputs, to: &out, descriptor: descriptor)
                ? nil : FileSystemError(action: "cannot write", path: path)
        }
        kept.sort { $0.path < $1.path }
        return Self.write(kept, context: context, to: path)
    }

    /// Writes a log of `files` to `path` atomically, a quarter megabyte at a time, creating its folder; returns what
    /// failed, if anything did.
    @discardableResult
    static func write(_ files: [(path: String, record: Record)], context: Context, to path: String) -> FileSystemError?
    {
        let folder = PathResolution.parent(of: path)
        do throws(FileSystemError) {
            _ = try FileSystem.createFolder(folder)
            // What a run killed while writing left.
            TemporaryName.sweepAbandoned(folder)
            let (descriptor, temporary) = try FileSystem.createTemporaryFile(in: folder)
            var out = ByteBuffer(capacity: 1 << 18 + 4096)
            out.append(header + "\ntool " + context.tool + "\nsettings " + context.settings.hex + "\n")
            let written = appendLines(files, inputs: context.inputs, to: &out, descriptor: descriptor)
            guard close(descriptor) == 0, written else {
                let failure = FileSystemError(action: "cannot write in", path: folder)
                unlink(temporary)
                return failure
            }
            do { try FileSystem.replace(path, with: temporary) } catch {
                unlink(temporary)
                throw error
            }
            return nil
        } catch {
            return error
        }
    }

    /// The log at `path` opened to append to, when it is a regular file with no other name: a hard link to it from
    /// elsewhere would take the lines too (the log is then written afresh, and the rename leaves the other name).
    private static func openForAppending(_ path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Writes what `out` holds, then the input and file lines, to `descriptor` a quarter megabyte at a time.
    private static func appendLines(
        _ files: [(path: String, record: Record)], inputs: [String: FileStamp], to out: inout ByteBuffer,
        descriptor: Int32
    ) -> Bool {
        var written = true
        func flush(_ out: inout ByteBuffer) {
            written = written && FileSystem.writeAll(out.bytes, to: descriptor)
            out.removeAll()
        }
        for (input, stamp) in inputs.sorted(by: { $0.key < $1.key }) {
            out.append("input")
            stamp.append(to: &out)
            out.append(" " + input + "\n")
        }
        for (file, record) in files where record.stamp.isPrecise {
            out.append("file ")
            record.descriptionDigest.appendHex(to: &out)
            out.append(byte: UInt8(ascii: " "))
            record.content.appendHex(to: &out)
            record.stamp.append(to: &out)
            out.append(" " + file + "\n")
            if out.count >= 1 << 18 { flush(&out) }
        }
        flush(&out)
        return written
    }

    /// The log file of the output folder at `folder` (absolute) inside a cache folder.
    package static func fileName(forFolder folder: String) -> String {
        String(SHA256.hexDigest(Array(folder.utf8)).prefix(32)) + ".log"
    }

    /// The user's cache folder for the tool: `$XDG_CACHE_HOME/flo-assets` on every system (as the help and the
    /// warnings tell users to set it), else `~/.cache/flo-assets` (`~/Library/Caches/flo-assets` on macOS); nil
    /// without a home.
    package static func defaultFolder() -> String? {
        func variable(_ name: String) -> String? {
            getenv(name).map { String(cString: $0) }.flatMap { $0.startsWithSlash ? $0 : nil }
        }
        if let cache = variable("XDG_CACHE_HOME") { return cache + "/flo-assets" }
        // A home folder that does not exist (a service's `HOME=/nonexistent`) is not made: no log, every file drawn.
        let home = variable("HOME").flatMap { FileSystem.identity(of: $0) == nil ? nil : $0 }
        #if canImport(Darwin)
            return home.map { $0 + "/Library/Caches/flo-assets" }
        #else
            return home.map { $0 + "/.cache/flo-assets" }
        #endif
    }

    /// The running executable's stamp: a rebuilt tool starts afresh.
    static func toolIdentity() -> String {
        #if canImport(Darwin)
            var size = UInt32(4096)
            var buffer = [CChar](repeating: 0, count: Int(size))
            let path = _NSGetExecutablePath(&buffer, &size) == 0 ? String(cString: buffer) : CommandLine.arguments[0]
        #else
            let path = "/proc/self/exe"
        #endif
        guard let stamp = FileStamp(path: path, followingLinks: true) else { return unknownTool }
        var out = ByteBuffer(capacity: 128)
        stamp.append(to: &out)
        return String(decoding: out.bytes.dropFirst(), as: UTF8.self)
    }
}
