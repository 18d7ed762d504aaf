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
            return Explanation(text: "a new window of a multi-scene app connects and takes the screen; the scene it replaced left first, as with Home", rules: distinct(.sc6, .sc5))
        case (_, .foregroundActive) where r.rule == .sc7:
            return Explanation(text: "Split View: both scenes on screen are foreground-active at once, so two apps (or two scenes of one app) are active together", rules: distinct(.sc7, .sc5))
        case (.unattached, .foregroundInactive):
            return Explanation(text: "the scene connects in the foreground, inactive until sceneDidBecomeActive; the app's state follows its scenes", rules: distinct(r.rule, .sc5))
        case (.foregroundInactive, .foregroundActive):
            return Explanation(text: "nothing covers the scene any more: it is active, so the app is active", rules: distinct(r.rule, .sc5))
        case (.foregroundActive, .foregroundInactive):
            return Explanation(text: "the scene loses focus first: sceneWillResignActive came before; the app is inactive while no scene is active", rules: distinct(r.rule, .sc5))
        case (.foregroundInactive, .background):
            return Explanation(text: "the app's last foreground scene left, so the app enters the background and its background rules start", rules: distinct(r.rule, .sc5, .sc2))
        case (.background, .foregroundInactive):
            return Explanation(text: "the scene returns: sceneWillEnterForeground came first, sceneDidBecomeActive follows", rules: distinct(r.rule, .sc5))
        case (_, .disconnected) where r.rule == .sc8:
            return Explanation(text: "the user closed the window or swiped its card away: the scene is discarded, its session with it", rules: [.sc8])
        case (_, .disconnected):
            return r.rule == .sc9
                ? Explanation(text: "the system released a background scene to reclaim memory; the process and the session stay, and the next launch connects a new scene", rules: [.sc9])
                : Explanation(text: "the process ended, and its scenes with it: no scene callback", rules: distinct(r.rule, .sc5))
        default:
            return Explanation(text: "the scene's activation state changed; the app's state follows its scenes", rules: distinct(r.rule, .sc5))
        }
    }

    static func explainScene(_ callback: DelegateCallback, _ r: CallbackRecord) -> Explanation {
        switch callback {
        case .configurationForConnecting where r.rule == .sc6:
            return Explanation(text: "a new window: the app delegate names the configuration of every new scene, as the user or requestSceneSessionActivation asked", rules: [.sc6])
        case .configurationForConnecting:
            return Explanation(text: "the app delegate names the configuration of the scene about to connect, after didFinishLaunching", rules: [.sc3])
        case .willConnect:
            return Explanation(text: "the scene connects: the scene delegate's first callback, where the window is set up", rules: distinct(r.rule, .sc3))
        case .sceneWillEnterForeground:
            return Explanation(text: "the scene delegate replaces applicationWillEnterForeground; sceneDidBecomeActive always follows", rules: distinct(r.rule, .sc1))
        case .sceneDidBecomeActive:
            return Explanation(text: "the scene is in front and receives events; the app delegate's didBecomeActive is not called", rules: distinct(r.rule, .sc1))
        case .sceneWillResignActive:
            return Explanation(text: "the scene is about to lose focus; the app delegate's willResignActive is not called", rules: distinct(r.rule, .sc1))
        case .sceneDidEnterBackground:
            return Explanation(text: "the scene is in the background; the app's budget and suspension follow the background rules, per process", rules: distinct(r.rule, .sc2, .fg2))
        case .didDiscardSceneSessions:
            return Explanation(text: "the app delegate hears that the user discarded scene sessions: right after their sceneDidDisconnect, or, for scenes discarded while the app was not running (or suspended, then killed), at its next launch right after didFinishLaunching", rules: [.sc8])
        case .sceneDidDisconnect where r.rule == .sc8:
            return Explanation(text: "the user closed the window or swiped its card away: the scene disconnects, and didDiscardSceneSessions follows", rules: [.sc8])
        case .sceneDidDisconnect:
            return Explanation(text: "the scene was released; the process keeps running (or stays suspended) and the session is kept", rules: [.sc9])
        case .stateRestorationActivity:
            return Explanation(text: "asked right after sceneDidEnterBackground, only because the scene delegate implements it: the activity it returns restores the scene when it reconnects", rules: [.sc4])
        case .sceneOpenURLContexts:
            return Explanation(text: "a URL opened while the scene is connected goes to the scene delegate, not openURL", rules: [.sc1, .la2])
        default:
            return Explanation(text: "a scene-based app", rules: [.sc1])
        }
    }
}
