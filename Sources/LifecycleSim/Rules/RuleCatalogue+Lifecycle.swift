extension RuleCatalogue {
    /// Rules of the groups PR, ST, LA, FG, IN, LK.
    static let lifecycleRules: [LifecycleRule] = [
        LifecycleRule(
            id: .pr1, title: "The iOS version selects a profile", versions: "iOS 3+",
            sources: [.dts, .obs],
            statement: """
            The device's iOS version selects a profile (any version from 3 is accepted; 13 and later share the
            13+ row). Differences by version:
              version | finite background task budget | lock | memory warning unloads views | state restoration | app switcher kill gesture
              3 (or `multitasking off`) | no background execution | inactive only | yes (`viewDidUnload`) | no | none: Home quits
              4 | 600 s | inactive only (LK-1) | yes | no | long-press, minus badge
              5 | 600 s | background (LK-2) | yes (`viewWillUnload` + `viewDidUnload`) | no | long-press, minus badge
              6 | 600 s | background | no | yes | long-press, minus badge
              7-12 | 180 s | background | no | yes | swipe up
              13+ | 30 s | background | no | yes | swipe up
            Sources: 600 s OBS (console `permittedBackgroundDuration: 600`, WWDC 2013 slides); 180 s OBS (crash
            logs `permittedBackgroundDuration: 180`, DTS "3 minutes"); 30 s DTS ("on current systems you can
            expect about 30 seconds"). None of these figures is in Apple's reference documentation.
            """,
            resolution: "The 600/180/30 s figures come from crash logs, console output and DTS posts, not from reference documentation; we use them as the budgets."
        ),
        LifecycleRule(
            id: .st1, title: "Five states", versions: "iOS 4+ (no background states on iOS 3)",
            sources: [.doc],
            statement: """
            Five states: `not-running`, `inactive`, `active`, `background` (running code), `suspended` (in
            memory, running no code). `applicationState` reports only active/inactive/background; a suspended
            app reads nothing. DOC.
            """
        ),
        LifecycleRule(
            id: .st2, title: "Legal transitions and their callbacks", versions: "all",
            sources: [.doc, .guide],
            statement: """
            Legal transitions and their callbacks:
              from → to | cause | callbacks, in order
              not-running → inactive → active | user launch | willFinishLaunching, [restoration SR-3], didFinishLaunching, didBecomeActive
              not-running → background | launch for a background event (BR-3) | willFinishLaunching, didFinishLaunching, then the event's callback; never didBecomeActive
              active → inactive | interruption (IN) | willResignActive
              inactive → active | interruption over | didBecomeActive
              inactive → background | Home, lock (iOS 5+), switch to another app, call answered | didEnterBackground
              background → suspended | nothing keeps it running (BG-2) | none: suspension is silent
              suspended → background | background event (BR-3) | the event's callback
              background/suspended → inactive → active | user returns | willEnterForeground, didBecomeActive
              suspended → not-running | memory pressure, user kill, crash | none
              background (running) → not-running | system terminates it in order (MW-1), user kill (TE-2) | willTerminate
              inactive → not-running | Home or an answered call without multitasking, exits-on-suspend (FG-5, IN-3) | willTerminate
              any running state → not-running | crash, reboot, a watchdog or assertion kill (LA-3, FG-2, BG-5, BG-8, BR-3), the front app under memory pressure (MW-1) | none
            Any other sequence is impossible and must never appear in a trace. willEnterForeground is always
            followed by didBecomeActive. DOC, GUIDE. How transitions and callbacks interleave in the trace, and
            which rule tags each record: EXECUTION_MODEL.md.
            """
        ),
        LifecycleRule(
            id: .la1, title: "The state during launch", versions: "all (willFinishLaunching from iOS 6)",
            sources: [.guide],
            statement: """
            During willFinishLaunching and didFinishLaunching the app is `inactive` for a user launch,
            `background` for a background launch. GUIDE. (willFinishLaunching exists from iOS 6; on iOS 3-5 only
            didFinishLaunching is delivered.)
            """
        ),
        LifecycleRule(
            id: .la2, title: "Opening a URL", versions: "all",
            sources: [.guide, .obs],
            statement: """
            Opening a URL: if not running, the app is launched with the URL in its launch options, then
            `openURL` is delivered after didFinishLaunching and before didBecomeActive; if running,
            willEnterForeground, `openURL`, didBecomeActive. OBS (iOS 11 trace), GUIDE.
            """
        ),
        LifecycleRule(
            id: .la3, title: "The launch watchdog", versions: "all",
            sources: [.doc, .obs],
            statement: """
            The launch watchdog: if willFinishLaunching + didFinishLaunching take more than 20 s of work, the
            app is killed (no willTerminate; trace warning "failed to launch in time", code 0x8badf00d). OBS
            (19.97 s crash logs), DOC QA1592.
            """,
            resolution: "The launch watchdog also covers state restoration (it runs between the two launch callbacks) and background launches."
        ),
        LifecycleRule(
            id: .fg1, title: "Home from the active app", versions: "iOS 4+",
            sources: [.doc],
            statement: """
            Home from active: willResignActive, didEnterBackground; then BG-2 decides between background and
            suspended. DOC.
            """
        ),
        LifecycleRule(
            id: .fg2, title: "didEnterBackground has 5 seconds", versions: "iOS 4+",
            sources: [.doc],
            statement: """
            didEnterBackground has 5 s: if its work takes longer, the app is killed (no willTerminate,
            0x8badf00d). DOC.
            """
        ),
        LifecycleRule(
            id: .fg3, title: "Switching to another app", versions: "iOS 4+",
            sources: [.guide],
            statement: """
            Switching to another app (launch from the switcher, a URL, a document) moves the front app to the
            background exactly as Home does, before the other app's callbacks. GUIDE.
            """
        ),
        LifecycleRule(
            id: .fg4, title: "Returning to the foreground", versions: "iOS 4+",
            sources: [.doc],
            statement: """
            Returning: willEnterForeground, didBecomeActive, whether the app was background or suspended. DOC.
            """
        ),
        LifecycleRule(
            id: .fg5, title: "No multitasking, or exits-on-suspend", versions: "iOS 3, no multitasking; exits-on-suspend iOS 4-12",
            sources: [.guide],
            statement: """
            Without multitasking (iOS 3, a device with `multitasking off`) or with `exits-on-suspend` (iOS
            4-12), Home gives willResignActive then willTerminate and the app is not running; it never enters
            background. GUIDE ("never enters the background or suspended states"). Two books report a
            didEnterBackground before willTerminate; we follow Apple's guide. `exits-on-suspend` is ignored from
            iOS 13 (deprecated; trace warning).
            """,
            resolution: "Apple's guide says the app never enters the background; two books report didEnterBackground before willTerminate. We follow the guide."
        ),
        LifecycleRule(
            id: .in1, title: "Alert-style interruptions", versions: "all (Notification Center iOS 5+, Control Center iOS 7+)",
            sources: [.guide, .obs],
            statement: """
            An alert-style interruption (incoming call, SMS alert, system alert, Notification Center on iOS 5+,
            Control Center on iOS 7+, the app switcher opened over the app) gives willResignActive only; the app
            stays inactive. GUIDE, OBS.
            """
        ),
        LifecycleRule(
            id: .in2, title: "Interruptions dismissed", versions: "all",
            sources: [.guide],
            statement: """
            Dismissed (declined call, alert dismissed, overlay closed, switcher closed back into the app):
            didBecomeActive. GUIDE.
            """
        ),
        LifecycleRule(
            id: .in3, title: "A call answered", versions: "all",
            sources: [.guide],
            statement: """
            A call answered: the app goes to the background (didEnterBackground) on iOS 4+; on iOS 3 it is
            terminated (willTerminate) and the call's end leaves the user at the home screen. On iOS 4+, when
            the call ends the user is returned to the app (willEnterForeground, didBecomeActive). GUIDE.
            """,
            resolution: "Answering replaces whatever covered the app (the switcher, an alert, Notification or Control Center) with the call screen; when the call ends the user is back in the app itself, active, not under the overlays again (they would leave willEnterForeground without didBecomeActive, which ST-2 forbids)."
        ),
        LifecycleRule(
            id: .in4, title: "Banners change nothing", versions: "all",
            sources: [.guide],
            statement: """
            A banner notification changes nothing. GUIDE.
            """
        ),
        LifecycleRule(
            id: .lk1, title: "Lock on iOS 3 and 4", versions: "iOS 3-4, no multitasking",
            sources: [.obs],
            statement: """
            iOS 3 and 4, and any device without multitasking: lock gives willResignActive only; unlock,
            didBecomeActive. OBS.
            """
        ),
        LifecycleRule(
            id: .lk2, title: "Lock from iOS 5", versions: "iOS 5+",
            sources: [.guide, .obs],
            statement: """
            iOS 5+: lock gives willResignActive, didEnterBackground (then BG-2); unlock, willEnterForeground,
            didBecomeActive. OBS, GUIDE.
            """
        ),
    ]
}
