import Foundation

/// Reads and validates a manifest file.
public enum ManifestLoader {
    /// The validated manifest at `url` and its warnings; throws every error found, located in the file.
    ///
    /// `displayPath` is how diagnostics name the file (as the user typed it).
    public static func load(contentsOf url: URL, displayPath: String) throws -> (manifest: Manifest, warnings: [Diagnostic]) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw FileAccessError(message: "\(displayPath): error: cannot read the manifest: \(describe(error))")
        }
        return try decode([UInt8](data), displayPath: displayPath)
    }

    /// The validated manifest in `bytes`.
    public static func decode(_ bytes: [UInt8], displayPath: String) throws(ManifestError) -> (manifest: Manifest, warnings: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ManifestError(diagnostics: [
                Diagnostic(file: displayPath, location: error.location, message: "malformed JSON: \(error.message)")
            ])
        }
        var decoder = ManifestDecoder(file: displayPath)
        let manifest = decoder.decode(root)
        if decoder.diagnostics.contains(where: { $0.severity == .error }) {
            throw ManifestError(diagnostics: decoder.diagnostics)
        }
        return (manifest, decoder.diagnostics)
    }

    static func describe(_ error: Error) -> String {
        if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile {
            return "no such file"
        }
        return error.localizedDescription
    }
}

/// A file that could not be read or written.
public struct FileAccessError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
