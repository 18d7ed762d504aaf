/// The sentences of `--explain`, one case per sentence with the values it names (names,
/// numbers, phases: never words), and one switch per language, so each language orders its
/// words freely; the Japanese switch is in `ExplainMessages+Japanese.swift`.
public enum ExplainMessage: Hashable, Sendable, LocalizedMessage {
    // The line around a sentence.
    case whyLine(text: String, rules: String)
    // Background task callbacks and records.
    case expireInvalidIdentifier(task: String)
    case expireBudgetRanOut
    case taskBegin
    case taskEnd
    case taskExpire
    case taskInvalidEnd
    // BGTaskScheduler.
    case bgTaskSimulatedLaunchHandler
    case bgTaskLaunchHandler
    case bgTaskExpireHandler
    case bgTaskSubmitted
    case notificationAfterMethod(name: String)
    case notificationForTheApp(name: String)
    case notificationRefreshStatus(name: String)
    // Audio, location, prewarming.
    case audioStarted
    case audioStopped
    case locationStarted
    case locationStopped
    case prewarmStarted
    case prewarmStopped
    case prewarmLaunched
    case bgTaskContinued
    case bgTaskContinuedCancelled
    case bgTaskLaunchedSimulated
    case bgTaskLaunched
    case bgTaskCompleted
    case bgTaskCompletedAtExpiry
    case bgTaskExpired
    case classicBackgroundFetch
    // App delegate callbacks.
    case transferStarted
    case transfersCancelled
    case handleEventsForBackgroundURLSession
    case urlSessionTaskDidComplete
    case urlSessionDidFinishEvents
    case mainAtLaunch
    case mainPrewarm
    case protectedDataWillBecomeUnavailable
    case protectedDataDidBecomeAvailable
    case launchCallbacksInBackground
    case launchCallbacksPrewarm
    case prewarmedIntoBackground
    case launchCallbacksScenes
    case launchCallbacks
    case didBecomeActiveNotificationCenter
    case didBecomeActive
    case willResignActive
    case didEnterBackgroundExitsOnSuspend
    case didEnterBackground
    case willEnterForeground
    case willTerminateNoMultitasking
    case willTerminateSwipedAway
    case willTerminateShutdown
    case memoryWarningHeld
    case memoryWarning
    case openURL
    case backgroundEventInFront
    case backgroundEvent
    case locationEvent
    case willPresentNotification
    case localNotificationInFront
    case tappedNotificationActive
    case tappedNotification
    case swiftUIScenePhase(phase: String)
    case swiftUIAppPhase(phase: String)
    case shouldSaveState
    case willEncodeState
    case restoringState
    case documentSending
    case documentSent
    // View controller callbacks.
    case controllerReload
    case controllerLoad
    case controllerWarningUnloaded
    case controllerWarning
    case controllerUnloadWithContainer
    case controllerUnload
    case encodeRestorableState
    case decodeRestorableState
    // Scenes.
    case sceneConnects
    case sceneConnectsInBackground
    case sceneBecomesActive
    case sceneResigns
    case sceneLastLeft
    case sceneReturns
    case sceneReleased
    case sceneEndedWithProcess
    case sceneStateChanged
    case configurationForConnecting
    case willConnect
    case sceneWillEnterForeground
    case sceneDidBecomeActive
    case sceneWillResignActive
    case sceneDidEnterBackground
    case sceneDidDisconnect
    case stateRestorationActivity
    case sceneOpenURLContexts
    case sceneBased
    // App state transitions.
    case launchedForURL
    case launchedForNotification
    case launched
    case launchedScenes
    case launchedForBGTask
    case launchedInBackground
    case launchedForTransfers
    case coveredInactive
    case lockedStaysInactive
    case lockedGoesBackground
    case alwaysOnResigns
    case alwaysOnActiveAgain
    case switchingApps
    case resigningActive
    case sceneAppResigns
    case notificationCenterActiveAgain
    case activeAgain
    case enterBackgroundExitsOnSuspend
    case enterBackgroundBudget(seconds: String)
    case enterBackgroundBudgetUnknown
    case suspendedAfterExpiry
    case suspended
    case resumedForBGTask
    case resumedForEvent
    case resumedOnWayBack
    case resumedForTransfers
    case backToFront
    case sceneAppToFront
    // Terminations.
    case swipedAwaySuspended
    case swipedAwayRunning
    case memoryTermination
    case exitsOnSuspendEnds
    case noMultitaskingTerminates
    case debuggerStopped
    case bgTaskSchedulerCrash
    case killedForLimit
    case suspendedTerminated
    case foregroundCrash
    case backgroundCrash
    // Warnings.
    case warningST2
    case warningBR2
    case warningBR3
    case warningTE4
    case warningTE5
    case warningBG5
    case warningBG6
    case warningBG1
    case warningBG5TaskLeftAfterExpiry
    case warningBG8
    case warningBG9
    case warningLA3
    case warningFG2
    case warningIN4
    case warningBM3
    case warningSR1
    case warningBR5
    case warningPR1SceneLifecycle
    case warningFallback(title: RuleTitle)
    // Events whose rule the records do not show.
    case eventPS
    case eventMemoryWarning
    case eventSwitcher
    case eventRefresh
    case eventDebugger
    case eventShare
    case eventPrewarm
    case eventTransfersFinish
    case eventCall
    case eventCallExpand
    // Windows and Split View (SC-6, SC-7, SC-8)
    case eventSplit
    case sceneNewWindowConnects
    case sceneSplitActive
    case sceneDiscarded
    case configurationForNewWindow
    case didDiscardSceneSessions
    case sceneDidDisconnectDiscarded

    /// The words in `language`.
    public func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .whyLine(text, rules): return "why: \(text) (\(rules))"
        case let .expireInvalidIdentifier(task):
            return """
                beginBackgroundTask returned the invalid identifier, so the expiration handler of \
                '\(task)' runs at once
                """
        case .expireBudgetRanOut:
            return """
                the budget is about to run out (4 s left): every outstanding task's expiration \
                handler runs, oldest first; a task still unended when it runs out gets the app \
                killed
                """
        case .taskBegin:
            return """
                task identifiers are 1, 2, 3 … per device and never reused; a task keeps the app \
                running only in the background, within its budget, so one begun in the foreground \
                waits for the app to enter the background
                """
        case .taskEnd: return "the outstanding count is the number of tasks begun and not yet ended"
        case .taskExpire: return "the app's budget is about to run out (4 s left) with this task outstanding"
        case .taskInvalidEnd: return "ending an unknown or already ended task changes nothing but a warning"
        case .bgTaskSimulatedLaunchHandler:
            return """
                the debugger's _simulateLaunchForTaskWithIdentifier: runs the registered launch \
                handler now, whatever the request's earliest date and requirements
                """
        case .bgTaskLaunchHandler:
            return """
                the system runs the request: the app launched or resumed in the background, with no \
                scene, and the task keeps it running until setTaskCompleted or expiry
                """
        case .bgTaskExpireHandler:
            return """
                the task expired: its expiration handler runs; a task still not completed \
                afterwards gets the app killed
                """
        case .bgTaskSubmitted:
            return """
                submit queues a request (one of an identifier at a time: a new one replaces it); at \
                most 1 refresh and 10 processing requests wait per app
                """
        case let .notificationAfterMethod(name):
            return """
                UIKit posts \(name) right after the method returns: every observer on the app's \
                notification center runs now, as the app's code
                """
        case let .notificationForTheApp(name):
            return """
                the app as a whole changed state through its scenes: UIKit posts \(name), though it \
                calls no app-delegate method
                """
        case let .notificationRefreshStatus(name):
            return "the app's backgroundRefreshStatus changed: UIKit posts \(name), with no delegate method"
        case .audioStarted:
            return """
                with the audio mode, playing audio keeps the app running in the background for as \
                long as it plays; without the mode it stops at the next backgrounding
                """
        case .audioStopped:
            return """
                audio no longer keeps the app running: in the background, with nothing else to keep \
                it, it is suspended at once
                """
        case .locationStarted:
            return """
                with the location mode, continuous location updates keep the app running in the \
                background; without the mode they stop at the next backgrounding
                """
        case .locationStopped:
            return """
                location updates no longer keep the app running: in the background, with nothing \
                else to keep it, it is suspended at once
                """
        case .prewarmStarted:
            return """
                the system started the app's process ahead of a launch; it runs the app's code \
                before UIApplicationMain and nothing after it until a launch completes it, but \
                takes memory and shows in ps
                """
        case .prewarmStopped: return "the prewarmed process ended before any launch: it had run none of the app's code"
        case .prewarmLaunched:
            return """
                the system started the app's process ahead of the user's launch, and on iOS \
                15.0-15.3 a scene-based app's prewarming runs UIApplicationMain and the app \
                delegate's launch; it takes memory and shows in ps
                """
        case .bgTaskContinued:
            return """
                a continued processing task (iOS 26) is submitted from the foreground at the user's \
                action and starts at once; it keeps the app running in the background, with no \
                fixed limit, until the app completes it or the user cancels it
                """
        case .bgTaskContinuedCancelled:
            return "swiping the app away cancels its continued processing task, and the app hears nothing of it"
        case .bgTaskLaunchedSimulated:
            return "simulated from the debugger: run at once, ignoring the earliest date and the requirements"
        case .bgTaskLaunched:
            return """
                the system runs a pending request only after its earliest date, with Background App \
                Refresh on (refresh), power and network as asked, and not after a swipe-away
                """
        case .bgTaskCompleted:
            return "setTaskCompleted ends the task; the app is suspended if nothing else keeps it running"
        case .bgTaskCompletedAtExpiry:
            return """
                the task had no expiration handler: the system marks it complete and unsuccessful \
                and kills nothing; the app is suspended if nothing else keeps it running
                """
        case .bgTaskExpired:
            return """
                a refresh task has 30 s; a processing task ends when its power or network \
                requirement does, or when the system ends it
                """
        case .classicBackgroundFetch:
            return """
                the classic background fetch: deprecated from iOS 13 in favour of BGAppRefreshTask; \
                it still works for an app that declares no BGTaskSchedulerPermittedIdentifiers
                """
        case .transferStarted:
            return """
                the transfer runs in the system's process, not the app's: it goes on while the app \
                is suspended or after the system ends it, and the app hears when it finishes
                """
        case .transfersCancelled:
            return """
                swiping the app away cancels its background transfers, and the system will not \
                launch it for them; the app hears of it at its next launch
                """
        case .handleEventsForBackgroundURLSession:
            return """
                the app's background transfers finished while it was not running code: it was \
                resumed or launched in the background, with a completion handler that keeps it \
                running until called (30 s at most)
                """
        case .urlSessionTaskDidComplete:
            return """
                the session delegate hears that a transfer completed (an app running code hears it \
                at once; one woken for it, after handleEventsForBackgroundURLSession)
                """
        case .urlSessionDidFinishEvents:
            return """
                every event of the session has been delivered: the place to call the completion \
                handler handleEventsForBackgroundURLSession gave
                """
        case .mainAtLaunch:
            return """
                the process starts with the app's own code before UIApplicationMain (main() and \
                static initializers): UIKit is not running it yet, so the app is still not-running
                """
        case .mainPrewarm:
            return """
                prewarming runs the app's own code before UIApplicationMain (main() and static \
                initializers) now, long before the user opens the app, perhaps while the device is \
                locked
                """
        case .protectedDataWillBecomeUnavailable:
            return """
                10 s after a passcode lock the keys of protected files are discarded: from now \
                until the unlock, reading such a file fails (Operation not permitted); an app still \
                running hears it, a suspended one does not
                """
        case .protectedDataDidBecomeAvailable:
            return """
                the unlock brought back the keys of protected files: they can be read again (a \
                suspended app hears it when it next runs, after a held memory warning and before \
                anything else)
                """
        case .launchCallbacksInBackground:
            return "a background launch runs the launch callbacks in the background state"
        case .launchCallbacksPrewarm:
            return """
                prewarming runs the app delegate's launch now, in the background, long before the \
                user opens the app (the device may be locked)
                """
        case .prewarmedIntoBackground:
            return """
                prewarming launches it into the background with no scene and a background launch's \
                budget: once its launch returns, BG-2 suspends it unless the launch began a task
                """
        case .launchCallbacksScenes:
            return """
                a scene-based app's user launch: the app reads background until its scene comes to \
                the foreground; the two launch callbacks together have 20 s
                """
        case .launchCallbacks: return "launching: the app is inactive; the two launch callbacks together have 20 s"
        case .didBecomeActiveNotificationCenter:
            return "Notification Center's pull-down (iOS 11+): active for a moment between two willResignActive calls"
        case .didBecomeActive: return "the app is in front and receives events"
        case .willResignActive: return "the app is about to lose focus; it is still active inside this callback"
        case .didEnterBackgroundExitsOnSuspend:
            return """
                it has 5 s to return; the app opts out of background execution (exits-on-suspend), \
                so willTerminate follows
                """
        case .didEnterBackground:
            return "it has 5 s to return (10 s from iOS 13); then, unless something keeps it running, it is suspended at once"
        case .willEnterForeground: return "always followed by didBecomeActive"
        case .willTerminateNoMultitasking:
            return "no multitasking or exits-on-suspend: leaving the foreground quits the app"
        case .willTerminateSwipedAway: return "swiped away while running: a running app is told"
        case .willTerminateShutdown:
            return "the device shuts down with this app on screen, so it is told; apps in the background are not"
        case .memoryWarningHeld:
            return "this warning was held while the app was suspended and comes before anything else"
        case .memoryWarning:
            return "running apps are warned; the app delegate first, then every live view controller in creation order"
        case .openURL:
            return """
                opened for a URL: after didFinishLaunching on a cold launch, between \
                willEnterForeground and didBecomeActive on a return
                """
        case .backgroundEventInFront: return "delivered at once to an app in front, with no deadline"
        case .backgroundEvent:
            return """
                the app declares the mode and Background App Refresh is available: it has 30 s to \
                call the completion handler
                """
        case .locationEvent:
            return """
                the app declares the location mode and Background App Refresh is available: it has about \
                10 s to handle the event, with no completion handler; then BG-2 decides
                """
        case .willPresentNotification:
            return """
                a notification arrived for the app in front: its notification center delegate \
                decides whether to show it
                """
        case .localNotificationInFront: return "a local notification arrived for the app in front (iOS 4-9)"
        case .tappedNotificationActive:
            return """
                the user tapped the notification; the app is already active (a banner over it, or \
                Notification Center closed first from iOS 11)
                """
        case .tappedNotification:
            return """
                the user tapped the notification: the app opened for it and receives it while \
                inactive, before didBecomeActive
                """
        case let .swiftUIScenePhase(phase):
            return """
                SwiftUI: the WindowGroup view's onChange(of: scenePhase) reports the change the \
                scene callback before it made (to \(phase)); none for the phase the scene connected \
                in
                """
        case let .swiftUIAppPhase(phase):
            return """
                SwiftUI: scenePhase read in the App is the aggregate (active if any scene is \
                active, inactive if none is and any is inactive, else background), now \(phase)
                """
        case .shouldSaveState:
            return "the app opted in to state restoration; saving follows didEnterBackground, and refusing vetoes it"
        case .willEncodeState:
            return """
                saving: each controller whose chain of ancestors all have a restoration id is \
                encoded, parents first
                """
        case .restoringState:
            return """
                restoring from the archive between willFinishLaunching and didFinishLaunching; the \
                archive is discarded after use
                """
        case .documentSending:
            return "the file is copied into the receiver's Documents/Inbox, which the receiver may only read and delete"
        case .documentSent: return "the sender kept running until this returned; only now may it be suspended"
        case .controllerReload: return "back in the window after a dismissal or a pop: an unloaded view loads again"
        case .controllerLoad: return "a controller on screen has a loaded view: it loads when shown without one"
        case .controllerWarningUnloaded: return "its view is already unloaded, so the warning is all it gets"
        case .controllerWarning:
            return """
                every live controller gets the warning, in creation order; on iOS 3-5 a view out of \
                the window is unloaded
                """
        case .controllerUnloadWithContainer: return "the content of a container goes with its container's view"
        case .controllerUnload:
            return "on iOS 3-5 the default didReceiveMemoryWarning unloads a loaded view that is not in the window"
        case .encodeRestorableState: return "saved because it and all its ancestors have a restoration id"
        case .decodeRestorableState: return "restored from the archive, parents first"
        case .sceneConnects:
            return """
                the scene connects in the foreground, inactive until sceneDidBecomeActive; the \
                app's state follows its scenes, after its scene's callbacks at a launch or return
                """
        case .sceneConnectsInBackground:
            return """
                a push or a location event launched the app into the background: its scene connects \
                there, with no foreground callback, before the event's callback
                """
        case .sceneBecomesActive:
            return """
                nothing covers the scene any more: it is active, so the app is active (coming to \
                the foreground, the app catches up right after sceneDidBecomeActive)
                """
        case .sceneResigns:
            return """
                the scene loses focus first: sceneWillResignActive came before; the app is inactive \
                while no scene is active
                """
        case .sceneLastLeft:
            return """
                the app's last foreground scene left, so the app enters the background and its \
                background rules start
                """
        case .sceneReturns:
            return "the scene returns: sceneWillEnterForeground came first, sceneDidBecomeActive follows"
        case .sceneReleased:
            return """
                the system released a background scene to reclaim memory; the process and the \
                session stay, and the next launch connects a new scene
                """
        case .sceneEndedWithProcess: return "the process ended, and its scenes with it: no scene callback"
        case .sceneStateChanged:
            return """
                the scene's activation state changed; the app's state follows its scenes (after its \
                scene's callbacks when it comes to the front)
                """
        case .configurationForConnecting:
            return "the app delegate names the configuration of the scene about to connect, after didFinishLaunching"
        case .willConnect: return "the scene connects: the scene delegate's first callback, where the window is set up"
        case .sceneWillEnterForeground:
            return "the scene delegate replaces applicationWillEnterForeground; sceneDidBecomeActive always follows"
        case .sceneDidBecomeActive:
            return "the scene is in front and receives events; the app delegate's didBecomeActive is not called"
        case .sceneWillResignActive:
            return "the scene is about to lose focus; the app delegate's willResignActive is not called"
        case .sceneDidEnterBackground:
            return """
                the scene is in the background; the app's budget and suspension follow the \
                background rules, per process
                """
        case .sceneDidDisconnect:
            return "the scene was released; the process keeps running (or stays suspended) and the session is kept"
        case .stateRestorationActivity:
            return """
                asked right after sceneDidEnterBackground, only because the scene delegate \
                implements it: the activity it returns restores the scene when it reconnects
                """
        case .sceneOpenURLContexts:
            return "a URL opened while the scene is connected goes to the scene delegate, not openURL"
        case .sceneBased: return "a scene-based app"
        case .launchedForURL:
            return "launched to open a URL: the URL is in the launch options and openURL comes after didFinishLaunching"
        case .launchedForNotification:
            return """
                the user tapped a notification: it is in the launch options, and the app is \
                inactive while it finishes launching
                """
        case .launched: return "the user launched it: it is inactive while it finishes launching"
        case .launchedScenes:
            return """
                a scene-based app's user launch starts in the background: applicationState reads \
                background until its scene comes to the foreground
                """
        case .launchedForBGTask:
            return """
                launched into the background for a BGTaskScheduler request: no scene, no \
                didBecomeActive; its task keeps it running
                """
        case .launchedInBackground:
            return """
                launched straight into the background for an event: no didEnterBackground and never \
                didBecomeActive; the event's callback comes next
                """
        case .launchedForTransfers:
            return """
                launched straight into the background because its background URLSession's transfers \
                finished: no didEnterBackground and never didBecomeActive; it hears \
                handleEventsForBackgroundURLSession and has 30 s to call the completion handler
                """
        case .coveredInactive:
            return """
                something covers it (an alert, a call, Notification or Control Center, the \
                switcher): inactive, not background
                """
        case .lockedStaysInactive:
            return "locked: on iOS 3 and 4 (or without multitasking) it stays inactive behind the lock screen"
        case .lockedGoesBackground: return "locked: from iOS 5 it goes on to the background"
        case .alwaysOnResigns:
            return """
                the screen dims to the Always-On display (an iPhone with it on, iOS 16+): the app \
                resigns, becomes active once more, and only then the lock takes it to the background
                """
        case .alwaysOnActiveAgain:
            return """
                the Always-On display's flicker: active for a moment, before the lock's own resign \
                and backgrounding
                """
        case .switchingApps: return "the user is switching to another app: it leaves exactly as with Home"
        case .resigningActive: return "it is leaving the foreground: it resigns active first"
        case .sceneAppResigns:
            return """
                the app follows its scene: no scene of it is active any more (covered, or on its \
                way out), so the app is inactive; a scene-based app's delegate gets no \
                willResignActive
                """
        case .notificationCenterActiveAgain:
            return """
                from iOS 11 the Notification Center pull-down first shows the lock-screen-like \
                sheet: the app is active again for a moment, then resigns once more
                """
        case .activeAgain: return "nothing covers it any more: it is active and receives events"
        case .enterBackgroundExitsOnSuspend:
            return """
                it opts out of background execution (exits-on-suspend): didEnterBackground, then \
                willTerminate; no budget starts
                """
        case let .enterBackgroundBudget(seconds):
            return """
                it enters the background; its \(seconds) s budget starts now and belongs to the \
                app, not to its tasks
                """
        case .enterBackgroundBudgetUnknown:
            return "it enters the background; its background budget starts now and belongs to the app, not to its tasks"
        case .suspendedAfterExpiry:
            return """
                every task was ended by its expiration handler and nothing else keeps it running, \
                so it is suspended
                """
        case .suspended:
            return """
                nothing keeps it running (no task within its budget, no completion window, no audio \
                or location, no debugger): suspended at once, in memory and running no code
                """
        case .resumedForBGTask:
            return "resumed in the background for a BGTaskScheduler request: the launch handler runs next"
        case .resumedForEvent: return "resumed in the background for an event; the event's callback comes next"
        case .resumedOnWayBack: return "resumed on its way back to the front"
        case .resumedForTransfers:
            return """
                resumed in the background because its background URLSession's transfers finished; it \
                does not come to the front: it hears handleEventsForBackgroundURLSession and has 30 s to \
                call the completion handler
                """
        case .backToFront:
            return """
                back to the front: willEnterForeground came first, didBecomeActive follows; \
                outstanding tasks stay, and the budget restarts at the next backgrounding
                """
        case .sceneAppToFront:
            return """
                the app follows its scene to the front: a scene-based app's delegate gets no \
                willEnterForeground or didBecomeActive (SC-1), and UIKit reports the app inactive \
                only after its scene's callback (a launch reads background until here); outstanding \
                tasks stay, and the budget restarts at the next backgrounding
                """
        case .swipedAwaySuspended:
            return "swiped away while suspended: killed without any callback; any restoration archive is deleted"
        case .swipedAwayRunning:
            return "swiped away while running: willTerminate came first; any restoration archive is deleted"
        case .memoryTermination:
            return """
                terminated to free memory, with no callback (the kernel's SIGKILL): suspended apps first, \
                running ones next, the front app last; its memory, tasks and timers are gone
                """
        case .exitsOnSuspendEnds:
            return """
                it opts out of background execution (exits-on-suspend): after didEnterBackground \
                and willTerminate it ends
                """
        case .noMultitaskingTerminates: return "without multitasking it terminates instead of entering the background"
        case .debuggerStopped: return "stopped by the debugger: no callback, and any restoration archive is kept"
        case .bgTaskSchedulerCrash:
            return """
                BGTaskScheduler raised an exception (NSInternalInconsistencyException), so the app \
                crashed: no willTerminate; its memory, tasks and timers are gone
                """
        case .killedForLimit:
            return "killed by the system for breaking a limit: no willTerminate; its memory, tasks and timers are gone"
        case .suspendedTerminated:
            return """
                suspended apps are never told they are terminated: no willTerminate; its memory, \
                tasks and timers are gone
                """
        case .foregroundCrash:
            return """
                a crash gives no callback; a reboot tells only the app on screen (willTerminate \
                first); its memory, tasks and timers are gone
                """
        case .backgroundCrash:
            return """
                a crash or a reboot gives no callback to an app in the background; its memory, \
                tasks and timers are gone
                """
        case .warningST2:
            return "the event makes no sense in this state, so nothing changes (the Swift API throws here)"
        case .warningBR2:
            return """
                Background App Refresh is off for the app, restricted, or Low Power Mode is on: no \
                background launch or resume
                """
        case .warningBR3:
            return """
                a background event needs its mode declared and a version that has it; a completion \
                handler not called within 30 s gets the app killed
                """
        case .warningTE4:
            return """
                the user swiped the app away: iOS does not launch it in the background until the \
                user opens it again
                """
        case .warningTE5: return "a process that ends takes its timers and tasks with it"
        case .warningBG5:
            return """
                tasks were still outstanding when the budget ran out: the app is killed \
                (0x8badf00d), with no willTerminate
                """
        case .warningBG6: return "ending a task that is not outstanding changes nothing; iOS only logs it"
        case .warningBG5TaskLeftAfterExpiry:
            return """
                the expiration handlers have run and this task is still outstanding: UIKit logs it now, \
                and when the budget runs out, a few seconds later, the app is killed unless the task ends first
                """
        case .warningBG1:
            return """
                UIKit checks each task 35 s after it was begun and logs one still outstanding, once; \
                nothing else happens now, but a task still outstanding when the background budget \
                runs out gets the app killed
                """
        case .warningBG8: return "more than 1000 outstanding tasks: the app is killed (0xbada5e47)"
        case .warningBG9:
            return """
                background execution is impossible now: beginBackgroundTask returns the invalid \
                identifier and calls the expiration handler at once
                """
        case .warningLA3: return "the launch took more than 20 s: the watchdog kills the app (0x8badf00d)"
        case .warningFG2:
            return "didEnterBackground took more than its 5 s (10 s from iOS 13): the watchdog kills the app (0x8badf00d)"
        case .warningIN4:
            return "a notification for an app that is not active is a banner: no callback and no change of state"
        case .warningBM3:
            return "an activity whose background mode the app does not declare stops when it leaves the foreground"
        case .warningSR1:
            return """
                UIKit saves and restores view controllers from iOS 6, and only for an app without \
                scenes: this app is never asked, so the option changes nothing
                """
        case .warningBR5:
            return """
                a background transfer the user's swipe cancelled is reported as soon as the app \
                makes its session again; a completion handler never called, or nothing to finish, \
                is the app's slip
                """
        case .warningPR1SceneLifecycle:
            return """
                UIKit logs this as UIApplicationMain starts, at every launch of an app that has not \
                adopted the scene lifecycle; nothing is refused, and the app launches as before
                """
        case let .warningFallback(title): return "iOS refuses, drops or kills here: \(title)"
        case .eventPS:
            return """
                the process list shows each running or suspended process by its kernel name (16 \
                characters at most) and memory; free memory is what the system and the processes \
                leave
                """
        case .eventMemoryWarning: return "the level is what apps read; the callbacks are the same at every level"
        case .eventSwitcher:
            return """
                the switcher shows a card for every app used since boot and not swiped away, most \
                recent first, running or not
                """
        case .eventRefresh:
            return """
                Background App Refresh is available only with both switches on, not restricted, and \
                Low Power Mode off (iOS 9+)
                """
        case .eventDebugger: return "with a debugger attached, watchdogs are off and nothing suspends or kills the app"
        case .eventShare:
            return "the Open-In menu lists the apps whose document types match the file's type or one it conforms to"
        case .eventPrewarm:
            return """
                the system starts the app's process and stops it before UIApplicationMain: no UIKit \
                callback, the app stays not-running, but its memory counts; the next launch \
                completes it (a scene-based app on iOS 15.0-15.3: its launch runs as far as \
                didFinishLaunching)
                """
        case .eventTransfersFinish:
            return """
                the system finished the transfers the app handed its background URLSession: a \
                running app's session delegate hears each at once; a suspended app is resumed, and \
                one not running launched, in the background to hear them
                """
        case .eventCall:
            return """
                from iOS 14, on an unlocked phone, a call is a banner unless incoming calls are set \
                to full screen: the app in front is not interrupted; a full-screen call (locked, \
                before iOS 14, or by the setting) resigns it
                """
        case .eventCallExpand:
            return """
                the user taps the call's banner: the call fills the screen, and from here \
                interrupts the app in front as any full-screen call
                """
        case .eventSplit:
            return """
                Split View (iPad): the two scenes on screen are both foreground-active; an \
                interruption resigns both, and Home sends both away
                """
        case .sceneNewWindowConnects:
            return """
                a new window of a multi-scene app connects and takes the screen; the scene it \
                replaced left first, as with Home
                """
        case .sceneSplitActive:
            return """
                Split View: both scenes on screen are foreground-active at once, so two apps (or \
                two scenes of one app) are active together
                """
        case .sceneDiscarded:
            return "the user closed the window or swiped its card away: the scene is discarded, its session with it"
        case .configurationForNewWindow:
            return """
                a new window: the app delegate names the configuration of every new scene, as the \
                user or requestSceneSessionActivation asked
                """
        case .didDiscardSceneSessions:
            return """
                the app delegate hears that the user discarded scene sessions: right after their \
                sceneDidDisconnect, or, for scenes discarded while the app was not running (or \
                suspended, then killed), at its next launch right after didFinishLaunching
                """
        case .sceneDidDisconnectDiscarded:
            return """
                the user closed the window or swiped its card away: the scene disconnects, and \
                didDiscardSceneSessions follows
                """
        }
    }
}
