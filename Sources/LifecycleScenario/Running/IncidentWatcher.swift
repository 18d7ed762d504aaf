import LifecycleSim

/// Watches the trace for what `--strict` fails on: the kills, each a transition to not-running
/// caused by one of `RuleID.watchdogAndAssertionKills` and described by the warning the kill wrote
/// just before it, and the warning of the latest refusal (`refusalWarning`).
final class IncidentWatcher: TraceSink {
    /// The line now running, set by the runner.
    var line = 0
    private(set) var kills: [RunIncident] = []
    private var lastWarning: WarningRecord?

    /// Reads only warnings and the ends of processes by a watchdog or an assertion
    /// (no record made for the others; a transition's entry names its rule).
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
            var incident = RunIncident(kind: .kill(by: transition.rule), line: line, time: transition.time, message: "",
                                       rule: transition.rule)
            incident.killedApp = transition.app
            if let warning = lastWarning, warning.app == transition.app, warning.time == transition.time,
               warning.rule == transition.rule {
                incident.warning = warning.warning
            }
            incident.message = incident.message(in: .en)
            kills.append(incident)
        default:
            break
        }
    }

    /// The warning of the refusal the device just returned (`reason` citing `rule` at `time`): a
    /// refusal writes one warning and nothing after it (`Device.refuse`), so it is the latest one.
    func refusalWarning(reason: String, rule: RuleID, time: VirtualTime) -> WarningText? {
        guard !reason.isEmpty, let warning = lastWarning, warning.time == time, warning.rule == rule, warning.message == reason else {
            return nil
        }
        return warning.warning
    }
}
