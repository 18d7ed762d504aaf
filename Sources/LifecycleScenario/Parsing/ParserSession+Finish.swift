import LifecycleSim

extension ParserSession {
    /// Checks what needs the whole file (`validate()`) and builds the result.
    mutating func finish() -> ParseResult {
        validate()
        let diagnostics = sortedDiagnostics()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let document = hasErrors ? nil : ScenarioDocument(
            path: path, title: title, device: device ?? DeviceDeclaration(), settings: settings, apps: apps,
            timeline: timeline, properties: properties)
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    /// The diagnostics by location (file order for equal locations); a line with an encoding problem keeps only it.
    private func sortedDiagnostics() -> [Diagnostic] {
        var keptEncodingLine: Set<Int> = []
        var kept: [(Int, Diagnostic)] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            let line = diagnostic.location.line
            if linesWithEncodingProblems.contains(line) {
                guard keptEncodingLine.insert(line).inserted else { continue }
            }
            kept.append((index, diagnostic))
        }
        kept.sort { ($0.1.location, $0.0) < ($1.1.location, $1.0) }
        return kept.map(\.1)
    }
}
