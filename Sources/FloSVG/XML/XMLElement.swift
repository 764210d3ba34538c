import FloSupport

/// One element of an XML document: its local name (without a namespace prefix), whether it is in SVG's namespace,
/// its attributes in document order, its children, and the text directly inside it (only a `<style>` reads it).
struct XMLElement: Sendable, Hashable {
    var name: String
    /// Whether the element is in the SVG namespace; elements of other namespaces (an editor's own) are skipped.
    var isSVG: Bool
    var attributes: [XMLAttribute]
    var children: [XMLElement]
    var text: String
    /// Where each run of `text` starts in the file (a `<style>`'s text may be split by CDATA sections or comments),
    /// so that a style rule is located where it is written.
    var textRuns: [TextRun] = []
    var location: SourceLocation

    /// How many elements it holds, itself included.
    var subtreeCount: Int { children.reduce(1) { $0 + $1.subtreeCount } }

    /// The value of the attribute `name` in the SVG namespace (or XLink's `href` for `href`).
    func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

/// One attribute: its local name (`href` for `xlink:href`), its value with references expanded, and where its
/// value starts.
struct XMLAttribute: Sendable, Hashable {
    var name: String
    var value: String
    var location: SourceLocation
}

/// A problem in an SVG file, where it is.
package struct SVGError: Error, Sendable, Hashable {
    package var location: SourceLocation
    package var message: String

    init(_ message: String, at location: SourceLocation) {
        (self.message, self.location) = (message, location)
    }
}
