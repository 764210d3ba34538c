import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-assets [subcommand] [options]`: runs `flo-assets`
/// with the user's arguments (`--check`, `--manifest FILE`, `crispness-report`, `schema --output FILE`, `help`).
@main
struct GenerateAssets: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRunner.run(context: context, packageManager: packageManager, arguments: arguments, checking: false)
    }
}
