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

}

/// Watches the trace for assertion kills: a transition to not-running caused by one of
/// `RuleID.watchdogAndAssertionKills`, described by the warning the kill wrote just before it.
final class AssertionKillWatcher: TraceSink {
    /// The line now running, set by the runner.
    var line = 0
    private(set) var kills: [RunIncident] = []
    private var lastWarning: WarningRecord?

    func receive(_ record: TraceRecord) {
        switch record {
        case .warning(let warning):
            lastWarning = warning
        case .transition(let transition) where transition.to == .notRunning
            && RuleID.watchdogAndAssertionKills.contains(transition.rule):
            var message = "\(transition.app) was killed"
            if let warning = lastWarning, warning.app == transition.app, warning.time == transition.time,
               warning.rule == transition.rule {
                message += ": \(warning.message)"
            }
            kills.append(RunIncident(kind: .assertionKill, line: line, time: transition.time,
                                     message: message, rule: transition.rule))
        default:
            break
        }
    }
}
