/// `failsOnKills`: a watchdog or assertion kill fails the call of the Swift API that caused it.
extension SimulatedDevice {
    /// With `failsOnKills`: throws for the first watchdog or assertion kill since the last look
    /// (only warnings and ends of processes are made into records).
    package func checkKills() throws {
        guard failsOnKills else { return }
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
                lastWarning = warning
            case .transition(let t) where RuleID.watchdogAndAssertionKills.contains(t.rule):
                let reason = lastWarning.flatMap { $0.app == t.app && $0.rule == t.rule ? $0.message : nil }
                throw LifecycleSimError.killed(app: t.app, rule: t.rule, time: t.time, reason: reason ?? "no reason logged")
            default:
                break
            }
        }
    }
}
