import Foundation
import Testing

/// Runs the independent readers (qpdf, poppler, MuPDF, Ghostscript, libxml2, librsvg, netpbm) that prove output.
public enum ExternalTools {
    /// Set by `.ci/run`: a missing reader then fails the tests instead of skipping them.
    public static let required = ProcessInfo.processInfo.environment["FLO_REQUIRE_TOOLS"] == "1"

    public static let names = [
        "qpdf", "pdftoppm", "mutool", "gs", "xmllint", "rsvg-convert", "resvg", "inkscape", "chromium", "pngtopnm",
        "pngcheck", "aapt2", "kotlinc", "java",
    ]

    /// Android's framework resources, which `aapt2 link` needs (Debian: android-framework-res).
    public static let androidFramework = "/usr/share/android-framework-res/framework-res.apk"

    public static func path(of tool: String) -> String? {
        if tool.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether conformance tests run: always in CI (where a missing tool is a failure), locally when installed.
    public static var enabled: Bool {
        required || missing.isEmpty
    }

    /// Every reader the conformance tests need that this machine lacks, commands and Python modules alike.
    public static let missing: [String] = {
        var modules = ["pypdfium2", "skia", "numpy"].filter {
            (try? run("python3", ["-c", "import \($0)"]).status) != 0
        }
        if (try? run(debianPython, ["-c", "import cairo"]).status) != 0 { modules.append("cairo") }
        let framework = FileManager.default.fileExists(atPath: androidFramework) ? [] : ["android-framework-res"]
        return names.filter { path(of: $0) == nil }.map { "\($0) (Debian: \(debianPackages[$0] ?? $0))" }
            + framework + modules.map { "python3 module \($0) (\(moduleSources[$0] ?? "PyPI: " + $0))" }
    }()

    /// Debian's own Python, which has Debian's Python packages (python3-cairo) whichever `python3` comes first on
    /// the PATH.
    public static let debianPython = "/usr/bin/python3"

    /// Where a Python module comes from, where it is not PyPI under its own name.
    static let moduleSources = ["skia": "PyPI: skia-python", "cairo": "Debian: python3-cairo"]

    /// The Debian package of each command, where its name differs.
    static let debianPackages = [
        "pdftoppm": "poppler-utils", "mutool": "mupdf-tools", "gs": "ghostscript", "xmllint": "libxml2-utils",
        "rsvg-convert": "librsvg2-bin", "resvg": "resvg-cli from PyPI", "pngtopnm": "netpbm", "aapt2": "aapt",
    ]

    /// Why a conformance suite is skipped, naming exactly what is missing.
    public static var skipReason: Comment {
        Comment(rawValue: "missing " + missing.joined(separator: ", ") + "; on Debian, .ci/run installs every reader")
    }

    /// Whether `python3` has PDFium (pypdfium2) and Skia (skia-python), which `.ci/run` installs from PyPI.
    public static var hasPythonReaders: Bool {
        !missing.contains { $0.hasPrefix("python3 module") }
    }

    public struct Result {
        public var status: Int32
        public var output: Data
        public var errors: String
    }

    /// Runs `tool` with `arguments`, feeding `input` on standard input.
    public static func run(
        _ tool: String, _ arguments: [String], input: Data? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        guard let executable = path(of: tool) else {
            throw MissingTool(name: tool)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        let standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        // Read both pipes concurrently so neither fills up and blocks the tool.
        let errorData = LockedData()
        let reader = Thread { errorData.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.001) }
        return Result(
            status: process.terminationStatus, output: outputData,
            errors: String(decoding: errorData.value, as: UTF8.self))
    }

    public struct MissingTool: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "\(name) is not installed; .ci/run installs it with apt-get" }
    }
}

public final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var done = false
    public func set(_ value: Data) {
        lock.withLockCompat {
            data = value
            done = true
        }
    }
    public var isSet: Bool { lock.withLockCompat { done } }
    public var value: Data { lock.withLockCompat { data } }
}

/// Renders SVG and PDF files at a device scale with each reader, as RGB rasters on white.
public enum Renderer {
    public static func librsvg(_ svg: String, scale: Int) throws -> Raster {
        let png = try ExternalTools.run("rsvg-convert", ["-z", "\(scale)", "-b", "white", svg])
        guard png.status == 0 else { throw RenderFailure(tool: "rsvg-convert", message: png.errors) }
        let ppm = try ExternalTools.run("pngtopnm", [], input: png.output)
        return try Raster(ppm: ppm.output)
    }

    /// resvg, the Rust renderer (PyPI's resvg-cli), reads SVG independently of librsvg.
    public static func resvg(_ svg: String, scale: Int) throws -> Raster {
        let png = try ExternalTools.run("resvg", ["--zoom", "\(scale)", "--background", "white", svg, "-c"])
        guard png.status == 0, png.errors.isEmpty else { throw RenderFailure(tool: "resvg", message: png.errors) }
        let ppm = try ExternalTools.run("pngtopnm", [], input: png.output)
        return try Raster(ppm: ppm.output)
    }

    /// A PNG decoded by netpbm (an independent reader), composited over white like the other renders.
    public static func png(_ bytes: Data) throws -> Raster {
        let ppm = try ExternalTools.run("pngtopnm", ["-mix", "-background=white"], input: bytes)
        guard ppm.status == 0, ppm.errors.isEmpty else { throw RenderFailure(tool: "pngtopnm", message: ppm.errors) }
        return try Raster(ppm: ppm.output)
    }

    /// `supersampling`: drawn that many times larger and averaged down.
    public static func poppler(_ pdf: String, scale: Int, supersampling: Int = 1) throws -> Raster {
        let result = try ExternalTools.run("pdftoppm", ["-r", "\(72 * scale * supersampling)", pdf])
        guard result.status == 0, result.errors.isEmpty else {
            throw RenderFailure(tool: "pdftoppm", message: result.errors)
        }
        return try Raster(ppm: result.output).averaged(by: supersampling)
    }

    /// `supersampling`: drawn that many times larger and averaged down.
    public static func mupdf(_ pdf: String, scale: Int, supersampling: Int = 1) throws -> Raster {
        let result = try ExternalTools.run(
            "mutool", ["draw", "-q", "-c", "rgb", "-F", "pnm", "-o", "-", "-r", "\(72 * scale * supersampling)", pdf])
        guard result.status == 0, mupdfComplaints(result.errors).isEmpty else {
            throw RenderFailure(tool: "mutool", message: result.errors)
        }
        return try Raster(ppm: result.output).averaged(by: supersampling)
    }

    /// PDFium for every PDF and Skia for every SVG of `files` at each of `scales`, in one Python process
    /// (`Scripts/render-pdfium-skia.py`); keyed `<file name>@<N>x.pdfium` and `<file name>@<N>x.skia`.
    /// `supersampling`: drawn that many times larger and averaged down as each is read, so that the large renders
    /// are never held together.
    public static func pdfiumAndSkia(_ files: [String], scales: [Int], supersampling: Int = 1, in folder: URL) throws
        -> [String: Raster]
    {
        let output = folder.appending(path: "pdfium-skia-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let script = repositoryRoot.appending(path: "Scripts/render-pdfium-skia.py").path
        let drawn = scales.map { String($0 * supersampling) }.joined(separator: ",")
        let result = try ExternalTools.run("python3", [script, output.path, drawn] + files)
        guard result.status == 0 else { throw RenderFailure(tool: "pdfium/skia", message: result.errors) }
        var rasters: [String: Raster] = [:]
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let reader = file.hasSuffix(".pdf") ? "pdfium" : "skia"
            for scale in scales {
                let ppm = output.appending(path: "\(name)@\(scale * supersampling)x.\(reader).ppm")
                guard let data = try? Data(contentsOf: ppm) else { continue }
                rasters["\(name)@\(scale)x.\(reader)"] = try Raster(ppm: data).averaged(by: supersampling)
            }
        }
        return rasters
    }

    public static func ghostscript(_ pdf: String, scale: Int) throws -> Raster {
        let result = try ExternalTools.run(
            "gs",
            ["-q", "-dBATCH", "-dNOPAUSE", "-dSAFER", "-dGraphicsAlphaBits=4", "-sDEVICE=ppmraw", "-r\(72 * scale)"]
                + ["-o", "-", pdf])
        guard result.status == 0, result.errors.isEmpty else { throw RenderFailure(tool: "gs", message: result.errors) }
        return try Raster(ppm: result.output)
    }

    /// What MuPDF said about the file; Debian's build always adds a line about its missing ICC support.
    public static func mupdfComplaints(_ errors: String) -> [Substring] {
        errors.split(separator: "\n").filter { $0 != "warning: ICC support is not available" }
    }

    public struct RenderFailure: Error, CustomStringConvertible {
        public var tool: String
        public var message: String
        public var description: String { "\(tool) failed: \(message)" }
    }
}

extension NSLock {
    /// Runs `body` holding the lock.
    public func withLockCompat<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
