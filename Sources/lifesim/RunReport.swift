import LifecycleScenario
import LifecycleSim

/// What `lifesim run` says on standard error about one scenario: each problem as
/// `FILE:LINE: ...` (so an editor can jump to it), then a PASS or FAIL line, in `language`.
struct RunReport {
    let path: String
    let summary: RunSummary
    /// Refusals and assertion kills fail the scenario (`--strict`).
    let strict: Bool
    var language: Language = .en

    /// Every expectation held and, under `--strict`, nothing was refused or killed by an assertion.
    var passed: Bool { summary.failed == 0 && strictFailures.isEmpty }

    private var strictFailures: [RunIncident] { strict ? summary.incidents : [] }

    /// One line per failed expectation and, under `--strict`, per incident, in line order.
    var problemLines: [String] {
        var located: [(line: Int, text: String)] = summary.failures.map {
            ($0.line, words(.expectationFailed(path: path, line: String($0.line), expected: $0.expected,
                                               actual: $0.actual(in: language))))
        }
        located += strictFailures.map {
            ($0.line, words(.strictIncident(path: path, line: String($0.line), kind: $0.kind.name(in: language),
                                            time: "\($0.time)", message: $0.message(in: language), rule: $0.rule.rawValue)))
        }
        // A stable sort by line keeps expectations and incidents of one line in the order above.
        return located.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element.text)
    }

    func verdictLine(color: Bool) -> String {
        let verdict = words(passed ? .pass : .fail)
        let painted = color ? "\u{1B}[1;\(passed ? 32 : 31)m\(verdict)\u{1B}[0m" : verdict
        let (failed, end) = (String(summary.failed), "\(summary.end)")
        let expectations = RunMessage.expectations(count: summary.expectations).text(in: language)
        guard strict && !strictFailures.isEmpty else {
            return words(.verdict(verdict: painted, path: path, expectations: expectations, failed: failed, end: end))
        }
        let strictCount = RunMessage.strictFailures(count: strictFailures.count).text(in: language)
        return words(.verdictStrict(verdict: painted, path: path, expectations: expectations, failed: failed,
                                    strictFailures: strictCount, end: end))
    }

    private func words(_ message: RunMessage) -> String { message.text(in: language) }
}

/// The closing line of a run: `3 scenarios: 3 passed`, with the failures when there are any.
struct RunTally {
    private var passed = 0
    private var failed = 0
    private var broken = 0
    let language: Language

    init(language: Language = .en) { self.language = language }

    mutating func add(_ status: ExitStatus) {
        switch status {
        case .success: passed += 1
        case .internalError: broken += 1
        default: failed += 1
        }
    }

    /// The highest of 3, 1, 0 over the scenarios run.
    var status: ExitStatus {
        broken > 0 ? .internalError : failed > 0 ? .expectationFailed : .success
    }

    var line: String {
        let scenarios = RunMessage.scenarios(count: passed + failed + broken).text(in: language)
        var text = RunMessage.tallyHead(scenarios: scenarios, passed: String(passed)).text(in: language)
        if failed > 0 { text += RunMessage.tallyFailed(count: String(failed)).text(in: language) }
        if broken > 0 {
            let errors = RunMessage.internalErrors(count: broken).text(in: language)
            text += RunMessage.tallyBroken(internalErrors: errors).text(in: language)
        }
        return text
    }
}
