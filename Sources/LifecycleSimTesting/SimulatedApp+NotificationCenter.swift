import Foundation
import LifecycleSim

extension SimulatedApp {
    /// Posts every lifecycle notification UIKit posts to the app on `center`, synchronously and in
    /// UIKit's order (NT-1, NT-2), under UIKit's names: an observer registered for
    /// `Notification.Name("UIApplicationDidEnterBackgroundNotification")` (what
    /// `UIApplication.didEnterBackgroundNotification` is on a device) runs as it would there. Hand
    /// the same center to the code under test in place of `NotificationCenter.default`.
    ///
    /// The notification's `object` is the app's `AppContext` (what the application object lets
    /// code do: ask for background time, end a task); a `UIScene` notification carries its scene's
    /// number in `userInfo["scene"]`. It lasts across the app's processes, replacing any observer
    /// set with `observeNotifications(_:)`.
    public func postNotifications(to center: NotificationCenter) {
        observeNotifications { posted in
            center.post(name: Notification.Name(posted.notification.name), object: posted.context,
                        userInfo: posted.scene.map { ["scene": $0] })
        }
    }
}
