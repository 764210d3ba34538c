import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import flo_assets

/// One entry, many controls: order, names, validation of every expansion, and every error of the forms.
@Suite struct StateExpansionTests {
    static func counters(_ keys: String, name: String = "c-{counter}") -> String {
        """
        {"version": 1, "colors": {"water": "#57DAD5", "ink": {"any": "#226E64", "dark": "#9BE8E3"}}, "controls": [
          {"name": "\(name)", "type": "counterView", \(keys.contains("\"width\"") ? "" : "\"width\": 230, ")"height": 230, \(keys)}]}
        """
    }

    @Test(arguments: [
        (#""counter": {"from": 0, "through": 8}"#, (0...8).map { "c-\($0)" }),
        (#""counter": {"from": 1, "through": 8, "by": 3}"#, ["c-1", "c-4", "c-7"]),
        (#""counter": {"from": 2, "through": 2}"#, ["c-2"]),
        (#""counter": {"each": [3, 0, 8]}"#, ["c-3", "c-0", "c-8"]),
        // A key of one value tells no controls apart: the name need not show it.
        (#""counter": {"each": [3, 0]}, "lineWidth": {"each": [2]}"#, ["c-3", "c-0"]),
        (#""counter": {"from": 5, "through": 5}"#, ["c-5"]),
    ])
    func rangesAndListsExpandInOrder(keys: String, names: [String]) throws {
        #expect(try decodeManifest(Self.counters(keys)).controls.map(\.name) == names)
    }

    /// The cartesian product, keys in written order, the last key changing fastest; values written as files write
    /// numbers; palette names and booleans as they are; each combination drawn per appearance.
    @Test func combinationsAreNamedByTheTemplate() throws {
        let manifest = try decodeManifest(
            Self.counters(
                #""counter": {"each": [1, 2]}, "lineWidth": {"each": [0.5, 2.25, 3.0001]}, "outlineColor": {"each": ["water", "ink"]}"#,
                name: "c{counter}-w{lineWidth}-{outlineColor}"))
        let expected = ["1", "2"].flatMap { counter in
            ["0.5", "2.25", "3"].flatMap { width in
                ["c\(counter)-w\(width)-water", "c\(counter)-w\(width)-ink", "c\(counter)-w\(width)-ink~dark"]
            }
        }
        #expect(manifest.controls.map(\.fileName) == expected)
        let widths = manifest.controls.compactMap { ($0.kind as? CounterView)?.lineWidth }
        #expect(widths.prefix(9) == [0.5, 0.5, 0.5, 2.25, 2.25, 2.25, 3.0001, 3.0001, 3.0001])

        let buttons = try decodeManifest(
            #"{"version": 1, "controls": [{"name": "b-{isAddButton}-{width}", "type": "pushButton", "width": {"from": 10, "through": 30, "by": 20}, "height": 10, "isAddButton": {"each": [true, false]}}]}"#
        )
        #expect(buttons.controls.map(\.name) == ["b-true-10", "b-false-10", "b-true-30", "b-false-30"])
        #expect(buttons.controls.map(\.size.width) == [10, 10, 30, 30])
    }

    /// A value with no short written form (a graph's week of points, a gradient) is named by its position in
    /// `each`, from 1, for every value of its key; code takes the position as the state's parameter.
    @Test func listsAndObjectsAreNamedByTheirPosition() throws {
        let manifest = try decodeManifest(
            ##"{"version": 1, "controls": [{"name": "week-{graphPoints}-{lineWidth}", "type": "graphView", "##
                + ##""graphPoints": {"each": [[4, 2, 6], [1, 2, 3, 4]]}, "lineWidth": {"each": [1, 2.5]}}, "##
                + ##"{"name": "b-{fillColor}", "type": "pushButton", "width": 40, "height": 40, "##
                + ##""fillColor": {"each": ["#57DAD5", {"linearGradient": {"colors": ["red", "blue"]}}]}}]}"##)
        #expect(
            manifest.controls.map(\.name) == ["week-1-1", "week-1-2.5", "week-2-1", "week-2-2.5", "b-1", "b-2"])
        #expect(manifest.controls.compactMap { ($0.kind as? GraphView)?.graphPoints.count } == [3, 3, 4, 4])
        #expect(
            manifest.controls.map { $0.stateValues.map(\.value) } == [
                [.integer(1), .integer(1)], [.integer(1), .number(2.5)], [.integer(2), .integer(1)],
                [.integer(2), .number(2.5)], [.integer(1)], [.integer(2)],
            ])
    }

    /// Every expansion is validated as if written by hand; its error names the entry, the key and the value.
    @Test(arguments: [
        (
            #""counter": {"from": 0, "through": 9}"#, "c-{counter}",
            [
                #"assets.json:2:90: error: controls[0].counter: 9 (from {"from": 0, "through": 9}) is out of range; expected a whole number from 0 to numberOfGlasses (8)"#
            ]
        ),
        (
            #""counter": {"each": [1, "two", 3]}"#, "c-{counter}",
            [
                #"assets.json:2:103: error: controls[0].counter: expected a number, found a string (from each[1])"#
            ]
        ),
        (
            #""counter": {"from": 5, "through": 3}"#, "c-{counter}",
            [
                #"assets.json:2:90: error: controls[0].counter: "from" (5) is more than "through" (3), so it expands to nothing; swap them"#
            ]
        ),
        (
            #""counter": {"from": 1, "through": 3, "by": 0}"#, "c-{counter}",
            [
                #"assets.json:2:122: error: controls[0].counter.by: 0 is out of range; expected a whole number from 1 to 1000000000"#
            ]
        ),
        (
            #""counter": {"each": []}"#, "c-{counter}",
            [
                #"assets.json:2:99: error: controls[0].counter.each: "each" is empty, so the entry expands to nothing; list at least one value"#
            ]
        ),
        (
            #""counter": {"from": 1.5, "through": 3}"#, "c-{counter}",
            [
                #"assets.json:2:99: error: controls[0].counter.from: 1.5 is out of range; expected a whole number from -1000000000 to 1000000000"#
            ]
        ),
        (
            #""counter": {"through": 3, "step": 1}"#, "c-{counter}",
            [
                #"assets.json:2:90: error: controls[0].counter: missing required key "from"; write {"from": A, "through": B} or {"each": [...]}"#,
                #"assets.json:2:105: error: controls[0].counter.step: unknown key "step"; expected one of "each", "from", "through", "by""#,
            ]
        ),
        (
            #""counter": {"each": [1, 2]}"#, "c",
            [
                #"assets.json:2:12: error: controls[0].name: "c" has no {counter} although "counter" is expanded, so the expanded controls would share one name; add {counter} to the name"#
            ]
        ),
        (
            #""counter": {"each": [1, 2]}"#, "c-{counter}-{width}",
            [
                #"assets.json:2:12: error: controls[0].name: {width} is not an expanded key of this entry; expanded keys: {counter}"#
            ]
        ),
        (
            #""counter": 1"#, "c-{counter}",
            [
                #"assets.json:2:12: error: controls[0].name: {counter} is not an expanded key of this entry; give "counter" a {"from", "through"} or {"each": [...]} value, or remove the placeholder"#
            ]
        ),
        (
            #""counter": {"each": [1, 1.0004]}, "numberOfGlasses": {"each": [2]}"#, "c-{counter}-{numberOfGlasses}",
            [
                #"assets.json:2:12: error: controls[0].name: "c-1-2" (from "c-{counter}-{numberOfGlasses}") is already the name of the control on line 2; names must be unique"#,
                #"assets.json:2:121: error: controls[0].counter: 1.0004 (from each[1]) is out of range; expected a whole number from 0 to numberOfGlasses (2)"#,
            ]
        ),
        (
            ##""counter": {"each": [1, 2]}, "outlineColor": {"each": ["ink", "#000000"]}"##,
            "c-{counter}-{outlineColor}",
            [
                ##"assets.json:2:12: error: controls[0].name: "c-1-#000000" (from "c-{counter}-{outlineColor}") is not a valid name; use letters"##,
                ##"assets.json:2:12: error: controls[0].name: "c-2-#000000" (from "c-{counter}-{outlineColor}") is not a valid name; use letters"##,
            ]
        ),
        (
            #""width": {"each": [100, 230]}"#, "c-{width}",
            [
                // At the key the entry writes, not at arcWidth's default.
                #"assets.json:2:82: error: controls[0].width: an arcWidth of 76 is wider than half the view (50); make the view larger or set a smaller arcWidth (from each[0])"#
            ]
        ),
        (
            #""lineWidth": {"each": [[1, 2]]}"#, "c-{lineWidth}",
            [
                #"assets.json:2:104: error: controls[0].lineWidth: expected a number, found an array of 2 (from each[0])"#
            ]
        ),
    ])
    func everyExpansionIsValidated(keys: String, name: String, expected: [String]) {
        let errors = manifestErrors(Self.counters(keys, name: name))
        #expect(errors.count == expected.count, "\(errors)")
        for (error, prefix) in zip(errors, expected) {
            #expect(error.hasPrefix(prefix), "\(error)")
        }
    }

    /// Names of two entries that differ only in case are one file on macOS: an error at the later one.
    @Test func expandedNamesCollideIgnoringCase() {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "R-2", "type": "star"}, {"name": "r-{numberOfStars}", "type": "rating", "rating": 0, "numberOfStars": {"from": 1, "through": 3}}]}"#
        )
        #expect(
            errors == [
                #"assets.json:1:71: error: controls[1].name: "r-2" (from "r-{numberOfStars}") differs only in case from "R-2" on line 1; both would be one file on a case-insensitive file system"#
            ])
    }

    /// A problem shared by every expansion is reported once, not once per expansion.
    @Test func sharedProblemsAreReportedOnce() {
        let errors = manifestErrors(Self.counters(#""counter": {"from": 0, "through": 8}, "outlineColor": "inc""#))
        #expect(errors.count == 1 && errors[0].contains("did you mean \"ink\"?") && !errors[0].contains("(in "))
    }

    /// Keys the entry's type does not read are looked for once, and belong to no one expansion.
    @Test func unknownDuplicateAndMisplacedKeysNameNoExpansion() {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "b-{width}", "type": "pushButton", "width": {"each": [44, 60]}, "height": 44, "fillColr": "water", "height": 44, "numberOfStars": 3}]}"#
        )
        #expect(errors.count == 2 && errors.allSatisfy { !$0.contains("(in ") }, "\(errors)")
        #expect(errors.contains { $0.contains("controls[0].fillColr: unknown key") }, "\(errors)")
        #expect(errors.contains { $0.contains("controls[0].height: duplicate key") }, "\(errors)")
    }

    /// Hundreds of distinct failures show the first twenty and count the rest.
    @Test func manyFailuresAreCapped() throws {
        do {
            _ = try ManifestLoader.decode(
                Array(Self.counters(#""counter": {"from": 0, "through": 1000}"#).utf8), displayPath: "assets.json")
            Issue.record("accepted")
        } catch {
            let lines = error.diagnostics
            #expect(lines.count(where: { $0.severity == .error }) == ManifestDecoder.maximumProblemsPerEntry)
            #expect(
                lines.first?.description
                    == "assets.json:2:3: note: controls[0]: the expansions of this entry have 992 different problems; the first 20 are shown"
            )
        }
    }

    @Test func aManifestExpandsToAtMostOneHundredThousandControls() {
        let tooMany = manifestErrors(Self.counters(#""counter": {"from": 0, "through": 100000}"#))
        #expect(
            tooMany == [
                "assets.json:2:90: error: controls[0].counter: this key alone expands to 100001 controls; a manifest expands to at most 100000, split it into several manifests"
            ])
        // Keys each past the limit are each refused as such, their product never counted.
        let huge = #"{"from": -1000000000, "through": 1000000000}"#
        let keys = manifestErrors(
            Self.counters(#""counter": \#(huge), "lineWidth": \#(huge)"#, name: "c-{counter}-{lineWidth}"))
        #expect(
            keys.map { $0.components(separatedBy: ": error: ")[1] } == [
                "controls[0].counter: this key alone expands to 2000000001 controls; a manifest expands to at most 100000, split it into several manifests",
                "controls[0].lineWidth: this key alone expands to 2000000001 controls; a manifest expands to at most 100000, split it into several manifests",
            ])
        let product = manifestErrors(
            Self.counters(
                #""numberOfGlasses": {"from": 1000, "through": 1000}, "counter": {"from": 1, "through": 400}, "lineWidth": {"from": 1, "through": 300}"#,
                name: "c-{counter}-{lineWidth}-{numberOfGlasses}"))
        #expect(
            product == [
                "assets.json:2:3: error: controls[0]: the manifest expands to 120000 controls; at most 100000 are allowed, split it into several manifests"
            ])
        // Counted in full and blamed on the largest entry; every entry is still checked once.
        let several = manifestErrors(
            #"{"version": 1, "controls": [{"name": "a-{counter}", "type": "counterView", "width": 230, "height": 230, "numberOfGlasses": 1000, "counter": {"from": 1, "through": 600}}, {"name": "b-{counter}-{lineWidth}", "type": "counterView", "width": 230, "height": 230, "numberOfGlasses": 1000, "counter": {"from": 1, "through": 1000}, "lineWidth": {"from": 1, "through": 140}}, {"name": "c", "type": "star", "color": "blu"}]}"#
        )
        #expect(
            several.map { $0.components(separatedBy: ": error: ")[1] } == [
                "controls[1]: the manifest expands to 140601 controls; at most 100000 are allowed, split it into several manifests",
                #"controls[2].color: "blu" is not a color; did you mean "blue"? expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or a UIKit color name (black, white, red, green, blue, orange, yellow, gray, clear)"#,
            ])
    }

    /// A malformed state or template still lets every other problem of the entry be reported.
    /// (Its own problems: one, but two for a name that both lacks {counter} and names {count}.)
    @Test(arguments: [
        (#""counter": {"from": 3, "through": 2}"#, "c-{counter}", 1),
        (#""counter": {"from": 0, "through": 2, "each": [1]}"#, "c-{counter}", 1),
        (#""counter": {"each": [1, 2]}"#, "c-{count}", 2),
        (#""counter": {"each": [1, 2]}"#, "c", 1),
    ])
    func otherProblemsOfABrokenEntryAreStillReported(keys: String, name: String, ownProblems: Int) {
        let errors = manifestErrors(
            Self.counters(keys + #", "counterColr": "blu", "outlineColor": "blu""#, name: name))
        #expect(errors.count == ownProblems + 2, "\(errors)")
        #expect(
            errors.contains {
                $0.contains(#"controls[0].counterColr: unknown key "counterColr"; did you mean "counterColor"?"#)
            })
        #expect(errors.contains { $0.contains(#"controls[0].outlineColor: "blu" is not a palette color"#) })
    }

    @Test func mixedFormsAndImpossiblePlaceholdersAreExplained() {
        #expect(
            manifestErrors(Self.counters(#""counter": {"from": 0, "through": 2, "each": [1]}"#)).first?.hasSuffix(
                #"controls[0].counter.from: a key takes either {"from", "through", "by"} or {"each": [...]}, not both; remove one"#
            ) == true)
        #expect(
            manifestErrors(Self.counters(#""counter": 1"#, name: "c-{name}")).first?.hasSuffix(
                #"{name} is not an expanded key of this entry; any key but name and type can be expanded, with {"from", "through"} or {"each": [...]}"#
            ) == true)
    }

    /// A range of values of the wrong type is one problem, not one per value.
    @Test func aRangeOfTheWrongTypeIsReportedOnce() {
        let errors = manifestErrors(
            Self.counters(#""counter": 1, "counterColor": {"from": 1, "through": 30}"#, name: "c-{counterColor}"))
        #expect(
            errors.map { $0.components(separatedBy: ": error: ")[1] } == [
                #"controls[0].counterColor: expected a color, a palette name, an appearance object or a gradient, found a number (from {"from": 1, "through": 30})"#
            ])
    }

    @Test func nameAndTypeCannotBeExpanded() {
        let errors = manifestErrors(
            #"{"version": 1, "controls": [{"name": "x", "type": {"each": ["star", "rating"]}}]}"#)
        #expect(errors == [#"assets.json:1:51: error: controls[0].type: expected a string, found an object"#])
    }

    /// A bad palette or state, through the command: exit 2, located errors, and no file created, changed or deleted.
    @Test func aBadPaletteOrStateChangesNoFile() throws {
        let folder = try TemporaryFolder()
        let good = Self.counters(#""counter": {"from": 0, "through": 8}, "outlineColor": "ink""#)
        try folder.write(good, to: "assets.json")
        #expect(runTool(["--quiet"], in: folder) == .success)
        func contents() throws -> [String: Data] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Assets")
            return try Dictionary(uniqueKeysWithValues: names.map { ($0, try folder.read("Assets/\($0)")) })
        }
        let before = try contents()
        // Nine states, each light and dark, in two formats, and the index.
        #expect(before.count == 37)
        for broken in [
            good.replacingOccurrences(of: #""through": 8"#, with: #""through": 9"#),
            good.replacingOccurrences(of: #""ink"}"#, with: #""inc"}"#),
            good.replacingOccurrences(of: #""c-{counter}""#, with: #""c""#),
            good.replacingOccurrences(of: ##""water": "#57DAD5""##, with: ##""Ink": "#57DAD5""##),
            good.replacingOccurrences(of: #"{"from": 0, "through": 8}"#, with: #"{"each": []}"#),
        ] {
            try folder.write(broken, to: "assets.json")
            let failed = CapturedConsole()
            #expect(runTool([], in: folder, captured: failed) == .invalidInput)
            #expect(failed.errors.hasPrefix("assets.json:"), "\(failed.errors)")
            #expect(try contents() == before)
        }
    }
}
