/// One thing an app's machine asks its device to do (docs/ENGINE.md, "Inputs and steps").
///
/// A machine's input appends its steps, in the order the device must carry them out, to a
/// `StepSink`. The machine decides what happens and in which order (a rule's callbacks, moves,
/// budget, watchdog); the device does it: it records, runs the app's handlers, keeps the clock
/// and the screen. A step that runs the app's code (a delivery, a rule that delivers) can end the
/// process (a crash, a watchdog), and so does a kill; the steps after it then do not run
/// (`Device.perform`), so no rule asks again after each call whether the app lived.
///
/// Every payload is a plain value (no string, no array): what the device's caller supplies (the
/// arrival) is asked for when the step is reached.
enum AppStep: Equatable {
    /// The input was asked in a phase where it does not apply: nothing happens, and the device
    /// reports the bug that asked it (an internal failure, docs/ENGINE.md "Inputs and steps").
    case inapplicable(AppMachineInput)
    /// Record the app-delegate callback and run the app's handlers for it.
    case deliver(DelegateCallback, RuleID)
    /// Record the scene-delegate callback on scene `scene` and run the app's handlers for it.
    case deliverToScene(DelegateCallback, scene: Int, RuleID)
    /// Move the app to a state along ST-2, recorded.
    case move(AppState, RuleID)
    /// Record the resume that `AppMachine.resume` has made: suspended → background (FG-4, BR-3, BT-3).
    case recordResume(RuleID)
    /// Move a scene, recorded; the app's state follows its scenes (SC-5).
    case moveScene(Int, SceneActivationState, RuleID)
    /// Hold the app's state back from its scenes by a lag, or let it catch up (SC-5).
    case setSceneLag(SceneDerivation.Lag)
    /// Start the background budget, its expiry scheduled before any code of the app runs (BG-3, BG-7).
    case startBudget(VirtualDuration)
    /// The app is back in the foreground: no budget, no completion deadline (BG-4, BR-3).
    case endBackgrounding
    /// The callbacks a watchdog times start (LA-3 the launch's, FG-2 didEnterBackground): the
    /// watchdog is armed until `watchedCallbacksEnd`; while didEnterBackground runs,
    /// backgroundTimeRemaining is not valid and reads DBL_MAX (BG-4).
    case watchedCallbacksStart(WatchdogKind)
    /// The callbacks a watchdog timed have returned: the watchdog before them is in force again;
    /// after the launch's, registering a BGTaskScheduler handler raises (BT-1).
    case watchedCallbacksEnd(WatchdogKind)
    /// Stop audio and location the app started without declaring their modes (BM-3).
    case stopUndeclaredActivities
    /// Save the app's state for restoration (SR-2).
    case saveState
    /// willTerminate, then the end of the process (FG-5, TE-2).
    case terminate(RuleID)
    /// The end of the process with no callback (TE-2's kill of a suspended app).
    case kill(RuleID)
    /// The app leaves the screen: the other scene of a Split View, if any, takes it (SC-7).
    case leaveScreen
    /// A new scene, numbered as given, connects in the state given and is the one the app shows,
    /// recorded from unattached; `newSession`: UIKit made a scene session for it, which the app
    /// keeps from now on (SC-3, SC-6). The app's state follows its scenes (SC-5).
    case connectScene(Int, SceneActivationState, newSession: Bool, RuleID)
    /// The system disconnects the background scene, recorded; a suspended app hears
    /// sceneDidDisconnect when it next runs (SC-9).
    case systemDisconnects(scene: Int)
    /// The memory warning held while the app was suspended (MW-3).
    case deliverMemoryWarning(RuleID)
    /// The app's UI is loaded at launch: its window's root controller is created (LA-1, VC-1).
    case createRootController
    /// Restore the app's saved state (SR-3).
    case restoreState
    /// applicationFinishedRestoringState of each controller restored at this launch (SR-3, iOS 7+).
    case finishRestoring
    /// The windows of the last run give up their cards to this launch's scenes, and scenes
    /// discarded while the app was not running are heard: didDiscardSceneSessions (SC-8).
    case hearDiscardsFromBefore
    /// The app's views that are now on screen load (VC-1).
    case loadVisibleViews
    /// What the user opened the app for (LA-2, LA-4), which the device's caller supplies.
    case arrive
    /// The app becomes active at the end of a launch or a return: the machine's `becomeActive`,
    /// asked when this step is reached; `unlessBlocked`: not while an overlay or the lock keeps
    /// the app inactive (IN-1, LK-1, FG-4).
    case becomeActive(RuleID, unlessBlocked: Bool)
    /// The task with this identifier expires, if still outstanding: recorded, then its
    /// expiration handler (BG-5).
    case expireTask(Int)
    /// Transfers the user's swipe cancelled complete with an error once the session exists again (BR-5).
    case hearTransfersFromBefore
    /// Tasks still outstanding once their expiration handlers have run: a system kill (BG-5).
    case killIfTasksRemain(RuleID)
    /// UIKit's line for each task still outstanding right after the expiration handlers ran (BG-5).
    case warnOfTasksLeftAfterExpiry
    /// UIKit posts a `UIApplication` notification for a scene-based app's state, which its
    /// scenes make: the app delegate's method is not called (NT-2).
    case notifyApplication(LifecycleNotification)
    /// BG-2 decides whether the app, if in the background, keeps running (cited with the rule given).
    case settle(RuleID)

}

/// The watchdogs a machine arms: how long the callbacks may take, and what the kill says.
enum WatchdogKind: Hashable {
    /// The launch callbacks (LA-3).
    case launch
    /// didEnterBackground (FG-2).
    case didEnterBackground

    /// How long the callbacks may take on `profile`'s iOS version.
    func limit(on profile: OSProfile) -> VirtualDuration {
        switch self {
        case .launch: return OSProfile.launchWatchdog
        case .didEnterBackground: return profile.didEnterBackgroundWatchdog
        }
    }

    var rule: RuleID { self == .launch ? .la3 : .fg2 }
    var message: WarningText { self == .launch ? .launchWatchdog : .didEnterBackgroundWatchdog }
}

/// Where a machine's input appends its steps, one method a step (`AppStep` names each): a list
/// (`[AppStep]`, in tests and for reading), or the device, which carries each out as it arrives
/// (`Device.perform`). A step is named where it is appended, so the device's carrier calls the
/// device's part for it directly: no step is looked up in a switch on its way to the device.
///
/// Each method appends the step of its name (`AppStep`, where each is described).
protocol StepSink {
    mutating func inapplicable(_ input: AppMachineInput)
    mutating func deliver(_ callback: DelegateCallback, _ rule: RuleID)
    mutating func deliverToScene(_ callback: DelegateCallback, scene: Int, _ rule: RuleID)
    mutating func move(_ state: AppState, _ rule: RuleID)
    mutating func recordResume(_ rule: RuleID)
    mutating func moveScene(_ scene: Int, _ state: SceneActivationState, _ rule: RuleID)
    mutating func setSceneLag(_ lag: SceneDerivation.Lag)
    mutating func startBudget(_ budget: VirtualDuration)
    mutating func endBackgrounding()
    mutating func watchedCallbacksStart(_ kind: WatchdogKind)
    mutating func watchedCallbacksEnd(_ kind: WatchdogKind)
    mutating func stopUndeclaredActivities()
    mutating func saveState()
    mutating func terminate(_ rule: RuleID)
    mutating func kill(_ rule: RuleID)
    mutating func leaveScreen()
    mutating func connectScene(_ scene: Int, _ state: SceneActivationState, newSession: Bool, _ rule: RuleID)
    mutating func systemDisconnects(scene: Int)
    mutating func deliverMemoryWarning(_ rule: RuleID)
    mutating func createRootController()
    mutating func restoreState()
    mutating func finishRestoring()
    mutating func hearDiscardsFromBefore()
    mutating func loadVisibleViews()
    mutating func arrive()
    mutating func becomeActive(_ rule: RuleID, unlessBlocked: Bool)
    mutating func expireTask(_ id: Int)
    mutating func hearTransfersFromBefore()
    mutating func killIfTasksRemain(_ rule: RuleID)
    mutating func warnOfTasksLeftAfterExpiry()
    mutating func notifyApplication(_ notification: LifecycleNotification)
    mutating func settle(_ rule: RuleID)
}

/// A list of steps records each as its `AppStep`.
extension Array: StepSink where Element == AppStep {
    mutating func inapplicable(_ input: AppMachineInput) { append(.inapplicable(input)) }
    mutating func deliver(_ callback: DelegateCallback, _ rule: RuleID) { append(.deliver(callback, rule)) }
    mutating func deliverToScene(_ callback: DelegateCallback, scene: Int, _ rule: RuleID) {
        append(.deliverToScene(callback, scene: scene, rule))
    }
    mutating func move(_ state: AppState, _ rule: RuleID) { append(.move(state, rule)) }
    mutating func recordResume(_ rule: RuleID) { append(.recordResume(rule)) }
    mutating func moveScene(_ scene: Int, _ state: SceneActivationState, _ rule: RuleID) {
        append(.moveScene(scene, state, rule))
    }
    mutating func setSceneLag(_ lag: SceneDerivation.Lag) { append(.setSceneLag(lag)) }
    mutating func startBudget(_ budget: VirtualDuration) { append(.startBudget(budget)) }
    mutating func endBackgrounding() { append(.endBackgrounding) }
    mutating func watchedCallbacksStart(_ kind: WatchdogKind) { append(.watchedCallbacksStart(kind)) }
    mutating func watchedCallbacksEnd(_ kind: WatchdogKind) { append(.watchedCallbacksEnd(kind)) }
    mutating func stopUndeclaredActivities() { append(.stopUndeclaredActivities) }
    mutating func saveState() { append(.saveState) }
    mutating func terminate(_ rule: RuleID) { append(.terminate(rule)) }
    mutating func kill(_ rule: RuleID) { append(.kill(rule)) }
    mutating func leaveScreen() { append(.leaveScreen) }
    mutating func connectScene(_ scene: Int, _ state: SceneActivationState, newSession: Bool, _ rule: RuleID) {
        append(.connectScene(scene, state, newSession: newSession, rule))
    }
    mutating func systemDisconnects(scene: Int) { append(.systemDisconnects(scene: scene)) }
    mutating func deliverMemoryWarning(_ rule: RuleID) { append(.deliverMemoryWarning(rule)) }
    mutating func createRootController() { append(.createRootController) }
    mutating func restoreState() { append(.restoreState) }
    mutating func finishRestoring() { append(.finishRestoring) }
    mutating func hearDiscardsFromBefore() { append(.hearDiscardsFromBefore) }
    mutating func loadVisibleViews() { append(.loadVisibleViews) }
    mutating func arrive() { append(.arrive) }
    mutating func becomeActive(_ rule: RuleID, unlessBlocked: Bool) {
        append(.becomeActive(rule, unlessBlocked: unlessBlocked))
    }
    mutating func expireTask(_ id: Int) { append(.expireTask(id)) }
    mutating func hearTransfersFromBefore() { append(.hearTransfersFromBefore) }
    mutating func killIfTasksRemain(_ rule: RuleID) { append(.killIfTasksRemain(rule)) }
    mutating func warnOfTasksLeftAfterExpiry() { append(.warnOfTasksLeftAfterExpiry) }
    mutating func notifyApplication(_ notification: LifecycleNotification) {
        append(.notifyApplication(notification))
    }
    mutating func settle(_ rule: RuleID) { append(.settle(rule)) }
}

/// The machine's inputs, as a step names one asked in a phase where it does not apply.
enum AppMachineInput: String, Equatable {
    case launch, launchInBackground, prewarmLaunch, resignActive, becomeActive, leaveForeground, enterBackground
    case enterForeground
}
