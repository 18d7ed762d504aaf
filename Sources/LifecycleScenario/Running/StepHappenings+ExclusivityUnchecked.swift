import LifecycleSim

/// What happened during one step that a property can name (docs/LANGUAGE.md, "Properties"): the
/// ends of processes with the rule each cites, crashes, warnings, and the callbacks and
/// notifications of the apps the properties read. `clear()` starts the next step.
///
/// Its lists are `@exclusivity(unchecked)` for the reason `Device` gives: Swift's run-time check of
/// exclusive access, made on every read and write of a class's stored property, is paid by every
/// step `lifesim explore` takes (`clear()` and the properties' reads). Nothing calls back into the
/// happenings while one of these lists changes; `.ci/exclusivity-checked` runs every test with the
/// checks on.
package final class StepHappenings: TraceSink {
    @exclusivity(unchecked) var kills: [(app: String, rule: RuleID)] = []
    @exclusivity(unchecked) var crashes: [String] = []
    @exclusivity(unchecked) var warnings: [WarningRecord] = []
    let windows: CallbackWindows
    let apps: Set<String>
    /// Whether the warning of a refused event is read: not by a reader that reads no step the
    /// device refused (`lifesim explore`'s), as a refused event changes nothing else.
    let readsRefusals: Bool

    /// Keeps callbacks and notifications for `apps` only; the warnings of refused events only
    /// when `readsRefusals`.
    package init(apps: Set<String>, readsRefusals: Bool = true) {
        self.apps = apps
        self.readsRefusals = readsRefusals
        windows = CallbackWindows(tracking: apps)
    }
}
