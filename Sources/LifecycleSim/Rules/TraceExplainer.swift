/// Why a record happened, in plain words, and the rules it rests on.
///
/// The words are an `ExplainMessage` with its values, so the same explanation reads in every
/// language (`text(in:)`, `line(in:)`).
public struct Explanation: Hashable, Sendable {
    /// The sentence, without the rule ids.
    public var message: ExplainMessage
    /// The rules behind it, most direct first.
    public var rules: [RuleID]

    public init(_ message: ExplainMessage, rules: [RuleID]) {
        self.message = message
        self.rules = rules
    }

    /// The sentence in English.
    public var text: String { text(in: .en) }

    /// The sentence in `language`.
    public func text(in language: Language) -> String { message.text(in: language) }

    /// `why: TEXT (RULE, RULE)`, as `--explain` prints it in English.
    public var line: String { line(in: .en) }

    /// The `why:` line in `language` (`理由: …` in Japanese), each rule id once.
    public func line(in language: Language) -> String {
        var seen = Set<RuleID>()
        let distinct = rules.filter { seen.insert($0).inserted }
        return ExplainMessage.whyLine(text: text(in: language), rules: distinct.map(\.rawValue).joined(separator: ", "))
            .text(in: language)
    }
}

/// Plain-language reasons for trace records (`--explain`): why something happened, or why
/// something a learner might expect did not, each ending with the rule ids.
public enum TraceExplainer {
    /// The `why:` line for a record, or nil for records that need none (expectations, logs).
    public static func explanation(for record: TraceRecord, profile: OSProfile? = nil,
                                   in language: Language = .en) -> String? {
        explain(record, profile: profile)?.line(in: language)
    }

    /// The explanation of a record; `profile` makes budgets exact (`180 s` rather than "its budget").
    public static func explain(_ record: TraceRecord, profile: OSProfile? = nil) -> Explanation? {
        switch record {
        case .event(let event): return explainEvent(event.event)
        case .transition(let transition): return explainTransition(transition, profile: profile)
        case .callback(let callback):
            guard callback.callback == .delegate(.performFetch), profile?.hasBGTaskScheduler == true else {
                return explainCallback(callback)
            }
            return Explanation(.classicBackgroundFetch, rules: [.bt8, .br3])
        case .bgTask(let r): return explainBGTask(r)
        case .activity(let r): return explainActivity(r)
        case .sceneTransition(let transition): return explainSceneTransition(transition)
        case .task(let task): return explainTask(task)
        case .warning(let warning):
            return explainWarning(warning)
        case .expect, .log:
            return nil
        }
    }

    /// Events whose rule is not visible in the records they cause.
    static func explainEvent(_ text: String) -> Explanation? {
        let word = text.split(separator: " ").first.map(String.init) ?? ""
        switch word {
        case "ps":
            return Explanation(.eventPS, rules: [.ps1, .ps2])
        case "memory-warning":
            return Explanation(.eventMemoryWarning, rules: [.mw4])
        case "switcher":
            return Explanation(.eventSwitcher, rules: [.te1])
        case "refresh", "low-power":
            return Explanation(.eventRefresh, rules: [.br1])
        case "debugger":
            return Explanation(.eventDebugger, rules: [.db1])
        case "share":
            return Explanation(.eventShare, rules: [.doc1])
        case "split":
            return Explanation(.eventSplit, rules: [.sc7])
        case "prewarm":
            return Explanation(.eventPrewarm, rules: [.pw1, .pw2])
        case "transfers-finish":
            return Explanation(.eventTransfersFinish, rules: [.br5])
        case "call" where text == "call":
            return Explanation(.eventCall, rules: [.in5, .in1])
        case "call" where text == "call expand":
            return Explanation(.eventCallExpand, rules: [.in5, .in1])
        default:
            return nil
        }
    }

    /// "It enters the background", with its budget in seconds when the profile is known.
    static func enterBackground(_ profile: OSProfile?, rules: [RuleID]) -> Explanation {
        guard let budget = profile?.backgroundBudget else { return Explanation(.enterBackgroundBudgetUnknown, rules: rules) }
        return Explanation(.enterBackgroundBudget(seconds: String(budget.milliseconds / 1000)), rules: rules)
    }
}
