/// Entries written as one control each (no states, no placeholder in the name) are decoded ahead on every core, a
/// batch at a time; `decodeControls` then keeps what each reported and registers its name, in entry order.
extension ManifestDecoder {
    /// What decoding one plain entry gave on another thread: its name, its controls and what it reported.
    struct DecodedEntry: Sendable {
        var name: String?
        var controls: [Control]
        var reports: [Report]
    }

    /// Decodes the entries at `indices` of `elements`, each an object written as one control, on `workers` threads: a
    /// decoder per thread reads them with this one's palette and outputs, and hands back what each reported, to be
    /// kept in entry order (`adopt(_:)`).
    func decodePlainEntries(_ indices: [Int], of elements: [JSONNode]) -> [DecodedEntry] {
        let makeDecoder = entryDecoder()
        return ParallelWork.collect(count: indices.count, chunkSize: 64, workers: workers) { range in
            let decoder = makeDecoder()
            return range.map { position in
                let index = indices[position]
                guard case .object(let members) = elements[index].value else {
                    return DecodedEntry(name: nil, controls: [], reports: [])
                }
                let fields = ObjectReader(
                    members: members, path: "controls[\(index)]", location: elements[index].location)
                let (decoded, reports) = decoder.capturingReports {
                    let name = decoder.controlName(fields)
                    return (name, decoder.decodeControl(fields, name: name))
                }
                return DecodedEntry(name: decoded.0, controls: decoded.1, reports: reports)
            }
        }.flattened()
    }
}
