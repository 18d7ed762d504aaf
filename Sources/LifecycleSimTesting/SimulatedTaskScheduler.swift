import Dispatch
import LifecycleApplication
import LifecycleSim

/// `BGTaskScheduler.shared` as an app's code sees it in a test: `app.taskScheduler`.
///
/// Like `SimulatedApplication`, a process's own (`SimulatedProcess.taskScheduler`) works while that
/// process runs, and `app.taskScheduler` reaches whichever process runs; used while its process is
/// not running, either fails the test, saying so (a process that has ended runs no code). The device decides what a real scheduler
/// would (BT-1 … BT-8: `lifesim rules BT-1`); the launch handler runs synchronously when the
/// device launches or wakes the app for the task, whatever `queue` is given.
public final class SimulatedTaskScheduler: LifecycleTaskScheduler {
    /// The app this scheduler belongs to.
    public let app: SimulatedApp
    /// The process it belongs to, by number; nil for the app's handle that follows its processes.
    public let process: Int?

    init(app: SimulatedApp, process: Int? = nil) {
        self.app = app
        self.process = process
    }

    /// The running process's context for `call`; otherwise fails the test, saying so.
    private func runningContext(_ call: String) -> AppContext? { app.runningContext(call, process: process) }

    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                         launchHandler: @escaping (BGTaskHandle) -> Void) -> Bool {
        guard let context = runningContext("register(forTaskWithIdentifier: \"\(identifier)\")") else { return false }
        context.register(forTaskWithIdentifier: identifier, launchHandler: launchHandler)
        return true
    }

    public func submit(_ taskRequest: BGTaskRequest) throws {
        try runningContext("submit(\(taskRequest))")?.submit(taskRequest)
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        runningContext("cancel(taskRequestWithIdentifier: \"\(identifier)\")")?
            .cancel(taskRequestWithIdentifier: identifier)
    }

    public func cancelAllTaskRequests() {
        runningContext("cancelAllTaskRequests()")?.cancelAllTaskRequests()
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
