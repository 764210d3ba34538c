/// States: an entry whose keys take `{"from", "through", "by"}` or `{"each"}` values expands into one
/// control per combination, each validated as if written by hand.
extension ManifestDecoder {
    /// A manifest expands to at most this many controls.
    static let maximumControls = 100_000
    /// How many different problems are shown for the expansions of one entry; the rest are counted.
    static let maximumProblemsPerEntry = 20

    /// The keys of `fields` written as states, and those whose states are malformed (reported).
    func expandedKeys(_ fields: ObjectReader) -> (keys: [ExpandedKey], broken: [String]) {
        var keys: [ExpandedKey] = []
        var broken: [String] = []
        var seen: Set<String> = []
        for (index, member) in fields.members.enumerated() where member.key != "name" && member.key != "type" {
            guard case .object(let inner) = member.value.value,
                inner.contains(where: { ExpandedKey.stateKeys.contains($0.key) }),
                seen.insert(member.key).inserted
            else { continue }
            let states = ObjectReader(
                members: inner, path: fields.path(of: member.key), location: member.value.location)
            if let key = expandedKey(member.key, memberIndex: index, states) {
                keys.append(key)
            } else {
                broken.append(member.key)
            }
        }
        return (keys, broken)
    }

    private func expandedKey(_ key: String, memberIndex: Int, _ states: ObjectReader) -> ExpandedKey? {
        let errorsBefore = errorCount
        if let each = states.member("each") {
            if let mixed = ["from", "through", "by"].first(where: { states.member($0) != nil }) {
                report(.mixedStates, at: states.location(of: mixed), path: states.path(of: mixed))
                return nil
            }
            defer { reportUnread(states, controlType: nil) }
            guard case .array(let values) = each.value.value else {
                typeMismatch(each.value, path: states.path(of: "each"), expected: "an array of values")
                return nil
            }
            guard !values.isEmpty else {
                report(.emptyEach, at: each.value.location, path: states.path(of: "each"))
                return nil
            }
            guard values.count <= Self.maximumControls else {
                report(
                    .tooManyStates(values.count, maximum: Self.maximumControls), at: each.value.location,
                    path: states.path(of: "each"))
                return nil
            }
            return ExpandedKey(key: key, memberIndex: memberIndex, values: values, rangeText: nil)
        }
        defer { reportUnread(states, controlType: nil) }
        let bound = NumberRule.integer(-1_000_000_000...1_000_000_000)
        let from = number(states, "from", in: bound).map(Int.init)
        let through = number(states, "through", in: bound).map(Int.init)
        let by = number(states, "by", in: .integer(1...1_000_000_000)).map(Int.init) ?? 1
        for (name, value) in [("from", from), ("through", through)] where states.member(name) == nil && value == nil {
            report(
                .missingKey(name, hint: "write {\"from\": A, \"through\": B} or {\"each\": [...]}"),
                at: states.location, path: states.path)
        }
        guard let from, let through, errorCount == errorsBefore else { return nil }
        guard from <= through else {
            report(.reversedRange(from: from, through: through), at: states.location, path: states.path)
            return nil
        }
        let count = (through - from) / by + 1
        guard count <= Self.maximumControls else {
            report(.tooManyStates(count, maximum: Self.maximumControls), at: states.location, path: states.path)
            return nil
        }
        let values = stride(from: from, through: through, by: by).map {
            JSONNode(value: .number(Double($0)), location: states.location)
        }
        let rangeText =
            "{\"from\": \(from), \"through\": \(through)" + (states.member("by") == nil ? "" : ", \"by\": \(by)") + "}"
        return ExpandedKey(key: key, memberIndex: memberIndex, values: values, rangeText: rangeText)
    }

    /// Every combination of `keys`'s values as a control named by the entry's template. Problems that every
    /// combination shares are reported once; the others say which value or which control they belong to.
    func expand(_ fields: ObjectReader, keys: [ExpandedKey], names: inout NameRegistry) -> [Control] {
        guard let nameIndex = fields.members.firstIndex(where: { $0.key == "name" }),
            case .string(let templateText) = fields.members[nameIndex].value.value
        else {
            _ = controlName(fields)
            validateOnce(fields, keys: keys, broken: [])
            return []
        }
        let nameLocation = fields.members[nameIndex].value.location
        let namePath = fields.path(of: "name")
        let template = NameTemplate(templateText)
        guard let valueTexts = nameTexts(keys, template: template, in: fields) else {
            validateOnce(fields, keys: keys, broken: [])
            return []
        }

        var controls: [Control] = []
        var state = 0
        var merged = ExpansionReports(total: ExpandedKey.combinationCount(keys, limit: Self.maximumControls))
        var indices = [Int](repeating: 0, count: keys.count)
        expandingTemplate = templateText
        defer { (expandingTemplate, expandedTexts) = (nil, [:]) }
        let keyIndexByName = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1.key, $0) })
        repeat {
            var members = fields.members
            for (position, key) in keys.enumerated() {
                members[key.memberIndex].value = key.values[indices[position]]
            }
            let name = template.rendered { key in keyIndexByName[key].map { valueTexts[$0][indices[$0]] } ?? "" }
            for (position, key) in keys.enumerated() {
                expandedTexts[key.key] = valueTexts[position][indices[position]]
            }
            members[nameIndex].value = JSONNode(value: .string(name), location: nameLocation)
            let expansion = ObjectReader(members: members, path: fields.path, location: fields.location)
            let (decoded, captured) = capturingReports {
                decodeEntry(expansion, names: &names, reportsUnknownKeys: false)
            }
            // Unknown keys are the same in every expansion (the type cannot be expanded): looked for once, and
            // shared by all.
            if state == 0, case .string(let type)? = expansion.member("type")?.value.value,
                ControlRegistry.type(named: type) != nil
            {
                let unread = capturingReports {
                    reportUnread(expansion, controlType: type, expanded: Set(keys.map(\.key)))
                }
                for report in unread.1 {
                    merged.addShared(report)
                }
            }
            controls += decoded.map { control in
                var control = control
                control.state = state
                control.stateValues = keys.indices.map { (keys[$0].key, keys[$0].stateValue(at: indices[$0])) }
                return control
            }
            state += 1
            for var problem in captured {
                var namesItsValue = true
                if problem.location == nameLocation && problem.path == namePath {
                    problem.message = Self.inserting(
                        "from \"\(templateText)\"", after: "\"\(name)\"", in: problem.message)
                } else if let position = keys.firstIndex(where: { problem.path == fields.path(of: $0.key) }),
                    problem.location == keys[position].values[indices[position]].location
                {
                    let key = keys[position]
                    let value = key.values[indices[position]]
                    let origin = key.rangeText ?? "each[\(indices[position])]"
                    problem.message = Self.inserting("from \(origin)", after: Self.written(value), in: problem.message)
                } else {
                    namesItsValue = false
                }
                merged.add(problem, controlName: name, namesItsValue: namesItsValue)
            }
            // Past a run's limit the run fails anyway: the rest of the expansions are not drawn up.
        } while !passedRunLimit && Self.advance(&indices, counts: keys.map(\.values.count))

        let (kept, hidden) = merged.reports(limit: Self.maximumProblemsPerEntry)
        keep(kept)
        if hidden > 0 {
            note(
                "the expansions of this entry have \(kept.count + hidden) different problems; the first \(kept.count) are shown",
                at: fields.location, path: fields.path)
        }
        return controls
    }

    /// Each key's values as the name writes them (see `ExpandedKey.isNamedByPosition`); nil (reported) when the
    /// template does not name exactly the expanded keys.
    private func nameTexts(_ keys: [ExpandedKey], template: NameTemplate, in fields: ObjectReader) -> [[String]]? {
        let location = fields.location(of: "name")
        let path = fields.path(of: "name")
        var valid = true
        let named = Set(template.placeholders)
        let expanded = Set(keys.map(\.key))
        // A key of one value cannot tell controls apart, so the name need not show it.
        for key in keys where !named.contains(key.key) && key.values.count > 1 {
            report(.missingPlaceholder(key: key.key, template: template.text), at: location, path: path)
            valid = false
        }
        for placeholder in template.placeholders where !expanded.contains(placeholder) {
            report(.unknownPlaceholder(placeholder, expandedKeys: keys.map(\.key)), at: location, path: path)
            valid = false
        }
        let texts = keys.map { key in
            key.isNamedByPosition
                ? key.values.indices.map { String($0 + 1) } : key.values.map { ExpandedKey.nameText($0) ?? "" }
        }
        return valid ? texts : nil
    }

    /// The next combination, the last key changing fastest (as nested loops over the keys in written order);
    /// false after the last.
    private static func advance(_ indices: inout [Int], counts: [Int]) -> Bool {
        for position in indices.indices.reversed() {
            indices[position] += 1
            if indices[position] < counts[position] { return true }
            indices[position] = 0
        }
        return false
    }

    /// A value as messages write it: numbers as `ManifestProblem.written`, strings quoted.
    private static func written(_ value: JSONNode) -> String {
        switch value.value {
        case .number(let number): ManifestProblem.written(number)
        case .string(let text): "\"\(text)\""
        case .bool(let flag): flag ? "true" : "false"
        default: ""
        }
    }

    /// `message` with ` (note)` after `value` when it starts with it, or else at its end (without the value, so
    /// that a problem every value of a range shares, like a type mismatch, is reported once).
    static func inserting(_ note: String, after value: String, in message: String) -> String {
        if !value.isEmpty, message.hasPrefix(value + " ") || message == value {
            return value + " (\(note))" + message.dropFirst(value.count)
        }
        return message + " (\(note))"
    }

    /// Checks an entry whose states or name cannot be expanded once, as if each state key had its first value
    /// (or, when malformed, were absent), so that its other problems are reported all at once too. What is said of
    /// a value with a placeholder of a key left out (an `svg` control's `source`) is not kept: it names nothing yet.
    func validateOnce(_ fields: ObjectReader, keys: [ExpandedKey], broken: [String]) {
        var members = fields.members
        for key in keys { members[key.memberIndex].value = key.values[0] }
        // As the first expansion would be read, its position written where a list or an object's would be.
        expandedTexts = Dictionary(uniqueKeysWithValues: keys.filter(\.isNamedByPosition).map { ($0.key, "1") })
        defer { expandedTexts = [:] }
        let removed = broken + ["name"]
        members.removeAll { removed.contains($0.key) }
        let dependent = members.filter { member in
            guard case .string(let text) = member.value.value else { return false }
            return NameTemplate(text).placeholders.contains(where: removed.contains)
        }
        let ignored = Set((removed + dependent.map(\.key)).map(fields.path(of:)))
        let probe = ObjectReader(members: members, path: fields.path, location: fields.location)
        for key in removed { _ = probe.member(key) }
        let (_, captured) = capturingReports { decodeControl(probe, name: nil, expanded: Set(keys.map(\.key))) }
        keep(captured.filter { !ignored.contains($0.path) })
    }
}
