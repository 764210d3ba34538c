import FloDrawing

/// A colour with optional values for the other appearances, from a palette entry, an inline appearance object, or
/// a plain literal (which has only `any`).
struct AppearanceColor: Sendable, Hashable {
    var any: Color
    /// The values for the other appearances, boxed: most colours have none, and every control holds its colours.
    private let others: Others?

    init(any: Color, dark: Color? = nil, highContrast: Color? = nil, darkHighContrast: Color? = nil) {
        self.any = any
        others =
            dark == nil && highContrast == nil && darkHighContrast == nil
            ? nil : Others(dark: dark, highContrast: highContrast, darkHighContrast: darkHighContrast)
    }

    var dark: Color? { others?.dark }
    var highContrast: Color? { others?.highContrast }
    var darkHighContrast: Color? { others?.darkHighContrast }

    private final class Others: Sendable {
        let dark: Color?
        let highContrast: Color?
        let darkHighContrast: Color?

        init(dark: Color?, highContrast: Color?, darkHighContrast: Color?) {
            (self.dark, self.highContrast, self.darkHighContrast) = (dark, highContrast, darkHighContrast)
        }
    }

    /// Equal when every appearance shows the same colour, however it was written: a dark value equal to the light
    /// one draws nothing else.
    static func == (lhs: AppearanceColor, rhs: AppearanceColor) -> Bool {
        // Most colours have one value, which every appearance shows.
        if lhs.others == nil, rhs.others == nil { return lhs.any == rhs.any }
        return Appearance.allCases.allSatisfy { lhs.resolved($0) == rhs.resolved($0) }
    }

    func hash(into hasher: inout Hasher) {
        for appearance in Appearance.allCases { hasher.combine(resolved(appearance)) }
    }

    /// The value given for `appearance` itself, without fallback.
    func given(_ appearance: Appearance) -> Color? {
        switch appearance {
        case .any: any
        case .dark: dark
        case .highContrast: highContrast
        case .darkHighContrast: darkHighContrast
        }
    }

    /// The colour shown in `appearance`: its own value, else its fallback's.
    func resolved(_ appearance: Appearance) -> Color {
        if let color = given(appearance) { return color }
        return appearance.fallback.map(resolved) ?? any
    }

    /// Whether `appearance` shows something else than the appearance it falls back to, so that it needs a drawing of
    /// its own (a `darkHighContrast` equal to `dark` adds nothing: readers fall back to the `dark` file).
    func changes(_ appearance: Appearance) -> Bool {
        guard let fallback = appearance.fallback else { return true }
        return resolved(appearance) != resolved(fallback)
    }

    /// The appearances given a value, `any` first.
    var givenAppearances: [Appearance] { Appearance.allCases.filter { given($0) != nil } }
}
