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
                report(.negativeWater(value, numberOfGlasses: view.numberOfGlasses), at: member.value.location, path: fields.path(of: "counter"))
            } else if value > Double(view.numberOfGlasses) || value.rounded() != value {
                report(.tooManyGlasses(value, numberOfGlasses: view.numberOfGlasses), at: member.value.location, path: fields.path(of: "counter"))
            } else {
                view.counter = Int(value)
            }
        } else if view.counter > view.numberOfGlasses {
            report(.fewerGlassesThanDefaultCounter(view.numberOfGlasses),
                   at: fields.member("numberOfGlasses")?.value.location ?? fields.location, path: fields.path(of: "numberOfGlasses"))
        }
        if let value = color(fields, "counterColor") { view.counterColor = value }
        if let value = color(fields, "outlineColor") { view.outlineColor = value }
        if let value = number(fields, "lineWidth", in: .positive(max: Self.maximumLength)) { view.lineWidth = value }
        if let value = number(fields, "arcWidth", in: .positive(max: Self.maximumLength)) { view.arcWidth = value }
        // The band must fit between the centre and the edge, and the outline inside the band.
        let halfDiameter = size.map { min($0.width, $0.height) / 2 } ?? .infinity
        if view.arcWidth > halfDiameter {
            report(.arcWiderThanView(view.arcWidth, halfDiameter: halfDiameter),
                   at: fields.member("arcWidth")?.value.location ?? fields.location, path: fields.path(of: "arcWidth"))
        } else if view.lineWidth > view.arcWidth / 2 {
            report(.outlineWiderThanArc(view.lineWidth, arcWidth: view.arcWidth),
                   at: fields.member("lineWidth")?.value.location ?? fields.location, path: fields.path(of: "lineWidth"))
        }
        return hasNewErrors(since: before) ? nil : view
    }

    func hasNewErrors(since count: Int) -> Bool {
        diagnostics[count...].contains { $0.severity == .error }
    }
}
