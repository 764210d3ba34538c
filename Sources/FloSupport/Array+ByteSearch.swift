extension [UInt8] {
    /// Where `phrase` first starts at or after `start`, compared byte by byte: a `String` search compares
    /// characters, many times slower over a generated file of megabytes.
    package func firstIndex(ofBytes phrase: [UInt8], from start: Int = 0) -> Int? {
        guard let first = phrase.first else { return start }
        var index = start
        while index + phrase.count <= count {
            if self[index] == first && self[index..<(index + phrase.count)].elementsEqual(phrase) { return index }
            index += 1
        }
        return nil
    }

    /// Where `phrase` last starts.
    package func lastIndex(ofBytes phrase: [UInt8]) -> Int? {
        guard let first = phrase.first else { return count }
        var index = count - phrase.count
        while index >= 0 {
            if self[index] == first && self[index..<(index + phrase.count)].elementsEqual(phrase) { return index }
            index -= 1
        }
        return nil
    }
}
