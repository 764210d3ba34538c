/// What a format reads its own keys of an `outputs` entry through, as a control type reads its keys through
/// `ControlReader`: each read marks its key as known and reports its own problem at the value.
struct OptionReader {
    let decoder: ManifestDecoder
    let fields: ObjectReader
    /// The output's `path` as written, when it is a string.
    let path: String?

    func string(_ key: String) -> String? { decoder.string(fields, key) }

    func bool(_ key: String) -> Bool? { decoder.bool(fields, key) }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        decoder.choice(fields, key, as: type)
    }

    /// `scales`, when the entry has it: whole numbers 1–10, each once.
    func scales() -> [Int]? { decoder.scales(fields) }

    /// Reports `problem` at the value of `key`, or at the entry when the key is absent.
    func report(_ problem: ManifestProblem, at key: String) {
        decoder.report(problem, at: fields.location(of: key), path: fields.path(of: key))
    }
}
