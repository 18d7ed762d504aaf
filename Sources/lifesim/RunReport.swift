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
            ($0.line, words(.expectationFailed, ["path": path, "line": String($0.line),
                                                 "expected": $0.expected, "actual": $0.actual(in: language)]))
        }
        located += strictFailures.map {
            ($0.line, words(.strictIncident, ["path": path, "line": String($0.line), "kind": $0.kind.name(in: language),
                                              "time": "\($0.time)", "message": $0.message(in: language), "rule": $0.rule.rawValue]))
        }
        // A stable sort by line keeps expectations and incidents of one line in the order above.
        return located.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element.text)
    }

    func verdictLine(color: Bool) -> String {
        let verdict = words(passed ? .pass : .fail)
        let painted = color ? "\u{1B}[1;\(passed ? 32 : 31)m\(verdict)\u{1B}[0m" : verdict
        var arguments = ["verdict": painted, "path": path, "failed": String(summary.failed), "end": "\(summary.end)",
                         "expectations": RunMessage.counted(summary.expectations, .expectationOne, .expectationOther, in: language)]
        guard strict && !strictFailures.isEmpty else { return words(.verdict, arguments) }
        arguments["strictFailures"] = RunMessage.counted(strictFailures.count, .strictFailureOne, .strictFailureOther, in: language)
        return words(.verdictStrict, arguments)
    }

    private func words(_ key: RunMessage, _ arguments: [String: String] = [:]) -> String {
        RunMessage.text(key, in: language, arguments)
    }
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
        let scenarios = RunMessage.counted(passed + failed + broken, .scenarioOne, .scenarioOther, in: language)
        var text = RunMessage.text(.tallyHead, in: language, ["scenarios": scenarios, "passed": String(passed)])
        if failed > 0 { text += RunMessage.text(.tallyFailed, in: language, ["count": String(failed)]) }
        if broken > 0 {
            let errors = RunMessage.counted(broken, .internalErrorOne, .internalErrorOther, in: language)
            text += RunMessage.text(.tallyBroken, in: language, ["internalErrors": errors])
        }
        return text
    }
}
