import Foundation
import LifecycleApplication
import LifecycleSim

/// The simulated `UIApplication`: code written against `LifecycleApplication` takes it in a test
/// where it takes `UIApplication.shared` on a device.
///
/// A process's own (`SimulatedProcess.application`, what an app installed by its factory
/// receives) is one object for the life of that process, the `object` of the UIApplication
/// notifications posted to it, and does nothing once the process has ended, as nothing of a
/// killed process runs again. `app.application` names the app instead and reaches whichever
/// process runs. Asked to begin or end a task while its process is not running, either fails the
/// test, saying so, and does nothing.
///
/// Like `UIApplication`, it runs expiration handlers on the main thread: drive the device from
/// the main actor (`@MainActor func test…() async` in XCTest, `@MainActor @Test` in Swift Testing).
public final class SimulatedApplication {
    /// `UIApplication.State`'s cases, with UIKit's values underneath.
    public enum State: Int, Sendable { case active, inactive, background }
    /// `UIBackgroundRefreshStatus`'s cases, with UIKit's values underneath.
    public enum RefreshStatus: Int, Sendable { case restricted, denied, available }

    /// The app it stands for.
    public let app: SimulatedApp
    /// The process it belongs to, by its number (`AppContext.generation`); nil for the app's
    /// handle that follows its processes.
    public let process: Int?

    init(app: SimulatedApp, process: Int? = nil) {
        self.app = app
        self.process = process
    }

    /// The context of the process it reaches, while that process runs.
    private var context: AppContext? { app.context(ofProcess: process) }

    /// The running process's context for `call`; otherwise fails the test, saying so.
    private func runningContext(_ call: String) -> AppContext? { app.runningContext(call, process: process) }

    /// ST-1; an app that is not running reads `.background`, as UIKit has nothing else to say.
    public var applicationState: State {
        switch context?.applicationState {
        case .active?: return .active
        case .inactive?: return .inactive
        case .background?, nil: return .background
        }
    }

    /// BG-4: `Double.greatestFiniteMagnitude` in the foreground, the budget left in the background.
    public var backgroundTimeRemaining: Double { context?.backgroundTimeRemaining ?? 0 }

    /// BR-1.
    public var backgroundRefreshStatus: RefreshStatus {
        switch app.refreshStatus {
        case .restricted: return .restricted
        case .denied: return .denied
        case .available: return .available
        }
    }

    /// BG-1, BG-9: a task of the running process; its expiration handler runs on the main thread
    /// when the budget runs out (BG-5).
    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (@MainActor @Sendable () -> Void)?) -> BackgroundTaskIdentifier {
        guard let context = runningContext("beginBackgroundTask(withName: \(taskName.map { "\"\($0)\"" } ?? "nil"))") else {
            return .invalid
        }
        let app = self.app.name
        return context.beginBackgroundTask(withName: taskName, expirationHandler: handler.map { handler in {
            // On Apple platforms the main actor runs on the main thread, so a test driving the device
            // from elsewhere is told so. On Linux the main actor's jobs may run on a thread that
            // drains the main queue (Swift Testing), so only Swift's own check below applies.
            #if canImport(Darwin)
            guard Thread.isMainThread else {
                return recordFailure("\(app)'s expiration handler is @MainActor, like UIKit's: drive the device from the main "
                                     + "actor (@MainActor func test…() async, or @MainActor @Test)",
                                     at: AssertionSite(fileID: #fileID, file: #filePath, line: #line, column: #column))
            }
            #endif
            MainActor.assumeIsolated { handler() }
        } })
    }

    /// BG-1, BG-6.
    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        runningContext("endBackgroundTask(\(identifier))")?.endBackgroundTask(identifier)
    }
}

/// Declared apart from the class, so that the class is not the main actor's: a nonisolated
/// member satisfies the protocol's main-actor requirement, and tests on any thread can read it.
extension SimulatedApplication: LifecycleApplication {}

extension SimulatedApp {
    /// The app's simulated `UIApplication`, for code written against `LifecycleApplication`.
    public var application: SimulatedApplication { SimulatedApplication(app: self) }
}

extension SimulatedApp {
    /// The running process's context, nil when the app is not running.
    var context: AppContext? { device.engine.context(ofRunningApp: name) }

    /// The context of process `process` while it runs, or with nil, of whichever process runs.
    func context(ofProcess process: Int?) -> AppContext? {
        guard let context, process.map({ $0 == context.generation }) ?? true else { return nil }
        return context
    }

    /// The running context for `call` of process `process` (nil: of whichever process runs);
    /// otherwise fails the test, saying so, and returns nil: a process that has ended runs no
    /// code, and an object kept from one is the test's, not the app's.
    func runningContext(_ call: String, process: Int? = nil) -> AppContext? {
        if let context = context(ofProcess: process) { return context }
        let message = if let process {
            "\(call) on \(name)'s process \(process), which has ended: nothing of an ended process runs "
                + "again; reach the running process's objects with app.object(_:) or app.process"
        } else {
            "\(call) on \(name) while \(name) is not running: launch it first (a process that has ended runs no code)"
        }
        recordFailure(message, at: AssertionSite(fileID: #fileID, file: #filePath, line: #line, column: #column))
        return nil
    }
}
