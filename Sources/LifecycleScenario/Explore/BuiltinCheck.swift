import LifecycleSim

/// What `lifesim explore` checks on every path unless told not to (`--allow`), besides the file's
/// own properties (docs/LANGUAGE.md, "Exploring every path").
public enum BuiltinCheck: String, Hashable, Sendable, CaseIterable {
    /// No app's process crashes (the `crash` action, an uncaught exception).
    case crash
    /// No app is killed by a watchdog or for holding assertions too long (LA-3, FG-2, BG-5, BG-8,
    /// BR-3, BT-6: the kills `lifesim run --strict` fails on).
    case watchdog
    /// UIKit writes no warning to the console (`WarningText.isUIKitLog`: BG-1's 30 s line, BG-5's
    /// task not ended after its expiration handler, an end of a task that is not outstanding …)
    /// during a step. TN3187's line (PR-1), which every launch of an app without scenes writes
    /// whatever came before it (`WarningText.isWrittenAtEveryLaunch`), is the app's configuration,
    /// not a path's: a property (`never Notes warning PR-1`) reads it.
    case warning

    /// True when no check can find anything in the step: it ended no process, crashed none and
    /// wrote no warning, all that `violation(in:)` reads. Most steps do nothing of the kind.
    static func findNothing(in happenings: StepHappenings) -> Bool {
        happenings.kills.isEmpty && happenings.crashes.isEmpty && happenings.warnings.isEmpty
    }

    /// The property this check found broken in a step, written as a line of the language (`never
    /// Uploader killed-by BG-5`), with what was observed; nil when the step broke none of it.
    func violation(in happenings: StepHappenings) -> (property: PropertyCondition, observed: String)? {
        switch self {
        case .crash:
            return happenings.crashes.first.map { (.crashed(app: $0), "\($0) crashed") }
        case .watchdog:
            return happenings.kills.first { RuleID.watchdogAndAssertionKills.contains($0.rule) }.map {
                (.killed(app: $0.app, by: $0.rule), "\($0.app) killed-by \($0.rule)")
            }
        case .warning:
            return happenings.warnings.first { $0.warning.isUIKitLog && !$0.warning.isWrittenAtEveryLaunch }.map {
                (.warning(app: $0.app, rule: $0.rule), PropertyCondition.warning(app: $0.app, rule: $0.rule).description)
            }
        }
    }
}
