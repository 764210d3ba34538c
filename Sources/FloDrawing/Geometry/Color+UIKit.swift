extension Color {
    // UIKit's named colours, with UIKit's exact components.
    package static let black = Color(red: 0, green: 0, blue: 0)
    package static let white = Color(red: 1, green: 1, blue: 1)
    package static let red = Color(red: 1, green: 0, blue: 0)
    package static let green = Color(red: 0, green: 1, blue: 0)
    package static let blue = Color(red: 0, green: 0, blue: 1)
    package static let orange = Color(red: 1, green: 0.5, blue: 0)
    package static let yellow = Color(red: 1, green: 1, blue: 0)
    package static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    package static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// UIKit's names for them, in documentation order.
    package static let uiKitNames: [(name: String, color: Color)] = [
        ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
        ("orange", .orange), ("yellow", .yellow), ("gray", .gray), ("clear", .clear),
    ]
}
