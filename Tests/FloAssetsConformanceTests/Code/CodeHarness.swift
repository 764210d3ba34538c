import FloAssetsTestSupport
import FloDrawing
import Foundation

@testable import FloAssets

/// Compiles a generated code file against the stand-ins of `Fixtures/code-stand-ins` with a `main` that draws every
/// control in every state and appearance, runs it, and returns the scene log of each drawing.
enum CodeHarness {
    /// A drawing of the log: which control of `CodeControl.all`, which state, which appearance.
    struct Key: Hashable, CustomStringConvertible {
        var control: Int
        var variant: Int
        var appearance: Appearance
        var description: String { "control \(control) state \(variant) \(appearance)" }
    }

    static let standIns = repositoryRoot.appending(path: "Tests/FloAssetsConformanceTests/Fixtures/code-stand-ins")

    /// The logs `source` (in `language`) writes for `controls`.
    static func run(_ source: String, language: CodeLanguage, controls: [CodeControl]) throws -> [Key: [String]] {
        let folder = try TemporaryFolder()
        let output: Data
        switch language {
        case .swiftUI, .coreGraphics:
            let module = language == .swiftUI ? "SwiftUI" : "UIKit"
            let library = try standInLibrary(module)
            try source.write(to: folder.url.appending(path: "Generated.swift"), atomically: true, encoding: .utf8)
            try swiftMain(language, controls).write(
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
            output = ran.output
        case .compose:
            try source.write(to: folder.url.appending(path: "Generated.kt"), atomically: true, encoding: .utf8)
            try kotlinMain(controls).write(to: folder.url.appending(path: "Main.kt"), atomically: true, encoding: .utf8)
            let sources = try FileManager.default.contentsOfDirectory(atPath: standIns.appending(path: "kotlin").path)
                .sorted().map { standIns.appending(path: "kotlin/" + $0).path }
            let jar = folder.url.appending(path: "harness.jar").path
            let compiled = try ExternalTools.run(
                "kotlinc",
                ["-Werror"] + sources + [
                    folder.url.appending(path: "Generated.kt").path, folder.url.appending(path: "Main.kt").path,
                    "-include-runtime", "-d", jar,
                ])
            guard compiled.status == 0 else { throw HarnessError(message: "kotlinc: " + compiled.errors) }
            let ran = try ExternalTools.run("java", ["-jar", jar])
            guard ran.status == 0 else { throw HarnessError(message: "harness: " + ran.errors) }
            output = ran.output
        }
        var logs: [Key: [String]] = [:]
        var key: Key?
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ")
            if words.first == "control", words.count == 4 {
                key = Key(
                    control: Int(words[1])!, variant: Int(words[2])!,
                    appearance: Appearance(rawValue: String(words[3]))!)
                logs[key!] = []
            } else if let key {
                logs[key]!.append(line)
            }
        }
        return logs
    }

    struct HarnessError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The stand-in module, compiled once per test run into a folder of its own.
    private static func standInLibrary(_ module: String) throws -> URL {
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
                let size = "CGSize(width: \(control.size.width), height: \(control.size.height))"
                for (state, variant) in control.variants.enumerated() {
                    let arguments = zip(control.parameters, variant.values).map {
                        "\($0.name): \($1.literal(as: $0.type))"
                    }
                    lines.append("Recorder.lines.append(\"control \(index) \(state) \(appearance.rawValue)\")")
                    if language == .swiftUI {
                        lines.append("render(\(control.typeName)(\(arguments.joined(separator: ", "))), size: \(size))")
                    } else {
                        lines.append(
                            "FloDrawings.draw\(control.typeName)(in: context, rect: CGRect(origin: .zero, size: \(size))"
                                + arguments.map { ", " + $0 }.joined() + ")")
                    }
                }
            }
        }
        lines.append("print(Recorder.lines.joined(separator: \"\\n\"))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func kotlinMain(_ controls: [CodeControl]) -> String {
        var lines = ["import androidx.compose.ui.graphics.vector.Recorder", "", "fun main() {"]
        let followsAppearance = controls.contains(where: \.followsAppearance)
        for (appearance, _, _, kotlin) in appearances {
            for (index, control) in controls.enumerated() {
                for (state, variant) in control.variants.enumerated() {
                    var arguments = zip(control.parameters, variant.values).map {
                        $1.literal(as: $0.type, kotlin: true)
                    }
                    if control.followsAppearance { arguments.append("FloAppearance.\(kotlin)") }
                    let isFunction = !control.parameters.isEmpty || control.followsAppearance
                    let call =
                        isFunction
                        ? CodeName.escaped(CodeName.memberName(control.name), CodeName.kotlinKeywords) + "("
                            + arguments.joined(separator: ", ") + ")"
                        : control.typeName
                    lines.append("    Recorder.lines.add(\"control \(index) \(state) \(appearance.rawValue)\")")
                    lines.append("    Recorder.record(\(call))")
                }
            }
        }
        _ = followsAppearance
        lines.append("    println(Recorder.lines.joinToString(\"\\n\"))")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
