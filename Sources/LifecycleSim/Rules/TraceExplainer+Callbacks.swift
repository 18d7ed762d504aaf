extension TraceExplainer {
    static func explainCallback(_ r: CallbackRecord) -> Explanation? {
        switch r.callback {
        case .expire(let task):
            return r.rule == .bg9
                ? Explanation(text: "beginBackgroundTask returned the invalid identifier, so the expiration handler of '\(task)' runs at once", rules: [.bg9])
                : Explanation(text: "the budget ran out: every outstanding task's expiration handler runs, oldest first; a task left unended gets the app killed", rules: [.bg5])
        case .controller(_, let method):
            return explainController(method, rule: r.rule)
        case .delegate(let callback):
            return explainDelegate(callback, r)
        case .bgTask:
            return r.rule == .bt7
                ? Explanation(text: "the debugger's _simulateLaunchForTaskWithIdentifier: runs the registered launch handler now, whatever the request's earliest date and requirements", rules: [.bt7, .bt3])
                : Explanation(text: "the system runs the request: the app launched or resumed in the background, with no scene, and the task keeps it running until setTaskCompleted or expiry", rules: [.bt3, .bt1])
        case .bgTaskExpire:
            return Explanation(text: "the task expired: its expiration handler runs; a task still not completed afterwards gets the app killed", rules: [.bt6])
        }
    }

    private static func explainDelegate(_ callback: DelegateCallback, _ r: CallbackRecord) -> Explanation? {
        switch callback {
        case .willFinishLaunching, .didFinishLaunching:
            return r.state == .background
                ? Explanation(text: "a background launch runs the launch callbacks in the background state", rules: [.la1, .br3])
                : Explanation(text: "launching: the app is inactive; the two launch callbacks together have 20 s", rules: [.la1, .la3])
        case .didBecomeActive:
            if r.rule == .in1 {
                return Explanation(text: "Notification Center's pull-down (iOS 11+): active for a moment between two willResignActive calls", rules: [.in1])
            }
            return Explanation(text: "the app is in front and receives events", rules: [r.rule, .st2])
        case .willResignActive:
            return Explanation(text: "the app is about to lose focus; it is still active inside this callback", rules: [r.rule, .st2])
        case .didEnterBackground:
            if r.rule == .fg5 {
                return Explanation(text: "it has 5 s to return; the app opts out of background execution (exits-on-suspend), so willTerminate follows", rules: [.fg2, .fg5])
            }
            return Explanation(text: "it has 5 s to return; then, unless something keeps it running, it is suspended at once", rules: [.fg2, .bg2])
        case .willEnterForeground:
            return Explanation(text: "always followed by didBecomeActive", rules: [.fg4, .st2])
        case .willTerminate:
            switch r.rule {
            case .fg5: return Explanation(text: "no multitasking or exits-on-suspend: leaving the foreground quits the app", rules: [.fg5])
            case .te2: return Explanation(text: "swiped away while running: a running app is told", rules: [.te2])
            case .te3: return Explanation(text: "the device shuts down with this app on screen, so it is told; apps in the background are not", rules: [.te3])
            default: return Explanation(text: "the system terminates a running background app in an orderly way, so it is told", rules: [r.rule, .te3])
            }
        case .didReceiveMemoryWarning:
            return r.rule == .mw3
                ? Explanation(text: "this warning was held while the app was suspended and comes before anything else", rules: [.mw3])
                : Explanation(text: "running apps are warned; the app delegate first, then every live view controller in creation order", rules: [.mw2])
        case .openURL:
            return Explanation(text: "opened for a URL: after didFinishLaunching on a cold launch, between willEnterForeground and didBecomeActive on a return", rules: [.la2])
        case .performFetch, .didReceiveRemoteNotification, .didUpdateLocations:
            if r.rule == .la4 { return tappedNotification(r) }
            if r.state == .active || r.state == .inactive {
                return Explanation(text: "delivered at once to an app in front, with no deadline", rules: [.br3])
            }
            return Explanation(text: "the app declares the mode and Background App Refresh is available: it has 30 s to call the completion handler", rules: [.br3, .br1, .br2])
        case .willPresentNotification:
            return Explanation(text: "a notification arrived for the app in front: its notification center delegate decides whether to show it", rules: [.in4])
        case .didReceiveLocalNotification:
            return r.rule == .la4 ? tappedNotification(r)
                : Explanation(text: "a local notification arrived for the app in front (iOS 4-9)", rules: [.in4])
        case .didReceiveNotificationResponse:
            return tappedNotification(r)
        case .configurationForConnecting, .didDiscardSceneSessions, .willConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts,
             .stateRestorationActivity:
            return explainScene(callback, r)
        case .scenePhaseActive, .scenePhaseInactive, .scenePhaseBackground:
            return Explanation(text: "SwiftUI: the WindowGroup view's onChange(of: scenePhase) reports the change the scene callback before it made (to \(callback.phase?.rawValue ?? "")); none for the phase the scene connected in", rules: [.ui1, .ui3])
        case .appPhaseActive, .appPhaseInactive, .appPhaseBackground:
            return Explanation(text: "SwiftUI: scenePhase read in the App is the aggregate (active if any scene is active, inactive if none is and any is inactive, else background), now \(callback.phase?.rawValue ?? "")", rules: [.ui2])
        case .shouldSaveState:
            return Explanation(text: "the app opted in to state restoration; saving follows didEnterBackground, and refusing vetoes it", rules: [.sr2, .sr1])
        case .willEncodeState:
            return Explanation(text: "saving: each controller whose chain of ancestors all have a restoration id is encoded, parents first", rules: [.sr2, .sr5])
        case .shouldRestoreState, .didDecodeState:
            return Explanation(text: "restoring from the archive between willFinishLaunching and didFinishLaunching; the archive is discarded after use", rules: [.sr3])
        case .willBeginSendingToApplication:
            return Explanation(text: "the file is copied into the receiver's Documents/Inbox, which the receiver may only read and delete", rules: [.doc2, .doc3])
        case .didEndSendingToApplication:
            return Explanation(text: "the sender kept running until this returned; only now may it be suspended", rules: [.doc2, .bg2])
        }
    }

    private static func explainController(_ method: ControllerCallback, rule: RuleID) -> Explanation {
        switch method {
        case .loadView, .viewDidLoad:
            return rule == .vc4
                ? Explanation(text: "back in the window after a dismissal or a pop: an unloaded view loads again", rules: [.vc4, .vc1])
                : Explanation(text: "a controller on screen has a loaded view: it loads when shown without one", rules: [.vc1])
        case .didReceiveMemoryWarning:
            return rule == .vc5
                ? Explanation(text: "its view is already unloaded, so the warning is all it gets", rules: [.vc5])
                : Explanation(text: "every live controller gets the warning, in creation order; on iOS 3-5 a view out of the window is unloaded", rules: [.vc2, .mw2])
        case .viewWillUnload, .viewDidUnload:
            return rule == .vc3
                ? Explanation(text: "the content of a container goes with its container's view", rules: [.vc3])
                : Explanation(text: "on iOS 3-5 the default didReceiveMemoryWarning unloads a loaded view that is not in the window", rules: [.vc2, .pr1])
        case .encodeRestorableState:
            return Explanation(text: "saved because it and all its ancestors have a restoration id", rules: [.sr2, .sr5])
        case .decodeRestorableState, .applicationFinishedRestoringState:
            return Explanation(text: "restored from the archive, parents first", rules: [.sr3])
        }
    }

    static func explainBGTask(_ r: BGTaskRecord) -> Explanation {
        switch r.change {
        case .submitted, .replaced, .cancelled:
            return Explanation(text: "submit queues a request (one of an identifier at a time: a new one replaces it); at most 1 refresh and 10 processing requests wait per app", rules: [.bt2])
        case .launched:
            return r.rule == .bt7
                ? Explanation(text: "simulated from the debugger: run at once, ignoring the earliest date and the requirements", rules: [.bt7])
                : Explanation(text: "the system runs a pending request only after its earliest date, with Background App Refresh on (refresh), power and network as asked, and not after a swipe-away", rules: [.bt3, .bt4, .bt5])
        case .completed:
            return Explanation(text: "setTaskCompleted ends the task; the app is suspended if nothing else keeps it running", rules: [.bt3, .bg2])
        case .expired:
            return Explanation(text: "a refresh task has 30 s; a processing task ends when its power or network requirement does, or when the system ends it", rules: [.bt6])
        }
    }

    static func explainTask(_ r: TaskRecord) -> Explanation {
        switch r.action {
        case .begin:
            return Explanation(text: "task identifiers are 1, 2, 3 … per device and never reused; a task begun in the foreground is dormant until the app enters the background", rules: [.bg1, .bg4])
        case .end:
            return Explanation(text: "the outstanding count is the number of tasks begun and not yet ended", rules: [.bg1])
        case .expire:
            return Explanation(text: "the app's budget ran out with this task outstanding", rules: [.bg5, .bg3])
        case .invalidEnd:
            return Explanation(text: "ending an unknown or already ended task changes nothing but a warning", rules: [.bg6])
        }
    }

    /// LA-4: the tapped notification reaches the app before didBecomeActive, except an app already
    /// active (a banner over it) or, from iOS 11, one that was inactive under Notification Center.
    private static func tappedNotification(_ r: CallbackRecord) -> Explanation {
        r.state == .active
            ? Explanation(text: "the user tapped the notification; the app is already active (a banner over it, or Notification Center closed first from iOS 11)", rules: [.la4])
            : Explanation(text: "the user tapped the notification: the app opened for it and receives it while inactive, before didBecomeActive", rules: [.la4])
    }
}
