import LifecycleSim

extension PropertyDeclaration {
    /// One `never` or `always` line of the language (docs/LANGUAGE.md, "Properties"), read as a
    /// scenario for a device of `version` with `apps` installed would read it (their controllers,
    /// scenes and SwiftUI options; `notificationsShown`: the trace shows UIKit's notifications):
    /// what the Swift API's `watch` checks after every step. Throws the line's diagnostics, its
    /// warnings too (a property that cannot be read as written would hold or break for nothing),
    /// located in the line alone (`path`, line 1).
    package static func reading(_ text: String, apps: [AppConfiguration], notificationsShown: Bool, version: OSVersion,
                                path: String) throws(ScenarioError) -> PropertyDeclaration {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var header = ["device ios \(version)"]
        // An app whose name the language cannot spell cannot be named in a property either.
        for app in apps where isSpellable(app.name) {
            header.append("app \(app.name)" + (app.scenes ? " scenes" : "") + (app.swiftUI ? " swiftui" : ""))
            header += app.controllers.map { "  controller \($0.name)" }
        }
        if notificationsShown { header.append("setting notifications on") }
        let lineNumber = header.count + 1
        let parsed = ScenarioParser.parse((header + [line]).joined(separator: "\n") + "\n", path: path)
        let problems = parsed.diagnostics.filter { $0.severity == .error || $0.location.line == lineNumber }
        guard problems.isEmpty, let property = parsed.document?.properties.last, property.location.line == lineNumber else {
            let located = problems.isEmpty
                ? [Diagnostic(severity: .error, path: path, location: SourceLocation(line: 1, column: 1), length: line.count,
                              text: .notAStatement(spelling: line), sourceLine: line)]
                : problems.map { problem in
                    var located = problem
                    located.location = SourceLocation(line: 1, column: problem.location.column)
                    return located
                }
            throw ScenarioError(diagnostics: located)
        }
        var declaration = property
        declaration.location = SourceLocation(line: 1, column: property.location.column)
        return declaration
    }

    /// Whether `app NAME` declares an app of that name without a diagnostic.
    private static func isSpellable(_ name: String) -> Bool {
        let parsed = ScenarioParser.parse("app \(name)\n", path: "")
        return parsed.diagnostics.isEmpty && parsed.document?.apps.map(\.name) == [name]
    }
}
