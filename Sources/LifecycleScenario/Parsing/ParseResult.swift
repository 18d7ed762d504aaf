/// What parsing a scenario file produced: the document when the file has no error, and every diagnostic.
public struct ParseResult: Sendable {
    /// The validated document, or nil when any diagnostic is an error.
    public var document: ScenarioDocument?
    /// Every error and warning, sorted by location.
    public var diagnostics: [Diagnostic]

    /// True when some diagnostic is an error (the run must not start: exit status 2).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// A result with `document` and `diagnostics` as given.
    public init(document: ScenarioDocument?, diagnostics: [Diagnostic]) {
        self.document = document
        self.diagnostics = diagnostics
    }
}
