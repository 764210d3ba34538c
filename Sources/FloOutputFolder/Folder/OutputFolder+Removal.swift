import FloSupport

/// Removing what the tool generated and no longer produces: the files, then the folders they leave empty.
extension OutputFolder {
    /// Removes the plan's removable extras that still hold what the tool wrote: how many, and the warnings for what
    /// was kept.
    ///
    /// A file that describes its folder (a namespace's Contents.json) goes last, once the files removed with it are
    /// gone, and only when nothing else is left in its folder: removing it from under the user's own sets would move
    /// them out of the namespace.
    func removeExtras(_ plan: SyncPlan, index: OwnershipIndex, contents: any FolderContents, opened: Int32)
        throws(FloError) -> (removed: Int, warnings: [Diagnostic])
    {
        var files: [String] = []
        var descriptions: [String] = []
        for extra in plan.removableExtras {
            if contents.describesItsFolder(extra) { descriptions.append(extra) } else { files.append(extra) }
        }
        let stillProduced = plan.removableExtras.isEmpty ? [] : plan.files.map(\.path)
        let removedFiles = try removeOwned(files, index: index, contents: contents, opened: opened)
        var warnings = removeEmptiedFolders(
            removedFiles, stillProduced: stillProduced, contents: contents, opened: opened)
        var emptiedDescriptions: [String] = []
        for extra in descriptions {
            let name = extra.pathComponents().last.map(String.init) ?? extra
            let others = FileSystem.names(inFolder: PathResolution.parent(of: extra), in: (opened, path))
                .filter { $0 != name }
            guard others.isEmpty else {
                let message =
                    "kept: the folder still holds \(others.map { "'\($0)'" }.joined(separator: ", ")), which stay in its namespace; delete it yourself if they should not"
                warnings.append(Diagnostic(.warning, path: displayPath(of: extra), message: message))
                continue
            }
            emptiedDescriptions.append(extra)
        }
        let removedDescriptions = try removeOwned(
            emptiedDescriptions, index: index, contents: contents, opened: opened)
        warnings += removeEmptiedFolders(
            removedDescriptions, stillProduced: stillProduced, contents: contents, opened: opened)
        return (removedFiles.count + removedDescriptions.count, warnings)
    }

    /// Removes each of `extras` that still holds what the tool wrote (checked once more right before), through the
    /// open folder `opened`; returns those removed.
    func removeOwned(_ extras: [String], index: OwnershipIndex, contents: any FolderContents, opened: Int32)
        throws(FloError) -> [String]
    {
        var removed: [String] = []
        for extra in extras {
            let leftover = try fileAccess {
                try classifyLeftover(
                    extra, index: index, produced: ProducedPaths([]), contents: contents, opened: opened)
            }
            guard case .owned = leftover else { continue }
            try fileAccess { try FileSystem.remove(extra, in: (opened, path)) }
            removed.append(extra)
        }
        return removed
    }

    /// Removes the folders (an image set, a namespace) that held only files just removed; one that still holds
    /// something the tool did not write is kept, and reported when `contents` says it is broken so.
    func removeEmptiedFolders(
        _ removed: [String], stillProduced: [String], contents: any FolderContents, opened: Int32
    ) -> [Diagnostic] {
        var folders: Set<String> = []
        for path in removed {
            var components = path.pathComponents().dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        var warnings: [Diagnostic] = []
        // Deepest first, so a namespace folder is tried after the sets in it.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            guard !stillProduced.contains(where: { $0.utf8.starts(with: (folder + "/").utf8) }) else { continue }
            if !FileSystem.removeEmptyFolder(folder, in: (opened, path)) {
                guard contents.isBrokenWhenPartlyEmptied(folder) else { continue }
                let left = FileSystem.names(inFolder: folder, in: (opened, path))
                guard !left.isEmpty else { continue }
                warnings.append(
                    Diagnostic(
                        .warning, path: displayPath(of: folder),
                        message:
                            "kept: it also holds \(left.map { "'\($0)'" }.joined(separator: ", ")), which flo-assets did not write (or which changed since); move them away and delete the folder"
                    ))
            }
        }
        return warnings
    }
}
