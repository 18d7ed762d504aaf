/// The machine's inputs for the foreground and the way out of it (FG-1 … FG-5, IN-1, LK, SC-4,
/// and a scene-based app's UIApplication notifications, NT-2):
/// each appends the steps the device carries out, in order, to `steps` (docs/ENGINE.md, "Inputs
/// and steps"): a list in a test, the device itself in a run, which carries out each step as it
/// is appended (`Device.perform`), so that no list is built (W1 of BENCHMARKS.md). An input reads
/// the machine as it was when asked (`AppMachineReading`); the steps change the machine the
/// device keeps.
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
    @inline(__always)
    static func sceneEntersForeground<Steps: StepSink>(_ scene: Int, _ rule: RuleID, into steps: inout Steps) {
        steps.deliverToScene(.sceneWillEnterForeground, scene: scene, rule)
        steps.moveScene(scene, .foregroundInactive, rule)
    }

    /// foreground-inactive → foreground-active, then sceneDidBecomeActive (in the new state).
    @inline(__always)
    static func sceneActivates<Steps: StepSink>(_ scene: Int, _ rule: RuleID, into steps: inout Steps) {
        steps.moveScene(scene, .foregroundActive, rule)
        steps.deliverToScene(.sceneDidBecomeActive, scene: scene, rule)
    }

    /// sceneWillResignActive (still active), then foreground-active → foreground-inactive.
    @inline(__always)
    static func sceneResigns<Steps: StepSink>(_ scene: Int, _ rule: RuleID, into steps: inout Steps) {
        steps.deliverToScene(.sceneWillResignActive, scene: scene, rule)
        steps.moveScene(scene, .foregroundInactive, rule)
    }

}

extension AppMachineReading {
    // MARK: A scene connects (SC-3)

    /// SC-3, SC-9: a new scene connects in the foreground: configurationForConnecting only when
    /// UIKit creates a scene session (the app has none saved: its first launch ever, or the first
    /// after the user swiped it away; or, `newSession`, every new window, SC-6), the scene
    /// unattached → foreground-inactive, willConnect, sceneWillEnterForeground. A saved session
    /// (kept across kills, crashes and reboots) reconnects without configurationForConnecting.
    /// The scene is the one the app shows. `inBackground` (SC-2, a push or location launch): the
    /// scene goes unattached → background instead, with willConnect and no foreground callback.
    @inline(__always)
    func connectScene<Steps: StepSink>(_ rule: RuleID, newSession: Bool, inBackground: Bool = false,
                                       into steps: inout Steps) {
        let makesSession = !hasSceneSession || newSession
        if makesSession { steps.deliver(.configurationForConnecting, rule) }
        let scene = scenes.count + 1
        steps.connectScene(scene, inBackground ? .background : .foregroundInactive, newSession: makesSession, rule)
        steps.deliverToScene(.willConnect, scene: scene, rule)
        if !inBackground { steps.deliverToScene(.sceneWillEnterForeground, scene: scene, rule) }
    }

    // MARK: Inputs

    /// The app stops receiving events (IN-1, LK-1, and the first half of leaving): willResignActive,
    /// then active → inactive; a scene-based app's active scenes resign in number order, each
    /// with its move (SC-4), and the app follows them (SC-5), then UIKit posts
    /// UIApplicationWillResignActiveNotification for the app (NT-2). Nothing for an app not active.
    @inline(__always)
    func resignActive<Steps: StepSink>(_ rule: RuleID, into steps: inout Steps) {
        guard state == .active else { return steps.inapplicable(.resignActive) }
        guard traits.sceneBased else {
            steps.deliver(.willResignActive, rule)
            steps.move(.inactive, rule)
            return
        }
        scenesResignActive(rule, into: &steps)
    }

    /// `resignActive` of a scene-based app. (Never inlined: the scenes' code stays out of the
    /// classic app's.)
    @inline(never)
    private func scenesResignActive<Steps: StepSink>(_ rule: RuleID, into steps: inout Steps) {
        let sceneRule = AppMachine.sceneRule(rule)
        let resigning = scenes(in: .foregroundActive)
        for scene in resigning { AppMachine.sceneResigns(scene, sceneRule, into: &steps) }
        // NT-2: the app's own notification once its last active scene has resigned.
        if !resigning.isEmpty { steps.notifyApplication(.applicationWillResignActive) }
    }

    /// The app receives events again (IN-2, the end of a launch or a return, LK-1's unlock):
    /// inactive → active, then didBecomeActive; a scene-based app's inactive foreground scenes
    /// activate in number order, and the app becomes active with the first, or, `entering` the
    /// foreground, right after the last sceneDidBecomeActive (SC-5: until then it reads inactive,
    /// or background after an iOS 14+ launch); UIKit's UIApplicationDidBecomeActiveNotification
    /// follows the callback that made it active (NT-2). Nothing for an app that is neither
    /// inactive nor reading background through a scene-based launch (the launch lag).
    @inline(__always)
    func becomeActive<Steps: StepSink>(_ rule: RuleID, entering: Bool, into steps: inout Steps) {
        guard state == .inactive || sceneLag == .launch else { return steps.inapplicable(.becomeActive) }
        guard traits.sceneBased else {
            steps.move(.active, rule)
            steps.deliver(.didBecomeActive, rule)
            return
        }
        scenesBecomeActive(rule, entering: entering, into: &steps)
    }

    /// `becomeActive` of a scene-based app (never inlined, as `scenesResignActive`).
    @inline(never)
    private func scenesBecomeActive<Steps: StepSink>(_ rule: RuleID, entering: Bool, into steps: inout Steps) {
        let sceneRule = AppMachine.sceneRule(rule)
        let held = entering || sceneLag != .none
        if entering && sceneLag == .none { steps.setSceneLag(.activation) }
        let activating = scenes(in: .foregroundInactive)
        for (index, scene) in activating.enumerated() {
            AppMachine.sceneActivates(scene, sceneRule, into: &steps)
            // NT-2: the app's own notification once it is active: after its first active scene's
            // callback, unless the lag holds it inactive until the last one's.
            if index == 0 && !held { steps.notifyApplication(.applicationDidBecomeActive) }
        }
        if sceneLag == .launch { leaveBackgroundOfLaunch(into: &steps) }
        steps.setSceneLag(.none)
        if !activating.isEmpty && held { steps.notifyApplication(.applicationDidBecomeActive) }
    }

    /// The app on screen leaves it (FG-1 Home, FG-3 a switch, LK-2 the lock, IN-3 a call):
    /// `resignActive`, then `enterBackground` from the inactive state that leaves: the scenes that
    /// leave are every foreground scene, each foreground-inactive once the active ones have
    /// resigned. BG-2 decides after (the device's `settle`).
    @inline(__always)
    func leaveForeground<Steps: StepSink>(_ rule: RuleID, into steps: inout Steps) {
        guard state == .active || state == .inactive else { return steps.inapplicable(.leaveForeground) }
        if state == .active { resignActive(rule, into: &steps) }
        enterBackground(rule, scenes: traits.sceneBased ? foregroundScenes : [], into: &steps)
    }

    /// One scene leaves the screen as with Home while the app may keep others there (SC-4: Split
    /// View's end, SC-7; FG-3 around a kept scene; SC-8's discard): sceneWillResignActive if it
    /// is active, then the background. The app's last foreground scene takes the app with it
    /// (`enterBackground`: the budget, FG-2's watchdog, BG-3); another only moves to the
    /// background and hears sceneDidEnterBackground, the app staying in the foreground. Nothing
    /// for a scene that is not in the foreground.
    @inline(__always)
    func sceneLeavesScreen<Steps: StepSink>(_ scene: Int, _ rule: RuleID, into steps: inout Steps) {
        guard scenes.indices.contains(scene - 1) else { return }
        let sceneRule = AppMachine.sceneRule(rule)
        switch scenes[scene - 1].state {
        case .foregroundActive:
            AppMachine.sceneResigns(scene, sceneRule, into: &steps)
            // NT-2: the app resigns with its only active scene.
            if scenes(in: .foregroundActive) == [scene] { steps.notifyApplication(.applicationWillResignActive) }
        case .foregroundInactive: break
        default: return
        }
        if foregroundScenes == [scene] { return enterBackground(sceneRule, scenes: [scene], into: &steps) }
        steps.moveScene(scene, .background, sceneRule)
        didEnterBackground(sceneRule, scenes: [scene], applicationEnters: false, into: &steps)
    }

    /// An inactive app enters the background (FG-2): its foreground scenes move to the
    /// background (the last takes the app, SC-5), the budget starts before any of its code runs
    /// (BG-3), undeclared activities stop (BM-3), didEnterBackground runs under its watchdog
    /// (FG-2), then, for an app without scenes, its state is saved (SR-2). Without multitasking
    /// the app terminates instead; one that opts out gets didEnterBackground, then terminates (FG-5).
    @inline(__always)
    func enterBackground<Steps: StepSink>(_ rule: RuleID, into steps: inout Steps) {
        guard state == .inactive else { return steps.inapplicable(.enterBackground) }
        enterBackground(rule, scenes: traits.sceneBased ? scenes(in: .foregroundInactive) : [], into: &steps)
    }

    /// `enterBackground` with the scenes that leave given (`leaveForeground`, `userKill`).
    @inline(__always)
    func enterBackground<Steps: StepSink>(_ rule: RuleID, scenes leaving: [Int], into steps: inout Steps) {
        guard traits.multitasking else { return steps.terminate(.fg5) }
        if traits.optsOutOfBackground { return enterBackgroundOptingOut(into: &steps) }
        let sceneRule = AppMachine.sceneRule(rule)
        if leaving.isEmpty { steps.move(.background, rule) }
        for scene in leaving { steps.moveScene(scene, .background, sceneRule) }
        if let budget = traits.backgroundBudget { steps.startBudget(budget) }
        steps.stopUndeclaredActivities()
        // With no scene in the foreground, the scene the app shows hears it (SC-4). (Two calls, so
        // that the scenes leaving are handed on as they are, not copied into a list of their own.)
        if !leaving.isEmpty || !traits.sceneBased {
            didEnterBackground(rule, scenes: leaving, into: &steps)
        } else {
            didEnterBackground(rule, scenes: connectedScene.map { [$0] } ?? [], into: &steps)
        }
        // SR-2: a scene-based app saves its scenes' activities instead (stateRestorationActivity, SC-4).
        if !traits.sceneBased { steps.saveState() }
    }

    /// `enterBackground` of an app that opts out of the background (FG-5): didEnterBackground,
    /// then it terminates. (Never inlined: rare, it stays out of the common backgrounding.)
    @inline(never)
    private func enterBackgroundOptingOut<Steps: StepSink>(into steps: inout Steps) {
        steps.move(.background, .fg5)
        didEnterBackground(.fg5, scenes: [], into: &steps)
        steps.terminate(.fg5)
    }

    /// didEnterBackground under its watchdog (FG-2: 5 s, 10 s from iOS 13), while backgroundTimeRemaining reads
    /// DBL_MAX (BG-4). A scene-based app hears sceneDidEnterBackground on each of `scenes` in
    /// order, each followed by stateRestorationActivity when its delegate implements it (SC-4),
    /// then, when the app itself enters the background (`applicationEnters`: not one scene of
    /// several), UIKit's UIApplicationDidEnterBackgroundNotification (NT-2); with no scene, the
    /// app delegate's didEnterBackground.
    @inline(__always)
    func didEnterBackground<Steps: StepSink>(_ rule: RuleID, scenes: [Int], applicationEnters: Bool = true,
                                             into steps: inout Steps) {
        steps.watchedCallbacksStart(.didEnterBackground)
        if traits.sceneBased && !scenes.isEmpty {
            scenesEnterBackground(rule, scenes: scenes, applicationEnters: applicationEnters, into: &steps)
        } else {
            steps.deliver(.didEnterBackground, rule)
        }
        steps.watchedCallbacksEnd(.didEnterBackground)
    }

    /// `didEnterBackground`'s callbacks for `scenes` (never inlined, as `scenesResignActive`).
    @inline(never)
    private func scenesEnterBackground<Steps: StepSink>(_ rule: RuleID, scenes: [Int], applicationEnters: Bool,
                                                        into steps: inout Steps) {
        let sceneRule = AppMachine.sceneRule(rule)
        for scene in scenes {
            steps.deliverToScene(.sceneDidEnterBackground, scene: scene, sceneRule)
            if traits.asksForRestorationActivity {
                steps.deliverToScene(.stateRestorationActivity, scene: scene, sceneRule)
            }
        }
        if applicationEnters { steps.notifyApplication(.applicationDidEnterBackground) }
    }

    /// A background app returns to the foreground (FG-4; a suspended one is resumed first): its
    /// shown scene's return (SC-4), or a new scene when it has none connected or the user asked
    /// for a new window (SC-6), then UIKit's UIApplicationWillEnterForegroundNotification (NT-2),
    /// or willEnterForeground and background → inactive; then what the user opened it for (LA-2,
    /// LA-4), then didBecomeActive unless something keeps it inactive.
    ///
    /// The backgrounding is over once the return starts (the machine's `returnStarts`, before
    /// these steps): a task begun in willEnterForeground is an ordinary one, dormant until the
    /// next backgrounding (BG-4), not BG-9's invalid one.
    @inline(__always)
    func enterForeground<Steps: StepSink>(_ rule: RuleID, newWindow: Bool, into steps: inout Steps) {
        guard state == .background else { return steps.inapplicable(.enterForeground) }
        if !traits.sceneBased {
            steps.deliver(.willEnterForeground, rule)
            steps.endBackgrounding()
            steps.move(.inactive, rule)
        } else if !newWindow, let scene = connectedScene {
            AppMachine.sceneEntersForeground(scene, AppMachine.sceneRule(rule), into: &steps)
            steps.endBackgrounding()
        } else {
            steps.endBackgrounding()
            connectScene(AppMachine.sceneRule(rule), newSession: newWindow, into: &steps)
        }
        // NT-2: the app's own notification once its first scene is in the foreground.
        if traits.sceneBased { steps.notifyApplication(.applicationWillEnterForeground) }
        steps.loadVisibleViews()
        steps.arrive()
        steps.becomeActive(rule, unlessBlocked: true)
    }
}
