/// Scene sources (the SC rules of docs/RULES.md); links checked against stored copies of the pages.
extension Ref {
    private static let uikit = "https://developer.apple.com/documentation/uikit/"

    static let sceneDelegate = RuleReference(.doc, "UISceneDelegate", uikit + "uiscenedelegate")
    static let willConnect = RuleReference(.doc, "UISceneDelegate.scene(_:willConnectTo:options:)",
                                           uikit + "uiscenedelegate/scene(_:willconnectto:options:)")
    static let sceneDidDisconnect = RuleReference(.doc, "UISceneDelegate.sceneDidDisconnect(_:)",
                                                  uikit + "uiscenedelegate/scenediddisconnect(_:)")
    static let transitioningToScenes = RuleReference(.doc, "Transitioning to the UIKit scene-based life cycle",
                                                     uikit + "transitioning-to-the-uikit-scene-based-life-cycle")
    static let sceneForumOrder = RuleReference(.obs, "Apple Developer Forums thread 732170 (scene delegate call order)",
                                               "https://forums.developer.apple.com/forums/thread/732170")
    static let configurationNotCalled = RuleReference(
        .obs, "Stack Overflow 63520008: configurationForConnecting not called reliably",
        "https://stackoverflow.com/questions/63520008/why-is-uiapplicationdelegate-method-application-configurationforconnectingop")
    static let sceneDelegateNotes = RuleReference(.obs, "onmyway133: How to work with SceneDelegate",
                                                  "https://onmyway133.com/posts/how-to-work-with-scenedelegate-in-ios-12")
    static let batchLifecycleLog = RuleReference(
        .obs, "Batch iOS SDK: BAApplicationLifecycle.h (logged callbacks with the app's and the scene's states, iOS 13 and 14)",
        "https://github.com/BatchLabs/Batch-iOS-SDK/blob/master/Sources/Batch/Modules/Core/BAApplicationLifecycle.h")
    static let bugsnagSceneLaunchState = RuleReference(
        .obs, "bugsnag/bugsnag-cocoa pull request 1307 (applicationState during the launch of scene-based apps)",
        "https://github.com/bugsnag/bugsnag-cocoa/pull/1307")
    static let bugsnagSceneLaunchHangs = RuleReference(
        .obs, "bugsnag/bugsnag-cocoa pull request 1263 (hangs during the launch of scene-based apps)",
        "https://github.com/bugsnag/bugsnag-cocoa/pull/1263")
    static let firebaseSceneLaunchState = RuleReference(
        .obs, "firebase/firebase-ios-sdk pull request 15912 (issue 15802: applicationState in didFinishLaunching)",
        "https://github.com/firebase/firebase-ios-sdk/pull/15912")
    static let didDiscardSceneSessions = RuleReference(
        .doc, "UIApplicationDelegate.application(_:didDiscardSceneSessions:)",
        uikit + "uiapplicationdelegate/application(_:diddiscardscenesessions:)")
    static let requestSceneActivation = RuleReference(
        .doc, "UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
        uikit + "uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)")
    static let supportsMultipleScenes = RuleReference(
        .doc, "UIApplicationSupportsMultipleScenes",
        "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uiapplicationsupportsmultiplescenes")
    static let activeAppearance = RuleReference(.doc, "UITraitCollection.activeAppearance",
                                                uikit + "uitraitcollection/activeappearance")
    static let ipadMultitasking = RuleReference(
        .guide, "Adopting Multitasking Enhancements on iPad: Slide Over and Split View Quick Start",
        "https://developer.apple.com/library/archive/documentation/WindowsViews/Conceptual/AdoptingMultitaskingOniPad/QuickStartForSlideOverAndSplitView.html")
    static let splitViewDayByDay = RuleReference(.obs, "shinobicontrols: iOS9 Day-by-Day, Day 6: Split Screen Multitasking",
                                                 "https://www.shinobicontrols.com/blog/ios9-day-by-day-day6-split-screen-multitasking")
    static let firefoxDiscardOrder = RuleReference(.obs, "mozilla-mobile/firefox-ios issue 12622",
                                                   "https://github.com/mozilla-mobile/firefox-ios/issues/12622")
    static let swipeWithoutDiscardBlog = RuleReference(
        .obs, "ibrahimtasdemir.com.tr: AppDelegate Life Cycle (2022)",
        "https://www.ibrahimtasdemir.com.tr/2022/12/12/appdelegate-life-cycle/")
    static let forceQuitKeepsRestoration = RuleReference(
        .obs, "openradar FB9855914: Scene restoration activities not deleted when user force quit an app (iOS 15)",
        "http://www.openradar.me/FB9855914")
    static let lastWindowRestored = RuleReference(
        .obs, "Apple Developer Forums thread 702040: How can I choose what scene gets opened on iPad after all are closed?",
        "https://forums.developer.apple.com/forums/thread/702040")
    static let restoringAppState = RuleReference(
        .doc, "Restoring your app's state (sample code)",
        "https://developer.apple.com/documentation/uikit/uiscenedelegate/restoring_your_app_s_state")
    static let discardTermination = RuleReference(
        .obs, "Douglas Hill: App termination (FB6185896, closing the last window of a multi-window app)",
        "https://douglashill.co/app-termination/")
    static let swipeUpEvents = RuleReference(
        .obs, "In iOS 13, what events do I get when the user swipes my app up in the app switcher? (Stack Overflow answer, mirrored)",
        "https://isolution.pro/pt/q/so71570813/no-ios-13-quais-eventos-recebo-quando-o-usuario-desliza-meu-aplicativo-para-cima-no-alternador-de-aplicativos")
    static let appDelegateTemplate = RuleReference(
        .obs, "Xcode's app template, AppDelegate.swift (as published in algolia/instantsearch-ios)",
        "https://github.com/algolia/instantsearch-ios/blob/master/Examples/Guide/GettingStartedSwiftUIGuide/AppDelegate.swift")
    static let sceneSession = RuleReference(.doc, "UISceneSession", uikit + "uiscenesession")
    static let configurationForConnecting = RuleReference(
        .doc, "UIApplicationDelegate.application(_:configurationForConnecting:options:)",
        uikit + "uiapplicationdelegate/application(_:configurationforconnecting:options:)")
    static let openSessions = RuleReference(.doc, "UIApplication.openSessions", uikit + "uiapplication/opensessions")
    static let sceneDestructionCondition = RuleReference(.doc, "UISceneDestructionCondition (iOS 26)",
                                                         uikit + "uiscenedestructioncondition")
    static let scenesRestoredAtRelaunch = RuleReference(
        .obs, "luxmentis: On iOS scenes, and why your configurationForConnecting isn't being called",
        "https://luxmentis.org/on-ios-scenes-and-why-your/")
    static let taoDisconnectOrder = RuleReference(.obs, "tauri-apps/tao pull request 1261 (sceneDidDisconnect and willTerminate)",
                                                  "https://github.com/tauri-apps/tao/pull/1261")
}

extension RuleCatalogue {
    static let sceneCitations: [RuleID: [RuleCitation]] = [
        .sc1: [
            Ref.willResignActive.cite(
                "If you're using scenes (see Scenes), UIKit will not call this method. Use sceneWillResignActive(_:) instead"),
            Ref.managingLifeCycle.cite(
                "When you enable scene support in your app, iOS always uses your scene delegates in iOS 13 and later."),
            Ref.sceneDelegateNotes.cite("If the URL launches your app, you will get scene(_:willConnectTo:options:) instead and it's in the options."),
        ],
        .sc2: [
            Ref.transitioningToScenes.cite(
                "The UIKit scene-based life cycle separates the app process life cycle from the UI life cycle"),
            Ref.managingLifeCycle.cite(
                "A system-requested scene typically moves to the background so that it can process an event. For example, the system might launch the scene in the background to process a location event."),
            Ref.batchLifecycleLog.cite(
                "Lifecycle - UISceneWillConnectNotification - State: Background - Scene: Unattached"),
        ],
        .sc3: [
            Ref.willConnect.cite("Tells the delegate about the addition of a scene to the app."),
            Ref.sceneForumOrder.cite("I observe the following sequence of debug prints"),
            Ref.sceneSession.cite(
                "UIKit maintains the session information for the lifetime of the scene itself, destroying the session in response to the user closing the scene in the app switcher."),
            Ref.configurationForConnecting.cite("UIKit calls this method shortly before creating a new scene."),
            Ref.appDelegateTemplate.cite("Called when a new scene session is being created."),
            Ref.openSessions.cite(
                "An archived session doesn't have a connected scene, but a snapshot of its UI does appear in the app switcher."),
            Ref.sceneDestructionCondition.cite(
                "The scene should be destroyed when disconnected by the system. For example, terminating the process, or rebooting the device."),
            Ref.configurationNotCalled.cite(),
            Ref.batchLifecycleLog.cite(
                "Lifecycle - UISceneWillEnterForegroundNotification - State: Background - Scene: Unattached"),
            Ref.bugsnagSceneLaunchHangs.cite("UIScene-based apps are launched with a background UIApplicationState"),
            Ref.scenesRestoredAtRelaunch.cite(
                "It knows what scenes to put in the windows, and doesn't ask your app delegate."),
        ],
        .sc4: [
            Ref.sceneDelegate.cite(
                "This interface defines methods for responding to state transitions that affect the scene, including when the scene enters the foreground and becomes active, and when it enters the background."),
            Ref.sceneForumOrder.cite("sceneWillResignActive"),
        ],
        .sc5: [
            Ref.uiApplicationState.cite(),
            Ref.managingLifeCycle.cite(),
            Ref.batchLifecycleLog.cite(
                "Lifecycle - UISceneDidActivateNotification - State: Background - Scene: Foreground Active"),
            Ref.bugsnagSceneLaunchState.cite(
                "-[UIApplication applicationState] always returns UIApplicationStateBackground during the launch of UIScene based apps"),
            Ref.firebaseSceneLaunchState.cite(
                "report applicationState as .background during didFinishLaunchingWithOptions even on normal foreground launches, because scenes haven't connected yet"),
        ],
        .sc6: [
            Ref.requestSceneActivation.cite("Asks the system to activate an existing scene, or create a new scene and associate it with your app."),
            Ref.supportsMultipleScenes.cite("If you set the value to false, UIKit never creates more than one scene for your app."),
        ],
        .sc7: [
            Ref.activeAppearance.cite(
                "Its activation state changes to UIScene.ActivationState.foregroundInactive only when a system interruption takes over interaction."),
            Ref.ipadMultitasking.cite("In Slide Over and Split View, the primary and secondary apps both run in the foreground"),
            Ref.splitViewDayByDay.cite("When split view is active, there is no concept of a foreground or background app."),
        ],
        .sc8: [
            Ref.sceneDidDisconnect.cite("UIKit disconnects a scene when the user explicitly closes it in the app switcher."),
            Ref.didDiscardSceneSessions.cite("If your app isn't running, UIKit calls this method the next time your app launches."),
            Ref.firefoxDiscardOrder.cite(
                "The scene disconnection & discard events will always happen before a UIApplication.willTerminateNotification event is posted."),
            Ref.taoDisconnectOrder.cite("It's likely UIKit never delivers sceneDidDisconnect: after applicationWillTerminate"),
            Ref.sceneForumOrder.cite("sceneDidDisconnect"),
            Ref.discardTermination.cite(
                "Swipe up from the multitasking switcher to close the first window, and observe that the app delegate is sent application:didDiscardSceneSessions:"),
            Ref.swipeUpEvents.cite("application(_:didDiscardSceneSessions:)\napplicationWillTerminate(_:)"),
            Ref.appDelegateTemplate.cite(
                "If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions."),
        ],
        .sc9: [
            Ref.sceneDidDisconnect.cite("UIKit may also disconnect a scene in order to reclaim memory for other processes."),
        ],
    ]
}
