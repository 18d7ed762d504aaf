extension RuleCatalogue {
    /// Rules of the group PW (docs/RULES.md).
    static let prewarmingRules: [LifecycleRule] = [
        LifecycleRule(
            id: .pw1, title: "Prewarming starts a process that stops short of UIApplicationMain", versions: "iOS 15+",
            sources: [.doc, .obs],
            statement: """
            `prewarm APP` starts the process of an app that is not running and runs it up to, not including,
            `UIApplicationMain`: the app's own code before it runs then (`on main:`, not again at the launch), no
            app or scene callback, the app stays `not-running` to UIKit, no card in the switcher; the process counts for memory (PS-2, `free-memory`) and shows in `ps` as
            `not-running (prewarmed)`; it happens on a locked device too. The next launch of any kind, by the user
            or the system, completes the launch from there with that launch's callbacks at that time (a user
            launch: LA-1, `launched-by user`; a background event: BR-3). Memory pressure reclaims a prewarmed
            process silently, as it does a suspended one (MW-1: with the suspended apps, largest first).
            `expect APP prewarmed` holds while the process was started by prewarming and has not yet run
            `UIApplicationMain`. Refused with a warning: before iOS 15, for an app that is running or already
            prewarmed, and when the app does not fit in free memory. DOC, OBS.
            """,
            resolution: """
            Apple's article says prewarming stops before `UIApplicationMain`. Logs published for iOS 15.0 \
            show a scene-based app's `didFinishLaunching` during prewarming; that is PW-2, for iOS 15.0-15.3. \
            From iOS 15.4, and for apps without scenes on every version, we follow the documentation: no \
            callback while prewarmed. The article has the system remove a prewarmed app "from memory to reclaim resources": \
            MW-1 takes it with the suspended apps, largest first (the order is ours). Where no source speaks \
            we chose: a prewarmed process has no card (the user never launched it); a reboot and a `crash` \
            end it silently; swiping away a card left \
            from an earlier launch ends it too (TE-2's force-quit mark is set as usual); `debugger kill` is \
            refused (to UIKit the app is not running). A background event (`fetch`, `push content-available`, \
            `location`) for a prewarmed app is BR-3's launch into the background, which completes the \
            prewarmed process (`launched-by fetch` …): the article speaks of the time until "the user, or \
            system, fully launches the app", and nothing says the system drops or delays the event. The \
            system prewarms "depending on device conditions", so prewarming never ends another app to make \
            room: it is refused when the app does not fit.
            """
        ),
        LifecycleRule(
            id: .pw2, title: "On iOS 15.0-15.3 prewarming ran a scene-based app's launch", versions: "iOS 15.0-15.3",
            sources: [.obs, .dts],
            statement: """
            On iOS 15.0 to 15.3, `prewarm APP` for a scene-based app runs `UIApplicationMain` and the app delegate's
            launch: not-running → background, willFinishLaunching, didFinishLaunching, with no scene (no
            configurationForConnecting, no willConnect) and BG-7's budget, as any launch no user asked for;
            nothing is delivered for it to do, so BG-2 then suspends it unless its launch began a task
            (`launched-by prewarm`, no card). The user's launch later resumes it (FG-4) and connects its scene:
            configurationForConnecting, willConnect, sceneWillEnterForeground, sceneDidBecomeActive (SC-3). Code
            in those launch methods therefore ran long before the user opened the app, perhaps while the
            device was locked. An app without scenes, and every app from iOS 15.4, is prewarmed as PW-1 says.
            OBS, DTS.
            """,
            resolution: """
            Apple's article says prewarming stops before `UIApplicationMain` and gives no version in which it \
            did more. A test app on an iPhone 13 with iOS 15.0 (Stack Overflow question 71025205) logged \
            main.swift, the app delegate's init, willFinishLaunching and didFinishLaunching during prewarming, \
            held in the background until the user opened it half an hour later, when the scene connected. The \
            answer quoted in Apple Developer Forums thread 706782, and a developer's post there, separate the \
            two kinds of app: for an app that supports scenes didFinishLaunching "may be called (doesn't \
            always happen)" and willConnect is not; for an app without scenes it is not called. The same \
            thread reports that it stopped in iOS 15.4, and an Apple engineer (thread 764625) says that from \
            "late iOS 15" it "definitely won't be called"; that thread's developer still sees it on iOS 18 for \
            an app without scenes, unexplained, which we do not model. We model the iOS 15.0 logs for \
            iOS 15.0-15.3 (`device ios 15.2`; `device ios 15` is 15.0) as always happening, where the devices \
            did it sometimes, and take 15.4 as the version that stopped it. The application state during these \
            callbacks is not in the logs: we give background, as for any launch no user asked for (BR-3).
            """
        ),
    ]
}
