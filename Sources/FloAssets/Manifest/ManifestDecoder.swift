/// Turns a parsed manifest into a `Manifest`, collecting every problem, each with its JSON path and location.
///
/// A class so that the value readers and the control types' `decode` (through `ControlReader`) report into one list.
final class ManifestDecoder {
    static let maximumLength = 10_000.0
    /// Sizes must survive the writers' 3-decimal rounding: 0.0004 would be written as 0, which readers reject.
    static let sizeRule = NumberRule(minimum: 0.001, minimumIsExclusive: false, maximum: maximumLength)
    /// Longest control name in UTF-8 bytes: leaves room in the file system's 255 for suffixes such as
    /// `~darkHighContrast@3x.png`.
    static let maximumNameLength = 200

    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0

    init(file: String) {
        self.file = file
    }

    /// The root keys, found as the control types' keys are: by decoding an empty object.
    static let rootKeys: [String] = {
        let decoder = ManifestDecoder(file: "")
        let fields = ObjectReader(members: [], path: "", location: .start)
        _ = decoder.decodeRoot(fields)
        return fields.readKeys
    }()

    /// Records `problem` with the JSON `path` of the value and where it is written.
    func report(_ problem: ManifestProblem, at location: SourceLocation, path: String) {
        if problem.severity == .error { errorCount += 1 }
        diagnostics.append(
            Diagnostic(problem.severity, path: file, location: location, message: "\(path): \(problem.message)"))
    }

    func decode(_ root: JSONNode) -> Manifest {
        guard let fields = object(root, path: "") else { return Manifest() }
        let manifest = decodeRoot(fields)
        reportUnread(fields, controlType: nil)
        diagnostics.sort { ($0.location ?? .start) < ($1.location ?? .start) }
        return manifest
    }

    private func decodeRoot(_ fields: ObjectReader) -> Manifest {
        var manifest = Manifest()
        _ = string(fields, "$schema")
        if let member = fields.member("version") {
            if let version = number(member.value, path: "version"), version != 1 {
                report(.unsupportedVersion(version), at: member.value.location, path: "version")
            }
        } else {
            report(.missingKey("version", hint: "add \"version\": 1"), at: fields.location, path: "version")
        }
        if let output = string(fields, "output"), let location = fields.member("output")?.value.location {
            if let problem = OutputPath.problem(with: output) {
                report(problem, at: location, path: "output")
            } else {
                manifest.output = output
                manifest.outputLocation = location
            }
        }
        if let formats = uniqueChoices(fields, "formats", as: OutputFormat.self) { manifest.formats = formats }
        if let scales = scales(fields) { manifest.scales = scales }
        if let snapping = choice(fields, "pixelSnapping", as: PixelSnapping.self) { manifest.pixelSnapping = snapping }
        if let member = fields.member("controls") {
            if case .array(let elements) = member.value.value {
                manifest.controls = decodeControls(elements)
            } else {
                typeMismatch(member.value, path: "controls", expected: "an array of controls")
            }
        } else {
            report(.missingKey("controls", hint: "add an array of controls"), at: fields.location, path: "controls")
        }
        return manifest
    }

    private func decodeControls(_ elements: [JSONNode]) -> [Control] {
        var controls: [Control] = []
        var namesSeen: [String: (name: String, line: Int)] = [:]
        for (index, element) in elements.enumerated() {
            guard let fields = object(element, path: "controls[\(index)]") else { continue }
            let name = controlName(fields)
            let control = decodeControl(fields, name: name)
            guard let name else { continue }
            // Case-insensitive file systems (macOS, Windows) would make `Plus` and `plus` one file.
            let folded = name.lowercased()
            if let first = namesSeen[folded] {
                report(
                    first.name == name
                        ? .duplicateName(name, firstLine: first.line)
                        : .caseCollision(name, other: first.name, line: first.line),
                    at: fields.location(of: "name"), path: fields.path(of: "name"))
                continue
            }
            namesSeen[folded] = (name, fields.location(of: "name").line)
            if let control { controls.append(control) }
        }
        return controls
    }

    private func decodeControl(_ fields: ObjectReader, name: String?) -> Control? {
        let errorsBefore = errorCount
        let width = number(fields, "width", in: Self.sizeRule)
        let height = number(fields, "height", in: Self.sizeRule)
        guard let typeMember = fields.member("type") else {
            report(
                .missingKey("type", hint: "expected one of " + ControlRegistry.typeNames.joined(separator: ", ")),
                at: fields.location, path: fields.path(of: "type"))
            return nil
        }
        guard let typeName = string(typeMember.value, path: fields.path(of: "type")) else { return nil }
        guard let type = ControlRegistry.type(named: typeName) else {
            report(
                .unknownType(typeName, suggestion: ObjectReader.nearest(to: typeName, in: ControlRegistry.typeNames)),
                at: typeMember.value.location, path: fields.path(of: "type"))
            return nil
        }
        let kind = type.decode(ControlReader(decoder: self, fields: fields))
        reportUnread(fields, controlType: typeName)
        guard let kind else { return nil }
        let size = resolvedSize(fields, width: width, height: height, intrinsic: kind.intrinsicSize, typeName: typeName)
        for violation in kind.violations(size: size) {
            report(
                violation.problem, at: fields.location(of: violation.key),
                path: violation.key.map(fields.path(of:)) ?? fields.path)
        }
        guard let name, let size, errorCount == errorsBefore else { return nil }
        return Control(name: name, size: size, kind: kind)
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

    /// Keys nobody read: a key of another control type is a warning (it has no effect here), any other an error.
    private func reportUnread(_ fields: ObjectReader, controlType: String?) {
        let (unknown, duplicates) = fields.unreadMembers()
        for (member, firstLine) in duplicates {
            report(
                .duplicateKey(member.key, firstLine: firstLine), at: member.keyLocation,
                path: fields.path(of: member.key))
        }
        for member in unknown {
            if let controlType, ControlRegistry.allKeys.contains(member.key) || Self.rootKeys.contains(member.key) {
                report(
                    .keyDoesNotApply(member.key, type: controlType), at: member.keyLocation,
                    path: fields.path(of: member.key))
            } else {
                let known = fields.readKeys
                report(
                    .unknownKey(member.key, suggestion: ObjectReader.nearest(to: member.key, in: known), known: known),
                    at: member.keyLocation, path: fields.path(of: member.key))
            }
        }
    }

    private func controlName(_ fields: ObjectReader) -> String? {
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
