// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "FloAssets",
    // macOS 13 for Foundation's modern URL API; Linux has no minimum.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "FloAssets", targets: ["FloAssets"]),
        .executable(name: "flo-assets", targets: ["flo-assets"]),
        .plugin(name: "GenerateAssets", targets: ["GenerateAssets"]),
        .plugin(name: "CheckAssets", targets: ["CheckAssets"]),
    ],
    targets: [
        // MARK: Core: manifest → geometry → writers → files. All logic lives here.
        .target(name: "FloAssets"),

        // MARK: Adapters: the command-line tool and the two command plugins that run it.
        .executableTarget(name: "flo-assets", dependencies: ["FloAssets"]),
        .plugin(
            name: "GenerateAssets",
            capability: .command(
                intent: .custom(
                    verb: "generate-assets",
                    description: "Generate the SVG and PDF files described by assets.json"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes the generated vector files next to assets.json")
                ]),
            dependencies: ["flo-assets"]),
        .plugin(
            name: "CheckAssets",
            capability: .command(
                intent: .custom(
                    verb: "check-assets",
                    description: "Fail when the committed generated files are missing, stale or extra")),
            dependencies: ["flo-assets"]),

        // MARK: Tests
        .testTarget(
            name: "FloAssetsTests",
            // The executable too: process-level tests (SIGKILL, locales, concurrent runs) run the real tool.
            dependencies: ["FloAssets", "flo-assets"],
            exclude: ["Snapshots", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
