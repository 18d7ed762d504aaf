/// UIKit's lifecycle notifications (NT): the group "Notifications (NT)" of docs/RULES.md.
extension Ref {
    static let uiApplicationHeaderNotifications = RuleReference(
        .doc, "UIApplication.h (iPhoneOS 9.3 SDK)",
        "https://github.com/xybp888/iOS-SDKs/blob/master/iPhoneOS9.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIApplication.h")
    static let applicationWillResignActive = RuleReference(
        .doc, "applicationWillResignActive(_:)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)")
    static let applicationWillEnterForeground = RuleReference(
        .doc, "applicationWillEnterForeground(_:)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)")
    static let willEnterForegroundNotification = RuleReference(
        .doc, "UIApplication.willEnterForegroundNotification",
        "https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification")
    static let sceneWillEnterForegroundNotification = RuleReference(
        .doc, "UIScene.willEnterForegroundNotification",
        "https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification")
    static let backgroundRefreshStatusDidChangeNotification = RuleReference(
        .doc, "UIApplication.backgroundRefreshStatusDidChangeNotification",
        "https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatusdidchangenotification")
    static let openradarWillEnterForeground = RuleReference(
        .obs, "openradar 49817144: applicationWillEnterForeground is called before the notification (iOS 12)",
        "https://github.com/lionheart/openradar-mirror/issues/21180")
}

extension RuleCatalogue {
    static let notificationRules: [LifecycleRule] = [
        LifecycleRule(
            id: .nt1, title: "A notification follows each lifecycle method", versions: "all (UIScene ones iOS 13+)",
            sources: [.doc, .obs],
            statement: """
            Right after UIKit calls a lifecycle method, and after it has returned, UIKit posts the matching
            notification on the app's notification center, synchronously: every observer runs then, as the
            app's code, inside the same watchdog. The names are UIKit's:
            \(LifecycleNotification.methodTable)
            With no method, UIApplicationBackgroundRefreshStatusDidChangeNotification comes when a
            switch (`refresh`, `low-power`) changes a running app's backgroundRefreshStatus (BR-1);
            a suspended app runs no code and hears nothing. A method the app does not implement
            still has its notification. A cold launch posts no
            willEnterForeground notification for an app-delegate app: it never left the background. A
            memory warning's notification comes before the view controllers hear theirs (MW-2). The trace
            shows notifications only when asked (`setting notifications on`, `lifesim run --notifications`).
            """,
            resolution: "Apple's method pages differ: applicationWillResignActive(_:) and applicationDidBecomeActive(_:) say UIKit posts the notification after calling the method; applicationDidEnterBackground(_:) says 'around the same time'; an older applicationWillEnterForeground(_:) page said the notification came 'shortly before'. The SDK header says the notifications 'are sent out after the equivalent delegate message is called', and openradar 49817144 logged the method before the notification on iOS 12. We follow the header and the log: the method first, then the notification, for every pair. Not modelled yet: significantTimeChange. The protected-data notifications (UIApplicationProtectedDataWillBecomeUnavailable, UIApplicationProtectedDataDidBecomeAvailable) are posted under a passcode lock (LK-4, `setting passcode on`). Apple's page on UIApplication.backgroundRefreshStatusDidChangeNotification says only: 'The system sends this notification when the backgroundRefreshStatus property of the app object changes.' No source describes what a suspended app hears of a change when it next runs, and nothing is delivered for it here. An app without scenes hears no UIScene notification here. From iOS 13 UIKit runs such an app in a window scene of its own making, and one published log (the Batch SDK's header, iOS 14) shows its warm open from a notification posting UISceneWillEnterForegroundNotification and UISceneDidActivateNotification, each before the UIApplication one, while its cold open shows none; the log is abridged, and no other source says which of the scene's notifications such an app hears, so none is posted: an observer of UIScene notifications in an app without scenes should not count on hearing them or on not hearing them."
        ),
        LifecycleRule(
            id: .nt2, title: "A scene-based app's UIApplication notifications follow its scenes", versions: "iOS 13+",
            sources: [.doc, .obs],
            statement: """
            A scene-based app gets no applicationWillEnterForeground, applicationDidBecomeActive,
            applicationWillResignActive or applicationDidEnterBackground, but UIKit still posts their
            notifications, for the app's state across its scenes (SC-5), each after the scene callbacks
            (and their UIScene notifications, NT-1) that changed it:
                UIApplicationWillEnterForegroundNotification  after the first scene's sceneWillEnterForeground;
                                                              at a launch into the foreground, once the app
                                                              reads inactive (SC-5): iOS 13 after
                                                              sceneWillEnterForeground, iOS 14+ after
                                                              sceneDidBecomeActive
                UIApplicationDidBecomeActiveNotification      once the app is active: after sceneDidBecomeActive
                UIApplicationWillResignActiveNotification     after the last active scene's sceneWillResignActive
                UIApplicationDidEnterBackgroundNotification   after the last scene's sceneDidEnterBackground,
                                                              inside didEnterBackground's 10 s (FG-2)
            Another scene coming to or leaving the screen while the app stays in the foreground posts none.
            didFinishLaunching, willTerminate and didReceiveMemoryWarning stay the app delegate's, with
            their notifications (NT-1). A UIApplication notification's object is the application, a UIScene
            notification's the scene (in the Swift API, the process's objects). DOC, OBS.
            """,
            resolution: "Apple documents that UIKit posts these notifications 'regardless of whether your app uses scenes' and that UIApplication.willEnterForegroundNotification 'reflects your app's aggregate state across all of its scenes', posted when that state 'moves from background to foreground', also when the app 'launches directly into the foreground'. No Apple page gives their order against the scene callbacks. One published device log does: the Batch iOS SDK's lifecycle log (BAApplicationLifecycle.h) records a scene-based app's cold open on iOS 14 as UISceneWillEnterForegroundNotification, UISceneDidActivateNotification ('State: Background'), UIApplicationWillEnterForegroundNotification ('State: Inactive'), UIApplicationDidBecomeActiveNotification, and on iOS 13 with UIApplicationWillEnterForegroundNotification ('State: Inactive - Scene: Foreground Inactive') before UISceneDidActivateNotification: at a launch the notification comes when the app stops reading background (SC-5), which from iOS 14 is after sceneDidBecomeActive; we follow it (until then this rule put it after sceneWillEnterForeground on every version). Published SDK code confirms the set at a launch: Amplitude's lifecycle monitor waits for didBecomeActive only in apps without scenes because 'Pre SceneDelegate apps wil not fire a willEnterForeground notification on app launch', and Bugsnag (pull request 1180, 2021) writes that apps that do not adopt the UIScene life-cycle get no willEnterForegroundNotification during launch, a didBecomeActiveNotification instead. Neither states an iOS version, and no source we found separates iOS 13 from later versions, so the set of notifications holds from iOS 13 on, one way (only the launch's order, above, differs by version). Our reading of the order elsewhere: the app's state changes through its scenes' changes (SC-5), so its notification comes after the scene callback that made the change, and for several scenes after the last one that changes it."
        ),
    ]

    static let notificationCitations: [RuleID: [RuleCitation]] = [
        .nt1: [
            Ref.uiApplicationHeaderNotifications.cite("These notifications are sent out after the equivalent delegate message is called"),
            Ref.applicationWillResignActive.cite("After calling this method, UIKit also posts a willResignActiveNotification to give interested objects a chance to respond to the transition."),
            Ref.openradarWillEnterForeground.cite("Actual Results: applicationWillEnterForeground: log happens first"),
            Ref.backgroundRefreshStatusDidChangeNotification.cite("The system sends this notification when the backgroundRefreshStatus property of the app object changes."),
            Ref.batchLifecycleLog.cite(
                "App is NOT using UIScene on iOS 14 … Notification (no bg refresh) warm open (app is in background) // Lifecycle - UISceneWillEnterForegroundNotification - State: Background - Scene: No UIScene // Lifecycle - UIApplicationWillEnterForegroundNotification - State: Background - Scene: No UIScene"),
        ],
        .nt2: [
            Ref.applicationWillEnterForeground.cite("UIKit posts a willEnterForegroundNotification regardless of whether your app uses scenes."),
            Ref.willEnterForegroundNotification.cite("This notification instead reflects your app's aggregate state across all of its scenes. UIKit posts this notification when that aggregate state moves from background to foreground."),
            Ref.sceneWillEnterForegroundNotification.cite("UIKit posts this notification before moving a scene to the foreground."),
            Ref.amplitudeLifecycleMonitor.cite("Pre SceneDelegate apps wil not fire a willEnterForeground notification on app launch."),
            Ref.bugsnagSessionsAtLaunch.cite(
                "In iOS apps that do not adopt the `UIScene` life-cycle, no `willEnterForegroundNotification` is posted during launch"),
            Ref.batchLifecycleLog.cite(
                "Lifecycle - UISceneDidActivateNotification - State: Background - Scene: Foreground Active // Lifecycle - UIApplicationWillEnterForegroundNotification - State: Inactive - Scene: Foreground Active"),
        ],
    ]
}
