extension Array {
    /// The elements that match `predicate`, and the others, each in order.
    func partitioned(by predicate: (Element) -> Bool) -> (matching: [Element], others: [Element]) {
        var matching: [Element] = []
        var others: [Element] = []
        for element in self {
            if predicate(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}
