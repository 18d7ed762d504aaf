extension TraceExplainer {
    /// A warning in plain words: what iOS does there and why, by the rule that wrote it; rules
    /// without words of their own fall back to their title.
    static func explainWarning(_ warning: WarningRecord) -> Explanation {
        let text: String
        switch warning.rule {
        case .st2:
            text = "the event makes no sense in this state, so nothing changes (the Swift API throws here)"
        case .br2:
            text = "Background App Refresh is off for the app, restricted, or Low Power Mode is on: no background launch or resume"
        case .br3:
            text = "a background event needs its mode declared and a version that has it; a completion handler not called within 30 s gets the app killed"
        case .te4:
            text = "the user swiped the app away: iOS does not launch it in the background until the user opens it again"
        case .te5:
            text = "a process that ends takes its timers and tasks with it"
        case .bg5:
            text = "tasks were still outstanding when the budget ran out: the app is killed (0x8badf00d), with no willTerminate"
        case .bg6:
            text = "ending a task that is not outstanding changes nothing; iOS only logs it"
        case .bg8:
            text = "more than 1000 outstanding tasks: the app is killed (0xbada5e47)"
        case .bg9:
            text = "background execution is impossible now: beginBackgroundTask returns the invalid identifier and calls the expiration handler at once"
        case .la3:
            text = "the launch took more than 20 s: the watchdog kills the app (0x8badf00d)"
        case .fg2:
            text = "didEnterBackground took more than 5 s: the watchdog kills the app (0x8badf00d)"
        case .in4:
            text = "a notification for an app that is not active is a banner: no callback and no change of state"
        case .bm3:
            text = "an activity whose background mode the app does not declare stops when it leaves the foreground"
        default:
            let title = RuleCatalogue.rule(warning.rule)?.title.lowercased() ?? "see the rule"
            text = "iOS refuses, drops or kills here: \(title)"
        }
        return Explanation(text: text, rules: [warning.rule])
    }
}
