/// Scenes on one window (SC): MODERN_LIFECYCLE.md, group (C).
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
            sources: [.doc],
            statement: """
            Every background rule (BG, BM, BR, TE, MW) applies to a scene-based app's process unchanged: the budget
            starts when the app's last foreground scene enters the background; suspension, expiry and kills are per
            process, and a background launch (fetch, push, location) connects no scene.
            """
        ),
        LifecycleRule(
            id: .sc3, title: "Cold launch of a scene-based app", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            A user launch: the app not-running → inactive, willFinishLaunching, didFinishLaunching,
            configurationForConnecting, scene 1 unattached → foreground-inactive, willConnect,
            sceneWillEnterForeground, the scene → foreground-active (the app → active), sceneDidBecomeActive.
            """,
            resolution: "What we checked: an Apple Developer Forums thread (732170) prints sceneWillEnterForeground then sceneDidBecomeActive at launch, and write-ups of scene delegates give willConnect, sceneWillEnterForeground, sceneDidBecomeActive after didFinishLaunching; the Big Nerd Ranch guide (iOS Programming, 7th edition, 'Scene State Transitions') says only that the scene gets willConnect and then sceneDidBecomeActive, not mentioning sceneWillEnterForeground, which we read as a shortened account. A Stack Overflow question (63520008) and luxmentis.org report that configurationForConnecting is called only when UIKit creates a new scene session, so a relaunch that restores a saved session skips it. We follow the contract (MODERN_LIFECYCLE.md) and the forum log: every cold launch starts a new session and asks configurationForConnecting; a scene reconnected after SC-9 keeps its session and is not asked."
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
            sources: [.doc],
            statement: """
            A scene-based app is active if any scene is foreground-active; inactive if any is foreground-inactive
            and none is active; background (or suspended, BG-2) when every connected scene is in the background or
            none is connected. The app's transitions are recorded right after the scene transition that caused them.
            """,
            resolution: "While a user launch runs its launch callbacks no scene is connected yet; the app is inactive then, as SC-3 records it."
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
