import FloDrawing

/// One control decoded from its entry's fields: its type's keys, its size, and one drawing per appearance that
/// changes one of its colours.
extension ManifestDecoder {
    private static let anyAppearance = [Appearance.any]

    /// The control `fields` describe, once per appearance that changes one of its colours; none when it is invalid.
    /// `expanded` are the keys given states.
    func decodeControl(
        _ fields: ObjectReader, name: String?, reportsUnknownKeys: Bool = true, expanded: Set<String> = []
    ) -> [Control] {
        let errorsBefore = errorCount
        colorsRead = []
        let width = number(fields, "width", in: Self.sizeRule)
        let height = number(fields, "height", in: Self.sizeRule)
        let renderingIntent = choice(fields, "renderingIntent", as: RenderingIntent.self)
        let androidDrawable = choice(fields, "androidDrawable", as: AndroidDrawable.self)
        guard let typeMember = fields.member("type") else {
            report(
                .missingKey("type", hint: "expected one of " + ControlRegistry.typeNames.joined(separator: ", ")),
                at: fields.location, path: fields.path(of: "type"))
            return []
        }
        guard let typeName = string(typeMember.value, path: fields.path(of: "type")) else { return [] }
        guard let type = ControlRegistry.type(named: typeName) else {
            report(
                .unknownType(typeName, suggestion: ObjectReader.nearest(to: typeName, in: ControlRegistry.typeNames)),
                at: typeMember.value.location, path: fields.path(of: "type"))
            return []
        }
        let kind = type.decode(EntryReader(decoder: self, fields: fields))
        if reportsUnknownKeys { reportUnread(fields, controlType: typeName, expanded: expanded) }
        guard let kind else { return [] }
        let size = resolvedSize(fields, width: width, height: height, intrinsic: kind.intrinsicSize, typeName: typeName)
        for violation in kind.violations(size: size) {
            let key = violation.reportedKey { key in fields.members.contains { $0.key == key } }
            report(violation.problem, at: fields.location(of: key), path: key.map(fields.path(of:)) ?? fields.path)
        }
        guard let name, let size, errorCount == errorsBefore else { return [] }
        // Most controls read no colour with values for other appearances: nothing can change.
        let plain = colorsRead.allSatisfy { $0.dark == nil && $0.highContrast == nil && $0.darkHighContrast == nil }
        let changed =
            plain
            ? []
            : Appearance.allCases.dropFirst().filter { appearance in colorsRead.contains { $0.changes(appearance) } }
        // One shared list for the usual control drawn for `any` alone, not one each.
        let appearances = changed.isEmpty ? Self.anyAppearance : [Appearance.any] + changed
        var control = Control(
            name: name, size: size, kind: kind, appearances: appearances, renderingIntent: renderingIntent)
        control.androidDrawable = androidDrawable ?? .vector
        if showsSettings { control.settings = settings(of: kind, type: type, fields: fields) }
        // Decoded once: each appearance draws the same description with its own colours.
        return appearances.map { appearance in
            var variant = control
            variant.appearance = appearance
            return variant
        }
    }

    /// The given size, or the type's intrinsic one where the manifest leaves it out; both must be writable.
    private func resolvedSize(
        _ fields: ObjectReader, width: Double?, height: Double?, intrinsic: Size?, typeName: String
    ) -> Size? {
        func resolve(_ key: String, given: Double?, intrinsic: Double?) -> Double? {
            if fields.member(key) != nil { return given }
            guard let intrinsic else {
                report(.missingKey(key, hint: nil), at: fields.location, path: fields.path(of: key))
                return nil
            }
            guard Self.sizeRule.accepts(intrinsic) else {
                report(
                    .intrinsicSizeOutOfRange(key, intrinsic, type: typeName, expected: Self.sizeRule.description),
                    at: fields.location, path: fields.path(of: key))
                return nil
            }
            return intrinsic
        }
        let resolvedWidth = resolve("width", given: width, intrinsic: intrinsic?.width)
        let resolvedHeight = resolve("height", given: height, intrinsic: intrinsic?.height)
        guard let resolvedWidth, let resolvedHeight else { return nil }
        return Size(width: resolvedWidth, height: resolvedHeight)
    }
}
