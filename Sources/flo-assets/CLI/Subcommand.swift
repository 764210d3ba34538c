/// The verbs of `flo-assets`, each with its own help. `generate` is the default: `flo-assets` alone generates.
enum Subcommand: String, Sendable, CaseIterable {
    case generate
    case watch
    case crispnessReport = "crispness-report"
    case schema
    case help

    /// One line for the subcommands section of the general help.
    var summary: String {
        switch self {
        case .generate: "Generate the output files, or with --check verify them (default)."
        case .watch: "Generate, then again on every save; --serve shows the preview page, reloading itself."
        case .crispnessReport: "Print how many device pixels each pixel-snapping mode leaves blurred."
        case .schema: "Print the manifest's JSON Schema, or write it with --output FILE."
        case .help: "Show help for a subcommand."
        }
    }

    /// `flo-assets help <subcommand>` and `flo-assets <subcommand> --help`.
    var usage: String {
        switch self {
        case .generate: Self.generateUsage
        case .watch: Self.watchUsage
        case .crispnessReport: Self.crispnessUsage
        case .schema: Self.schemaUsage
        case .help: Self.helpUsage
        }
    }

    /// `flo-assets --help` and `flo-assets help`.
    static var generalUsage: String {
        let width = allCases.map(\.rawValue.count).max() ?? 0
        let lines = allCases.map { command in
            "  " + command.rawValue + String(repeating: " ", count: width - command.rawValue.count + 2)
                + command.summary
        }
        return """
            OVERVIEW: Turn a JSON manifest of control drawings into SVG, PDF and PNG files, Xcode asset catalogs,
            Android VectorDrawables, an HTML preview page, and SwiftUI, Core Graphics and Compose drawing code.

            USAGE: flo-assets [<subcommand>] [<options>]

            SUBCOMMANDS:
            \(lines.joined(separator: "\n"))

              See 'flo-assets help <subcommand>' for a subcommand's options. An option's value may also be
              written --option=VALUE.

            OPTIONS:
              --version         Show the version.
              -h, --help        Show help information.

            \(Self.generateOptions)

            EXIT CODES: 0 success or up to date, 1 --check found problems, 2 invalid manifest, output conflict or
            usage, 3 a file could not be read or written.
            """
    }

    private static let generateOptions = """
        GENERATE OPTIONS (the default subcommand):
          --manifest PATH   The manifest to read (default: ./assets.json).
          --output DIR      The output folder, overriding the manifest's "output"; with "outputs", the folder
                            their paths are relative to. The manifest's paths must stay inside its folder;
                            this one may be anywhere.
          --check           Write nothing; list missing, stale, extra and edited files and files in the
                            way, and exit 1 if there are any.
          -q, --quiet       Print only errors (with --check, and how to regenerate).
          -j, --jobs N      Threads to draw, compare and write with (default: one per core).
          --cache DIR       Where to keep each output folder's log of the files it wrote, which lets a rerun
                            skip drawing the controls whose description and files are as it left them
                            (default: $XDG_CACHE_HOME/flo-assets when that path is absolute, else
                            ~/.cache/flo-assets; ~/Library/Caches/flo-assets on macOS; none without a home
                            folder). --check never uses it.
          --no-cache        Draw and compare every file.
          --max-png-megapixels N
                            The most pixels the PNGs may draw in one run, in megapixels of
                            1,048,576 (default: 2048); a manifest that asks for more is refused
                            before anything is drawn.
        """

    private static let generateUsage = """
        OVERVIEW: Generate the files the manifest describes, writing only those whose bytes changed.

        USAGE: flo-assets [generate] [--manifest PATH] [--output DIR] [--check] [--quiet] [--jobs N]
                          [--cache DIR | --no-cache] [--max-png-megapixels N]

        \(generateOptions)
          -h, --help        Show help information.
        """

    private static let watchUsage = """
        OVERVIEW: Generate the files, then watch the manifest and every file it imports and generate again when
        one is saved (a burst of saves is one run). A manifest with errors prints them and is watched until it is
        fixed; the last good files stay in place. Ctrl-C stops it between runs.

        USAGE: flo-assets watch [--manifest PATH] [--serve [PORT]] [--host ADDRESS] [<generate options>]

        OPTIONS:
          --serve [PORT]    Serve the preview page and the generated files, read-only, at
                            http://127.0.0.1:PORT/ (default: the first free port of 7373-7382, else one
                            the system chooses), and reload
                            the open page after each run; the manifest's errors show on the page until fixed.
                            PORT 0 lets the system choose.
          --host ADDRESS    Listen on ADDRESS (an IPv4 address such as 0.0.0.0) instead of 127.0.0.1 only:
                            other machines can then read the generated files.
          --manifest, --output, --quiet, --jobs, --cache, --no-cache, --max-png-megapixels
                            As for generate (see flo-assets help generate); --check does not apply.
          -h, --help        Show help information.
        """

    private static let crispnessUsage = """
        OVERVIEW: Print, for each push button, how many device pixels each pixelSnapping mode leaves blurred
        (neither fill nor stroke colour) at each of the manifest's scales: the model's count, then the count in
        the tool's own PNG. Reads the manifest only; writes nothing.

        USAGE: flo-assets crispness-report [--manifest PATH] [--quiet]

        OPTIONS:
          --manifest PATH   The manifest to read (default: ./assets.json).
          -q, --quiet       Print only errors (the manifest's warnings are left out).
          -h, --help        Show help information.
        """

    private static let schemaUsage = """
        OVERVIEW: Print the JSON Schema (draft 2020-12) of the manifest, for editors to validate and complete
        assets.json. Point the manifest's "$schema" at the file it writes.

        USAGE: flo-assets schema [--output FILE] [--quiet]

        OPTIONS:
          --output FILE     Write the schema to FILE (only if its bytes changed) instead of printing it.
          -q, --quiet       Print nothing when the file is written.
          -h, --help        Show help information.
        """

    private static let helpUsage = """
        OVERVIEW: Show help for a subcommand.

        USAGE: flo-assets help [<subcommand>]
        """
}
