import LifecycleSim

/// NT-1, NT-2: an app's UIApplication notifications follow the states of ST-1 as UIKit reports
/// them to the app as a whole, whatever the events: launched (into the foreground, inactive, or
/// the background), then only willEnterForeground from the background, didBecomeActive from
/// inactive, willResignActive from active, didEnterBackground from inactive; a process that ends
/// starts over. Plain data in, plain data out, as `TraceInvariants`.
enum NotificationInvariants {
    private enum Reported { case inactive, active, background }

    /// Every violation found in `records`, in words, in trace order.
    static func problems(in records: [TraceRecord]) -> [String] {
        var problems: [String] = []
        var reported: [String: Reported] = [:]
        for record in records {
            switch record {
            case .transition(let t) where t.to == .notRunning:
                reported[t.app] = nil
            case .callback(let c):
                guard let notification = c.callback.notification, !notification.isSceneNotification else { continue }
                let before = reported[c.app]
                let after: Reported?
                switch notification {
                case .applicationDidFinishLaunching:
                    after = c.state == .background ? .background : .inactive
                    if before != nil { problems.append("\(c.time)s \(c.app): a second didFinishLaunching notification") }
                case .applicationWillEnterForeground: after = before == .background ? .inactive : nil
                case .applicationDidBecomeActive: after = before == .inactive ? .active : nil
                case .applicationWillResignActive: after = before == .active ? .inactive : nil
                case .applicationDidEnterBackground: after = before == .inactive ? .background : nil
                default: continue
                }
                guard let after else {
                    problems.append("\(c.time)s \(c.app): \(notification.name) while UIKit reports it \(before.map { "\($0)" } ?? "not launched")")
                    reported[c.app] = nil
                    continue
                }
                reported[c.app] = after
            default:
                break
            }
        }
        return problems
    }
}
