/// The machine's inputs for the foreground and the way out of it (FG-1 … FG-5, IN-1, LK, SC-4):
/// each returns the steps the device carries out, in order (docs/ENGINE.md, "Inputs and steps").
///
/// A scene-based app takes the same inputs; its steps move its scenes, and its state follows
/// them (SC-5). The two differ only where UIKit's callbacks do (SC-1).
extension AppMachine {
    /// The rule a scene's records cite for an event of rule `rule`: SC-3 at launch, SC-4 for
    /// leaving, returning, interruptions and lock, otherwise the event's own rule.
    static func sceneRule(_ rule: RuleID) -> RuleID {
        switch rule {
        case .la1, .la2, .la4: return .sc3
        case .fg1, .fg3, .fg4, .in1, .in2, .in3, .lk1, .lk2: return .sc4
        default: return rule
        }
    }

    // MARK: One scene's steps (SC-4)

    /// sceneWillEnterForeground (in the background), then background → foreground-inactive.
    static func sceneEntersForeground(_ scene: Int, _ rule: RuleID) -> [AppStep] {
        [.deliverToScene(.sceneWillEnterForeground, scene: scene, rule), .moveScene(scene, .foregroundInactive, rule)]
    }

    /// foreground-inactive → foreground-active, then sceneDidBecomeActive (in the new state).
    static func sceneActivates(_ scene: Int, _ rule: RuleID) -> [AppStep] {
        [.moveScene(scene, .foregroundActive, rule), .deliverToScene(.sceneDidBecomeActive, scene: scene, rule)]
    }

    /// sceneWillResignActive (still active), then foreground-active → foreground-inactive.
    static func sceneResigns(_ scene: Int, _ rule: RuleID) -> [AppStep] {
        [.deliverToScene(.sceneWillResignActive, scene: scene, rule), .moveScene(scene, .foregroundInactive, rule)]
    }

    /// SC-3, SC-9: a new scene connects in the foreground: configurationForConnecting only when
    /// UIKit creates a scene session (the app has none saved: its first launch ever, or the first
    /// after the user swiped it away; or, `newSession`, every new window, SC-6), the scene
    /// unattached → foreground-inactive, willConnect, sceneWillEnterForeground. A saved session
    /// (kept across kills, crashes and reboots) reconnects without configurationForConnecting.
    /// The scene is the one the app shows.
    func connectScene(_ rule: RuleID, newSession: Bool) -> [AppStep] {
        let session: [AppStep] = hasSceneSession && !newSession
            ? [] : [.deliver(.configurationForConnecting, rule), .keepSceneSession]
        let scene = scenes.count + 1
        return session + [.addScene(scene), .moveScene(scene, .foregroundInactive, rule),
                          .deliverToScene(.willConnect, scene: scene, rule),
                          .deliverToScene(.sceneWillEnterForeground, scene: scene, rule)]
    }

    // MARK: Inputs

    /// The app stops receiving events (IN-1, LK-1, and the first half of leaving): willResignActive,
    /// then active → inactive; a scene-based app's active scenes resign in number order, each
    /// with its move (SC-4), and the app follows them (SC-5). Nothing for an app not active.
    func resignActive(_ rule: RuleID) -> [AppStep] {
        guard state == .active else { return [] }
        guard traits.sceneBased else { return [.deliver(.willResignActive, rule), .move(.inactive, rule)] }
        let sceneRule = Self.sceneRule(rule)
        return scenes(in: .foregroundActive).flatMap { Self.sceneResigns($0, sceneRule) }
    }

    /// The app receives events again (IN-2, the end of a launch or a return, LK-1's unlock):
    /// inactive → active, then didBecomeActive; a scene-based app's inactive foreground scenes
    /// activate in number order, and the app becomes active right after the last
    /// sceneDidBecomeActive (SC-5: `entering` the foreground, it reads inactive, or background
    /// after an iOS 14+ launch, until then). Nothing for an app that is not inactive.
    func becomeActive(_ rule: RuleID, entering: Bool) -> [AppStep] {
        guard state == .inactive || sceneLag == .launch else { return [] }
        guard traits.sceneBased else { return [.move(.active, rule), .deliver(.didBecomeActive, rule)] }
        let sceneRule = Self.sceneRule(rule)
        var steps: [AppStep] = entering && sceneLag == .none ? [.setSceneLag(.activation)] : []
        steps += scenes(in: .foregroundInactive).flatMap { Self.sceneActivates($0, sceneRule) }
        steps.append(.setSceneLag(.none))
        return steps
    }

    /// The app on screen leaves it (FG-1 Home, FG-3 a switch, LK-2 the lock, IN-3 a call, TE-2
    /// a swipe): `resignActive`, then `enterBackground` from the inactive state that leaves.
    /// BG-2 decides after (the device's `settle`). `shownScene`: the scene the app shows.
    func leaveForeground(_ rule: RuleID, shownScene: Int?) -> [AppStep] {
        guard state == .active || state == .inactive else { return [] }
        return resignActive(rule) + enterBackground(rule, scenes: foregroundScenes, shownScene: shownScene)
    }

    /// An inactive app enters the background (FG-2): its foreground scenes move to the
    /// background (the last takes the app, SC-5), the budget starts before any of its code runs
    /// (BG-3), undeclared activities stop (BM-3), didEnterBackground runs under its watchdog
    /// (FG-2), then its state is saved (SR-2). Without multitasking the app terminates instead;
    /// one that opts out gets didEnterBackground, then terminates (FG-5).
    func enterBackground(_ rule: RuleID, shownScene: Int?) -> [AppStep] {
        guard state == .inactive else { return [] }
        return enterBackground(rule, scenes: scenes(in: .foregroundInactive), shownScene: shownScene)
    }

    private func enterBackground(_ rule: RuleID, scenes leaving: [Int], shownScene: Int?) -> [AppStep] {
        guard traits.multitasking else { return [.terminate(.fg5)] }
        if traits.optsOutOfBackground {
            return [.move(.background, .fg5)] + didEnterBackground(.fg5, scenes: []) + [.terminate(.fg5)]
        }
        let leaving = traits.sceneBased ? leaving : []
        let sceneRule = Self.sceneRule(rule)
        var steps: [AppStep] = leaving.isEmpty
            ? [.move(.background, rule)] : leaving.map { .moveScene($0, .background, sceneRule) }
        if let budget = traits.backgroundBudget { steps.append(.startBudget(budget)) }
        steps.append(.stopUndeclaredActivities)
        steps += didEnterBackground(rule, scenes: leaving.isEmpty ? shownScene.map { [$0] } ?? [] : leaving)
        steps.append(.saveState)
        return steps
    }

    /// didEnterBackground under its 5 s watchdog (FG-2), while backgroundTimeRemaining reads
    /// DBL_MAX (BG-4). A scene-based app hears sceneDidEnterBackground on each of `scenes` in
    /// order, each followed by stateRestorationActivity when its delegate implements it (SC-4).
    func didEnterBackground(_ rule: RuleID, scenes: [Int]) -> [AppStep] {
        var steps: [AppStep] = [.enteringBackground(true), .armWatchdog(.didEnterBackground)]
        if traits.sceneBased && !scenes.isEmpty {
            let sceneRule = Self.sceneRule(rule)
            for scene in scenes {
                steps.append(.deliverToScene(.sceneDidEnterBackground, scene: scene, sceneRule))
                if traits.asksForRestorationActivity {
                    steps.append(.deliverToScene(.stateRestorationActivity, scene: scene, sceneRule))
                }
            }
        } else {
            steps.append(.deliver(.didEnterBackground, rule))
        }
        return steps + [.disarmWatchdog, .enteringBackground(false)]
    }

    /// A background app returns to the foreground (FG-4; a suspended one is resumed first): its
    /// shown scene's return (SC-4), or a new scene when it has none connected or the user asked
    /// for a new window (SC-6), or willEnterForeground and background → inactive; then what the
    /// user opened it for (LA-2, LA-4), then didBecomeActive unless something keeps it inactive.
    ///
    /// The backgrounding is over once the return starts: a task begun in willEnterForeground is
    /// an ordinary one, dormant until the next backgrounding (BG-4), not BG-9's invalid one.
    mutating func enterForeground(_ arrival: Arrival, _ rule: RuleID, newWindow: Bool, shownScene: Int?) -> [AppStep] {
        guard state == .background else { return [] }
        updateBackgrounding { $0.budgetExpired = false }
        var steps: [AppStep]
        if traits.sceneBased {
            let sceneRule = Self.sceneRule(rule)
            if !newWindow, let scene = shownScene {
                steps = Self.sceneEntersForeground(scene, sceneRule) + [.endBackgrounding]
            } else {
                steps = [.endBackgrounding] + connectScene(sceneRule, newSession: newWindow)
            }
        } else {
            steps = [.deliver(.willEnterForeground, rule), .endBackgrounding, .move(.inactive, rule)]
        }
        return steps + [.loadVisibleViews, .arrive(arrival), .becomeActive(rule, unlessBlocked: true)]
    }
}
