/// The problems of an entry's expansions, each kept once in first-seen order, with the controls it occurs in.
struct ExpansionReports {
    let total: Int
    private var order: [ManifestDecoder.Report] = []
    private var occurrences: [ManifestDecoder.Report: (count: Int, firstControl: String)] = [:]
    private var aboutAValue: Set<ManifestDecoder.Report> = []

    init(total: Int) {
        self.total = total
    }

    /// Adds a problem of the entry itself, which every expansion has.
    mutating func addShared(_ report: ManifestDecoder.Report) {
        guard occurrences[report] == nil else { return }
        order.append(report)
        occurrences[report] = (total, "")
    }

    /// Adds one expansion's problem; `namesItsValue` when the message or its location already shows which value
    /// it is about.
    mutating func add(_ report: ManifestDecoder.Report, controlName: String, namesItsValue: Bool) {
        if let seen = occurrences[report] {
            occurrences[report] = (seen.count + 1, seen.firstControl)
        } else {
            order.append(report)
            occurrences[report] = (1, controlName)
            if namesItsValue { aboutAValue.insert(report) }
        }
    }

    /// The first `limit` problems, errors before warnings (so that warnings never hide the error that fails the
    /// run); one that only some expansions have names the first control it occurs in. Also how many were left out.
    func reports(limit: Int) -> (kept: [ManifestDecoder.Report], hidden: Int) {
        let errorsFirst = order.filter { $0.severity == .error } + order.filter { $0.severity != .error }
        let kept = errorsFirst.prefix(limit).map { report in
            guard let seen = occurrences[report], seen.count < total, !aboutAValue.contains(report) else {
                return report
            }
            var located = report
            let others = seen.count > 1 ? " and \(seen.count - 1) more" : ""
            located.message += " (in \"\(seen.firstControl)\"\(others))"
            return located
        }
        return (kept, max(0, order.count - limit))
    }
}
