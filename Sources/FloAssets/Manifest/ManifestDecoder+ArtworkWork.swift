import FloSVG

/// Imported artwork is converted again for every drawing of every control that shows it, so what a run converts is
/// bounded: thousands of entries showing a large file fail before they are drawn rather than after hours.
extension ManifestDecoder {
    /// More converting of imported artwork than a run does: about a minute and a half on a laptop's core.
    static let maximumArtworkWork = 200_000_000.0

    /// Adds what drawing `controls`, an entry's appearances of `artwork`, takes every time it is drawn to the run's,
    /// and reports the entry with which it passes `artworkWorkLimit` (once): a file is converted again for each
    /// drawing of each control, so thousands of controls showing a large one would take hours.
    func checkArtworkWork(of controls: [Control], artwork: ImportedSVG, fields: ObjectReader) {
        guard !passedArtworkWorkLimit else { return }
        let perDrawing = artwork.document.drawingWork
        let drawings = controls.count * drawingsPerControl + drawingsPerState
        artworkWorkSoFar += Double(perDrawing) * Double(drawings)
        guard passedArtworkWorkLimit else { return }
        report(
            .tooMuchArtworkWork(
                artwork.source, perDrawing: perDrawing, drawings: drawings,
                millions: Int((artworkWorkSoFar / 1e6).rounded(.up)), maximum: Int(artworkWorkLimit / 1e6)),
            at: fields.location, path: fields.path)
    }

    var passedArtworkWorkLimit: Bool { artworkWorkSoFar > artworkWorkLimit }

    /// Whether the entries that name their file plainly (no `{key}` in `source`) pass `artworkWorkLimit` when each
    /// state is drawn only as often as any state is. Then the run fails at one of them anyway, and no entry's artwork
    /// is drawn to check it: the check would take as long as a minute, only to refuse. The entry with which the run
    /// passes the limit is still found, and reported, as the entries are decoded.
    func foreseesArtworkLimit(_ entries: [(fields: ObjectReader, states: Int)]) -> Bool {
        var least = 0.0
        let drawingsOfAState = Double(drawingsPerControl + drawingsPerState)
        for (fields, states) in entries {
            // Looked at, not read: the entry's decoding reads its keys.
            guard fields.text(of: "type") == ImportedSVG.typeName, let source = fields.text(of: "source"),
                NameTemplate(source).placeholders.isEmpty, case .inside = importPath(source),
                let imported = importSVG(source, reader: EntryReader(decoder: self, fields: fields))
            else { continue }
            least += Double(imported.document.drawingWork) * Double(states) * drawingsOfAState
            if least > artworkWorkLimit { return true }
        }
        return false
    }
}
