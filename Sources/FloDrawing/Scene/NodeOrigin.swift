import FloSupport

/// Where an imported file writes a group or a path: what an output that cannot draw it points to. It takes no part
/// in comparing or hashing nodes, since the same picture written in two places is the same picture.
package struct NodeOrigin: Sendable, Hashable {
    package var location: SourceLocation?

    package init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    package static func == (_: NodeOrigin, _: NodeOrigin) -> Bool { true }

    package func hash(into _: inout Hasher) {}
}
