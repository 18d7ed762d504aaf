import Dispatch

/// The calls an app's code makes on `BGTaskScheduler.shared`, with BackgroundTasks' names and
/// signatures (Apple's reference pages for `register(forTaskWithIdentifier:using:launchHandler:)`,
/// `submit(_:)`, `cancel(taskRequestWithIdentifier:)` and `cancelAllTaskRequests()`), so code written
/// against it takes the shared scheduler on a device and a simulated one in a test.
///
/// The one call that is not BackgroundTasks': `appRefreshRequest(identifier:)`, because generic
/// code cannot name `BGAppRefreshTaskRequest`. On a device:
///
/// ```swift
/// extension BGTask: @retroactive LifecycleBackgroundTask {}
/// @available(iOSApplicationExtension, unavailable)   // as BackgroundTasks marks `register`
/// extension BGTaskScheduler: @retroactive LifecycleTaskScheduler {
///     public func appRefreshRequest(identifier: String) -> BGTaskRequest {
///         BGAppRefreshTaskRequest(identifier: identifier)
///     }
/// }
/// ```
public protocol LifecycleTaskScheduler: AnyObject {
    /// `BGTask`: what the launch handler receives.
    associatedtype Task: LifecycleBackgroundTask
    /// `BGTaskRequest`: what `submit(_:)` takes.
    associatedtype TaskRequest

    /// Registers the code the system runs when it launches or wakes the app for the task
    /// `identifier`; every process registers again, before its launch ends. On a device the handler
    /// runs on `queue` (a background queue when nil), and a closure written in main-actor code is
    /// the main actor's: Swift 6 checks that at run time and stops the app off the main queue, so
    /// main-actor code passes `.main`.
    func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                  launchHandler: @escaping (Task) -> Void) -> Bool
    /// Asks the system to run a task later; throws `BGTaskScheduler.Error` when it cannot.
    func submit(_ taskRequest: TaskRequest) throws
    /// Withdraws the pending request for `identifier`.
    func cancel(taskRequestWithIdentifier identifier: String)
    /// Withdraws every pending request.
    func cancelAllTaskRequests()
    /// A `BGAppRefreshTaskRequest` for `identifier`, as `submit(_:)` takes it.
    func appRefreshRequest(identifier: String) -> TaskRequest
}

/// `BGTask`: the task a launch handler receives, to set an expiration handler on and complete.
public protocol LifecycleBackgroundTask: AnyObject {
    /// The identifier the launch handler was registered for.
    var identifier: String { get }
    /// Runs when the system ends the task's time; set it in the launch handler.
    var expirationHandler: (() -> Void)? { get set }
    /// Ends the task: the app may be suspended again.
    func setTaskCompleted(success: Bool)
}
