/// The notifications UIKit posts on the app's `NotificationCenter` for its lifecycle (NT-1, NT-2).
extension Device {
    /// UIKit posts `notification` to `app`'s observers: recorded when the trace shows
    /// notifications, then the observers run as the app's code, one level deeper, as handlers do
    /// (inside the callback's watchdog; they may begin tasks, crash, or block). `scene` is the
    /// scene a `UIScene` notification is about. Returns whether the process survived.
    @discardableResult
    func post(_ notification: LifecycleNotification, to app: InstalledApp, scene: Int?, _ rule: RuleID) -> Bool {
        guard let generation = app.process?.generation else { return false }
        if recordsNotifications {
            recordCallback(.notification(notification), on: app, state: app.state, depth: depth, rule, scene: scene)
        }
        let observer = app.notificationObserver, processes = app.processObserver
        guard observer != nil || processes != nil else { return true }
        return runAsApp(app, generation: generation, scene: scene) { context in
            let posted = PostedNotification(notification: notification, scene: scene, context: context)
            processes?.notificationPosted(posted)
            if isAlive(app, generation) { observer?(posted) }
        }
    }

    /// Shows (or stops showing) the lifecycle notifications in the trace (`setting notifications on`).
    public func recordNotifications(_ on: Bool) { recordsNotifications = on }

    /// Hands every lifecycle notification UIKit posts to the app named `name` to `observer`, from
    /// now on, across its processes (nil: no observer). False when there is no such app.
    @discardableResult
    public func observeNotifications(of name: String, _ observer: NotificationObserver?) -> Bool {
        guard let app = app(named: name) else { return false }
        app.notificationObserver = observer
        return true
    }
}

/// A lifecycle notification as an app's observers receive it (NT-1, NT-2).
public struct PostedNotification {
    /// Which notification, by UIKit's name.
    public let notification: LifecycleNotification
    /// The scene a `UIScene` notification is about (its number), nil for a `UIApplication` one.
    public let scene: Int?
    /// The app's code as handlers see it: what the notification's object stands for, through
    /// which an observer asks for background time or ends a task.
    public let context: AppContext
}

/// Receives the lifecycle notifications of one app, synchronously, as UIKit posts them on the
/// main thread.
public typealias NotificationObserver = (PostedNotification) -> Void
