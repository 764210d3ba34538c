import Foundation

/// The folder the generated files go to: compares, writes only what changed, atomically, and removes only the
/// files it generated earlier that the manifest no longer produces.
///
/// Controls are rendered, compared and written in chunks on every core, so memory stays flat however large the
/// manifest, and the bytes never depend on scheduling.
public struct OutputFolder: Sendable {
    /// What a sync did.
    public struct Summary: Sendable, Equatable {
        public var written = 0
        public var unchanged = 0
        public var removed = 0
        public var total: Int { written + unchanged }
    }

    static let temporaryPrefix = ".flo-assets-tmp-"

    public let path: String
    /// How messages name the folder.
    public let displayPath: String
    /// How many threads render and write; 1 gives the same bytes, only slower.
    public var workers = ProcessInfo.processInfo.activeProcessorCount

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }

    func filePath(_ name: String) -> String { path + "/" + name }
    func displayName(_ name: String) -> String { displayPath + "/" + name }

    func readIndex() throws(FileAccessError) -> OwnershipIndex? {
        try FileSystem.contents(ofFile: filePath(OwnershipIndex.fileName)).map(OwnershipIndex.init(bytes:))
    }

    /// Files in the folder that a generated file would replace though flo-assets did not generate them.
    ///
    /// Only controls whose files exist unowned are rendered for this; usually there are none.
    func conflicts(_ renderer: AssetRenderer, existing: Set<String>, index: OwnershipIndex?) throws -> [String] {
        let formats = renderer.manifest.formats.map(\.rawValue)
        var conflicts: [String] = []
        for (position, control) in renderer.manifest.controls.enumerated() {
            let unowned = formats.map { "\(control.name).\($0)" }.filter { existing.contains($0) && !(index?.contains($0) ?? false) }
            guard !unowned.isEmpty else { continue }
            for file in renderer.files(forControlAt: position) where unowned.contains(file.name) {
                if try FileSystem.contents(ofFile: filePath(file.name)) != file.bytes { conflicts.append(file.name) }
            }
        }
        return conflicts
    }

    /// Brings the folder up to date with what `renderer` produces.
    public func sync(_ renderer: AssetRenderer) throws -> Summary {
        try FileSystem.createFolder(path)
        let existing = Set(FileSystem.contents(of: path))
        removeAbandonedTemporaryFiles(among: existing)
        let index = try readIndex()
        let conflicting = try conflicts(renderer, existing: existing, index: index)
        guard conflicting.isEmpty else {
            throw OutputConflict(paths: conflicting.map(displayName), indexPath: displayName(OwnershipIndex.fileName))
        }
        let counts = try ParallelWork.map(count: renderer.manifest.controls.count, workers: workers) { controls in
            var summary = Summary()
            for position in controls {
                for file in renderer.files(forControlAt: position) {
                    if existing.contains(file.name), try FileSystem.contents(ofFile: filePath(file.name)) == file.bytes {
                        summary.unchanged += 1
                    } else {
                        try FileSystem.writeAtomically(file.bytes, to: filePath(file.name), temporaryName: Self.temporaryName(for: file.name))
                        summary.written += 1
                    }
                }
            }
            return summary
        }
        var summary = counts.reduce(into: Summary()) { total, chunk in
            total.written += chunk.written
            total.unchanged += chunk.unchanged
        }
        let produced = Set(renderer.fileNames)
        for name in index?.names ?? [] where !produced.contains(name) && existing.contains(name) {
            try FileSystem.remove(filePath(name))
            summary.removed += 1
        }
        let newIndex = OwnershipIndex(names: produced)
        if newIndex.names.isEmpty {
            // Nothing is generated here any more, so nothing is left to own.
            try FileSystem.remove(filePath(OwnershipIndex.fileName))
        } else if newIndex != index {
            try FileSystem.writeAtomically(
                newIndex.bytes, to: filePath(OwnershipIndex.fileName), temporaryName: Self.temporaryName(for: OwnershipIndex.fileName))
        }
        return summary
    }

    /// `.flo-assets-tmp-<pid>-<name>`: unique per run and file, and tells whose it is.
    static func temporaryName(for name: String) -> String {
        temporaryPrefix + String(processIdentifier) + "-" + name
    }

    private static let processIdentifier = getpid()

    /// Deletes temporary files left by runs that were killed; those of runs still going are left alone.
    private func removeAbandonedTemporaryFiles(among names: Set<String>) {
        for name in names where name.hasPrefix(Self.temporaryPrefix) {
            let owner = pid_t(name.dropFirst(Self.temporaryPrefix.count).prefix { $0 != "-" }) ?? 0
            if owner <= 0 || (kill(owner, 0) != 0 && errno == ESRCH) {
                try? FileSystem.remove(filePath(name))
            }
        }
    }
}

/// Generated files would replace files that flo-assets did not generate.
public struct OutputConflict: Error, Sendable, CustomStringConvertible {
    public var paths: [String]
    public var indexPath: String

    public var description: String {
        paths.map { path in
            "\(path): error: exists and was not generated by flo-assets (it is not listed in \(indexPath)); "
                + "move it away, rename the control, or choose another output folder"
        }.joined(separator: "\n")
    }
}
