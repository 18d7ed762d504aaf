/// What an app's lifecycle code reaches of `UIApplication`, with UIKit's names and signatures, so
/// that the code can be tested without UIKit: written against this protocol, it takes
/// `UIApplication.shared` on a device, after one empty extension in the app (`@retroactive`: the
/// app owns neither the type nor the protocol, and Swift 6 warns without it),
///
/// ```swift
/// import LifecycleApplication
/// import UIKit
///
/// extension UIApplication: @retroactive LifecycleApplication {}
/// ```
///
/// and LifecycleSim's `SimulatedApplication` in a test, on Linux as in Xcode. UIKit's own types
/// stand for the associated types on a device (`UIApplication.State`,
/// `UIBackgroundRefreshStatus`, `UIBackgroundTaskIdentifier`); each is an `Int` underneath, and
/// `lifecycleState` and `invalidBackgroundTask` read them the same way everywhere.
///
/// The requirements are the main actor's, as `UIApplication` is: code that uses them runs on the
/// main actor (a `@MainActor` type, or a `@MainActor` test).
@MainActor
public protocol LifecycleApplication: AnyObject {
    /// `UIApplication.State`: active, inactive or background, 0, 1 and 2 underneath.
    associatedtype State: RawRepresentable<Int>
    /// `UIBackgroundRefreshStatus`: restricted, denied or available, 0, 1 and 2 underneath.
    associatedtype RefreshStatus: RawRepresentable<Int>
    /// `UIBackgroundTaskIdentifier`; `invalid` is 0 underneath.
    associatedtype BackgroundTaskIdentifier: RawRepresentable<Int> & Hashable

    /// The app's state (`UIApplication.applicationState`).
    var applicationState: State { get }
    /// The seconds the app has left to run in the background (`backgroundTimeRemaining`).
    var backgroundTimeRemaining: Double { get }
    /// Whether the app may run in the background to refresh (`backgroundRefreshStatus`).
    var backgroundRefreshStatus: RefreshStatus { get }
    /// `beginBackgroundTask(withName:expirationHandler:)`: asks for time to finish a task if the
    /// app goes to the background; `handler` runs on the main thread shortly before the time runs out.
    /// UIKit declares it (with `endBackgroundTask(_:)` and `backgroundTimeRemaining`) `nonisolated`,
    /// its handler `(@MainActor () -> Void)?`: both satisfy this main-actor requirement as they are.
    func beginBackgroundTask(withName taskName: String?,
                             expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> BackgroundTaskIdentifier
    /// `endBackgroundTask(_:)`: the task is finished.
    func endBackgroundTask(_ identifier: BackgroundTaskIdentifier)
}

/// `UIApplication.State`'s cases, read from any `LifecycleApplication`'s state.
public enum LifecycleApplicationState: Int, Sendable {
    case active, inactive, background
}

extension LifecycleApplication {
    /// The app's state as `.active`, `.inactive` or `.background`, whatever the application.
    public var lifecycleState: LifecycleApplicationState? {
        LifecycleApplicationState(rawValue: applicationState.rawValue)
    }

    /// `UIBackgroundTaskIdentifier.invalid`: what `beginBackgroundTask` returns when the app may
    /// not run in the background, and what a task variable holds when no task is running.
    public var invalidBackgroundTask: BackgroundTaskIdentifier {
        guard let invalid = BackgroundTaskIdentifier(rawValue: 0) else {
            preconditionFailure("\(BackgroundTaskIdentifier.self) has no value for UIBackgroundTaskIdentifier.invalid (0)")
        }
        return invalid
    }
}
