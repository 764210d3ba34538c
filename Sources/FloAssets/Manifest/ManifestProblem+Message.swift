/// What each problem says: what is wrong and the fix, in the order the cases are declared.
extension ManifestProblem {
    var message: String {
        switch self {
        // The manifest's JSON: keys, types and values.
        case .missingKey(let key, let hint):
            "missing required key \"\(key)\"" + (hint.map { "; \($0)" } ?? "")
        case .unknownKey(let key, let suggestion, let known):
            "unknown key \"\(key)\"; "
                + (suggestion.map { "did you mean \"\($0)\"?" } ?? "expected one of "
                    + known.map { "\"\($0)\"" }.joined(separator: ", "))
        case .duplicateKey(let key, let line):
            "duplicate key \"\(key)\"; it is already set on line \(line)"
        case .typeMismatch(let expected, let found):
            "expected \(expected), found \(found)"
        case .outOfRange(let value, let expected):
            "\(Self.written(value)) is out of range; \(expected)"
        case .numberTooLarge(let text, let expected):
            "\(text) is out of range; " + (expected ?? "it is too large for a number")
        case .notAChoice(let text, let choices, let suggestion):
            "\"\(text)\" is not one of " + choices.map { "\"\($0)\"" }.joined(separator: ", ")
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .formatNeedsOutputs(let text, let output, let others, let writesOutput):
            "\"\(text)\" is not one of \"svg\", \"pdf\": \"formats\" is the shorthand for SVG and PDF in one folder; "
                + (writesOutput ? "replace \"output\" and \"formats\"" : "replace \"formats\"") + " with \"outputs\": ["
                + (others + [text]).map { "{\"format\": \"\($0)\", \"path\": \"\(output)\"}" }.joined(separator: ", ")
                + "]"
        case .listedTwice(let text):
            "\"\(text)\" is listed twice"
        case .unsupportedVersion(let version):
            "unsupported version \(Self.written(version)); this tool reads version 1"
        case .keyDoesNotApply(let key, let type):
            "\"\(key)\" does not apply to a \(type) and is ignored; remove it"
        case .expandedKeyDoesNotApply(let key, let type):
            "\"\(key)\" does not apply to a \(type), so states that differ only in it would draw the same; remove it"
        // Names of controls.
        case .invalidName(let name):
            "\"\(name)\" is not a valid name; use letters, digits, '.', '_' and '-', starting with a letter or digit, with no '..' and not ending with '.' "
                + "(it becomes the file name, which must stay inside the output folder)"
        case .nameTooLong(let length, let maximum):
            "the name is \(length) bytes long; names are limited to \(maximum) bytes so that every file made from it fits the file system"
        case .colorPaintsNothing(let file, let drawn, let recolors):
            "\(file) paints nothing in currentColor outside its masks, so \"color\" changes nothing; "
                + (drawn.isEmpty || recolors
                    ? "remove it"
                    : "map the colours it paints to palette colours with \"recolor\" (it paints "
                        + drawn.prefix(8).joined(separator: ", ")
                        + (drawn.count > 8 ? " and \(drawn.count - 8) more" : "")
                        + "), or write currentColor in the file where \"color\" should paint")
        case .recolorsNothing(let color, let file, let drawn):
            // A mask's colours are its opacities: recolouring never reaches them.
            "\"\(color)\" is no colour \(file) paints outside its masks, so it recolours nothing; "
                + (drawn.isEmpty
                    ? "the file paints no colour of its own there (currentColor is the \"color\" key's)"
                    : "it paints " + drawn.prefix(8).joined(separator: ", ")
                        + (drawn.count > 8 ? " and \(drawn.count - 8) more" : ""))
        case .recolorRepeated(let color, let other, let line):
            "\"\(color)\" is the colour \"\(other)\" on line \(line) again; map each colour of the file once"
        case .duplicateName(let name, let line):
            "\"\(name)\" is already the name of the control on line \(line); names must be unique"
        case .caseCollision(let name, let other, let line):
            "\"\(name)\" differs only in case from \"\(other)\" on line \(line); both would be one file on a case-insensitive file system"
        case .numberCount(let count, let expected):
            "has \(count) number\(count == 1 ? "" : "s"); expected \(expected.lowerBound) to \(expected.upperBound)"
        case .graphBordersTooLarge(let borders, let height):
            "topBorder and bottomBorder take \(Self.written(borders)) of the height \(Self.written(height)), leaving no room for the graph; make them smaller or the graph taller"
        case .graphMarginsTooLarge(let margin, let width):
            "two margins of \(Self.written(margin)) take the whole width \(Self.written(width)); make the margin smaller or the graph wider"
        case .fractionalTile(let size, let shadedTiles):
            "a tileSize of \(Self.written(size)) points puts the tiles' edges between device pixels, where SVG readers, which repeat a tile drawn at whole pixels, disagree with each other"
                + (shadedTiles
                    ? ", and the other outputs, which draw a gradient tile by tile, show seams along them" : "")
                + "; use a whole number"
        case .zeroLengthGradient:
            "the gradient has no length (its start and end are the same), which readers draw differently; move one end"
        case .tooManyTiles(let count, let maximum):
            "makes \(count) tiles, more than the \(maximum) a control may repeat; make the tileSize larger"
        case .unknownGradient(let name, let suggestion):
            "unknown gradient \"\(name)\"; expected \"linearGradient\" or \"radialGradient\""
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .gradientInAppearance:
            "an appearance's value is one color (#RRGGBB, rgb() or a UIKit name), not a gradient; for a gradient that changes with the appearance, write the gradient itself with palette colors that have dark or high-contrast values"
        case .gradientNotAllowed:
            "takes one color (#RRGGBB, rgb(), a UIKit or palette name), not a gradient; gradients paint fills: a push button's fillColor, the counter's counterColor, a star's or rating's color, the shapes' fillColor, a background pattern's lightColor and darkColor"
        case .twoGradients:
            "holds both \"linearGradient\" and \"radialGradient\"; a paint is one gradient, keep one"
        case .unknownUnitPoint(let name, let suggestion):
            "unknown unit point \"\(name)\"; expected one of "
                + ManifestDecoder.unitPoints.map(\.name).joined(separator: ", ") + ", or {\"x\": 0…1, \"y\": 0…1}"
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .gradientColors(let both):
            both
                ? "has both \"colors\" and \"stops\"; give one of them"
                : "needs \"colors\" (spread evenly) or \"stops\" (each {\"color\": …, \"location\": 0…1}), at least 2"
        case .stopOutOfOrder(let location, let previous):
            "location \(Self.written(location)) comes before the previous stop's \(Self.written(previous)); list stops from 0 to 1 in order"
        case .unknownType(let type, let suggestion):
            "unknown control type \"\(type)\"; expected one of " + ControlRegistry.typeNames.joined(separator: ", ")
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        // Colours and the palette.
        case .notAColor(let text, let reason):
            "\"\(text)\" is not a color; \(reason)"
        case .transparentColor(let text):
            "\"\(text)\" is fully transparent; what it paints will not show"
        case .invalidPaletteName(let name):
            "\"\(name)\" is not a valid palette name; use letters, digits, '_' and '-', starting with a letter "
                + "(it becomes a color set and a resource name)"
        case .paletteNameShadowsUIKit(let name, let uiKitName):
            "\"\(name)\" is the UIKit color name \"\(uiKitName)\", which it would hide; give the palette color a name of its own, such as \"brand\(uiKitName.prefix(1).uppercased() + uiKitName.dropFirst())\""
        case .paletteCaseCollision(let name, let other, let line):
            "\"\(name)\" differs only in case from \"\(other)\" on line \(line); palette names must differ ignoring case (they become file and resource names)"
        case .appearanceWithoutAny:
            "an appearance object needs \"any\", the color for the light appearance and the fallback of the others; add \"any\": \"#RRGGBB\""
        case .unknownPaletteColor(let text, let suggestion, let palette):
            "\"\(text)\" is not a palette color, a UIKit color name or a color literal; "
                + (suggestion.map { "did you mean \"\($0)\"?" }
                    ?? "add it to \"colors\" or use one of "
                    + (palette.prefix(8).map { "\"\($0)\"" } + (palette.count > 8 ? ["…"] : [])).joined(separator: ", "))
        case .paletteReference(let name):
            "\"\(name)\" is a palette name; palette colors are literals and cannot refer to each other, so write its color here"
        // States: expanded entries.
        case .reversedRange(let from, let through):
            "\"from\" (\(from)) is more than \"through\" (\(through)), so it expands to nothing; swap them"
        case .emptyEach:
            "\"each\" is empty, so the entry expands to nothing; list at least one value"
        case .mixedStates:
            "a key takes either {\"from\", \"through\", \"by\"} or {\"each\": [...]}, not both; remove one"
        case .missingPlaceholder(let key, let template):
            "\"\(template)\" has no {\(key)} although \"\(key)\" is expanded, so the expanded controls would share one name; add {\(key)} to the name"
        case .unknownPlaceholder(let placeholder, let expandedKeys):
            "{\(placeholder)} is not an expanded key of this entry; "
                + (["", "name", "type"].contains(placeholder)
                    ? "any key but name and type can be expanded, with {\"from\", \"through\"} or {\"each\": [...]}"
                    : expandedKeys.isEmpty
                        ? "give \"\(placeholder)\" a {\"from\", \"through\"} or {\"each\": [...]} value, or remove the placeholder"
                        : "expanded keys: " + expandedKeys.map { "{\($0)}" }.joined(separator: ", "))
        case .tooManyControls(let count, let maximum):
            "the manifest expands to \(count) controls; at most \(maximum) are allowed, split it into several manifests"
        case .tooManyStates(let count, let maximum):
            "this key alone expands to \(count) controls; a manifest expands to at most \(maximum), split it into several manifests"
        // A control's geometry.
        case .negativeWater(let value, let glasses):
            "\(Self.written(value)) is negative; nobody can drink negative water (expected 0 to numberOfGlasses, \(glasses))"
        case .tooManyGlasses(let value, let glasses):
            "\(Self.written(value)) is out of range; expected a whole number from 0 to numberOfGlasses (\(glasses))"
        case .intrinsicSizeOutOfRange(let key, let value, let type, let expected):
            "the \(type)'s own \(key), \(Self.written(value)), is out of range (\(expected)); set \"\(key)\" or change the keys it is made of"
        case .arcWiderThanView(let arcWidth, let halfDiameter):
            "an arcWidth of \(Self.written(arcWidth)) is wider than half the view (\(Self.written(halfDiameter))); make the view larger or set a smaller arcWidth"
        case .outlineWiderThanArc(let lineWidth, let arcWidth):
            "\(Self.written(lineWidth)) is more than half the arcWidth (\(Self.written(arcWidth))); the outline would not fit the arc"
        case .emptyRect:
            "width and height must be greater than 0"
        case .strokeBorderWithoutInside:
            "a polyline has no inside to keep its stroke in; remove strokeBorder"
        case .collapsedByStrokeBorder(let lineWidth):
            "with strokeBorder, a line width of \(Self.written(lineWidth)) insets the shape past its centre, so nothing is drawn (as in SwiftUI); set a smaller lineWidth or a larger size"
        case .strokeWiderThanShape(let lineWidth):
            "a line width of \(Self.written(lineWidth)) reaches past the middle of the shape, where readers disagree on what to draw (some leave a hole, others fill it); set a smaller lineWidth, or a fill in the stroke colour"
        case .arcSweepsNothing(let start, let end, let clockwise):
            "an arc \(clockwise ? "clockwise" : "counter-clockwise") from \(Self.written(start))° to \(Self.written(end))° sweeps no angle, so nothing is drawn (as in Core Graphics); "
                + "for the whole circle, let endAngle be startAngle \(clockwise ? "+" : "-") 360, or give angles that differ"
        case .importProblem(let source, let reason):
            "cannot import \"\(source)\": \(reason)"
        case .tooManyPoints(let count, let maximum):
            "\(count) points are more than the \(maximum) a control may have; simplify the drawing"
        // Outputs: paths, options and the outputs as a set.
        case .emptyOutput:
            "must not be empty; use \"Assets\" or another folder"
        case .absoluteOutput(let path):
            "\"\(path)\" is an absolute path; outputs stay inside the manifest's folder (to write elsewhere, pass --output DIR on the command line)"
        case .outputEscapes(let path):
            "\"\(path)\" leaves the manifest's folder; outputs stay inside it (to write elsewhere, pass --output DIR on the command line)"
        case .outputThroughLinkToNothing(let path, let link):
            "\"\(path)\" goes through the symbolic link \(link), which leads to nothing; make the folder it names (inside the manifest's folder), or correct the link"
        case .outputLeavesThroughLink(let path, let link):
            "\"\(path)\" leads out of the manifest's folder through the symbolic link \(link); outputs stay inside it (to write elsewhere, pass --output DIR on the command line)"
        case .controlCharacterInOutput(let path):
            "\"\(path)\" holds a control character; name the folder with printable characters"
        case .outputNameTooLong(let name, let maximum):
            String.overlongNameReason(name, maximum: maximum)
        case .outputPathTooLong(let path, let maximum):
            "the path is \(path.utf8.count) bytes long, more than the \(maximum) an output path may have (macOS opens paths of fewer than 1,024 bytes, the manifest's folder included); use a shorter path"
        case .outputsAndShorthand(let key):
            "\"\(key)\" is the shorthand for one folder of SVG and PDF, and this manifest has \"outputs\"; list that folder in \"outputs\" instead"
        case .declaredTwiceInModule(let name, let path, let other, let key):
            "\"\(path)\" would declare \(name), as \"\(other)\" in the same folder does, and one module cannot hold both; give one output a \"\(key)\" of its own"
        case .outputListedTwice(let format, let path):
            "\"\(format)\" to \"\(path)\" is listed twice; remove one"
        case .tooManyOutputs(let count, let maximum):
            "\(count) outputs are more than the \(maximum) a manifest may have; split it into several manifests"
        case .invalidNamespace(let name):
            "\"\(name)\" is not a valid namespace; use letters, digits, '_' and '-', starting with a letter (it becomes a folder in the catalog)"
        case .notACatalogPath(let path):
            "\"\(path)\" does not end in .xcassets, so Xcode would not read it as an asset catalog; name the folder like Media.xcassets"
        case .notAPreviewPath(let path):
            "\"\(path)\" is not the path of an HTML page; give the page's path, like \"Assets/index.html\""
        case .notACodePath(let path, let example):
            "\"\(path)\" is not the path of a source file of this language; give the file's path, like \"\(example)\""
        case .codeFileNameTooLong(let name, let maximum):
            "the file name \"\(name)\" is \(name.utf8.count) bytes long, more than the \(maximum) a source file's name may have (compilers name their outputs after it, adding suffixes such as Kotlin's Kt.class); use a shorter name"
        case .invalidSwiftNamespace(let name, let reason):
            "\"\(name)\" cannot name the generated enum: \(reason); use a name like \"Icons\""
        case .invalidKotlinPackage(let name):
            "\"\(name)\" is not a Kotlin package name; use identifiers of letters, digits and '_', none a Kotlin keyword, joined by '.', like \"com.example.flo\""
        case .reservedKotlinPackage(let name, let root):
            "\"\(name)\" is inside the package \(root), "
                + (root == "kotlin"
                    ? "which only Kotlin's standard library may declare in (kotlinc refuses it)"
                    : "whose classes the Java and Android runtimes refuse to load")
                + "; use your app's own package, like \"com.example.flo\""
        case .outputInsideFile(let path, let file, let format, let folder):
            "\"\(path)\" is the file \"\(file)\" of the \(format) output to \"\(folder)\", or inside it; choose another folder"
        case .outputsWriteSameFile(let file, let format, let folder):
            "this output would write \"\(file)\" of the \(format) output to \"\(folder)\" too; choose another folder"
        case .folderInAnotherCase(let folder, let spelled, let path, let otherPath) where folder == spelled:
            // Equal as Swift compares them, not byte for byte: composed and decomposed accents.
            "\"\(path)\" names the folder \"\(spelled)\" of the output to \"\(otherPath)\" with other Unicode characters (an accent composed in one, decomposed in the other): macOS makes them one folder, Linux two; type the name again in one of them so both match"
        case .folderInAnotherCase(let folder, let spelled, let path, let otherPath):
            "\"\(path)\" names the folder \"\(spelled)\" of the output to \"\(otherPath)\" as \"\(folder)\": a case-insensitive file system (macOS, Windows) makes them one folder, a case-sensitive one two; spell it \"\(spelled)\" in both"
        // PNG and preview: the work they ask for.
        case .notADeviceScale(let value, let expected):
            "\(Self.written(value)) is not a device scale; \(expected)"
        case .scaleListedTwice(let scale):
            "scale \(scale) is listed twice; list each scale once"
        case .pngTooLarge(let width, let height, let scale):
            "at \(Self.written(scale))x its PNG would be \(width)×\(height) pixels, more than the 64 megapixels one PNG may have; lower the size, or the scale it is drawn at"
        case .pngLayersTooLarge(let source, let megapixels, let maximum, let scale):
            "at \(Self.written(scale))x its PNG would hold \(megapixels) megapixels at once on the layers \(source) nests (each group with an opacity, a clip, a mask, a blend mode or isolation, each pattern, marker and nested <svg> that clips, counted as the whole image, a filter as up to four), more than the \(maximum) a PNG holds; flatten nested groups in \(source), or lower the scale or the size"
        case .pngEffectsTooLarge(let source, let megapixels, let maximum, let scale):
            "at \(Self.written(scale))x the layers, shadows and blurs of \(source) would work on \(megapixels) megapixels of its PNG (the layer of each group with a shadow or a blur, as large as it reaches, a quarter of each shadow's buffer, as far past it as the shadow spreads and blurs, and a sixteenth of each other group with an opacity, a clip, a mask or a blend mode), more than the \(maximum) a PNG draws for them; use fewer or smaller shadows, blurs and translucent groups, or lower the scale or the size"
        case .pdfEffectsTooLarge(let source, let megapixels, let maximum):
            "the shadows and blurs of \(source) would take about \(megapixels) megapixels of images in its PDF (each drawn again within the image of every group with effects around it), more than the \(maximum) a PDF draws for them; use fewer, smaller or less nested shadows and blurs, or lower the size"
        case .effectsTooLargeInAll(let source, let megapixels, let maximum):
            "the layers, shadows and blurs of \(source) would work on \(megapixels) megapixels over all the PNGs and PDFs of this control (every scale, output and appearance draws its own), more than the \(maximum) a control's files draw for them; use fewer or smaller shadows, blurs and translucent groups, or fewer scales or outputs"
        case .tooManyPNGPixels(let megapixels, let maximum):
            "with this entry the run would draw \(megapixels) megapixels for its PNGs and for any images of shadows and blurs in its PDFs (imported artwork counting a quarter of each pixel its shapes paint too, three times each pixel its shadows and blurs work on in a PNG and six times in a PDF's images, and every drawing three quarters for each pixel row an edge of its outlines crosses), more than the \(maximum) a run draws at most (--max-png-megapixels); draw fewer or smaller PNGs, or simpler artwork, or raise the limit"
        case .strokeOutlineTooLarge(let count, let maximum, let scale):
            "at \(Self.written(scale))x its round joins would make its PNG draw a stroke outline of \(count) points, more than the \(maximum) a PNG draws; use a thinner line, fewer points or another lineJoin"
        case .artworkOutlineTooLarge(let source, let points, let maximum, let scale):
            "at \(Self.written(scale))x the round joins and caps of \(source) would make its PNG draw stroke outlines of about \(points) points, more than the \(maximum) a PNG draws; use thinner strokes, fewer points or dashes, or miter or bevel joins and butt caps in \(source), or lower the scale or the size"
        case .tooMuchArtworkWork(let source, let perDrawing, let drawings, let millions, let maximum):
            "with this entry the run would convert imported artwork for \(millions) million segments' work, more than the \(maximum) million a run converts: each drawing of \(source) takes \(perDrawing) (its segments, shapes, dashes, gradient stops and transform functions, a curve three times, 25 for each element, and a quarter for each test of a style rule and each byte of class and style attributes), and this entry (or state of it) draws it up to \(drawings) times (each appearance once to check it and once for each output; drawing code each state in all four appearances, Compose twice); show large files in fewer controls or outputs, or simplify them"
        case .slowPreview(let count, let maximum):
            "the preview page would show \(count) drawings, and browsers open a page of more than \(maximum) slowly or not at all; give the preview a manifest of its own with the controls to review"
        case .tooLargePreview(let count, let maximum):
            "the preview page would show \(count) drawings, more than the \(maximum) a page holds (over 25 MB, tens of seconds to open); give the preview a manifest of its own with the controls to review"
        // Android resources.
        case .androidResourceName(let name, let resourceName, let reason):
            "\"\(name)\" becomes the Android resource name \"\(resourceName)\", which is not valid: \(reason); rename it"
        case .androidResourceCollision(let name, let other, let resourceName, let line, let isColor):
            "\"\(name)\" and \"\(other)\" on line \(line) both become the Android resource \"\(resourceName)\"; rename one ("
                + (isColor ? "'-' becomes '_')" : "names are lower-cased, '-' and '.' become '_')")
        case .androidVectorTooLarge(let name, let width, let height):
            "\"\(name)\" is \(Self.written(width))×\(Self.written(height)) dp, larger than the 200×200 dp Android's lint accepts for a vector drawable (VectorRaster: it is rasterized at every draw); draw it smaller, or set \"androidDrawable\": \"png\" on it for PNGs per density"
        case .androidPathTooLong(let name, let length):
            "\"\(name)\" has a path of \(length) characters, longer than the 800 Android's lint accepts in a vector drawable's pathData (VectorPath: slow to draw); simplify the drawing, or set \"androidDrawable\": \"png\" on it for PNGs per density"
        case .notAVectorDrawable(let name, let reason):
            "\"\(name)\" cannot be expressed as an Android vector drawable: it has \(reason); draw it without that, or set \"androidDrawable\": \"png\" on it for PNGs per density"
        case .insideCatalogSet(let path, let set, let catalog):
            "\"\(path)\" is inside \"\(set)\" of the xcassets output to \"\(catalog)\", and Xcode reads only the files a set's Contents.json lists; choose a folder outside the catalog's sets"
        case .insideAndroidResources(let path, let resources):
            "\"\(path)\" is in \"\(resources)\", the vectorDrawable output's resource folder, where Android's build reads every file as a resource and rejects this output's; choose a folder outside it"
        case .androidRejectsPNG(let file, let folder, _) where file.contains("~dark."):
            "\"\(folder)\" is an Android resource folder and this output would write \"\(file)\" there, a dark variant, which Android picks by folder (drawable-night), not by name; write the controls with the vectorDrawable output, which puts dark variants in drawable-night, or choose a folder outside res/"
        case .androidRejectsPNG(let file, let folder, _) where file.contains("~"):
            "\"\(folder)\" is an Android resource folder and this output would write \"\(file)\" there, a high-contrast variant, for which Android has no resource folder; choose a folder outside res/, or write the controls with the vectorDrawable output, which leaves high-contrast variants out"
        case .androidRejectsPNG(let file, let folder, let reason):
            "\"\(folder)\" is an Android resource folder and this output would write \"\(file)\" there, which Android rejects: \(reason); Android picks densities and dark variants by folder (drawable-xhdpi, drawable-night), so give the output \"scales\": [1] and its controls names of lower-case letters, digits and '_', or choose a folder outside res/"
        // Drawing code.
        case .codeNameReserved(let name, let identifier, let format):
            "\"\(name)\" becomes \(identifier) in the \(format) output, a name the generated code already uses; rename it"
        case .codeNameCollision(let name, let other, let identifier, let otherIdentifier, let line, let format):
            identifier == otherIdentifier
                ? "\"\(name)\" and \"\(other)\" on line \(line) both become \(identifier) in the \(format) output; rename one (names lose '-', '_', '.' and braces, and each word starts upper-case)"
                : "\"\(name)\" and \"\(other)\" on line \(line) become \(identifier) and \(otherIdentifier) in the \(format) output, which differ only in case: kotlinc names class files after them (a large drawing's parts, a large entry's states), which macOS and Windows would take for one file; rename one"
        case .notExpressibleAsCode(let name, let language, let reason):
            "\"\(name)\" cannot be written as \(language) code: it has \(reason); draw it without that, or remove the code output"
        case .codeFileTooLarge(let language, let format, let maximum):
            "with this entry the \(language) file would hold more than \(maximum) path elements (moves, lines and curves, and the points of strokes written as outlines), tens of megabytes of source that compilers take minutes over; write \(format) code for fewer or simpler controls"
        case .tooManyStatesForCompose(let name, let limit, let keys):
            "\"\(name)\" has more than \(limit) states, more than one Kotlin function chooses among with \(keys) expanded "
                + "key\(keys == 1 ? "" : "s") (a JVM method holds 64 KB); expand fewer values, or remove the compose output"
        }
    }
}
