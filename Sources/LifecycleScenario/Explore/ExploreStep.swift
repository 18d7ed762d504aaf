import LifecycleSim

/// One thing `lifesim explore` can do next (docs/LANGUAGE.md, "Exploring every path"): an event
/// of the language, or time passing, to the next thing the device has scheduled (an expiry, a
/// timer, a deadline) or by a given duration.
public enum ExploreStep: Hashable, Sendable, CustomStringConvertible {
    case event(DeviceEvent)
    /// Time passes to the device's next scheduled item; nothing to do when none is scheduled.
    case nextDeadline
    /// Time passes by this much.
    case wait(VirtualDuration)

    /// How the step is named in `--events` and in the report (`home`, `wait`, `+30s`).
    public var description: String {
        switch self {
        case .event(let event): return event.description
        case .nextDeadline: return "wait"
        case .wait(let duration): return "+\(duration)"
        }
    }

    /// Does the step on `device`: the time it took, or nil when the device refused it or there
    /// was nothing to do (and so nothing changed: a refused event changes nothing,
    /// docs/EXECUTION_MODEL.md).
    func apply(to device: Device) -> VirtualDuration? {
        switch self {
        case .event(let event):
            return device.handle(event).isApplied ? .zero : nil
        case .nextDeadline:
            guard let deadline = device.nextScheduledDeadline, deadline > device.now else { return nil }
            let waited = deadline - device.now
            device.advance(to: deadline)
            return waited
        case .wait(let duration):
            device.advance(by: duration)
            return duration
        }
    }

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
