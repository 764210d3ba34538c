import FloDrawing

/// What a control type's `decode` reads the keys of its `controls` entry through, and a format its keys of an
/// `outputs` entry. Each read marks its key as known and reports its own problem (wrong type, out of range, not a
/// colour) at the value, with the value's JSON path.
struct EntryReader {
    let decoder: ManifestDecoder
    let fields: ObjectReader
    /// For an `outputs` entry, its `path` as written, when it is a string.
    let outputPath: String?
    private let errorsBefore: Int

    init(decoder: ManifestDecoder, fields: ObjectReader, outputPath: String? = nil) {
        self.decoder = decoder
        self.fields = fields
        self.outputPath = outputPath
        errorsBefore = decoder.errorCount
    }

    /// Whether every value read so far was good.
    var isValid: Bool { decoder.errorCount == errorsBefore }

    func number(_ key: String, in rule: NumberRule) -> Double? { decoder.number(fields, key, in: rule) }

    func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
        decoder.number(fields, key, in: .integer(range)).map { Int($0) }
    }

    /// A length in points, from 0.001 (smaller would be written as 0) to the size limit.
    func length(_ key: String) -> Double? { decoder.number(fields, key, in: ManifestDecoder.sizeRule) }

    func bool(_ key: String) -> Bool? { decoder.bool(fields, key) }

    func string(_ key: String) -> String? { decoder.string(fields, key) }

    /// `scales`, when the entry has it: whole numbers 1–10, each once.
    func scales() -> [Int]? { decoder.scales(fields) }

    /// A colour or a gradient (see `ManifestDecoder+Paints.swift`).
    func paint(_ key: String) -> AppearancePaint? {
        fields.markColor(key)
        return decoder.paint(fields, key)
    }

    func color(_ key: String) -> AppearanceColor? {
        fields.markColor(key)
        return decoder.color(fields, key)
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        decoder.choice(fields, key, as: type)
    }

    /// An array of exactly `count` numbers within the coordinate limit.
    func numbers(_ key: String, count: Int) -> [Double]? {
        fields.member(key).flatMap { decoder.numbers($0.value, path: fields.path(of: key), count: count) }
    }

    /// An array of `counts` numbers, each within `rule`.
    func numbers(_ key: String, counts: ClosedRange<Int>, in rule: NumberRule) -> [Double]? {
        guard let member = fields.member(key) else { return nil }
        let path = fields.path(of: key)
        guard case .array(let items) = member.value.value else {
            decoder.typeMismatch(
                member.value, path: path, expected: "an array of \(counts.lowerBound) to \(counts.upperBound) numbers")
            return nil
        }
        guard counts.contains(items.count) else {
            report(.numberCount(items.count, expected: counts), at: key)
            return nil
        }
        let numbers = items.enumerated().compactMap { index, item in
            decoder.number(item, path: "\(path)[\(index)]", expected: rule.description).flatMap { value -> Double? in
                guard rule.accepts(value) else {
                    decoder.report(
                        .outOfRange(value, expected: rule.description), at: item.location, path: "\(path)[\(index)]")
                    return nil
                }
                return value
            }
        }
        return numbers.count == items.count ? numbers : nil
    }

    /// An array of at least `minimum` `[x, y]` points; reports a missing key when `required`.
    func points(_ key: String, minimum: Int, hint: String) -> [Point]? {
        guard let member = fields.member(key) else {
            report(.missingKey(key, hint: hint), at: nil)
            return nil
        }
        let path = fields.path(of: key)
        guard case .array(let items) = member.value.value, items.count >= minimum else {
            decoder.typeMismatch(member.value, path: path, expected: "an array of at least \(minimum) [x, y] points")
            return nil
        }
        // Checked before any is read: each point costs drawing time in every output.
        guard items.count <= ManifestDecoder.maximumPoints else {
            report(.tooManyPoints(items.count, maximum: ManifestDecoder.maximumPoints), at: key)
            return nil
        }
        let points = items.enumerated().compactMap { index, item in
            decoder.numbers(item, path: "\(path)[\(index)]", count: 2).map { Point(x: $0[0], y: $0[1]) }
        }
        return points.count == items.count ? points : nil
    }

    /// Reports `problem` at the value of `key`, or at the entry when `key` is nil or absent.
    func report(_ problem: ManifestProblem, at key: String?) {
        decoder.report(problem, at: fields.location(of: key), path: key.map(fields.path(of:)) ?? fields.path)
    }
}
