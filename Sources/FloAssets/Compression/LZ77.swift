/// Finds repeated strings for DEFLATE: hash chains over 3-byte prefixes within a 32 KiB window.
enum LZ77 {
    /// A literal byte (`distance` 0, `value` the byte) or a match (`value` its length 3…258, `distance` 1…32768).
    struct Token {
        var value: UInt16
        var distance: UInt16
    }

    static let window = 32768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// How many earlier positions to try per match; content streams rarely have longer chains.
    static let chainLimit = 16
    /// Content streams are a few kilobytes: a small table is as good and cheaper to clear. Images (PNG rows) are
    /// megabytes, where a small table would fill the chains with collisions.
    private static func hashBits(for count: Int) -> Int { count > 1 << 16 ? 15 : 10 }

    static func tokens(_ input: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(input.count / 2)
        let hashBits = hashBits(for: input.count)
        // Images are long and repetitive: a shorter search costs little size there and much time otherwise.
        let chainLength = input.count > 1 << 16 ? 6 : chainLimit
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: input.count)
        input.withUnsafeBufferPointer { input in
            head.withUnsafeMutableBufferPointer { head in
                previous.withUnsafeMutableBufferPointer { previous in
                    let count = input.count
                    @inline(__always) func hash(_ i: Int) -> Int {
                        (Int(input[i]) << 10 ^ Int(input[i + 1]) << 5 ^ Int(input[i + 2])) & ((1 << hashBits) - 1)
                    }
                    @inline(__always) func insert(_ i: Int) {
                        guard i + 2 < count else { return }
                        let h = hash(i)
                        previous[i] = head[h]
                        head[h] = Int32(i)
                    }
                    var position = 0
                    while position < count {
                        var bestLength = 0
                        var bestDistance = 0
                        if position + 2 < count {
                            var candidate = Int(head[hash(position)])
                            var tries = 0
                            let limit = min(maximumMatch, count - position)
                            while candidate >= 0 && position - candidate <= window && tries < chainLength {
                                var length = 0
                                while length < limit && input[candidate + length] == input[position + length] {
                                    length += 1
                                }
                                if length > bestLength {
                                    bestLength = length
                                    bestDistance = position - candidate
                                    if length == limit { break }
                                }
                                candidate = Int(previous[candidate])
                                tries += 1
                            }
                        }
                        if bestLength >= minimumMatch {
                            tokens.append(Token(value: UInt16(bestLength), distance: UInt16(bestDistance)))
                            for i in position..<(position + bestLength) { insert(i) }
                            position += bestLength
                        } else {
                            tokens.append(Token(value: UInt16(input[position]), distance: 0))
                            insert(position)
                            position += 1
                        }
                    }
                }
            }
        }
        return tokens
    }
}
