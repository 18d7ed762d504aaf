import LifecycleSim

/// Something in a run that `lifesim run --strict` treats as a failure: an event the device
/// refused, or an app killed by a watchdog or an assertion.
public struct RunIncident: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The device could not take a timeline event (one warning, nothing changed).
        case refusal
        /// A watchdog kill (LA-3, FG-2: the watchdogs a debugger turns off, DB-1).
        case watchdogKill = "watchdog kill"
        /// An assertion kill: background time or tasks beyond what iOS permits (BG-5, BG-8, BR-3, BT-6).
        case assertionKill = "assertion kill"

        /// The kind of kill a transition to not-running by `rule` (one of `RuleID.watchdogAndAssertionKills`) is.
        static func kill(by rule: RuleID) -> Kind {
            watchdogRules.contains(rule) ? .watchdogKill : .assertionKill
        }

        /// The kills by a watchdog; every other rule of `RuleID.watchdogAndAssertionKills` kills for an assertion.
        static let watchdogRules: Set<RuleID> = [.la3, .fg2]

        /// The kind's name in `language`, as the `--strict` report writes it.
        package func name(in language: Language) -> String {
            switch self {
            case .refusal: return RunMessage.refusal.text(in: language)
            case .watchdogKill: return RunMessage.watchdogKill.text(in: language)
            case .assertionKill: return RunMessage.assertionKill.text(in: language)
            }
        }
    }

    public var kind: Kind
    /// The timeline line that was running (its catch-up included) when it happened.
    public var line: Int
    public var time: VirtualTime
    /// The incident in English (`message(in: .en)`).
    public var message: String
    public var rule: RuleID
    /// For a kill: the app killed (its `message` reads `APP was killed: WARNING`).
    public var killedApp: String?
    /// The warning the device wrote: a refusal's reason, or the one a kill wrote just before it
    /// (nil if there was none). Kept as a `WarningText`, so the report can say it
    /// in the reader's language with the very words of the trace.
    public var warning: WarningText?

    public init(kind: Kind, line: Int, time: VirtualTime, message: String, rule: RuleID) {
        self.kind = kind
        self.line = line
        self.time = time
        self.message = message
        self.rule = rule
    }

    /// The message in `language`: a kill's own words and a refusal's warning, each warning as the
    /// text trace words it in `language` (`WarningText.text(in:)`).
    package func message(in language: Language) -> String {
        let warningText = warning?.text(in: language)
        guard let killedApp else { return warningText ?? message }
        let text = RunMessage.appKilled(app: killedApp).text(in: language)
        return warningText.map { RunMessage.appKilledBecause(killed: text, warning: $0).text(in: language) } ?? text
    }
}
