/// The tool's version, as `flo-assets --version` prints it and `CHANGELOG.md` heads its newest section.
enum Version {
    static let current = "3.0.0-dev"
}
