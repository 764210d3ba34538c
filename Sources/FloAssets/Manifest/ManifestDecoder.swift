/// Turns a parsed manifest into a `Manifest`, collecting every problem, each with its JSON path and location.
struct ManifestDecoder {
    static let rootKeys = ["$schema", "version", "output", "formats", "scales", "pixelSnapping", "controls"]
    static let commonControlKeys = ["name", "type", "width", "height", "pixelSnapping"]
    static let maximumLength = 10_000.0

    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Records `problem` with the JSON `path` of the value and where it is written.
    mutating func report(_ problem: ManifestProblem, at location: SourceLocation, path: String) {
        diagnostics.append(Diagnostic(severity: problem.severity, file: file, location: location, message: "\(path): \(problem.message)"))
    }

    mutating func decode(_ root: JSONNode) -> Manifest {
        var manifest = Manifest()
        guard let fields = object(root, path: "") else { return manifest }
        reportUnexpected(fields, known: Self.rootKeys)
        _ = string(fields, "$schema")

        if let member = fields.member("version") {
            if let version = number(member.value, path: "version"), version != 1 {
                report(.unsupportedVersion(version), at: member.value.location, path: "version")
            }
        } else {
            report(.missingKey("version", hint: "add \"version\": 1"), at: fields.location, path: "version")
        }
        if let output = string(fields, "output") {
            if output.isEmpty {
                report(.emptyOutput, at: fields.member("output")?.value.location ?? fields.location, path: "output")
            } else {
                manifest.output = output
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
        diagnostics.sort { ($0.location ?? SourceLocation(line: 0, column: 0)) < ($1.location ?? SourceLocation(line: 0, column: 0)) }
        return manifest
    }

    private mutating func decodeControls(_ elements: [JSONNode]) -> [Control] {
        var controls: [Control] = []
        var namesSeen: [String: (name: String, line: Int)] = [:]
        for (index, element) in elements.enumerated() {
            let path = "controls[\(index)]"
            guard let fields = object(element, path: path) else { continue }
            let name = controlName(fields)
            let control = decodeControl(fields, name: name)
            guard let name else { continue }
            // Case-insensitive file systems (macOS, Windows) would make `Plus` and `plus` one file.
            let folded = name.lowercased()
            if let first = namesSeen[folded] {
                let location = fields.member("name")?.value.location ?? fields.location
                report(first.name == name
                    ? .duplicateName(name, firstLine: first.line)
                    : .caseCollision(name, other: first.name, line: first.line), at: location, path: "\(path).name")
                continue
            }
            namesSeen[folded] = (name, fields.member("name")?.value.location.line ?? 0)
            if let control { controls.append(control) }
        }
        return controls
    }

    private mutating func decodeControl(_ fields: ObjectReader, name: String?) -> Control? {
        let width = number(fields, "width", in: .positive(max: Self.maximumLength))
        let height = number(fields, "height", in: .positive(max: Self.maximumLength))
        let snapping = choice(fields, "pixelSnapping", as: PixelSnapping.self)
        guard let typeMember = fields.member("type") else {
            report(.missingKey("type", hint: "expected one of " + Control.Kind.typeNames.joined(separator: ", ")), at: fields.location, path: fields.path(of: "type"))
            return nil
        }
        guard let type = string(typeMember.value, path: fields.path(of: "type")) else { return nil }
        let given = width.flatMap { w in height.map { Size(width: w, height: $0) } }
        let kind: Control.Kind?
        switch type {
        case "pushButton": kind = decodePushButton(fields).map(Control.Kind.pushButton)
        case "counterView": kind = decodeCounterView(fields, size: given).map(Control.Kind.counterView)
        case "star": kind = decodeStar(fields).map(Control.Kind.star)
        case "rating": kind = decodeRating(fields).map(Control.Kind.rating)
        case "triangle": kind = decodeShapePaint(fields, extraKeys: []).map { Control.Kind.triangle(Triangle(paint: $0)) }
        case "rectangle": kind = decodeRectangle(fields).map(Control.Kind.rectangle)
        case "ellipse": kind = decodeEllipse(fields).map(Control.Kind.ellipse)
        case "polyline": kind = decodePolyline(fields).map(Control.Kind.polyline)
        case "arc": kind = decodeArc(fields).map(Control.Kind.arc)
        default:
            report(.unknownType(type, suggestion: ObjectReader.nearest(to: type, in: Control.Kind.typeNames)),
                   at: typeMember.value.location, path: fields.path(of: "type"))
            return nil
        }
        // Stars and ratings have the guide's intrinsic size; every other control needs its size.
        let defaultSize: Size? = switch kind {
        case .star: Star.defaultSize
        case .rating(let rating): rating.defaultSize
        default: nil
        }
        for key in ["width", "height"] where fields.member(key) == nil && defaultSize == nil && kind != nil {
            report(.missingKey(key, hint: nil), at: fields.location, path: fields.path(of: key))
        }
        guard let name, let kind else { return nil }
        guard let resolvedWidth = width ?? (fields.member("width") == nil ? defaultSize?.width : nil),
            let resolvedHeight = height ?? (fields.member("height") == nil ? defaultSize?.height : nil)
        else { return nil }
        return Control(name: name, size: Size(width: resolvedWidth, height: resolvedHeight), pixelSnapping: snapping, kind: kind)
    }

    private mutating func controlName(_ fields: ObjectReader) -> String? {
        guard let member = fields.member("name") else {
            report(.missingKey("name", hint: nil), at: fields.location, path: fields.path(of: "name"))
            return nil
        }
        guard let name = string(member.value, path: fields.path(of: "name")) else { return nil }
        guard Self.isValidName(name) else {
            report(.invalidName(name), at: member.value.location, path: fields.path(of: "name"))
            return nil
        }
        return name
    }

    /// `[A-Za-z0-9][A-Za-z0-9._-]*`, and no `..` so a name can never climb out of the output folder.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isASCIIAlphanumeric(first) else { return false }
        var previous: UInt8 = 0
        for byte in name.utf8 {
            guard isASCIIAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-"),
                !(byte == UInt8(ascii: ".") && previous == UInt8(ascii: "."))
            else { return false }
            previous = byte
        }
        return true
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
