import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-assets [--check]`
@main
struct GenerateAssets: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRunner.run(context: context, arguments: arguments)
    }
}
