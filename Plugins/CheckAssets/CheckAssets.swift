import PackagePlugin

/// `swift package check-assets [options]`: `flo-assets --check`, which needs no write permission, so CI can run it
/// as is.
@main
struct CheckAssets: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ToolRunner.run(context: context, packageManager: packageManager, arguments: arguments, checking: true)
    }
}
