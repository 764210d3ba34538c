/// How code files name the palette's colours, decided by the manifest's other outputs: by their names in an asset
/// catalog that the manifest also writes, else by their values.
struct CodeColors: Sendable {
    /// The catalog's colours, when one is written.
    var catalog: CatalogColors?
    /// Where the app finds the catalog.
    var bundle = CodeBundle.main

    /// Whether some colour of `control` is written as a choice among its appearances: one that differs between
    /// them and is not a colour set of the catalog, which follows the appearance by itself.
    func picksAppearance(for control: CodeControl) -> Bool {
        control.variants.contains { variant in
            variant.colors.contains { color in
                guard color.followsAppearance else { return false }
                if catalog != nil, case .palette = color { return false }
                return true
            }
        }
    }
}

/// An asset catalog's colour sets, as code names them: `Flo/water` inside a namespace folder.
struct CatalogColors: Sendable {
    var namespace: String?
    /// The bundle the catalog says it is built into: the one code names unless its output says another.
    var bundle = CodeBundle.main

    var prefix: String { namespace.map { $0 + "/" } ?? "" }
}

/// The bundle that holds the asset catalog: the app's, or a Swift package's resources.
enum CodeBundle: String, Sendable, CaseIterable {
    case main, module

    var swiftExpression: String { "." + rawValue }
}

/// The access level of a Swift file's declarations: `public` for a package target whose views an app uses.
enum CodeAccess: String, Sendable, CaseIterable {
    case `internal`, `public`

    /// The keyword that starts a declaration, with its space; none for Swift's default.
    var keyword: String { self == .public ? "public " : "" }
}
