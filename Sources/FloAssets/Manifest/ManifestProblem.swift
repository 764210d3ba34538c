import FloSupport

/// Every kind of problem the decoder reports, with the value it found; `message` says what is wrong and the fix.
enum ManifestProblem: Sendable, Equatable {
    // The manifest's JSON: keys, types and values.
    case missingKey(String, hint: String?)
    case unknownKey(String, suggestion: String?, known: [String])
    case duplicateKey(String, firstLine: Int)
    case typeMismatch(expected: String, found: String)
    case outOfRange(Double, expected: String)
    case numberTooLarge(String, expected: String?)
    case notAChoice(String, choices: [String], suggestion: String?)
    /// A format of `outputs` given to the shorthand's `formats`.
    case formatNeedsOutputs(String, output: String, others: [String], writesOutput: Bool)
    case listedTwice(String)
    case unsupportedVersion(Double)
    case keyDoesNotApply(String, type: String)
    /// A key of another control type given states: every state would draw the same.
    case expandedKeyDoesNotApply(String, type: String)

    // Names of controls.
    case invalidName(String)
    case nameTooLong(Int, maximum: Int)
    case duplicateName(String, firstLine: Int)
    case caseCollision(String, other: String, line: Int)
    case unknownType(String, suggestion: String?)
    /// An imported file that cannot be read, and why.
    case importProblem(String, reason: String)
    /// A colour of `recolor` given again in another spelling, and where it was first.
    case recolorRepeated(String, other: String, line: Int)
    case recolorsNothing(String, file: String, drawn: [String])
    case colorPaintsNothing(file: String, drawn: [String], recolors: Bool)
    case twoGradients
    case gradientNotAllowed
    case gradientInAppearance
    case unknownGradient(String, suggestion: String?)
    case zeroLengthGradient
    case tooManyTiles(Int, maximum: Int)
    case numberCount(Int, expected: ClosedRange<Int>)
    case graphBordersTooLarge(Double, Double)
    case graphMarginsTooLarge(Double, Double)
    case fractionalTile(Double, shadedTiles: Bool)
    case unknownUnitPoint(String, suggestion: String?)
    case gradientColors(both: Bool)
    case stopOutOfOrder(Double, previous: Double)

    // Colours and the palette.
    /// The text, and why it is not one (`ColorParser.problem(with:)`).
    case notAColor(String, reason: String)
    case transparentColor(String)
    case invalidPaletteName(String)
    case paletteNameShadowsUIKit(String, uiKitName: String)
    case paletteCaseCollision(String, other: String, line: Int)
    case appearanceWithoutAny
    case unknownPaletteColor(String, suggestion: String?, palette: [String])
    case paletteReference(String)

    // States: expanded entries.
    case reversedRange(from: Int, through: Int)
    case emptyEach
    case mixedStates
    case missingPlaceholder(key: String, template: String)
    case unknownPlaceholder(String, expandedKeys: [String])
    case tooManyControls(Int, maximum: Int)
    case tooManyStates(Int, maximum: Int)

    // A control's geometry.
    case negativeWater(Double, numberOfGlasses: Int)
    case tooManyGlasses(Double, numberOfGlasses: Int)
    case intrinsicSizeOutOfRange(String, Double, type: String, expected: String)
    case arcWiderThanView(Double, halfDiameter: Double)
    case outlineWiderThanArc(Double, arcWidth: Double)
    case emptyRect
    case strokeBorderWithoutInside
    case collapsedByStrokeBorder(Double)
    case strokeWiderThanShape(Double)
    case arcSweepsNothing(from: Double, to: Double, clockwise: Bool)
    case tooManyPoints(Int, maximum: Int)

    // Outputs: paths, options and the outputs as a set.
    case emptyOutput
    case absoluteOutput(String)
    case outputEscapes(String)
    case outputLeavesThroughLink(String, link: String)
    case outputThroughLinkToNothing(String, link: String)
    case controlCharacterInOutput(String)
    case outputNameTooLong(String, maximum: Int)
    case outputPathTooLong(String, maximum: Int)
    case outputsAndShorthand(String)
    case outputListedTwice(String, path: String)
    case declaredTwiceInModule(String, path: String, other: String, key: String)
    case tooManyOutputs(Int, maximum: Int)
    case invalidNamespace(String)
    case notACatalogPath(String)
    case notAPreviewPath(String)
    case notACodePath(String, example: String)
    case codeFileNameTooLong(String, maximum: Int)
    case invalidKotlinPackage(String)
    case invalidSwiftNamespace(String, reason: String)
    case reservedKotlinPackage(String, root: String)
    case outputInsideFile(String, file: String, format: String, folder: String)
    case outputsWriteSameFile(String, format: String, folder: String)
    case folderInAnotherCase(String, spelled: String, path: String, otherPath: String)

    // PNG and preview: the work they ask for.
    case notADeviceScale(Double, expected: String)
    case scaleListedTwice(Int)
    case pngTooLarge(Int, Int, scale: Double)
    case pngLayersTooLarge(String, megapixels: Int, maximum: Int, scale: Double)
    case pngEffectsTooLarge(String, megapixels: Int, maximum: Int, scale: Double)
    case pdfEffectsTooLarge(String, megapixels: Int, maximum: Int)
    case effectsTooLargeInAll(String, megapixels: Int, maximum: Int)
    case tooManyPNGPixels(megapixels: Int, maximum: Int)
    case strokeOutlineTooLarge(Int, maximum: Int, scale: Double)
    case artworkOutlineTooLarge(String, points: Int, maximum: Int, scale: Double)
    case tooMuchArtworkWork(String, perDrawing: Int, drawings: Int, millions: Int, maximum: Int)
    case slowPreview(Int, maximum: Int)
    case tooLargePreview(Int, maximum: Int)

    // Android resources.
    case androidResourceName(String, resourceName: String, reason: String)
    case androidResourceCollision(String, other: String, resourceName: String, line: Int, isColor: Bool)
    case androidVectorTooLarge(String, Double, Double)
    case androidPathTooLong(String, Int)
    case notAVectorDrawable(String, reason: String)
    case insideAndroidResources(String, resources: String)
    case insideCatalogSet(String, set: String, catalog: String)
    case androidRejectsPNG(String, folder: String, reason: String)

    // Drawing code.
    case codeNameReserved(String, identifier: String, format: String)
    case codeNameCollision(
        String, other: String, identifier: String, otherIdentifier: String, line: Int, format: String)
    case notExpressibleAsCode(String, language: String, reason: String)
    case codeFileTooLarge(language: String, format: String, maximum: Int)
    /// More states than one Kotlin function can choose among with this many keys.
    case tooManyStatesForCompose(String, limit: Int, keys: Int)

    var severity: Diagnostic.Severity {
        switch self {
        case .transparentColor, .keyDoesNotApply, .collapsedByStrokeBorder, .strokeWiderThanShape, .arcSweepsNothing,
            .androidVectorTooLarge, .androidPathTooLong, .slowPreview, .fractionalTile, .recolorsNothing,
            .colorPaintsNothing:
            .warning
        default: .error
        }
    }

    /// `value` as the user wrote it, for messages: a whole number without decimals, anything else exactly (the
    /// writers' 3-decimal format would show `8.0001` as `8`, and `1e300` as `0`).
    static func written(_ value: Double) -> String {
        if value.rounded() == value && abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
