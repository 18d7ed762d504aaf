/// An app-delegate (or delegate-like) method the system calls on an app.
public enum DelegateCallback: String, Hashable, Sendable, CaseIterable {
    /// The app's own code before `UIApplicationMain`: `main()` and the static initializers run at
    /// the start of the process, a launch's or prewarming's (LA-1, PW-1). Not a UIKit method:
    /// recorded only for an app that says what its code does there (`on main:`).
    case main
    case willFinishLaunching
    case didFinishLaunching
    case didBecomeActive
    case willResignActive
    case didEnterBackground
    case willEnterForeground
    case willTerminate
    /// `applicationProtectedDataWillBecomeUnavailable(_:)`: a passcode lock is discarding the keys
    /// of protected files (LK-4).
    case protectedDataWillBecomeUnavailable
    /// `applicationProtectedDataDidBecomeAvailable(_:)`: the unlock made protected files readable
    /// again (LK-4).
    case protectedDataDidBecomeAvailable
    case didReceiveMemoryWarning
    case openURL
    case performFetch
    case didReceiveRemoteNotification
    case didUpdateLocations
    /// `application(_:handleEventsForBackgroundURLSession:completionHandler:)`: the app's background
    /// transfers finished while it was suspended or not running (BR-5).
    case handleEventsForBackgroundURLSession
    /// The session delegate's `urlSession(_:task:didCompleteWithError:)`, once per transfer (BR-5).
    case urlSessionTaskDidComplete
    /// The session delegate's `urlSessionDidFinishEvents(forBackgroundURLSession:)`: every event
    /// of the session has been delivered; the place to call the completion handler (BR-5).
    case urlSessionDidFinishEvents
    case shouldSaveState
    case shouldRestoreState
    case willEncodeState
    case didDecodeState
    case willBeginSendingToApplication
    case didEndSendingToApplication
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)`: a notification arrived for
    /// the app in front (iOS 10+, IN-4).
    case willPresentNotification
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`: the user tapped a
    /// notification (iOS 10+, LA-4).
    case didReceiveNotificationResponse
    /// `application(_:didReceive:)` with a `UILocalNotification` (iOS 4-9, IN-4, LA-4).
    case didReceiveLocalNotification
    /// `application(_:configurationForConnecting:options:)`: the app delegate names the
    /// configuration of a scene about to connect (iOS 13+, scene-based apps, SC-3).
    case configurationForConnecting
    /// `application(_:didDiscardSceneSessions:)`: the user closed or swiped away scenes; at the
    /// next launch, right after didFinishLaunching, when the app was not running then (SC-8).
    case didDiscardSceneSessions
    /// `scene(_:willConnectTo:options:)`: a scene connects (SC-3, SC-9).
    case willConnect
    /// `sceneWillEnterForeground(_:)` (SC-3, SC-4).
    case sceneWillEnterForeground
    /// `sceneDidBecomeActive(_:)` (SC-3, SC-4).
    case sceneDidBecomeActive
    /// `sceneWillResignActive(_:)` (SC-4).
    case sceneWillResignActive
    /// `sceneDidEnterBackground(_:)` (SC-4).
    case sceneDidEnterBackground
    /// `sceneDidDisconnect(_:)`: the system released the scene (SC-9).
    case sceneDidDisconnect
    /// `scene(_:openURLContexts:)`: a URL opened while the scene is connected (SC-4, LA-2).
    case sceneOpenURLContexts
    /// `stateRestorationActivity(for:)`: asked right after sceneDidEnterBackground, and only of an
    /// app that implements it (a handler for it), as UIKit asks only a delegate that does (SC-4).
    case stateRestorationActivity
    /// A `swiftui` app's `WindowGroup` view: `onChange(of: scenePhase)` to active, inactive, background (UI-1).
    case scenePhaseActive, scenePhaseInactive, scenePhaseBackground
    /// A `swiftui` app's `App`: `onChange(of: scenePhase)` of the aggregate phase (UI-2).
    case appPhaseActive, appPhaseInactive, appPhaseBackground

    /// A scene-delegate method: recorded with its scene's number, and run for every scene of the app.
    public var isScene: Bool {
        switch self {
        case .willConnect, .sceneWillEnterForeground, .sceneDidBecomeActive, .sceneWillResignActive,
             .sceneDidEnterBackground, .sceneDidDisconnect, .sceneOpenURLContexts, .stateRestorationActivity,
             .scenePhaseActive, .scenePhaseInactive, .scenePhaseBackground:
            return true
        default:
            return false
        }
    }

    /// A callback only a scene-based app on iOS 13+ gets: the scene delegate's and
    /// `configurationForConnecting` and `didDiscardSceneSessions` (SC-1).
    public var isSceneLifecycle: Bool { isScene || self == .configurationForConnecting || self == .didDiscardSceneSessions }

    /// A SwiftUI `scenePhase` callback (UI-1, UI-2): only a `swiftui` app on iOS 14+ gets one.
    public var isPhase: Bool { phase != nil }

    /// The phase a `scenePhase*` or `appPhase*` callback reports, else nil.
    public var phase: ScenePhase? {
        switch self {
        case .scenePhaseActive, .appPhaseActive: return .active
        case .scenePhaseInactive, .appPhaseInactive: return .inactive
        case .scenePhaseBackground, .appPhaseBackground: return .background
        default: return nil
        }
    }

    /// Callbacks that belong to the device-systems rules (MW, SR, DOC), not simulated by this engine yet.
    public var isDeviceSystem: Bool {
        switch self {
        case .didReceiveMemoryWarning, .shouldSaveState, .shouldRestoreState, .willEncodeState, .didDecodeState,
             .willBeginSendingToApplication, .didEndSendingToApplication:
            return true
        case .main, .willFinishLaunching, .didFinishLaunching, .didBecomeActive, .willResignActive, .didEnterBackground,
             .willEnterForeground, .willTerminate, .protectedDataWillBecomeUnavailable, .protectedDataDidBecomeAvailable, .openURL,
             .handleEventsForBackgroundURLSession, .urlSessionTaskDidComplete, .urlSessionDidFinishEvents, .performFetch, .didReceiveRemoteNotification,
             .didUpdateLocations, .willPresentNotification, .didReceiveNotificationResponse,
             .didReceiveLocalNotification, .configurationForConnecting, .didDiscardSceneSessions, .willConnect, .sceneWillEnterForeground,
             .sceneDidBecomeActive, .sceneWillResignActive, .sceneDidEnterBackground, .sceneDidDisconnect,
             .sceneOpenURLContexts, .stateRestorationActivity, .scenePhaseActive, .scenePhaseInactive,
             .scenePhaseBackground, .appPhaseActive, .appPhaseInactive, .appPhaseBackground:
            return false
        }
    }
}

/// Anything the system calls into an app's code: a delegate method or a task's expiration handler.
public enum Callback: Hashable, Sendable, CustomStringConvertible {
    /// An app-delegate method.
    case delegate(DelegateCallback)
    /// The expiration handler passed to `beginBackgroundTask(withName:expirationHandler:)` for task `task`.
    case expire(task: String)
    /// A view controller's method (`Root.viewDidLoad`); not an app callback (VC, SR).
    case controller(String, ControllerCallback)
    /// The BGTaskScheduler launch handler registered for identifier `id` (BT-3), and its task's expiration handler (BT-6).
    case bgTask(id: String), bgTaskExpire(id: String)
    /// UIKit posted a lifecycle notification to the app's observers (NT-1, NT-2), recorded when
    /// the trace shows notifications.
    case notification(LifecycleNotification)

    /// The short name used in scenario files and JSON (`didEnterBackground`, `expire upload`).
    public var description: String {
        switch self {
        case .delegate(let callback): return callback.rawValue
        case .expire(let task): return "expire \(task)"
        case .controller(let name, let callback): return "\(name).\(callback.rawValue)"
        case .bgTask(let id): return "bgtask \(id)"
        case .bgTaskExpire(let id): return "bgtask-expire \(id)"
        case .notification(let notification): return notification.name
        }
    }

    /// The short name without the task (`expire`), as the JSON `callback` field holds it.
    public var shortName: String {
        switch self {
        case .delegate(let callback): return callback.rawValue
        case .expire: return "expire"
        case .controller(_, let callback): return callback.rawValue
        case .bgTask: return "bgtask"
        case .bgTaskExpire: return "bgtask-expire"
        case .notification(let notification): return notification.name
        }
    }

    /// The view controller a controller callback was made on, else nil.
    public var controllerName: String? {
        if case .controller(let name, _) = self { return name }
        return nil
    }

    /// The BGTaskScheduler identifier of a launch or expiration handler, else nil.
    public var bgTaskID: String? {
        switch self {
        case .bgTask(let id), .bgTaskExpire(let id): return id
        default: return nil
        }
    }

    /// The notification UIKit posted, else nil (NT-1, NT-2).
    public var notification: LifecycleNotification? {
        if case .notification(let notification) = self { return notification }
        return nil
    }

    /// The task named by an expiration handler, else nil.
    public var taskName: String? {
        if case .expire(let task) = self { return task }
        return nil
    }
}

extension DelegateCallback {
    /// Shorthand for `.delegate(self)`.
    public var callback: Callback { .delegate(self) }
}
