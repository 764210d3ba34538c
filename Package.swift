// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FloAssets",
    // macOS 13 for Foundation's modern URL API (the plugins and the tests); Linux has no minimum.
    platforms: [.macOS(.v13)],
    products: [
        // The tool and its two plugin verbs are the product; the five library targets are an implementation detail
        // (what one uses of another is `package`), so none is offered as a library product.
        .executable(name: "flo-assets", targets: ["flo-assets"]),
        .plugin(name: "GenerateAssets", targets: ["GenerateAssets"]),
        .plugin(name: "CheckAssets", targets: ["CheckAssets"]),
    ],
    targets: [
        // MARK: The stages, each a target so that SwiftPM refuses an import against the flow:
        // FloAssets (manifest → controls → writers) draws with FloDrawing and writes through FloOutputFolder;
        // neither of those knows of manifests, controls or writers, nor of each other.
        .target(name: "FloAssets", dependencies: ["FloDrawing", "FloOutputFolder", "FloSupport", "FloSVG"]),
        // Imported artwork: SVG files read, checked and turned into the scene model. Knows no manifest.
        .target(name: "FloSVG", dependencies: ["FloDrawing", "FloSupport"]),
        // Geometry, the scene model every control draws into, the rasteriser and DEFLATE.
        .target(name: "FloDrawing", dependencies: ["FloSupport"]),
        // The output folder: comparing, writing atomically, the ownership index, the log, SHA-256.
        .target(name: "FloOutputFolder", dependencies: ["FloSupport", "CSHA256"]),
        // Bytes, diagnostics, a lock, a line reader, the thread pool and paths, for every stage.
        .target(name: "FloSupport"),
        // SHA-256's compression function on the processor's SHA instructions (x86-64), which FloOutputFolder uses when
        // present: every generated file is hashed on every run. Elsewhere its Swift code does the work.
        .target(name: "CSHA256"),

        // MARK: Adapters: the command-line tool, and the two command plugins that build it in release and run it.
        .executableTarget(name: "flo-assets", dependencies: ["FloAssets", "FloOutputFolder", "FloSupport"]),
        .plugin(
            name: "GenerateAssets",
            capability: .command(
                intent: .custom(
                    verb: "generate-assets",
                    description:
                        "Generate the SVG, PDF and PNG files, asset catalogs, Android resources, preview page and drawing code described by assets.json"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated files into the output folders assets.json names")
                ])),
        .plugin(
            name: "CheckAssets",
            capability: .command(
                intent: .custom(
                    verb: "check-assets",
                    description: "Fail when the committed generated files are missing, stale or extra"))),

        // MARK: Tests
        // Helpers shared by the three test targets: temporary folders, the built tool, external readers, goldens.
        .target(name: "FloAssetsTestSupport", path: "Tests/FloAssetsTestSupport"),
        // Fast, in-process: geometry, manifest, writers, output folder, the command. Runs in about a minute.
        .testTarget(
            name: "FloAssetsUnitTests",
            dependencies: [
                "FloAssets", "FloDrawing", "FloOutputFolder", "FloSupport", "FloSVG", "flo-assets",
                "FloAssetsTestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]),
        // Process-level: the real executable killed, raced, run in other locales and against a hostile folder.
        .testTarget(
            name: "FloAssetsEndToEndTests",
            dependencies: [
                "FloAssets", "FloDrawing", "FloOutputFolder", "FloSupport", "flo-assets", "FloAssetsTestSupport",
            ]),
        // Independent readers (qpdf, poppler, MuPDF, Ghostscript, librsvg, resvg, …) prove the files.
        .testTarget(
            name: "FloAssetsConformanceTests",
            dependencies: ["FloAssets", "FloDrawing", "FloOutputFolder", "FloSupport", "FloAssetsTestSupport"],
            // resvg's test suite, for SVG import (Scripts/svg-suite.py).
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
