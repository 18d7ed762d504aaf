extension TraceExplainer {
    static func explainTransition(_ r: TransitionRecord, profile: OSProfile?) -> Explanation? {
        switch (r.from, r.to) {
        case (.notRunning, .inactive):
            switch r.rule {
            case .la2:
                return Explanation(text: "launched to open a URL: the URL is in the launch options and openURL comes after didFinishLaunching", rules: [.la2, .la1])
            case .la4:
                return Explanation(text: "the user tapped a notification: it is in the launch options, and the app is inactive while it finishes launching", rules: [.la4, .la1])
            default:
                return Explanation(text: "the user launched it: it is inactive while it finishes launching", rules: [.la1, .st2])
            }
        case (.notRunning, .background) where r.rule == .bt3:
            return Explanation(text: "launched into the background for a BGTaskScheduler request: no scene, no didBecomeActive; its task keeps it running", rules: [.bt3, .bg7])
        case (.notRunning, .background):
            return Explanation(text: "launched straight into the background for an event: no didEnterBackground and never didBecomeActive; it has 30 s", rules: [.br3, .br4, .bg7])
        case (.active, .inactive):
            return Explanation(text: leavingActiveText(r.rule), rules: [r.rule])
        case (.inactive, .active):
            if r.rule == .in1 {
                return Explanation(text: "from iOS 11 the Notification Center pull-down first shows the lock-screen-like sheet: the app is active again for a moment, then resigns once more", rules: [.in1])
            }
            return Explanation(text: "nothing covers it any more: it is active and receives events", rules: [r.rule, .st2])
        case (.inactive, .background):
            if r.rule == .fg5 {
                return Explanation(text: "it opts out of background execution (exits-on-suspend): didEnterBackground, then willTerminate; no budget starts", rules: [.fg5])
            }
            return Explanation(text: "it enters the background; \(budgetText(profile)) starts now and belongs to the app, not to its tasks", rules: [r.rule, .bg3, .pr1])
        case (.background, .suspended):
            if r.rule == .bg5 {
                return Explanation(text: "every task was ended by its expiration handler and nothing else keeps it running, so it is suspended", rules: [.bg5, .bg2])
            }
            return Explanation(text: "nothing keeps it running (no task within its budget, no completion window, no audio or location, no debugger): suspended at once, in memory and running no code", rules: [.bg2, .st1, .bm1, .bm2, .db1])
        case (.suspended, .background) where r.rule == .bt3:
            return Explanation(text: "resumed in the background for a BGTaskScheduler request: the launch handler runs next", rules: [.bt3])
        case (.suspended, .background):
            return r.rule == .br3
                ? Explanation(text: "resumed in the background for an event, with 30 s to handle it", rules: [.br3, .bg7])
                : Explanation(text: "resumed on its way back to the front", rules: [r.rule])
        case (.background, .inactive):
            return Explanation(text: "back to the front: willEnterForeground came first, didBecomeActive follows; outstanding tasks stay, and the budget restarts at the next backgrounding", rules: [r.rule, .fg4, .bg4])
        case (_, .notRunning):
            return explainTermination(r)
        default:
            return nil
        }
    }

    private static func leavingActiveText(_ rule: RuleID) -> String {
        switch rule {
        case .in1: return "something covers it (an alert, a call, Notification or Control Center, the switcher): inactive, not background"
        case .lk1: return "locked: on iOS 3 and 4 (or without multitasking) it stays inactive behind the lock screen"
        case .lk2: return "locked: from iOS 5 it goes on to the background"
        case .fg3: return "the user is switching to another app: it leaves exactly as with Home"
        default: return "it is leaving the foreground: it resigns active first"
        }
    }

    private static func explainTermination(_ r: TransitionRecord) -> Explanation {
        let freed = "its memory, tasks and timers are gone"
        switch r.rule {
        case .te2:
            return r.from == .suspended
                ? Explanation(text: "swiped away while suspended: killed without any callback; its restoration archive is deleted", rules: [.te2, .sr4, .te5])
                : Explanation(text: "swiped away while running: willTerminate came first; its restoration archive is deleted", rules: [.te2, .sr4, .te5])
        case .mw1:
            return Explanation(text: "terminated to free memory: suspended apps first and silently, running ones after willTerminate, the front app last; \(freed)", rules: [.mw1, .te3, .ps2])
        case .fg5:
            return r.from == .background
                ? Explanation(text: "it opts out of background execution (exits-on-suspend): after didEnterBackground and willTerminate it ends", rules: [.fg5])
                : Explanation(text: "without multitasking it terminates instead of entering the background", rules: [.fg5])
        case .db1:
            return Explanation(text: "stopped by the debugger: no callback, and the restoration archive is kept", rules: [.db1, .sr4])
        case .bt1, .bt3:
            return Explanation(text: "BGTaskScheduler raised an exception (NSInternalInconsistencyException), so the app crashed: no willTerminate; \(freed)", rules: [r.rule, .te3, .te5])
        case let rule where RuleID.watchdogAndAssertionKills.contains(rule):
            return Explanation(text: "killed by the system for breaking a limit: no willTerminate; \(freed)", rules: [r.rule, .te3, .te5])
        default:
            if r.from == .suspended {
                return Explanation(text: "suspended apps are never told they are terminated: no willTerminate; \(freed)", rules: [.te3, .te5, .ps2])
            }
            if r.from.isForeground {
                return Explanation(text: "a crash gives no callback; a reboot tells only the app on screen (willTerminate first); \(freed)", rules: [.te3, .te5, .ps2])
            }
            return Explanation(text: "a crash or a reboot gives no callback to an app in the background; \(freed)", rules: [.te3, .te5, .ps2])
        }
    }
}
