import FloDrawing
import FloSupport

/// The preview page's HTML: a header with the contents, the palette, then one section per manifest entry with a card
/// per control. Each drawing is written once, as an SVG `<symbol>`, and shown through `<use>` at every scale and
/// background, so the page stays one file without repeating the art.
///
/// The page is polyglot: well-formed XML as well as HTML, so that an XML parser can check it strictly. Ids are
/// `<kind>:<name>`: names cannot hold a `:`, so no two ids can meet.
struct PreviewPage {
    /// Past this many drawings the manifest gets a warning: browsers open such a page slowly.
    static let drawingsBeforeWarning = 3_000
    /// Past this many the manifest is refused: a deliberate cap on the page's size and on the time to open it.
    static let maximumDrawings = 10_000

    let artwork: Artwork
    let links: [PreviewLink]
    /// For each link, what code writes to use a state's files: given beside them.
    var usages: [[EntryState: String]] = []
    var out = ByteBuffer(capacity: 1 << 16)
    /// The sign's edge coverages already worked out: a manifest's buttons mostly share sizes and strokes, and the
    /// colours only threshold them.
    var crispness: [CrispnessKey: [Double]] = [:]

    /// One button shape at one size, snapping and scale; its colours left out.
    struct CrispnessKey: Hashable {
        var shape: PushButton
        var size: Size
        var snapping: PixelSnapping
        var scale: Int
    }

    /// The controls of one manifest entry, each with its drawings for the appearances it changes.
    struct Entry {
        var index: Int
        var title: String
        /// Per control name, its drawings: `any` first, then the other appearances it is drawn for.
        var controls: [[Control]]
    }

    /// The page's bytes.
    mutating func html() -> [UInt8] {
        let entries = groupedEntries()
        usages = links.map { $0.writer.usages(in: artwork) }
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
        out.append("<meta name=\"generator\" content=\"flo-assets\"/>\n")
        out.append("<title>Flo Assets preview</title>\n<style>\n")
        out.append(Self.styleSheet)
        out.append("</style>\n</head>\n<body>\n")
        appendSymbols()
        appendHeader(entries)
        out.append("<main>\n")
        if !artwork.palette.isEmpty { appendPalette() }
        if entries.isEmpty { out.append("<p>The manifest has no controls.</p>\n") }
        for entry in entries { appendEntry(entry) }
        out.append("</main>\n</body>\n</html>\n")
        return out.bytes
    }

    /// The controls grouped by entry, and within an entry by name.
    private func groupedEntries() -> [Entry] {
        var entries: [Entry] = []
        for control in artwork.controls {
            if entries.last?.index != control.entry {
                let title =
                    control.entry < artwork.entryNames.count ? artwork.entryNames[control.entry] : control.name
                entries.append(Entry(index: control.entry, title: title, controls: []))
            }
            if control.appearance == .any {
                entries[entries.count - 1].controls.append([control])
            } else {
                let last = entries[entries.count - 1].controls.count - 1
                entries[entries.count - 1].controls[last].append(control)
            }
        }
        return entries
    }

    /// Every drawing once, as a symbol the cards refer to.
    private mutating func appendSymbols() {
        out.append("<svg class=\"art\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">\n")
        for control in artwork.controls {
            let drawing = control.drawing(defaultSnapping: artwork.pixelSnapping)
            out.append("<symbol id=\"")
            out.append(Self.symbolID(control))
            out.append("\" viewBox=\"0 0 ")
            out.append(numbers: drawing.size.width, drawing.size.height)
            out.append("\">\n")
            SVGRenderer.elements(of: drawing, idPrefix: Self.symbolID(control) + ":", to: &out)
            out.append("</symbol>\n")
        }
        out.append("</svg>\n")
    }

    private mutating func appendHeader(_ entries: [Entry]) {
        let names = entries.reduce(0) { $0 + $1.controls.count }
        out.append("<header>\n<h1>Flo Assets preview</h1>\n<p class=\"meta\">")
        out.append(Self.counted(entries.count, "entry", "entries") + " · " + Self.counted(names, "control", "controls"))
        out.append(" · " + Self.counted(artwork.controls.count, "drawing", "drawings"))
        if !artwork.palette.isEmpty {
            out.append(" · " + Self.counted(artwork.palette.entries.count, "palette colour", "palette colours"))
        }
        out.append(" · shown at " + artwork.scales.map { "\($0)x" }.joined(separator: ", ") + "</p>\n")
        if !links.isEmpty {
            out.append("<p class=\"meta\">Outputs: ")
            let outputs = links.map { link in
                link.format.rawValue + " in " + (link.prefix.isEmpty ? "this folder" : Self.escape(link.prefix))
            }
            out.append(outputs.joined(separator: "; "))
            out.append("</p>\n")
        }
        if !entries.isEmpty || !artwork.palette.isEmpty {
            out.append("<nav aria-label=\"Contents\">\n<ul>\n")
            if !artwork.palette.isEmpty { out.append("<li><a href=\"#palette\">Palette</a></li>\n") }
            for entry in entries {
                out.append("<li><a href=\"#entry:\(entry.index)\">")
                out.append(Self.escape(entry.title))
                out.append("</a></li>\n")
            }
            out.append("</ul>\n</nav>\n")
        }
        out.append("</header>\n")
    }

    /// "1 entry", "3 entries".
    static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) " + (count == 1 ? singular : plural)
    }

    /// The id of a drawing's symbol: unique, as file names are.
    static func symbolID(_ control: Control) -> String { "art:" + escape(control.fileName) }

    /// Text for character data and attribute values.
    static func escape(_ text: String) -> String { XMLEscaping.escape(text) }

    /// `#RRGGBB`, with the opacity after it when not opaque, as designers read colours.
    static func hex(_ color: Color) -> String {
        var bytes = ByteBuffer(capacity: 7)
        bytes.append(hexColor: color.red, color.green, color.blue, uppercase: true)
        let text = String(decoding: bytes.bytes, as: UTF8.self)
        return color.alpha < 1 ? text + " " + formatNumber((color.alpha * 100).rounded()) + "%" : text
    }

    /// The colour as CSS, for a swatch.
    static func css(_ color: Color) -> String {
        let channels = [color.red, color.green, color.blue].map { String(Color.eightBit($0)) }
        return "rgba(" + channels.joined(separator: ",") + "," + formatNumber(min(max(color.alpha, 0), 1)) + ")"
    }
}
