import LifecycleSim

/// Checks expectations against a device and its callback windows.
struct ExpectationChecker {
    let device: Device
    let windows: CallbackWindows

    /// Whether an expectation held, what was observed (written as the expectation is), and the
    /// note it ends with when there was nothing to observe.
    struct Observation {
        var ok: Bool
        var actual: String
        var note: ExpectNote?

        init(_ ok: Bool, _ actual: String) {
            self.ok = ok
            self.actual = actual
        }

        /// A failed observation: `subject` followed by `note`'s English words.
        init(_ subject: String, _ note: ExpectNote) {
            ok = false
            actual = subject + " " + note.english
            self.note = note
        }
    }

    /// Whether `expectation` holds now, and what was actually observed, written the same way.
    func check(_ expectation: Expectation) -> Observation {
        switch expectation {
        case .state(let app, let expected):
            let actual = device.state(of: app) ?? .notRunning
            return Observation(actual == expected, "\(app) \(actual)")
        case .tasks(let app, let expected):
            let actual = device.outstandingTasks(of: app)
            return Observation(actual == expected, "\(app) tasks \(actual)")
        case .remaining(let app, let expected):
            let actual = device.remaining(of: app)
            let wanted: RemainingTime = expected.map { .left($0.duration) } ?? .unlimited
            return Observation(actual == wanted, "\(app) remaining \(actual)")
        case .callbacks(let app, let expected):
            let actual = windows.reset(app)
            return Observation(actual == expected, Expectation.callbacks(app: app, actual).description)
        case .notifications(let app, let expected):
            let actual = windows.resetNotifications(app)
            return Observation(actual == expected, Expectation.notifications(app: app, actual).description)
        case .noCallbacks(let app):
            let actual = windows.reset(app)
            return Observation(actual.isEmpty, actual.isEmpty ? "\(app) no-callbacks" : Expectation.callbacks(app: app, actual).description)
        case .refreshStatus(let app, let expected):
            let actual = device.refreshStatus(of: app)
            return Observation(actual == expected, "\(app) refresh-status \(actual?.rawValue ?? "none")")
        case .launchedBy(let app, let expected):
            guard let actual = device.launchReason(of: app) else {
                return Observation("\(app) launched-by", ExpectNote(.noteNotRunning))
            }
            return Observation(actual == expected, "\(app) launched-by \(actual.rawValue)")
        case .switcher(let expected):
            let actual = device.switcher
            return Observation(actual == expected, Expectation.switcher(actual).description)
        case .front(let expected):
            let actual = device.frontApp
            return Observation(actual == expected, Expectation.front(actual).description)
        case .controllerCallbacks(let app, let expected):
            let actual = windows.resetControllers(app)
            return Observation(actual == expected, Expectation.controllerCallbacks(app: app, actual).description)
        case .view(let app, let controller, let expected):
            guard let actual = device.isViewLoaded(app: app, controller: controller) else {
                return Observation("\(app) view \(controller)", ExpectNote(.noteControllerNotAlive))
            }
            return Observation(actual == expected, Expectation.view(app: app, controller: controller, loaded: actual).description)
        case .archive(let app, let expected):
            let actual = device.hasRestorationArchive(app)
            return Observation(actual == expected, Expectation.archive(app: app, present: actual).description)
        case .restored(let app, let expected):
            let actual = device.restoredControllers(of: app)
            return Observation(actual == expected, Expectation.restored(app: app, actual).description)
        case .openIn(let file, let from, let expected):
            let actual = device.openInMenu(for: file, from: from)
            return Observation(actual == expected, Expectation.openIn(file: file, from: from, actual).description)
        case .defaultValue(let app, let key, let expected):
            let stored = device.storage(of: app)?.defaults[key]
            let actual: String? = if case .string(let text)? = stored { text } else { stored.map { "\($0)" } }
            return Observation(stored == expected.map(StoredValue.string), Expectation.defaultValue(app: app, key: key, actual).description)
        case .inbox(let app, let expected):
            let actual = device.inbox(of: app)
            return Observation(actual == expected, Expectation.inbox(app: app, actual).description)
        case .process(let app, let expected):
            let actual = device.processName(of: app)
            return Observation(actual == expected, Expectation.process(app: app, actual ?? "none").description)
        case .bgTasks(let app, let expected):
            let actual = device.bgTaskRequests(of: app)
            return Observation(actual == expected, Expectation.bgTasks(app: app, actual).description)
        case .bgTask(let app, let id, let expected):
            let actual = device.bgTaskStatus(of: app, id: id)
            return Observation(actual == expected, Expectation.bgTask(app: app, id: id, actual).description)
        case .sceneState(let app, let scene, let expected):
            guard let actual = device.sceneState(app: app, scene: scene) else {
                return Observation("\(app)/\(scene)", ExpectNote(.noteSceneNeverExisted(scene: "\(scene)")))
            }
            return Observation(actual == expected, Expectation.sceneState(app: app, scene: scene, actual).description)
        case .phase(let app, let scene, let expected):
            let actual = scene.map { device.scenePhase(app: app, scene: $0) } ?? device.appPhase(app: app)
            guard let actual else {
                return Observation("\(app)\(scene.map { "/\($0)" } ?? "")", ExpectNote(.noteNoPhase))
            }
            return Observation(actual == expected, Expectation.phase(app: app, scene: scene, actual).description)
        case .scenes(let app, let expected):
            let actual = device.connectedSceneCount(app: app)
            return Observation(actual == expected, Expectation.scenes(app: app, actual).description)
        case .freeMemory(let expected):
            let actual = device.freeMemory
            return Observation(actual == expected, Expectation.freeMemory(actual).description)
        case .prewarmed(let app):
            if device.isPrewarmed(app) { return Observation(true, "\(app) prewarmed") }
            let state = device.state(of: app) ?? .notRunning
            let note = state == .notRunning ? ExpectNote(.noteNotPrewarmedNoProcess(state: "\(state)"))
                : ExpectNote(.noteNotPrewarmedLaunched(state: "\(state)", reason: device.launchReason(of: app)?.rawValue ?? "none"))
            return Observation("\(app)", note)
        }
    }
}
