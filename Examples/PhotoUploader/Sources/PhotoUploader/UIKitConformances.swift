// What the app adds so that `UploadQueue` takes `UIApplication.shared`, `UserDefaults.standard` and
// `BGTaskScheduler.shared` on a device: UIKit's, Foundation's and BackgroundTasks' own declarations
// satisfy `LifecycleApplication`, `LifecycleDefaults`, `LifecycleTaskScheduler` and
// `LifecycleBackgroundTask`, so the extensions are empty but for the one call BackgroundTasks does
// not have. Only an iOS build sees this file (CI builds it for the iOS Simulator with xcodebuild);
// on Linux and macOS there is no UIKit, and the tests hand the queue a simulated process's
// application, defaults and scheduler instead. docs/APPLE_PLATFORMS.md lists the SDK declarations
// each requirement was checked against.
#if canImport(UIKit) && !os(watchOS)
import LifecycleApplication
import UIKit

// `@retroactive`: neither the type nor the protocol is this module's, which Swift asks to be said.
extension UIApplication: @retroactive LifecycleApplication {}
extension UserDefaults: @retroactive LifecycleDefaults {}

#if canImport(BackgroundTasks)
import BackgroundTasks

extension BGTask: @retroactive LifecycleBackgroundTask {}

// BackgroundTasks marks `register(forTaskWithIdentifier:using:launchHandler:)` unavailable in app
// extensions (only the host app registers launch handlers), so the conformance is unavailable there too.
@available(iOSApplicationExtension, unavailable)
@available(macCatalystApplicationExtension, unavailable)
extension BGTaskScheduler: @retroactive LifecycleTaskScheduler {
    /// The app refresh request `UploadQueue` submits when it leaves photos for later.
    public func appRefreshRequest(identifier: String) -> BGTaskRequest {
        BGAppRefreshTaskRequest(identifier: identifier)
    }
}
#endif
#endif
