import LifecycleSim

extension PropertyDeclaration {
    /// One `never` or `always` line of the language (docs/LANGUAGE.md, "Properties"), read as a
    /// scenario for a device of `version` with `apps` installed would read it: what the Swift
    /// API's `watch` checks after every step. Throws the line's diagnostics, located in the line
    /// alone (`path`, line 1).
    package static func reading(_ text: String, apps: [String], version: OSVersion,
                                path: String) throws(ScenarioError) -> PropertyDeclaration {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let header = "device ios \(version)\n" + apps.map { "app \($0)\n" }.joined()
        let lineNumber = apps.count + 2
        let parsed = ScenarioParser.parse(header + line + "\n", path: path)
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let property = parsed.document?.properties.last,
              property.location.line == lineNumber else {
            let problems = errors.isEmpty
                ? [Diagnostic(severity: .error, path: path, location: SourceLocation(line: 1, column: 1), length: line.count,
                              text: .notAStatement(spelling: line), sourceLine: line)]
                : errors.map { error in
                    var problem = error
                    problem.location = SourceLocation(line: 1, column: error.location.column)
                    return problem
                }
            throw ScenarioError(diagnostics: problems)
        }
        var declaration = property
        declaration.location = SourceLocation(line: 1, column: property.location.column)
        return declaration
    }
}
