/// A problem found in a scenario file, located at a line and column.
public struct Diagnostic: Hashable, Sendable {
    /// Errors stop the run (exit 2); warnings are printed and the run goes on.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var severity: Severity
    /// The file's name as given (`<stdin>` for standard input).
    public var path: String
    public var location: SourceLocation
    /// How many columns the caret line underlines (at least 1).
    public var length: Int
    public var message: String
    /// The offending source line, without its line ending.
    public var sourceLine: String

    public init(severity: Severity, path: String, location: SourceLocation, length: Int, message: String,
                sourceLine: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.sourceLine = sourceLine
    }
}
