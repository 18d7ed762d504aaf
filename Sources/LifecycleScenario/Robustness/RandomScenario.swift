import LifecycleSim

/// Random scenarios for robustness walks: any device (every OS profile), apps with random modes,
/// handlers, timers and controllers, and timelines of any event in any state, nonsense included.
/// The same seed always gives the same scenario.
public enum RandomScenario {
    static let versions = [OSVersion(3), OSVersion(4), OSVersion(4, 2), OSVersion(5), OSVersion(6), OSVersion(7),
                           OSVersion(8), OSVersion(9), OSVersion(11), OSVersion(12), OSVersion(13), OSVersion(17), OSVersion(26)]
    static let appNames = ["Mail", "Maps", "Notes", "Safari"]
    static let controllerNames = ["List", "Nav", "Detail", "Modal"]
    /// The lists lines draw from, made once (a list made per line is an allocation per line).
    static let sharedFiles = ["notes.txt", "photo.jpg"]
    static let warningLevels = MemoryWarningLevel.allCases
    static let bgTaskActions = BGTaskSystemAction.allCases

    /// A scenario of `length` timeline lines drawn from `seed`.
    public static func make(seed: UInt64, length: Int) -> ScenarioDocument {
        make(seed: seed, length: length, writingText: true)
    }

    /// The scenario of `seed`; without `writingText`, each line's `text` is left empty (the same
    /// lines, as values): a walk runs them without reading their words, and writing them was
    /// about 5 % of its instructions.
    static func make(seed: UInt64, length: Int, writingText: Bool) -> ScenarioDocument {
        var rng = SplitMix64(state: seed)
        let device = DeviceDeclaration(version: rng.pick(versions), model: rng.pick(DeviceModel.allCases),
                                       multitasking: rng.below(10) != 0,
                                       memory: .megabytes(Int64(256 << rng.below(3))))
        var apps = (0..<1 + rng.below(appNames.count)).map { makeApp(appNames[$0], &rng) }
        let modern = device.version.major >= 13
        var modernRNG = modernStream(seed)
        if modern { for index in apps.indices { modernize(&apps[index], &modernRNG, ipad: device.model == .ipad) } }
        var settings: [SettingDeclaration] = []
        if rng.below(5) == 0 { settings.append(.backgroundRefresh(rng.pick(RefreshSwitch.allCases), app: nil)) }
        if rng.below(8) == 0 { settings.append(.debugger(app: rng.pick(apps).name)) }
        if rng.below(8) == 0 { settings.append(.lowPower(true)) }
        var time = VirtualTime.zero
        let pool = EventPool(apps)
        let timeline = (0..<length).map { _ -> TimelineEntry in
            switch rng.below(10) {
            case 0: time = time + .seconds(Int64(1 + rng.below(400)))
            case 1: time = time + .minutes(Int64(rng.below(90)))
            default: time = time + .milliseconds(Int64(rng.below(5000)))
            }
            var event = randomEvent(pool, &rng)
            if modern && modernRNG.below(6) == 0 { event = modernEvent(pool, &modernRNG, ipad: device.model == .ipad) }
            let statement = TimelineStatement.event(event)
            return TimelineEntry(time: time, statement: statement, text: writingText ? ScenarioWriter.statementText(statement) : "",
                                 location: SourceLocation(line: 1, column: 1))
        }
        return ScenarioDocument(path: "random-\(seed)", title: "random walk \(seed)", device: device,
                                settings: settings, apps: apps, timeline: timeline)
    }

    private static func makeApp(_ name: String, _ rng: inout SplitMix64) -> AppDeclaration {
        let modes = BackgroundMode.allCases.filter { _ in rng.below(4) == 0 }
        var app = AppDeclaration(name: name, bundleID: "com.example.\(name)", processName: name, modes: modes,
                                 exitsOnSuspend: rng.below(10) == 0, handlers: [],
                                 location: SourceLocation(line: 1, column: 1),
                                 memory: .megabytes(Int64(10 + rng.below(300))), restoration: rng.below(3) == 0,
                                 documents: rng.below(2) == 0 ? ["public.text"] : [], builtin: rng.below(6) == 0)
        if rng.below(2) == 0 {
            app.controllers = [
                ControllerDefinition(name: "List", restorationID: rng.below(2) == 0 ? "list" : nil),
                ControllerDefinition(name: "Nav", kind: .navigation(root: "List"), restorationID: "nav"),
                ControllerDefinition(name: "Detail", restorationID: rng.below(2) == 0 ? "detail" : nil),
                ControllerDefinition(name: "Modal"),
            ]
            app.rootController = "Nav"
        }
        // The code before UIApplicationMain, the protected-data (LK-4) and URLSession (BR-5) callbacks, the notification
        // callbacks (LA-4, IN-4) and the scene callbacks (SC-1) are left out so that
        // the seeds recorded in ROBUSTNESS.md still reproduce their walks; MachineTests drives those
        // events from every state.
        let callbacks = DelegateCallback.allCases.filter {
            $0 != .main && $0 != .protectedDataWillBecomeUnavailable && $0 != .protectedDataDidBecomeAvailable
                && $0 != .handleEventsForBackgroundURLSession && $0 != .urlSessionTaskDidComplete
                && $0 != .urlSessionDidFinishEvents && $0 != .willBeginSendingToApplication && $0 != .didEndSendingToApplication
                && $0 != .willPresentNotification && $0 != .didReceiveNotificationResponse
                && $0 != .didReceiveLocalNotification && !$0.isSceneLifecycle && !$0.isPhase  // nor SwiftUI's (UI)
        }
        for callback in callbacks where rng.below(3) == 0 {
            app.handlers.append(HandlerDeclaration(callback: .delegate(callback), actions: randomActions(callback, &rng),
                                                   location: SourceLocation(line: 1, column: 1)))
        }
        for task in ["sync", "upload"] where rng.below(2) == 0 {
            app.handlers.append(HandlerDeclaration(callback: .expire(task: task),
                                                   actions: [ActionStatement(action: .endTask(task), delay: nil, location: SourceLocation(line: 1, column: 1))]
                                                       + randomActions(nil, &rng).filter { $0.action != .beginTask(task) },
                                                   location: SourceLocation(line: 1, column: 1)))
        }
        return app
    }

    private static func randomActions(_ callback: DelegateCallback?, _ rng: inout SplitMix64) -> [ActionStatement] {
        var actions: [AppAction] = [
            .beginTask("sync"), .beginTask("upload"), .endTask("sync"), .endTask("upload"), .endAllTasks,
            .work(.seconds(Int64(rng.below(8)))), .completeFetch(.newData), .startAudio, .stopAudio,
            .startLocation, .stopLocation, .log("note"),
        ]
        if rng.below(30) == 0 { actions.append(.crash) }
        if rng.below(20) == 0 { actions.append(.work(.seconds(25))) }
        if callback == .shouldSaveState || callback == .shouldRestoreState { actions.append(.refuse) }
        return (0..<1 + rng.below(3)).map { _ in
            let action = rng.pick(actions)
            let delay: VirtualDuration? = action != .refuse && rng.below(4) == 0 ? .seconds(Int64(rng.below(400))) : nil
            if case .work = action { return ActionStatement(action: action, delay: nil, location: SourceLocation(line: 1, column: 1)) }
            return ActionStatement(action: action, delay: delay, location: SourceLocation(line: 1, column: 1))
        }
    }

    /// What a line's event is drawn from, worked out once per scenario rather than per line: each
    /// app's name, the names of the others, whether it has controllers (copying the
    /// app declarations and filtering their names for every line was most of drawing one).
    struct EventPool {
        let names: [String]
        /// For each app, the other apps' names in home-screen order.
        let others: [[String]]
        let hasControllers: [Bool]
        /// The names of the scene-based apps, and for each of them the other scene-based apps' names.
        let sceneNames: [String]
        let otherSceneNames: [[String]]

        init(_ apps: [AppDeclaration]) {
            names = apps.map(\.name)
            let names = names
            others = names.map { name in names.filter { $0 != name } }
            hasControllers = apps.map { !$0.controllers.isEmpty }
            let sceneNames = apps.filter(\.scenes).map(\.name)
            self.sceneNames = sceneNames
            otherSceneNames = sceneNames.map { name in sceneNames.filter { $0 != name } }
        }

        /// One app's name, drawn as `rng.pick(apps)` draws it, and its index.
        func pickApp(_ rng: inout SplitMix64) -> (index: Int, name: String) {
            let index = rng.below(names.count)
            return (index, names[index])
        }
    }

    private static func randomEvent(_ pool: EventPool, _ rng: inout SplitMix64) -> DeviceEvent {
        let (index, app) = pool.pickApp(&rng)
        let others = pool.others[index]
        // Indexed here rather than through the generic `pick` of the other module (the same draw,
        // without an unspecialized call per line).
        let other = others.isEmpty ? app : others[rng.below(others.count)]
        let controller = controllerNames[rng.below(controllerNames.count)]
        // Launches are frequent, so that the other events find apps running in every state.
        if rng.below(4) == 0 { return rng.below(5) == 0 ? .launch(app: app, url: "app://x") : .launch(app: app, url: nil) }
        if pool.hasControllers[index] && rng.below(6) == 0 {
            // The draws of the list this used to pick from, in its order: the presenting
            // controller's, then the pick.
            let from = rng.below(3) == 0 ? rng.pick(controllerNames) : nil
            switch rng.below(4) {
            case 0: return .pushController(app: app, child: "Detail", navigation: "Nav")
            case 1: return .popController(app: app, navigation: "Nav")
            case 2: return .presentController(app: app, controller: controller, from: from)
            default: return .dismissController(app: app, controller: controller)
            }
        }
        // The draws of the list's arguments, in the order the list used to make them (a seed's
        // walk must stay the same), then only the event drawn is made: making all 34 for each
        // line was most of a walk's scenario-making time.
        let notificationCenterOpen = rng.below(2) == 0
        let controlCenterOpen = rng.below(2) == 0
        let contentAvailable = rng.below(2) == 0
        let refreshOn = rng.below(2) == 0
        let refreshApp = rng.below(2) == 0 ? app : nil
        let lowPowerOn = rng.below(2) == 0
        let warningLevel = rng.pick(warningLevels)
        let pressure: MemorySize? = rng.below(2) == 0 ? nil : .megabytes(Int64(1 + rng.below(600)))
        let file = other != app ? rng.pick(sharedFiles) : ""
        switch rng.below(other != app ? 34 : 32) {
        case 0: return .launch(app: app, url: nil)
        case 1: return .launch(app: app, url: "app://x")
        case 2, 3: return .home
        case 4: return .switcherShow
        case 5: return .switcherOpen(app: app)
        case 6: return .switcherKill(app: app)
        case 7: return .switcherClose
        case 8: return .lock
        case 9: return .unlock
        case 10: return .call
        case 11: return .callAccept
        case 12: return .callDecline
        case 13: return .callEnd
        case 14: return .alert
        case 15: return .alertDismiss
        case 16: return .notificationCenter(open: notificationCenterOpen)
        case 17: return .controlCenter(open: controlCenterOpen)
        case 18: return .fetch(app: app)
        case 19: return .push(app: app, contentAvailable: contentAvailable)
        case 20: return .location(app: app)
        case 21: return .openURL(url: "app://y", app: app, from: nil)
        case 22: return .crash(app: app)
        case 23: return .refresh(on: refreshOn, app: refreshApp)
        case 24: return .debuggerAttach(app: app)
        case 25: return .debuggerDetach(app: app)
        case 26: return .debuggerKill(app: app)
        case 27: return .lowPower(on: lowPowerOn)
        case 28: return .reboot
        case 29: return .memoryWarning(warningLevel)
        case 30: return .memoryPressure(pressure)
        case 31: return .ps
        case 32: return .share(file: file, from: app, to: other)
        default: return .openURL(url: "app://z", app: app, from: other)
        }
    }
}
