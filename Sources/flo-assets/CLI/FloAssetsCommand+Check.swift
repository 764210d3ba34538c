import FloAssets
import FloOutputFolder
import FloSupport

/// `--check`: what differs from what a run would write, ranked and summed up with the steps that fix it.
extension FloAssetsCommand {
    func check(_ targets: [(folder: OutputFolder, renderer: AssetRenderer)]) throws(FloError) -> ExitCode {
        var problems: [Diagnostic] = []
        var foldersWithProblems: [String] = []
        var warnings: [Diagnostic] = []
        var identities: [(identity: [UInt64], folder: OutputFolder)] = []
        var reported: Set<String> = []
        var notes: [String: [Diagnostic]] = [:]
        for target in targets {
            if let identity = target.folder.identity {
                if let twin = identities.first(where: { $0.identity == identity }) {
                    throw .invalidManifest([target.folder.sameFolderDiagnostic(twin.folder)])
                }
                identities.append((identity, target.folder))
            }
            let findings = try target.folder.check(target.renderer)
            let errors = findings.filter { $0.severity == .error }
            warnings += findings.filter { $0.severity == .warning }
            // A note (where the manifest names a blocked folder) is printed under the error it follows.
            for (position, note) in findings.enumerated() where note.severity == .note && position > 0 {
                notes[findings[position - 1].description, default: []].append(note)
            }
            // A stale index follows from the other files' problems; alone, it is the problem.
            let files = errors.filter { !$0.path.hasSuffix("/" + OwnershipIndex.fileName) }
            // A file in the way of two output folders is one problem.
            for problem in files.isEmpty ? errors : files where reported.insert(problem.description).inserted {
                problems.append(problem)
            }
            if !errors.isEmpty, !foldersWithProblems.contains(target.folder.displayPath) {
                foldersWithProblems.append(target.folder.displayPath)
            }
        }
        printWarnings(warnings)
        guard let firstFolder = foldersWithProblems.first else {
            let count = targets.reduce(0) { $0 + $1.renderer.fileCount }
            if !options.quiet { console.output("checked \(Self.files(count)): all up to date") }
            return .success
        }
        // What the user changed (a stale file) says more than what follows from it (a missing or extra file).
        let ranked = problems.enumerated().sorted {
            (Self.rank($0.element), $0.offset) < (Self.rank($1.element), $1.offset)
        }
        let shown = ranked.prefix(Self.problemsShown).map(\.element)
        // Problems in several folders are the manifest's to sum up.
        let hint = Diagnostic(
            .note, path: foldersWithProblems.count == 1 ? firstFolder : options.manifestPath,
            message: Self.checkSummary(problems, shown: shown.count) + "; " + Self.firstSteps(problems)
                + "run: \(regenerateCommand)")
        let lines = shown.flatMap { [$0] + (notes[$0.description] ?? []) } + [hint]
        console.error(lines.map(\.description).joined(separator: "\n"))
        return .checkFailed
    }

    private static func rank(_ problem: Diagnostic) -> Int {
        switch kind(of: problem) {
        case "missing": 2
        case "extra": 1
        default: 0
        }
    }

    /// `stale`, `missing`, `extra` or `edited` as the message starts; anything else (a file the tool did not write,
    /// a link, a folder, an Android resource where a file must go) is in the way.
    private static func kind(of problem: Diagnostic) -> String {
        let word = String(problem.message.prefix { $0 != ":" })
        return ["stale", "missing", "extra", "edited"].contains(word) ? word : "in the way"
    }

    /// What the user must do before generating fixes `problems`: generate replaces neither an edited file nor what
    /// is in the way, so "to regenerate, run" alone would send them to a run that stops.
    private static func firstSteps(_ problems: [Diagnostic]) -> String {
        let edited = problems.count { kind(of: $0) == "edited" }
        let steps = [
            edited == 0
                ? nil
                : edited == 1
                    ? "undo the edit or move the edited file away" : "undo the edits or move the edited files away",
            problems.contains { kind(of: $0) == "in the way" } ? "move what is in the way" : nil,
        ].compactMap(\.self)
        switch steps.count {
        case 0: return "to regenerate, "
        case 1: return steps[0] + ", then "
        default: return steps.joined(separator: "; ") + "; then "
        }
    }

    /// The problems `--check` prints one by one; the rest are counted.
    static let problemsShown = 10

    /// "3 problems with the generated files (2 stale, 1 missing)", and how many were not shown.
    static func checkSummary(_ problems: [Diagnostic], shown: Int) -> String {
        var kinds: [(kind: String, rank: Int, count: Int)] = []
        for problem in problems {
            let kind = kind(of: problem)
            if let position = kinds.firstIndex(where: { $0.kind == kind }) {
                kinds[position].count += 1
            } else {
                kinds.append((kind, rank(problem), 1))
            }
        }
        kinds.sort { $0.rank < $1.rank }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let breakdown = kinds.map { "\($0.count) \($0.kind)" }.joined(separator: ", ")
        let hidden = problems.count > shown ? "; \(problems.count - shown) more not shown" : ""
        return "\(count) with the generated files (\(breakdown))\(hidden)"
    }
}
