import LifecycleScenario
import LifecycleSim

/// What `lifesim run` says on standard error about one scenario: each problem as
/// `FILE:LINE: ...` (so an editor can jump to it), then a PASS or FAIL line.
struct RunReport {
    let path: String
    let summary: RunSummary
    /// Refusals and assertion kills fail the scenario (`--strict`).
    let strict: Bool

    /// Every expectation held and, under `--strict`, nothing was refused or killed by an assertion.
    var passed: Bool { summary.failed == 0 && strictFailures.isEmpty }

    private var strictFailures: [RunIncident] { strict ? summary.incidents : [] }

    /// One line per failed expectation and, under `--strict`, per incident, in line order.
    var problemLines: [String] {
        var located: [(line: Int, text: String)] = summary.failures.map {
            ($0.line, "\(path):\($0.line): expectation failed: expect \($0.expected) (actual: \($0.actual))")
        }
        located += strictFailures.map {
            ($0.line, "\(path):\($0.line): strict: \($0.kind.rawValue) at \($0.time)s: \($0.message) [\($0.rule)]")
        }
        // A stable sort by line keeps expectations and incidents of one line in the order above.
        return located.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element.text)
    }

    func verdictLine(color: Bool) -> String {
        let verdict = passed ? "PASS" : "FAIL"
        let painted = color ? "\u{1B}[1;\(passed ? 32 : 31)m\(verdict)\u{1B}[0m" : verdict
        var line = "\(painted)  \(path): \(counted(summary.expectations, "expectation")), \(summary.failed) failed"
        if strict && !strictFailures.isEmpty {
            line += ", \(counted(strictFailures.count, "strict failure"))"
        }
        return line + " (virtual time \(summary.end)s)"
    }
}

/// The closing line of a run: `3 scenarios: 3 passed`, with the failures when there are any.
struct RunTally {
    private var passed = 0
    private var failed = 0
    private var broken = 0

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
        var text = "\(counted(passed + failed + broken, "scenario")): \(passed) passed"
        if failed > 0 { text += ", \(failed) failed" }
        if broken > 0 { text += ", \(counted(broken, "internal error"))" }
        return text
    }
}
