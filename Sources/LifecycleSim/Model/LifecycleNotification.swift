/// A notification UIKit posts on the app's `NotificationCenter` for a lifecycle change (NT-1,
/// NT-2). The raw value is UIKit's own name, the string `Notification.Name.rawValue` holds on a
/// device (`UIApplicationDidEnterBackgroundNotification`), so that an observer registered for
/// that name, on a device or here, hears the same notification.
public enum LifecycleNotification: String, CaseIterable, Hashable, Sendable {
    case applicationDidFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case applicationWillEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case applicationDidBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case applicationWillResignActive = "UIApplicationWillResignActiveNotification"
    case applicationDidEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case applicationWillTerminate = "UIApplicationWillTerminateNotification"
    case applicationDidReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    /// UIKit's string has no `Notification` at its end for these two (LK-4).
    case applicationProtectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
    case applicationProtectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
    /// No method: posted when the app's backgroundRefreshStatus changes (BR-1).
    case applicationBackgroundRefreshStatusDidChange = "UIApplicationBackgroundRefreshStatusDidChangeNotification"
    case sceneWillConnect = "UISceneWillConnectNotification"
    case sceneWillEnterForeground = "UISceneWillEnterForegroundNotification"
    case sceneDidActivate = "UISceneDidActivateNotification"
    case sceneWillDeactivate = "UISceneWillDeactivateNotification"
    case sceneDidEnterBackground = "UISceneDidEnterBackgroundNotification"
    case sceneDidDisconnect = "UISceneDidDisconnectNotification"

    /// UIKit's name: what `Notification.Name(rawValue:)` is made from.
    public var name: String { rawValue }

    /// The Swift spelling in UIKit (`UIApplication.didEnterBackgroundNotification`).
    public var swiftName: String {
        let type = isSceneNotification ? "UIScene" : "UIApplication"
        let suffix = rawValue.hasSuffix("Notification") ? "Notification".count : 0
        var member = String(rawValue.dropFirst(type.count).dropLast(suffix))
        member = member.prefix(1).lowercased() + member.dropFirst()
        return "\(type).\(member)Notification"
    }

    /// Posted with a scene as its object (`UIScene`), not the application.
    public var isSceneNotification: Bool { rawValue.hasPrefix("UIScene") }

    /// NT-1: the notification UIKit posts right after it calls `callback` (the delegate method
    /// first, then the notification to every observer), or nil for a callback without one.
    public static func after(_ callback: DelegateCallback) -> LifecycleNotification? {
        switch callback {
        case .didFinishLaunching: return .applicationDidFinishLaunching
        case .willEnterForeground: return .applicationWillEnterForeground
        case .didBecomeActive: return .applicationDidBecomeActive
        case .willResignActive: return .applicationWillResignActive
        case .didEnterBackground: return .applicationDidEnterBackground
        case .willTerminate: return .applicationWillTerminate
        case .didReceiveMemoryWarning: return .applicationDidReceiveMemoryWarning
        case .protectedDataWillBecomeUnavailable: return .applicationProtectedDataWillBecomeUnavailable
        case .protectedDataDidBecomeAvailable: return .applicationProtectedDataDidBecomeAvailable
        case .willConnect: return .sceneWillConnect
        case .sceneWillEnterForeground: return .sceneWillEnterForeground
        case .sceneDidBecomeActive: return .sceneDidActivate
        case .sceneWillResignActive: return .sceneWillDeactivate
        case .sceneDidEnterBackground: return .sceneDidEnterBackground
        case .sceneDidDisconnect: return .sceneDidDisconnect
        default: return nil
        }
    }

    /// NT-1's table, one line per method that has a notification: the method, then UIKit's name,
    /// indented for a rule's text (`lifesim rules NT-1`), in the order of the notifications.
    static var methodTable: String {
        allCases.compactMap { notification in
            DelegateCallback.allCases.first { after($0) == notification }.map { method in
                "    " + method.rawValue + String(repeating: " ", count: max(2, 26 - method.rawValue.count)) + notification.rawValue
            }
        }.joined(separator: "\n")
    }

    /// The notification a name written in a scenario or a log stands for: UIKit's raw name
    /// (`UIApplicationDidEnterBackgroundNotification`) or its Swift spelling
    /// (`UIApplication.didEnterBackgroundNotification`, also without `UIApplication.`).
    public init?(named name: String) {
        if let raw = LifecycleNotification(rawValue: name) {
            self = raw
            return
        }
        guard let match = LifecycleNotification.allCases.first(where: {
            $0.swiftName == name || (!$0.isSceneNotification && $0.swiftName.dropFirst("UIApplication.".count) == name)
        }) else { return nil }
        self = match
    }
}
