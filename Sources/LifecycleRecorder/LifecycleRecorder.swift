import Foundation

/// Records an app's lifecycle on a real device as lines `lifesim verify` reads, to hold the
/// device against the simulation of the same scenario.
///
/// Add it to a debug build, make one at launch and let it observe the app's notification center:
///
/// ```swift
/// let recorder = LifecycleRecorder(app: "Mail")
/// let tokens = recorder.observe(NotificationCenter.default)   // UIKit's lifecycle notifications
/// func applicationDidEnterBackground(_ application: UIApplication) {
///     recorder.record(#function)                               // a delegate method, by its Swift name
/// }
/// ```
///
/// Each line is `SECONDS APP NAME` (`12.375 Mail UIApplicationDidEnterBackgroundNotification`),
/// the seconds counted from the recorder's creation: copy the console's lines into a file and run
/// `lifesim verify FILE --scenario SCENARIO`. It needs Foundation only, not UIKit: it observes the
/// notifications by UIKit's names.
public struct LifecycleRecorder: Sendable {
    /// UIKit's lifecycle notifications, by name: the `UIApplication` ones and, from iOS 13, the
    /// `UIScene` ones (rules NT-1 and NT-2 of LifecycleSim's docs/RULES.md). Written out here, not
    /// taken from LifecycleSim, so that an app's build depends on Foundation alone; a test holds
    /// the list equal to the simulator's.
    public static let notificationNames = [
        "UIApplicationDidFinishLaunchingNotification", "UIApplicationWillEnterForegroundNotification",
        "UIApplicationDidBecomeActiveNotification", "UIApplicationWillResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification", "UIApplicationWillTerminateNotification",
        "UIApplicationDidReceiveMemoryWarningNotification", "UIApplicationProtectedDataWillBecomeUnavailable",
        "UIApplicationProtectedDataDidBecomeAvailable", "UIApplicationBackgroundRefreshStatusDidChangeNotification",
        "UISceneWillConnectNotification", "UISceneWillEnterForegroundNotification", "UISceneDidActivateNotification",
        "UISceneWillDeactivateNotification", "UISceneDidEnterBackgroundNotification", "UISceneDidDisconnectNotification",
    ]

    /// The app's name as the scenario declares it (`app Mail`): every line carries it.
    public let app: String
    private let start: Date
    private let write: @Sendable (String) -> Void

    /// A recorder for `app` whose clock starts now; `write` receives each line (standard output
    /// by default, which a device's console shows).
    public init(app: String, write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.app = app
        self.start = Date()
        self.write = write
    }

    /// Writes one line for `name`: a delegate method (`#function`, `applicationDidEnterBackground(_:)`)
    /// or anything else `lifesim verify` reads as a callback.
    public func record(_ name: String) {
        let seconds = Date().timeIntervalSince(start)
        write(String(format: "%.3f", seconds) + " " + app + " " + name)
    }

    /// Records every lifecycle notification posted on `center` from now on, as UIKit posts it.
    /// Keep the tokens for as long as the recording lasts (`center.removeObserver(_:)` ends it).
    public func observe(_ center: NotificationCenter) -> [any NSObjectProtocol] {
        Self.notificationNames.map { name in
            center.addObserver(forName: Notification.Name(name), object: nil, queue: nil) { notification in
                record(notification.name.rawValue)
            }
        }
    }
}
