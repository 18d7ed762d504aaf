extension RuleCatalogue {
    /// The sources of PW-1 and PW-2 (RuleCatalogue+Prewarming.swift) and of PR-1's rows for iOS 13-26.
    static let prewarmingCitations: [RuleID: [RuleCitation]] = [
        .pw1: [
            Ref.launchSequence.cite(
                "In iOS 15 and later, the system may, depending on device conditions, prewarm your app — launch nonrunning application processes to reduce the amount of time the user waits before the app is usable. Prewarming executes an app’s launch sequence up until, but not including, when main() calls UIApplicationMain(_:_:_:_:)."),
            Ref.launchSequence.cite(
                "After the system prewarms your app, its launch sequence remains in a paused state until the app launches and the sequence resumes, or the system removes the prewarmed app from memory to reclaim resources. The system can prewarm your app after a device reboot, and periodically as system conditions allow."),
            Ref.launchSequence.cite(
                "prewarming happens even when the device is in a locked state."),
            Ref.launchSequence.cite(
                "Prewarming an app results in an indeterminate amount of time between when the prewarming phase completes and when the user, or system, fully launches the app."),
            Ref.prewarmingStackOverflow.cite(
                "But prewarming can call both willFinishLaunchingWithOptions and didFinishLaunchingWithOptions from my tests on my iPhone 13 with iOS 15.0."),
            Ref.prewarmingForumThread.cite(
                "Some users say that this was the case before 15.4 and that from 15.4 the didFinishLaunchingWithOptions app delegate method is no more called during prewarming."),
        ],
        .pw2: [
            Ref.prewarmingStackOverflow.cite(
                "But prewarming can call both willFinishLaunchingWithOptions and didFinishLaunchingWithOptions from my tests on my iPhone 13 with iOS 15.0."),
            Ref.prewarmingForumThread.cite(
                "For apps that do support scenes: application:didFinishLaunchingWithOptions: may be called (doesn't always happen); scene:willConnectToSession:options: is not called - in fact the SceneDelegate is not created until the app is opened. For apps that do not support scenes: application:didFinishLaunchingWithOptions: is not called."),
            Ref.prewarmingForumThread.cite(
                "Some users say that this was the case before 15.4 and that from 15.4 the didFinishLaunchingWithOptions app delegate method is no more called during prewarming."),
            Ref.prewarmingLateIOS15.cite(
                "DTS Engineer on this Thread 3 mentioned that starting from late iOS 15, didFinishLaunchingWithOptions definitely won't be called during prewarming."),
        ],
        .pr1: [
            Ref.managingLifeCycle.cite(
                "In iOS 13 and later, use UISceneDelegate objects to respond to life-cycle events in a scene-based app."),
            Ref.scenePhase.cite(),
            Ref.launchSequence.cite("In iOS 15 and later, the system may, depending on device conditions, prewarm your app"),
            Ref.onChangeInitial.cite("Whether the action should be run when this view initially appears."),
            Ref.tn3187.cite(
                "In iOS 18.4, iPadOS 18.4, Mac Catalyst 18.4, tvOS 18.4, visionOS 2.4 and later, UIKit logs the following message for apps that haven’t adopted the scene-based life-cycle: This process does not adopt UIScene lifecycle. This will become an assert in a future version."),
            Ref.tn3187.cite(
                "In iOS 26, iPadOS 26, Mac Catalyst 26, tvOS 26, visionOS 26 , the log message has been updated to: UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future."),
            Ref.tn3187.cite(
                "In the next major release following iOS 26, UIScene lifecycle will be required when building with the latest SDK; otherwise, your app won’t launch."),
            Ref.sceneAssertOnLaunch.cite(
                "When building with the SDK from the next major release after iOS 26, iPadOS 26, macOS 26 and visionOS 26, UIKit will assert that all apps have adopted UIScene life cycle. Apps that fail this assert will crash on launch."),
            Ref.flutterSceneWarning.cite(
                "In iOS 18.4, UIKit started logging warnings that apps need to migrate to UIScene lifecycle: CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version."),
            Ref.reactNativeSceneWarning.cite(
                "I am facing an warning when i run my react-native app on ios. … CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version."),
            Ref.limeSceneWarning.cite(
                "iOS: `UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future. … I get this message in console when debugging for iOS"),
        ],
    ]
}

extension Ref {
    static let scenePhase = RuleReference(.doc, "SwiftUI ScenePhase (iOS 14.0+)",
                                          "https://developer.apple.com/documentation/swiftui/scenephase")
    static let onChangeInitial = RuleReference(
        .doc, "SwiftUI View.onChange(of:initial:_:) (iOS 17.0+)",
        "https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)")
    static let sceneAssertOnLaunch = RuleReference(
        .dts, "Apple Developer Forums thread 789004: Regarding the deadline for adopting the UIScene life cycle (a Frameworks Engineer)",
        "https://developer.apple.com/forums/thread/789004")
    static let flutterSceneWarning = RuleReference(
        .obs, "flutter/flutter issue 170171: Adopting UIScene lifecycle in Flutter (the console line on iOS 18.4)",
        "https://github.com/flutter/flutter/issues/170171")
    static let reactNativeSceneWarning = RuleReference(
        .obs, "react-native issue 54739: the console line when running an app on an iPhone 12 Pro Max",
        "https://github.com/react/react-native/issues/54739")
    static let limeSceneWarning = RuleReference(
        .obs, "openfl/lime issue 1990: the iOS 26 console line when debugging on iOS",
        "https://github.com/openfl/lime/issues/1990")
    static let tn3187 = RuleReference(
        .doc, "TN3187: Migrating to the UIKit scene-based life cycle",
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle")
    static let prewarmingStackOverflow = RuleReference(
        .obs, "Stack Overflow: iOS 15 prewarming causing appWillLaunch method when prewarm is done",
        "https://stackoverflow.com/questions/71025205/ios-15-prewarming-causing-appwilllaunch-method-when-prewarm-is-done")
    static let prewarmingLateIOS15 = RuleReference(
        .dts, "Apple Developer Forums thread 764625: iOS 18 didFinishLaunchingWithOptions called during prewarming",
        "https://developer.apple.com/forums/thread/764625")
    static let prewarmingForumThread = RuleReference(
        .obs, "Apple Developer Forums: iOS 15 prewarming and didFinishLaunchingWithOptions",
        "https://developer.apple.com/forums/thread/706782")
}
