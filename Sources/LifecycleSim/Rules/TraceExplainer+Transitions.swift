extension TraceExplainer {
    static func explainTransition(_ r: TransitionRecord, profile: OSProfile?) -> Explanation? {
        switch (r.from, r.to) {
        case (.notRunning, .inactive):
            switch r.rule {
            case .la2:
                return Explanation(.launchedForURL, rules: [.la2, .la1])
            case .la4:
                return Explanation(.launchedForNotification, rules: [.la4, .la1])
            default:
                return Explanation(.launched, rules: [.la1, .st2])
            }
        case (.notRunning, .background) where r.rule == .pw2:
            return Explanation(.prewarmedIntoBackground, rules: [.pw2, .bg7, .bg2])
        case (.notRunning, .background) where r.rule == .bt3:
            return Explanation(.launchedForBGTask, rules: [.bt3, .bg7])
        case (.notRunning, .background) where [.la1, .la2, .la4].contains(r.rule):
            // SC-5: a scene-based app's user launch.
            return Explanation(.launchedScenes, rules: [r.rule, .sc5, .sc3])
        case (.notRunning, .background) where r.rule == .br5:
            return Explanation(.launchedForTransfers, rules: [.br5, .br4, .bg7])
        case (.notRunning, .background):
            return Explanation(.launchedInBackground, rules: [.br3, .br4, .bg7])
        case (.active, .inactive):
            return Explanation(leavingActive(r.rule), rules: r.rule == .sc5 ? [.sc5, .sc1] : [r.rule])
        case (.inactive, .active):
            if r.rule == .in1 {
                return Explanation(.notificationCenterActiveAgain, rules: [.in1])
            }
            if r.rule == .lk3 {
                return Explanation(.alwaysOnActiveAgain, rules: [.lk3, .lk2])
            }
            return Explanation(.activeAgain, rules: [r.rule, .st2])
        case (.inactive, .background):
            if r.rule == .fg5 {
                return Explanation(.enterBackgroundExitsOnSuspend, rules: [.fg5])
            }
            return enterBackground(profile, rules: [r.rule, .bg3, .pr1])
        case (.background, .suspended):
            if r.rule == .bg5 {
                return Explanation(.suspendedAfterExpiry, rules: [.bg5, .bg2])
            }
            return Explanation(.suspended, rules: [.bg2, .st1, .bm1, .bm2, .db1])
        case (.suspended, .background) where r.rule == .bt3:
            return Explanation(.resumedForBGTask, rules: [.bt3])
        case (.suspended, .background) where r.rule == .br5:
            return Explanation(.resumedForTransfers, rules: [.br5, .bg7])
        case (.suspended, .background):
            return r.rule == .br3
                ? Explanation(.resumedForEvent, rules: [.br3, .bg7])
                : Explanation(.resumedOnWayBack, rules: [r.rule])
        case (.background, .inactive) where r.rule == .sc5:
            // A scene-based app following its scene, at a launch or a return (SC-1: no app-delegate callbacks).
            return Explanation(.sceneAppToFront, rules: [.sc5, .sc1, .bg4])
        case (.background, .inactive):
            return Explanation(.backToFront, rules: [r.rule, .fg4, .bg4])
        case (_, .notRunning):
            return explainTermination(r)
        default:
            return nil
        }
    }

    private static func leavingActive(_ rule: RuleID) -> ExplainMessage {
        switch rule {
        case .in1: return .coveredInactive
        case .lk1: return .lockedStaysInactive
        case .lk2: return .lockedGoesBackground
        case .lk3: return .alwaysOnResigns
        case .fg3: return .switchingApps
        case .sc5: return .sceneAppResigns
        default: return .resigningActive
        }
    }

    private static func explainTermination(_ r: TransitionRecord) -> Explanation {
        switch r.rule {
        case .te2:
            return r.from == .suspended
                ? Explanation(.swipedAwaySuspended, rules: [.te2, .sr4, .te5])
                : Explanation(.swipedAwayRunning, rules: [.te2, .sr4, .te5])
        case .mw1:
            return Explanation(.memoryTermination, rules: [.mw1, .te3, .ps2])
        case .fg5:
            return r.from == .background
                ? Explanation(.exitsOnSuspendEnds, rules: [.fg5])
                : Explanation(.noMultitaskingTerminates, rules: [.fg5])
        case .db1:
            return Explanation(.debuggerStopped, rules: [.db1, .sr4])
        case .bt1, .bt3:
            return Explanation(.bgTaskSchedulerCrash, rules: [r.rule, .te3, .te5])
        case let rule where RuleID.watchdogAndAssertionKills.contains(rule):
            return Explanation(.killedForLimit, rules: [r.rule, .te3, .te5])
        default:
            if r.from == .suspended {
                return Explanation(.suspendedTerminated, rules: [.te3, .te5, .ps2])
            }
            if r.from.isForeground {
                return Explanation(.foregroundCrash, rules: [.te3, .te5, .ps2])
            }
            return Explanation(.backgroundCrash, rules: [.te3, .te5, .ps2])
        }
    }
}
