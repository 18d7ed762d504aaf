extension TraceExplainer {
    static func explainCallback(_ r: CallbackRecord) -> Explanation? {
        switch r.callback {
        case .expire(let task):
            return r.rule == .bg9
                ? Explanation(.expireInvalidIdentifier(task: task), rules: [.bg9])
                : Explanation(.expireBudgetRanOut, rules: [.bg5])
        case .controller(_, let method):
            return explainController(method, rule: r.rule)
        case .delegate(let callback):
            return explainDelegate(callback, r)
        case .bgTask:
            return r.rule == .bt7
                ? Explanation(.bgTaskSimulatedLaunchHandler, rules: [.bt7, .bt3])
                : Explanation(.bgTaskLaunchHandler, rules: [.bt3, .bt1])
        case .bgTaskExpire:
            return Explanation(.bgTaskExpireHandler, rules: [.bt6])
        case .notification(let notification):
            switch r.rule {
            case .nt2: return Explanation(.notificationForTheApp(name: notification.name), rules: [.nt2, .sc5])
            case .br1: return Explanation(.notificationRefreshStatus(name: notification.name), rules: [.br1, .nt1])
            default: return Explanation(.notificationAfterMethod(name: notification.name), rules: [.nt1])
            }
        }
    }

    private static func explainDelegate(_ callback: DelegateCallback, _ r: CallbackRecord) -> Explanation? {
        switch callback {
        case .handleEventsForBackgroundURLSession:
            return Explanation(.handleEventsForBackgroundURLSession, rules: [.br5, .bg7])
        case .urlSessionTaskDidComplete:
            return Explanation(.urlSessionTaskDidComplete, rules: [.br5])
        case .urlSessionDidFinishEvents:
            return Explanation(.urlSessionDidFinishEvents, rules: [.br5])
        case .protectedDataWillBecomeUnavailable:
            return Explanation(.protectedDataWillBecomeUnavailable, rules: [.lk4])
        case .protectedDataDidBecomeAvailable:
            return Explanation(.protectedDataDidBecomeAvailable, rules: [.lk4])
        case .main:
            return [.pw1, .pw2].contains(r.rule)
                ? Explanation(.mainPrewarm, rules: [r.rule, .pw1])
                : Explanation(.mainAtLaunch, rules: [.la1])
        case .willFinishLaunching, .didFinishLaunching:
            if r.rule == .pw2 { return Explanation(.launchCallbacksPrewarm, rules: [.pw2, .la1]) }
            // SC-5: a scene-based app's user launch (LA-1, LA-2, LA-4) also reads background.
            if r.state == .background, [.la1, .la2, .la4].contains(r.rule) {
                return Explanation(.launchCallbacksScenes, rules: [.la1, .sc5, .la3])
            }
            return r.state == .background
                ? Explanation(.launchCallbacksInBackground, rules: [.la1, .br3])
                : Explanation(.launchCallbacks, rules: [.la1, .la3])
        case .didBecomeActive:
            if r.rule == .in1 {
                return Explanation(.didBecomeActiveNotificationCenter, rules: [.in1])
            }
            return Explanation(.didBecomeActive, rules: [r.rule, .st2])
        case .willResignActive:
            return Explanation(.willResignActive, rules: [r.rule, .st2])
        case .didEnterBackground:
            if r.rule == .fg5 {
                return Explanation(.didEnterBackgroundExitsOnSuspend, rules: [.fg2, .fg5])
            }
            return Explanation(.didEnterBackground, rules: [.fg2, .bg2])
        case .willEnterForeground:
            return Explanation(.willEnterForeground, rules: [.fg4, .st2])
        case .willTerminate:
            switch r.rule {
            case .fg5: return Explanation(.willTerminateNoMultitasking, rules: [.fg5])
            case .te2: return Explanation(.willTerminateSwipedAway, rules: [.te2])
            // TE-3: the only other end that tells a running app is a shutdown with it on screen
            // (a memory kill, MW-1, tells no one).
            default: return Explanation(.willTerminateShutdown, rules: [.te3])
            }
        case .didReceiveMemoryWarning:
            return r.rule == .mw3
                ? Explanation(.memoryWarningHeld, rules: [.mw3])
                : Explanation(.memoryWarning, rules: [.mw2])
        case .openURL:
            return Explanation(.openURL, rules: [.la2])
        case .performFetch, .didReceiveRemoteNotification, .didUpdateLocations:
            if r.rule == .la4 { return tappedNotification(r) }
            if r.state == .active || r.state == .inactive {
                return Explanation(.backgroundEventInFront, rules: [.br3])
            }
            if r.callback == .delegate(.didUpdateLocations) {
                return Explanation(.locationEvent, rules: [.br3, .br1, .br2, .bg2])
            }
            return Explanation(.backgroundEvent, rules: [.br3, .br1, .br2])
        case .willPresentNotification:
            return Explanation(.willPresentNotification, rules: [.in4])
        case .didReceiveLocalNotification:
            return r.rule == .la4 ? tappedNotification(r)
                : Explanation(.localNotificationInFront, rules: [.in4])
        case .didReceiveNotificationResponse:
            return tappedNotification(r)
        case .configurationForConnecting, .didDiscardSceneSessions, .willConnect, .sceneWillEnterForeground, .sceneDidBecomeActive,
             .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts,
             .stateRestorationActivity:
            return explainScene(callback, r)
        case .scenePhaseActive, .scenePhaseInactive, .scenePhaseBackground:
            return Explanation(.swiftUIScenePhase(phase: callback.phase?.rawValue ?? ""), rules: [.ui1, .ui3])
        case .appPhaseActive, .appPhaseInactive, .appPhaseBackground:
            return Explanation(.swiftUIAppPhase(phase: callback.phase?.rawValue ?? ""), rules: [.ui2])
        case .shouldSaveState:
            return Explanation(.shouldSaveState, rules: [.sr2, .sr1])
        case .willEncodeState:
            return Explanation(.willEncodeState, rules: [.sr2, .sr5])
        case .shouldRestoreState, .didDecodeState:
            return Explanation(.restoringState, rules: [.sr3])
        case .willBeginSendingToApplication:
            return Explanation(.documentSending, rules: [.doc2, .doc3])
        case .didEndSendingToApplication:
            return Explanation(.documentSent, rules: [.doc2, .bg2])
        }
    }

    private static func explainController(_ method: ControllerCallback, rule: RuleID) -> Explanation {
        switch method {
        case .loadView, .viewDidLoad:
            return rule == .vc4
                ? Explanation(.controllerReload, rules: [.vc4, .vc1])
                : Explanation(.controllerLoad, rules: [.vc1])
        case .didReceiveMemoryWarning:
            return rule == .vc5
                ? Explanation(.controllerWarningUnloaded, rules: [.vc5])
                : Explanation(.controllerWarning, rules: [.vc2, .mw2])
        case .viewWillUnload, .viewDidUnload:
            return rule == .vc3
                ? Explanation(.controllerUnloadWithContainer, rules: [.vc3])
                : Explanation(.controllerUnload, rules: [.vc2, .pr1])
        case .encodeRestorableState:
            return Explanation(.encodeRestorableState, rules: [.sr2, .sr5])
        case .decodeRestorableState, .applicationFinishedRestoringState:
            return Explanation(.decodeRestorableState, rules: [.sr3])
        }
    }

    static func explainBGTask(_ r: BGTaskRecord) -> Explanation {
        switch r.change {
        case .submitted where r.rule == .bt9, .launched where r.rule == .bt9:
            return Explanation(.bgTaskContinued, rules: [.bt9, .bg2])
        case .cancelled where r.rule == .bt9:
            return Explanation(.bgTaskContinuedCancelled, rules: [.bt9, .te2])
        case .submitted, .replaced, .cancelled:
            return Explanation(.bgTaskSubmitted, rules: [.bt2])
        case .launched:
            return r.rule == .bt7
                ? Explanation(.bgTaskLaunchedSimulated, rules: [.bt7])
                : Explanation(.bgTaskLaunched, rules: [.bt3, .bt4, .bt5])
        case .completed:
            // BT-6: the system completed a task that had no expiration handler.
            return r.rule == .bt6
                ? Explanation(.bgTaskCompletedAtExpiry, rules: [.bt6, .bg2])
                : Explanation(.bgTaskCompleted, rules: [.bt3, .bg2])
        case .expired:
            return Explanation(.bgTaskExpired, rules: [.bt6])
        }
    }

    static func explainTask(_ r: TaskRecord) -> Explanation {
        switch r.action {
        case .begin:
            return Explanation(.taskBegin, rules: [.bg1, .bg4])
        case .end:
            return Explanation(.taskEnd, rules: [.bg1])
        case .expire:
            return Explanation(.taskExpire, rules: [.bg5, .bg3])
        case .invalidEnd:
            return Explanation(.taskInvalidEnd, rules: [.bg6])
        }
    }

    /// LA-4: the tapped notification reaches the app before didBecomeActive, except an app already
    /// active (a banner over it) or, from iOS 11, one that was inactive under Notification Center.
    private static func tappedNotification(_ r: CallbackRecord) -> Explanation {
        r.state == .active
            ? Explanation(.tappedNotificationActive, rules: [.la4])
            : Explanation(.tappedNotification, rules: [.la4])
    }
}

extension TraceExplainer {
    /// Audio, location updates and prewarming (BM-1, BM-2, PW-1, PW-2).
    static func explainActivity(_ r: ActivityRecord) -> Explanation {
        switch (r.activity, r.change) {
        case (.audio, .started): return Explanation(.audioStarted, rules: [.bm1, .bm3])
        case (.audio, .stopped): return Explanation(.audioStopped, rules: [.bm1, .bg2])
        case (.location, .started): return Explanation(.locationStarted, rules: [.bm2, .bm3])
        case (.location, .stopped): return Explanation(.locationStopped, rules: [.bm2, .bg2])
        case (.prewarm, .started) where r.rule == .pw2: return Explanation(.prewarmLaunched, rules: [.pw2, .ps2])
        case (.prewarm, .started): return Explanation(.prewarmStarted, rules: [.pw1, .ps2])
        case (.prewarm, .stopped): return Explanation(.prewarmStopped, rules: [.pw1])
        case (.transfer, .started): return Explanation(.transferStarted, rules: [.br5])
        case (.transfer, .stopped): return Explanation(.transfersCancelled, rules: [.br5, .te2])
        }
    }
}
