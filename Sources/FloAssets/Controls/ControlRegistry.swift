/// The one list of control types. The decoder, the unknown-key check, the schema test and the golden tests all read
/// it, so a new type is its own file (or two), one line here, its schema entry and its tests.
enum ControlRegistry {
    static let types: [any ControlType.Type] = [
        PushButton.self, CounterView.self, Star.self, Rating.self, Triangle.self, Rectangle.self, Ellipse.self,
        Polyline.self, ArcShape.self, GraphView.self, BackgroundPattern.self, ImportedSVG.self,
    ]

    /// Keys every control has, read before the type's own.
    static let commonKeys = ["name", "type", "width", "height", "renderingIntent", "androidDrawable"]

    /// The manifest `type` names, in documentation order.
    static let typeNames = types.map { $0.typeName }

    static func type(named name: String) -> (any ControlType.Type)? {
        types.first { $0.typeName == name }
    }

    /// The keys of `type`: the common keys and those its decoder reads from an empty object.
    static func keys(of type: any ControlType.Type) -> [String] {
        let decoder = ManifestDecoder(file: "")
        let reader = EntryReader(decoder: decoder, fields: ObjectReader(members: [], path: "", location: .start))
        _ = type.decode(reader)
        return commonKeys + reader.fields.readKeys
    }

    /// Each type's keys, in registry order.
    static let keysByType: [(type: String, keys: [String])] = types.map { ($0.typeName, keys(of: $0)) }

    /// Each type's keys as a set, by type name.
    static let keySets: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: keysByType.map { ($0.type, Set($0.keys)) })

    /// Every key some control type has: such a key on another type is a warning, any other key an error.
    static let allKeys: Set<String> = Set(keysByType.flatMap(\.keys))
}
