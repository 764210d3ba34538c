import FloDrawing

extension PushButton: ControlType {
    static let typeName = "pushButton"

    static func decode(_ reader: EntryReader) -> PushButton? {
        var button = PushButton()
        if let value = reader.paint("fillColor") { button.fillColor = value }
        if let value = reader.bool("isAddButton") { button.isAddButton = value }
        if let value = reader.color("strokeColor") { button.strokeColor = value }
        if let value = reader.length("plusLineWidth") { button.plusLineWidth = value }
        if let value = reader.number(
            "plusButtonScale", in: NumberRule(minimum: 0, minimumIsExclusive: true, maximum: 1))
        {
            button.plusButtonScale = value
        }
        button.pixelSnapping = reader.choice("pixelSnapping", as: PixelSnapping.self)
        return reader.isValid ? button : nil
    }

    func drawing(in context: DrawingContext) -> Drawing {
        drawing(
            title: context.title, size: context.size, snapping: pixelSnapping ?? context.pixelSnapping,
            appearance: context.appearance)
    }
}
