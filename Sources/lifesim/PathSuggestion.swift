import Foundation
import LifecycleSim

/// The existing path a mistyped one most likely meant: each missing component replaced, from the
/// first that does not exist, by the nearest entry of the directory before it (`Suggestion`), or
/// the one entry it begins; a scenario named without its `.scenario` given it. Nil when no
/// existing path is near.
enum PathSuggestion {
    static func existing(near path: String) -> String? {
        let fileManager = FileManager.default
        if !path.hasSuffix(".scenario"), fileManager.fileExists(atPath: path + ".scenario") { return path + ".scenario" }
        let absolute = path.hasPrefix("/")
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var directory = absolute ? "/" : "."
        var corrected: [String] = []
        for index in components.indices {
            let component = components[index]
            let candidate = join(directory, component)
            if fileManager.fileExists(atPath: candidate) {
                corrected.append(component)
                directory = candidate
                continue
            }
            guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { return nil }
            let visible = entries.filter { !$0.hasPrefix(".") }.sorted()
            // A scenario is also known by its name without `.scenario`, as a mistyped one may be written.
            let names = visible + visible.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }
            // A unique entry the component begins (`workshop/01` for `workshop/01-states.scenario`).
            let begun = visible.filter { $0.hasPrefix(component) }
            guard var nearest = Suggestion.nearest(to: component, in: names) ?? (begun.count == 1 ? begun[0] : nil)
            else { return nil }
            if !visible.contains(nearest) { nearest += ".scenario" }
            corrected.append(nearest)
            directory = join(directory, nearest)
        }
        let suggestion = (absolute ? "/" : "") + corrected.joined(separator: "/")
        return suggestion != path && fileManager.fileExists(atPath: suggestion) ? suggestion : nil
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : directory == "/" ? "/" + name : directory + "/" + name
    }
}
