/// A position in a source file: 1-based line and column (in UTF-8 bytes, as compilers count).
package struct SourceLocation: Sendable, Hashable, Comparable {
    // 32 bits each: a manifest is at most 4 MiB, and every JSON value and key carries one.
    private let storedLine: Int32
    private let storedColumn: Int32

    /// 1-based line.
    package var line: Int { Int(storedLine) }
    /// 1-based column, in UTF-8 bytes.
    package var column: Int { Int(storedColumn) }
    /// Line 1, column 1.
    package static let start = SourceLocation(line: 1, column: 1)

    /// The position at `line`, `column`.
    package init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Source order: by line, then column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
