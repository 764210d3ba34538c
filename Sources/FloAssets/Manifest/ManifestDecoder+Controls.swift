import FloDrawing
import FloOutputFolder
import FloSupport

extension ManifestDecoder {
    /// The controls of `elements`, each entry expanded into its states and each state drawn for every
    /// appearance that changes one of its colours.
    /// Each element is let go (left as `null`) once its entry is decoded: the values of tens of thousands of
    /// controls are megabytes.
    func decodeControls(_ elements: inout [JSONNode]) -> [Control] {
        var entries: [(index: Int, fields: ObjectReader, keys: [ExpandedKey], broken: [String])] = []
        entryNames = []
        entryDigests = []
        for (index, element) in elements.enumerated() {
            let fields = object(element, path: "controls[\(index)]")
            entryDigests.append(Self.digest(of: fields?.members ?? []))
            entryNames.append(fields?.text(of: "name") ?? "controls[\(index)]")
            guard let fields else { continue }
            let (keys, broken) = expandedKeys(fields)
            entries.append((index, fields, keys, broken))
        }
        // Counted before anything is expanded; past the limit, every entry is still checked once.
        let counts = entries.map { ExpandedKey.combinationCount($0.keys, limit: 1 << 40) }
        let total = counts.reduce(0, +)
        // A preview's limit is checked here too: past it, no entry is expanded (each is still checked once).
        previewTooLarge = drawingLimit.map { total > $0.limit.maximum } ?? false
        let expands = total <= Self.maximumControls && !previewTooLarge
        if !expands, let largest = counts.indices.max(by: { counts[$0] < counts[$1] }) {
            report(
                previewTooLarge && total <= Self.maximumControls
                    ? .tooLargePreview(total, maximum: drawingLimit?.limit.maximum ?? 0)
                    : .tooManyControls(total, maximum: Self.maximumControls),
                at: entries[largest].fields.location, path: entries[largest].fields.path)
        }
        let errorsBeforeEntries = errorCount
        if expands {
            let plain = entries.indices.filter { entries[$0].broken.isEmpty }
            artworkLimitForeseen = foreseesArtworkLimit(plain.map { (entries[$0].fields, counts[$0]) })
        }
        var controls: [Control] = []
        // One per expansion, more with other appearances: room for the first without growing through the sizes.
        if expands { controls.reserveCapacity(total) }
        var names = NameRegistry(expectedCount: expands ? total : 0)
        // Taken one by one, so that each entry's reader (with the keys and colours it recorded) is let go once the
        // entry is decoded, rather than all held to the end.
        entries.reverse()
        while let (index, fields, keys, broken) = entries.popLast() {
            let first = controls.count
            defer {
                for position in first..<controls.count { controls[position].entry = index }
                elements[index] = JSONNode(value: .null, location: elements[index].location)
            }
            if !broken.isEmpty || (!keys.isEmpty && (!expands || passedRunLimit)) {
                validateOnce(fields, keys: keys, broken: broken)
            } else if keys.isEmpty {
                if case .string(let name)? = fields.member("name")?.value.value,
                    let placeholder = NameTemplate(name).placeholders.first
                {
                    report(
                        .unknownPlaceholder(placeholder, expandedKeys: []), at: fields.location(of: "name"),
                        path: fields.path(of: "name"))
                    _ = decodeControl(fields, name: nil)
                    continue
                }
                controls += decodeEntry(fields, names: &names)
            } else {
                controls += expand(fields, keys: keys, names: &names)
            }
        }
        // Foreseen only when an entry will pass the limit or fail to decode.
        assert(
            !artworkLimitForeseen || errorCount > errorsBeforeEntries,
            "the artwork limit was foreseen for a run that passed")
        return controls
    }

    /// One control as written (or one expansion of an entry), drawn for each appearance, with its name registered.
    func decodeEntry(_ fields: ObjectReader, names: inout NameRegistry, reportsUnknownKeys: Bool = true) -> [Control] {
        let name = controlName(fields)
        let controls = decodeControl(fields, name: name, reportsUnknownKeys: reportsUnknownKeys)
        // Registered and checked against the outputs' limits: none when a check fails.
        guard let name else { return [] }
        // Case-insensitive file systems (macOS, Windows) would make `Plus` and `plus` one file.
        if let problem = names.registerControl(name, line: fields.location(of: "name").line) {
            report(problem, at: fields.location(of: "name"), path: fields.path(of: "name"))
            return []
        }
        // The first control's drawing is made at most once for every check that needs it.
        var first: Drawing?
        func drawing() -> Drawing {
            if let first { return first }
            let made = controls[0].drawing(defaultSnapping: .none)
            first = made
            return made
        }
        if let artwork = controls.first?.kind as? ImportedSVG {
            checkArtworkWork(of: controls, artwork: artwork, fields: fields)
            // Past it, or sure to pass it, the run fails anyway: nothing more is drawn.
            if passedArtworkWorkLimit || artworkLimitForeseen { return controls }
        }
        if let control = controls.first, !outputRules.isEmpty {
            // Drawn once for every output's rules.
            let drawings = controls.map { $0.drawing(defaultSnapping: .none) }
            first = drawings.first
            for rules in outputRules { rules.check(control, drawings: drawings, decoder: self, fields: fields) }
        }
        if let control = controls.first, !pngScales(for: control).isEmpty {
            checkPNGPixels(of: controls, drawing: drawing, fields: fields)
        }
        if let control = controls.first, let artwork = control.kind as? ImportedSVG {
            checkArtworkEffects(
                of: control, drawing: drawing, appearances: controls.count, artwork: artwork, fields: fields)
        }
        return controls
    }

    func controlName(_ fields: ObjectReader) -> String? {
        guard let member = fields.member("name") else {
            report(.missingKey("name", hint: nil), at: fields.location, path: fields.path(of: "name"))
            return nil
        }
        guard let name = string(member.value, path: fields.path(of: "name")) else { return nil }
        if let problem = Self.nameProblem(name) {
            report(problem, at: member.value.location, path: fields.path(of: "name"))
            return nil
        }
        return name
    }

    /// A digest of `members` as written, telling any two different entries (or settings) apart.
    static func digest(of members: [JSONMember]) -> SHA256.Digest {
        var text = ByteBuffer(capacity: 256)
        JSONNode(value: .object(members), location: .start).appendDescription(to: &text)
        return SHA256.hash(text.bytes)
    }

    /// Why `name` cannot be a file name in every output folder, or nil when it can.
    ///
    /// `[A-Za-z0-9][A-Za-z0-9._-]*`, no `..` (it could climb out of the folder), no final `.` (Windows and some
    /// tools drop it), and at most `maximumNameLength` bytes.
    static func nameProblem(_ name: String) -> ManifestProblem? {
        guard let first = name.utf8.first, isASCIIAlphanumeric(first), name.utf8.last != UInt8(ascii: ".") else {
            return .invalidName(name)
        }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            let allowed =
                isASCIIAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-")
            guard allowed, !(byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) else {
                return .invalidName(name)
            }
            previous = byte
        }
        return name.utf8.count > maximumNameLength ? .nameTooLong(name.utf8.count, maximum: maximumNameLength) : nil
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
