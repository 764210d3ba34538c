import FloSupport

/// The names of the tool's temporary files: `.flo-assets-tmp-<pid>-<12 random letters and digits>`.
///
/// Hard to guess from outside the run (a random seed per process; a planted file or link is never followed anyway,
/// since they are created exclusively), short whatever the output's name, and recognisable exactly, so a sweep
/// removes only what a killed run left.
enum TemporaryName {
    static let prefix = ".flo-assets-tmp-"
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    private static let randomLength = 12

    static func make() -> String {
        // The system generator seeds a per-process sequence once (a system call per file would cost more than the
        // write); each name is a SplitMix64 output of it, 36¹² < 2⁶⁴.
        var value = sequence.next()
        let prefix = processPrefix.utf8
        return String(unsafeUninitializedCapacity: prefix.count + randomLength) { name in
            var count = name.initialize(fromContentsOf: prefix)
            for _ in 0..<randomLength {
                name[count] = alphabet[Int(value % UInt64(alphabet.count))]
                value /= UInt64(alphabet.count)
                count += 1
            }
            return count
        }
    }

    private static let processPrefix = prefix + String(getpid()) + "-"
    private static let sequence = NameSequence()

    /// SplitMix64 from a random seed, shared by the writing threads.
    private final class NameSequence: @unchecked Sendable {
        private let lock = Lock()
        private var state: UInt64

        init() {
            var generator = SystemRandomNumberGenerator()
            state = generator.next()
        }

        func next() -> UInt64 {
            let step = lock.locked {
                state &+= 0x9E37_79B9_7F4A_7C15
                return state
            }
            var z = step
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The process that made `name`, when `name` is exactly one of ours; nil for anything else.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix) else { return nil }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, String(pid) == parts[0],
            parts[1].utf8.count == randomLength, parts[1].utf8.allSatisfy(alphabet.contains)
        else { return nil }
        return pid
    }

    /// Removes the temporary files in `folder` that interrupted runs left. Call it holding the folder's exclusive
    /// lock: every run writes under that lock, so no temporary file there can still be in use.
    static func sweep(_ folder: String, opened: Int32) {
        for name in FileSystem.names(in: folder, startingWith: prefix, opened: opened) where owner(of: name) != nil {
            // A folder of that name is not ours (the tool makes only files): left alone.
            unlinkat(opened, opened == AT_FDCWD ? folder + "/" + name : name, 0)
        }
    }

    /// Removes the temporary files in `folder` whose run has ended: for a folder no lock guards (the log folder,
    /// shared by every run), where another run's file may still be in use.
    static func sweepAbandoned(_ folder: String) {
        for name in FileSystem.names(in: folder, startingWith: prefix) {
            guard let pid = owner(of: name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(folder + "/" + name)
        }
    }
}
