/// The keys a control sets to something else than its type's defaults, for the preview page.
extension ManifestDecoder {
    /// Keys that the preview shows with the size rather than as settings.
    private static let keysShownElsewhere: Set<String> = ["name", "type", "width", "height"]
    /// Keys that say how a format writes the drawing, not what it draws.
    private static let keysBesideTheDrawing: Set<String> = ["renderingIntent", "androidDrawable"]

    /// The keys of `fields` without which `kind` would be drawn otherwise, in the order written: each found by
    /// decoding the entry without it, what that reports forgotten. A key written with its default value changes
    /// nothing and is left out, unless it is a colour that changes with the appearance (its light value is then
    /// shown next to its dark one). `renderingIntent` and `androidDrawable`, which are not part of the drawing, are kept
    /// as written.
    func settings(of kind: any ControlType, type: any ControlType.Type, fields: ObjectReader) -> [ControlSetting] {
        let colors = colorsRead
        defer { colorsRead = colors }
        let known = ControlRegistry.keySets[type.typeName] ?? []
        var settings: [ControlSetting] = []
        var seen: Set<String> = []
        for (position, member) in fields.members.enumerated()
        where known.contains(member.key) && seen.insert(member.key).inserted {
            guard !Self.keysShownElsewhere.contains(member.key) else { continue }
            var color: AppearanceColor?
            if fields.colorKeys.contains(member.key) {
                let alone = ObjectReader(members: [member], path: fields.path, location: fields.location)
                color = discardingReports { self.color(alone, member.key) }
            }
            let changesWithAppearance = color.map { color in
                Appearance.allCases.dropFirst().contains(where: color.changes)
            }
            if !Self.keysBesideTheDrawing.contains(member.key) && changesWithAppearance != true {
                let without = ObjectReader(
                    members: fields.members.filter { $0.key != member.key }, path: fields.path,
                    location: fields.location)
                let drawnWithout = discardingReports { type.decode(EntryReader(decoder: self, fields: without)) }
                guard drawnWithout.map({ AnyHashable($0) != AnyHashable(kind) }) ?? true else { continue }
            }
            settings.append(
                ControlSetting(key: member.key, position: position, text: member.value.compactText, color: color))
        }
        return settings
    }
}
