/// Every sentence the engine writes as a warning (a refusal, a dropped event or timer, a kill),
/// keyed so that each has a text in every language. The English table reproduces the
/// trace's words; the Japanese one is in `WarningMessages+Japanese.swift`.
public enum WarningKey: String, CaseIterable, Hashable, Sendable {
    // Installation (PR-1, BT-8)
    case restorationBeforeIOS6, bgTaskIdentifiersBeforeIOS13, scenesBeforeIOS13, swiftUIBeforeIOS14
    case exitsOnSuspendIgnored, sceneLifecycleNotAdopted, performFetchDisabledByBGTasks
    // The screen, the switcher, interruptions, the lock (ST-2, TE-1, IN-1)
    case switcherNotOpen, noSwitcherCardSinceBoot, noSwitcherCard, noSwitcherWithoutMultitasking
    case overlayAlreadyOpen, overlayWhileLocked, overlayNotOpen, overlayOpenCloseFirst
    case overlayCall, overlayAlert, overlayNotificationCenter, overlayControlCenter, overlaySwitcher
    case alreadyLocked, notLocked, lockedUnlockFirst, callInProgress, noCallRinging, noCallInProgress, noCallBanner
    case notificationCenterBeforeIOS5, controlCenterBeforeIOS7, noSuchApp, openerNotInFront
    case alreadyInFront, homeAlreadyShowing, appNotRunning
    // Settings and the debugger (BR-1, DB-1)
    case refreshSettingBeforeIOS7, refreshSettingRestricted, lowPowerModeBeforeIOS9
    case debuggerAlreadyAttached, noDebuggerAttached
    // The simulator's guard and timers (TE-5)
    case catchUpRunaway, timerNotScheduledRunaway, timerNotRunRunaway, timerDroppedProcessEnded
    // Kills (LA-3, FG-2, MW-1, TE-3, BR-3, BG-5, BG-8, BT-6)
    case launchWatchdog, didEnterBackgroundWatchdog, memoryNeverFits, killedForMemoryInFront, crashed
    case completionHandlerTimeout, tooManyTasksKill, assertionsBeyondTime, bgTaskExpiredKill, uncaughtException
    // Background modes and events (BM-3, BR-3, TE-4, FG-5, IN-4, LA-4, BT-8)
    case audioStopped, locationStopped
    case eventFetch, eventPush, eventLocation, eventURLSession
    case eventUnavailable, eventUnavailableNoMultitasking, eventOptsOut, eventModeUndeclared
    case eventRefreshOff, eventForceQuit, eventFetchDisabledByBGTasks
    case pushAsBanner, localNotificationAsBanner, noLocalNotifications, noBannerBeforeIOS10
    case completeFetchNonePending, completeFetchAlreadyCalled
    case continuedBeforeIOS26, continuedFromBackground
    case completeFetchInAnotherHandler, completeEventsInAnotherHandler
    case transferUnavailable, noPendingTransfers, completeEventsNonePending, eventsCompletionNeverCalled, transfersCancelledByForceQuit
    // Background tasks (BG-6, BG-9)
    case beginTaskInvalidNoMultitasking, beginTaskInvalidOptsOut, beginTaskInvalidBudgetExpired, endUnknownTask
    // BGTaskScheduler (BT-1 … BT-6)
    case schedulerCallIgnored, submitNotPermittedIdentifier, submitModeUndeclared, submitRefreshOff
    case submitTooManyPending, submitTooManyPendingSingular
    case bgtaskUnavailable, bgtaskExpireNotRunning, bgtaskNoPendingRequest, bgtaskAlreadyRunning
    case bgtaskSwipedAway, bgtaskNotRun
    case conditionEarliest, conditionRefreshOff, conditionPower, conditionNetwork, conditionsJoined
    // Scenes (SC-9)
    case noScenes, sceneNotConnected, sceneInForeground
    // Windows, Split View, closing a window (SC-6, SC-7, SC-8)
    case windowsBeforeIOS13, windowsOnlyOnIPad, noScenesForWindows, noMultipleScenes, noWindowOpen
    case sceneRequestFailed, sceneRequestLimit, notActiveOnScreen
    case splitBeforeIOS13, splitOnlyOnIPad, noScenesForSplit, sceneBesideItself, splitNotShowing
    case closeWindowOnlyOnIPad, killWindowOnlyOnIPad
    // View controllers (VC-1, VC-4)
    case controllersOnlyInActiveApp, notNavigationOnScreen, alreadyShownOrUndeclared, navigationOntoNavigation
    case nothingToPop, cannotPresentNow, topControllerCannotPresent, notPresented
    // Prewarming (PW-1)
    case prewarmBeforeIOS15, prewarmNotNotRunning, alreadyPrewarmed, prewarmNoRoom, beforeUIApplicationMain
    // Documents (DOC-1, DOC-2)
    case openInSenderNotActive, openInReceiverCannotOpen
}

/// The warnings catalogue: the English table (the trace's words, which the JSON trace, the
/// Swift API and expectations keep in every language) and the Japanese one.
public enum WarningMessages {
    /// Both tables; `problems` lists what is missing or mismatched.
    public static let catalogue = MessageCatalogue<WarningKey>(english: english, japanese: japanese)

    static let english: [WarningKey: String] = [
        .restorationBeforeIOS6: "state restoration exists from iOS 6: the restoration option has no effect",
        .bgTaskIdentifiersBeforeIOS13: "BGTaskSchedulerPermittedIdentifiers is ignored before iOS 13: BGTaskScheduler does not exist",
        .scenesBeforeIOS13: "scenes exist from iOS 13: the scenes option is ignored and the app delegate gets the UI callbacks",
        .swiftUIBeforeIOS14: "SwiftUI's App and scenePhase exist from iOS 14: the app runs as a scene-based app with no phase callbacks",
        .exitsOnSuspendIgnored: "UIApplicationExitsOnSuspend is deprecated and ignored from iOS 13: the app will be suspended, not terminated",
        .sceneLifecycleNotAdopted: "UIKit logs \"{message}\": the app has not adopted the scene lifecycle, which the next major "
            + "release after iOS 26 requires of apps built with its SDK (TN3187)",
        .performFetchDisabledByBGTasks: "{app} declares BGTaskSchedulerPermittedIdentifiers, which disables performFetch "
            + "from iOS 13: its performFetch handler never runs (use a BGAppRefreshTask instead)",

        .switcherNotOpen: "the app switcher is not open: use 'switcher' first",
        .noSwitcherCardSinceBoot: "{app} has no card in the switcher (the user has not used it since boot)",
        .noSwitcherCard: "{app} has no card in the switcher",
        .noSwitcherWithoutMultitasking: "there is no app switcher without multitasking (iOS 3 or multitasking off)",
        .overlayAlreadyOpen: "{overlay} is already open",
        .overlayWhileLocked: "the device is locked: {overlay} cannot open over an app",
        .overlayNotOpen: "{overlay} is not open",
        .overlayOpenCloseFirst: "{overlay} is open: close it first",
        .overlayCall: "the incoming call",
        .overlayAlert: "the alert",
        .overlayNotificationCenter: "Notification Center",
        .overlayControlCenter: "Control Center",
        .overlaySwitcher: "the app switcher",
        .alreadyLocked: "the device is already locked",
        .notLocked: "the device is not locked",
        .lockedUnlockFirst: "the device is locked: unlock it first",
        .callInProgress: "a call is already in progress",
        .noCallRinging: "no call is ringing",
        .noCallBanner: "no call is ringing as a banner: only a banner can be tapped to fill the screen (an unlocked phone, iOS 14 or later, incoming calls set to banner)",
        .noCallInProgress: "no call is in progress",
        .notificationCenterBeforeIOS5: "Notification Center does not exist before iOS 5",
        .controlCenterBeforeIOS7: "Control Center does not exist before iOS 7",
        .noSuchApp: "no app named '{app}' is installed",
        .openerNotInFront: "{app} is not in front, so it cannot open a URL",
        .alreadyInFront: "{app} is already in front",
        .homeAlreadyShowing: "the home screen is already showing",
        .appNotRunning: "{app} is not running",

        .refreshSettingBeforeIOS7: "Background App Refresh does not exist before iOS 7",
        .refreshSettingRestricted: "Background App Refresh is restricted (parental controls): the user cannot change it",
        .lowPowerModeBeforeIOS9: "Low Power Mode does not exist before iOS 9",
        .debuggerAlreadyAttached: "a debugger is already attached to {app}",
        .noDebuggerAttached: "no debugger is attached to {app}",

        .catchUpRunaway: "{count} scheduled items fell due only because earlier ones kept the main thread busy past the "
            + "time of this line; runaway app code, so the simulator's guard lets the timeline go on and fires the rest after it",
        .timerNotScheduledRunaway: "timer '{timer}' not scheduled: {limit} timers are already pending in this process; "
            + "runaway app code, so this process schedules no more timers (the simulator's guard)",
        .timerNotRunRunaway: "timer '{timer}' not run: {limit} timers of this process already fired at this instant with no "
            + "virtual time passing; runaway app code, so this process schedules no more timers (the simulator's guard)",
        .timerDroppedProcessEnded: "timer '{timer}' dropped: the process has ended",

        .launchWatchdog: "failed to launch in time (0x8badf00d)",
        .didEnterBackgroundWatchdog: "failed to finish didEnterBackground in time (0x8badf00d)",
        .memoryNeverFits: "{app} needs {needed}, more than the device can ever give apps ({available})",
        .killedForMemoryInFront: "{app} was terminated for memory while in front (it looks like a crash)",
        .crashed: "{app} crashed",
        .completionHandlerTimeout: "did not call the completion handler within 30 s (0x8badf00d)",
        .tooManyTasksKill: "more than {limit} outstanding background tasks (0xbada5e47)",
        .assertionsBeyondTime: "has active assertions beyond permitted time (0x8badf00d): {count} background task(s) not ended",
        .bgTaskExpiredKill: "BGTask {id} expired without setTaskCompleted(success:): the system terminates the app (0x8badf00d)",
        .uncaughtException: "crashed: uncaught exception 'NSInternalInconsistencyException', reason: '{reason}'",

        .audioStopped: "audio stopped: the app does not declare the audio background mode",
        .locationStopped: "location updates stopped: the app does not declare the location background mode",
        .eventFetch: "background fetch",
        .eventPush: "content-available push",
        .eventLocation: "location event",
        .eventURLSession: "background URLSession events",
        .eventUnavailable: "{event} dropped: not available on this device (iOS {version})",
        .eventUnavailableNoMultitasking: "{event} dropped: not available on this device (iOS {version}, no multitasking)",
        .eventOptsOut: "{event} dropped: {app} opts out of background execution (UIApplicationExitsOnSuspend)",
        .eventModeUndeclared: "{event} dropped: {app} does not declare the '{mode}' background mode",
        .eventRefreshOff: "{event} dropped: Background App Refresh is {status} for {app}",
        .eventForceQuit: "{event} dropped: the user killed {app} in the switcher; it is not launched in the background "
            + "until the user opens it again",
        .eventFetchDisabledByBGTasks: "{event} dropped: {app} declares BGTaskSchedulerPermittedIdentifiers, which "
            + "disables performFetch from iOS 13 (submit a BGAppRefreshTaskRequest instead)",
        .pushAsBanner: "notification shown as a banner: {app} is not active, so no callback and no state change",
        .localNotificationAsBanner: "local notification shown as a banner: {app} is not active, so no callback and no state change",
        .noLocalNotifications: "local notifications exist from iOS 4",
        .noBannerBeforeIOS10: "before iOS 10 no banner shows over the app in front: it heard the notification when it arrived",
        .completeFetchNonePending: "complete-fetch {result}: no completion handler is pending",
        .completeFetchAlreadyCalled: "complete-fetch {result}: this event's completion handler was already called, or its window closed",
        .continuedBeforeIOS26: "submit({id}) failed: BGContinuedProcessingTaskRequest exists from iOS 26 (iOS {version})",
        .continuedFromBackground: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: a continued processing task is submitted from the foreground, as a result of the user's action",
        .completeFetchInAnotherHandler: "complete-fetch {result}: this code holds the completion handler of handleEventsForBackgroundURLSession, which complete-events calls",
        .completeEventsInAnotherHandler: "complete-events: this code holds a fetch or push completion handler, which complete-fetch calls",
        .transferUnavailable: "start-transfer: background URLSession transfers exist from iOS 7 (iOS {version})",
        .noPendingTransfers: "{app} has no background transfer in progress: nothing to finish (start one with start-transfer)",
        .completeEventsNonePending: "complete-events: no completion handler of handleEventsForBackgroundURLSession is pending",
        .eventsCompletionNeverCalled: "Application delegate received call to -application:handleEventsForBackgroundURLSession:completionHandler: but the completion handler was never called",
        .transfersCancelledByForceQuit: "{count} background transfer(s) completed with NSURLErrorCancelled: the user force quit the app (NSURLErrorCancelledReasonUserForceQuitApplication)",

        .beginTaskInvalidNoMultitasking: "beginBackgroundTask({task}) returned the invalid identifier: this device has no background execution",
        .beginTaskInvalidOptsOut: "beginBackgroundTask({task}) returned the invalid identifier: the app opts out of background "
            + "execution (exits-on-suspend)",
        .beginTaskInvalidBudgetExpired: "beginBackgroundTask({task}) returned the invalid identifier: the expiration handlers "
            + "of this backgrounding have run (BG-5)",
        .endUnknownTask: "Can't end BackgroundTask: no background task exists with identifier {id}, or it may have already been ended",

        .schedulerCallIgnored: "{call} ignored: BGTaskScheduler exists from iOS 13",
        .submitNotPermittedIdentifier: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: {id} is not in BGTaskSchedulerPermittedIdentifiers",
        .submitModeUndeclared: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: a {kind} request needs the '{mode}' "
            + "background mode, which {app} does not declare",
        .submitRefreshOff: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: Background App Refresh is {status} for {app}",
        .submitTooManyPending: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: at most {limit} pending {kind} requests per app",
        .submitTooManyPendingSingular: "submit({id}) failed: BGTaskScheduler.Error.Code.{code}: at most {limit} pending {kind} request per app",
        .bgtaskUnavailable: "bgtask {action}: BGTaskScheduler exists from iOS 13",
        .bgtaskExpireNotRunning: "bgtask expire: no task {id} is running in {app}",
        .bgtaskNoPendingRequest: "bgtask {action}: {app} has no pending request for {id}",
        .bgtaskAlreadyRunning: "bgtask {action}: a task {id} is already running in {app}",
        .bgtaskSwipedAway: "bgtask {id} not run: the user swiped {app} away; its requests do not run until the user launches it again",
        .bgtaskNotRun: "bgtask {id} not run: {missing}",
        .conditionEarliest: "its earliest begin date ({earliest}s) has not come",
        .conditionRefreshOff: "Background App Refresh is {status} for {app}",
        .conditionPower: "it requires external power and the device is not charging",
        .conditionNetwork: "it requires a network connection and there is none",
        .conditionsJoined: "{first}; {rest}",

        .noScenes: "{app} has no scenes (add `scenes` to its app line; scenes exist from iOS 13)",
        .sceneNotConnected: "{app}/{scene} is not connected",
        .windowsBeforeIOS13: "scenes exist from iOS 13: {app} cannot open another window",
        .windowsOnlyOnIPad: "only an iPad shows several windows of one app (this device is an {model})",
        .noScenesForWindows: "{app} has no scenes (add `scenes multiple` to its app line)",
        .noMultipleScenes: "{app} does not support multiple scenes (UIApplicationSupportsMultipleScenes): add `scenes multiple`",
        .noWindowOpen: "{app} has no window open: `launch {app}` opens its first",
        .sceneRequestFailed: "requestSceneSessionActivation failed: {reason}",
        .sceneRequestLimit: "requestSceneSessionActivation ignored: {limit} scenes were already requested in this step; runaway app code (the simulator's guard)",
        .notActiveOnScreen: "{app} is not the active app on screen",
        .splitBeforeIOS13: "Split View of scenes needs iOS 13 (scenes exist from iOS 13)",
        .splitOnlyOnIPad: "Split View exists only on an iPad (this device is an {model})",
        .noScenesForSplit: "{app} has no scenes (add `scenes` to its app line)",
        .sceneBesideItself: "{scene} cannot be beside itself",
        .splitNotShowing: "Split View is not showing",
        .closeWindowOnlyOnIPad: "only an iPad can close a window: on an {model} `switcher kill {app}` swipes the app away",
        .killWindowOnlyOnIPad: "only an iPad can swipe away one window's card: on an {model} `switcher kill {app}` swipes the app away",
        .sceneInForeground: "{app}/{scene} is in the foreground: the system disconnects only background scenes",

        .controllersOnlyInActiveApp: "{app} is not the active app in front: controllers change only under the user's finger",
        .notNavigationOnScreen: "{navigation} is not a navigation controller on screen in {app}",
        .alreadyShownOrUndeclared: "{controller} is already shown in {app} (or not declared)",
        .navigationOntoNavigation: "a navigation controller cannot be pushed onto another",
        .nothingToPop: "{navigation} has nothing to pop: its root child stays",
        .cannotPresentNow: "{presenter} cannot present now: it is not shown, or already presents another controller",
        .topControllerCannotPresent: "the top controller cannot present now: it is not shown, or already presents another controller",
        .notPresented: "{controller} is not presented in {app}",

        .prewarmBeforeIOS15: "prewarming exists from iOS 15: {app} is not prewarmed",
        .beforeUIApplicationMain: "{call} in the code before UIApplicationMain does nothing here: UIApplication and the main run loop do not exist yet (only log, work, crash and read-protected-file are simulated there); call it from didFinishLaunching",
        .prewarmNotNotRunning: "{app} is {state}: only an app that is not running can be prewarmed",
        .alreadyPrewarmed: "{app} is already prewarmed",
        .prewarmNoRoom: "no room to prewarm {app}: it needs {needed}, {free} is free (the system prewarms only when device conditions allow)",

        .openInSenderNotActive: "{app} must be the active app in front to show the Open-In menu",
        .openInReceiverCannotOpen: "{app} is not in the Open-In menu for {file}: it does not open {type} or a type it conforms to",
    ]
}
