/// One key of a control that differs from its type's default, as the preview page lists it.
struct ControlSetting: Sendable, Hashable {
    var key: String
    /// Where the key is among the entry's members, to list the keys of every appearance in the order written.
    var position: Int
    /// The value as the manifest writes it (after state expansion), as compact JSON.
    var text: String
    /// Its colour in every appearance, for a colour key.
    var color: AppearanceColor?
}
