/// `failsOnKills` and `failsOnWarnings`: a watchdog or assertion kill, or a warning a test asked
/// for, fails the call of the Swift API that caused it.
extension SimulatedDevice {
    /// With `failsOnKills` or `failsOnWarnings`: throws for the first such kill or warning since the
    /// last look (only warnings and ends of processes are made into records).
    package func checkFailures() throws {
        guard failsOnKills || failsOnWarnings != .none else { return }
        engine.flushTrace()
        let entries = log.entries
        if recordsChecked > entries.count { recordsChecked = 0 } // the log was emptied meanwhile
        defer { recordsChecked = entries.count }
        var lastWarning: WarningRecord?
        for index in recordsChecked..<entries.count {
            let entry = entries[index]
            guard entry.kind == .warning || (entry.kind == .transition && entry.state == .notRunning) else { continue }
            switch log[index] {
            case .warning(let warning):
                // A warning that says why a kill comes (BG-5's "assertions beyond permitted time")
                // is the kill's reason: the kill is what fails the call.
                if failsOnWarnings.includes(warning.rule) && !(failsOnKills && announcesKill(warning, after: index)) {
                    throw LifecycleSimError.warned(app: warning.app, rule: warning.rule, time: warning.time,
                                                   message: warning.message)
                }
                lastWarning = warning
            case .transition(let t) where failsOnKills && RuleID.watchdogAndAssertionKills.contains(t.rule):
                let reason = lastWarning.flatMap { $0.app == t.app && $0.rule == t.rule ? $0.message : nil }
                throw LifecycleSimError.killed(app: t.app, rule: t.rule, time: t.time, reason: reason ?? "no reason logged")
            default:
                break
            }
        }
    }
}

extension SimulatedDevice {
    /// True when the record right after `index` ends `warning`'s app by `warning`'s rule.
    private func announcesKill(_ warning: WarningRecord, after index: Int) -> Bool {
        guard index + 1 < log.entries.count, case .transition(let t) = log[index + 1] else { return false }
        return t.app == warning.app && t.rule == warning.rule && t.to == .notRunning
    }
}

/// Which warnings fail the call of the Swift API that wrote them (`SimulatedDevice.failsOnWarnings`).
public enum WarningFailures: Hashable, Sendable {
    /// None: warnings are only written to the trace.
    case none
    /// Every warning. On iOS 18.4 and later that includes the line UIKit logs at every launch of
    /// an app without scenes (PR-1, TN3187): name the rules instead to test such an app's launches.
    case all
    /// The warnings of these rules.
    case rules(Set<RuleID>)

    /// True when a warning of `rule` fails the call.
    public func includes(_ rule: RuleID) -> Bool {
        switch self {
        case .none: return false
        case .all: return true
        case .rules(let rules): return rules.contains(rule)
        }
    }
}
