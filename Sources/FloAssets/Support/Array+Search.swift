extension Array where Element == Int {
    /// The position of the last element not above `value`, in ascending elements whose first is not above it: a
    /// DEFLATE length's code among the codes' bases, a list position's chunk among the chunks' starts.
    func lastPosition(notAbove value: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
