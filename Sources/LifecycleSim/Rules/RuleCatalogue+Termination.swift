extension RuleCatalogue {
    /// Rules of the groups TE, DB, SC.
    static let terminationRules: [LifecycleRule] = [
        LifecycleRule(
            id: .te1, title: "The app switcher's cards", versions: "iOS 4+",
            sources: [.guide, .obs],
            statement: """
            The switcher shows a card for every app the user has used since boot and not swiped away, most
            recent first, whether its process is running, suspended or was terminated by the system; it does not
            show which. Tapping a card of a terminated app cold-launches it. A launch into the background adds
            no card. GUIDE, OBS.
            """
        ),
        LifecycleRule(
            id: .te2, title: "Swiping an app away", versions: "iOS 4+ (swipe from iOS 7)",
            sources: [.doc, .guide, .obs],
            statement: """
            Swiping away (iOS 7+; the minus badge on iOS 4-6): a suspended app is killed without any callback; a
            running one (background with a task or mode, or the front app, inactive under the switcher) gets
            willTerminate (the front app gets didEnterBackground first). Apple's guide says no notification is
            sent; we follow the observed behaviour and the Xamarin lifecycle documentation, which both report
            willTerminate, and say so in `lifesim rules TE-2`.
            A scene-based app (iOS 13+) is told through its scenes. On an iOS 13 iPhone the front app's scene
            gets sceneDidEnterBackground, then the app willTerminate. On an iPad, and on an iPhone from iOS 14,
            a running app loses its scenes first, in or out of the foreground, with no sceneDidEnterBackground:
            SC-8's discard of each (sceneDidDisconnect for each, one didDiscardSceneSessions), then willTerminate. Swiping the card of an
            iPad app's last window is the same swipe (SC-8). A running app's sessions end with the swipe (SC-3: its
            next launch makes a new one); those the app does not hear end (an iOS 13 iPhone) are reported at its
            next launch: didDiscardSceneSessions right after didFinishLaunching. A suspended or not-running app
            keeps the session of its last card: its next launch reconnects it, with no didDiscardSceneSessions and
            no configurationForConnecting (windows swiped away before it, on an iPad, are discarded: SC-8).
            """,
            resolution: """
            Apple's guide says no notification is sent on a user kill; observed traces and the Xamarin \
            documentation report willTerminate for a running app. We follow the observations. For scene-based \
            apps the published logs disagree by device and year, and we follow each where it was logged: a \
            Stack Overflow answer on iOS 13 (mirrored) logs an iPhone's frontmost scene as sceneDidEnterBackground \
            then applicationWillTerminate, and an iPad's as sceneDidDisconnect, application(_:didDiscardSceneSessions:), \
            applicationWillTerminate(_:); Apple Developer Forums thread 732170 (2023) logs an iPhone swipe as \
            sceneWillResignActive then sceneDidDisconnect, with no background step; a Firefox for iOS engineer \
            (issue 12622, 2022, a single-scene iPhone app) states that disconnection and discard always come \
            before willTerminateNotification. Where the iPhone changed between iOS 13 and the 2022-2023 reports \
            (iOS 15-17) is not logged: we place it at iOS 14, the first release after the iOS 13 log, and say \
            so here. A multi-window iPad app swiped whole is logged only as "sceneDidEnterBackground, then \
            probably willTerminate" in the same answer; we give it the iPad sequence, which Douglas Hill's \
            FB6185896 (iPadOS 13) also shows window by window. didDiscardSceneSessions' reference says that \
            if the app is not running UIKit calls it the next time the app launches, and Xcode's template says \
            shortly after didFinishLaunching: a swipe whose discard the app did not hear is reported then. \
            Apple's references say the session ends with the swipe (UISceneSession: "destroying the session in \
            response to the user closing the scene in the app switcher"; the state-restoration sample: "the system \
            automatically deletes its preserved state when the user force quits the app"); the devices logged \
            for an app that runs no code when swiped say otherwise, and we follow them: openradar FB9855914 \
            (iOS 15, "iPhone or iPad—either will do"), Apple's sample sent Home, then swiped away in the switcher, \
            "relaunched with a `restorationActivity` instance", its state restored, so its session was kept; \
            Apple Developer Forums thread 702040 (an iPad app whose two windows were flicked away while it was \
            suspended): "I do not get a call to configurationForConnectingSceneSession. I get the detail scene \
            back, restored from its user activity", the last window's session kept, the first's gone; Douglas \
            Hill's FB6185896 saw no didDiscardSceneSessions for the last window either. So a suspended or \
            not-running app's last card keeps its session, and what we said before (its discard heard at the \
            next launch) stays only for windows swiped away while another remains. A running app's swipe is \
            unchanged: the logs of iOS 13 and the Firefox engineer's account show the discard at the swipe, and \
            none shows a relaunch after it; on an iOS 13 iPhone, whose running app is not told of the discard, \
            we keep the reference's reading (the discard at the next launch), no log saying either way. \
            Disputed, and kept: a 2022 blog (ibrahimtasdemir.com.tr, "AppDelegate Life Cycle") writes that an \
            app closed by swiping in the switcher gets sceneDidDisconnect but not didDiscardSceneSessions, and \
            thread 732170's log, of the scene delegate only, ends at sceneDidDisconnect; with no log of the app \
            delegate against the Firefox engineer's account, a running app's swipe still discards its session \
            here. The same thread logs a variant we do not model: swiped quickly with other apps' cards on \
            screen, a second scene instance gets sceneWillEnterForeground, then sceneDidEnterBackground, after \
            the first one's sceneDidDisconnect.
            """
        ),
        LifecycleRule(
            id: .te3, title: "Who is told about termination", versions: "all",
            sources: [.doc, .guide, .obs],
            statement: """
            Suspended apps are never told they are terminated: memory pressure, user kill, reboot. Nor is a
            running background app terminated for memory pressure (MW-1): the kill is jetsam's SIGKILL. A
            reboot (shutting the device down) gives willTerminate to the app on screen (active or inactive)
            and nothing to any app in the background, running or suspended. A crash and the watchdog and
            assertion kills (LA-3, FG-2, BG-5, BG-8, BR-3) give no callback to anyone. GUIDE, DOC, OBS.
            """,
            resolution: """
            Apple's guide says "The system does not call this method when the device reboots" in its paragraph \
            on apps running in the background; a device test on iOS 4.0 (christian-fries.de, July 2010) found \
            that the app in the foreground does receive applicationWillTerminate when the user shuts the device \
            down (and at a low-battery shutdown), while an app in the background does not. The two agree, and \
            we follow both: the app on screen is told, background apps are not. The device test is the only \
            one we found, on iOS 4.0; no later source says otherwise, so we apply it to every version. \
            Apple's reference says willTerminate "may be called" when an app running in the background is \
            terminated by the system "for some reason", and names none; memory pressure is not one: the \
            kernel's memory-pressure kill, jetsam, sends SIGKILL (XNU's kern_memorystatus.c, jetsam_do_kill, \
            in every published version), which the app cannot answer, and WWDC20 session 10078 counts a \
            "memory pressure exit" apart from a normal exit. The running app the system tells is the one swiped away \
            (TE-2) and the one on screen at a shutdown.
            """
        ),
        LifecycleRule(
            id: .te4, title: "No background launches after a user kill", versions: "iOS 7+ (location exception iOS 8+)",
            sources: [.guide, .dts],
            statement: """
            After a user kill the app is not launched in the background for fetch or pushes until the user
            launches it again or the device reboots; location apps are the exception on iOS 8+. GUIDE, DTS.
            """
        ),
        LifecycleRule(
            id: .te5, title: "A killed process frees everything", versions: "all",
            sources: [.guide, .obs],
            statement: """
            A killed process frees its memory (PS-2) and its outstanding tasks and timers vanish.
            """,
            resolution: "Timers belong to their process. App code that multiplies its own timers (1 000 pending in one process, or 1 000 firing at one virtual instant) would never let a run end; real iOS would kill it for its CPU use, which no rule here describes, so the simulator stops that process's timers with one TE-5 warning. Likewise a chain of timers that each keep the main thread busy and schedule the next would keep the next timeline line from ever running: after 1 000 items that fell due only through earlier ones' work past the line's time, the line runs and the chain goes on after it (one TE-5 warning per device)."
        ),
        LifecycleRule(
            id: .db1, title: "An attached debugger", versions: "all",
            sources: [.doc, .dts],
            statement: """
            `setting debugger on` models an attached debugger: watchdogs (LA-3, FG-2) are off and the app is
            never suspended; a debugger kill keeps the restoration archive (`debugger kill APP`, SR-4). This is
            why lifecycle bugs hide in development. DTS, DOC QA1592.
            """
        ),
    ]
}
