import FloAssetsTestSupport
import Foundation
import Testing

@testable import FloAssets
@testable import FloDrawing

/// Gradient paints: SwiftUI's forms, palette colours inside them, and every mistake located.
@Suite struct GradientPaintTests {
    /// A manifest of one push button whose `fillColor` is `paint` (JSON text), with a palette.
    static func button(_ paint: String) -> String {
        """
        {
          "version": 1,
          "colors": { "water": { "any": "#57DAD5", "dark": "#1F7A76" } },
          "controls": [
            { "name": "plus", "type": "pushButton", "width": 100, "height": 50,
              "fillColor": \(paint) }
          ]
        }
        """
    }

    static func fill(of control: Control) -> Paint? {
        control.drawing(defaultSnapping: .none).paths.first?.fill
    }

    @Test func linearColorsSpreadEvenlyInTheFrame() throws {
        let manifest = try decodeManifest(
            Self.button(##"{ "linearGradient": { "colors": ["red", "white", "#0000FF80"], "endPoint": "trailing" } }"##)
        )
        let control = try #require(manifest.controls.first)
        let fill = try #require(Self.fill(of: control))
        guard case .linearGradient(let gradient) = fill else {
            Issue.record("not a linear gradient: \(fill)")
            return
        }
        // startPoint defaults to top; unit points are placed in the 100×50 frame.
        #expect(gradient.start == Point(x: 50, y: 0) && gradient.end == Point(x: 100, y: 25))
        #expect(gradient.units == .userSpace)
        #expect(gradient.stops.map(\.offset) == [0, 0.5, 1])
        #expect(gradient.stops.map(\.color.alpha) == [1, 1, 128.0 / 255])
    }

    @Test func radialStopsWithUnitPointObject() throws {
        let manifest = try decodeManifest(
            Self.button(
                ##"""
                { "radialGradient": { "stops": [{ "color": "white", "location": 0.2 }, { "color": "water", "location": 1 }],
                  "center": { "x": 0.25, "y": 1 }, "startRadius": 4, "endRadius": 40 } }
                """##))
        let control = try #require(manifest.controls.first)
        guard case .radialGradient(let gradient)? = Self.fill(of: control) else {
            Issue.record("not a radial gradient")
            return
        }
        #expect(gradient.center == Point(x: 25, y: 50) && gradient.startRadius == 4 && gradient.endRadius == 40)
        #expect(gradient.stops.map(\.offset) == [0.2, 1])
    }

    /// A palette colour with a dark value inside a gradient gives the control a dark drawing, and every output's
    /// dark file paints the dark value.
    @Test func paletteColoursInsideGiveDarkDrawings() throws {
        let manifest = try decodeManifest(Self.button(##"{ "linearGradient": { "colors": ["water", "white"] } }"##))
        #expect(manifest.controls.map(\.fileName) == ["plus", "plus~dark"])
        let dark = try #require(manifest.controls.last)
        guard case .linearGradient(let gradient)? = Self.fill(of: dark) else {
            Issue.record("not a linear gradient")
            return
        }
        let darkWater = try #require(ColorParser.parse("#1F7A76"))
        #expect(gradient.stops[0].color == darkWater)
        let drawing = dark.drawing(defaultSnapping: .none)
        let svg = String(decoding: SVGWriter().data(for: drawing), as: UTF8.self)
        #expect(svg.contains("stop-color=\"#1f7a76\""))
        let drawable = String(decoding: VectorDrawableWriter.data(for: drawing), as: UTF8.self)
        #expect(drawable.contains("android:color=\"#FF1F7A76\""))
        let pdf = String(decoding: PDFWriter(compressesContent: false).data(for: drawing), as: UTF8.self)
        #expect(pdf.contains("/C0 [0.122 0.478 0.463]"))
    }

    /// A rating's stars fill, and stroke, with one gradient across the control's frame, as every paint's points are.
    @Test func aRatingsStarsShareOneGradientAlongTheRow() throws {
        let manifest = try decodeManifest(
            ##"{"version": 1, "controls": [{"name": "r", "type": "rating", "rating": 2, "numberOfStars": 3, "##
                + ##""color": {"linearGradient": {"colors": ["red", "#34C759"], "startPoint": "leading", "endPoint": "trailing"}}}]}"##
        )
        let control = try #require(manifest.controls.first)
        let paths = control.drawing(defaultSnapping: .none).paths
        #expect(control.size == Size(width: 90, height: 25))
        let paints = paths.map { $0.fill ?? $0.stroke?.paint }
        #expect(paths.map { $0.fill != nil } == [true, true, false])
        for paint in paints {
            guard case .linearGradient(let gradient)? = paint else {
                Issue.record("not a linear gradient: \(String(describing: paint))")
                continue
            }
            #expect(gradient.start == Point(x: 0, y: 12.5) && gradient.end == Point(x: 90, y: 12.5))
        }
    }

    /// A key that takes one colour says so when given a gradient, and names the keys that take one.
    @Test func aGradientWhereOneColourGoesIsExplained() {
        let errors = manifestErrors(
            ##"{"version": 1, "controls": [{"name": "g", "type": "graphView", "##
                + ##""lineColor": {"linearGradient": {"colors": ["red", "blue"]}}}]}"##)
        #expect(
            errors == [
                "assets.json:1:77: error: controls[0].lineColor: takes one color (#RRGGBB, rgb(), a UIKit or palette name), not a gradient; gradients paint fills: a push button's fillColor, the counter's counterColor, a star's or rating's color, the shapes' fillColor, a background pattern's lightColor and darkColor"
            ])
        // Wherever one colour goes: a palette entry, an appearance's value, a recolouring.
        let gradient = #"{"linearGradient": {"colors": ["red", "blue"]}}"#
        let elsewhere = manifestErrors(
            #"{"version": 1, "colors": {"a": \#(gradient), "b": {"any": \#(gradient)}}, "#
                + #""controls": [{"name": "s", "type": "star", "color": {"any": "red", "dark": \#(gradient)}}]}"#)
        #expect(elsewhere.count == 3, "\(elsewhere)")
        #expect(
            elsewhere.first?.contains(
                "colors.a: takes one color (#RRGGBB, rgb(), a UIKit or palette name), not a gradient") == true)
        // In an appearance object, even of a key that takes gradients: the gradient goes outside, the appearances in.
        let inAppearance =
            "an appearance's value is one color (#RRGGBB, rgb() or a UIKit name), not a gradient; for a gradient that changes with the appearance, write the gradient itself with palette colors that have dark or high-contrast values"
        #expect(elsewhere[1].hasSuffix("colors.b.any: " + inAppearance), "\(elsewhere)")
        #expect(elsewhere.last?.hasSuffix("controls[0].color.dark: " + inAppearance) == true, "\(elsewhere)")
    }

    @Test func mistakesAreLocatedWithTheirFix() {
        func errors(_ paint: String) -> [String] { manifestErrors(Self.button(paint)) }
        #expect(
            errors(##"{ "linearGradient": { "colors": ["red"], "startPoint": "topp" } }"##) == [
                "assets.json:6:52: error: controls[0].fillColor.linearGradient.colors: needs \"colors\" (spread evenly) or \"stops\" (each {\"color\": …, \"location\": 0…1}), at least 2",
                "assets.json:6:75: error: controls[0].fillColor.linearGradient.startPoint: unknown unit point \"topp\"; expected one of "
                    + ManifestDecoder.unitPoints.map(\.name).joined(separator: ", ")
                    + ", or {\"x\": 0…1, \"y\": 0…1}; did you mean \"top\"?",
            ])
        let stops =
            ##"{ "linearGradient": { "stops": [{ "color": "red", "location": 0.6 }, { "color": "blue", "location": 0.4 }, { "color": "blue", "location": 1.5 }] } }"##
        #expect(
            errors(stops) == [
                "assets.json:6:120: error: controls[0].fillColor.linearGradient.stops[1].location: location 0.4 comes before the previous stop's 0.6; list stops from 0 to 1 in order",
                "assets.json:6:158: error: controls[0].fillColor.linearGradient.stops[2].location: 1.5 is out of range; expected a number from 0 to 1",
            ])
        #expect(
            errors(##"{ "radialGradient": { "colors": ["red", "blue"], "stops": [] } }"##) == [
                "assets.json:6:40: error: controls[0].fillColor.radialGradient.endRadius: missing required key \"endRadius\"; the radius in points where the last colour is reached",
                "assets.json:6:40: error: controls[0].fillColor.radialGradient: has both \"colors\" and \"stops\"; give one of them",
            ])
        #expect(
            errors(##"{ "linearGradient": { "colors": ["red", "blue"] }, "radialGradient": {} }"##) == [
                "assets.json:6:20: error: controls[0].fillColor: holds both \"linearGradient\" and \"radialGradient\"; a paint is one gradient, keep one"
            ])
        // A gradient of another kind, or misspelt, is said as one; not as an appearance object without "any".
        #expect(
            errors(##"{ "conicGradient": { "colors": ["red", "blue"] } }"##) == [
                "assets.json:6:22: error: controls[0].fillColor.conicGradient: unknown gradient \"conicGradient\"; expected \"linearGradient\" or \"radialGradient\""
            ])
        #expect(
            errors(##"{ "lineargradient": { "colors": ["red", "blue"] } }"##) == [
                "assets.json:6:22: error: controls[0].fillColor.lineargradient: unknown gradient \"lineargradient\"; expected \"linearGradient\" or \"radialGradient\"; did you mean \"linearGradient\"?"
            ])
        #expect(
            errors(##"["red"]"##) == [
                "assets.json:6:20: error: controls[0].fillColor: expected a color, a palette name, an appearance object or a gradient, found an array of 1"
            ])
    }
}

/// The graph's and the pattern's mistakes, located.
@Suite struct FloPartsManifestTests {
    @Test func graphAndPatternMistakesAreLocated() {
        let errors = manifestErrors(
            """
            {
              "version": 1,
              "controls": [
                { "name": "g1", "type": "graphView", "graphPoints": [3] },
                { "name": "g2", "type": "graphView", "graphPoints": [3, -1, 1e400] },
                { "name": "g3", "type": "graphView", "height": 100, "topBorder": 60, "bottomBorder": 50 },
                { "name": "p1", "type": "backgroundPattern", "tileSize": 0.5 },
                { "name": "steps", "type": "graphView", "graphPoints": [8000, 12000, 0] },
                { "name": "short", "type": "graphView", "height": 100 }
              ]
            }
            """)
        #expect(
            errors == [
                "assets.json:4:57: error: controls[0].graphPoints: has 1 number; expected 2 to 31",
                "assets.json:5:61: error: controls[1].graphPoints[1]: -1 is out of range; expected a number from 0 to 1000000000",
                "assets.json:5:65: error: controls[1].graphPoints[2]: 1e400 is out of range; expected a number from 0 to 1000000000",
                "assets.json:6:90: error: controls[2].bottomBorder: topBorder and bottomBorder take 110 of the height 100, leaving no room for the graph; make them smaller or the graph taller",
                "assets.json:7:62: error: controls[3].tileSize: makes 360000 tiles, more than the 10000 a control may repeat; make the tileSize larger",
                // The borders' defaults take the height the entry writes: reported there.
                "assets.json:9:55: error: controls[5].height: topBorder and bottomBorder take 110 of the height 100, leaving no room for the graph; make them smaller or the graph taller",
            ])
    }

    /// A fractional tile is a warning; with a gradient, drawn tile by tile, it also says that those outputs seam.
    @Test func aFractionalTileWarnsOfSeamsWhenItsColoursAreGradients() throws {
        let gradient = #"{"linearGradient": {"colors": ["red", "blue"]}}"#
        let warnings = try ManifestLoader.decode(
            Array(
                """
                {"version": 1, "controls": [
                  {"name": "plain", "type": "backgroundPattern", "tileSize": 7.5},
                  {"name": "shaded", "type": "backgroundPattern", "tileSize": 7.5, "darkColor": \(gradient)}
                ]}
                """.utf8), displayPath: "assets.json"
        ).warnings.map(\.description)
        let plain =
            "assets.json:2:62: warning: controls[0].tileSize: a tileSize of 7.5 points puts the tiles' edges between device pixels, where SVG readers, which repeat a tile drawn at whole pixels, disagree with each other"
        #expect(warnings.count == 2, "\(warnings)")
        #expect(warnings.first == plain + "; use a whole number")
        #expect(
            warnings.last
                == "assets.json:3:63: warning: controls[1].tileSize: a tileSize of 7.5 points puts the tiles' edges between device pixels, where SVG readers, which repeat a tile drawn at whole pixels, disagree with each other, and the other outputs, which draw a gradient tile by tile, show seams along them; use a whole number"
        )
    }
}
