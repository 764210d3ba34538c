#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What lets an unchanged rerun finish in about the time it takes to `lstat` its files: the stamps of everything a
/// successful run left (every generated file, each folder's index, the folders themselves), with the digest of the
/// manifest it read and the warnings it printed. A rerun by the same build, with the same manifest bytes and the
/// same options, that finds every one of those stamps unchanged has nothing to do: it prints the same warnings and
/// summary without decoding the manifest's controls. When only the manifest changed, in a few entries, it decodes and
/// draws only those (`editReplay`, from the entries' text digests the record also keeps). Anything else, and it runs
/// in full (using the per-folder `StampCache`), then records afresh.
///
/// Kept in the stamps folder, beside the folders' stamps; `--check` never reads it.
package enum RunRecord {
    /// What an unchanged rerun prints.
    package struct Replay: Sendable, Equatable {
        /// The manifest's warnings, as the recorded run printed them; empty when it had none.
        package var warnings: String
        /// How many files the manifest produces.
        package var fileCount: Int
    }

    /// What a run read: the manifest's digest and its stamp (nil when it changed while being read).
    package struct ManifestRead: Sendable {
        private let pendingDigest: BackgroundWork<SHA256.Digest>
        var stamp: StampCache.Stamp?

        /// The digest of the bytes read, worked out on another core while the manifest is decoded; nil only if
        /// that work never stored one.
        var digest: SHA256.Digest? { pendingDigest.result() }

        init(bytes: [UInt8], stamp: StampCache.Stamp?) {
            pendingDigest = BackgroundWork { SHA256.hash(bytes) }
            self.stamp = stamp
        }

        /// Reads the manifest at `path` (see `ManifestLoader.read`), stamped before and after.
        package static func read(atPath path: String, displayPath: String) throws(FloError) -> (
            bytes: [UInt8], read: ManifestRead
        ) {
            let before = StampCache.Stamp(followingLinksTo: path)
            let bytes = try ManifestLoader.read(atPath: path, displayPath: displayPath)
            let stamp = before == StampCache.Stamp(followingLinksTo: path) ? before : nil
            return (bytes, ManifestRead(bytes: bytes, stamp: stamp))
        }
    }

    static let header = "flo-assets run 2"

    /// The record for one invocation: the folder it runs in, the manifest and the output folder as typed.
    package static func fileName(workingDirectory: String, manifestPath: String, outputPath: String?) -> String {
        let key = [workingDirectory, manifestPath, outputPath ?? ""].joined(separator: "\u{0}")
        return String(SHA256.hexDigest(Array(key.utf8)).prefix(32)) + ".run"
    }

    /// What a rerun that the record lets off lightly did.
    package enum Rerun: Sendable, Equatable {
        /// Nothing: the manifest and every recorded file and folder were exactly as the recorded run left them.
        case replayed(Replay)
        /// Only the manifest changed, in a few entries, and only those were drawn (see `editReplay`).
        case edited(EditReplay)
    }

    /// The rerun the record at `path` allows, for the manifest at `manifestPath` (named `displayPath` in messages)
    /// and the command line's `--output`; nil at the least doubt, for a full run. The recorded files are checked on
    /// `workers` threads (one per core unless given).
    package static func rerun(
        at path: String, manifestPath: String, displayPath: String, outputPath: String?, workingDirectory: String,
        workers: Int? = nil, pngMegapixelLimit: Int? = nil
    ) -> Rerun? {
        guard case .contents(var bytes)? = try? FileSystem.readRegularFile(at: path, limit: 256 << 20) else {
            return nil
        }
        let workers = workers ?? ParallelWork.defaultWorkers
        return bytes.withUnsafeMutableBufferPointer { record -> Rerun? in
            guard var reader = reader(of: record), let head = reader.head() else { return nil }
            // The stamp vouches for the manifest only with sub-second times; otherwise its bytes are read and hashed.
            if head.manifestStamp.isPrecise && head.manifestStamp == StampCache.Stamp(followingLinksTo: manifestPath) {
                return replay(&reader, head: head, base: record, workers: workers).map(Rerun.replayed)
            }
            guard let (manifest, read) = try? ManifestRead.read(atPath: manifestPath, displayPath: displayPath) else {
                return nil
            }
            if read.digest == head.manifestDigest {
                return replay(&reader, head: head, base: record, workers: workers).map(Rerun.replayed)
            }
            let invocation = Invocation(
                record: path, manifest: manifestPath, displayPath: displayPath, output: outputPath,
                workingDirectory: workingDirectory, pngMegapixelLimit: pngMegapixelLimit)
            return editReplay(
                &reader, head: head, base: record, manifest: (manifest, read), invocation: invocation, workers: workers
            ).map(Rerun.edited)
        }
    }

    /// Removes the record at `path`: a run that goes on in full leaves none until it has succeeded.
    package static func discard(at path: String) {
        unlink(path)
    }

    /// The replay of the recorded run, once every recorded file and folder is found as that run left them.
    private static func replay(
        _ reader: inout RecordReader, head: RecordHead, base record: UnsafeMutableBufferPointer<UInt8>, workers: Int
    ) -> Replay? {
        guard let checked = checkedFolders(&reader, base: record, workers: workers, exclusive: false) else {
            return nil
        }
        withExtendedLifetime(checked) {}
        return Replay(warnings: head.warnings, fileCount: head.fileCount)
    }

    /// A reader of the record's lines, once its last line vouches for every byte before it; nil for a record cut
    /// at a line's end or damaged.
    static func reader(of record: UnsafeMutableBufferPointer<UInt8>) -> RecordReader? {
        guard record.count > 1, record[record.count - 1] == UInt8(ascii: "\n"),
            let trailerStart = record[..<(record.count - 1)].lastIndex(of: UInt8(ascii: "\n")).map({ $0 + 1 }),
            String(decoding: UnsafeBufferPointer(rebasing: record[trailerStart..<(record.count - 1)]), as: UTF8.self)
                == "end \(RecordChecksum.of(UnsafeBufferPointer(rebasing: record[..<trailerStart])))"
        else { return nil }
        return RecordReader(UnsafeMutableBufferPointer(rebasing: record[..<trailerStart]))
    }

    /// Locks every folder the rest of the record names (for reading, or for writing with `exclusive`) and checks
    /// every line on `workers` threads: nil unless each still describes its path. The folders stay locked while the
    /// result is held.
    static func checkedFolders(
        _ reader: inout RecordReader, base record: UnsafeMutableBufferPointer<UInt8>, workers: Int, exclusive: Bool
    ) -> CheckedFolders? {
        // Every folder locked: a run writing one of them is waited for, not seen half done.
        let checked = CheckedFolders()
        // The other lines are parsed and checked once every folder is locked, on every core: one `lstat` a line is
        // most of what an unchanged rerun does. Only where each line is and the folder before it are kept meanwhile.
        let base = record.baseAddress.unsafelyUnwrapped
        // Gathered here and handed over at the end: appending to the class's own arrays would check exclusive access
        // at every line.
        var lines: [RecordLine] = []
        var roots: [OpenRoot] = []
        while let line = reader.rawLine() {
            guard line.count > 2 else { return nil }
            switch line[0] {
            case UInt8(ascii: "r"):
                var position = 1
                guard let stamp = StampCache.Stamp(parsing: UnsafeBufferPointer(line), at: &position),
                    position < line.count, line[position] == UInt8(ascii: " ")
                else { return nil }
                let path = UnsafeMutableBufferPointer(rebasing: line[(position + 1)...])
                guard let lock = try? FileSystem.lock(String(decoding: path, as: UTF8.self), exclusive: exclusive)
                else { return nil }
                checked.locks.append(lock)
                // The folder locked is the one the path names (the files below are looked up from it), as recorded.
                guard FileSystem.identity(ofOpen: lock) == [stamp.device, stamp.inode],
                    RecordLine.isUnchanged(UnsafeBufferPointer(line), base: base, root: nil)
                else { return nil }
                lines.append(
                    RecordLine(
                        start: Int32(line.baseAddress.unsafelyUnwrapped - base), count: Int32(line.count),
                        root: RecordLine.folderItself))
                roots.append(
                    OpenRoot(
                        descriptor: lock, prefixStart: path.baseAddress.unsafelyUnwrapped - base,
                        prefixCount: path.count))
            case UInt8(ascii: "f"), UInt8(ascii: "d"), UInt8(ascii: "a"):
                // Within Int32: records are read only up to 256 MiB.
                lines.append(
                    RecordLine(
                        start: Int32(line.baseAddress.unsafelyUnwrapped - base), count: Int32(line.count),
                        root: Int32(roots.count - 1)))
            default:
                return nil
            }
        }
        guard reader.isAtEnd else { return nil }
        let shared = SharedRecord(base: UnsafePointer(base))
        let (recorded, openRoots) = (lines, roots)
        let partSize = 1024
        // The first changed line stops the workers taking more parts; every part must have been checked.
        guard
            let counts = try? ParallelWork.map(
                count: recorded.count, chunkSize: partSize, workers: workers,
                {
                    range in
                    for index in range {
                        let line = recorded[index]
                        // The folders' own lines were checked as they were locked.
                        guard line.root != RecordLine.folderItself else { continue }
                        guard
                            RecordLine.isUnchanged(
                                UnsafeBufferPointer(start: shared.base + Int(line.start), count: Int(line.count)),
                                base: shared.base, root: line.root >= 0 ? openRoots[Int(line.root)] : nil)
                        else { throw RecordLine.Changed() }
                    }
                    return range.count
                }), counts.reduce(0, +) == recorded.count
        else { return nil }
        (checked.lines, checked.roots) = (lines, roots)
        return checked
    }
}
