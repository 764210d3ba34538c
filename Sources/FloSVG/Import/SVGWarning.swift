import FloSupport

/// Something in a file that is passed over rather than refused, and what it changes, located: the caller shows it
/// as a warning.
package struct SVGWarning: Sendable, Hashable {
    package var location: SourceLocation
    package var message: String

    init(_ message: String, at location: SourceLocation) {
        (self.message, self.location) = (message, location)
    }
}
