import LifecycleSim

/// Something in a run that `lifesim run --strict` treats as a failure: an event the device
/// refused, or an app killed by a watchdog or an assertion.
public struct RunIncident: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The device could not take a timeline event (one warning, nothing changed).
        case refusal
        /// A watchdog or assertion kill (`RuleID.watchdogAndAssertionKills`).
        case assertionKill = "assertion kill"
    }

    public var kind: Kind
    /// The timeline line that was running (its catch-up included) when it happened.
    public var line: Int
    public var time: VirtualTime
    public var message: String
    public var rule: RuleID
    /// For an assertion kill: the app killed (its `message` reads `APP was killed: WARNING`).
    public var killedApp: String?
    /// For an assertion kill: the warning the kill wrote just before it, if any.
    public var killWarning: String?

    public init(kind: Kind, line: Int, time: VirtualTime, message: String, rule: RuleID) {
        self.kind = kind
        self.line = line
        self.time = time
        self.message = message
        self.rule = rule
    }

    /// The message in `language`: an assertion kill's own words translated, a refusal's warning
    /// as the engine wrote it.
    package func message(in language: Language) -> String {
        guard let killedApp else { return message }
        let text = RunMessage.text(.appKilled, in: language, ["app": killedApp])
        return killWarning.map { RunMessage.text(.appKilledBecause, in: language, ["killed": text, "warning": $0]) } ?? text
    }
}

/// Watches the trace for assertion kills: a transition to not-running caused by one of
/// `RuleID.watchdogAndAssertionKills`, described by the warning the kill wrote just before it.
final class AssertionKillWatcher: TraceSink {
    /// The line now running, set by the runner.
    var line = 0
    private(set) var kills: [RunIncident] = []
    private var lastWarning: WarningRecord?

    /// Reads only warnings and the ends of processes by a watchdog or an assertion (issue #14:
    /// no record made for the others; a transition's entry names its rule).
    func receive(_ batch: TraceBatch) {
        for index in batch.indices {
            let entry = batch.entries[index]
            if entry.kind == .warning
                || (entry.kind == .transition && entry.state == .notRunning
                    && entry.rule.map(RuleID.watchdogAndAssertionKills.contains) == true) {
                receive(batch[index])
            }
        }
    }

    func receive(_ record: TraceRecord) {
        switch record {
        case .warning(let warning):
            lastWarning = warning
        case .transition(let transition) where transition.to == .notRunning
            && RuleID.watchdogAndAssertionKills.contains(transition.rule):
            var cause: String?
            if let warning = lastWarning, warning.app == transition.app, warning.time == transition.time,
               warning.rule == transition.rule {
                cause = warning.message
            }
            var incident = RunIncident(kind: .assertionKill, line: line, time: transition.time, message: "", rule: transition.rule)
            incident.killedApp = transition.app
            incident.killWarning = cause
            incident.message = incident.message(in: .en)
            kills.append(incident)
        default:
            break
        }
    }
}
