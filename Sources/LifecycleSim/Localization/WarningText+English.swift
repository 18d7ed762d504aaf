/// The engine's warnings in English: the trace's words, which the JSON trace, the Swift API and
/// expectations keep in every language.
extension WarningText {
    /// The warning in English.
    var englishText: EnglishText {
        switch self {
        case .restorationBeforeIOS6: return "state restoration exists from iOS 6: the restoration option has no effect"
        case .restorationInSceneApp:
            return """
                a scene-based app is restored through its scenes' user activities, not its view \
                controllers: the restoration option has no effect
                """
        case .bgTaskIdentifiersBeforeIOS13:
            return "BGTaskSchedulerPermittedIdentifiers is ignored before iOS 13: BGTaskScheduler does not exist"
        case .scenesBeforeIOS13:
            return "scenes exist from iOS 13: the scenes option is ignored and the app delegate gets the UI callbacks"
        case .swiftUIBeforeIOS14:
            return """
                SwiftUI's App and scenePhase exist from iOS 14: the app runs as a scene-based app \
                with no phase callbacks
                """
        case .exitsOnSuspendIgnored:
            return """
                UIApplicationExitsOnSuspend is deprecated and ignored from iOS 13: the app will be \
                suspended, not terminated
                """
        case let .taskOutstandingOver30Seconds(message, task):
            return """
                UIKit logs "[BackgroundTask] \(message)": task '\(task)' is still outstanding 35 s after \
                it was begun, in the foreground or the background; end it as soon as its work is done \
                (BG-1)
                """
        case let .taskNotEndedAfterExpiration(message, task):
            return """
                UIKit logs "[BackgroundTask] \(message)": task '\(task)' is still outstanding after its \
                expiration handler ran; when the budget runs out the app is killed (BG-5)
                """
        case let .sceneLifecycleNotAdopted(message):
            return """
                UIKit logs "\(message)": the app has not adopted the scene lifecycle, which the \
                next major release after iOS 26 requires of apps built with its SDK (TN3187)
                """
        case let .performFetchDisabledByBGTasks(app):
            return """
                \(app) declares BGTaskSchedulerPermittedIdentifiers, which disables performFetch \
                from iOS 13: its performFetch handler never runs (use a BGAppRefreshTask instead)
                """
        case .switcherNotOpen: return "the app switcher is not open: use 'switcher' first"
        case let .noSwitcherCardSinceBoot(app):
            return "\(app) has no card in the switcher (the user has not used it since boot)"
        case let .noSwitcherCard(app): return "\(app) has no card in the switcher"
        case .noSwitcherWithoutMultitasking:
            return "there is no app switcher without multitasking (iOS 3 or multitasking off)"
        case let .overlayAlreadyOpen(overlay): return "\(overlay) is already open"
        case let .overlayWhileLocked(overlay): return "the device is locked: \(overlay) cannot open over an app"
        case let .overlayNotOpen(overlay): return "\(overlay) is not open"
        case let .overlayOpenCloseFirst(overlay): return "\(overlay) is open: close it first"
        case .overlayCall: return "the incoming call"
        case .overlayAlert: return "the alert"
        case .overlayNotificationCenter: return "Notification Center"
        case .overlayControlCenter: return "Control Center"
        case .overlaySwitcher: return "the app switcher"
        case .alreadyLocked: return "the device is already locked"
        case .notLocked: return "the device is not locked"
        case .lockedUnlockFirst: return "the device is locked: unlock it first"
        case .callInProgress: return "a call is already in progress"
        case .noCallRinging: return "no call is ringing"
        case .noCallBanner:
            return """
                no call is ringing as a banner: only a banner can be tapped to fill the screen (an \
                unlocked phone, iOS 14 or later, incoming calls set to banner)
                """
        case .noCallInProgress: return "no call is in progress"
        case .notificationCenterBeforeIOS5: return "Notification Center does not exist before iOS 5"
        case .controlCenterBeforeIOS7: return "Control Center does not exist before iOS 7"
        case let .noSuchApp(app): return "no app named '\(app)' is installed"
        case let .openerNotInFront(app): return "\(app) is not in front, so it cannot open a URL"
        case let .alreadyInFront(app): return "\(app) is already in front"
        case .homeAlreadyShowing: return "the home screen is already showing"
        case let .appNotRunning(app): return "\(app) is not running"
        case .refreshSettingBeforeIOS7: return "Background App Refresh does not exist before iOS 7"
        case .refreshSettingRestricted:
            return "Background App Refresh is restricted (parental controls): the user cannot change it"
        case .lowPowerModeBeforeIOS9: return "Low Power Mode does not exist before iOS 9"
        case let .debuggerAlreadyAttached(app): return "a debugger is already attached to \(app)"
        case let .noDebuggerAttached(app): return "no debugger is attached to \(app)"
        case let .catchUpRunaway(count):
            return """
                \(count) scheduled items fell due only because earlier ones kept the main thread \
                busy past the time of this line; runaway app code, so the simulator's guard lets \
                the timeline go on and fires the rest after it
                """
        case let .timerNotScheduledRunaway(timer, limit):
            return """
                timer '\(timer)' not scheduled: \(limit) timers are already pending in this \
                process; runaway app code, so this process schedules no more timers (the \
                simulator's guard)
                """
        case let .timerNotRunRunaway(timer, limit):
            return """
                timer '\(timer)' not run: \(limit) timers of this process already fired at this \
                instant with no virtual time passing; runaway app code, so this process schedules \
                no more timers (the simulator's guard)
                """
        case let .timerDroppedProcessEnded(timer): return "timer '\(timer)' dropped: the process has ended"
        case .launchWatchdog: return "failed to launch in time (0x8badf00d)"
        case .didEnterBackgroundWatchdog: return "failed to finish didEnterBackground in time (0x8badf00d)"
        case let .memoryNeverFits(app, needed, available):
            return "\(app) needs \(needed), more than the device can ever give apps (\(available))"
        case let .killedForMemoryInFront(app):
            return "\(app) was terminated for memory while in front (it looks like a crash)"
        case let .crashed(app): return "\(app) crashed"
        case .completionHandlerTimeout: return "did not call the completion handler within 30 s (0x8badf00d)"
        case let .tooManyTasksKill(limit): return "more than \(limit) outstanding background tasks (0xbada5e47)"
        case let .assertionsBeyondTime(count, tasks):
            return "has active assertions beyond permitted time (0x8badf00d): \(count) background task(s) not ended: \(tasks)"
        case let .bgTaskExpiredKill(id):
            return "BGTask \(id) expired without setTaskCompleted(success:): the system terminates the app (0x8badf00d)"
        case let .uncaughtException(reason):
            return "crashed: uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
        case .audioStopped: return "audio stopped: the app does not declare the audio background mode"
        case .locationStopped: return "location updates stopped: the app does not declare the location background mode"
        case .eventFetch: return "background fetch"
        case .eventPush: return "content-available push"
        case .eventLocation: return "location event"
        case .eventURLSession: return "background URLSession events"
        case let .eventUnavailable(event, version):
            return "\(event) dropped: not available on this device (iOS \(version))"
        case let .eventUnavailableNoMultitasking(event, version):
            return "\(event) dropped: not available on this device (iOS \(version), no multitasking)"
        case let .eventOptsOut(event, app):
            return "\(event) dropped: \(app) opts out of background execution (UIApplicationExitsOnSuspend)"
        case let .eventModeUndeclared(event, app, mode):
            return "\(event) dropped: \(app) does not declare the '\(mode)' background mode"
        case let .eventRefreshOff(event, status, app):
            return "\(event) dropped: Background App Refresh is \(status) for \(app)"
        case let .eventForceQuit(event, app):
            return """
                \(event) dropped: the user killed \(app) in the switcher; it is not launched in the \
                background until the user opens it again
                """
        case let .eventFetchDisabledByBGTasks(event, app):
            return """
                \(event) dropped: \(app) declares BGTaskSchedulerPermittedIdentifiers, which \
                disables performFetch from iOS 13 (submit a BGAppRefreshTaskRequest instead)
                """
        case let .pushAsBanner(app):
            return "notification shown as a banner: \(app) is not active, so no callback and no state change"
        case let .localNotificationAsBanner(app):
            return "local notification shown as a banner: \(app) is not active, so no callback and no state change"
        case .noLocalNotifications: return "local notifications exist from iOS 4"
        case .noBannerBeforeIOS10:
            return "before iOS 10 no banner shows over the app in front: it heard the notification when it arrived"
        case let .completeFetchNonePending(result): return "complete-fetch \(result): no completion handler is pending"
        case let .completeFetchAlreadyCalled(result):
            return "complete-fetch \(result): this event's completion handler was already called, or its window closed"
        case let .continuedBeforeIOS26(id, version):
            return "submit(\(id)) failed: BGContinuedProcessingTaskRequest exists from iOS 26 (iOS \(version))"
        case let .continuedFromBackground(id, code):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): a continued processing \
                task is submitted from the foreground, as a result of the user's action
                """
        case let .completeFetchInAnotherHandler(result):
            return """
                complete-fetch \(result): this code holds the completion handler of \
                handleEventsForBackgroundURLSession, which complete-events calls
                """
        case .completeEventsInAnotherHandler:
            return "complete-events: this code holds a fetch or push completion handler, which complete-fetch calls"
        case let .transferUnavailable(version):
            return "start-transfer: background URLSession transfers exist from iOS 7 (iOS \(version))"
        case let .noPendingTransfers(app):
            return "\(app) has no background transfer in progress: nothing to finish (start one with start-transfer)"
        case .completeEventsNonePending:
            return "complete-events: no completion handler of handleEventsForBackgroundURLSession is pending"
        case .eventsCompletionNeverCalled:
            return """
                Application delegate received call to \
                -application:handleEventsForBackgroundURLSession:completionHandler: but the \
                completion handler was never called
                """
        case let .transfersCancelledByForceQuit(count):
            return """
                \(count) background transfer(s) completed with NSURLErrorCancelled: the user force \
                quit the app (NSURLErrorCancelledReasonUserForceQuitApplication)
                """
        case let .beginTaskInvalidNoMultitasking(task):
            return """
                beginBackgroundTask(\(task)) returned the invalid identifier: this device has no \
                background execution
                """
        case let .beginTaskInvalidOptsOut(task):
            return """
                beginBackgroundTask(\(task)) returned the invalid identifier: the app opts out of \
                background execution (exits-on-suspend)
                """
        case let .beginTaskInvalidBudgetExpired(task):
            return """
                beginBackgroundTask(\(task)) returned the invalid identifier: the expiration \
                handlers of this backgrounding have run (BG-5)
                """
        case let .endUnknownTask(id):
            return """
                Can't end BackgroundTask: no background task exists with identifier \(id), or it \
                may have already been ended
                """
        case let .schedulerCallIgnored(call): return "\(call) ignored: BGTaskScheduler exists from iOS 13"
        case let .submitNotPermittedIdentifier(id, code):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): \(id) is not in \
                BGTaskSchedulerPermittedIdentifiers
                """
        case let .submitModeUndeclared(id, code, kind, mode, app):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): a \(kind) request needs \
                the '\(mode)' background mode, which \(app) does not declare
                """
        case let .submitRefreshOff(id, code, status, app):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): Background App Refresh is \
                \(status) for \(app)
                """
        case let .submitTooManyPending(id, code, limit, kind):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): at most \(limit) pending \
                \(kind) requests per app
                """
        case let .submitTooManyPendingSingular(id, code, limit, kind):
            return """
                submit(\(id)) failed: BGTaskScheduler.Error.Code.\(code): at most \(limit) pending \
                \(kind) request per app
                """
        case let .bgtaskUnavailable(action): return "bgtask \(action): BGTaskScheduler exists from iOS 13"
        case let .bgtaskExpireNotRunning(id, app): return "bgtask expire: no task \(id) is running in \(app)"
        case let .bgtaskNoPendingRequest(action, app, id):
            return "bgtask \(action): \(app) has no pending request for \(id)"
        case let .bgtaskAlreadyRunning(action, id, app):
            return "bgtask \(action): a task \(id) is already running in \(app)"
        case let .bgtaskSwipedAway(id, app):
            return """
                bgtask \(id) not run: the user swiped \(app) away; its requests do not run until \
                the user launches it again
                """
        case let .bgtaskInForeground(id, app):
            return """
                bgtask \(id) not run: \(app) is in the foreground; the system runs BGTaskScheduler \
                requests only by launching or resuming an app in the background, so the request stays \
                queued (`bgtask simulate` runs it now, as the debugger's command does)
                """
        case let .bgtaskNotRun(id, missing): return "bgtask \(id) not run: \(missing)"
        case let .conditionEarliest(earliest): return "its earliest begin date (\(earliest)s) has not come"
        case let .conditionRefreshOff(status, app): return "Background App Refresh is \(status) for \(app)"
        case .conditionPower: return "it requires external power and the device is not charging"
        case .conditionNetwork: return "it requires a network connection and there is none"
        case let .conditionsJoined(first, rest): return "\(first); \(rest)"
        case let .noScenes(app): return "\(app) has no scenes (add `scenes` to its app line; scenes exist from iOS 13)"
        case let .sceneNotConnected(app, scene): return "\(app)/\(scene) is not connected"
        case let .windowsBeforeIOS13(app): return "scenes exist from iOS 13: \(app) cannot open another window"
        case let .windowsOnlyOnIPad(model):
            return "only an iPad shows several windows of one app (this device is an \(model))"
        case let .noScenesForWindows(app): return "\(app) has no scenes (add `scenes multiple` to its app line)"
        case let .noMultipleScenes(app):
            return """
                \(app) does not support multiple scenes (UIApplicationSupportsMultipleScenes): add \
                `scenes multiple`
                """
        case let .noWindowOpen(app): return "\(app) has no window open: `launch \(app)` opens its first"
        case let .sceneRequestFailed(reason): return "requestSceneSessionActivation failed: \(reason)"
        case let .sceneRequestLimit(limit):
            return """
                requestSceneSessionActivation ignored: \(limit) scenes were already requested in \
                this step; runaway app code (the simulator's guard)
                """
        case let .notActiveOnScreen(app): return "\(app) is not the active app on screen"
        case .splitBeforeIOS13: return "Split View of scenes needs iOS 13 (scenes exist from iOS 13)"
        case let .splitOnlyOnIPad(model): return "Split View exists only on an iPad (this device is an \(model))"
        case let .noScenesForSplit(app): return "\(app) has no scenes (add `scenes` to its app line)"
        case let .sceneBesideItself(scene): return "\(scene) cannot be beside itself"
        case .splitNotShowing: return "Split View is not showing"
        case let .closeWindowOnlyOnIPad(model, app):
            return "only an iPad can close a window: on an \(model) `switcher kill \(app)` swipes the app away"
        case let .killWindowOnlyOnIPad(model, app):
            return """
                only an iPad can swipe away one window's card: on an \(model) `switcher kill \
                \(app)` swipes the app away
                """
        case let .sceneInForeground(app, scene):
            return "\(app)/\(scene) is in the foreground: the system disconnects only background scenes"
        case let .controllersOnlyInActiveApp(app):
            return "\(app) is not the active app in front: controllers change only under the user's finger"
        case let .notNavigationOnScreen(navigation, app):
            return "\(navigation) is not a navigation controller on screen in \(app)"
        case let .alreadyShownOrUndeclared(controller, app):
            return "\(controller) is already shown in \(app) (or not declared)"
        case .navigationOntoNavigation: return "a navigation controller cannot be pushed onto another"
        case let .nothingToPop(navigation): return "\(navigation) has nothing to pop: its root child stays"
        case let .cannotPresentNow(presenter):
            return "\(presenter) cannot present now: it is not shown, or already presents another controller"
        case .topControllerCannotPresent:
            return "the top controller cannot present now: it is not shown, or already presents another controller"
        case let .notPresented(controller, app): return "\(controller) is not presented in \(app)"
        case let .prewarmBeforeIOS15(app): return "prewarming exists from iOS 15: \(app) is not prewarmed"
        case let .beforeUIApplicationMain(call):
            return """
                \(call) in the code before UIApplicationMain does nothing here: UIApplication and \
                the main run loop do not exist yet (only log, work, crash and read-protected-file \
                are simulated there); call it from didFinishLaunching
                """
        case let .prewarmNotNotRunning(app, state):
            return "\(app) is \(state): only an app that is not running can be prewarmed"
        case let .alreadyPrewarmed(app): return "\(app) is already prewarmed"
        case let .prewarmNoRoom(app, needed, free):
            return """
                no room to prewarm \(app): it needs \(needed), \(free) is free (the system prewarms \
                only when device conditions allow)
                """
        case let .openInSenderNotActive(app): return "\(app) must be the active app in front to show the Open-In menu"
        case let .openInReceiverCannotOpen(app, file, type):
            return "\(app) is not in the Open-In menu for \(file): it does not open \(type) or a type it conforms to"
        }
    }
}
