/// One file the manifest produces: its name inside the output folder and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
