import FloOutputFolder
import FloSupport

extension ManifestDecoder {
    /// The root keys, found as the control types' keys are: by decoding an empty object.
    static let rootKeys: [String] = {
        let decoder = ManifestDecoder(file: "")
        let fields = ObjectReader(members: [], path: "", location: .start)
        _ = decoder.decodeRoot(fields, controls: nil)
        return fields.readKeys
    }()

    /// The manifest `root` describes; its controls' values are let go one by one as they are decoded.
    func decode(_ root: consuming JSONNode) -> Manifest {
        let elements = Self.takeControls(from: &root)
        guard let fields = object(root, path: "") else { return Manifest() }
        // Handed over, not copied: a second reference would keep every control's JSON until the end.
        var manifest = decodeRoot(fields, controls: consume elements)
        manifest.settingsDigest = Self.digest(of: fields.members.filter { $0.key != "controls" })
        reportUnread(fields, controlType: nil)
        return manifest
    }

    /// The elements of the root's first `controls` array, moved out of the tree (an empty array is left in their
    /// place), so that the decoder holds the only reference and can let each go once decoded.
    private static func takeControls(from root: inout JSONNode) -> [JSONNode]? {
        guard case .object(var members) = root.value else { return nil }
        root.value = .null
        defer { root.value = .object(members) }
        guard let position = members.firstIndex(where: { $0.key == "controls" }),
            case .array(let elements) = members[position].value.value
        else { return nil }
        members[position].value.value = .array([])
        return elements
    }

    private func decodeRoot(_ fields: ObjectReader, controls elements: consuming [JSONNode]?) -> Manifest {
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
        // The `outputs` to suggest instead: the shorthand's folder for each valid format listed, then the other one.
        var listed: [String] = []
        if case .array(let elements)? = fields.member("formats")?.value.value {
            let texts = Set(elements.compactMap { if case .string(let text) = $0.value { text } else { nil } })
            listed = FlatFormat.allCases.map(\.rawValue).filter(texts.contains)
        }
        if let formats = uniqueChoices(
            fields, "formats", as: FlatFormat.self,
            problem: { [output = manifest.output, listed, writesOutput = fields.member("output") != nil] text in
                OutputFormat(rawValue: text) == nil
                    ? nil : .formatNeedsOutputs(text, output: output, others: listed, writesOutput: writesOutput)
            })
        {
            manifest.formats = formats.map(\.format)
        }
        if let member = fields.member("outputs") {
            for key in ["output", "formats"] where fields.member(key) != nil {
                report(.outputsAndShorthand(key), at: fields.location(of: key), path: key)
            }
            manifest.outputList = decodeOutputs(member.value)
            let outputs = manifest.outputList ?? []
            var formats: [OutputFormat] = []
            for spec in outputs where !formats.contains(spec.format) { formats.append(spec.format) }
            outputRules = formats.compactMap { $0.descriptor.rules() }
            showsSettings = formats.contains { $0.descriptor.showsSettings }
            drawingLimit = outputs.compactMap { spec in spec.format.descriptor.drawingLimit.map { ($0, spec) } }
                .min { $0.0.maximum < $1.0.maximum }
        }
        if let scales = scales(fields) { manifest.scales = scales }
        pngScales =
            manifest.outputList?.flatMap {
                $0.format.descriptor.pixelScales(anyOptions: $0.options, manifestScales: manifest.scales)
            } ?? []
        androidPNGScales =
            manifest.outputList?.filter { $0.format == .vectorDrawable }.flatMap { _ in
                AndroidDrawable.densities.map(\.scale)
            } ?? []
        // Every output, the shorthand's PDFs too.
        effectImageScales = manifest.outputs.compactMap {
            $0.format.descriptor.effectImagePixelsPerPoint(anyOptions: $0.options)
        }
        drawingsPerControl = manifest.outputs.reduce(1) { $0 + $1.format.descriptor.drawingsPerControl }
        drawingsPerState = manifest.outputs.reduce(0) { $0 + $1.format.descriptor.drawingsPerState }
        if let snapping = choice(fields, "pixelSnapping", as: PixelSnapping.self) { manifest.pixelSnapping = snapping }
        if let member = fields.member("colors") {
            decodePalette(member.value)
            manifest.palette = palette
        }
        if let member = fields.member("controls") {
            if var elements = consume elements {
                manifest.controls = decodeControls(&elements)
                manifest.entryNames = entryNames
                manifest.entryDigests = entryDigests
                (manifest.importedFiles, manifest.importers) = (importedFiles, importers)
                if let (limit, page) = drawingLimit, !previewTooLarge, manifest.controls.count > limit.warning {
                    let count = manifest.controls.count
                    report(
                        count > limit.maximum
                            ? .tooLargePreview(count, maximum: limit.maximum)
                            : .slowPreview(count, maximum: limit.warning),
                        at: page.location ?? fields.location, path: page.key)
                }
                if errorCount == 0 {
                    for (spec, problem) in OutputSet.problems(of: manifest) {
                        report(problem, at: spec.location ?? fields.location, path: spec.key)
                    }
                }
            } else {
                typeMismatch(member.value, path: "controls", expected: "an array of controls")
            }
        } else {
            report(.missingKey("controls", hint: "add an array of controls"), at: fields.location, path: "controls")
        }
        return manifest
    }
}
