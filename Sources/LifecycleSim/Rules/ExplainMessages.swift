/// The sentences of `--explain`, one key per sentence so that each language can order
/// its words freely; `{name}` placeholders are filled by `TraceExplainer`.
///
/// The English table is what `--explain` has always printed; the Japanese one is in
/// `ExplainMessages+Japanese.swift`. `ExplainMessage.catalogue.problems` must stay empty.
public enum ExplainMessage: String, CaseIterable, Sendable {
    // The line around a sentence.
    case whyLine
    // Background task callbacks and records.
    case expireInvalidIdentifier, expireBudgetRanOut, taskBegin, taskEnd, taskExpire, taskInvalidEnd
    // BGTaskScheduler.
    case bgTaskSimulatedLaunchHandler, bgTaskLaunchHandler, bgTaskExpireHandler, bgTaskSubmitted
    case notificationAfterMethod, notificationForTheApp, notificationRefreshStatus
    // Audio, location, prewarming.
    case audioStarted, audioStopped, locationStarted, locationStopped, prewarmStarted, prewarmStopped, prewarmLaunched
    case bgTaskContinued, bgTaskContinuedCancelled, bgTaskLaunchedSimulated, bgTaskLaunched, bgTaskCompleted, bgTaskCompletedAtExpiry, bgTaskExpired
    case classicBackgroundFetch
    // App delegate callbacks.
    case transferStarted, transfersCancelled, handleEventsForBackgroundURLSession, urlSessionTaskDidComplete,
         urlSessionDidFinishEvents, mainAtLaunch, mainPrewarm, protectedDataWillBecomeUnavailable, protectedDataDidBecomeAvailable, launchCallbacksInBackground, launchCallbacksPrewarm, prewarmedIntoBackground, launchCallbacksScenes, launchCallbacks, didBecomeActiveNotificationCenter, didBecomeActive
    case willResignActive, didEnterBackgroundExitsOnSuspend, didEnterBackground, willEnterForeground
    case willTerminateNoMultitasking, willTerminateSwipedAway, willTerminateShutdown, willTerminateOrderly
    case memoryWarningHeld, memoryWarning, openURL, backgroundEventInFront, backgroundEvent
    case willPresentNotification, localNotificationInFront, tappedNotificationActive, tappedNotification
    case swiftUIScenePhase, swiftUIAppPhase
    case shouldSaveState, willEncodeState, restoringState, documentSending, documentSent
    // View controller callbacks.
    case controllerReload, controllerLoad, controllerWarningUnloaded, controllerWarning
    case controllerUnloadWithContainer, controllerUnload, encodeRestorableState, decodeRestorableState
    // Scenes.
    case sceneConnects, sceneConnectsInBackground, sceneBecomesActive, sceneResigns, sceneLastLeft, sceneReturns, sceneReleased
    case sceneEndedWithProcess, sceneStateChanged, configurationForConnecting, willConnect
    case sceneWillEnterForeground, sceneDidBecomeActive, sceneWillResignActive, sceneDidEnterBackground
    case sceneDidDisconnect, stateRestorationActivity, sceneOpenURLContexts, sceneBased
    // App state transitions.
    case launchedForURL, launchedForNotification, launched, launchedScenes, launchedForBGTask, launchedInBackground
    case coveredInactive, lockedStaysInactive, lockedGoesBackground, alwaysOnResigns, alwaysOnActiveAgain, switchingApps, resigningActive, sceneAppResigns
    case notificationCenterActiveAgain, activeAgain, enterBackgroundExitsOnSuspend
    case enterBackgroundBudget, enterBackgroundBudgetUnknown, suspendedAfterExpiry, suspended
    case resumedForBGTask, resumedForEvent, resumedOnWayBack, backToFront, sceneAppToFront
    // Terminations.
    case swipedAwaySuspended, swipedAwayRunning, memoryTermination, exitsOnSuspendEnds
    case noMultitaskingTerminates, debuggerStopped, bgTaskSchedulerCrash, killedForLimit
    case suspendedTerminated, foregroundCrash, backgroundCrash
    // Warnings.
    case warningST2, warningBR2, warningBR3, warningTE4, warningTE5, warningBG5, warningBG6, warningBG8
    case warningBG9, warningLA3, warningFG2, warningIN4, warningBM3, warningBR5, warningFallback
    // Events whose rule the records do not show.
    case eventPS, eventMemoryWarning, eventSwitcher, eventRefresh, eventDebugger, eventShare, eventPrewarm, eventTransfersFinish, eventCall, eventCallExpand
    // Windows and Split View (SC-6, SC-7, SC-8)
    case eventSplit, sceneNewWindowConnects, sceneSplitActive, sceneDiscarded, configurationForNewWindow
    case didDiscardSceneSessions, sceneDidDisconnectDiscarded

    /// Every `--explain` sentence in every language.
    public static let catalogue = MessageCatalogue<ExplainMessage>(english: english, japanese: japanese)

    /// The English sentences (`{task}`: a task's name, `{phase}`: a SwiftUI phase, `{seconds}`:
    /// a budget, `{title}`: a rule's title, `{text}`/`{rules}`: a sentence and its rule ids).
    static let english: [ExplainMessage: String] = [
        .whyLine: "why: {text} ({rules})",

        .expireInvalidIdentifier: "beginBackgroundTask returned the invalid identifier, so the expiration handler of '{task}' runs at once",
        .expireBudgetRanOut: "the budget is about to run out (4 s left): every outstanding task's expiration handler runs, oldest first; a task still unended when it runs out gets the app killed",
        .taskBegin: "task identifiers are 1, 2, 3 … per device and never reused; a task keeps the app running only in the background, within its budget, so one begun in the foreground waits for the app to enter the background",
        .taskEnd: "the outstanding count is the number of tasks begun and not yet ended",
        .taskExpire: "the app's budget is about to run out (4 s left) with this task outstanding",
        .taskInvalidEnd: "ending an unknown or already ended task changes nothing but a warning",

        .bgTaskSimulatedLaunchHandler: "the debugger's _simulateLaunchForTaskWithIdentifier: runs the registered launch handler now, whatever the request's earliest date and requirements",
        .bgTaskLaunchHandler: "the system runs the request: the app launched or resumed in the background, with no scene, and the task keeps it running until setTaskCompleted or expiry",
        .bgTaskExpireHandler: "the task expired: its expiration handler runs; a task still not completed afterwards gets the app killed",
        .notificationAfterMethod: "UIKit posts {name} right after the method returns: every observer on the app's notification center runs now, as the app's code",
        .notificationRefreshStatus: "the app's backgroundRefreshStatus changed: UIKit posts {name}, with no delegate method",
        .notificationForTheApp: "the app as a whole changed state through its scenes: UIKit posts {name}, though it calls no app-delegate method",
        .bgTaskSubmitted: "submit queues a request (one of an identifier at a time: a new one replaces it); at most 1 refresh and 10 processing requests wait per app",
        .bgTaskLaunchedSimulated: "simulated from the debugger: run at once, ignoring the earliest date and the requirements",
        .bgTaskLaunched: "the system runs a pending request only after its earliest date, with Background App Refresh on (refresh), power and network as asked, and not after a swipe-away",
        .bgTaskCompleted: "setTaskCompleted ends the task; the app is suspended if nothing else keeps it running",
        .bgTaskExpired: "a refresh task has 30 s; a processing task ends when its power or network requirement does, or when the system ends it",
        .bgTaskCompletedAtExpiry: "the task had no expiration handler: the system marks it complete and unsuccessful and kills nothing; the app is suspended if nothing else keeps it running",
        .classicBackgroundFetch: "the classic background fetch: deprecated from iOS 13 in favour of BGAppRefreshTask; it still works for an app that declares no BGTaskSchedulerPermittedIdentifiers",

        .protectedDataWillBecomeUnavailable: "10 s after a passcode lock the keys of protected files are discarded: from now until the unlock, reading such a file fails (Operation not permitted); an app still running hears it, a suspended one does not",
        .protectedDataDidBecomeAvailable: "the unlock brought back the keys of protected files: they can be read again (a suspended app hears it when it next runs, before anything else)",
        .transferStarted: "the transfer runs in the system's process, not the app's: it goes on while the app is suspended or after the system ends it, and the app hears when it finishes",
        .transfersCancelled: "swiping the app away cancels its background transfers, and the system will not launch it for them; the app hears of it at its next launch",
        .handleEventsForBackgroundURLSession: "the app's background transfers finished while it was not running code: it was resumed or launched in the background, with a completion handler that keeps it running until called (30 s at most)",
        .urlSessionTaskDidComplete: "the session delegate hears that a transfer completed (an app running code hears it at once; one woken for it, after handleEventsForBackgroundURLSession)",
        .urlSessionDidFinishEvents: "every event of the session has been delivered: the place to call the completion handler handleEventsForBackgroundURLSession gave",
        .bgTaskContinued: "a continued processing task (iOS 26) is submitted from the foreground at the user's action and starts at once; it keeps the app running in the background, with no fixed limit, until the app completes it or the user cancels it",
        .bgTaskContinuedCancelled: "swiping the app away cancels its continued processing task, and the app hears nothing of it",
        .mainAtLaunch: "the process starts with the app's own code before UIApplicationMain (main() and static initializers): UIKit is not running it yet, so the app is still not-running",
        .mainPrewarm: "prewarming runs the app's own code before UIApplicationMain (main() and static initializers) now, long before the user opens the app, perhaps while the device is locked",
        .launchCallbacksInBackground: "a background launch runs the launch callbacks in the background state",
        .launchCallbacksPrewarm: "prewarming runs the app delegate's launch now, in the background, long before the user opens the app (the device may be locked)",
        .prewarmedIntoBackground: "prewarming launches it into the background with no scene and a background launch's budget: once its launch returns, BG-2 suspends it unless the launch began a task",
        .launchCallbacksScenes: "a scene-based app's user launch: the app reads background until its scene comes to the foreground; the two launch callbacks together have 20 s",
        .launchCallbacks: "launching: the app is inactive; the two launch callbacks together have 20 s",
        .didBecomeActiveNotificationCenter: "Notification Center's pull-down (iOS 11+): active for a moment between two willResignActive calls",
        .didBecomeActive: "the app is in front and receives events",
        .willResignActive: "the app is about to lose focus; it is still active inside this callback",
        .didEnterBackgroundExitsOnSuspend: "it has 5 s to return; the app opts out of background execution (exits-on-suspend), so willTerminate follows",
        .didEnterBackground: "it has 5 s to return; then, unless something keeps it running, it is suspended at once",
        .willEnterForeground: "always followed by didBecomeActive",
        .willTerminateNoMultitasking: "no multitasking or exits-on-suspend: leaving the foreground quits the app",
        .willTerminateSwipedAway: "swiped away while running: a running app is told",
        .willTerminateShutdown: "the device shuts down with this app on screen, so it is told; apps in the background are not",
        .willTerminateOrderly: "the system terminates a running background app in an orderly way, so it is told",
        .memoryWarningHeld: "this warning was held while the app was suspended and comes before anything else",
        .memoryWarning: "running apps are warned; the app delegate first, then every live view controller in creation order",
        .openURL: "opened for a URL: after didFinishLaunching on a cold launch, between willEnterForeground and didBecomeActive on a return",
        .backgroundEventInFront: "delivered at once to an app in front, with no deadline",
        .backgroundEvent: "the app declares the mode and Background App Refresh is available: it has 30 s to call the completion handler",
        .willPresentNotification: "a notification arrived for the app in front: its notification center delegate decides whether to show it",
        .localNotificationInFront: "a local notification arrived for the app in front (iOS 4-9)",
        .tappedNotificationActive: "the user tapped the notification; the app is already active (a banner over it, or Notification Center closed first from iOS 11)",
        .tappedNotification: "the user tapped the notification: the app opened for it and receives it while inactive, before didBecomeActive",
        .swiftUIScenePhase: "SwiftUI: the WindowGroup view's onChange(of: scenePhase) reports the change the scene callback before it made (to {phase}); none for the phase the scene connected in",
        .swiftUIAppPhase: "SwiftUI: scenePhase read in the App is the aggregate (active if any scene is active, inactive if none is and any is inactive, else background), now {phase}",
        .shouldSaveState: "the app opted in to state restoration; saving follows didEnterBackground, and refusing vetoes it",
        .willEncodeState: "saving: each controller whose chain of ancestors all have a restoration id is encoded, parents first",
        .restoringState: "restoring from the archive between willFinishLaunching and didFinishLaunching; the archive is discarded after use",
        .documentSending: "the file is copied into the receiver's Documents/Inbox, which the receiver may only read and delete",
        .documentSent: "the sender kept running until this returned; only now may it be suspended",

        .controllerReload: "back in the window after a dismissal or a pop: an unloaded view loads again",
        .controllerLoad: "a controller on screen has a loaded view: it loads when shown without one",
        .controllerWarningUnloaded: "its view is already unloaded, so the warning is all it gets",
        .controllerWarning: "every live controller gets the warning, in creation order; on iOS 3-5 a view out of the window is unloaded",
        .controllerUnloadWithContainer: "the content of a container goes with its container's view",
        .controllerUnload: "on iOS 3-5 the default didReceiveMemoryWarning unloads a loaded view that is not in the window",
        .encodeRestorableState: "saved because it and all its ancestors have a restoration id",
        .decodeRestorableState: "restored from the archive, parents first",

        .sceneConnects: "the scene connects in the foreground, inactive until sceneDidBecomeActive; the app's state follows its scenes, after its scene's callbacks at a launch or return",
        .sceneConnectsInBackground: "a push or a location event launched the app into the background: its scene connects there, with no foreground callback, before the event's callback",
        .sceneBecomesActive: "nothing covers the scene any more: it is active, so the app is active (coming to the foreground, the app catches up right after sceneDidBecomeActive)",
        .sceneResigns: "the scene loses focus first: sceneWillResignActive came before; the app is inactive while no scene is active",
        .sceneLastLeft: "the app's last foreground scene left, so the app enters the background and its background rules start",
        .sceneReturns: "the scene returns: sceneWillEnterForeground came first, sceneDidBecomeActive follows",
        .sceneReleased: "the system released a background scene to reclaim memory; the process and the session stay, and the next launch connects a new scene",
        .sceneEndedWithProcess: "the process ended, and its scenes with it: no scene callback",
        .sceneStateChanged: "the scene's activation state changed; the app's state follows its scenes (after its scene's callbacks when it comes to the front)",
        .configurationForConnecting: "the app delegate names the configuration of the scene about to connect, after didFinishLaunching",
        .willConnect: "the scene connects: the scene delegate's first callback, where the window is set up",
        .sceneWillEnterForeground: "the scene delegate replaces applicationWillEnterForeground; sceneDidBecomeActive always follows",
        .sceneDidBecomeActive: "the scene is in front and receives events; the app delegate's didBecomeActive is not called",
        .sceneWillResignActive: "the scene is about to lose focus; the app delegate's willResignActive is not called",
        .sceneDidEnterBackground: "the scene is in the background; the app's budget and suspension follow the background rules, per process",
        .sceneDidDisconnect: "the scene was released; the process keeps running (or stays suspended) and the session is kept",
        .stateRestorationActivity: "asked right after sceneDidEnterBackground, only because the scene delegate implements it: the activity it returns restores the scene when it reconnects",
        .sceneOpenURLContexts: "a URL opened while the scene is connected goes to the scene delegate, not openURL",
        .sceneBased: "a scene-based app",
        .audioStarted: "with the audio mode, playing audio keeps the app running in the background for as long as it plays; without the mode it stops at the next backgrounding",
        .audioStopped: "audio no longer keeps the app running: in the background, with nothing else to keep it, it is suspended at once",
        .locationStarted: "with the location mode, continuous location updates keep the app running in the background; without the mode they stop at the next backgrounding",
        .locationStopped: "location updates no longer keep the app running: in the background, with nothing else to keep it, it is suspended at once",
        .prewarmStarted: "the system started the app's process ahead of a launch; it runs the app's code before UIApplicationMain and nothing after it until a launch completes it, but takes memory and shows in ps",
        .prewarmLaunched: "the system started the app's process ahead of the user's launch, and on iOS 15.0-15.3 a scene-based app's prewarming runs UIApplicationMain and the app delegate's launch; it takes memory and shows in ps",
        .prewarmStopped: "the prewarmed process ended before any launch: it had run none of the app's code",

        .launchedForURL: "launched to open a URL: the URL is in the launch options and openURL comes after didFinishLaunching",
        .launchedForNotification: "the user tapped a notification: it is in the launch options, and the app is inactive while it finishes launching",
        .launched: "the user launched it: it is inactive while it finishes launching",
        .launchedForBGTask: "launched into the background for a BGTaskScheduler request: no scene, no didBecomeActive; its task keeps it running",
        .launchedScenes: "a scene-based app's user launch starts in the background: applicationState reads background until its scene comes to the foreground",
        .launchedInBackground: "launched straight into the background for an event: no didEnterBackground and never didBecomeActive; it has 30 s",
        .coveredInactive: "something covers it (an alert, a call, Notification or Control Center, the switcher): inactive, not background",
        .lockedStaysInactive: "locked: on iOS 3 and 4 (or without multitasking) it stays inactive behind the lock screen",
        .lockedGoesBackground: "locked: from iOS 5 it goes on to the background",
        .alwaysOnResigns: "the screen dims to the Always-On display (an iPhone with it on, iOS 16+): the app resigns, becomes active once more, and only then the lock takes it to the background",
        .alwaysOnActiveAgain: "the Always-On display's flicker: active for a moment, before the lock's own resign and backgrounding",
        .switchingApps: "the user is switching to another app: it leaves exactly as with Home",
        .resigningActive: "it is leaving the foreground: it resigns active first",
        .sceneAppResigns: "the app follows its scene: no scene of it is active any more (covered, or on its way out), so the app is inactive; a scene-based app's delegate gets no willResignActive",
        .notificationCenterActiveAgain: "from iOS 11 the Notification Center pull-down first shows the lock-screen-like sheet: the app is active again for a moment, then resigns once more",
        .activeAgain: "nothing covers it any more: it is active and receives events",
        .enterBackgroundExitsOnSuspend: "it opts out of background execution (exits-on-suspend): didEnterBackground, then willTerminate; no budget starts",
        .enterBackgroundBudget: "it enters the background; its {seconds} s budget starts now and belongs to the app, not to its tasks",
        .enterBackgroundBudgetUnknown: "it enters the background; its background budget starts now and belongs to the app, not to its tasks",
        .suspendedAfterExpiry: "every task was ended by its expiration handler and nothing else keeps it running, so it is suspended",
        .suspended: "nothing keeps it running (no task within its budget, no completion window, no audio or location, no debugger): suspended at once, in memory and running no code",
        .resumedForBGTask: "resumed in the background for a BGTaskScheduler request: the launch handler runs next",
        .resumedForEvent: "resumed in the background for an event, with 30 s to handle it",
        .resumedOnWayBack: "resumed on its way back to the front",
        .backToFront: "back to the front: willEnterForeground came first, didBecomeActive follows; outstanding tasks stay, and the budget restarts at the next backgrounding",
        .sceneAppToFront: "the app follows its scene to the front: a scene-based app's delegate gets no willEnterForeground or didBecomeActive (SC-1), and UIKit reports the app inactive only after its scene's callback (a launch reads background until here); outstanding tasks stay, and the budget restarts at the next backgrounding",

        .swipedAwaySuspended: "swiped away while suspended: killed without any callback; its restoration archive is deleted",
        .swipedAwayRunning: "swiped away while running: willTerminate came first; its restoration archive is deleted",
        .memoryTermination: "terminated to free memory: suspended apps first and silently, running ones after willTerminate, the front app last; its memory, tasks and timers are gone",
        .exitsOnSuspendEnds: "it opts out of background execution (exits-on-suspend): after didEnterBackground and willTerminate it ends",
        .noMultitaskingTerminates: "without multitasking it terminates instead of entering the background",
        .debuggerStopped: "stopped by the debugger: no callback, and the restoration archive is kept",
        .bgTaskSchedulerCrash: "BGTaskScheduler raised an exception (NSInternalInconsistencyException), so the app crashed: no willTerminate; its memory, tasks and timers are gone",
        .killedForLimit: "killed by the system for breaking a limit: no willTerminate; its memory, tasks and timers are gone",
        .suspendedTerminated: "suspended apps are never told they are terminated: no willTerminate; its memory, tasks and timers are gone",
        .foregroundCrash: "a crash gives no callback; a reboot tells only the app on screen (willTerminate first); its memory, tasks and timers are gone",
        .backgroundCrash: "a crash or a reboot gives no callback to an app in the background; its memory, tasks and timers are gone",

        .warningST2: "the event makes no sense in this state, so nothing changes (the Swift API throws here)",
        .warningBR2: "Background App Refresh is off for the app, restricted, or Low Power Mode is on: no background launch or resume",
        .warningBR3: "a background event needs its mode declared and a version that has it; a completion handler not called within 30 s gets the app killed",
        .warningTE4: "the user swiped the app away: iOS does not launch it in the background until the user opens it again",
        .warningTE5: "a process that ends takes its timers and tasks with it",
        .warningBG5: "tasks were still outstanding when the budget ran out: the app is killed (0x8badf00d), with no willTerminate",
        .warningBG6: "ending a task that is not outstanding changes nothing; iOS only logs it",
        .warningBG8: "more than 1000 outstanding tasks: the app is killed (0xbada5e47)",
        .warningBG9: "background execution is impossible now: beginBackgroundTask returns the invalid identifier and calls the expiration handler at once",
        .warningLA3: "the launch took more than 20 s: the watchdog kills the app (0x8badf00d)",
        .warningFG2: "didEnterBackground took more than 5 s: the watchdog kills the app (0x8badf00d)",
        .warningIN4: "a notification for an app that is not active is a banner: no callback and no change of state",
        .warningBM3: "an activity whose background mode the app does not declare stops when it leaves the foreground",
        .warningBR5: "a background transfer the user's swipe cancelled is reported as soon as the app makes its session again; a completion handler never called, or nothing to finish, is the app's slip",
        .warningFallback: "iOS refuses, drops or kills here: {title}",

        .eventPS: "the process list shows each running or suspended process by its kernel name (16 characters at most) and memory; free memory is what the system and the processes leave",
        .eventMemoryWarning: "the level is what apps read; the callbacks are the same at every level",
        .eventSwitcher: "the switcher shows a card for every app used since boot and not swiped away, most recent first, running or not",
        .eventRefresh: "Background App Refresh is available only with both switches on, not restricted, and Low Power Mode off (iOS 9+)",
        .eventDebugger: "with a debugger attached, watchdogs are off and nothing suspends or kills the app",
        .eventShare: "the Open-In menu lists the apps whose document types match the file's type or one it conforms to",
        .eventTransfersFinish: "the system finished the transfers the app handed its background URLSession: a running app's session delegate hears each at once; a suspended app is resumed, and one not running launched, in the background to hear them",
        .eventPrewarm: "the system starts the app's process and stops it before UIApplicationMain: no UIKit callback, the app stays not-running, but its memory counts; the next launch completes it (a scene-based app on iOS 15.0-15.3: its launch runs as far as didFinishLaunching)",
        .eventCall: "from iOS 14, on an unlocked phone, a call is a banner unless incoming calls are set to full screen: the app in front is not interrupted; a full-screen call (locked, before iOS 14, or by the setting) resigns it",
        .eventCallExpand: "the user taps the call's banner: the call fills the screen, and from here interrupts the app in front as any full-screen call",
        .eventSplit: "Split View (iPad): the two scenes on screen are both foreground-active; an interruption resigns both, and Home sends both away",
        .sceneNewWindowConnects: "a new window of a multi-scene app connects and takes the screen; the scene it replaced left first, as with Home",
        .sceneSplitActive: "Split View: both scenes on screen are foreground-active at once, so two apps (or two scenes of one app) are active together",
        .sceneDiscarded: "the user closed the window or swiped its card away: the scene is discarded, its session with it",
        .configurationForNewWindow: "a new window: the app delegate names the configuration of every new scene, as the user or requestSceneSessionActivation asked",
        .didDiscardSceneSessions: "the app delegate hears that the user discarded scene sessions: right after their sceneDidDisconnect, or, for scenes discarded while the app was not running (or suspended, then killed), at its next launch right after didFinishLaunching",
        .sceneDidDisconnectDiscarded: "the user closed the window or swiped its card away: the scene disconnects, and didDiscardSceneSessions follows",
    ]
}
