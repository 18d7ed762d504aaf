/// Why a record happened, in plain words, and the rules it rests on.
public struct Explanation: Hashable, Sendable {
    /// One sentence, without the rule ids.
    public var text: String
    /// The rules behind it, most direct first.
    public var rules: [RuleID]

    /// `why: TEXT (RULE, RULE)`, as `--explain` prints it.
    public var line: String {
        var seen = Set<RuleID>()
        let distinct = rules.filter { seen.insert($0).inserted }
        return "why: \(text) (\(distinct.map(\.rawValue).joined(separator: ", ")))"
    }
}

/// Plain-language reasons for trace records (`--explain`): why something happened, or why
/// something a learner might expect did not, each ending with the rule ids.
public enum TraceExplainer {
    /// The `why:` line for a record, or nil for records that need none (expectations, logs).
    public static func explanation(for record: TraceRecord, profile: OSProfile? = nil) -> String? {
        explain(record, profile: profile)?.line
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
            return Explanation(text: "the classic background fetch: deprecated from iOS 13 in favour of BGAppRefreshTask, and it still works", rules: [.bt8, .br3])
        case .bgTask(let r): return explainBGTask(r)
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
            return Explanation(text: "the process list shows each running or suspended process by its kernel name (16 characters at most) and memory; free memory is what the system and the processes leave", rules: [.ps1, .ps2])
        case "memory-warning":
            return Explanation(text: "the level is what apps read; the callbacks are the same at every level", rules: [.mw4])
        case "switcher":
            return Explanation(text: "the switcher shows a card for every app used since boot and not swiped away, most recent first, running or not", rules: [.te1])
        case "refresh", "low-power":
            return Explanation(text: "Background App Refresh is available only with both switches on, not restricted, and Low Power Mode off (iOS 9+)", rules: [.br1])
        case "debugger":
            return Explanation(text: "with a debugger attached, watchdogs are off and nothing suspends or kills the app", rules: [.db1])
        case "share":
            return Explanation(text: "the Open-In menu lists the apps whose document types match the file's type or one it conforms to", rules: [.doc1])
        case "split":
            return Explanation(text: "Split View (iPad): the two scenes on screen are both foreground-active; an interruption resigns both, and Home sends both away", rules: [.sc7])
        case "prewarm":
            return Explanation(text: "the system starts the app's process and stops it before UIApplicationMain: no callback, the app stays not-running, but its memory counts; the next launch completes it", rules: [.pw1])
        default:
            return nil
        }
    }

    static func budgetText(_ profile: OSProfile?) -> String {
        guard let budget = profile?.backgroundBudget else { return "its background budget" }
        return "its \(budget.milliseconds / 1000) s budget"
    }
}
