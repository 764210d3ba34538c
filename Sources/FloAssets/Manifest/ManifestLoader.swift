import FloOutputFolder
import FloSupport

/// Reads and validates a manifest file.
package enum ManifestLoader {
    /// The bytes of the manifest file at `path`: a regular file (links followed) of at most 4 MiB. `displayPath` is
    /// how diagnostics name the file (as the user typed it); only a regular file is read, so a FIFO fails at once.
    package static func read(atPath path: String, displayPath: String) throws(FloError) -> [UInt8] {
        let result: FileSystem.ReadResult
        do {
            result = try FileSystem.readRegularFile(at: path, limit: JSONParser.maximumSize, followingLinks: true)
        } catch {
            // Links that lead back to themselves are the user's to mend, as a missing file is.
            guard !error.isLinkLoop else {
                throw .invalidManifest([
                    Diagnostic(
                        path: displayPath,
                        message: "a symbolic link in a loop of links, which leads to no file; correct the links")
                ])
            }
            throw .fileAccess(Diagnostic(path: displayPath, message: "cannot read the manifest: \(error.reason)"))
        }
        switch result {
        case .contents(let bytes):
            return bytes
        case .absent:
            // The default name gets the way in; a path the user gave gets told it names nothing.
            let message =
                if let target = FileSystem.linkText(of: path) {
                    "a link to \"\(target)\", which leads to nothing; "
                        + (Self.missingEnd(ofLink: path).map { "create \($0) or correct the links" }
                            ?? "create that file or correct the link")
                } else if displayPath == "assets.json" {
                    "no manifest here; create assets.json in this folder or pass --manifest PATH"
                } else {
                    "no manifest here; create \(displayPath) or correct the path given to --manifest"
                }
            throw .invalidManifest([Diagnostic(path: displayPath, message: message)])
        case .tooLarge:
            throw .invalidManifest([
                Diagnostic(
                    path: displayPath,
                    message:
                        "manifests are limited to \(JSONParser.maximumSize >> 20) MiB; split the design system or remove unused controls"
                )
            ])
        case .notRegular(let kind):
            throw .invalidManifest([
                Diagnostic(path: displayPath, message: "\(kind.description); the manifest must be a regular file")
            ])
        }
    }

    /// The validated manifest in `bytes`. `bytes` are let go once parsed (when the caller passes its last use): tens
    /// of thousands of controls are megabytes. `pngMegapixelLimit` bounds the pixels the PNG outputs draw in all
    /// (`--max-png-megapixels`; nil: the default).
    /// `folder` is the manifest's folder as the process reaches it, where imported files are found (nil: none
    /// can be).
    package static func decode(
        _ bytes: consuming [UInt8], displayPath: String, folder: String? = nil, pngMegapixelLimit: Int? = nil
    ) throws(FloError) -> (manifest: Manifest, warnings: [Diagnostic]) {
        var importedFiles: [String]?
        return try decode(
            bytes, displayPath: displayPath, folder: folder, pngMegapixelLimit: pngMegapixelLimit,
            importedFiles: &importedFiles)
    }

    /// `decode`, setting `importedFiles` to the files the controls import (absolute) once the JSON is read, even
    /// when they or the manifest turn out to be invalid (nil for JSON that cannot be read): what a watcher waits on.
    package static func decode(
        _ bytes: consuming [UInt8], displayPath: String, folder: String?, pngMegapixelLimit: Int?,
        importedFiles: inout [String]?
    ) throws(FloError) -> (manifest: Manifest, warnings: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
            _ = consume bytes
        } catch {
            throw .invalidManifest([
                Diagnostic(path: displayPath, location: error.location, message: "malformed JSON: \(error.message)")
            ])
        }
        let decoder = ManifestDecoder(file: displayPath)
        decoder.importFolder = folder
        let displayFolder = PathResolution.parent(of: displayPath)
        decoder.importDisplayPrefix = displayFolder.isEmpty || displayFolder == "." ? "" : displayFolder + "/"
        if let pngMegapixelLimit { decoder.pngPixelLimit = Double(pngMegapixelLimit) * ManifestDecoder.megapixel }
        let manifest = decoder.decode(consume root)
        importedFiles = decoder.importedFiles
        guard decoder.errorCount == 0 else { throw .invalidManifest(decoder.diagnostics) }
        return (manifest, decoder.diagnostics)
    }

    /// Where a chain of links that starts at `path` ends in nothing, when it passes through another link on the way;
    /// nil for a single link (its own target is the file to create).
    private static func missingEnd(ofLink path: String) -> String? {
        guard var end = FileSystem.linkTarget(of: path), FileSystem.linkTarget(of: end) != nil else { return nil }
        // Loops were refused before this: the chain ends, though it is followed only so far.
        for _ in 0..<40 {
            guard let next = FileSystem.linkTarget(of: end) else { return end }
            end = next
        }
        return nil
    }
}
