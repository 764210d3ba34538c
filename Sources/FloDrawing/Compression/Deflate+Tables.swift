/// The length and distance alphabets of RFC 1951 §3.2.5, and lookups from a value to its code.
extension Deflate {
    static let lengthBases: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
        2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The code whose base is the largest not above `value`.
    static func code(for value: Int, bases: [Int]) -> Int {
        bases.lastIndex { $0 <= value } ?? 0
    }

    /// Length code for every match length 0…258, looked up instead of searched per token.
    static let lengthCodes: [UInt8] = (0...258).map { UInt8(code(for: max(3, $0), bases: lengthBases)) }
    /// Distance code for distances 1…512 (index `distance`), and for larger ones by `(distance - 1) >> 7`.
    static let nearDistanceCodes: [UInt8] = (0...512).map { UInt8(code(for: max(1, $0), bases: distanceBases)) }
    static let farDistanceCodes: [UInt8] = (0..<256).map { UInt8(code(for: ($0 << 7) + 1, bases: distanceBases)) }

    @inline(__always) static func distanceSymbol(_ distance: Int) -> Int {
        distance <= 512 ? Int(nearDistanceCodes[distance]) : Int(farDistanceCodes[(distance - 1) >> 7])
    }
}
