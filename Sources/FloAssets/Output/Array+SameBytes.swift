#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension [UInt8] {
    /// Whether `other` holds the same bytes, compared as memory (the generic `==` goes element by element; files and
    /// indexes are compared whole on every run).
    func hasSameBytes(as other: [UInt8]) -> Bool {
        count == other.count
            && withUnsafeBytes { mine in
                other.withUnsafeBytes { theirs in
                    mine.count == 0
                        || memcmp(mine.baseAddress.unsafelyUnwrapped, theirs.baseAddress.unsafelyUnwrapped, mine.count)
                            == 0
                }
            }
    }
}
