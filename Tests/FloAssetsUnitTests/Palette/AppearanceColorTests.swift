import Testing

@testable import FloAssets
@testable import FloDrawing

/// The appearances' fallback rule, as asset catalogs resolve a missing appearance.
@Suite struct AppearanceColorTests {
    static let a = Color(red: 1, green: 0, blue: 0)
    static let d = Color(red: 0, green: 1, blue: 0)
    static let h = Color(red: 0, green: 0, blue: 1)
    static let dh = Color(red: 1, green: 1, blue: 0)

    /// Given values → what each appearance shows, and which appearances get a drawing of their own.
    @Test(arguments: [
        (AppearanceColor(any: a), [a, a, a, a], [Appearance.any]),
        (AppearanceColor(any: a, dark: d), [a, d, a, d], [.any, .dark]),
        (AppearanceColor(any: a, highContrast: h), [a, a, h, a], [.any, .highContrast]),
        (AppearanceColor(any: a, darkHighContrast: dh), [a, a, a, dh], [.any, .darkHighContrast]),
        (AppearanceColor(any: a, dark: d, highContrast: h), [a, d, h, d], [.any, .dark, .highContrast]),
        (AppearanceColor(any: a, dark: d, highContrast: h, darkHighContrast: dh), [a, d, h, dh], Appearance.allCases),
        // A value equal to its fallback's adds no drawing.
        (AppearanceColor(any: a, dark: a, highContrast: a, darkHighContrast: a), [a, a, a, a], [.any]),
        (AppearanceColor(any: a, dark: d, darkHighContrast: d), [a, d, a, d], [.any, .dark]),
        // Dark high contrast falls back to dark, not to high contrast.
        (AppearanceColor(any: a, dark: d, darkHighContrast: a), [a, d, a, a], [.any, .dark, .darkHighContrast]),
    ])
    func resolvesWithFallback(color: AppearanceColor, shown: [Color], drawn: [Appearance]) {
        #expect(Appearance.allCases.map(color.resolved) == shown)
        #expect(Appearance.allCases.filter(color.changes) == drawn)
    }

    @Test func fallbackChainsEndAtAny() {
        #expect(Appearance.allCases.map(\.fallback) == [nil, .any, .any, .dark])
        #expect(Appearance.allCases.map(\.fileSuffix) == ["", "~dark", "~highContrast", "~darkHighContrast"])
    }
}
