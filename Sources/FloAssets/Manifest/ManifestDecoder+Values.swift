/// The accepted range of a number in the manifest.
struct NumberRule: Equatable {
    var minimum: Double
    var minimumIsExclusive: Bool
    var maximum: Double
    var requiresInteger = false

    /// Any finite number.
    static let any = NumberRule(
        minimum: -.greatestFiniteMagnitude, minimumIsExclusive: false, maximum: .greatestFiniteMagnitude)

    /// 0…1: an opacity, a gradient's location, a unit point's coordinate.
    static let unit = NumberRule(minimum: 0, minimumIsExclusive: false, maximum: 1)
    /// A length that may be 0, up to the size limit.
    static let lengthOrZero = NumberRule(minimum: 0, minimumIsExclusive: false, maximum: ManifestDecoder.maximumLength)

    static func integer(_ range: ClosedRange<Int>) -> NumberRule {
        NumberRule(
            minimum: Double(range.lowerBound), minimumIsExclusive: false, maximum: Double(range.upperBound),
            requiresInteger: true)
    }

    func accepts(_ value: Double) -> Bool {
        (minimumIsExclusive ? value > minimum : value >= minimum) && value <= maximum
            && (!requiresInteger || value.rounded() == value)
    }

    var description: String {
        if self == .any { return "expected a finite number" }
        let kind = requiresInteger ? "a whole number" : "a number"
        let lower =
            minimumIsExclusive
            ? "greater than \(ManifestProblem.written(minimum))" : "from \(ManifestProblem.written(minimum))"
        return minimumIsExclusive
            ? "expected \(kind) \(lower) and at most \(ManifestProblem.written(maximum))"
            : "expected \(kind) \(lower) to \(ManifestProblem.written(maximum))"
    }
}

/// Readers for single values: each reports its own problem and returns `nil` when the value is unusable.
extension ManifestDecoder {
    func typeMismatch(_ node: JSONNode, path: String, expected: String) {
        report(.typeMismatch(expected: expected, found: node.typeDescription), at: node.location, path: path)
    }

    func object(_ node: JSONNode, path: String) -> ObjectReader? {
        guard case .object(let members) = node.value else {
            typeMismatch(node, path: path.isEmpty ? "manifest" : path, expected: "an object")
            return nil
        }
        return ObjectReader(members: members, path: path, location: node.location)
    }

    // The JSON paths below are built only for a message: a decoder reads every key of thousands of controls.

    func string(_ node: JSONNode, path: @autoclosure () -> String) -> String? {
        guard case .string(let text) = node.value else {
            typeMismatch(node, path: path(), expected: "a string")
            return nil
        }
        return text
    }

    func string(_ fields: ObjectReader, _ key: String) -> String? {
        fields.member(key).flatMap { string($0.value, path: fields.path(of: key)) }
    }

    /// The number `node` holds; `expected` says its range when it is too large to read.
    func number(
        _ node: JSONNode, path: @autoclosure () -> String, expected: @autoclosure () -> String? = nil
    ) -> Double? {
        if case .outOfRangeNumber(let text) = node.value {
            report(.numberTooLarge(text, expected: expected()), at: node.location, path: path())
            return nil
        }
        guard case .number(let value) = node.value else {
            typeMismatch(node, path: path(), expected: "a number")
            return nil
        }
        return value
    }

    func number(_ fields: ObjectReader, _ key: String, in rule: NumberRule) -> Double? {
        guard let member = fields.member(key),
            let value = number(member.value, path: fields.path(of: key), expected: rule.description)
        else { return nil }
        guard rule.accepts(value) else {
            report(
                .outOfRange(value, expected: rule.description), at: member.value.location, path: fields.path(of: key))
            return nil
        }
        return value
    }

    func bool(_ fields: ObjectReader, _ key: String) -> Bool? {
        guard let member = fields.member(key) else { return nil }
        guard case .bool(let value) = member.value.value else {
            typeMismatch(member.value, path: fields.path(of: key), expected: "true or false")
            return nil
        }
        return value
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ fields: ObjectReader, _ key: String, as _: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let member = fields.member(key) else { return nil }
        return choice(member.value, path: fields.path(of: key), as: Choice.self)
    }

    /// `problem` names what a known mistake is, instead of "not one of".
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: JSONNode, path: @autoclosure () -> String, as _: Choice.Type,
        problem: (String) -> ManifestProblem? = { _ in nil }
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(node, path: path()) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let names = Choice.allCases.map(\.rawValue)
        report(
            problem(text) ?? .notAChoice(text, choices: names, suggestion: ObjectReader.nearest(to: text, in: names)),
            at: node.location, path: path())
        return nil
    }

    /// A non-empty array of distinct choices, like `formats`.
    func uniqueChoices<Choice: RawRepresentable & CaseIterable & Equatable>(
        _ fields: ObjectReader, _ key: String, as _: Choice.Type, problem: (String) -> ManifestProblem? = { _ in nil }
    ) -> [Choice]? where Choice.RawValue == String {
        guard let member = fields.member(key) else { return nil }
        let path = fields.path(of: key)
        guard case .array(let elements) = member.value.value, !elements.isEmpty else {
            typeMismatch(member.value, path: path, expected: "a non-empty array of strings")
            return nil
        }
        var result: [Choice] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            guard let value = choice(element, path: "\(path)[\(index)]", as: Choice.self, problem: problem) else {
                valid = false
                continue
            }
            if result.contains(value) {
                report(.listedTwice(value.rawValue), at: element.location, path: "\(path)[\(index)]")
                valid = false
            } else {
                result.append(value)
            }
        }
        return valid ? result : nil
    }

    func scales(_ fields: ObjectReader) -> [Int]? {
        guard let member = fields.member("scales") else { return nil }
        let path = fields.path(of: "scales")
        guard case .array(let elements) = member.value.value, !elements.isEmpty else {
            typeMismatch(member.value, path: path, expected: "a non-empty array of whole numbers")
            return nil
        }
        var result: [Int] = []
        let rule = NumberRule.integer(1...10)
        for (index, element) in elements.enumerated() {
            guard let value = number(element, path: "\(path)[\(index)]") else { continue }
            guard rule.accepts(value) else {
                report(
                    .notADeviceScale(value, expected: rule.description), at: element.location, path: "\(path)[\(index)]"
                )
                continue
            }
            // A repeated scale would write its files twice (and a preview would show it twice).
            guard !result.contains(Int(value)) else {
                report(.scaleListedTwice(Int(value)), at: element.location, path: "\(path)[\(index)]")
                continue
            }
            result.append(Int(value))
        }
        return result.count == elements.count ? result : nil
    }
}

extension ManifestDecoder {
    static let coordinateLimit = 100_000.0

    /// An array of exactly `count` finite numbers within the coordinate limit.
    func numbers(_ node: JSONNode, path: String, count: Int) -> [Double]? {
        guard case .array(let items) = node.value, items.count == count else {
            typeMismatch(node, path: path, expected: "an array of \(count) numbers")
            return nil
        }
        var values: [Double] = []
        let expected = "expected -100000 to 100000"
        for (index, item) in items.enumerated() {
            guard let value = number(item, path: "\(path)[\(index)]", expected: expected) else { continue }
            guard abs(value) <= Self.coordinateLimit else {
                report(
                    .outOfRange(value, expected: expected), at: item.location,
                    path: "\(path)[\(index)]")
                continue
            }
            values.append(value)
        }
        return values.count == count ? values : nil
    }
}
