/// Numbers as drawing code writes them: the shortest text that reads back as the same `Double` (or `Float`), so
/// that code draws exactly the points the files show.
enum CodeNumber {
    static func text(_ value: Double) -> String {
        value == 0 ? "0" : value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    /// `value` as a Kotlin `Float` literal: Compose's vectors hold 32-bit floats.
    static func float(_ value: Double) -> String {
        let single = Float(value)
        return (single == 0 ? "0" : single.rounded() == single && abs(single) < 1e7 ? String(Int(single)) : "\(single)")
            + "f"
    }

    /// `value` as a Kotlin `Double` literal, which `30` is not (it is an `Int`).
    static func double(_ value: Double) -> String {
        let text = text(value)
        return text.contains(where: { ".e".contains($0) }) ? text : text + ".0"
    }

    /// The fraction of `length` that `value` is, chosen among the nearest fractions so that multiplying it back by
    /// `length` gives `value` exactly where one does: SwiftUI measures a gradient's points as fractions of the frame.
    static func fraction(_ value: Double, of length: Double) -> Double {
        guard length != 0 else { return 0 }
        let estimate = value / length
        var (down, up) = (estimate, estimate)
        for _ in 0..<4 {
            if up * length == value { return up }
            if down * length == value { return down }
            (down, up) = (down.nextDown, up.nextUp)
        }
        return estimate
    }
}
