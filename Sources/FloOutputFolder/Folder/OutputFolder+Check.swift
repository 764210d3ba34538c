import FloSupport

/// `--check`: comparing the folder with what a run would write, trusting nothing (not the log), writing nothing.
extension OutputFolder {
    /// The folder's device and inode, when it exists.
    package var identity: [UInt64]? { FileSystem.identity(of: path) }

    /// Every missing, stale, extra or blocked generated file, in group order, as diagnostics; writes nothing.
    ///
    /// Strict on purpose: it draws every file and compares bytes, so CI trusts nothing a commit could fake.
    package func check(_ contents: any FolderContents) throws(FloError) -> [Diagnostic] {
        if let blocked = fileInTheWay() {
            return [Diagnostic(path: blocked.path, message: "in the way: " + blocked.message.dropFirst("is ".count))]
                + noteWhereNamed()
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            // Missing files only when the folder is simply not there yet; a folder that cannot be searched is a
            // file access failure as generating would meet.
            guard errno == ENOENT else {
                let error = FileSystemError(action: "cannot open folder", path: path)
                throw .fileAccess(Diagnostic(path: displayPath, message: "\(error.action): \(error.reason)"))
            }
            return contents.allPaths.map {
                Diagnostic(path: displayPath(of: $0), message: "missing: not generated yet")
            }
        }
        let lock = try fileAccess { try FileSystem.lock(path, exclusive: false) }
        defer { close(lock) }
        // Read through the locked folder, which must be the one the path names, inside the manifest's folder: one
        // swapped for a link after the manifest was read would have `--check` compare (and quote) files outside.
        guard pathLeads(to: lock) else {
            throw .fileAccess(
                Diagnostic(
                    path: displayPath,
                    message:
                        "was replaced (by a link or another folder) while flo-assets opened it, or leads out of the manifest's folder; correct the path, then check again"
                ))
        }
        let existing = try readIndex(opened: lock)
        let index = existing?.index ?? OwnershipIndex(entries: [])
        let results = try compareAll(contents, index: index, opened: lock) {
            (_, comparisons, results: inout [(OwnershipIndex.Entry, isIndexed: Bool, Diagnostic?)]) in
            for comparison in comparisons {
                let file = comparison.expected
                let entry = OwnershipIndex.Entry(path: file.path, bytes: file.bytes)
                results.append(
                    (
                        entry, !file.isCreatedOnce,
                        finding(for: comparison, index: index).map {
                            Diagnostic(path: displayPath(of: file.path), message: $0)
                        }
                    ))
            }
        }
        var findings =
            results.compactMap(\.2)
            + clashes(of: contents, opened: lock).map {
                Diagnostic(path: displayPath(of: $0.path), message: $0.message)
            }
        let produced = ProducedPaths(results.map(\.0.path))
        for extra in index.paths where produced[ignoringCase: extra] != extra {
            let leftover = try fileAccess {
                try classifyLeftover(extra, index: index, produced: produced, contents: contents, opened: lock)
            }
            switch leftover {
            case .gone:
                break
            case .owned:
                let message = "extra: generated earlier; the manifest no longer produces it"
                findings.append(Diagnostic(path: displayPath(of: extra), message: message))
            case .changed:
                let message = "no longer produced, and changed since flo-assets generated it; generate will keep it"
                findings.append(Diagnostic(.warning, path: displayPath(of: extra), message: message))
            case .blocked(let folder, let kind):
                let message =
                    "no longer produced; \(displayPath(of: folder)) on its way \(kind.description) now; generate will leave it alone"
                findings.append(Diagnostic(.warning, path: displayPath(of: extra), message: message))
            case .foreign:
                let message = "is listed in the index but is no file flo-assets writes; generate will leave it alone"
                findings.append(Diagnostic(.warning, path: displayPath(of: extra), message: message))
            }
        }
        // Temporary files an interrupted run left: generate sweeps them, so a clean check must see none.
        for name in FileSystem.names(in: path, startingWith: TemporaryName.prefix, opened: lock).sorted()
        where TemporaryName.owner(of: name) != nil && FileSystem.kind(at: name, relativeTo: lock) != .folder {
            let message = "extra: a temporary file left by an interrupted run; generate removes it"
            findings.append(Diagnostic(path: displayPath(of: name), message: message))
        }
        // Compared by entries, not bytes: a CRLF checkout (git's autocrlf) of the right index is the right index.
        let expectedIndex = OwnershipIndex(entries: results.filter(\.isIndexed).map(\.0))
        if expectedIndex.entries.isEmpty ? existing != nil : existing?.index != expectedIndex {
            findings.append(
                Diagnostic(
                    path: displayPath(of: OwnershipIndex.fileName),
                    message: (existing == nil ? "missing" : "stale") + ": the list of generated files is out of date"))
        }
        return findings
    }

    /// What `--check` says about one file; nil when it is up to date. `index` tells a file the tool wrote and
    /// someone changed from one it never wrote, as generate does.
    private func finding(for comparison: FileComparison, index: OwnershipIndex) -> String? {
        switch comparison.state {
        case .unchanged:
            return nil
        case .differs where comparison.expected.isCreatedOnce, .tooLarge where comparison.expected.isCreatedOnce:
            // Created when missing, never replaced: any version is the user's to keep.
            return nil
        case .missing:
            return "missing: not generated yet"
        case .tooLarge:
            return notReplaced(
                comparison.expected.path, difference: "larger than flo-assets would write it", index: index)
        case .differs(let found, let owned):
            // A file with other names may hold another file's contents (a secret): compared, never quoted.
            let detail = Self.difference(
                expected: comparison.expected.bytes, found: found,
                isText: comparison.expected.isText && !comparison.foundHasOtherNames)
            return owned ? "stale: " + detail : notReplaced(comparison.expected.path, difference: detail, index: index)
        case .blocked(let kind, let at):
            return "in the way: " + blockedDescription(kind, at: at, for: comparison.expected.path)
        }
    }

    /// A file at `path` that generate will not replace, and what to do, as generate says it: edited when the tool
    /// wrote it and someone changed it since, else in the way. Not called stale: regenerating alone would not fix it.
    private func notReplaced(_ path: String, difference: String, index: OwnershipIndex) -> String {
        guard index.contains(path) else { return "in the way: " + notGenerated }
        return "edited: " + difference
            + "; flo-assets generated it and it was changed since, so generate will not replace it: move your version away or undo the change"
    }

    /// Where two versions of a file first differ: the line for text, the byte offset for binary files.
    static func difference(expected: [UInt8], found: [UInt8], isText: Bool) -> String {
        if isText {
            let expectedLines = String(decoding: expected, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let foundLines = String(decoding: found, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for number in 0..<max(expectedLines.count, foundLines.count) {
                let want = number < expectedLines.count ? String(expectedLines[number]) : "<end of file>"
                let have = number < foundLines.count ? String(foundLines[number]) : "<end of file>"
                if want != have {
                    // Long lines are shown from a little before where they part, so the two quotes differ.
                    let start = max(0, zip(want, have).prefix { $0 == $1 }.count - 20)
                    return
                        "differs at line \(number + 1): expected \(clip(want, from: start)), found \(clip(have, from: start))"
                }
            }
        }
        let offset =
            zip(expected, found).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, found.count)
        return "\(found.count) bytes, expected \(expected.count); first difference at byte offset \(offset)"
    }

    /// A line in quotes from character `start` (marked `...` when not 0), its own quotes and backslashes escaped,
    /// shortened past 80 characters.
    private static func clip(_ line: String, from start: Int) -> String {
        let rest = line.dropFirst(start)
        let tail = rest.count > 80 ? rest.prefix(77) + "..." : rest
        let short = start > 0 && !tail.isEmpty ? "..." + tail : tail
        var quoted = "\""
        // Scalar by scalar: a quote or backslash joined with a combining mark into one Character is still one.
        for scalar in short.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}
