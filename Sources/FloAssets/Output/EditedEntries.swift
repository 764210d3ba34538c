/// The manifest after an edit: its new text digests, and its settings with only the entries that changed, decoded.
struct EditedEntries {
    /// The settings and the changed entries only; `Control.entry` indexes `changed`.
    let manifest: Manifest
    /// The positions of the changed entries among the manifest's.
    let changed: [Int]
    /// The digest of every entry's text, changed or not.
    let textDigests: [SHA256.Digest]
    /// The digest of the manifest's settings, the same as recorded.
    let settings: SHA256.Digest

    /// Nil unless the manifest has as many entries as recorded, at most `maximumEditedEntries` of them changed with at
    /// most `maximumEditedFiles` files between them, its settings are the same, and the changed entries decode
    /// without a warning, their PNGs within one image's pixels (`Canvas.maximumPixels`) and `pngMegapixelLimit`.
    init?(
        _ bytes: [UInt8], entries: [RecordedEntry], settings: SHA256.Digest,
        displayPath: String, workers: Int, pngMegapixelLimit: Int?
    ) {
        guard var root = try? JSONParser.parse(bytes, workers: workers), let starts = EntryText.starts(in: root),
            starts.count == entries.count
        else { return nil }
        guard let textDigests = EntryText.digests(of: bytes, starts: starts) else { return nil }
        let changed = textDigests.indices.filter { textDigests[$0] != entries[$0].digest }
        // Counted in files too, as recorded: one entry with states may be thousands of them.
        let files = changed.reduce(0) { $0 + entries[$1].counts.reduce(0, +) }
        guard !changed.isEmpty, changed.count <= RunRecord.maximumEditedEntries, files <= RunRecord.maximumEditedFiles,
            case .object(var members) = root.value,
            let position = members.firstIndex(where: { $0.key == "controls" }),
            case .array(let elements) = members[position].value.value
        else { return nil }
        members[position].value.value = .array(changed.map { elements[$0] })
        root.value = .object(members)
        let decoder = ManifestDecoder(file: displayPath)
        decoder.workers = 1
        // The others' pixels are not counted here: past one image's worth, the full run weighs them all.
        decoder.pngPixelLimit = min(
            Canvas.maximumPixels, pngMegapixelLimit.map { Double($0) * ManifestDecoder.megapixel } ?? .infinity)
        let manifest = decoder.decode(root)
        // A problem, even a warning, is the full run's to report, with every other entry's.
        guard decoder.reports.isEmpty, manifest.settingsDigest == settings else { return nil }
        (self.manifest, self.changed, self.textDigests, self.settings) = (manifest, changed, textDigests, settings)
    }
}
