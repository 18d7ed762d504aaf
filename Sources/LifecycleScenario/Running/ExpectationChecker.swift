import LifecycleSim

/// Checks expectations against a device and its callback windows.
struct ExpectationChecker {
    let device: Device
    let windows: CallbackWindows

    /// Whether `expectation` holds now, and what was actually observed, written the same way.
    func check(_ expectation: Expectation) -> (ok: Bool, actual: String) {
        switch expectation {
        case .state(let app, let expected):
            let actual = device.state(of: app) ?? .notRunning
            return (actual == expected, "\(app) \(actual)")
        case .tasks(let app, let expected):
            let actual = device.outstandingTasks(of: app)
            return (actual == expected, "\(app) tasks \(actual)")
        case .remaining(let app, let expected):
            let actual = device.remaining(of: app)
            let wanted: RemainingTime = expected.map { .left($0) } ?? .unlimited
            return (actual == wanted, "\(app) remaining \(actual)")
        case .callbacks(let app, let expected):
            let actual = windows.reset(app)
            return (actual == expected, Expectation.callbacks(app: app, actual).description)
        case .noCallbacks(let app):
            let actual = windows.reset(app)
            return (actual.isEmpty, actual.isEmpty ? "\(app) no-callbacks" : Expectation.callbacks(app: app, actual).description)
        case .refreshStatus(let app, let expected):
            let actual = device.refreshStatus(of: app)
            return (actual == expected, "\(app) refresh-status \(actual?.rawValue ?? "none")")
        case .launchedBy(let app, let expected):
            let actual = device.launchReason(of: app)
            return (actual == expected, "\(app) launched-by \(actual?.rawValue ?? "none (not running)")")
        case .switcher(let expected):
            let actual = device.switcher
            return (actual == expected, Expectation.switcher(actual).description)
        case .front(let expected):
            let actual = device.frontApp
            return (actual == expected, Expectation.front(actual).description)
        }
    }
}
