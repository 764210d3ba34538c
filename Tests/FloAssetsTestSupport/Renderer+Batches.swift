import Foundation

/// The readers that take a second or so to start, run once for many files: a launch of Chromium or Inkscape for
/// each file and scale took most of a conformance suite's time.
extension Renderer {
    /// Inkscape's exporter, one process for all of `svgs` (each exported beside its file): SVG user units are CSS
    /// pixels at 96 dpi.
    public static func inkscape(_ svgs: [String], scale: Int) throws -> [Raster] {
        let pngs = svgs.map { (($0 as NSString).deletingPathExtension as String) + ".png" }
        for png in pngs { try? FileManager.default.removeItem(atPath: png) }
        let result = try ExternalTools.run(
            "inkscape",
            [
                "--export-type=png", "--export-background=white", "--export-background-opacity=1",
                "--export-dpi=\(96 * scale)",
            ] + svgs)
        guard result.status == 0 else { throw RenderFailure(tool: "inkscape", message: result.errors) }
        return try pngs.map { png in
            guard let data = FileManager.default.contents(atPath: png) else {
                throw RenderFailure(tool: "inkscape", message: "exported no \(png): \(result.errors)")
            }
            return try Self.png(data)
        }
    }

    /// An SVG file shown at a size in CSS pixels.
    public struct Page {
        public var path: String
        public var width: Int
        public var height: Int

        public init(path: String, width: Int, height: Int) {
            self.path = path
            self.width = width
            self.height = height
        }
    }

    /// Headless Chromium's screenshots of `pages`, each as if opened alone in a window of its size: one process
    /// draws them all, each in a frame of exactly that size on one white page, and the screenshot is cut up.
    public static func chromium(_ pages: [Page], scale: Int, in folder: URL) throws -> [Raster] {
        // Rows up to 1,000 CSS pixels wide.
        var places: [(x: Int, y: Int)] = []
        var (x, y, rowHeight, pageWidth) = (0, 0, 0, 0)
        for page in pages {
            if x > 0, x + page.width > 1_000 {
                (x, y, rowHeight) = (0, y + rowHeight, 0)
            }
            places.append((x, y))
            x += page.width
            rowHeight = max(rowHeight, page.height)
            pageWidth = max(pageWidth, x)
        }
        let frames = zip(pages, places).map { page, place in
            "<iframe src=\"\(URL(fileURLWithPath: page.path).absoluteString)\" scrolling=\"no\" style=\"left: "
                + "\(place.x)px; top: \(place.y)px; width: \(page.width)px; height: \(page.height)px\"></iframe>"
        }
        let html =
            "<!DOCTYPE html><html><head><style>html, body { margin: 0; background: #fff; overflow: hidden } "
            + "iframe { position: absolute; border: 0; margin: 0; padding: 0 }</style></head><body>"
            + frames.joined() + "</body></html>"
        let name = "chromium-\(UUID().uuidString)"
        let htmlURL = folder.appending(path: "\(name).html")
        let output = folder.appending(path: "\(name).png").path
        try Data(html.utf8).write(to: htmlURL)
        // The page's load waits for its frames', and the screenshot for the load.
        let result = try ExternalTools.run(
            "chromium",
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--force-device-scale-factor=\(scale)", "--default-background-color=FFFFFFFF",
                "--window-size=\(pageWidth),\(y + rowHeight)", "--screenshot=\(output)", htmlURL.absoluteString,
            ])
        // Chromium logs D-Bus and GPU noise on stderr even when all is well; the screenshot is what counts.
        guard result.status == 0, let png = FileManager.default.contents(atPath: output) else {
            throw RenderFailure(tool: "chromium", message: result.errors)
        }
        let screenshot = try Self.png(png)
        guard screenshot.width == pageWidth * scale, screenshot.height == (y + rowHeight) * scale else {
            throw RenderFailure(
                tool: "chromium",
                message: "a screenshot of \(screenshot.width) × \(screenshot.height) pixels, not of the page's "
                    + "\(pageWidth * scale) × \((y + rowHeight) * scale)")
        }
        return zip(pages, places).map { page, place in
            screenshot.cropped(
                x: place.x * scale, y: place.y * scale, width: page.width * scale, height: page.height * scale)
        }
    }

    /// Ghostscript's renders of `pdfs` (a page each) at `scale`, by one process, written into `folder`: the PNG
    /// files in the order of `pdfs`, to read with `png(at:)`. Drawn at 4× and averaged down
    /// (`-dDownScaleFactor`), since Ghostscript's own anti-aliasing has 16 levels only, which on small shapes at 1x
    /// hides geometry behind quantisation.
    public static func ghostscriptSupersampled(_ pdfs: [String], scale: Int, in folder: URL) throws -> [String] {
        let pages = folder.appending(path: "gs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        // Only some devices downscale; png16m does. Page numbers run on from one file to the next.
        let result = try ExternalTools.run(
            "gs",
            ["-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-dGraphicsAlphaBits=4", "-sDEVICE=png16m"]
                + ["-r\(72 * scale * 4)", "-dDownScaleFactor=4", "-o", pages.path + "/%d.png"] + pdfs)
        guard result.status == 0, result.errors.isEmpty else { throw RenderFailure(tool: "gs", message: result.errors) }
        let files = pdfs.indices.map { pages.appending(path: "\($0 + 1).png").path }
        guard try FileManager.default.contentsOfDirectory(atPath: pages.path).count == files.count else {
            throw RenderFailure(tool: "gs", message: "drew another number of pages than the \(pdfs.count) files")
        }
        return files
    }

    /// The PNG file at `path`, read as `png(_:)` reads one.
    public static func png(at path: String) throws -> Raster {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderFailure(tool: "pngtopnm", message: "no file \(path)")
        }
        return try png(data)
    }
}
