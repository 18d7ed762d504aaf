import LifecycleSim

/// How the session prints records and diagnostics: numbered by the lines of the session's text,
/// which are the lines of the file `:save` writes.
extension ReplSession {
    /// The text formatter for the current apps.
    var formatter: TraceTextFormatter {
        TraceTextFormatter(names: options.names, color: options.color, appNames: current.document.traceColumnNames,
                           language: options.language)
    }

    /// One record as text; with `explain`, the reason under it.
    func display(_ record: TraceRecord) -> [String] {
        var lines = [formatter.line(for: record)]
        if explain, let why = TraceExplainer.explanation(for: record, profile: device.profile, in: options.language) {
            lines.append(formatter.explanationLine(why))
        }
        return lines
    }

    /// A diagnostic of the session's text, named by the session's path.
    func render(_ diagnostic: Diagnostic) -> String {
        var named = diagnostic
        named.path = options.path
        return DiagnosticRenderer.render(named, color: options.errorColor, language: options.language)
    }
}
