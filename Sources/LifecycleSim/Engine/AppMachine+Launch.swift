/// The machine's launches (LA-1 … LA-4, BR-3, BR-4, SC-3, SC-5): each appends the steps the
/// device carries out once it has made room for the process and started it (MW-1, PW-1).
extension AppMachineReading {
    /// A user launch into the foreground for `arrival` (LA-1; a URL, LA-2; a tapped notification,
    /// LA-4): not-running → inactive, the launch callbacks with state restoration (SR-3), the views
    /// on screen, what the user opened the app for, then didBecomeActive.
    ///
    /// A scene-based app has no view-controller state restoration (SR-3) and reads background
    /// through its launch callbacks (SC-5); its scene
    /// connects after didFinishLaunching, a URL riding in willConnect's options (SC-3); on iOS 13
    /// it reads inactive once the scene is in the foreground, from iOS 14 only once
    /// sceneDidBecomeActive has run, and a tapped notification's callback reads background.
    @inline(__always)
    func launch<Steps: StepSink>(for arrival: Arrival, into steps: inout Steps) {
        guard state == .notRunning else { return steps.inapplicable(.launch) }
        let rule = arrival.rule
        guard traits.sceneBased else {
            steps.move(.inactive, rule)
            launchCallbacks(rule, restoring: true, into: &steps)
            steps.loadVisibleViews()
            steps.finishRestoring()
            steps.arrive()
            return steps.becomeActive(rule, unlessBlocked: false)
        }
        steps.move(.background, rule)
        steps.setSceneLag(.launch)
        // SR-3: UIKit restores a scene-based app through its scenes, not its view controllers.
        launchCallbacks(rule, restoring: false, into: &steps)
        steps.loadVisibleViews()
        connectScene(AppMachine.sceneRule(rule), newSession: false, into: &steps)
        // SC-5: on iOS 13 the app reads inactive once its scene is in the foreground.
        let readsInactive = traits.sceneLaunchReadsInactiveOnceForeground
        if readsInactive { leaveBackgroundOfLaunch(into: &steps) }
        switch arrival {
        case .url: break
        case .notification(_?):
            steps.arrive()
            if !readsInactive { leaveBackgroundOfLaunch(into: &steps) }
        case .plain, .notification(nil): steps.arrive()
        }
        // Otherwise from iOS 14 it reads background until sceneDidBecomeActive: `becomeActive`.
        steps.becomeActive(rule, unlessBlocked: false)
    }

    /// SC-5, NT-2: a scene-based app launched into the foreground stops reading background (it is
    /// inactive), and UIKit posts its UIApplicationWillEnterForegroundNotification then, as the
    /// Batch iOS SDK's logged launches show (iOS 13: after UISceneWillEnterForegroundNotification;
    /// iOS 14: after UISceneDidActivateNotification, the app reading inactive in both).
    func leaveBackgroundOfLaunch<Steps: StepSink>(into steps: inout Steps) {
        steps.setSceneLag(.activation)
        steps.notifyApplication(.applicationWillEnterForeground)
    }

    /// A launch into the background for `rule` (BR-3's event, BT-3's task): not-running →
    /// background with the budget of a background launch (BG-7: 30 s from iOS 7), then the launch
    /// callbacks. Neither didBecomeActive nor didEnterBackground comes (BR-4): what the app was
    /// launched for comes next. A scene-based app `connectingScene` (SC-2: a push, a location
    /// event) first connects a scene straight into the background: willConnect, with no
    /// foreground callback (configurationForConnecting before it when UIKit makes a new session).
    @inline(__always)
    func launchInBackground<Steps: StepSink>(_ rule: RuleID, connectingScene: Bool, into steps: inout Steps) {
        guard state == .notRunning else { return steps.inapplicable(.launchInBackground) }
        steps.move(.background, rule)
        steps.startBudget(traits.backgroundLaunchBudget)
        launchCallbacks(rule, restoring: false, into: &steps)
        guard traits.sceneBased, connectingScene else { return }
        connectScene(.sc2, newSession: false, inBackground: true, into: &steps)
    }

    /// PW-2: prewarming runs a scene-based app's launch on iOS 15.0-15.3: not-running →
    /// background with BG-7's budget, as any launch no user asked for, willFinishLaunching and
    /// didFinishLaunching, no scene; nothing is delivered for it to do, so BG-2 suspends it unless
    /// its launch began a task. The user's launch later resumes it and connects its scene (FG-4, SC-3).
    @inline(__always)
    func prewarmLaunch<Steps: StepSink>(into steps: inout Steps) {
        guard state == .notRunning, traits.sceneBased else { return steps.inapplicable(.prewarmLaunch) }
        steps.move(.background, .pw2)
        steps.startBudget(traits.backgroundLaunchBudget)
        launchCallbacks(.pw2, restoring: false, into: &steps)
        steps.settle(.pw2)
    }

    /// LA-1, LA-3: the app's UI is loaded (its root controller created), then, under the launch
    /// watchdog, willFinishLaunching (iOS 6+), state restoration on the user launch of an app
    /// without scenes (SR-3), didFinishLaunching and, for scenes discarded while the app was not
    /// running, didDiscardSceneSessions (SC-8). Then registering a BGTaskScheduler handler raises (BT-1).
    @inline(__always)
    private func launchCallbacks<Steps: StepSink>(_ rule: RuleID, restoring: Bool, into steps: inout Steps) {
        steps.createRootController()
        steps.watchedCallbacksStart(.launch)
        if traits.hasWillFinishLaunching { steps.deliver(.willFinishLaunching, rule) }
        if restoring { steps.restoreState() }
        steps.deliver(.didFinishLaunching, rule)
        steps.hearDiscardsFromBefore()
        steps.hearTransfersFromBefore()
        steps.watchedCallbacksEnd(.launch)
    }
}
