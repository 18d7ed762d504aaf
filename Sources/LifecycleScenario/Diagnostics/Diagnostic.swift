import LifecycleSim

/// A problem found in a scenario file, located at a line and column.
public struct Diagnostic: Hashable, Sendable {
    /// Errors stop the run (exit 2); warnings are printed and the run goes on.
    public enum Severity: String, Hashable, Sendable {
        case error, warning

        /// The label before the message (`error`, `エラー`).
        public func label(in language: Language) -> String {
            (self == .error ? DiagnosticText.errorLabel : .warningLabel).rendered(in: language)
        }
    }

    public var severity: Severity
    /// The file's name as given (`<stdin>` for standard input).
    public var path: String
    public var location: SourceLocation
    /// How many columns the caret line underlines (at least 1).
    public var length: Int
    /// The message, a typed `DiagnosticText`, printable in any language.
    public var text: DiagnosticText
    /// The offending source line, without its line ending.
    public var sourceLine: String

    public init(severity: Severity, path: String, location: SourceLocation, length: Int, text: DiagnosticText,
                sourceLine: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.length = max(1, length)
        self.text = text
        self.sourceLine = sourceLine
    }

    /// A diagnostic whose message is a text that reads the same in every language.
    public init(severity: Severity, path: String, location: SourceLocation, length: Int, message: String,
                sourceLine: String) {
        self.init(severity: severity, path: path, location: location, length: length, text: .verbatim(message),
                  sourceLine: sourceLine)
    }

    /// The message in English.
    public var message: String { text.rendered(in: .en) }

    /// The message in `language`.
    public func message(in language: Language) -> String { text.rendered(in: language) }
}
