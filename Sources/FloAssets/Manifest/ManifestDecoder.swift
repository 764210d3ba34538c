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

    mutating func error(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(file: file, location: location, message: message))
    }

    mutating func warning(_ location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(severity: .warning, file: file, location: location, message: message))
    }

    mutating func decode(_ root: JSONNode) -> Manifest {
        var manifest = Manifest()
        guard let fields = object(root, path: "") else { return manifest }
        reportUnexpected(fields, known: Self.rootKeys)
        _ = string(fields, "$schema")

        if let member = fields.member("version") {
            if let version = number(member.value, path: "version"), version != 1 {
                error(member.value.location, "version: unsupported version \(formatNumber(version)); this tool reads version 1")
            }
        } else {
            error(fields.location, "version: missing required key \"version\"; add \"version\": 1")
        }
        if let output = string(fields, "output") {
            if output.isEmpty {
                error(fields.member("output")?.value.location ?? fields.location, "output: must not be empty; use \"Assets\" or another folder")
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
            error(fields.location, "controls: missing required key \"controls\"; add an array of controls")
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
                let same = first.name == name
                error(location, "\(path).name: \"\(name)\" " + (same
                    ? "is already the name of the control on line \(first.line); names must be unique"
                    : "differs only in case from \"\(first.name)\" on line \(first.line); both would be one file on a case-insensitive file system"))
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
            error(fields.location, "\(fields.path(of: "type")): missing required key \"type\"; expected one of " + Control.Kind.typeNames.joined(separator: ", "))
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
            var message = "\(fields.path(of: "type")): unknown control type \"\(type)\"; expected one of " + Control.Kind.typeNames.joined(separator: ", ")
            if let suggestion = ObjectReader.nearest(to: type, in: Control.Kind.typeNames) {
                message += "; did you mean \"\(suggestion)\"?"
            }
            error(typeMember.value.location, message)
            return nil
        }
        // Stars and ratings have the guide's intrinsic size; every other control needs its size.
        let defaultSize: Size? = switch kind {
        case .star: Star.defaultSize
        case .rating(let rating): rating.defaultSize
        default: nil
        }
        for key in ["width", "height"] where fields.member(key) == nil && defaultSize == nil && kind != nil {
            error(fields.location, "\(fields.path(of: key)): missing required key \"\(key)\"")
        }
        guard let name, let kind else { return nil }
        guard let resolvedWidth = width ?? (fields.member("width") == nil ? defaultSize?.width : nil),
            let resolvedHeight = height ?? (fields.member("height") == nil ? defaultSize?.height : nil)
        else { return nil }
        return Control(name: name, size: Size(width: resolvedWidth, height: resolvedHeight), pixelSnapping: snapping, kind: kind)
    }

    private mutating func controlName(_ fields: ObjectReader) -> String? {
        guard let member = fields.member("name") else {
            error(fields.location, "\(fields.path(of: "name")): missing required key \"name\"")
            return nil
        }
        guard let name = string(member.value, path: fields.path(of: "name")) else { return nil }
        guard Self.isValidName(name) else {
            error(member.value.location, "\(fields.path(of: "name")): \"\(name)\" is not a valid name; use letters, digits, '.', '_' and '-', starting with a letter or digit (it becomes the file name, which must stay inside the output folder)")
            return nil
        }
        return name
    }

    /// `[A-Za-z0-9][A-Za-z0-9._-]*`, and no `..` so a name can never climb out of the output folder.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIIAlphanumeric, !name.contains("..") else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "." || $0 == "_" || $0 == "-" }
    }
}

extension Unicode.Scalar {
    var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
