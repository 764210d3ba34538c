/// The look a drawing is made for, as asset catalogs name them: light (`any`), dark, and either with high contrast.
package enum Appearance: String, Sendable, CaseIterable {
    case any, dark, highContrast, darkHighContrast

    /// Where a missing value is looked up, as asset catalogs resolve it: `darkHighContrast` → `dark` → `any`,
    /// `highContrast` → `any`.
    var fallback: Appearance? {
        switch self {
        case .any: nil
        case .dark, .highContrast: .any
        case .darkHighContrast: .dark
        }
    }

    /// Its place in `allCases` (without building that list, as every file's description asks).
    var ordinal: Int {
        switch self {
        case .any: 0
        case .dark: 1
        case .highContrast: 2
        case .darkHighContrast: 3
        }
    }

    /// What file names add for this appearance: `~dark`, …; nothing for `any`.
    var fileSuffix: String { self == .any ? "" : "~" + rawValue }
}
