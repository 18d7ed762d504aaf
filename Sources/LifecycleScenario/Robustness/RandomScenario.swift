import LifecycleSim

/// Random scenarios for robustness walks: any device (every OS profile), apps with random modes,
/// handlers, timers and controllers, and timelines of any event in any state, nonsense included.
/// The same seed always gives the same scenario.
public enum RandomScenario {
    static let versions = [OSVersion(3), OSVersion(4), OSVersion(4, 2), OSVersion(5), OSVersion(6), OSVersion(7),
                           OSVersion(8), OSVersion(9), OSVersion(11), OSVersion(12), OSVersion(13), OSVersion(17), OSVersion(26)]
    static let appNames = ["Mail", "Maps", "Notes", "Safari"]
    static let controllerNames = ["List", "Nav", "Detail", "Modal"]

    /// A scenario of `length` timeline lines drawn from `seed`.
    public static func make(seed: UInt64, length: Int) -> ScenarioDocument {
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
        let timeline = (0..<length).map { _ -> TimelineEntry in
            switch rng.below(10) {
            case 0: time = time + .seconds(Int64(1 + rng.below(400)))
            case 1: time = time + .minutes(Int64(rng.below(90)))
            default: time = time + .milliseconds(Int64(rng.below(5000)))
            }
            var event = randomEvent(apps, &rng)
            if modern && modernRNG.below(6) == 0 { event = modernEvent(apps, &modernRNG, ipad: device.model == .ipad) }
            let statement = TimelineStatement.event(event)
            return TimelineEntry(time: time, statement: statement, text: ScenarioWriter.statementText(statement),
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
        // The notification callbacks (LA-4, IN-4) and the scene callbacks (SC-1) are left out so that
        // the seeds recorded in ROBUSTNESS.md still reproduce their walks; MachineTests drives those
        // events from every state.
        let callbacks = DelegateCallback.allCases.filter {
            $0 != .willBeginSendingToApplication && $0 != .didEndSendingToApplication
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

    private static func randomEvent(_ apps: [AppDeclaration], _ rng: inout SplitMix64) -> DeviceEvent {
        let declaration = rng.pick(apps)
        let app = declaration.name
        let others = apps.map(\.name).filter { $0 != app }
        let other = others.isEmpty ? app : rng.pick(others)
        let controller = rng.pick(controllerNames)
        // Launches are frequent, so that the other events find apps running in every state.
        if rng.below(4) == 0 { return rng.below(5) == 0 ? .launch(app: app, url: "app://x") : .launch(app: app, url: nil) }
        if !declaration.controllers.isEmpty && rng.below(6) == 0 {
            return rng.pick([
                .pushController(app: app, child: "Detail", navigation: "Nav"), .popController(app: app, navigation: "Nav"),
                .presentController(app: app, controller: controller, from: rng.below(3) == 0 ? rng.pick(controllerNames) : nil),
                .dismissController(app: app, controller: controller),
            ])
        }
        var events: [DeviceEvent] = [
            .launch(app: app, url: nil), .launch(app: app, url: "app://x"), .home, .home, .switcherShow,
            .switcherOpen(app: app), .switcherKill(app: app), .switcherClose, .lock, .unlock, .call, .callAccept,
            .callDecline, .callEnd, .alert, .alertDismiss, .notificationCenter(open: rng.below(2) == 0),
            .controlCenter(open: rng.below(2) == 0), .fetch(app: app), .push(app: app, contentAvailable: rng.below(2) == 0),
            .location(app: app), .openURL(url: "app://y", app: app, from: nil),
            .crash(app: app), .refresh(on: rng.below(2) == 0, app: rng.below(2) == 0 ? app : nil),
            .debuggerAttach(app: app), .debuggerDetach(app: app), .debuggerKill(app: app),
            .lowPower(on: rng.below(2) == 0), .reboot, .memoryWarning(rng.pick(MemoryWarningLevel.allCases)),
            .memoryPressure(rng.below(2) == 0 ? nil : .megabytes(Int64(1 + rng.below(600)))), .ps,
        ]
        if other != app {
            events.append(.share(file: rng.pick(["notes.txt", "photo.jpg"]), from: app, to: other))
            events.append(.openURL(url: "app://z", app: app, from: other))
        }
        return rng.pick(events)
    }
}
