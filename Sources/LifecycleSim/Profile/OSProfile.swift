/// What an iOS version allows, per rule PR-1 and the version notes of the other rules.
///
/// Every version-dependent decision of the engine reads one of these properties, so
/// the differences between versions live in this one file.
public struct OSProfile: Hashable, Sendable {
    /// The device's iOS version.
    public let version: OSVersion
    /// False on iOS 3 and on a device set to `multitasking off` (PR-1, FG-5).
    public let multitasking: Bool

    /// The profile of `version`, with multitasking unless the device turns it off.
    public init(version: OSVersion, multitasking: Bool = true) {
        self.version = version
        self.multitasking = multitasking && version.major >= 4
    }

    private var major: Int { version.major }

    /// The newest iOS version any property here tells apart (iOS 26's scene-lifecycle warning,
    /// PR-1): what a tool shows by default when it wants "today's iOS" (`lifesim diagram --scene`).
    public static let newestKnownVersion = OSVersion(26)

    /// PR-1: the finite background-task budget: 600 s on iOS 4-6, 180 s on 7-12, 30 s from 13;
    /// nil without multitasking (no background execution at all).
    public var backgroundBudget: VirtualDuration? {
        guard multitasking else { return nil }
        switch major {
        case ..<7: return .seconds(600)
        case 7...12: return .seconds(180)
        default: return .seconds(30)
        }
    }

    /// BR-3: the completion window of a background event's handler (fetch, content-available
    /// push: "up to 30 seconds of wall-clock time", iOS 7+), and BG-7's budget from iOS 7.
    public static let backgroundEventWindow = VirtualDuration.seconds(30)
    /// BR-3: what a location event gives an app woken or launched for it: "around 10 seconds" to
    /// handle it (the Location and Maps Programming Guide), a window with no completion handler.
    public static let locationEventWindow = VirtualDuration.seconds(10)

    /// BG-7: the budget of a launch or resume in the background for an event: 30 s from iOS 7;
    /// before iOS 7, where only location events launch or resume an app (BR-3), the era's
    /// ordinary budget (600 s, PR-1): no source gives those launches a shorter one.
    public var backgroundLaunchBudget: VirtualDuration {
        major >= 7 ? Self.backgroundEventWindow : backgroundBudget ?? Self.backgroundEventWindow
    }
    /// LA-3: the launch watchdog.
    public static let launchWatchdog = VirtualDuration.seconds(20)
    /// FG-2: the time didEnterBackground may take: Apple's documented 5 s to iOS 12; from iOS 13
    /// the 10 s of wall-clock time the scene-update watchdog's crash reports give a background
    /// transition.
    public var didEnterBackgroundWatchdog: VirtualDuration { major >= 13 ? .seconds(10) : .seconds(5) }
    /// BG-8: the most outstanding tasks a process may hold from iOS 11.
    public static let taskAssertionLimit = 1000

    /// LK-1/LK-2: from iOS 5 (with multitasking) lock sends the app to the background.
    public var lockEntersBackground: Bool { multitasking && major >= 5 }
    /// LA-1: willFinishLaunching exists from iOS 6.
    public var hasWillFinishLaunching: Bool { major >= 6 }
    /// FG-5: UIApplicationExitsOnSuspend is honoured on iOS 4-12 and ignored from 13.
    public var honoursExitsOnSuspend: Bool { major < 13 }
    /// SC-1: the scene-based life cycle exists from iOS 13; before, `scenes` is ignored.
    public var hasScenes: Bool { major >= 13 }
    /// SC-5: a scene-based app's user launch reads background until its scene has entered the
    /// foreground on iOS 13, and until sceneDidBecomeActive has run from iOS 14.
    public var sceneLaunchReadsInactiveOnceForeground: Bool { major == 13 }
    /// LK-3: the Always-On display exists from iOS 16 (iPhone 14 Pro and later).
    public var hasAlwaysOnDisplay: Bool { major >= 16 }
    /// IN-5: an incoming call on an unlocked phone shows as a banner by default from iOS 14.
    public var hasCallBanner: Bool { major >= 14 }
    /// LK-4: data protection, and the delegate methods that report it, exist from iOS 4.
    public var hasDataProtection: Bool { major >= 4 }
    /// TE-2: a scene-based app swiped away while running loses its scenes before willTerminate
    /// (sceneDidDisconnect, then didDiscardSceneSessions) on an iPad from iOS 13 and on an
    /// iPhone from iOS 14; an iOS 13 iPhone logged sceneDidEnterBackground, then willTerminate.
    public func swipeAwayDisconnectsScenes(on model: DeviceModel) -> Bool {
        hasScenes && (major >= 14 || model == .ipad)
    }
    /// UI-1: SwiftUI's `scenePhase` exists from iOS 14; a `swiftui` app on iOS 13 has none.
    public var hasScenePhase: Bool { major >= 14 }
    /// IN-1: Notification Center exists from iOS 5.
    public var hasNotificationCenter: Bool { major >= 5 }
    /// IN-1: from iOS 11 pulling Notification Center down over an active app resigns it, makes it
    /// active again and resigns it once more (the pull first shows the lock-screen-like sheet).
    public var notificationCenterResignsTwice: Bool { major >= 11 }
    /// LA-4, IN-4: the UserNotifications framework (willPresent, didReceive response) from iOS 10.
    public var hasUserNotifications: Bool { major >= 10 }
    /// LA-4: local notifications exist from iOS 4.
    public var hasLocalNotifications: Bool { major >= 4 }
    /// LA-4: from iOS 7 a tapped remote notification reaches
    /// application(_:didReceiveRemoteNotification:fetchCompletionHandler:) on a cold launch too.
    public var deliversTappedPushOnColdLaunch: Bool { major >= 7 }
    /// LA-4: from iOS 11 an app in front under Notification Center becomes active before it
    /// receives the notification tapped there (Apple bug report 34332569).
    public var activatesBeforeTappedNotification: Bool { major >= 11 }
    /// IN-1: Control Center exists from iOS 7.
    public var hasControlCenter: Bool { major >= 7 }
    /// BR-1: the Background App Refresh switches exist from iOS 7.
    public var hasBackgroundRefreshSetting: Bool { major >= 7 }
    /// BR-1: Low Power Mode exists from iOS 9.
    public var hasLowPowerMode: Bool { major >= 9 }
    /// BG-8: the outstanding-task limit is enforced from iOS 11.
    public var limitsTaskAssertions: Bool { major >= 11 }
    /// TE-4: location apps are relaunched after a user kill from iOS 8.
    public var relaunchesForceQuitLocationApps: Bool { major >= 8 }
    /// Background fetch and content-available pushes exist from iOS 7 (BR-3).
    public var hasBackgroundFetch: Bool { major >= 7 }
    /// BR-5: background URLSession configurations exist from iOS 7.
    public var hasBackgroundURLSession: Bool { major >= 7 }
    /// BM-2, BR-3: location events reach (and launch) a background app from iOS 4.
    public var launchesForBackgroundLocation: Bool { major >= 4 }
    /// BT-1 … BT-8: BGTaskScheduler exists from iOS 13.
    public var hasBGTaskScheduler: Bool { major >= 13 }
    /// BT-9: BGContinuedProcessingTask exists from iOS 26.
    public var hasContinuedProcessing: Bool { major >= 26 }
    /// BT-8: from iOS 13 an app that declares BGTaskSchedulerPermittedIdentifiers never gets
    /// performFetch ("adding a BGTaskSchedulerPermittedIdentifiers key to the Info.plist disables
    /// the application(_:performFetchWithCompletionHandler:) and setMinimumBackgroundFetchInterval(_:)
    /// methods"); before iOS 13 the key is ignored (BT-1) and the classic fetch works. The engine
    /// refuses the fetch and the parser warns about the handler, both by asking this.
    public func disablesPerformFetch(declaredBGTaskIdentifiers identifiers: [String]) -> Bool {
        hasBGTaskScheduler && !identifiers.isEmpty
    }
    /// BT-3: a refresh task's time; BT-2: the most pending refresh and processing requests per app.
    public static let refreshTaskBudget = VirtualDuration.seconds(30)
    public static let pendingRequestLimits: [BGTaskKind: Int] = [.refresh: 1, .processing: 10]
    /// VC-2: memory warnings unload views on iOS 3-5.
    public var unloadsViewsOnMemoryWarning: Bool { major < 6 }
    /// VC-2: viewWillUnload exists on iOS 5 only.
    public var hasViewWillUnload: Bool { major == 5 }
    /// SR: state restoration exists from iOS 6.
    public var hasStateRestoration: Bool { major >= 6 }
    /// SR-3: applicationFinishedRestoringState exists from iOS 7.
    public var hasFinishedRestoringState: Bool { major >= 7 }
    /// PS-1: from iOS 4.2 some built-in apps' process names carry a device suffix.
    public var hasProcessNameSuffixes: Bool { version >= OSVersion(4, 2) }

    /// PW-1: the system may prewarm apps from iOS 15 ("About the app launch sequence").
    public var hasPrewarming: Bool { major >= 15 }
    /// PW-2: on iOS 15.0-15.3 prewarming a scene-based app ran UIApplicationMain and the app
    /// delegate's launch (published iOS 15.0 logs; from 15.4 it no longer did).
    public var prewarmingLaunchesSceneApps: Bool { major == 15 && version.minor < 4 }
    /// BG-1: from iOS 13.4 UIKit logs a background task still outstanding
    /// `longLivedTaskWarningAge` after it was begun (`longLivedTaskWarning`).
    public var warnsOfLongLivedTasks: Bool { version >= OSVersion(13, 4) }

    /// BG-1: how long after its begin UIKit checks a task and logs it if still outstanding: its
    /// warning timer is armed for 35 s and warns of tasks at least 34 s old, in whole seconds of
    /// uptime (UIKit 26.1's `_backgroundTaskExpirationWarningTimerSchedule_Locked(35)`; device
    /// logs show the line 35 s after the begin).
    public static let longLivedTaskWarningAge = VirtualDuration.seconds(35)

    /// BG-1: what UIKit logs, once, for task `id` named `name` still outstanding
    /// `longLivedTaskWarningAge` after it was begun, in the foreground or the background
    /// (category `BackgroundTask`, identical from iOS 13.4 to 26).
    public static func longLivedTaskWarning(id: Int, name: String) -> String {
        "Background Task \(id) (\"\(name)\"), was created over 30 seconds ago. In applications running in the "
            + "background, this creates a risk of termination. Remember to call "
            + "UIApplication.endBackgroundTask(_:) for your task in a timely manner to avoid this."
    }

    /// BG-5: UIKit logs each task still outstanding right after the expiration handlers have run,
    /// from iOS 14: the earliest published logs are iOS 14's (WWDC 2020; gtm-session-fetcher issue
    /// 217, iOS 14.1); none from iOS 13 shows it.
    public var warnsOfTasksLeftAfterExpiry: Bool { version >= OSVersion(14, 0) }

    /// BG-5: what UIKit logs for task `id` named `name`, begun in second `begunSecond` of the
    /// device's clock, still outstanding after the expiration handlers at `now` (category
    /// `BackgroundTask`; the object's address and the uptime UIKit prints as `creationTime` are the
    /// device's, written `0x…` and the second of the begin here; `elapsed` is in whole seconds).
    public static func taskLeftAfterExpiryWarning(id: Int, name: String, begunSecond: Int, now: VirtualTime) -> String {
        "Background task still not ended after expiration handlers were called: <_UIBackgroundTaskInfo: 0x…>: "
            + "taskID = \(id), taskName = \(name), creationTime = \(begunSecond) "
            + "(elapsed = \(Int(now.milliseconds / 1000) - begunSecond)). This app will likely be terminated by the system. "
            + "Call UIApplication.endBackgroundTask(_:) to avoid this."
    }

    /// PR-1: what UIKit logs for an app that has not adopted the scene lifecycle (TN3187), as
    /// devices print it: from iOS 18.4 one message, from iOS 26 a firmer one; nil before 18.4.
    /// TN3187 quotes the sentences; published device logs show the 18.4 line after UIKit's
    /// "CLIENT OF UIKIT REQUIRES UPDATE:" and the 26 line with `UIScene` in backquotes.
    public var sceneLifecycleWarning: String? {
        if major >= 26 {
            return "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future."
        }
        if version >= OSVersion(18, 4) {
            return "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. "
                + "This will become an assert in a future version."
        }
        return nil
    }

    /// TE-2: the kill gesture: the minus badge on iOS 4-6, a swipe from iOS 7.
    public var switcherKillGesture: String { major >= 7 ? "swipe up" : "long-press, minus badge" }
}
