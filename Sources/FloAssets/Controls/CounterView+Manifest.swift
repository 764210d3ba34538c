import FloDrawing

extension CounterView: ControlType, SizedDrawing {
    static let typeName = "counterView"

    static func decode(_ reader: EntryReader) -> CounterView? {
        var view = CounterView()
        if let value = reader.integer("numberOfGlasses", in: 1...1000) { view.numberOfGlasses = value }
        if let value = reader.number("counter", in: .any) {
            if value < 0 {
                reader.report(.negativeWater(value, numberOfGlasses: view.numberOfGlasses), at: "counter")
            } else if value.rounded() != value || value > 1000 {
                reader.report(.tooManyGlasses(value, numberOfGlasses: view.numberOfGlasses), at: "counter")
            } else {
                view.counter = Int(value)
            }
        }
        if let value = reader.paint("counterColor") { view.counterColor = value }
        if let value = reader.color("outlineColor") { view.outlineColor = value }
        if let value = reader.length("lineWidth") { view.lineWidth = value }
        if let value = reader.length("arcWidth") { view.arcWidth = value }
        return reader.isValid ? view : nil
    }

    /// The counter fits the glasses, the band fits between the centre and the edge, the outline fits the band.
    func violations(size: Size?) -> [Violation] {
        var violations: [Violation] = []
        if counter > numberOfGlasses {
            violations.append(
                Violation(key: "counter", problem: .tooManyGlasses(Double(counter), numberOfGlasses: numberOfGlasses)))
        }
        let halfDiameter = size.map { min($0.width, $0.height) / 2 } ?? .infinity
        if arcWidth > halfDiameter {
            violations.append(
                Violation(
                    key: "arcWidth", problem: .arcWiderThanView(arcWidth, halfDiameter: halfDiameter),
                    // The smaller side decides: 230 wide and 10 high is too low, not too wide.
                    alsoDecidedBy: size.map { $0.height < $0.width } == true
                        ? ["height", "width"] : ["width", "height"]))
        } else if lineWidth > arcWidth / 2 {
            violations.append(Violation(key: "lineWidth", problem: .outlineWiderThanArc(lineWidth, arcWidth: arcWidth)))
        }
        return violations
    }
}
