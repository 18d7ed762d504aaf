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
        case .controllerCallbacks(let app, let expected):
            let actual = windows.resetControllers(app)
            return (actual == expected, Expectation.controllerCallbacks(app: app, actual).description)
        case .view(let app, let controller, let expected):
            guard let actual = device.isViewLoaded(app: app, controller: controller) else {
                return (false, "\(app) view \(controller) not created (the controller is not alive)")
            }
            return (actual == expected, Expectation.view(app: app, controller: controller, loaded: actual).description)
        case .archive(let app, let expected):
            let actual = device.hasRestorationArchive(app)
            return (actual == expected, Expectation.archive(app: app, present: actual).description)
        case .restored(let app, let expected):
            let actual = device.restoredControllers(of: app)
            return (actual == expected, Expectation.restored(app: app, actual).description)
        case .openIn(let file, let from, let expected):
            let actual = device.openInMenu(for: file, from: from)
            return (actual == expected, Expectation.openIn(file: file, from: from, actual).description)
        case .inbox(let app, let expected):
            let actual = device.inbox(of: app)
            return (actual == expected, Expectation.inbox(app: app, actual).description)
        case .process(let app, let expected):
            let actual = device.processName(of: app)
            return (actual == expected, Expectation.process(app: app, actual ?? "none").description)
        case .bgTasks(let app, let expected):
            let actual = device.bgTaskRequests(of: app)
            return (actual == expected, Expectation.bgTasks(app: app, actual).description)
        case .bgTask(let app, let id, let expected):
            let actual = device.bgTaskStatus(of: app, id: id)
            return (actual == expected, Expectation.bgTask(app: app, id: id, actual).description)
        case .sceneState(let app, let scene, let expected):
            guard let actual = device.sceneState(app: app, scene: scene) else {
                return (false, "\(app)/\(scene) none (the app never had scene \(scene))")
            }
            return (actual == expected, Expectation.sceneState(app: app, scene: scene, actual).description)
        case .phase(let app, let scene, let expected):
            let actual = scene.map { device.scenePhase(app: app, scene: $0) } ?? device.appPhase(app: app)
            return (actual == expected, actual.map { Expectation.phase(app: app, scene: scene, $0).description }
                        ?? "\(app)\(scene.map { "/\($0)" } ?? "") no phase (not a swiftui app on iOS 14+, or no scene)")
        case .scenes(let app, let expected):
            let actual = device.connectedSceneCount(app: app)
            return (actual == expected, Expectation.scenes(app: app, actual).description)
        case .freeMemory(let expected):
            let actual = device.freeMemory
            return (actual == expected, Expectation.freeMemory(actual).description)
        case .prewarmed(let app):
            if device.isPrewarmed(app) { return (true, "\(app) prewarmed") }
            let state = device.state(of: app) ?? .notRunning
            let process = state == .notRunning ? "no process" : "launched-by \(device.launchReason(of: app)?.rawValue ?? "none")"
            return (false, "\(app) not prewarmed (\(state), \(process))")
        }
    }
}
