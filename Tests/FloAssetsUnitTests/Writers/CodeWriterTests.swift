import FloAssetsTestSupport
import FloDrawing
import Foundation
import Testing

@testable import FloAssets

/// What the code outputs name and refuse; `DrawingCodeTests` compiles what they write and runs it.
struct CodeWriterTests {
    static func manifest(_ controls: String, outputs: String = Self.allCodeOutputs) -> String {
        """
        {"version": 1, "outputs": [\(outputs)],
         "controls": [\(controls)]}
        """
    }

    static let allCodeOutputs = """
        {"format": "swiftui", "path": "Code/Views.swift"}, {"format": "coreGraphics", "path": "Code/Drawings.swift"},
        {"format": "compose", "path": "Code/Drawings.kt"}
        """

    /// The messages of the errors decoding the manifest `text`, its files in `folder`, reports; none when it
    /// decodes.
    static func errors(_ text: String, in folder: TemporaryFolder) -> [String] {
        do {
            _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.message)
        }
    }

    /// The `format` file the manifest `text` writes (its imports in `folder`).
    static func source(_ text: String, format: OutputFormat, in folder: TemporaryFolder? = nil) throws -> String {
        let manifest =
            try folder.map {
                try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: $0.path).manifest
            } ?? decodeManifest(text)
        let writer = try #require(
            manifest.outputGroups.flatMap(\.writers).first {
                switch format {
                case .swiftui: $0 is SwiftUIWriter
                case .coreGraphics: $0 is CoreGraphicsWriter
                default: $0 is ComposeWriter
                }
            })
        return String(decoding: try #require(writer.sharedFiles(for: manifest.artwork).first).bytes, as: UTF8.self)
    }

    @Test func namesAreCasedAndKeywordsEscaped() throws {
        let text = Self.manifest(
            ["default", "class", "fun", "object", "1st-place"].map {
                #"{"name": "\#($0)", "type": "star"}, {"name": "\#($0)-{rating}", "type": "rating", "rating": {"each": [1, 2]}}"#
            }.joined(separator: ", "))
        let swiftUI = try Self.source(text, format: .swiftui)
        for name in ["Default", "Class", "Fun", "Object", "_1stPlace", "ClassRating", "_1stPlaceRating"] {
            #expect(swiftUI.contains("struct \(name): View {"), "\(name)")
        }
        let coreGraphics = try Self.source(text, format: .coreGraphics)
        #expect(coreGraphics.contains("static func drawClass(in context: CGContext, rect: CGRect, traits:"))
        #expect(
            coreGraphics.contains("static func draw_1stPlaceRating(in context: CGContext, rect: CGRect, rating: Int,"))
        let compose = try Self.source(text, format: .compose)
        #expect(compose.contains("val Object: ImageVector by lazy {"))
        #expect(compose.contains("fun classRating(rating: Int): ImageVector {"))
        #expect(compose.contains("fun _1stPlaceRating(rating: Int): ImageVector {"))
    }

    @Test func paletteNamesThatAreKeywordsAreEscaped() throws {
        let text = """
            {"version": 1, "colors": {"object": "#57DAD5", "in": {"any": "#226E64", "dark": "#9BE8E3"}},
             "outputs": [\(Self.allCodeOutputs)],
             "controls": [{"name": "drop", "type": "star", "fill": true, "color": "object"},
                          {"name": "deep", "type": "star", "fill": true, "color": "in"}]}
            """
        let compose = try Self.source(text, format: .compose)
        #expect(compose.contains("    val `object`: Color = Color(red = "))
        #expect(compose.contains("    fun `in`(appearance: FloAppearance = FloAppearance.Light): Color = "))
        #expect(compose.contains("SolidColor(FloPalette.`object`)"))
        #expect(compose.contains("FloPalette.`in`(appearance)"))
    }

    @Test func keywordsAreEscapedWhereTheyAreNames() {
        #expect(CodeName.memberName("class") == "class")
        #expect(CodeName.escaped(CodeName.memberName("class"), CodeName.kotlinKeywords) == "`class`")
        #expect(CodeName.escaped(CodeName.memberName("fun"), CodeName.kotlinKeywords) == "`fun`")
        #expect(CodeName.escaped(CodeName.memberName("default"), CodeName.swiftKeywords) == "`default`")
        #expect(CodeName.typeName("counter-{counter}") == "CounterCounter")
        #expect(CodeName.typeName("1st-place") == "_1stPlace")
    }

    /// A leading acronym is lowered whole, as Kotlin and Swift style have it: `urlButton`, never `uRLButton`.
    @Test(arguments: [
        ("URL-button", "urlButton"), ("HTTPStatus", "httpStatus"), ("URL", "url"), ("URL2go", "url2go"),
        ("ABc", "aBc"), ("plus-button", "plusButton"), ("X", "x"), ("deep-sea", "deepSea"), ("1st", "_1st"),
    ])
    func aLeadingAcronymIsLoweredWhole(name: String, member: String) {
        #expect(CodeName.memberName(name) == member)
    }

    @Test func namesThatCollideAfterCasingAreLocatedErrors() {
        let errors = manifestErrors(
            Self.manifest(
                """
                {"name": "plus-button", "type": "star"},
                {"name": "plus_button", "type": "star"}
                """))
        #expect(
            errors.contains {
                $0.hasPrefix(
                    "assets.json:4:10: error: controls[1].name: \"plus_button\" and \"plus-button\" on line 3 both become PlusButton in the swiftui output"
                )
            }, "\(errors)")
    }

    /// kotlinc writes a class file for each object of a Compose file (a drawing's parts, a large entry's states),
    /// named after the control: names that differ only in case would be one file on macOS and Windows.
    @Test func namesThatDifferOnlyInCaseCollideInCompose() {
        let errors = manifestErrors(
            Self.manifest(
                """
                {"name": "ab-c", "type": "star"},
                {"name": "a-bc", "type": "star"}
                """))
        #expect(
            errors == [
                "assets.json:4:10: error: controls[1].name: \"a-bc\" and \"ab-c\" on line 3 become ABc and AbC in the compose output, which differ only in case: kotlinc names class files after them (a large drawing's parts, a large entry's states), which macOS and Windows would take for one file; rename one"
            ], "\(errors)")
    }

    /// `namespace` names the enum of a Swift file, so that two manifests' files can share one module; the usages
    /// the preview page shows call it.
    @Test func aNamespaceNamesTheSwiftEnum() throws {
        let manifest = try decodeManifest(
            Self.manifest(
                #"{"name": "star", "type": "star"}"#,
                outputs:
                    #"{"format": "swiftui", "path": "Code/Icons.swift", "namespace": "Icons"}, {"format": "coreGraphics", "path": "Code/Art.swift", "namespace": "Art"}"#
            ))
        let writers = manifest.outputGroups.flatMap(\.writers)
        let views = try #require(writers.first { $0 is SwiftUIWriter })
        let drawings = try #require(writers.first { $0 is CoreGraphicsWriter })
        let viewsSource = String(
            decoding: try #require(views.sharedFiles(for: manifest.artwork).first).bytes, as: UTF8.self)
        let drawingsSource = String(
            decoding: try #require(drawings.sharedFiles(for: manifest.artwork).first).bytes, as: UTF8.self)
        #expect(viewsSource.contains("\nenum Icons {\n") && !viewsSource.contains("FloViews"))
        #expect(drawingsSource.contains("\nenum Art {\n") && !drawingsSource.contains("FloDrawings"))
        #expect(views.usages(in: manifest.artwork).values.sorted() == ["Icons.Star()"])
        #expect(drawings.usages(in: manifest.artwork).values.sorted() == ["Art.drawStar(in: context, rect: bounds)"])
    }

    /// Two code files of one folder, most likely of one module, may not declare the same name: the second is told
    /// which key renames its own.
    @Test func twoFilesOfAFolderDeclareNoNameTwice() {
        func errors(_ outputs: String) -> [String] {
            manifestErrors(Self.manifest(#"{"name": "star", "type": "star"}"#, outputs: outputs))
        }
        let twice = errors(
            #"{"format": "swiftui", "path": "Code/A.swift"}, {"format": "swiftui", "path": "Code/B.swift"}"#)
        #expect(
            twice == [
                #"assets.json:1:75: error: outputs[1]: "Code/B.swift" would declare FloViews, as "Code/A.swift" in the same folder does, and one module cannot hold both; give one output a "namespace" of its own"#
            ], "\(twice)")
        #expect(
            errors(
                #"{"format": "swiftui", "path": "Code/A.swift"}, {"format": "coreGraphics", "path": "Code/B.swift", "namespace": "FloViews"}"#
            ).count == 1)
        #expect(
            errors(
                #"{"format": "compose", "path": "Code/A.kt", "package": "a.b"}, {"format": "compose", "path": "Code/B.kt", "package": "a.b"}"#
            ).first?.hasSuffix(#"give one output a "package" of its own"#) == true)
        // Another namespace, another folder (another target) or another package is another name.
        #expect(
            errors(
                #"{"format": "swiftui", "path": "Code/A.swift"}, {"format": "swiftui", "path": "Code/B.swift", "namespace": "Icons"}"#
            ).isEmpty)
        #expect(
            errors(#"{"format": "swiftui", "path": "App/A.swift"}, {"format": "swiftui", "path": "Widget/A.swift"}"#)
                .isEmpty)
        #expect(
            errors(
                #"{"format": "compose", "path": "Code/A.kt", "package": "a.b"}, {"format": "compose", "path": "Code/B.kt", "package": "a.c"}"#
            ).isEmpty)
    }

    @Test(arguments: [
        ("icons", "it must be a Swift type name"), ("Ic-ons", "it must be a Swift type name"),
        ("Écran", "it must be a Swift type name"), ("View", "the generated code uses View"),
        ("FloFrame", "the generated code uses FloFrame"), ("FloPalette", "the generated code uses FloPalette"),
    ])
    func aNamespaceIsASwiftTypeNameHidingNone(namespace: String, reason: String) {
        let errors = manifestErrors(
            Self.manifest(
                #"{"name": "star", "type": "star"}"#,
                outputs: #"{"format": "swiftui", "path": "Code/Views.swift", "namespace": "\#(namespace)"}"#))
        #expect(
            errors.count == 1
                && errors[0].contains(
                    "error: outputs[0].namespace: \"\(namespace)\" cannot name the generated enum: \(reason)")
                && errors[0].hasSuffix("use a name like \"Icons\""), "\(errors)")
    }

    /// Only Kotlin's standard library declares in `kotlin`, and the runtimes load no app's classes into `java`.
    @Test func theKotlinAndJavaPackagesAreRefused() {
        for package in ["kotlin.flo", "java.flo", "kotlin"] {
            let errors = manifestErrors(
                Self.manifest(
                    #"{"name": "star", "type": "star"}"#,
                    outputs: #"{"format": "compose", "path": "Code/Drawings.kt", "package": "\#(package)"}"#))
            let root = package.split(separator: ".")[0]
            #expect(
                errors.count == 1
                    && errors[0].contains("outputs[0].package: \"\(package)\" is inside the package \(root), ")
                    && errors[0].hasSuffix("use your app's own package, like \"com.example.flo\""), "\(errors)")
        }
        #expect(
            manifestErrors(
                Self.manifest(
                    #"{"name": "star", "type": "star"}"#,
                    outputs: #"{"format": "compose", "path": "Code/Drawings.kt", "package": "com.kotlin.java"}"#)
            ).isEmpty)
    }

    /// Core Graphics' functions take `context`, `rect` and `traits` of their own: an ellipse's `rect` written as
    /// states is `rectState`, in the declaration and in its calls; the views keep `rect`.
    @Test func aStateKeyNamedLikeACoreGraphicsParameterIsRenamed() throws {
        let manifest = try decodeManifest(
            Self.manifest(
                #"{"name": "oval-{rect}", "type": "ellipse", "width": 90, "height": 90, "#
                    + #""rect": {"each": [[5, 5, 50, 50], [10, 10, 80, 80]]}}"#))
        let writers = manifest.outputGroups.flatMap(\.writers)
        let drawings = try #require(writers.first { $0 is CoreGraphicsWriter } as? CoreGraphicsWriter)
        let source = drawings.source(for: manifest.artwork)
        #expect(source.contains("func drawOvalRect(in context: CGContext, rect: CGRect, rectState: Int, traits:"))
        #expect(source.contains("switch rectState {"))
        #expect(
            drawings.usages(in: manifest.artwork).values.sorted().first?.hasSuffix("rect: bounds, rectState: 1)")
                == true)
        let views = try #require(writers.first { $0 is SwiftUIWriter } as? SwiftUIWriter)
        #expect(views.source(for: manifest.artwork).contains("init(rect: Int) {"))
    }

    /// Two entries of one template on one line (as a minified manifest has them) are two entries.
    @Test func entriesOfOneTemplateOnOneLineCollide() {
        let errors = manifestErrors(
            Self.manifest(
                #"{"name": "badge-{rating}", "type": "rating", "rating": {"each": [0, 1]}}, "#
                    + #"{"name": "badge-{rating}", "type": "rating", "rating": {"each": [2, 3]}}"#))
        #expect(
            errors.contains {
                $0.contains(
                    "error: controls[1].name: \"badge-{rating}\" and \"badge-{rating}\" on line 3 both become BadgeRating in the swiftui output"
                )
            }, "\(errors)")
    }

    @Test func namesTheCodeUsesAreRefused() {
        let errors = manifestErrors(Self.manifest(#"{"name": "color", "type": "star"}"#))
        #expect(
            errors.contains {
                $0.contains(
                    "\"color\" becomes Color in the swiftui output, a name the generated code already uses; rename it")
            }, "\(errors)")
        // Core Graphics declares functions only (`drawColor`): it hides nothing.
        let coreGraphics = manifestErrors(
            Self.manifest(
                #"{"name": "color", "type": "star"}"#,
                outputs: #"{"format": "coreGraphics", "path": "Code/Drawings.swift"}"#))
        #expect(coreGraphics.isEmpty, "\(coreGraphics)")
    }

    @Test func aCodePathMustNameASourceFile() {
        let errors = manifestErrors(
            Self.manifest(
                #"{"name": "a", "type": "star"}"#, outputs: #"{"format": "compose", "path": "Code/Drawings.swift"}"#))
        #expect(
            errors.contains {
                $0.contains("\"Code/Drawings.swift\" is not the path of a source file of this language")
            }, "\(errors)")
    }

    @Test func aCodeFileNameTooLongForTheCompilersSaysSo() {
        // As long as a control's name may be (200 bytes) is taken; longer is refused with the reason.
        let taken = String(repeating: "a", count: 194) + ".swift"
        let errors = manifestErrors(
            Self.manifest(
                #"{"name": "a", "type": "star"}"#, outputs: #"{"format": "swiftui", "path": "Code/\#(taken)"}"#))
        #expect(errors.isEmpty, "\(errors)")
        let refused = String(repeating: "a", count: 198) + ".kt"
        let message =
            "outputs[0].path: the file name \"\(refused)\" is 201 bytes long, more than the 200 a source file's name may "
            + "have (compilers name their outputs after it, adding suffixes such as Kotlin's Kt.class); use a shorter name"
        let refusedErrors = manifestErrors(
            Self.manifest(
                #"{"name": "a", "type": "star"}"#, outputs: #"{"format": "compose", "path": "Code/\#(refused)"}"#))
        #expect(refusedErrors.contains { $0.hasSuffix(message) }, "\(refusedErrors)")
    }

    /// A key that only fills `source` may be named anything, and the entry's name template shows it in each
    /// declaration's comment: a line break or `*/` there must not end the comment and leave the rest as code.
    @Test func aNameTemplateCannotEndItsComment() throws {
        let folder = try TemporaryFolder()
        let text = Self.manifest(try folder.entryStatedByKey(#"k*/\nfun pwn() = 1\n/* \u2028"#))
        for format in [OutputFormat.swiftui, .coreGraphics, .compose] {
            let source = try Self.source(text, format: format, in: folder)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("fun pwn") }, "\(format)")
            #expect(
                lines.contains {
                    $0.contains(#"d-{k* /\u{A}fun pwn() = 1\u{A}/ * \u{2028}}"#)
                        && $0.trimmingCharacters(in: .whitespaces).hasPrefix("/")
                },
                "\(format): \(source)")
        }
    }

    @Test func longGradientsAreBuiltStopByStop() throws {
        func source(stops: Int, format: OutputFormat) throws -> String {
            let folder = try TemporaryFolder()
            let list = (0..<stops).map {
                // The first stop fainter: stops all of one colour and opacity would be that colour.
                ##"<stop offset="\##(Double($0) / Double(stops - 1))" stop-color="#57DAD5" stop-opacity="\##($0 == 0 ? 0.5 : 1)"/>"##
            }
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><linearGradient id="g">"#
                    + list.joined() + #"</linearGradient><path fill="url(#g)" d="M0 0"#
                    // More elements than one part of a Compose drawing holds: the drawing is built in parts.
                    + (0..<1_100).map { " L\($0 % 10) \($0 / 110)" }.joined() + #"Z"/></svg>"#,
                to: "g.svg")
            let text = ##"""
                {"version": 1, "colors": {"ink": {"any": "#226E64", "dark": "#9BE8E3"}},
                 "outputs": [\##(Self.allCodeOutputs)],
                 "controls": [{"name": "g", "type": "svg", "source": "g.svg", "recolor": {"#57DAD5": "ink"}}]}
                """##
            return try Self.source(text, format: format, in: folder)
        }
        let inline = try source(stops: 16, format: .swiftui)
        #expect(inline.contains("LinearGradient(stops: [Gradient.Stop(") && !inline.contains("stops0()"))
        let long = try source(stops: 17, format: .swiftui)
        #expect(long.contains("LinearGradient(stops: stops0(), startPoint:"))
        #expect(long.components(separatedBy: "stops.append(Gradient.Stop(color: appearance.pick(").count == 18)
        #expect(!(try source(stops: 16, format: .coreGraphics)).contains("colors.append("))
        let coreGraphics = try source(stops: 17, format: .coreGraphics)
        #expect(coreGraphics.components(separatedBy: "colors.append(floPick(traits, ").count == 18)
        #expect(coreGraphics.contains("context.drawLinearGradient(floGradient(colors, locations: locations), start:"))
        #expect(!(try source(stops: 100, format: .compose)).contains(".stops(appearance)"))
        let compose = try source(stops: 201, format: .compose)
        #expect(
            compose.contains(
                "Brush.linearGradient(*(G_Part0.stops(appearance) + G_Part1.stops(appearance) + G_Part2.stops(appearance)),"
            ))
        #expect(compose.contains("fun stops(appearance: FloAppearance): Array<Pair<Float, Color>> = arrayOf(0f to "))
    }

    /// A SwiftUI view chooses among up to 20 states in its view builder; past that, a plain `switch` returns each
    /// as an `AnyView` (a builder's `switch` type-checks in time that grows faster than its cases).
    @Test func manyStatesAreChosenWithoutAViewBuilder() throws {
        func body(states: Int) throws -> String {
            let entry =
                #"{"name": "dial-{counter}", "type": "counterView", "width": 230, "height": 230, "#
                + #""numberOfGlasses": \#(states - 1), "#
                + #""counter": {"from": 0, "through": \#(states - 1)}}"#
            return try Self.source(Self.manifest(entry), format: .swiftui)
        }
        let builder = try body(states: 20)
        #expect(builder.contains("case 19: drawing19\n") && !builder.contains("AnyView"))
        let erased = try body(states: 21)
        #expect(erased.contains("var body: some View {\n            drawing\n        }"))
        #expect(erased.contains("private var drawing: AnyView {\n            switch counter {"))
        #expect(erased.contains("case 20: return AnyView(drawing20)\n"))
        #expect(erased.contains("default: return AnyView(EmptyView())\n"))
    }

    /// A JVM method holds 64 KB: past 100 states, Compose's function only chooses, and each state is built by an
    /// object of its own; past what even a choice holds, the entry is a located error.
    @Test func manyComposeStatesAreBuiltApartAndTooManyRefused() throws {
        func entry(_ states: Int) -> String {
            #"{"name": "bar-{width}", "type": "rectangle", "width": {"from": 1, "through": \#(states)}, "height": 8}"#
        }
        let compose = #"{"format": "compose", "path": "Code/Drawings.kt"}"#
        let inPlace = try Self.source(Self.manifest(entry(100)), format: .compose)
        #expect(inPlace.contains("width == 100 -> ImageVector.Builder(") && !inPlace.contains("_State"))
        // Each state's vector is named as its files are; any other value's empty one by the entry.
        #expect(inPlace.contains(#"width == 100 -> ImageVector.Builder(name = "bar-100","#))
        #expect(inPlace.contains(#"else -> ImageVector.Builder(name = "bar-{width}","#))
        let apart = try Self.source(Self.manifest(entry(101)), format: .compose)
        #expect(
            apart.contains("fun barWidth(width: Int): ImageVector {\n    return BarWidth_States.choose(width)\n}\n"))
        #expect(apart.contains("private object BarWidth_States {\n    fun choose(width: Int): ImageVector {\n"))
        #expect(apart.contains("            width == 101 -> BarWidth_State100.build()\n"))
        #expect(apart.contains("private object BarWidth_State100 {\n    fun build(): ImageVector =\n"))
        #expect(ComposeWriter.Parts.stateLimit(keys: 1) == 2_500 && ComposeWriter.Parts.stateLimit(keys: 3) == 1_250)
        #expect(manifestErrors(Self.manifest(entry(2_500), outputs: compose)).isEmpty)
        #expect(
            manifestErrors(Self.manifest(entry(2_501), outputs: compose)) == [
                "assets.json:2:15: error: controls[0]: \"bar-{width}\" has more than 2500 states, more than one Kotlin function chooses among with 1 expanded key (a JVM method holds 64 KB); expand fewer values, or remove the compose output (in \"bar-2501\")"
            ])
    }

    @Test func whatALanguageCannotDrawIsALocatedError() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g opacity="0.5">"#
                + #"<rect width="6" height="6"/><rect x="4" y="4" width="6" height="6"/></g></svg>"#, to: "pair.svg")
        let text = Self.manifest(
            #"{"name": "twins", "type": "svg", "source": "pair.svg"}"#,
            outputs:
                #"{"format": "swiftui", "path": "Code/Views.swift"}, {"format": "compose", "path": "Code/Drawings.kt"}"#
        )
        do {
            _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path)
            Issue.record("a translucent group of two paths was written as Compose code")
        } catch {
            let errors = error.diagnostics.filter { $0.severity == .error }.map(\.description)
            #expect(
                errors == [
                    "assets.json:2:15: error: controls[0]: \"twins\" cannot be written as Jetpack Compose code: it has a translucent group of several paints that may overlap (Compose's vectors have no group opacity), at pair.svg:1:64; draw it without that, or remove the code output"
                ], "\(errors)")
        }
        #expect(CodeLanguage.compose.limits.problem(with: Self.translucentPair) != nil)
        #expect(CodeLanguage.swiftUI.limits.problem(with: Self.translucentPair) == nil)
    }

    /// A radial gradient stretched into ellipses is drawn, in every language, in a group where it is round: the
    /// path in the group's coordinates, a stroke as its outline. Compose takes the group as a turn, a squash along
    /// y and a move; past 10,000:1 the gradient is refused. A translucent group whose paints lie apart is Compose
    /// code, its opacity on each path.
    @Test func stretchedRadialGradientsAreDrawnInAFrame() throws {
        let folder = try TemporaryFolder()
        func write(_ scale: String) throws {
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><radialGradient id="e" "#
                    + #"gradientUnits="userSpaceOnUse" cx="20" cy="10" r="10" "#
                    + #"gradientTransform="translate(20 10) rotate(30) scale(1 \#(scale)) translate(-20 -10)">"#
                    + ##"<stop stop-color="#57DAD5"/><stop offset="1" stop-color="#226E64"/></radialGradient>"##
                    + #"<rect x="2" y="2" width="36" height="16" fill="url(#e)" stroke="url(#e)"/>"#
                    + #"<g opacity="0.5"><circle cx="5" cy="5" r="2"/><circle cx="35" cy="15" r="2"/></g></svg>"#,
                to: "oval.svg")
        }
        try write("0.4")
        let outputs =
            #"{"format": "swiftui", "path": "Code/Views.swift"}, {"format": "coreGraphics", "path": "Code/Kit.swift"}, "#
            + #"{"format": "compose", "path": "Code/Drawings.kt"}"#
        let text = Self.manifest(#"{"name": "oval", "type": "svg", "source": "oval.svg"}"#, outputs: outputs)
        let artwork = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path)
            .manifest.artwork
        let drawing = try #require(CodeControl.inSwift(artwork).first?.variants.first).drawing
        guard case .group(let frame) = drawing.nodes.first, case .path(let inside)? = frame.children.first,
            case .radialGradient(let gradient)? = inside.fill, case .group(let strokeFrame) = drawing.nodes[1],
            case .path(let outline)? = strokeFrame.children.first
        else {
            Issue.record("\(drawing.nodes)")
            return
        }
        #expect(gradient.transform.isIdentity && inside.stroke == nil && frame.transform.isSimilarity == false)
        #expect(outline.stroke == nil && strokeFrame.transform == frame.transform)
        let kotlin = String(
            decoding: try #require(ComposeWriter.named("D.kt").sharedFiles(for: artwork).first).bytes, as: UTF8.self)
        #expect(kotlin.contains("group(rotate = 30f, scaleY = 0.4f, translationX = "), "\(kotlin)")
        #expect(kotlin.components(separatedBy: "fillAlpha = 0.5f").count == 3)
        try write("0.00001")
        do {
            _ = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.path)
            Issue.record("a gradient flatter than 10,000:1 was written as code")
        } catch {
            #expect(
                error.diagnostics.filter { $0.severity == .error }.map(\.message).first?.hasSuffix(
                    "cannot be written as SwiftUI code: it has a radial gradient stretched into ellipses more than 10000 times longer than wide, at oval.svg:1:309; draw it without that, or remove the code output"
                ) == true, "\(error.diagnostics)")
        }
    }

    /// Core Graphics draws a radial gradient from its focal point, as PDF does; SwiftUI and Compose refuse it.
    @Test func onlyCoreGraphicsDrawsAFocalPoint() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><radialGradient id="f" fx="0.25" "#
                + ##"fy="0.3" fr="0.1"><stop stop-color="#57DAD5"/><stop offset="1" stop-color="#226E64"/>"##
                + #"</radialGradient><rect width="20" height="20" fill="url(#f)"/></svg>"#, to: "glow.svg")
        let control = #"{"name": "glow", "type": "svg", "source": "glow.svg"}"#
        let kit = Self.manifest(control, outputs: #"{"format": "coreGraphics", "path": "Code/Kit.swift"}"#)
        let swift = try Self.source(kit, format: .coreGraphics, in: folder)
        #expect(
            swift.contains(
                "startCenter: CGPoint(x: 5, y: 6), startRadius: 2, endCenter: CGPoint(x: 10, y: 10), endRadius: 10"),
            "\(swift)")
        for (format, name, path) in [("swiftui", "SwiftUI", "V.swift"), ("compose", "Jetpack Compose", "D.kt")] {
            let errors = Self.errors(
                Self.manifest(control, outputs: #"{"format": "\#(format)", "path": "Code/\#(path)"}"#), in: folder)
            #expect(
                errors.first?.hasSuffix(
                    "cannot be written as \(name) code: it has a radial gradient with a focal point, at glow.svg:1:199; draw it without that, or remove the code output"
                ) == true, "\(errors)")
        }
    }

    /// A paint transparent in one appearance overlaps nothing there, but may in another: a translucent group is
    /// checked in every appearance the control is drawn for.
    @Test func aPaintTransparentInOneAppearanceIsCheckedInTheOthers() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g opacity="0.5">"#
                + ##"<rect x="1" y="1" width="8" height="8" fill="#57DAD5" stroke="#226E64"/></g></svg>"##,
            to: "ring.svg")
        func problems(_ colors: String) -> [String] {
            Self.errors(
                """
                {"version": 1, "colors": {"glow": \(colors)},
                 "outputs": [{"format": "vectorDrawable", "path": "res"}, {"format": "compose", "path": "D.kt"}],
                 "controls": [{"name": "ring", "type": "svg", "source": "ring.svg", "recolor": {"#57DAD5": "glow"}}]}
                """, in: folder)
        }
        #expect(problems(##""#00000000""##) == [])
        let both = problems(##"{"any": "#00000000", "dark": "#FF000080"}"##)
        #expect(both.count == 2 && both.allSatisfy { $0.contains("a translucent group of several paints") }, "\(both)")
    }

    /// Compose repeats and reflects a gradient with its tile modes, importing `TileMode` only then; SwiftUI and
    /// Core Graphics, whose gradients only pad, lay out its periods over the shape, and refuse one of more than 256.
    @Test func repeatingGradientsAreTiledOrLaidOut() throws {
        let folder = try TemporaryFolder()
        for (name, end) in [("bands", "0.25"), ("fine", "0.003")] {
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><linearGradient id="g" "#
                    + ##"x2="\##(end)" spreadMethod="reflect"><stop stop-color="#57DAD5"/><stop offset="1" "##
                    + ##"stop-color="#226E64"/></linearGradient><rect width="20" height="20" fill="url(#g)"/></svg>"##,
                to: "\(name).svg")
        }
        let control = #"{"name": "bands", "type": "svg", "source": "bands.svg"}"#
        let compose = Self.manifest(control, outputs: #"{"format": "compose", "path": "Code/D.kt"}"#)
        let kotlin = try Self.source(compose, format: .compose, in: folder)
        #expect(kotlin.contains("end = Offset(5f, 0f), tileMode = TileMode.Mirror)"), "\(kotlin)")
        #expect(kotlin.contains("\nimport androidx.compose.ui.graphics.TileMode\n"))
        let plain = try Self.source(Self.manifest(#"{"name": "star", "type": "star"}"#), format: .compose)
        #expect(!plain.contains("TileMode"))
        // Four periods across the square, every other one mirrored: the colours meet at each period's end.
        let coreGraphics = try Self.source(
            Self.manifest(control, outputs: #"{"format": "coreGraphics", "path": "Code/D.swift"}"#),
            format: .coreGraphics, in: folder)
        #expect(
            coreGraphics.contains(
                "locations: [0, 0.25, 0.5, 0.75, 1]), start: CGPoint(x: 0, y: 0), end: CGPoint(x: 20, y: 0)"),
            "\(coreGraphics)")
        let swiftUI = try Self.source(
            Self.manifest(control, outputs: #"{"format": "swiftui", "path": "Code/V.swift"}"#), format: .swiftui,
            in: folder)
        #expect(swiftUI.contains("location: 0.75), Gradient.Stop("), "\(swiftUI)")
        #expect(!swiftUI.contains("location: 1.25"))
        // Twenty squares of 4 periods laid out fit; of 100, they would take 8,000 stops.
        for (name, end) in [("few", "0.25"), ("many", "0.01")] {
            let squares = (0..<20).map { #"<rect x="\#($0)" width="1" height="20" fill="url(#g)"/>"# }.joined()
            try folder.write(
                ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><linearGradient id="g" "##
                    + ##"x2="\##(end)" spreadMethod="repeat" gradientUnits="userSpaceOnUse"><stop stop-color="#57DAD5"/>"##
                    + ##"<stop offset="1" stop-color="#226E64"/></linearGradient>\##(squares)</svg>"##,
                to: "\(name).svg")
        }
        let few = Self.errors(
            Self.manifest(
                #"{"name": "few", "type": "svg", "source": "few.svg"}"#,
                outputs: #"{"format": "coreGraphics", "path": "Code/D.swift"}"#), in: folder)
        #expect(few.isEmpty, "\(few)")
        let many = Self.errors(
            Self.manifest(
                #"{"name": "many", "type": "svg", "source": "many.svg"}"#,
                outputs: #"{"format": "coreGraphics", "path": "Code/D.swift"}"#), in: folder)
        #expect(
            many.first?.contains("it has gradients that repeat or reflect into more than 4096 stops in all") == true,
            "\(many)")
        let fine = #"{"name": "fine", "type": "svg", "source": "fine.svg"}"#
        let errors = Self.errors(
            Self.manifest(fine, outputs: #"{"format": "swiftui", "path": "Code/V.swift"}"#), in: folder)
        #expect(
            errors.first?.hasSuffix(
                "cannot be written as SwiftUI code: it has a gradient that repeats or reflects more than 256 times across what it paints, at fine.svg:1:205; draw it without that, or remove the code output"
            ) == true, "\(errors)")
    }

    /// Artwork of more than 100,000 path elements would be megabytes of source: refused before anything is drawn,
    /// in every language, while a pattern's tile counts once, as the code loops over the tiles.
    @Test func drawingCodeHoldsAtMost100000PathElements() throws {
        let folder = try TemporaryFolder()
        // A square is 5 elements (a move, three lines and a close).
        for (name, count) in [("within", 20_000), ("beyond", 20_001)] {
            let squares = String(repeating: #"<rect width="1" height="1"/>"#, count: count)
            try folder.write(
                #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\#(squares)</svg>"#, to: "\(name).svg")
        }
        let within = Self.errors(
            Self.manifest(#"{"name": "within", "type": "svg", "source": "within.svg"}"#), in: folder)
        #expect(within.isEmpty, "\(within)")
        let beyond = Self.errors(
            Self.manifest(#"{"name": "beyond", "type": "svg", "source": "beyond.svg"}"#), in: folder)
        #expect(beyond.count == 3, "\(beyond)")
        #expect(
            beyond.first?.hasSuffix(
                "cannot be written as SwiftUI code: it has more than 100000 path elements (moves, lines and curves), which would make megabytes of source; draw it without that, or remove the code output"
            ) == true, "\(beyond)")
        // 4,000 tiles of 50 elements: 200,000 drawn, one tile's 50 written.
        let tile = String(repeating: #"<rect width="0.1" height="0.1"/>"#, count: 10)
        try folder.write(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><pattern id="p" width="1" height="1" patternUnits="userSpaceOnUse">\#(tile)</pattern><rect width="100" height="40" fill="url(#p)"/></svg>"#,
            to: "tiles.svg")
        let tiles = Self.errors(
            Self.manifest(
                #"{"name": "tiles", "type": "svg", "source": "tiles.svg"}"#,
                outputs: #"{"format": "swiftui", "path": "Code/V.swift"}"#), in: folder)
        #expect(tiles.isEmpty, "\(tiles)")
    }

    /// Two paths in a translucent group: SwiftUI and Core Graphics composite it, Compose cannot.
    static let translucentPair: Drawing = {
        var square = Path()
        square.addRoundedRect(in: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0)
        let paint = Paint.color(Color(red: 1, green: 0, blue: 0))
        return Drawing(
            title: "pair", size: Size(width: 10, height: 10),
            nodes: [
                .group(
                    Group(
                        opacity: 0.5,
                        children: [
                            .path(PathNode(path: square, fill: paint)), .path(PathNode(path: square, fill: paint)),
                        ]))
            ])
    }()

    /// Compose's colours that follow the appearance all go through one `when`, however many there are.
    @Test func composeHasOneWhenOverTheAppearances() throws {
        let controls = (0..<20).map {
            ##"{"name": "dot-\##($0)", "type": "ellipse", "width": 20, "height": 20, "fillColor": {"any": "#0000\##(10 + $0)", "dark": "#FF0000"}}"##
        }
        let text = Self.manifest(controls.joined(separator: ", "))
        let source = try Self.source(text, format: .compose)
        #expect(source.components(separatedBy: "appearance.pick(").count == 21)
        #expect(source.components(separatedBy: "when (").count == 2)
    }

    /// 12,000 curves of distinct points: more numbers than one JVM class may hold as constants (65,535), so more
    /// than one object's worth. Each part holds at most 1,000 elements and a few thousand numbers.
    @Test func aComposeDrawingPastAClassesConstantsIsBuiltInPartsThatEachFit() throws {
        let folder = try TemporaryFolder()
        var path = "M500 500"
        for index in 0..<12_000 {
            let angle = Double(index) * 0.0031
            let radius = 100 + Double(index) * 0.033
            let points = [angle - 0.002, angle - 0.001, angle].map {
                String(format: "%.3f %.3f", 500 + radius * cos($0), 500 + radius * sin($0))
            }
            path += "C" + points.joined(separator: " ")
        }
        try folder.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1000 1000\"><path d=\"\(path)Z\"/></svg>",
            to: "map.svg")
        let text = Self.manifest(
            #"{"name": "map", "type": "svg", "source": "map.svg", "width": 1000, "height": 1000}"#,
            outputs: #"{"format": "compose", "path": "Code/Drawings.kt"}"#)
        let manifest = try ManifestLoader.decode(Array(text.utf8), displayPath: "assets.json", folder: folder.url.path)
            .manifest
        let source = String(
            decoding: try #require(ComposeWriter.named("Drawings.kt").sharedFiles(for: manifest.artwork).first).bytes,
            as: UTF8.self)
        func numbers(_ text: String) -> Set<Substring> {
            Set(
                text.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "f") }).filter {
                    $0.hasSuffix("f") && $0.first != "f"
                })
        }
        #expect(numbers(source).count > 65_535)
        let objects = source.components(separatedBy: "private object ").dropFirst()
        #expect(objects.count == 14, "13 pieces of 12,002 elements, and the path's opening")
        for object in objects {
            let elements = object.split(separator: "\n").filter {
                ["moveTo(", "curveTo(", "lineTo(", "close()"].contains(
                    where: $0.trimmingCharacters(in: .whitespaces).hasPrefix)
            }
            #expect(elements.count <= ComposeWriter.Parts.budget)
            #expect(numbers(object).count <= 6 * ComposeWriter.Parts.budget + 10)
        }
        // The declaration only calls its parts.
        let declaration = source.components(separatedBy: "val Map: ImageVector by lazy {")[1]
            .components(separatedBy: "private object")[0]
        #expect(!declaration.contains("curveTo("))
        #expect(declaration.contains("with(Map_Part13) { draw() }"))
    }

    @Test func paletteColoursAreCatalogColoursWhenTheManifestWritesACatalog() throws {
        let text = """
            {"version": 1, "colors": {"water": {"any": "#57DAD5", "dark": "#226E64"}},
             "outputs": [{"format": "swiftui", "path": "Code/Views.swift", "bundle": "module"},
                         {"format": "xcassets", "path": "Media.xcassets", "namespace": "Flo"}],
             "controls": [{"name": "drop", "type": "star", "fill": true, "color": "water"}]}
            """
        let manifest = try decodeManifest(text)
        let swiftUI = try #require(manifest.outputGroups.first?.writers.first)
        let source = String(
            decoding: try #require(swiftUI.sharedFiles(for: manifest.artwork).first).bytes, as: UTF8.self)
        #expect(source.contains(#"Color("Flo/water", bundle: .module)"#))
        // The colour set follows the appearance by itself: the view does not ask for it.
        #expect(!source.contains("colorScheme") && !source.contains("FloAppearance"))
        // Said once, on the catalog, the bundle reaches the code too; a code output's own says otherwise.
        for (catalog, code, expected) in [
            (#", "bundle": "module""#, "", ".module"), (#", "bundle": "module""#, #", "bundle": "main""#, ".main"),
            ("", "", ".main"),
        ] {
            let manifest = try decodeManifest(
                text.replacingOccurrences(of: #", "bundle": "module""#, with: code).replacingOccurrences(
                    of: #""namespace": "Flo""#, with: #""namespace": "Flo""# + catalog))
            let writer = try #require(manifest.outputGroups.first?.writers.first)
            let source = String(
                decoding: try #require(writer.sharedFiles(for: manifest.artwork).first).bytes, as: UTF8.self)
            #expect(source.contains(#"Color("Flo/water", bundle: \#(expected))"#), "\(catalog) \(code)")
        }
        let literal = try Self.source(
            Self.manifest(##"{"name": "drop", "type": "star", "fill": true, "color": "#57DAD5"}"##), format: .swiftui)
        #expect(
            literal.contains(
                "Color(.sRGB, red: 0.3411764705882353, green: 0.8549019607843137, blue: 0.8352941176470589, opacity: 1)"
            ))
    }
}

extension CodeWriterTests {
    /// What the writer of `W` writes for the repository's manifest (every control type, imported artwork,
    /// gradients, a palette with appearances) with a control of more states than a view builder takes, and for a
    /// file of tiles with gradients (repeated as groups), gradients that repeat and one of 300 stops.
    static func sources<W: CodeFileWriter>(of writer: W.Type) throws -> [String] {
        let dial =
            #"{"name": "dial-{counter}", "type": "counterView", "width": 230, "height": 230, "numberOfGlasses": 21, "#
            + #""counter": {"from": 0, "through": 21}}, "#
        let text = try String(contentsOf: repositoryRoot.appending(path: "assets.json"), encoding: .utf8)
            .replacingOccurrences(of: #""controls": ["#, with: #""controls": ["# + dial)
        let folder = try TemporaryFolder()
        let stops = (0..<300).map { ##"<stop offset="\##(Double($0) / 300)" stop-color="#\##(300_000 + $0)"/>"## }
        try folder.write(
            ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40"><defs><linearGradient id="g">"##
                + ##"<stop stop-color="#57DAD5"/><stop offset="1" stop-color="#226E64"/></linearGradient>"##
                + ##"<linearGradient id="r" x2="0.3" spreadMethod="repeat"><stop stop-color="#57DAD5"/>"##
                + ##"<stop offset="1" stop-color="#226E64"/></linearGradient><linearGradient id="s">"##
                + stops.joined() + ##"</linearGradient><pattern id="t" patternUnits="userSpaceOnUse" width="9" "##
                + ##"height="7"><rect width="6" height="5" fill="url(#g)"/></pattern></defs>"##
                + ##"<rect width="30" height="20" fill="url(#t)"/><rect y="20" width="30" height="20" fill="url(#r)"/>"##
                + ##"<rect x="30" width="30" height="40" fill="url(#s)"/></svg>"##, to: "tiles.svg")
        let tiles = try ManifestLoader.decode(
            Array(
                (#"{"version": 1, "outputs": [{"format": "swiftui", "path": "V.swift"}, "#
                    + #"{"format": "compose", "path": "D.kt", "package": "t"}], "#
                    + #""controls": [{"name": "tiles", "type": "svg", "source": "tiles.svg"}]}"#).utf8),
            displayPath: "assets.json", folder: folder.path
        ).manifest
        return try [decodeManifest(text), tiles].map { manifest in
            let writer = try #require(manifest.outputGroups.flatMap(\.writers).first { $0 is W } as? W)
            return writer.source(for: manifest.artwork)
        }
    }

    /// Every type the SwiftUI file names, but those it declares, is one a control may not be named as: the control's
    /// view would hide it.
    @Test func everyTypeTheSwiftUIFileNamesIsReserved() throws {
        let sources = try Self.sources(of: SwiftUIWriter.self)
        // Inside the namespace, where a view named so would hide a type; what follows it (`FloFrame`) sees past it.
        let namespaces = try sources.map { try #require($0.components(separatedBy: "\n}\n").first) }
        #expect(namespaces[0].contains("enum FloViews {") && sources[0].contains("private struct FloFrame"))
        #expect(namespaces[1].contains("ForEach("))
        let names = Self.typeNames(in: namespaces.joined(separator: "\n"))
        #expect(names.used.contains("AnyView") && names.used.contains("Color"))
        for name in names.used.subtracting(names.declared) {
            #expect(CodeName.reserved.contains(name), "the SwiftUI file names \(name), which a control may be named")
        }
    }

    /// Every type the Compose file names, but those it declares, is one a control may not be named as: the control's
    /// `val` in the same package would hide it (`TileMode.Repeated` would name the control's vector).
    @Test func everyTypeTheComposeFileNamesIsReserved() throws {
        let sources = try Self.sources(of: ComposeWriter.self)
        #expect(sources[1].contains("TileMode.Repeated") && sources[1].contains("Array<Pair<Float, Color>>"))
        let code = sources.joined(separator: "\n").split(separator: "\n")
            .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("package ") }
            .map { $0.replacingOccurrences(of: "/**", with: "//") }
        let names = Self.typeNames(in: code.joined(separator: "\n"), declaring: ["object", "val", "fun", "class"])
        #expect(names.used.contains("ImageVector") && names.used.contains("Dp"))
        // The appearances' enum entries, which its own members name, and others only through the enum.
        let entries = zip(code, code.dropFirst()).filter { $0.0.hasPrefix("enum class ") }.flatMap {
            $0.1.split { !$0.isLetter }.map(String.init)
        }
        #expect(entries.contains("HighContrast"))
        for name in names.used.subtracting(names.declared).subtracting(entries) {
            #expect(CodeName.reserved.contains(name), "the Compose file names \(name), which a control may be named")
        }
    }

    /// The capitalised names in Swift `source` outside comments and string literals, but members (after a `.`):
    /// those it declares (after one of `declaring`), and those it uses.
    static func typeNames(in source: String, declaring: Set<String> = ["struct", "enum", "import"]) -> (
        declared: Set<String>, used: Set<String>
    ) {
        var names: (declared: Set<String>, used: Set<String>) = ([], [])
        for line in source.split(separator: "\n") {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            let outsideStrings = code.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            let words = outsideStrings.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            for (index, word) in words.enumerated() {
                guard let name = word.split(separator: ".", omittingEmptySubsequences: false).first,
                    name.first?.isUppercase == true
                else { continue }
                let declares = index > 0 && declaring.contains(String(words[index - 1]))
                if declares { names.declared.insert(String(name)) } else { names.used.insert(String(name)) }
            }
        }
        return names
    }
}
