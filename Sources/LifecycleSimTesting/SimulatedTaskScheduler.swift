import Dispatch
import LifecycleApplication
import LifecycleSim

/// `BGTaskScheduler.shared` as an app's code sees it in a test: `app.taskScheduler`.
///
/// Like `SimulatedApplication`, it names the app, not one process: kept across a relaunch it
/// reaches the app's current process, and used while the app is not running it fails the test,
/// saying so (a process that has ended runs no code). The device decides what a real scheduler
/// would (BT-1 … BT-8: `lifesim rules BT-1`); the launch handler runs synchronously when the
/// device launches or wakes the app for the task, whatever `queue` is given.
public final class SimulatedTaskScheduler: LifecycleTaskScheduler {
    /// The app this scheduler belongs to.
    public let app: SimulatedApp

    init(app: SimulatedApp) { self.app = app }

    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                         launchHandler: @escaping (BGTaskHandle) -> Void) -> Bool {
        guard let context = app.runningContext("register(forTaskWithIdentifier: \"\(identifier)\")") else { return false }
        context.register(forTaskWithIdentifier: identifier, launchHandler: launchHandler)
        return true
    }

    public func submit(_ taskRequest: BGTaskRequest) throws {
        try app.runningContext("submit(\(taskRequest))")?.submit(taskRequest)
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        app.runningContext("cancel(taskRequestWithIdentifier: \"\(identifier)\")")?
            .cancel(taskRequestWithIdentifier: identifier)
    }

    public func cancelAllTaskRequests() {
        app.runningContext("cancelAllTaskRequests()")?.cancelAllTaskRequests()
    }

    /// An app refresh request for `identifier` (BT-1), which may run at once.
    public func appRefreshRequest(identifier: String) -> BGTaskRequest {
        BGTaskRequest(identifier: identifier, kind: .refresh)
    }
}

extension BGTaskHandle: LifecycleBackgroundTask {}

extension SimulatedApp {
    /// The app's `BGTaskScheduler.shared`, for code written against `LifecycleTaskScheduler`.
    public var taskScheduler: SimulatedTaskScheduler { SimulatedTaskScheduler(app: self) }
}
