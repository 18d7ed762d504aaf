/// Limits that keep a run finite when an app's code multiplies its own timers: an expiration
/// handler that schedules two timers which each begin a task whose handler schedules two more,
/// under a debugger that keeps the app from being suspended, doubles its timers every few
/// virtual seconds; a timer that reschedules itself `after 0s` never lets time pass. Real iOS
/// would kill such an app for its CPU use; docs/RULES.md has no rule for that, so once a
/// process passes a limit the simulator stops its timers (one warning, TE-5: timers belong to
/// the process): no new one is scheduled, and none runs again at that instant. The run stays
/// finite and short. No scenario that means to teach a rule comes near these limits.
///
/// A third limit bounds a catch-up rather than a process: see `firingsPastLimit`.
enum RunawayGuard {
    /// Timers one process may have pending at once.
    static let pendingTimerLimit = 1_000
    /// Timers of one process that may run at one virtual instant.
    static let firingsPerInstantLimit = 1_000
    /// Items one catch-up may fire past its limit (the time of the line it comes before): each
    /// fell due only because the one before kept the main thread busy. A chain of timers that
    /// each work and schedule the next never ends on its own; past this many the line runs,
    /// and the chain goes on after it (one warning per device).
    static let firingsPastLimit = 1_000

    /// Counts a firing; false once the process has fired too many timers at this instant.
    static func allowsFiring(_ process: AppProcess, at now: VirtualTime) -> Bool {
        if process.firingInstant != now {
            process.firingInstant = now
            process.firingsAtInstant = 0
        }
        process.firingsAtInstant += 1
        return process.firingsAtInstant <= firingsPerInstantLimit
    }
}
