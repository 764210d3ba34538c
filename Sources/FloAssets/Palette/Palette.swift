import FloDrawing

/// The manifest's named colours (`colors`), in the order written.
package struct Palette: Sendable {
    /// Each name with its colour, in manifest order.
    private(set) var entries: [(name: String, color: AppearanceColor)] = []
    private var indexByName: [String: Int] = [:]

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    var names: [String] { entries.map(\.name) }

    mutating func add(_ name: String, _ color: AppearanceColor) {
        indexByName[name] = entries.count
        entries.append((name, color))
    }

    subscript(name: String) -> AppearanceColor? {
        // Without a palette, no name is hashed: every colour of every control is looked up here first.
        guard !entries.isEmpty else { return nil }
        return indexByName[name].map { entries[$0].color }
    }

    /// Why `name` cannot name a palette colour: it must be `[A-Za-z][A-Za-z0-9_-]*` (it becomes a colour set and a
    /// resource name) and must not be a UIKit colour name, which it would hide.
    static func nameProblem(_ name: String) -> ManifestProblem? {
        if let uiKit = Color.uiKitNames.first(where: { $0.name.lowercased() == name.lowercased() }) {
            return .paletteNameShadowsUIKit(name, uiKitName: uiKit.name)
        }
        return isIdentifier(name) ? nil : .invalidPaletteName(name)
    }

    /// Whether `name` is `[A-Za-z][A-Za-z0-9_-]*` and at most `ManifestDecoder.maximumNameLength` bytes: a palette
    /// name, or an asset catalog's namespace folder.
    static func isIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isASCIILetter(first), bytes.count <= ManifestDecoder.maximumNameLength else {
            return false
        }
        return bytes.allSatisfy {
            isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_")
                || $0 == UInt8(ascii: "-")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
