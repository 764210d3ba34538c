/// The manifest's named colours (`colors`), in the order written.
package struct Palette: Sendable {
    /// Each name with its colour, in manifest order.
    private(set) var entries: [(name: String, color: AppearanceColor)] = []
    private var indexByName: [String: Int] = [:]

    var isEmpty: Bool { entries.isEmpty }
    var names: [String] { entries.map(\.name) }

    mutating func add(_ name: String, _ color: AppearanceColor) {
        indexByName[name] = entries.count
        entries.append((name, color))
    }

    subscript(name: String) -> AppearanceColor? {
        indexByName[name].map { entries[$0].color }
    }
}
