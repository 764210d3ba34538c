/// A folder of an Android `res/` folder as Android's build reads it, for the configurations this tool writes: its
/// resource type, and its qualifiers as this tool writes them (`-night`, `-xhdpi`, `-night-xhdpi`). Other spellings
/// of those configurations are the same to the build, and their resources clash with ours just the same: a density
/// by its dots per inch (`320dpi` is `xhdpi`), and the platform version the build adds itself (`-v4` after a
/// density, `-v8` after `night`) or a lower one.
struct AndroidFolder: Hashable {
    var type: String
    var qualifiers: String

    /// The folder named `name`; nil for a folder of another type or configuration.
    init?(_ name: String) {
        var parts = name.split(separator: "-", omittingEmptySubsequences: false)[...]
        guard let type = parts.popFirst(), ["drawable", "color", "values"].contains(type) else { return nil }
        let night = parts.first == "night"
        if night { parts.removeFirst() }
        let density = parts.first.flatMap(Self.density)
        if density != nil { parts.removeFirst() }
        // The version each qualifier needs, which the build adds: a folder that asks for no more is the same one.
        let implied = max(night ? 8 : 0, density == nil ? 0 : 4)
        if let version = parts.first, version.first == "v", let number = Int(version.dropFirst()), number >= 0,
            number <= implied
        {
            parts.removeFirst()
        }
        guard parts.isEmpty else { return nil }
        self.type = String(type)
        qualifiers = (night ? "-night" : "") + (density.map { "-" + $0 } ?? "")
    }

    /// The density a qualifier names, as this tool names it.
    private static func density(_ qualifier: Substring) -> String? {
        if AndroidDrawable.densities.contains(where: { $0.qualifier == qualifier }) { return String(qualifier) }
        guard qualifier.hasSuffix("dpi"), let dots = Int(qualifier.dropLast(3)) else { return nil }
        return AndroidDrawable.densities.first { $0.scale * 160 == Double(dots) }?.qualifier
    }
}
