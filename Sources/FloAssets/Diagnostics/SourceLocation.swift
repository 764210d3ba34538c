/// A position in a source file: 1-based line and column (in UTF-8 bytes, as compilers count).
package struct SourceLocation: Sendable, Hashable, Comparable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

extension SourceLocation {
    /// Line 1, column 1.
    static let start = SourceLocation(line: 1, column: 1)
}
