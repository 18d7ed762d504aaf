/// How the text trace spells callbacks (`--names`): short, Swift, Objective-C or Xamarin names.
public enum CallbackNameStyle: String, Hashable, Sendable, CaseIterable {
    case short, swift, objc, xamarin

    /// The name of `callback` in this style (the `--names` table of docs/TRACE.md).
    public func name(of callback: Callback) -> String {
        switch callback {
        case .controller(let name, let method):
            return "\(name).\(method.rawValue)"
        case .expire(let task):
            switch self {
            case .short: return "expire \(task)"
            case .swift, .objc: return "expirationHandler (\(task))"
            case .xamarin: return "ExpirationHandler (\(task))"
            }
        case .bgTask(let id), .bgTaskExpire(let id):
            let handler = callback.shortName == "bgtask" ? "launchHandler" : "expirationHandler"
            switch self {
            case .short: return callback.description
            case .swift, .objc: return "\(handler) (\(id))"
            case .xamarin: return "\(handler.prefix(1).uppercased() + handler.dropFirst()) (\(id))"
            }
        case .notification(let notification):
            switch self {
            case .short, .objc: return notification.name
            case .swift: return notification.swiftName
            case .xamarin:
                let parts = notification.swiftName.split(separator: ".")
                return "\(parts[0]).\(parts[1].prefix(1).uppercased() + parts[1].dropFirst())"
            }
        case .delegate(let delegate):
            switch self {
            case .short: return delegate.rawValue
            case .swift: return Self.names[delegate]?.swift ?? delegate.rawValue
            case .objc: return Self.names[delegate]?.objc ?? delegate.rawValue
            case .xamarin: return Self.names[delegate]?.xamarin ?? delegate.rawValue
            }
        }
    }

    private static let names: [DelegateCallback: (swift: String, objc: String, xamarin: String)] = [
        .main: ("main()", "main()", "Main"),
        .willFinishLaunching: ("application(_:willFinishLaunchingWithOptions:)", "application:willFinishLaunchingWithOptions:", "WillFinishLaunching"),
        .didFinishLaunching: ("application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:", "FinishedLaunching"),
        .didBecomeActive: ("applicationDidBecomeActive(_:)", "applicationDidBecomeActive:", "OnActivated"),
        .willResignActive: ("applicationWillResignActive(_:)", "applicationWillResignActive:", "OnResignActivation"),
        .didEnterBackground: ("applicationDidEnterBackground(_:)", "applicationDidEnterBackground:", "DidEnterBackground"),
        .willEnterForeground: ("applicationWillEnterForeground(_:)", "applicationWillEnterForeground:", "WillEnterForeground"),
        .willTerminate: ("applicationWillTerminate(_:)", "applicationWillTerminate:", "WillTerminate"),
        .protectedDataWillBecomeUnavailable: ("applicationProtectedDataWillBecomeUnavailable(_:)",
                                              "applicationProtectedDataWillBecomeUnavailable:", "ProtectedDataWillBecomeUnavailable"),
        .protectedDataDidBecomeAvailable: ("applicationProtectedDataDidBecomeAvailable(_:)",
                                           "applicationProtectedDataDidBecomeAvailable:", "ProtectedDataDidBecomeAvailable"),
        .didReceiveMemoryWarning: ("applicationDidReceiveMemoryWarning(_:)", "applicationDidReceiveMemoryWarning:", "ReceiveMemoryWarning"),
        .openURL: ("application(_:open:options:)", "application:openURL:options:", "OpenUrl"),
        .performFetch: ("application(_:performFetchWithCompletionHandler:)", "application:performFetchWithCompletionHandler:", "PerformFetch"),
        .didReceiveRemoteNotification: ("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", "application:didReceiveRemoteNotification:fetchCompletionHandler:", "DidReceiveRemoteNotification"),
        .didUpdateLocations: ("locationManager(_:didUpdateLocations:)", "locationManager:didUpdateLocations:", "LocationsUpdated"),
        .handleEventsForBackgroundURLSession: ("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
                                               "application:handleEventsForBackgroundURLSession:completionHandler:",
                                               "HandleEventsForBackgroundUrl"),
        .urlSessionTaskDidComplete: ("urlSession(_:task:didCompleteWithError:)", "URLSession:task:didCompleteWithError:",
                                     "DidCompleteWithError"),
        .urlSessionDidFinishEvents: ("urlSessionDidFinishEvents(forBackgroundURLSession:)",
                                     "URLSessionDidFinishEventsForBackgroundURLSession:", "DidFinishEventsForBackgroundSession"),
        .shouldSaveState: ("application(_:shouldSaveApplicationState:)", "application:shouldSaveApplicationState:", "ShouldSaveApplicationState"),
        .shouldRestoreState: ("application(_:shouldRestoreApplicationState:)", "application:shouldRestoreApplicationState:", "ShouldRestoreApplicationState"),
        .willEncodeState: ("application(_:willEncodeRestorableStateWith:)", "application:willEncodeRestorableStateWithCoder:", "WillEncodeRestorableState"),
        .didDecodeState: ("application(_:didDecodeRestorableStateWith:)", "application:didDecodeRestorableStateWithCoder:", "DidDecodeRestorableState"),
        .willBeginSendingToApplication: ("documentInteractionController(_:willBeginSendingToApplication:)", "documentInteractionController:willBeginSendingToApplication:", "WillBeginSendingToApplication"),
        .didEndSendingToApplication: ("documentInteractionController(_:didEndSendingToApplication:)", "documentInteractionController:didEndSendingToApplication:", "DidEndSendingToApplication"),
        .willPresentNotification: ("userNotificationCenter(_:willPresent:withCompletionHandler:)", "userNotificationCenter:willPresentNotification:withCompletionHandler:", "WillPresentNotification"),
        .didReceiveNotificationResponse: ("userNotificationCenter(_:didReceive:withCompletionHandler:)", "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:", "DidReceiveNotificationResponse"),
        .didReceiveLocalNotification: ("application(_:didReceive:)", "application:didReceiveLocalNotification:", "ReceivedLocalNotification"),
        .configurationForConnecting: ("application(_:configurationForConnecting:options:)", "application:configurationForConnectingSceneSession:options:", "GetConfiguration"),
        .didDiscardSceneSessions: ("application(_:didDiscardSceneSessions:)", "application:didDiscardSceneSessions:", "DidDiscardSceneSessions"),
        .willConnect: ("scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:", "WillConnect"),
        .sceneWillEnterForeground: ("sceneWillEnterForeground(_:)", "sceneWillEnterForeground:", "WillEnterForeground"),
        .sceneDidBecomeActive: ("sceneDidBecomeActive(_:)", "sceneDidBecomeActive:", "DidBecomeActive"),
        .sceneWillResignActive: ("sceneWillResignActive(_:)", "sceneWillResignActive:", "WillResignActive"),
        .sceneDidEnterBackground: ("sceneDidEnterBackground(_:)", "sceneDidEnterBackground:", "DidEnterBackground"),
        .sceneDidDisconnect: ("sceneDidDisconnect(_:)", "sceneDidDisconnect:", "DidDisconnect"),
        .sceneOpenURLContexts: ("scene(_:openURLContexts:)", "scene:openURLContexts:", "OpenUrlContexts"),
        .stateRestorationActivity: ("stateRestorationActivity(for:)", "stateRestorationActivityForScene:", "GetStateRestorationActivity"),
        .scenePhaseActive: ("onChange(of: scenePhase) → .active", "onChange(of: scenePhase) → .active", "onChange(of: scenePhase) → .active"),
        .scenePhaseInactive: ("onChange(of: scenePhase) → .inactive", "onChange(of: scenePhase) → .inactive", "onChange(of: scenePhase) → .inactive"),
        .scenePhaseBackground: ("onChange(of: scenePhase) → .background", "onChange(of: scenePhase) → .background", "onChange(of: scenePhase) → .background"),
        .appPhaseActive: ("App.onChange(of: scenePhase) → .active", "App.onChange(of: scenePhase) → .active", "App.onChange(of: scenePhase) → .active"),
        .appPhaseInactive: ("App.onChange(of: scenePhase) → .inactive", "App.onChange(of: scenePhase) → .inactive", "App.onChange(of: scenePhase) → .inactive"),
        .appPhaseBackground: ("App.onChange(of: scenePhase) → .background", "App.onChange(of: scenePhase) → .background", "App.onChange(of: scenePhase) → .background"),
    ]
}
