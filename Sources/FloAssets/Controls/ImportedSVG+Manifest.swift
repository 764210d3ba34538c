import FloDrawing
import FloOutputFolder
import FloSVG
import FloSupport

extension ImportedSVG: ControlType, SizedDrawing {
    static let typeName = "svg"

    static func decode(_ reader: EntryReader) -> ImportedSVG? {
        let source = reader.string("source")
        // Read, like the recolours' colours, without counting among the control's colours until the file shows
        // which it draws: a colour it never draws must not give the control another appearance's file, identical
        // to its own.
        reader.fields.markColor("color")
        let color = reader.fields.member("color").flatMap { member in
            reader.decoder.appearanceColor(
                member.value, path: reader.fields.path(of: "color"), allowsPaletteNames: true)
        }
        let recolor = decodeRecolor(reader) ?? []
        if reader.fields.member("source") == nil {
            reader.report(.missingKey("source", hint: "the SVG file to import, relative to the manifest"), at: nil)
        }
        // The keys its placeholders name are the entry's, whether or not the file is read.
        for key in NameTemplate(source ?? "").placeholders { _ = reader.fields.member(key) }
        guard let source, reader.isValid, let imported = reader.decoder.importSVG(source, reader: reader) else {
            return nil
        }
        var svg = ImportedSVG(source: imported.source, document: imported.document, contents: imported.contents)
        if let color { svg.color = color }
        svg.recolor = recolor.map(\.recolor)
        if let color, imported.document.drawsCurrentColor { reader.decoder.colorsRead.append(color) }
        // Design tools export literal colours: `color` then changes nothing, and no other appearance is drawn.
        if color != nil, !imported.document.drawsCurrentColor {
            let written = Set(imported.document.drawnColors.map(Self.hex)).sorted()
            reader.decoder.report(
                .colorPaintsNothing(file: imported.source, drawn: written, recolors: !recolor.isEmpty),
                at: reader.fields.location(of: "color"),
                path: reader.fields.path(of: "color"))
        }
        let drawn = Set(imported.document.drawnColors.map(Recolor.key))
        let (matched, unmatched) = (
            recolor.filter { drawn.contains($0.recolor.from) }, recolor.filter { !drawn.contains($0.recolor.from) }
        )
        reader.decoder.colorsRead += matched.map(\.recolor.to)
        warnOfRecolorsOfNothing(unmatched, in: imported.document, source: imported.source, reader: reader)
        return reader.isValid ? svg : nil
    }

    /// Warns of each colour of `unmatched`, which `recolor` maps and the file never draws: a typo or a colour the
    /// designer changed would otherwise leave the control in the file's colours, with no dark variant, and nothing
    /// said.
    private static func warnOfRecolorsOfNothing(
        _ unmatched: [WrittenRecolor], in document: SVGDocument, source: String, reader: EntryReader
    ) {
        guard !unmatched.isEmpty else { return }
        let written = Set(document.drawnColors.map(Self.hex)).sorted()
        for entry in unmatched {
            reader.decoder.report(
                .recolorsNothing(entry.written, file: source, drawn: written), at: entry.location, path: entry.path)
        }
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent, as a key of `recolor` may write it.
    private static func hex(_ color: Color) -> String {
        var bytes = ByteBuffer(capacity: 9)
        bytes.append(hexColor: color.red, color.green, color.blue, uppercase: false)
        let alpha = Color.eightBit(color.alpha)
        if alpha < 255 { bytes.append(bytes: UInt8(alpha).hexDigits(uppercase: false)) }
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    /// A mapping of `recolor` and where it is written.
    private struct WrittenRecolor {
        var recolor: Recolor
        var written: String
        var location: SourceLocation
        var path: String
    }

    /// `recolor`: an object from colours of the file (any CSS form) to colours of the manifest, each colour once
    /// (only the first mapping of a colour would count).
    private static func decodeRecolor(_ reader: EntryReader) -> [WrittenRecolor]? {
        reader.fields.markColor("recolor")
        guard let member = reader.fields.member("recolor") else { return nil }
        let path = reader.fields.path(of: "recolor")
        guard case .object(let members) = member.value.value else {
            reader.decoder.typeMismatch(member.value, path: path, expected: "an object from file colours to colours")
            return nil
        }
        var result: [WrittenRecolor] = []
        var first: [[Int]: (key: String, line: Int)] = [:]
        for entry in members {
            let entryPath = path + "." + entry.key
            guard let from = CSSColor.parse(entry.key[...]) else {
                reader.decoder.report(
                    .notAColor(
                        entry.key, reason: "a key of recolor is a colour as the SVG file writes it, e.g. #57DAD5"),
                    at: entry.keyLocation, path: entryPath)
                continue
            }
            let key = Recolor.key(from)
            if let earlier = first[key] {
                let problem: ManifestProblem =
                    earlier.key == entry.key
                    ? .duplicateKey(entry.key, firstLine: earlier.line)
                    : .recolorRepeated(entry.key, other: earlier.key, line: earlier.line)
                reader.decoder.report(problem, at: entry.keyLocation, path: entryPath)
                continue
            }
            first[key] = (entry.key, entry.keyLocation.line)
            guard
                let to = reader.decoder.appearanceColor(entry.value, path: entryPath, allowsPaletteNames: true)
            else { continue }
            result.append(
                WrittenRecolor(
                    recolor: Recolor(from: Recolor.key(from), to: to), written: entry.key, location: entry.keyLocation,
                    path: entryPath))
        }
        return result
    }

    var intrinsicSize: Size? { document.size }

    /// The file was checked at its own size; fitted into a larger one, its drawing must still stay in range.
    func violations(size: Size?) -> [Violation] {
        guard let size, !document.fits(size) else { return [] }
        let written = "\(ManifestProblem.written(size.width)) × \(ManifestProblem.written(size.height))"
        let reason =
            "fitted into \(written) its drawing reaches beyond ±\(Int(SVGDocument.coordinateLimit)); make the control smaller or the file's viewBox larger"
        return [Violation(key: "width", problem: .importProblem(source, reason: reason), alsoDecidedBy: ["height"])]
    }

    var importedContents: SHA256.Digest? { contents }
}
