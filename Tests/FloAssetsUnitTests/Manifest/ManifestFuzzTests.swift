import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

@Suite struct ManifestFuzzTests {
    static let replacements = [
        "\"text\"", "true", "null", "[]", "{}", "1e308", "-1e400", "123456789012345678901234567890",
        "-0", "0.0000001", "[1, 2]", "\"#FFF\"", "\"rgb(1,2,3)\"", "10001", "-5", "\"..\"",
    ]

    static func mutate(_ base: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = base
        switch random.next() % 6 {
        case 0: // flip bytes
            for _ in 0...(random.next() % 3) {
                bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
            }
        case 1: // truncate
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
        case 2: // rename a key: change one letter inside some quoted word
            let quotes = bytes.indices.filter { bytes[$0] == UInt8(ascii: "\"") }
            if let quote = quotes.randomElement(using: &random), quote + 2 < bytes.count {
                bytes[quote + 1 + Int(random.next() % 2)] = UInt8(ascii: "a") + UInt8(random.next() % 26)
            }
        case 3: // swap a value for another JSON type or an extreme number
            let text = String(decoding: bytes, as: UTF8.self)
            let colons = text.indices.filter { text[$0] == ":" }
            if let colon = colons.randomElement(using: &random) {
                let valueStart = text.index(after: colon)
                let valueEnd = text[valueStart...].firstIndex { $0 == "," || $0 == "}" } ?? text.endIndex
                let replacement = replacements[Int(random.next() % UInt64(replacements.count))]
                bytes = Array((text[..<valueStart] + " " + replacement + text[valueEnd...]).utf8)
            }
        case 4: // deep nesting around the whole document or inside it
            let depth = Int(random.next() % 120)
            let position = Int(random.next() % UInt64(bytes.count))
            bytes =
                Array(bytes[..<position]) + Array(repeating: UInt8(ascii: "["), count: depth)
                + Array(bytes[position...])
        default: // duplicate a slice
            let start = Int(random.next() % UInt64(bytes.count))
            let end = min(bytes.count, start + Int(random.next() % 40))
            bytes.insert(contentsOf: bytes[start..<end], at: start)
        }
        return bytes
    }

    @Test(arguments: [1, 2, 3, 4])
    func mutatedManifestsSucceedOrFailWithLocatedErrors(seed: UInt64) throws {
        let base = Array(try defaultManifestText().utf8)
        var random = SplitMix64(state: seed)
        var outcomes = (valid: 0, invalid: 0)
        for iteration in 0..<1500 {
            let mutated = Self.mutate(base, using: &random)
            do {
                let (manifest, _) = try ManifestLoader.decode(
                    mutated, displayPath: "assets.json", folder: repositoryRoot.path)
                for file in AssetRenderer.files(for: manifest) { #expect(!file.bytes.isEmpty) }
                outcomes.valid += 1
            } catch {
                let errors = error.diagnostics.filter { $0.severity == .error }
                #expect(!errors.isEmpty, "seed \(seed) iteration \(iteration)")
                #expect(
                    errors.allSatisfy { $0.location != nil && $0.description.hasPrefix("assets.json:") },
                    "seed \(seed) iteration \(iteration): \(error)")
                outcomes.invalid += 1
            }
        }
        // The mutations exercise both paths.
        #expect(outcomes.valid > 10 && outcomes.invalid > 500, "\(outcomes)")
    }
}

@Suite struct InvalidManifestSafetyTests {
    /// Through the command: every mutated manifest that fails exits 2 and leaves the output folder exactly as it was.
    @Test func invalidManifestsNeverTouchTheOutputFolder() throws {
        let folder = try TemporaryFolder()
        let base = try defaultManifestText()
        try folder.write(base, to: "assets.json")
        try folder.write("kept", to: "notes.txt")
        #expect(runTool(["--quiet"], in: folder) == .success)
        let output = folder.url.appending(path: "Assets")
        func snapshot() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: output.path) {
                files[name] = try Data(contentsOf: output.appending(path: name))
            }
            return files
        }
        let before = try snapshot()
        var random = SplitMix64(state: 99)
        var failures = 0
        for _ in 0..<300 {
            let mutated = ManifestFuzzTests.mutate(Array(base.utf8), using: &random)
            try Data(mutated).write(to: folder.url.appending(path: "assets.json"))
            let captured = CapturedConsole()
            let code = runTool([], in: folder, captured: captured)
            if code == .invalidInput {
                failures += 1
                #expect(try snapshot() == before)
                #expect(captured.errors.hasPrefix("assets.json:"), "\(captured.errors)")
            } else {
                // A mutation that is still valid may change the files; put them back for the next round.
                #expect(code == .success, "\(captured.errors)")
                try folder.write(base, to: "assets.json")
                #expect(runTool(["--quiet"], in: folder) == .success)
            }
        }
        #expect(failures > 100)
        #expect(try folder.read("notes.txt") == Data("kept".utf8))
    }
}
