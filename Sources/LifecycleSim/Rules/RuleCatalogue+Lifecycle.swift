extension RuleCatalogue {
    /// Rules of the groups PR, ST, LA, FG, IN, LK.
    static let lifecycleRules: [LifecycleRule] = [
        LifecycleRule(
            id: .pr1, title: "The iOS version selects a profile", versions: "iOS 3+",
            sources: [.doc, .dts, .obs],
            statement: """
            The device's iOS version selects a profile (any version from 3 to 26, the newest modelled, is
            accepted; a newer one is refused, not guessed at; 13 and later share the 13+ row). Differences by version:
              version | finite background task budget | lock | memory warning unloads views | state restoration | app switcher kill gesture
              3 (or `multitasking off`) | no background execution | inactive only | yes (`viewDidUnload`) | no | none: Home quits
              4 | 600 s | inactive only (LK-1) | yes | no | long-press, minus badge
              5 | 600 s | background (LK-2) | yes (`viewWillUnload` + `viewDidUnload`) | no | long-press, minus badge
              6 | 600 s | background | no | yes | long-press, minus badge
              7-12 | 180 s | background | no | yes | swipe up
              13+ | 30 s | background | no | yes (apps without scenes, SR-2) | swipe up
            Sources: 600 s OBS (console `permittedBackgroundDuration: 600`, WWDC 2013 slides); 180 s OBS (crash
            logs `permittedBackgroundDuration: 180`, DTS "3 minutes"); 30 s DTS ("on current systems you can
            expect about 30 seconds"). None of these figures is in Apple's reference documentation.
            From iOS 13 the columns above stay as the 13+ row; what changes later, by the version it starts in:
              version | change
              13 | scenes (UIScene lifecycle, SC; not simulated yet); UIApplicationExitsOnSuspend ignored (FG-5)
              14 | SwiftUI `scenePhase` (not simulated yet)
              15 | prewarming (PW-1)
              17 | `onChange(of:initial:)` can report a scene phase when the scene first appears (not simulated yet)
              18.4 | UIKit logs "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version." for an app without scenes: a warning at every launch, as UIApplicationMain starts (after a prewarmed process's wait, PW-1), before willFinishLaunching
              26 | the log becomes "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future.": a warning at every launch, as in 18.4
              27 | the next major release after 26 requires the scene lifecycle of apps built with its SDK, or they do not launch (not simulated: a version past 26 behaves as 26)
            Sources: scenes DOC ("Managing your app's life cycle"); `scenePhase` DOC (ScenePhase, iOS 14.0+);
            prewarming DOC ("About the app launch sequence"); `initial:` DOC (onChange(of:initial:_:), iOS
            17.0+); the log lines and the requirement DOC (TN3187); the lines' words and when they
            are written OBS (device logs).
            """,
            resolution: "The 600/180/30 s figures come from crash logs, console output and DTS posts, not from reference documentation; we use them as the budgets. No source dates the fall from 180 s to 30 s: a background task expired at 181 s in a report of January 2019, in iOS 12's time (ionic-team/capacitor issue 1184), and from iOS 13 on the reports and DTS give 30 s; one comment of 2017 saw about 40 s on iOS 11.1 (ocetnik/react-native-background-timer issue 54), which no other report confirms. So 180 s up to iOS 12 and 30 s from iOS 13, the release that brought the other changes of its row. TN3187 says UIKit logs its line for an app without scenes, from the versions it names (18.4 and 26), without saying when. Published device logs show it written by the app's own process as it launches, once per launch: in the Xcode console of a run on a device, before the app's didFinishLaunching code logs anything, and in a device's log beside UIKit's creation of the app's window scene, again at each later launch; Apple's engineers call the assert it announces one that makes apps \"crash on launch\". So we write it at every launch of the app's process, foreground or background, as UIApplicationMain starts (the published logs are of launches into the foreground, run from Xcode; that a launch into the background logs it too is our inference: the line speaks of the process, and every launch runs UIApplicationMain): before willFinishLaunching, and for a prewarmed process when its launch completes (prewarming stops short of UIApplicationMain, PW-1). The words are the devices': TN3187 quotes the sentences, and the logs show the 18.4 line after UIKit's \"CLIENT OF UIKIT REQUIRES UPDATE:\" and the 26 line with `UIScene` in backquotes. A line every launch writes whatever came before is the app's configuration, not a path's: explore's built-in `warning` check leaves it to a property (`never Notes warning PR-1`)."
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
              not-running → inactive → active | user launch (a scene-based app: → background first, SC-5) | willFinishLaunching, [restoration SR-3], didFinishLaunching, didBecomeActive
              not-running → background | launch for a background event (BR-3) | willFinishLaunching, didFinishLaunching, then the event's callback; never didBecomeActive
              active → inactive | interruption (IN) | willResignActive
              inactive → active | interruption over | didBecomeActive
              inactive → background | Home, lock (iOS 5+), switch to another app, call answered | didEnterBackground
              background → suspended | nothing keeps it running (BG-2) | none: suspension is silent
              suspended → background | background event (BR-3) | the event's callback
              background/suspended → inactive → active | user returns | willEnterForeground, didBecomeActive
              suspended → not-running | memory pressure, user kill, crash | none
              background (running) → not-running | user kill (TE-2), an app that opts out right after didEnterBackground (FG-5) | willTerminate
              inactive → not-running | Home or an answered call without multitasking (FG-5, IN-3) | willTerminate
              active or inactive → not-running | a reboot with the app on screen (TE-3) | willTerminate
              any running state → not-running | crash, reboot of an app in the background, a watchdog or assertion kill (LA-3, FG-2, BG-5, BG-8, BR-3), memory pressure (MW-1) | none
            Any other sequence is impossible and must never appear in a trace. willEnterForeground is always
            followed by didBecomeActive. DOC, GUIDE. How transitions and callbacks interleave in the trace, and
            which rule tags each record: docs/EXECUTION_MODEL.md.
            """
        ),
        LifecycleRule(
            id: .la1, title: "The state during launch", versions: "all (willFinishLaunching from iOS 6)",
            sources: [.guide],
            statement: """
            During willFinishLaunching and didFinishLaunching the app is `inactive` for a user launch (a
            scene-based app on iOS 13+ is `background` then: SC-5), `background` for a background launch.
            GUIDE. (willFinishLaunching exists from iOS 6; on iOS 3-5 only didFinishLaunching is delivered.)
            Before them a new process runs the app's own code before `UIApplicationMain` (`main()`, static
            initializers: `on main`, recorded only for an app with the handler), in `not-running`: UIApplication
            and the main run loop do not exist yet, so only `log`, `work`, `crash` and `read-protected-file` run
            there (other calls do nothing, with a warning), and a crash there ends the launch. A prewarmed
            process ran it at the prewarm (PW-1) and does not run it again.
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
            resolution: "The launch watchdog also covers state restoration (it runs between the two launch callbacks) and background launches. What the engine leaves out: Apple's \"Addressing watchdog terminations\" counts the allowance until the app renders its first frame (`scene-create`), so work before UIApplicationMain and up to the first frame counts too; and a background launch's crash reports also show a CPU-time allowance of some 3 to 4 s (\"exhausted CPU time allowance of 3.37 seconds | ProcessVisibility: Background\", cocoa-mhlw/cocoa issue 958; 3.77 s, Apple Developer Forums thread 104020), beside the 20 s of wall-clock time (facebook/react-native issue 29088, 19.56 s). The engine counts the two launch callbacks' work against 20 s only."
        ),
        LifecycleRule(
            id: .la4, title: "Tapping a notification", versions: "all (local notifications iOS 4+, UserNotifications iOS 10+)",
            sources: [.doc, .obs],
            statement: """
            Tapping a notification (`tap-notification APP [local|push]`: a banner, Notification Center or the
            lock screen) opens its app as its icon would: the lock and Notification Center give way, the app in
            front leaves (FG-3), the card moves first (TE-1), and the app launches (`launched-by notification`)
            or returns (FG-4). It receives the notification while inactive, after didFinishLaunching or
            willEnterForeground and before didBecomeActive (a scene-based app's cold launch reads background
            there, SC-5):
              iOS 10+: didReceiveNotificationResponse (userNotificationCenter(_:didReceive:withCompletionHandler:))
              iOS 4-9, remote: didReceiveRemoteNotification when the app was running; on a cold launch from iOS 7
                (before, only in the launch options)
              iOS 4-9, local: didReceiveLocalNotification when the app was running; on a cold launch only in the
                launch options
            An app already active (iOS 10+: a banner over it, after willPresentNotification, IN-4) only receives
            didReceiveNotificationResponse. An app in front but inactive under Notification Center becomes
            active first and then receives it from iOS 11, the reverse before. DOC, OBS.
            """,
            resolution: """
            The order is observed for the callbacks of apps without a notification center delegate: \
            regularberry/AppLaunchSequence (iOS 11.0.3) logs willEnterForeground, didReceiveRemoteNotification \
            (inactive), didBecomeActive from the background and didReceiveRemoteNotification (inactive) before \
            didBecomeActive on a cold launch; a published test of iOS 10 gives the same two orders and says the \
            cold-launch call is made to the completion-handler version only (another answer: "iOS 9+, maybe 8"; \
            for iOS 7-8, where that version appeared, we extrapolate). No published log gives the position of \
            userNotificationCenter(_:didReceive:) from iOS 10; Apple asks for the delegate to be set before \
            didFinishLaunching returns. We put it where the older callbacks are seen, and say so. Apple bug \
            report 34332569 found applicationState active in that callback when the app was inactive under \
            Notification Center on iOS 11, inactive on iOS 10.3.3, hence the order by version. We model every \
            app from iOS 10 with a notification center delegate.
            """
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
            id: .fg2, title: "didEnterBackground has 5 seconds (10 from iOS 13)", versions: "iOS 4+ (10 s from iOS 13)",
            sources: [.doc, .obs],
            statement: """
            didEnterBackground has 5 s on iOS 4-12 and 10 s from iOS 13: if its work takes longer, the app is
            killed (no willTerminate, 0x8badf00d). DOC, OBS.
            """,
            resolution: """
            Apple's documentation gives the method five seconds, for every version. From iOS 13 the crash \
            reports of apps killed while going into the background give another figure: FrontBoard's \
            scene-update watchdog, "exhausted real (wall clock) time allowance of 10.00 seconds | \
            ProcessVisibility: Background" (firebase-ios-sdk issue 3759, iOS 13.1, 2019; a 2022 report on iOS \
            16.1; osmandapp/OsmAnd-iOS pull request 3596, 2024). One report shows the allowance stretched to 45 s \
            under a serious thermal state (nightscout/Trio issue 1109, iOS 26.4.1): we keep the usual 10 s. We \
            follow the devices from iOS 13, as FG-5 does (what a device does beats the documentation's summary); \
            before iOS 13 no published report states the allowance, and we keep Apple's 5 s.
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
            sources: [.guide, .obs],
            statement: """
            Without multitasking (iOS 3, a device with `multitasking off`), Home gives willResignActive then
            willTerminate and the app is not running; it never enters the background. With `exits-on-suspend`
            (UIApplicationExitsOnSuspend, iOS 4-12) every way into the background (Home, lock, another app, an
            answered call) gives willResignActive, didEnterBackground (its 5 s watchdog applies, FG-2), then
            willTerminate, and the app is not running: it is never suspended and never runs in the background
            (beginBackgroundTask returns the invalid identifier, BG-9; a fetch, a content-available push or a
            location event is dropped rather than launching it in the background). GUIDE, OBS. `exits-on-suspend` is
            ignored from iOS 13 (deprecated; trace warning).
            """,
            resolution: """
            Apple's guide says an app that opts out "never enters the background or suspended states" and names \
            only applicationWillTerminate: on Home. The published device logs disagree: O'Reilly's iOS 5 \
            Programming Cookbook (recipe 12.10, repeated in the iOS 7 Cookbook) lists applicationDidEnterBackground: \
            then applicationWillTerminate:, and a 2015 device test on pinkstone.co.uk logged both methods. We \
            follow the logs for exits-on-suspend (what a device does beats the guide's summary), and keep \
            willResignActive before them, which every exit from the active state sends (the logs did not record \
            it either way). For devices without multitasking (iOS 3) no log shows didEnterBackground, which iOS 3 \
            did not have; there we keep the guide's willTerminate alone.
            """
        ),
        LifecycleRule(
            id: .in1, title: "Alert-style interruptions", versions: "all (Notification Center iOS 5+, Control Center iOS 7+; NC resigns twice from iOS 11)",
            sources: [.guide, .obs],
            statement: """
            An alert-style interruption (a full-screen incoming call, IN-5; an SMS alert, system alert, Notification Center on iOS 5+,
            Control Center on iOS 7+, the app switcher opened over the app) gives willResignActive only; the app
            stays inactive. From iOS 11, pulling Notification Center down over an active app gives
            willResignActive, didBecomeActive, willResignActive (the pull first shows the lock-screen-like
            sheet); closing it gives one didBecomeActive (IN-2). GUIDE, OBS.
            """,
            resolution: """
            Notification Center by version: notes of 2013-2015 (iOS 6-8) record a single resign. Device reports \
            of iOS 13.5 (flutter/flutter issue 60683) and iOS 16.2 (jonataslaw/getx issue 2758) record inactive, \
            resumed, inactive on opening, one resumed on closing; Apple bug report 49216830 (openradar mirror \
            21113) saw the extra become-active on iOS 11 and 12.1.4 and could not reproduce it on iOS 10. No \
            source prints the whole sequence on iOS 11 or 12, so iOS 11 as the first version rests on that one \
            report; we follow it. Control Center has no such report and keeps one resign.
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
            id: .in4, title: "Banners change nothing", versions: "all (local notifications iOS 4+)",
            sources: [.guide, .doc, .obs],
            statement: """
            A banner notification changes nothing: a notification for an app that is not active (`push APP`,
            `local-notification APP`) shows a banner or a lock-screen entry and no callback runs. For the active
            app, a plain push reaches didReceiveRemoteNotification; a local notification reaches
            willPresentNotification (userNotificationCenter(_:willPresent:withCompletionHandler:)) from iOS 10,
            didReceiveLocalNotification on iOS 4-9. Tapping one is LA-4. GUIDE, DOC.
            """,
            resolution: """
            Not yet modelled, and open: from iOS 10 a push for the active app likely reaches \
            willPresentNotification as well. Apple's delegate reference makes no difference between local and \
            remote ("If your app is in the foreground when a notification arrives, the shared user notification \
            center calls this method"), and the Batch iOS SDK's logged runs (BAApplicationLifecycle.h, iOS 14) \
            show willPresent for a push opened with the app in front; Kii's SDK guide says \
            didReceiveRemoteNotification:fetchCompletionHandler: runs in the foreground whatever the payload. \
            No published log gives the order of the two, so the engine keeps didReceiveRemoteNotification alone.
            """
        ),
        LifecycleRule(
            id: .in5, title: "Incoming calls as a banner", versions: "iOS 14+ (Banner by default; Full Screen a setting)",
            sources: [.doc, .guide, .obs],
            statement: """
            From iOS 14 an incoming call on an unlocked phone is a banner, unless Settings › Phone › Incoming
            Calls is Full Screen (`setting incoming-calls full-screen`): the app in front is not interrupted, and
            no callback runs when the banner rings, is declined, or is answered in the banner (the call stays
            compact). Tapping the banner (`call expand`) fills the screen with the call: from there it is the
            full-screen call of IN-1 (willResignActive), declined with IN-2 or answered with IN-3. On a locked
            phone, before iOS 14, and with Full Screen chosen, every call fills the screen (IN-1).
            """,
            resolution: """
            Apple's AVAudioSession reference (setPrefersNoInterruptionsFromSystemAlerts, iOS 14.5) says that \
            beginning in iOS 14 users choose whether incoming calls show as a banner or full screen, and that \
            with the banner the audio session is interrupted only if the user accepts; its archived guide \
            says banners "do not deactivate your app". No Apple page lists the lifecycle callbacks of a call \
            banner, and we found no delegate log of one, so we read developers' reports: an iPhone 15 Pro \
            (flutter/flutter issue 145193, 2024) does not go inactive when a call comes in; a CallKit plugin's \
            users (flutter_callkit_incoming issue 343, 2023) see no lifecycle change when a call shown over the \
            open app is accepted, and the usual one once the call is tapped to full screen. We model the \
            banner as changing nothing, and its tap as IN-1's interruption. The audio interruption itself \
            (AVAudioSession) is not modelled. What the compact call does after an answer in the banner \
            (cellular or the app's own CallKit call) is logged nowhere: we leave the app active until the call ends.
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
        LifecycleRule(
            id: .lk3, title: "Lock with the Always-On display", versions: "iOS 16+ (an iPhone with the Always-On display)",
            sources: [.obs],
            statement: """
            On an iPhone with the Always-On display on (`setting always-on on`; iPhone 14 Pro and later, iOS
            16+), locking dims the screen instead of turning it off: the app in front gets willResignActive,
            didBecomeActive, then LK-2's willResignActive and didEnterBackground. A scene-based app's scenes
            do the same (sceneWillResignActive, sceneDidBecomeActive, sceneWillResignActive,
            sceneDidEnterBackground). Unlocking is LK-2's.
            """,
            resolution: """
            No Apple page describes it; developers' logs agree: a Flutter app on an iPhone 14 Pro with iOS \
            16.5.1 logs inactive, resumed, inactive, paused when the side button locks it, and not on an \
            iPhone 13 Pro Max with the same iOS (flutter/flutter issue 130055, 2023); a published table of \
            UIKit callbacks (phillip5094.tistory.com, post 283) gives willResignActive, didBecomeActive, \
            willResignActive, didEnterBackground with Always On, and the same for app and scene delegates. \
            The flicker comes about a second after the press on devices (island.is pull request 23161), \
            and the simulation puts it at the instant of the lock. One report (flutter/flutter issue 60683, \
            2025) sees it on an iPhone 15 with iOS 18.3, a model without the display; we keep the setting, \
            which a scenario turns on for an iPhone that has the display.
            """
        ),
        LifecycleRule(
            id: .lk4, title: "A passcode lock makes protected files unreadable", versions: "iOS 4+",
            sources: [.doc, .dts, .obs],
            statement: """
            With a passcode required at once (`setting passcode on`), the keys of protected files
            (`FileProtectionType.complete`) are discarded 10 s after `lock`, unless `unlock` comes first. Then
            every app running code (in the background on a task, say) gets
            applicationProtectedDataWillBecomeUnavailable, in home-screen order, and from then until the unlock
            `isProtectedDataAvailable` is false and `read-protected-file` fails ("Operation not permitted"); a
            suspended app hears nothing. At `unlock`, before the app in front returns, every app running code
            gets applicationProtectedDataDidBecomeAvailable, and a suspended one gets it when it next runs,
            before anything else but a memory warning held with it (MW-3 comes first). Without a passcode (the
            default here) nothing of this happens. DOC, DTS, OBS.
            """,
            resolution: """
            Apple Platform Security: "Shortly after the user locks a device (10 seconds, if the Require \
            Password setting is Immediately), the decrypted class key is discarded"; the delegate method's \
            reference: the device "is about to be locked and … protected files … might become unavailable \
            shortly". No log times the callback against the lock. Delta Chat's log (deltachat-ios issue \
            1984, iOS 17) has it with 12 s of a 30 s background task left, several seconds after the app \
            entered the background at the lock, so we deliver it at the key discard, 10 s after the lock, \
            when Apple says the files go. Only running code can hear it; what a suspended app hears we read \
            from a Stack Overflow log (question 71025205, iOS 15.0): a process suspended since a prewarm got \
            applicationProtectedDataDidBecomeAvailable when the user opened it after the unlock, before its \
            scene connected. The unlock's order against the front app's return is from that log too; the \
            delivery to running apps at the unlock is our reading. An Apple engineer (forums thread 771951) \
            warns that the method is no promise, and the only safe time for protected data is while the app \
            is active; read errors are published as NSPOSIXErrorDomain 1, "Operation not permitted" \
            (cryptomator/ios issue 11). Apps launched or resumed while the keys are gone read false. A \
            longer Require Password delay, and the keychain's own classes, are not modelled. No source \
            orders this callback against a memory warning held for the same suspended app (Apple's "Processing \
            queued notifications" lists neither): MW-3 says a held warning comes before any other callback, so \
            it comes first, one fixed order kept for a deterministic run.
            """
        ),
    ]
}
