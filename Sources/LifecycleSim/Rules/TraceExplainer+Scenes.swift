/// Explanations of scene records (SC-1 … SC-9).
extension TraceExplainer {
    /// The rules in order, each once (a record's own rule may be the one the text rests on).
    private static func distinct(_ rules: RuleID...) -> [RuleID] {
        var seen: Set<RuleID> = []
        return rules.filter { seen.insert($0).inserted }
    }

    static func explainSceneTransition(_ r: SceneTransitionRecord) -> Explanation {
        switch (r.from, r.to) {
        case (.unattached, .foregroundInactive) where r.rule == .sc6:
            return Explanation(.sceneNewWindowConnects, rules: distinct(.sc6, .sc5))
        case (_, .foregroundActive) where r.rule == .sc7:
            return Explanation(.sceneSplitActive, rules: distinct(.sc7, .sc5))
        case (.unattached, .foregroundInactive):
            return Explanation(.sceneConnects, rules: distinct(r.rule, .sc5))
        case (.unattached, .background):
            return Explanation(.sceneConnectsInBackground, rules: distinct(r.rule, .br3))
        case (.foregroundInactive, .foregroundActive):
            return Explanation(.sceneBecomesActive, rules: distinct(r.rule, .sc5))
        case (.foregroundActive, .foregroundInactive):
            return Explanation(.sceneResigns, rules: distinct(r.rule, .sc5))
        case (.foregroundInactive, .background):
            return Explanation(.sceneLastLeft, rules: distinct(r.rule, .sc5, .sc2))
        case (.background, .foregroundInactive):
            return Explanation(.sceneReturns, rules: distinct(r.rule, .sc5))
        case (_, .disconnected) where r.rule == .sc8:
            return Explanation(.sceneDiscarded, rules: [.sc8])
        case (_, .disconnected):
            return r.rule == .sc9
                ? Explanation(.sceneReleased, rules: [.sc9])
                : Explanation(.sceneEndedWithProcess, rules: distinct(r.rule, .sc5))
        default:
            return Explanation(.sceneStateChanged, rules: distinct(r.rule, .sc5))
        }
    }

    static func explainScene(_ callback: DelegateCallback, _ r: CallbackRecord) -> Explanation {
        switch callback {
        case .configurationForConnecting where r.rule == .sc6:
            return Explanation(.configurationForNewWindow, rules: [.sc6])
        case .configurationForConnecting:
            return Explanation(.configurationForConnecting, rules: [.sc3])
        case .willConnect:
            return Explanation(.willConnect, rules: distinct(r.rule, .sc3))
        case .sceneWillEnterForeground:
            return Explanation(.sceneWillEnterForeground, rules: distinct(r.rule, .sc1))
        case .sceneDidBecomeActive:
            return Explanation(.sceneDidBecomeActive, rules: distinct(r.rule, .sc1))
        case .sceneWillResignActive:
            return Explanation(.sceneWillResignActive, rules: distinct(r.rule, .sc1))
        case .sceneDidEnterBackground:
            return Explanation(.sceneDidEnterBackground, rules: distinct(r.rule, .sc2, .fg2))
        case .didDiscardSceneSessions:
            return Explanation(.didDiscardSceneSessions, rules: [.sc8])
        case .sceneDidDisconnect where r.rule == .sc8:
            return Explanation(.sceneDidDisconnectDiscarded, rules: [.sc8])
        case .sceneDidDisconnect:
            return Explanation(.sceneDidDisconnect, rules: [.sc9])
        case .stateRestorationActivity:
            return Explanation(.stateRestorationActivity, rules: [.sc4])
        case .sceneOpenURLContexts:
            return Explanation(.sceneOpenURLContexts, rules: [.sc1, .la2])
        default:
            return Explanation(.sceneBased, rules: [.sc1])
        }
    }
}
