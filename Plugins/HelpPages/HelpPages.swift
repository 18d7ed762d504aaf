import Foundation
import PackagePlugin

/// Builds `lifesim`'s help pages into the binary from their one source, the text files under
/// the target's `Help/<language>/<page>.txt`: a page is written once per language, as text, and
/// the compiled tool needs no resource files beside it.
@main
struct HelpPages: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let help = target.directoryURL.appending(path: "Help")
        let files = FileManager.default
        let languages = try files.contentsOfDirectory(at: help, includingPropertiesForKeys: [.isDirectoryKey],
                                                      options: [.skipsHiddenFiles])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        let pages = try languages.flatMap { folder in
            try files.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
                .filter { $0.pathExtension == "txt" }
        }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "HelpPages.swift")
        return [.buildCommand(displayName: "Writing lifesim's help pages",
                              executable: try context.tool(named: "help-pages").url,
                              arguments: [output.path] + pages.map(\.path),
                              inputFiles: pages, outputFiles: [output])]
    }
}
