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
        let words = items.map(\.trimmingBlanks)
        // Each event as the last line of the file, so that it names the file's apps and tasks: the
        // file is read once, and on from there for each event.
        let file = source + (source.hasSuffix("\n") || source.isEmpty ? "" : "\n")
        let eventWords = words.filter { Self.timePassing($0) == nil && Self.notAnEvent($0) == nil }
        var results = ScenarioParser.parse(Array(file.utf8), followedByEach: eventWords.map { Array("+0s \($0)\n".utf8) },
                                           path: path).makeIterator()
        var steps: [ExploreStep] = []
        var problems: [Diagnostic] = []
        for word in words {
            if let step = Self.timePassing(word) {
                steps.append(step)
                continue
            }
            if let problem = Self.notAnEvent(word) {
                problems.append(Diagnostic(severity: .error, path: "--events '\(word)'", location: SourceLocation(line: 1, column: 1),
                                           length: word.count, text: problem, sourceLine: word))
                continue
            }
            let text = file + "+0s " + word + "\n"
            let parsed = results.next()!
            let lastLine = text.lineFeeds
            let errors = parsed.diagnostics.filter { $0.severity == .error && $0.location.line == lastLine }
            guard errors.isEmpty, let entry = parsed.document?.timeline.last, case .event(let event) = entry.statement,
                  entry.location.line == lastLine else {
                let item = "--events '\(word)'"
                guard !errors.isEmpty else {
                    problems.append(Diagnostic(severity: .error, path: item, location: SourceLocation(line: 1, column: 1),
                                               length: word.count, text: .notAnExploreStep(spelling: word), sourceLine: word))
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

    /// The step an item of `--events` names when it is time passing: `wait` (to the next
    /// deadline) or `+DURATION`; nil for anything else.
    private static func timePassing(_ word: String) -> ExploreStep? {
        if word == "wait" { return .nextDeadline }
        if word.hasPrefix("+"), case .success(let duration) = DurationParser.parse(String(word.dropFirst())) {
            return .wait(duration)
        }
        return nil
    }

    /// What is wrong with an item that is no event, told before the parser reads it: a duration
    /// that is not one (`+5`), a time written before an event as a timeline line has one (`0s
    /// home`, `+5s home`), or a line of the file that is no event (`expect …`, `never …`).
    private static func notAnEvent(_ word: String) -> DiagnosticText? {
        let parts = word.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = parts.first else { return nil }
        let rest = parts.count > 1 ? parts[1].trimmingBlanks : ""
        // A word that starts as a time does (no event does): the time of a timeline line.
        if first.hasPrefix("+") || first.first?.isNumber == true {
            if !rest.isEmpty { return .exploreStepWithTime(time: first, rest: rest) }
            if first.hasPrefix("+"), case .failure(let failure) = DurationParser.parse(String(first.dropFirst())) {
                return DiagnosticMessages.badDuration(first, failure)
            }
            return nil
        }
        return notEvents.contains(first) ? .notAnExploreStep(spelling: word) : nil
    }

    /// The first words of the file's lines that are no event: expectations, logs and declarations.
    private static let notEvents = Set(Vocabulary.declarations + ["expect", "log"])
}

extension String {
    /// How many line feeds the text holds, each ending a line as the parser reads lines (a
    /// carriage return before one is part of the line it ends): the number of the last line of a
    /// text that ends with a line feed. Read from the bytes, without cutting the text into characters.
    var lineFeeds: Int {
        var count = 0
        for byte in utf8 where byte == 0x0A { count += 1 }
        return count
    }

    /// The text without blanks at either end.
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
