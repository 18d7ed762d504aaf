extension RuleCatalogue {
    /// The sources of the groups PR, ST, LA, FG, IN, LK (RuleCatalogue+Lifecycle.swift), by rule id.
    static let lifecycleCitations: [RuleID: [RuleCitation]] = [
        .pr1: [
            Ref.backgroundTaskNotes.cite("On current systems you can expect about 30 seconds."),
            Ref.backgroundTaskNotesEarlier.cite(
                "3 minutes, when your app has moved from the foreground to the background; 30 seconds, when your app was resumed in the background"),
            Ref.backgroundRunnerLog.cite("permittedBackgroundDuration: 600.000000 reason: finishTask"),
            Ref.multitaskingSlides.cite("Task completion (up to 10 minutes)"),
            Ref.urbanAirshipCrashLog.cite("permittedBackgroundDuration: 180.000000 reason: finishTask"),
            Ref.capacitorTaskAt181Seconds.cite("[ProcessSuspension] Background task expired while holding WebKit ProcessAssertion"),
        ],
        .st1: [
            Ref.uiApplicationState.cite(),
            Ref.managingLifeCycle.cite(
                "After launch, the system puts the app in the inactive or background state, depending on whether the UI is about to appear onscreen."),
        ],
        .st2: [
            Ref.backgroundSequence.cite(
                "1. The user exits the running app. 2. UIKit calls … applicationWillResignActive(_:) 3. UIKit calls … applicationDidEnterBackground(_:)"),
            Ref.willEnterForeground.cite(
                "In iOS 4.0 and later, UIKit calls this method as part of the transition from the background to the active state."),
            Ref.guideLifeCycle.cite(
                "The system moves apps to this state automatically and does not notify them before doing so."),
            Ref.guideLifeCycle.cite("Suspended apps receive no notification when they are terminated"),
        ],
        .la1: [
            Ref.guideStateTransitions.cite(
                "When the app is launched into the foreground, this property contains the value UIApplicationStateInactive. When the app is launched into the background, the property contains the value UIApplicationStateBackground."),
        ],
        .la2: [
            Ref.guideInterApp.cite("it is launched and moved to the foreground so that it can open the URL."),
            Ref.appLaunchSequence.cite(
                "Deep Link - from Not Loaded: … applicationDidFinishLaunchingWithOptions … applicationOpenURL: Inactive … applicationDidBecomeActive: Active"),
        ],
        .la3: [
            Ref.qa1592.cite("When Xcode launches an application, the watchdog timer is disabled"),
            Ref.urbanAirshipWatchdog.cite(
                "scene-create watchdog transgression: … exhausted real (wall clock) time allowance of 19.78 seconds"),
            Ref.watchdogTerminations.cite(
                "scene-create … the app didn't render the first frame of its UI to the screen within the allowed wall clock time"),
            Ref.backgroundLaunchCPUAllowance.cite(
                "scene-create watchdog transgression: … exhausted CPU time allowance of 3.37 seconds ProcessVisibility: Background"),
        ],
        .la4: [
            Ref.appLaunchSequence.cite(
                "1. applicationWillEnterForeground: Background 2. applicationDidReceiveRemoteNotification: Inactive 3. applicationDidBecomeActive: Active"),
            Ref.pushOpenedTest.cite(
                "Opening push when user killed: didFinishLaunchingWithOptions (with options) => didReceiveRemoteNotification:inactive [only completionHandler version] => applicationDidBecomeActive"),
            Ref.notificationStateRadar.cite(),
            Ref.notificationCenterDelegate.cite(
                "To guarantee that your app responds to all actionable notifications, you must set the value of this property before your app finishes launching"),
        ],
        .fg1: [
            Ref.backgroundSequence.cite(
                "1. The user exits the running app. 2. UIKit calls … applicationWillResignActive(_:) 3. UIKit calls … applicationDidEnterBackground(_:) 4. The app's snapshot is taken. 5. The app may be suspended again."),
        ],
        .fg2: [
            Ref.extendingBackgroundTime.cite(
                "That method has five seconds to perform any tasks and return. Shortly after that method returns, the system puts your app into the suspended state."),
            Ref.backgroundWatchdogIOS13.cite(
                "scene-update watchdog transgression: application<redacted>:517 exhausted real (wall clock) time allowance of 10.00 seconds | ProcessVisibility: Background"),
            Ref.backgroundWatchdogOsmAnd.cite(
                "explanation:scene-update watchdog transgression exhausted real (wall clock) time allowance of 10.00 seconds"),
        ],
        .fg3: [
            Ref.guideStateTransitions.cite(
                "When the user presses the Home button, presses the Sleep/Wake button, or the system launches another app, the foreground app transitions to the inactive state and then to the background state."),
        ],
        .fg4: [
            Ref.willEnterForeground.cite(
                "In iOS 4.0 and later, UIKit calls this method as part of the transition from the background to the active state."),
        ],
        .fg5: [
            Ref.guideBackground.cite(
                "it cycles between the not-running, inactive, and active states and never enters the background or suspended states."),
            Ref.cookbookExitsOnSuspend.cite(
                "If the user presses the Home button on the device, the following messages will be sent to your application delegate: 1. applicationDidEnterBackground: 2. applicationWillTerminate:"),
            Ref.pinkstoneExitsOnSuspend.cite(
                "If you set the key correctly, both methods should be called"),
        ],
        .in1: [
            Ref.guideStateTransitions.cite(
                "the app moves temporarily to the inactive state… The app remains in this state until the user dismisses the alert."),
            Ref.appLaunchSequence.cite(
                "System Alert Displayed: 1. applicationWillResignActive: Active 2. applicationDidBecomeActive: Active"),
            Ref.switcherAnswer.cite(
                "When you double tap Home button, app goes to inactive state by calling … applicationWillResignActive"),
            Ref.overlayNotes.cite(
                "Notification Center / Control Center / Before: UIApplicationWillResignActiveNotification / After: UIApplicationDidBecomeActiveNotification"),
            Ref.flutterNotificationCenter.cite(
                "I have this on opening notification center / flutter: state = AppLifecycleState.inactive / flutter: state = AppLifecycleState.resumed / flutter: state = AppLifecycleState.inactive"),
            Ref.getxNotificationCenter.cite(
                "When opening the iOS notification center following will be called: onInactive then onResumed and finally onInactive another time."),
            Ref.notificationCenterRadar.cite(
                "iOS 11 is also affected, although I couldn't reproduce it on iOS 10."),
        ],
        .in2: [
            Ref.guideStateTransitions.cite(
                "At this point, the app either returns to the active state or moves to the background state."),
        ],
        .in3: [
            Ref.guideStateTransitions.cite(
                "At this point, the app either returns to the active state or moves to the background state."),
        ],
        .in4: [
            Ref.guideStateTransitions.cite(
                "Notifications that display a banner do not deactivate your app in the way that alert-based notifications do."),
            Ref.willPresent.cite(
                "Asks the delegate how to handle a notification that arrived while the app was running in the foreground."),
            Ref.batchLifecycle.cite(
                "Notification (no bg refresh) open when app is in foreground: userNotificationCenter:willPresent: - State: Active"),
        ],
        .in5: [
            Ref.noInterruptionsFromSystemAlerts.cite(
                "Beginning in iOS 14, users can set a global preference that indicates whether the system displays incoming calls using a banner or a full-screen display style."),
            Ref.guideStateTransitions.cite(
                "Notifications that display a banner do not deactivate your app in the way that alert-based notifications do."),
            Ref.flutterCallNoInactive.cite("it will not trigger when a call comes in or the alarm clock rings. `AppLifecycleState.inactive` state."),
            Ref.callkitBannerFullScreen.cite(
                "if call show druing open app and user accepts call , nothing happens, but if user tap on call notification and make it fullscreen , didChangeAppLifecycleState works fine"),
        ],
        .lk1: [
            Ref.lockCallbacks.cite(
                "On iOS 4 … Pressing the lock button: Will resign active. Unlocking the device: Did become active."),
        ],
        .lk2: [
            Ref.guideStateTransitions.cite(
                "When the user presses this button, the system disables touch events, moves the app to the background, sets the value of the app's applicationState property to UIApplicationStateBackground, and locks the screen."),
            Ref.lockCallbacks.cite(
                "On iOS 5 the behaviour changed… Pressing the lock button: Will resign active. Did enter background."),
        ],
        .lk3: [
            Ref.alwaysOnFlutter.cite(
                "On iPhone 14 Pro, OS 16.5.1, `didChangeAppLifecycleState` is called with `AppLifecycleState.resumed` while screen is locked by clicking the side button."),
            Ref.alwaysOnTable.cite("AppDelegate 든 SceneDelegate 든 결과는 똑같아요"),
        ],
        .lk4: [
            Ref.platformSecurityDataProtection.cite(
                "Shortly after the user locks a device (10 seconds, if the Require Password setting is Immediately), the decrypted class key is discarded"),
            Ref.protectedDataWillBecomeUnavailable.cite(
                "This notification lets your app know that the device is about to be locked and that any protected files it is currently accessing might become unavailable shortly."),
            Ref.protectedDataSafeWindow.cite(
                "the ONLY safe time that data can be accessed is after applicationDidBecomeActive(_:) and before applicationWillResignActive(_:)/applicationDidEnterBackground(_:)"),
            Ref.deltaChatProtectedData.cite(
                "19:29:50:967 ⬅️ applicationProtectedDataWillBecomeUnavailable / 19:29:52:701 ⬅️ remaining background time: 12.034014750039205"),
            Ref.prewarmingStackOverflow.cite(
                "As you can see the system launched my app (prewarm) at 12:28:36 and held in background until my manual start at 12:58:15 and after gave access to protected data and loaded UI."),
            Ref.protectedFileReadError.cite("Operation not permitted"),
        ],
    ]
}

extension Ref {
    static let platformSecurityDataProtection = RuleReference(
        .doc, "Apple Platform Security: Data Protection classes",
        "https://support.apple.com/guide/security/secb010e978a/web")
    static let protectedDataWillBecomeUnavailable = RuleReference(
        .doc, "UIApplicationDelegate.applicationProtectedDataWillBecomeUnavailable(_:)",
        "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)")
    static let protectedDataSafeWindow = RuleReference(
        .dts, "Apple Developer Forums thread 771951 (Apple DTS, on protected data)",
        "https://developer.apple.com/forums/thread/771951")
    static let deltaChatProtectedData = RuleReference(
        .obs, "deltachat/deltachat-ios issue 1984 (app log, iOS 17)",
        "https://github.com/deltachat/deltachat-ios/issues/1984")
    static let protectedFileReadError = RuleReference(
        .obs, "cryptomator/ios issue 11 (a protected file read while locked)",
        "https://github.com/cryptomator/ios/issues/11")
}
