/// A position in a source file: 1-based line and column (in UTF-8 bytes, as compilers count).
package struct SourceLocation: Sendable, Hashable, Comparable {
    /// 1-based line.
    package var line: Int
    /// 1-based column, in UTF-8 bytes.
    package var column: Int

    /// The position at `line`, `column`.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Source order: by line, then column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourceLocation {
    /// Line 1, column 1.
    static let start = SourceLocation(line: 1, column: 1)
}
