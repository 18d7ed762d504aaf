import LifecycleSim

extension ExploreStep {
    /// The steps `lifesim explore` tries when `--events` does not say: `ExplorationEvents.defaults`
    /// for the file's apps, and time passing to the next deadline.
    public static func defaults(for document: ScenarioDocument) -> [ExploreStep] {
        ExplorationEvents.defaults(apps: document.apps.map(ScenarioRunner.configuration(of:)), version: document.device.version)
            .map(ExploreStep.event) + [.nextDeadline]
    }
}

extension ExploreStep {
    /// The steps `--events` names, each an event of the language as a timeline line writes it
    /// (`switcher kill Notes`), `wait` (to the next deadline) or `+DURATION`, read in the context of
    /// `source`, the scenario file (its apps, their tasks). Throws the diagnostics of the items that
    /// are none of these, each located in a file of its own named after the item.
    public static func parse(_ items: [String], in source: String, path: String) throws(ScenarioError) -> [ExploreStep] {
        var steps: [ExploreStep] = []
        var problems: [Diagnostic] = []
        for item in items {
            let word = item.trimmingBlanks
            if word == "wait" {
                steps.append(.nextDeadline)
                continue
            }
            if word.hasPrefix("+"), case .success(let duration) = DurationParser.parse(String(word.dropFirst())) {
                steps.append(.wait(duration))
                continue
            }
            // The item as the last line of the file, so that it names the file's apps and tasks.
            let text = source + (source.hasSuffix("\n") || source.isEmpty ? "" : "\n") + "+0s " + word + "\n"
            let parsed = ScenarioParser.parse(text, path: path)
            let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            let errors = parsed.diagnostics.filter { $0.severity == .error && $0.location.line == lastLine }
            guard errors.isEmpty, let entry = parsed.document?.timeline.last, case .event(let event) = entry.statement,
                  entry.location.line == lastLine else {
                let item = "--events '\(word)'"
                guard !errors.isEmpty else {
                    problems.append(Diagnostic(severity: .error, path: item, location: SourceLocation(line: 1, column: 1),
                                               length: word.count, text: .notAStatement(spelling: word), sourceLine: word))
                    continue
                }
                // Located in the item alone, without the time written before it.
                problems += errors.map { error in
                    var problem = error
                    problem.path = item
                    problem.location = SourceLocation(line: 1, column: max(1, error.location.column - 4))
                    problem.sourceLine = word
                    return problem
                }
                continue
            }
            steps.append(.event(event))
        }
        guard problems.isEmpty else { throw ScenarioError(diagnostics: problems) }
        return steps
    }
}

extension String {
    /// The text without blanks at either end.
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
