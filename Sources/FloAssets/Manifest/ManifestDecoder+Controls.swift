/// The keys and ranges of each control type.
extension ManifestDecoder {
    static let pushButtonKeys = commonControlKeys + ["fillColor", "isAddButton", "strokeColor", "plusLineWidth", "plusButtonScale"]
    static let counterViewKeys = commonControlKeys + ["counter", "numberOfGlasses", "counterColor", "outlineColor", "lineWidth", "arcWidth"]

    mutating func decodePushButton(_ fields: ObjectReader) -> PushButton? {
        reportUnexpected(fields, known: Self.pushButtonKeys)
        let before = diagnostics.count
        var button = PushButton()
        if let value = color(fields, "fillColor") { button.fillColor = value }
        if let value = bool(fields, "isAddButton") { button.isAddButton = value }
        if let value = color(fields, "strokeColor") { button.strokeColor = value }
        if let value = number(fields, "plusLineWidth", in: .positive(max: Self.maximumLength)) { button.plusLineWidth = value }
        if let value = number(fields, "plusButtonScale", in: NumberRule(minimum: 0, minimumIsExclusive: true, maximum: 1)) {
            button.plusButtonScale = value
        }
        return hasNewErrors(since: before) ? nil : button
    }

    mutating func decodeCounterView(_ fields: ObjectReader, size: Size?) -> CounterView? {
        reportUnexpected(fields, known: Self.counterViewKeys)
        let before = diagnostics.count
        var view = CounterView()
        if let value = number(fields, "numberOfGlasses", in: .integer(1...1000)) { view.numberOfGlasses = Int(value) }
        if let member = fields.member("counter"), let value = number(member.value, path: fields.path(of: "counter")) {
            if value < 0 {
                error(member.value.location, "\(fields.path(of: "counter")): \(formatNumber(value)) is negative; nobody can drink negative water (expected 0 to numberOfGlasses, \(view.numberOfGlasses))")
            } else if value > Double(view.numberOfGlasses) || value.rounded() != value {
                error(member.value.location, "\(fields.path(of: "counter")): \(formatNumber(value)) is out of range; expected a whole number from 0 to numberOfGlasses (\(view.numberOfGlasses))")
            } else {
                view.counter = Int(value)
            }
        } else if view.counter > view.numberOfGlasses {
            error(fields.member("numberOfGlasses")?.value.location ?? fields.location,
                "\(fields.path(of: "numberOfGlasses")): \(view.numberOfGlasses) is less than the default counter 5; set \"counter\" too")
        }
        if let value = color(fields, "counterColor") { view.counterColor = value }
        if let value = color(fields, "outlineColor") { view.outlineColor = value }
        if let value = number(fields, "lineWidth", in: .positive(max: Self.maximumLength)) { view.lineWidth = value }
        if let value = number(fields, "arcWidth", in: .positive(max: Self.maximumLength)) { view.arcWidth = value }
        // The band must fit between the centre and the edge, and the outline inside the band.
        let halfDiameter = size.map { min($0.width, $0.height) / 2 } ?? .infinity
        if view.arcWidth > halfDiameter {
            error(fields.member("arcWidth")?.value.location ?? fields.location,
                "\(fields.path(of: "arcWidth")): \(formatNumber(view.arcWidth)) is wider than half the view (\(formatNumber(halfDiameter))); make the view larger or set a smaller arcWidth")
        } else if view.lineWidth > view.arcWidth / 2 {
            error(fields.member("lineWidth")?.value.location ?? fields.location,
                "\(fields.path(of: "lineWidth")): \(formatNumber(view.lineWidth)) is more than half the arcWidth (\(formatNumber(view.arcWidth))); the outline would not fit the arc")
        }
        return hasNewErrors(since: before) ? nil : view
    }

    func hasNewErrors(since count: Int) -> Bool {
        diagnostics[count...].contains { $0.severity == .error }
    }
}
