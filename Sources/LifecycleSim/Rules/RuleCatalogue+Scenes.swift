/// Scenes (SC): the group "Scenes (SC)" of docs/RULES.md.
extension RuleCatalogue {
    static let sceneRules: [LifecycleRule] = [
        LifecycleRule(
            id: .sc1, title: "Scene-based apps get the UI life cycle through their scenes", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            An app with `scenes` on iOS 13+ gets the UI life cycle through its scene delegate: UIKit does not call
            the app delegate's didBecomeActive, willResignActive, didEnterBackground or willEnterForeground.
            willFinishLaunching, didFinishLaunching, willTerminate, memory warnings and background events stay on
            the app delegate. On iOS 12 and earlier `scenes` is accepted and ignored with a warning: the app
            delegate gets the UI callbacks.
            """,
            resolution: "A URL that launches a scene-based app arrives in willConnect's connection options, so no separate callback is recorded for it; a URL opened while the scene is connected is scene(_:openURLContexts:) (sceneOpenURLContexts), as onmyway133's notes on scene delegates describe."
        ),
        LifecycleRule(
            id: .sc2, title: "Background rules stay per process", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            Every background rule (BG, BM, BR, TE, MW) applies to a scene-based app's process unchanged: the budget
            starts when the app's last foreground scene enters the background; suspension, expiry and kills are per
            process. A launch into the background for a content-available push or a location event connects a
            scene straight into the background after didFinishLaunching: willConnect (configurationForConnecting
            first for a new session, SC-3), with no foreground callback and no sceneDidEnterBackground, then the
            event's callback. A launch for a background fetch or a BGTaskScheduler task connects no scene.
            """,
            resolution: "Corrected (2026-11-26): this rule used to say that no background launch connects a scene. A published device log (Batch iOS SDK, BAApplicationLifecycle.h, iOS 14, a scene-based app that was not running, \"Notification (bg refresh) with app killed\") shows didFinishLaunching, then UISceneWillConnectNotification with the scene unattached, then didReceiveRemoteNotification with the scene in the background and no foreground callback; Apple's \"Managing your app's life cycle\" says a system-requested scene \"typically moves to the background so that it can process an event\" and that \"the system might launch the scene in the background to process a location event\". We follow both for pushes and location events, on every version from iOS 13 (the log is iOS 14's, and no source says iOS 13 differs). No log was found for a background fetch or a BGTaskScheduler launch with or without a scene, and a WordPress-iOS change (pull request 25643, 2026) notes that background launches run before any window exists; we connect no scene for those, and say here that it is unverified."
        ),
        LifecycleRule(
            id: .sc3, title: "Cold launch of a scene-based app", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            A user launch: the app not-running → background (SC-5: not inactive), willFinishLaunching,
            didFinishLaunching, configurationForConnecting if UIKit creates a new scene session, a new scene
            unattached → foreground-inactive, willConnect, sceneWillEnterForeground (the app still background; on
            iOS 13 it turns inactive right after), the scene → foreground-active, sceneDidBecomeActive (the app
            background on iOS 14+, inactive on iOS 13 and after a tapped notification, SC-5), then the app →
            inactive → active. A scene session outlives the process: the first launch ever creates one; a launch
            after the process ended any other way (a kill, memory pressure, a crash, the watchdog, a
            reboot, `terminate`) reconnects the saved session, willConnect without configurationForConnecting.
            Only the user closing a running app in the switcher (`switcher kill APP`, or its last window: SC-8)
            destroys its sessions, so the launch after that creates a new one; an app swiped away while it runs no
            code keeps its last session (TE-2's reading). Each window has its own session (SC-6).
            """,
            resolution: "What we checked: an Apple Developer Forums thread (732170) prints sceneWillEnterForeground then sceneDidBecomeActive at launch, and write-ups of scene delegates give willConnect, sceneWillEnterForeground, sceneDidBecomeActive after didFinishLaunching; the Big Nerd Ranch guide (iOS Programming, 7th edition, 'Scene State Transitions') says only that the scene gets willConnect and then sceneDidBecomeActive, not mentioning sceneWillEnterForeground, which we read as a shortened account. Corrected (an audit): this rule used to make every cold launch start a new session and ask configurationForConnecting, following the project's original brief against a Stack Overflow question (63520008) and luxmentis.org, which report that a relaunch restoring a saved session skips it. Apple's reference agrees with the reports: UISceneSession says UIKit keeps the session for the lifetime of the scene and destroys it when the user closes the scene in the app switcher; configurationForConnecting is called shortly before creating a new scene (Xcode's template: when a new scene session is being created); UIApplication.openSessions holds the sessions whose scenes are active or archived by the system, an archived one having no connected scene; didDiscardSceneSessions reports a closed scene at the next launch if the app is not running. So a session outlives its process and only a launch that needs a new one asks configurationForConnecting. A reboot keeps sessions: iOS 26's UIScene.DestructionCondition.systemDisconnection lets a scene opt in to being destroyed when the system disconnects it, 'terminating the process, or rebooting the device', so without it neither destroys the scene. An app destroying its own session (requestSceneSessionDestruction) is not in the scenario language. Corrected (2026-11-23): the app's state in this sequence used to be not-running → inactive, and active before sceneDidBecomeActive; the Batch iOS SDK's logged launches (iOS 13 and 14) and Bugsnag (bugsnag-cocoa pull request 1263) show it background through the launch callbacks, so the sequence now gives the states SC-5 explains."
        ),
        LifecycleRule(
            id: .sc4, title: "Home, return, interruptions and lock with scenes", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            Home: sceneWillResignActive, the scene → foreground-inactive, the scene → background (the app →
            background), sceneDidEnterBackground, then stateRestorationActivity for an app that implements it.
            Return: sceneWillEnterForeground, the scene → foreground-inactive →
            foreground-active, sceneDidBecomeActive. Interruptions (IN) and lock (LK-2) give the scene versions of
            the same callbacks.
            """
        ),
        LifecycleRule(
            id: .sc5, title: "The app's state is derived from its scenes", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            A scene-based app is active if any scene is foreground-active; inactive if any is foreground-inactive
            and none is active; background (or suspended, BG-2) when every connected scene is in the background or
            none is connected. The app's transitions are recorded right after the scene transition that caused them,
            except while the app comes to the foreground, where it trails its scenes: a user launch records it
            not-running → background, and it reads background through willFinishLaunching, didFinishLaunching,
            willConnect and sceneWillEnterForeground; on iOS 13 it turns inactive right after
            sceneWillEnterForeground (on iOS 14+ right after a tapped notification's callback, if any, else only
            after sceneDidBecomeActive). At the end of every launch and return it reads inactive (or, as above,
            background) in sceneDidBecomeActive and turns active right after it. Apps without scenes are unchanged.
            """,
            resolution: "Corrected (research of 2026-11-23): this rule used to record a user launch not-running → inactive and the app active just before sceneDidBecomeActive, following the project's original brief; published device logs disagree. The Batch iOS SDK's BAApplicationLifecycle.h logs a scene-based app's cold open on iOS 14 with the app Background in didFinishLaunching, willConnect, sceneWillEnterForeground and sceneDidActivate (the scene Foreground Active), then Inactive at UIApplicationWillEnterForegroundNotification and Active at UIApplicationDidBecomeActiveNotification; on iOS 13 Background through sceneWillEnterForeground, Inactive right after (the scene Foreground Inactive) and in sceneDidActivate, then Active; a notification cold open on iOS 14 Background in userNotificationCenter:didReceive: and Inactive in sceneDidActivate; a warm open (iOS 14) Background in sceneWillEnterForeground, Inactive in sceneDidActivate, Active after it. Bugsnag (bugsnag-cocoa pull requests 1263: \"UIScene-based apps are launched with a background UIApplicationState\", and 1307) and Firebase (firebase-ios-sdk pull request 15912, issue 15802: background in didFinishLaunching \"even on normal foreground launches\") agree. The engine now records these states, so `applicationState` read by handlers, `expect APP state` and the Swift API give them; the transitions that catch up cite SC-5. The warm open is logged on iOS 14 only; we apply its activation step to every return on iOS 13+ (a return after Home or the lock, a window's return in Split View, SC-7), as the iOS 13 cold open shows the same step. A returning app still turns inactive right after its scene does: the log's UIApplicationWillEnterForegroundNotification reads background there, but a scene-based app gets no app-delegate willEnterForeground (SC-1). Unchanged: background launches (SC-2), prewarming (PW-1), the end of an interruption (IN), apps without scenes (LA-1: inactive through the launch callbacks)."
        ),
        LifecycleRule(
            id: .sc6, title: "Opening another window of a multi-scene app", versions: "iOS 13+ (iPad)",
            sources: [.doc],
            statement: """
            (iPad, `scenes multiple`) `open-window` and `request-scene`: the app gets configurationForConnecting,
            then the new scene willConnect, sceneWillEnterForeground, sceneDidBecomeActive; the scene it replaces on
            screen leaves as with Home (its resign and background callbacks first, as in an app switch). On an
            iPhone, before iOS 13, or for an app without `multiple`, the request is refused with a warning (for
            `request-scene`, the warning of the call's error handler). `open-window` needs a window open already
            (`launch` opens the first); `request-scene` is handled once the code that made it returns, and only
            for an app active on screen.
            """,
            resolution: "Apple's reference gives the callbacks, not the order against the scene being replaced; we follow the project's original brief: the scene on screen leaves first, as in an app switch (FG-3), so a one-window app is briefly in the background (SC-5) before its new scene connects."
        ),
        LifecycleRule(
            id: .sc7, title: "Split View: both scenes foreground-active", versions: "iOS 13+ (iPad)",
            sources: [.doc, .guide, .obs],
            statement: """
            In Split View (`split APP/N APP/M`, iPad, iOS 13+) both scenes are foreground-active at once, so two
            apps (or two scenes of one app, which needs `scenes multiple`) are active together: what else was on
            screen leaves as with Home, then each scene returns (sceneWillEnterForeground, sceneDidBecomeActive)
            in home-screen order, then scene-number order. An interruption resigns both, and its end makes both
            active again. `split` alone ends it (the second scene leaves as with Home); Home, the lock or another
            launch send both away, and unlocking after the lock shows both side by side again (LK-2: unlock
            returns to the screen the user left); a crash of one gives the other the whole screen.
            """,
            resolution: "Are both apps active, or only the one last touched? Apple's activeAppearance reference says a scene that is not frontmost stays foreground-active while it can still receive user interaction and becomes foreground-inactive only when a system interruption (Control Center, an alert, Siri, the App Switcher) takes over; the archived 'Adopting Multitasking Enhancements on iPad' guide says the primary and secondary apps both run in the foreground with equal standing; an iOS 9 write-up (shinobicontrols) says there is no foreground or background app in Split View. We read: both scenes are foreground-active, an interruption resigns both. iPadOS 26 windowing, checked (2026-11-26): the same activeAppearance reference lists, among what takes interaction over, \"another app's window covering it in windowed apps\", and SwiftUI's ScenePhase reference says \"An active scene isn't necessarily front-most\": every visible window that can be touched stays foreground-active, the frontmost one marked only by its appearance. Apple's WWDC25 sessions on the new windowing and TN3192 say nothing that changes activation, so iPadOS 26 keeps this rule for the windows on screen; a window that another app's window covers entirely is not modelled (the language has no window positions)."
        ),
        LifecycleRule(
            id: .sc8, title: "Closing or swiping away a scene discards its session", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            A scene the user closes (`close-window APP/N`) or swipes away (`switcher kill APP/N`, iPad) is
            discarded: a running app gets sceneDidEnterBackground (if it was in the foreground; sceneWillResignActive
            first if it was active) and sceneDidDisconnect, then didDiscardSceneSessions on the app delegate. A
            suspended app hears nothing now: sceneDidDisconnect and didDiscardSceneSessions when it next runs, or,
            if it is killed first, didDiscardSceneSessions at its next launch, right after didFinishLaunching. An
            app that is not running keeps a card for each window it had until its next launch; swiping one away
            is heard at that launch the same way.
            Closing the app's last window ends the process as TE-2 does: after the discard, willTerminate for a
            running app; silently for a suspended one, whose last window keeps its session for the next launch
            (TE-2's reading; so does the last card of an app not running). Swiping away the card of a running app's last window is
            the app's own swipe, `switcher kill APP` (TE-2: its scenes disconnect and are discarded, then
            willTerminate, with no sceneDidEnterBackground), so the two give the same callbacks.
            """,
            resolution: "Does a background-running scene app hear sceneDidDisconnect before willTerminate? Apple's sceneDidDisconnect reference says UIKit disconnects a scene when the user closes it in the app switcher, and didDiscardSceneSessions' reference says it is called when the user removes a scene from the switcher, or at the next launch if the app is not running. A Firefox for iOS engineer (issue 12622) states that scene disconnection and discard always happen before willTerminateNotification; a tao reviewer (pull request 1261) calls that likely but not documented. Apple Developer Forums thread 732170 logs an iPhone swipe-kill as sceneWillResignActive then sceneDidDisconnect with no sceneDidEnterBackground, a known disagreement with the original brief's background step for a scene still in the foreground. We read: sceneDidDisconnect, then didDiscardSceneSessions, then willTerminate; a suspended app hears nothing and gets didDiscardSceneSessions at its next launch. Checked again later: a published Stack Overflow answer (Matt Neuburg, mirrored) logs an iPad swipe-up of a frontmost scene as sceneDidDisconnect, application(_:didDiscardSceneSessions:), applicationWillTerminate(_:), the order we follow (it, like the forum thread, shows no sceneDidEnterBackground for a scene still on screen; we keep the original brief's background step), while on an iPhone it logs sceneDidEnterBackground then applicationWillTerminate with no discard (TE-2 follows it for an iOS 13 iPhone; on a later iPhone the discard was logged first, TE-2's reading); Douglas Hill's FB6185896 (2019) observes didDiscardSceneSessions for each window swiped away and the process terminated when the last goes, which is why the last window ends the process; Xcode's app template says discards made while the app was not running are reported shortly after didFinishLaunching. Changed with TE-2's scene-based swipe: the card of a running app's last window, swiped away, is the app's swipe, so it now gives TE-2's iPad sequence (the answer's frontmost-scene order, with no sceneDidEnterBackground) rather than this rule's background step, which stays for a window that is not the last."
        ),
        LifecycleRule(
            id: .sc9, title: "The system may disconnect a background scene", versions: "iOS 13+",
            sources: [.doc],
            statement: """
            `disconnect APP/N` releases a background scene: sceneDidDisconnect, the session is kept and the process
            keeps running (a suspended app hears sceneDidDisconnect when it next runs). The next launch connects a
            new scene number with willConnect, without configurationForConnecting.
            """
        ),
    ]
}
