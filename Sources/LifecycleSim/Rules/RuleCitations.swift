/// A source the rules cite, named once: its label, title and link. `cite(_:)` adds the quote a rule relies on.
///
/// Titles and links come from the project's research notes (shared/research/apple-sources.md) or were checked
/// against stored copies of the pages; a source whose address the notes do not record has no link.
struct RuleReference {
    let label: RuleSource
    let title: String
    let url: String?

    init(_ label: RuleSource, _ title: String, _ url: String? = nil) {
        self.label = label
        self.title = title
        self.url = url
    }

    /// A citation of this source, with an optional quote.
    func cite(_ quote: String? = nil) -> RuleCitation {
        RuleCitation(label: label, title: title, url: url, quote: quote)
    }
}

/// The sources, by label. Each rule's citations are in RuleCitations+<group>.swift, keyed by its id.
enum Ref {
    private static let apple = "https://developer.apple.com/documentation/uikit/"
    private static let guide = "https://developer.apple.com/library/archive/documentation/iPhone/Conceptual/iPhoneOSProgrammingGuide/"

    // MARK: DOC, Apple reference documentation

    static let uiApplicationState = RuleReference(.doc, "UIApplication.State", apple + "uiapplication/state")
    static let managingLifeCycle = RuleReference(.doc, "Managing your app's life cycle",
                                                 apple + "managing-your-app-s-life-cycle")
    static let launchSequence = RuleReference(.doc, "About the app launch sequence", apple + "about-the-app-launch-sequence")
    static let allowsBackgroundLocationUpdates = RuleReference(
        .doc, "CLLocationManager.allowsBackgroundLocationUpdates (iOS 9.0+)",
        "https://developer.apple.com/documentation/corelocation/cllocationmanager/allowsbackgroundlocationupdates")
    static let didFinishLaunching = RuleReference(.doc, "UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)",
                                                  apple + "uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)")
    static let backgroundSequence = RuleReference(.doc, "About the background execution sequence",
                                                  apple + "about-the-background-execution-sequence")
    static let extendingBackgroundTime = RuleReference(.doc, "Extending your app's background execution time",
                                                       apple + "extending-your-app-s-background-execution-time")
    static let willTerminate = RuleReference(.doc, "UIApplicationDelegate.applicationWillTerminate(_:)",
                                             apple + "uiapplicationdelegate/applicationwillterminate(_:)")
    static let willEnterForeground = RuleReference(.doc, "UIApplicationDelegate.applicationWillEnterForeground(_:)",
                                                   apple + "uiapplicationdelegate/applicationwillenterforeground(_:)")
    static let willResignActive = RuleReference(.doc, "UIApplicationDelegate.applicationWillResignActive(_:)",
                                                apple + "uiapplicationdelegate/applicationwillresignactive(_:)")
    static let beginBackgroundTask = RuleReference(.doc, "UIApplication.beginBackgroundTask(withName:expirationHandler:)",
                                                   apple + "uiapplication/beginbackgroundtask(withname:expirationhandler:)")
    static let endBackgroundTask = RuleReference(.doc, "UIApplication.endBackgroundTask(_:)",
                                                 apple + "uiapplication/endbackgroundtask(_:)")
    static let backgroundRefreshStatus = RuleReference(.doc, "UIApplication.backgroundRefreshStatus",
                                                       apple + "uiapplication/backgroundrefreshstatus")
    static let uiApplicationHeader = RuleReference(
        .doc, "UIApplication.h header comment on background refresh (quoted in the pub.dev uikit_bindings package)")
    static let remoteNotificationFetch = RuleReference(
        .doc, "UIApplicationDelegate.application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        apple + "uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)")
    static let performFetch = RuleReference(
        .doc, "UIApplicationDelegate.application(_:performFetchWithCompletionHandler:)",
        apple + "uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)")
    static let qa1592 = RuleReference(
        .doc, "Technical Q&A QA1592: Why does my application crash during launch unless I run it from Xcode?",
        "https://developer.apple.com/library/archive/qa/qa1592/_index.html")
    static let memoryWarnings = RuleReference(.doc, "Responding to memory warnings", apple + "responding-to-memory-warnings")
    static let loadView = RuleReference(.doc, "UIViewController.loadView()", apple + "uiviewcontroller/loadview()")
    static let viewDidLoad = RuleReference(.doc, "UIViewController.viewDidLoad()", apple + "uiviewcontroller/viewdidload()")
    static let viewDidUnload = RuleReference(.doc, "UIViewController.viewDidUnload()", apple + "uiviewcontroller/viewdidunload")
    static let openingFileTypes = RuleReference(
        .doc, "Document Interaction Programming Topics for iOS: Opening Supported File Types",
        "https://developer.apple.com/library/ios/documentation/FileManagement/Conceptual/DocumentInteraction_TopicsForIOS/Articles/OpeningSupportedFileTypes.html")
    static let willBeginSending = RuleReference(
        .doc, "UIDocumentInteractionControllerDelegate.documentInteractionController(_:willBeginSendingToApplication:)",
        apple + "uidocumentinteractioncontrollerdelegate/documentinteractioncontroller(_:willbeginsendingtoapplication:)")
    static let didEndSending = RuleReference(
        .doc, "UIDocumentInteractionControllerDelegate.documentInteractionController(_:didEndSendingToApplication:)",
        apple + "uidocumentinteractioncontrollerdelegate/documentinteractioncontroller(_:didendsendingtoapplication:)")

    // MARK: GUIDE, App Programming Guide for iOS (archived, last published 2017-03-27)

    static let guideLifeCycle = RuleReference(.guide, "App Programming Guide for iOS: The App Life Cycle",
                                              guide + "TheAppLifeCycle/TheAppLifeCycle.html")
    static let noInterruptionsFromSystemAlerts = RuleReference(
        .doc, "AVAudioSession.setPrefersNoInterruptionsFromSystemAlerts(_:)",
        "https://developer.apple.com/documentation/avfaudio/avaudiosession/setprefersnointerruptionsfromsystemalerts(_:)")
    static let flutterCallNoInactive = RuleReference(
        .obs, "flutter/flutter issue 145193 (iPhone 15 Pro, 2024): how to monitor incoming calls",
        "https://github.com/flutter/flutter/issues/145193")
    static let callkitBannerFullScreen = RuleReference(
        .obs, "hiennguyen92/flutter_callkit_incoming issue 343 (2023): How to set incoming call to fullscreen?",
        "https://github.com/hiennguyen92/flutter_callkit_incoming/issues/343")
    static let alwaysOnFlutter = RuleReference(
        .obs, "flutter/flutter issue 130055 (iPhone 14 Pro, iOS 16.5.1; not on an iPhone 13 Pro Max)",
        "https://github.com/flutter/flutter/issues/130055")
    static let alwaysOnTable = RuleReference(
        .obs, "phillip5094.tistory.com, post 283: UIKit callbacks on locking, with and without Always On",
        "https://phillip5094.tistory.com/283")
    static let guideStateTransitions = RuleReference(
        .guide, "App Programming Guide for iOS: Strategies for Handling App State Transitions",
        guide + "StrategiesforHandlingAppStateTransitions/StrategiesforHandlingAppStateTransitions.html")
    static let guideBackground = RuleReference(.guide, "App Programming Guide for iOS: Background Execution",
                                               guide + "BackgroundExecution/BackgroundExecution.html")
    static let guideImplementing = RuleReference(
        .guide, "App Programming Guide for iOS: Strategies for Implementing Your App (state preservation)",
        guide + "StrategiesforImplementingYourApp/StrategiesforImplementingYourApp.html")
    static let guideInterApp = RuleReference(.guide, "App Programming Guide for iOS: Inter-App Communication",
                                             guide + "Inter-AppCommunication/Inter-AppCommunication.html")
    static let locationGuideRegions = RuleReference(
        .guide, "Location and Maps Programming Guide (archived): Monitoring the User's Proximity to Geographic Regions",
        "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/LocationAwarenessPG/RegionMonitoring/RegionMonitoring.html")
    static let locationGuideSignificantChange = RuleReference(
        .guide, "Location and Maps Programming Guide (archived): Getting the User's Location (the significant-change service)",
        "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/LocationAwarenessPG/CoreLocation/CoreLocation.html")
    static let fileSystemGuide = RuleReference(
        .guide, "File System Programming Guide: the file-system overview (Documents/Inbox)",
        "https://developer.apple.com/library/archive/documentation/FileManagement/Conceptual/FileSystemProgrammingGuide/FileSystemOverview/FileSystemOverview.html")

    static let stillNotEndedIOS14Log = RuleReference(
        .obs, "google/gtm-session-fetcher issue 217: iOS 14.1 App getting terminated in background (2020)",
        "https://github.com/google/gtm-session-fetcher/issues/217")
    static let stillNotEndedSeveralTasksLog = RuleReference(
        .obs, "OneSignal/OneSignal-iOS-SDK issue 1205: a device log of several tasks, iOS 16.1.1 (2023)",
        "https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1205")
    static let amplitudeLifecycleMonitor = RuleReference(
        .obs, "amplitude/Amplitude-Swift: IOSLifecycleMonitor.swift (an analytics SDK's lifecycle code)",
        "https://github.com/amplitude/Amplitude-Swift/blob/main/Sources/Amplitude/Plugins/iOS/IOSLifecycleMonitor.swift")
    static let bugsnagSessionsAtLaunch = RuleReference(
        .obs, "bugsnag/bugsnag-cocoa pull request 1180: sessions at launch without the UIScene life-cycle (2021)",
        "https://github.com/bugsnag/bugsnag-cocoa/pull/1180")
    static let userDefaults = RuleReference(.doc, "UserDefaults", "https://developer.apple.com/documentation/foundation/userdefaults")
    static let userDefaultsThread = RuleReference(
        .obs, "Apple Developer Forums thread 728044: setting values in UserDefaults before an extension ends (an answer in the thread)",
        "https://developer.apple.com/forums/thread/728044")

    // MARK: DTS, Apple Developer Technical Support on the developer forums

    static let longLivedTaskLog = RuleReference(
        .obs, "transistorsoft/flutter_background_geolocation issue 285: the warning 35 s after the task began (iOS 13.4.1, 2020)",
        "https://github.com/transistorsoft/flutter_background_geolocation/issues/285")
    static let longLivedTaskForeground = RuleReference(
        .obs, "firebase/firebase-ios-sdk issue 14935: the warning with the app in the foreground (Xcode 16.3, 2025)",
        "https://github.com/firebase/firebase-ios-sdk/issues/14935")
    static let backgroundTaskNotes = RuleReference(
        .dts, "Apple Developer Forums thread 85066, UIApplication Background Task Notes (Quinn \"The Eskimo!\")",
        "https://developer.apple.com/forums/thread/85066")
    static let backgroundTaskNotesEarlier = RuleReference(
        .dts, "Apple Developer Forums thread 85066, UIApplication Background Task Notes (Quinn \"The Eskimo!\"), earlier revision",
        "https://developer.apple.com/forums/thread/85066")
    static let backgroundRunner600 = RuleReference(
        .obs, "joexi/BackgroundRunner issue 1: a crash log of iOS 6 or earlier (2013)",
        "https://github.com/joexi/BackgroundRunner/issues/1")
    static let iOS7BackgroundTimeAnswer = RuleReference(
        .obs, "A Stack Overflow answer on geofencing and background time (quoted in vinhnx/notes issue 522)",
        "https://github.com/vinhnx/notes/issues/522")
    static let forceQuitThread = RuleReference(.dts, "Apple Developer Forums thread 14855 (Apple DTS)",
                                               "https://developer.apple.com/forums/thread/14855")
    static let backgroundStatesThread = RuleReference(.dts, "Apple Developer Forums thread 701945 (Apple DTS)",
                                                      "https://developer.apple.com/forums/thread/701945")
    static let jetsamMessage = RuleReference(.dts, "Apple Developer Forums message 213601 (Apple DTS, on jetsam)")

    // MARK: OBS, published observations

    static let appLaunchSequence = RuleReference(.obs, "regularberry/AppLaunchSequence README (iOS 11 trace)",
                                                 "https://github.com/regularberry/AppLaunchSequence")
    static let capacitorTaskAt181Seconds = RuleReference(
        .obs, "ionic-team/capacitor issue 1184, \"background plugin cant go over 181 seconds\" (January 2019, iOS 12's time)",
        "https://github.com/ionic-team/capacitor/issues/1184")
    static let flutterSceneRestoration = RuleReference(
        .obs, "flutter/flutter issue 174402, \"[UIScene] Migrate state restoration for scenes\" (Flutter's iOS team, 2025)",
        "https://github.com/flutter/flutter/issues/174402")
    static let batchLifecycle = RuleReference(
        .obs, "BatchLabs/Batch-iOS-SDK, BAApplicationLifecycle.h (logged launch orders, iOS 13 and 14)",
        "https://github.com/BatchLabs/Batch-iOS-SDK/blob/f5a9f0cd58aabb7152233d93d6565191c3f62169/Sources/Batch/Modules/Core/BAApplicationLifecycle.h")
    static let backgroundRunnerLog = RuleReference(.obs, "joexi/BackgroundRunner issue 1 (iOS 6 console log)",
                                                   "https://github.com/joexi/BackgroundRunner/issues/1")
    static let urbanAirshipCrashLog = RuleReference(.obs, "urbanairship/ios-library pull request 61 (iOS 7 crash log)",
                                                    "https://github.com/urbanairship/ios-library/pull/61")
    static let urbanAirshipWatchdog = RuleReference(.obs, "urbanairship/ios-library issue 202 (launch watchdog crash report)",
                                                    "https://github.com/urbanairship/ios-library/issues/202")
    static let multitaskingSlides = RuleReference(
        .obs, "Mickaël Rémond, \"Multitasking in iOS 7\" (slides on WWDC 2013 session 204)",
        "https://de.slideshare.net/mremond/multitasking-in-ios-7")
    static let expiredTaskStillRunningLog = RuleReference(
        .obs, "wordpress-mobile/WordPress-iOS pull request 21254 (UIKit console, 2023)",
        "https://github.com/wordpress-mobile/WordPress-iOS/pull/21254")
    static let expirationFourSecondsLeft = RuleReference(
        .obs, "transistorsoft/react-native-background-fetch issue 280 (the plugin's author)",
        "https://github.com/transistorsoft/react-native-background-fetch/issues/280")
    static let cantEndLog = RuleReference(.obs, "katzer/cordova-plugin-background-mode issue 485 (iOS 13 console)",
                                          "https://github.com/katzer/cordova-plugin-background-mode/issues/485")
    static let cantEndHarmless = RuleReference(.obs, "transistorsoft/cordova-background-geolocation-lt issue 108",
                                               "https://github.com/transistorsoft/cordova-background-geolocation-lt/issues/108")
    static let foregroundTimeRemaining = RuleReference(
        .obs, "Apple Developer Forums message 391799 (backgroundTimeRemaining on iPhone X)",
        "https://forums.developer.apple.com/message/391799")
    static let flutterNotificationCenter = RuleReference(
        .obs, "flutter/flutter issue 60683, \"iOS Notification center wrong AppLifecycleState triggered\" (iOS 13.5)",
        "https://github.com/flutter/flutter/issues/60683")
    static let getxNotificationCenter = RuleReference(
        .obs, "jonataslaw/getx issue 2758 (iPhone 11, iOS 16.2)", "https://github.com/jonataslaw/getx/issues/2758")
    static let notificationCenterRadar = RuleReference(
        .obs, "Apple bug report 49216830, mirrored as lionheart/openradar-mirror issue 21113 (iOS 11, 12.1.4; not iOS 10)",
        "https://github.com/lionheart/openradar-mirror/issues/21113")
    static let overlayNotes = RuleReference(
        .obs, "onmyway133/notes issue 8 (2015): Notification Center and Control Center notifications",
        "https://github.com/onmyway133/notes/issues/8")
    static let cookbookExitsOnSuspend = RuleReference(
        .obs, "O'Reilly, iOS 5 Programming Cookbook, recipe 12.10 (same text in the iOS 7 Cookbook, recipe 16.8)",
        "https://www.oreilly.com/library/view/ios-5-programming/9781449321123/ch12s11.html")
    static let pinkstoneExitsOnSuspend = RuleReference(
        .obs, "pinkstone.co.uk, \"How to kill your app when it enters background mode\" (device test, 2015)",
        "http://pinkstone.co.uk/how-to-kill-your-app-when-it-enters-background-mode/")
    static let shutdownTest = RuleReference(
        .obs, "christian-fries.de, applicationWillTerminate on iOS 4.0 (device test, July 2010)",
        "http://www.christian-fries.de/blog/files/2010-07-ios.html")
    static let notificationCenterDelegate = RuleReference(
        .doc, "UNUserNotificationCenter.delegate", "https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate")
    static let willPresent = RuleReference(
        .doc, "UNUserNotificationCenterDelegate.userNotificationCenter(_:willPresent:withCompletionHandler:)",
        "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)")
    static let pushOpenedTest = RuleReference(
        .obs, "A published test of iOS 10 (\"Our testing for iOS 10\"), the answer mirrored at newbe.dev",
        "https://newbe.dev/detect-if-the-app-was-launched-opened-from-a-push-notification")
    static let notificationStateRadar = RuleReference(
        .obs, "Apple bug report 34332569, mirrored as lionheart/openradar-mirror issue 18350 (iOS 11 vs 10.3.3)",
        "https://github.com/lionheart/openradar-mirror/issues/18350")
    static let backgroundTimeRemaining = RuleReference(.doc, "UIApplication.backgroundTimeRemaining",
                                                       apple + "uiapplication/backgroundtimeremaining")
    static let willTerminateAnswer = RuleReference(
        .obs, "Stack Overflow: When will applicationWillTerminate be called? (question 29416375, iOS 9.2 answer)",
        "https://stackoverflow.com/questions/29416375/when-will-applicationwillterminate-be-called")
    static let switcherAnswer = RuleReference(.obs, "Stack Overflow question 10200505, answer on the double-tapped Home button",
                                              "https://stackoverflow.com/questions/10200505")
    static let lockCallbacks = RuleReference(
        .obs, "manongdao.com q-1173273, a copy of a Stack Overflow question on lock and unlock callbacks (iOS 4 and 5)")
    static let closeAppArticle = RuleReference(.obs, "InfoWorld, \"How to close an app in iOS 7\"")
    static let pseudoTaskGist = RuleReference(
        .obs, "gist quangtqag/d63f887c… (\"Create a pseudo background task to system call applicationWillTerminate\")")
    static let memoryWarningLog = RuleReference(.obs, "pastebin.com/ryFL6VU5, a simulated memory-warning log (iOS 5 era)",
                                                "https://pastebin.com/ryFL6VU5")
    static let systemMonitorArticles = RuleReference(
        .obs, "Articles of a published iOS system-monitor app (described, not named, in the project's original brief)")
    static let fileTransferArticle = RuleReference(
        .obs, "A published inter-app file-transfer article (described, not named, in the project's original brief)")
    static let backgroundWatchdogIOS13 = RuleReference(
        .obs, "firebase/firebase-ios-sdk issue 3759, \"iOS 13 kept killing app instance after app entering background\" (a crash report, iOS 13.1, 2019)",
        "https://github.com/firebase/firebase-ios-sdk/issues/3759")
    static let backgroundWatchdogOsmAnd = RuleReference(
        .obs, "osmandapp/OsmAnd-iOS pull request 3596, a background download's watchdog crash report (2024)",
        "https://github.com/osmandapp/OsmAnd-iOS/pull/3596")
    static let xnuJetsam = RuleReference(
        .obs, "apple-oss-distributions/xnu, bsd/kern/kern_memorystatus.c: the kernel's memory-pressure kill (jetsam), in every published version",
        "https://github.com/apple-oss-distributions/xnu/blob/main/bsd/kern/kern_memorystatus.c")
    static let whyKilledSession = RuleReference(
        .obs, "WWDC20 session 10078, \"Why is my app getting killed?\" (the notes at wwdcnotes.com)",
        "https://www.wwdcnotes.com/notes/wwdc20/10078/")
    static let watchdogTerminations = RuleReference(
        .doc, "Addressing watchdog terminations", "https://developer.apple.com/documentation/xcode/addressing-watchdog-terminations")
    static let backgroundLaunchCPUAllowance = RuleReference(
        .obs, "cocoa-mhlw/cocoa issue 958, a background launch's watchdog crash report (2022)",
        "https://github.com/cocoa-mhlw/cocoa/issues/958")
    static let unrecordedObservation = RuleReference(
        .obs, "Observed behaviour; the research notes (apple-sources.md) record no specific source for this rule")
}
