import LifecycleSim

/// Formats a diagnostic the way compilers do: location, severity, message, source line, caret line.
public enum DiagnosticRenderer {
    private static let reset = "\u{1B}[0m"
    private static let boldRed = "\u{1B}[1;31m"
    private static let boldMagenta = "\u{1B}[1;35m"
    private static let green = "\u{1B}[32m"

    /// Renders `diagnostic` as three lines without a final newline:
    ///
    ///     PATH:LINE:COLUMN: error: MESSAGE
    ///     the source line
    ///          ^~~~
    ///
    /// The caret line copies the tabs before the column (so it lines up in any tab width) and
    /// underlines `length` columns. With `color`, the severity is bold red (error) or bold magenta
    /// (warning) and the caret green; without it, the text holds no escape codes. The severity and the
    /// message are in `language`; the location, the source line and the caret are the same in every one.
    public static func render(_ diagnostic: Diagnostic, color: Bool, language: Language = .en) -> String {
        let severity = diagnostic.severity.label(in: language) + ":"
        let styledSeverity: String
        if color {
            let style = diagnostic.severity == .error ? boldRed : boldMagenta
            styledSeverity = style + severity + reset
        } else {
            styledSeverity = severity
        }
        let location = diagnostic.location
        var caret = String.UnicodeScalarView()
        var column = 1
        var scalars = diagnostic.sourceLine.unicodeScalars.makeIterator()
        while column < location.column, let scalar = scalars.next() {
            caret.append(scalar == "\t" ? "\t" : " ")
            column += 1
        }
        while column < location.column {
            caret.append(" ")
            column += 1
        }
        var marker = "^"
        marker.append(String(repeating: "~", count: max(0, diagnostic.length - 1)))
        if color { marker = green + marker + reset }
        return "\(diagnostic.path):\(location.line):\(location.column): \(styledSeverity) \(diagnostic.message(in: language))\n"
            + diagnostic.sourceLine + "\n" + String(caret) + marker
    }
}
