import FloAssetsTestSupport
import FloDrawing
import Foundation

@testable import FloAssets

/// Compiles a generated code file against the stand-ins of `Fixtures/code-stand-ins` with a `main` that draws every
/// control in every state and appearance, runs it, and returns the scene log of each drawing.
enum CodeHarness {
    /// A drawing of the log: which control of `CodeControl.all`, which state, which appearance, and whether it was
    /// drawn stretched (Swift's, by `stretch`).
    struct Key: Hashable, CustomStringConvertible {
        var control: Int
        var variant: Int
        var appearance: Appearance
        var isStretched = false
        var description: String {
            "control \(control) state \(variant) \(appearance)" + (isStretched ? " stretched" : "")
        }
    }

    /// How the Swift code stretches each drawing once more, in `any`: a resizable SwiftUI view in a frame of this
    /// size, a Core Graphics function in a rectangle of it moved by `tx`, `ty`.
    static let stretch = AffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 5, ty: 7)

    static let standIns = repositoryRoot.appending(path: "Tests/FloAssetsConformanceTests/Fixtures/code-stand-ins")

    /// A generated file and the controls it declares; Kotlin's in a package of its own. `usages` (what the preview
    /// page says to write) are compiled too, in a function never called.
    struct Unit {
        var source: String
        var controls: [CodeControl]
        var package: String
        var usages: [String] = []
    }

    /// The logs each unit's code writes, in `language`: Swift files compiled one by one (they declare the same
    /// names), Kotlin files, each in its package, in one run of the compiler.
    static func run(_ units: [Unit], language: CodeLanguage) throws -> [[Key: [String]]] {
        switch language {
        case .swiftUI, .coreGraphics: return try units.map { try runSwift($0, language: language) }
        case .compose: return try runKotlin(units)
        }
    }

    private static func runSwift(_ unit: Unit, language: CodeLanguage) throws -> [Key: [String]] {
        let folder = try TemporaryFolder()
        let module = language == .swiftUI ? "SwiftUI" : "UIKit"
        let library = try standInLibrary(module)
        try unit.source.write(to: folder.url.appending(path: "Generated.swift"), atomically: true, encoding: .utf8)
        let header =
            language == .swiftUI
            ? "func useEveryView() {" : "func useEveryControl(in context: CGContext, bounds: CGRect) {"
        let usages = [header] + unit.usages.map { language == .swiftUI ? "    _ = \($0)" : "    \($0)" } + ["}"]
        try (swiftMain(language, unit.controls) + usages.joined(separator: "\n") + "\n").write(
            to: folder.url.appending(path: "main.swift"), atomically: true, encoding: .utf8)
        let binary = folder.url.appending(path: "harness").path
        let compiled = try ExternalTools.run(
            "swiftc",
            [
                "-swift-version", "6", "-warnings-as-errors", "-I", library.path, "-L", library.path, "-l" + module,
                folder.url.appending(path: "Generated.swift").path, folder.url.appending(path: "main.swift").path,
                "-o", binary,
            ])
        guard compiled.status == 0 else { throw HarnessError(message: "swiftc: " + compiled.errors) }
        let ran = try ExternalTools.run(binary, [])
        guard ran.status == 0 else { throw HarnessError(message: "harness: " + ran.errors) }
        return logs(ran.output)[0] ?? [:]
    }

    /// The compiler's errors for `example` type-checked with `generated` against the stand-in `module`.
    static func typeCheck(_ example: String, with generated: URL, module: String) throws -> String {
        let folder = try TemporaryFolder()
        let library = try standInLibrary(module)
        try example.write(to: folder.url.appending(path: "Example.swift"), atomically: true, encoding: .utf8)
        let checked = try ExternalTools.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", library.path,
                folder.url.appending(path: "Example.swift").path, generated.path,
            ])
        return checked.status == 0 ? "" : checked.errors
    }

    /// The compiler's errors for `sources` type-checked together, as files of one module, against the stand-in
    /// `module`.
    static func typeCheck(_ sources: [String], module: String) throws -> String {
        let folder = try TemporaryFolder()
        let library = try standInLibrary(module)
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = folder.url.appending(path: "File\(index).swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let checked = try ExternalTools.run(
            "swiftc", ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", library.path] + files)
        return checked.status == 0 ? "" : checked.errors
    }

    /// The compiler's errors for `example` type-checked in a module of its own, with `generated` compiled as the
    /// module `FloArt` against the stand-in `module`.
    static func typeCheck(_ example: String, importing generated: String, module: String) throws -> String {
        let folder = try TemporaryFolder()
        let library = try standInLibrary(module)
        try generated.write(to: folder.url.appending(path: "Generated.swift"), atomically: true, encoding: .utf8)
        try example.write(to: folder.url.appending(path: "Example.swift"), atomically: true, encoding: .utf8)
        let compiled = try ExternalTools.run(
            "swiftc",
            [
                "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-module", "-module-name",
                "FloArt", "-emit-module-path", folder.url.appending(path: "FloArt.swiftmodule").path, "-I",
                library.path, folder.url.appending(path: "Generated.swift").path,
            ])
        guard compiled.status == 0 else { throw HarnessError(message: "swiftc: " + compiled.errors) }
        let checked = try ExternalTools.run(
            "swiftc",
            [
                "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I", library.path, "-I", folder.url.path,
                folder.url.appending(path: "Example.swift").path,
            ])
        return checked.status == 0 ? "" : checked.errors
    }

    /// The errors `kotlinc` gives for `sources` (each a file of its own, `File0.kt`…) with the stand-ins and
    /// `options`.
    static func compileKotlin(_ sources: [String], options: [String]) throws -> String {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for (index, source) in sources.enumerated() {
            let file = folder.url.appending(path: "File\(index).kt")
            try source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let standIns = try kotlinStandIns()
        let compiled = try ExternalTools.run(
            "kotlinc", ["-J-Xmx2g"] + options + standIns + files + ["-d", folder.url.appending(path: "classes").path])
        return compiled.status == 0 ? "" : compiled.errors
    }

    private static func runKotlin(_ units: [Unit]) throws -> [[Key: [String]]] {
        let folder = try TemporaryFolder()
        var files: [String] = []
        for (index, unit) in units.enumerated() {
            let file = folder.url.appending(path: "Generated\(index).kt")
            try unit.source.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            let appearance = unit.source.contains("enum class FloAppearance") ? "appearance: FloAppearance" : ""
            let usages =
                (unit.package.isEmpty ? "" : "package \(unit.package)\n\n")
                + "@Suppress(\"UNUSED_PARAMETER\")\nfun useEveryVector(\(appearance)) {\n"
                + unit.usages.map { "    println(\($0))\n" }.joined() + "}\n"
            let usagesFile = folder.url.appending(path: "Usages\(index).kt")
            try usages.write(to: usagesFile, atomically: true, encoding: .utf8)
            files.append(usagesFile.path)
        }
        try kotlinMain(units).write(to: folder.url.appending(path: "Main.kt"), atomically: true, encoding: .utf8)
        let standIns = try kotlinStandIns()
        let jar = folder.url.appending(path: "harness.jar").path
        // A heap as a Gradle build gives its Kotlin daemon, not Debian's script's 256 MB: large drawings' methods
        // are transformed in memory.
        let compiled = try ExternalTools.run(
            "kotlinc",
            ["-J-Xmx2g", "-Werror"] + standIns + files + [
                folder.url.appending(path: "Main.kt").path, "-include-runtime", "-d", jar,
            ])
        guard compiled.status == 0 else { throw HarnessError(message: "kotlinc: " + compiled.errors) }
        let ran = try ExternalTools.run("java", ["-jar", jar])
        guard ran.status == 0 else { throw HarnessError(message: "harness: " + ran.errors) }
        let all = logs(ran.output)
        return units.indices.map { all[$0] ?? [:] }
    }

    /// The Kotlin stand-ins' files, in order.
    private static func kotlinStandIns() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: standIns.appending(path: "kotlin").path).sorted().map {
            standIns.appending(path: "kotlin/" + $0).path
        }
    }

    /// The drawings of a harness's output, by unit: each starts at a line `control <unit> <control> <state>
    /// <appearance>`.
    private static func logs(_ output: Data) -> [Int: [Key: [String]]] {
        var logs: [Int: [Key: [String]]] = [:]
        var current: (unit: Int, key: Key)?
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ")
            if words.first == "control", words.count == 5 || words.last == "stretched", let unit = Int(words[1]),
                let control = Int(words[2]), let state = Int(words[3]),
                let appearance = Appearance(rawValue: String(words[4]))
            {
                current = (
                    unit,
                    Key(control: control, variant: state, appearance: appearance, isStretched: words.count == 6)
                )
                logs[unit, default: [:]][current!.key] = []
            } else if let current {
                logs[current.unit]![current.key]!.append(line)
            }
        }
        return logs
    }

    struct HarnessError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    private static let libraryLock = NSLock()

    /// The stand-in module, compiled once per test run into a folder of its own.
    private static func standInLibrary(_ module: String) throws -> URL {
        // Tests run in parallel: one compiles a module while the others wait for it.
        libraryLock.lock()
        defer { libraryLock.unlock() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "flo-stand-ins-\(getpid())/\(module)")
        if FileManager.default.fileExists(atPath: folder.appending(path: "lib\(module).a").path) { return folder }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiled = try ExternalTools.run(
            "swiftc",
            [
                "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module",
                "-module-name", module, "-emit-module-path", folder.appending(path: "\(module).swiftmodule").path,
                standIns.appending(path: "swift/StandInCore.swift").path,
                standIns.appending(path: "swift/\(module).swift").path,
                "-o", folder.appending(path: "lib\(module).a").path,
            ])
        guard compiled.status == 0 else { throw HarnessError(message: "stand-in \(module): " + compiled.errors) }
        return folder
    }

    private static let appearances: [(Appearance, swiftUI: String, uiKit: String, kotlin: String)] = [
        (.any, ".light, .standard", ".light, .normal", "Light"),
        (.dark, ".dark, .standard", ".dark, .normal", "Dark"),
        (.highContrast, ".light, .increased", ".light, .high", "HighContrast"),
        (.darkHighContrast, ".dark, .increased", ".dark, .high", "DarkHighContrast"),
    ]

    private static func swiftMain(_ language: CodeLanguage, _ controls: [CodeControl]) -> String {
        var lines = [language == .swiftUI ? "import SwiftUI" : "import UIKit"]
        if language == .coreGraphics { lines.append("let context = CGContext()") }
        for (appearance, swiftUI, uiKit, _) in appearances {
            if language == .swiftUI {
                lines.append(
                    "(EnvironmentValues.current.colorScheme, EnvironmentValues.current.colorSchemeContrast) = (\(swiftUI))"
                )
            } else {
                lines.append(
                    "UITraitCollection.current = UITraitCollection(userInterfaceStyle: \(uiKit.split(separator: ",")[0]), accessibilityContrast:\(uiKit.split(separator: ",")[1]))"
                )
            }
            for (index, control) in controls.enumerated() {
                for (state, variant) in control.variants.enumerated() {
                    let size = "CGSize(width: \(variant.size.width), height: \(variant.size.height))"
                    let arguments = zip(control.parameters, variant.values).map {
                        "\($0.name): \($1.literal(as: $0.type))"
                    }
                    lines.append("Recorder.lines.append(\"control 0 \(index) \(state) \(appearance.rawValue)\")")
                    let view = "FloViews.\(control.typeName)(\(arguments.joined(separator: ", ")))"
                    let draw = { (rect: String) in
                        "FloDrawings.draw\(control.typeName)(in: context, rect: \(rect)"
                            + arguments.map { ", " + $0 }.joined() + ")"
                    }
                    lines.append(
                        language == .swiftUI
                            ? "render(\(view), size: \(size))" : draw("CGRect(origin: .zero, size: \(size))"))
                    guard appearance == .any else { continue }
                    let (width, height) = (variant.size.width * stretch.a, variant.size.height * stretch.d)
                    lines.append("Recorder.lines.append(\"control 0 \(index) \(state) any stretched\")")
                    lines.append(
                        language == .swiftUI
                            ? "render(\(view).resizable(), size: CGSize(width: \(width), height: \(height)))"
                            : draw("CGRect(x: \(stretch.tx), y: \(stretch.ty), width: \(width), height: \(height))"))
                }
            }
        }
        lines.append("print(Recorder.lines.joined(separator: \"\\n\"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func kotlinMain(_ units: [Unit]) -> String {
        var lines = ["import androidx.compose.ui.graphics.vector.Recorder", "", "fun main() {"]
        for (unitIndex, unit) in units.enumerated() {
            let package = unit.package + "."
            for (appearance, _, _, kotlin) in appearances {
                for (index, control) in unit.controls.enumerated() {
                    for (state, variant) in control.variants.enumerated() {
                        var arguments = zip(control.parameters, variant.values).map {
                            $1.literal(as: $0.type, kotlin: true)
                        }
                        if control.followsAppearance { arguments.append(package + "FloAppearance.\(kotlin)") }
                        let isFunction = !control.parameters.isEmpty || control.followsAppearance
                        let call =
                            isFunction
                            ? package + CodeName.escaped(CodeName.memberName(control.name), CodeName.kotlinKeywords)
                                + "(" + arguments.joined(separator: ", ") + ")"
                            : package + control.typeName
                        lines.append(
                            "    Recorder.lines.add(\"control \(unitIndex) \(index) \(state) \(appearance.rawValue)\")")
                        lines.append(
                            "    Recorder.record(\(call), \(CodeNumber.float(variant.size.width)), \(CodeNumber.float(variant.size.height)))"
                        )
                    }
                }
            }
        }
        lines.append("    println(Recorder.lines.joinToString(\"\\n\"))")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
