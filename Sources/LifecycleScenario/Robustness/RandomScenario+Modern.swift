import LifecycleSim

/// The modern lifecycle in random walks: scene-based and SwiftUI apps, BGTaskScheduler
/// requests, prewarming, notifications and the events that drive them, on iOS 13 and later.
///
/// Every choice here comes from a second random stream derived from the seed, and only devices on
/// iOS 13 or later get any of it, so a scenario on iOS 12 or earlier is exactly what the seed gave
/// before (the walks recorded in ROBUSTNESS.md still reproduce). iPad windows (SC-6 … SC-8) are
/// drawn only for an iPad, after everything else, so an iPhone or iPod walk on iOS 13+ is what it
/// was before them too.
extension RandomScenario {
    static let refreshID = "com.walk.refresh"
    static let processingID = "com.walk.process"

    /// The second stream of `seed`.
    static func modernStream(_ seed: UInt64) -> SplitMix64 { SplitMix64(state: seed ^ 0x6A09_E667_F3BC_C908) }

    /// Gives some apps scenes, SwiftUI phases and BGTaskScheduler requests.
    static func modernize(_ app: inout AppDeclaration, _ rng: inout SplitMix64, ipad: Bool = false) {
        let here = SourceLocation(line: 1, column: 1)
        func statement(_ action: AppAction) -> ActionStatement { ActionStatement(action: action, delay: nil, location: here) }
        if rng.below(2) == 0 {
            app.scenes = true
            if rng.below(3) == 0 { app.swiftUI = true }
            let sceneCallbacks = DelegateCallback.allCases.filter { $0.isSceneLifecycle && $0 != .didDiscardSceneSessions }
            for callback in sceneCallbacks where rng.below(4) == 0 {
                let actions: [AppAction] = [.beginTask("sync"), .endTask("sync"), .logRemaining, .work(.seconds(Int64(rng.below(3))))]
                app.handlers.append(HandlerDeclaration(callback: .delegate(callback),
                                                       actions: [statement(rng.pick(actions))], location: here))
            }
        }
        let scenes = app.scenes
        if rng.below(2) == 0 {
            app.bgTaskIdentifiers = [refreshID, processingID]
            for mode in [BackgroundMode.fetch, .processing] where !app.modes.contains(mode) { app.modes.append(mode) }
            app.handlers.append(HandlerDeclaration(callback: .delegate(.didFinishLaunching),
                                                   actions: [statement(.bgRegister(refreshID)), statement(.bgRegister(processingID))],
                                                   location: here))
            let processing = BGTaskRequest(identifier: processingID, kind: .processing,
                                           requiresNetwork: rng.below(2) == 0, requiresPower: rng.below(2) == 0)
            app.handlers.append(HandlerDeclaration(callback: .delegate(.didEnterBackground),
                                                   actions: [statement(.bgSubmit(BGTaskRequest(identifier: refreshID, kind: .refresh))),
                                                             statement(.bgSubmit(processing))],
                                                   location: here))
            for id in [refreshID, processingID] {
                var complete = statement(.bgComplete(id, success: true))
                if rng.below(3) == 0 { complete.delay = .seconds(Int64(rng.below(60))) }
                app.handlers.append(HandlerDeclaration(callback: .bgTask(id: id),
                                                       actions: rng.below(4) == 0 ? [statement(.logRemaining)] : [complete],
                                                       location: here))
                app.handlers.append(HandlerDeclaration(callback: .bgTaskExpire(id: id),
                                                       actions: [statement(.bgComplete(id, success: false))], location: here))
            }
        }
        if ipad && scenes { addWindows(&app, &rng) }
    }

    /// SC-6, SC-8 on an iPad: half the scene apps support multiple scenes; some request a window
    /// from a timer after launch or hear discarded sessions.
    private static func addWindows(_ app: inout AppDeclaration, _ rng: inout SplitMix64) {
        guard rng.below(2) == 0 else { return }
        let here = SourceLocation(line: 1, column: 1)
        app.multipleScenes = true
        if rng.below(3) == 0 {
            let request = ActionStatement(action: .requestScene, delay: .seconds(Int64(1 + rng.below(30))), location: here)
            app.handlers.append(HandlerDeclaration(callback: .delegate(.didFinishLaunching), actions: [request], location: here))
        }
        if rng.below(3) == 0 {
            let actions: [AppAction] = [.beginTask("sync"), .endTask("sync"), .logRemaining, .work(.seconds(Int64(rng.below(3))))]
            app.handlers.append(HandlerDeclaration(callback: .delegate(.didDiscardSceneSessions),
                                                   actions: [ActionStatement(action: rng.pick(actions), delay: nil, location: here)],
                                                   location: here))
        }
    }

    /// One event of the modern lifecycle for a random app.
    static func modernEvent(_ pool: EventPool, _ rng: inout SplitMix64, ipad: Bool = false) -> DeviceEvent {
        if ipad && rng.below(2) == 0 { return windowEvent(pool, &rng) }
        let app = pool.pickApp(&rng).name
        // The draws of the list this used to pick from, in its order, then the pick: only the
        // event drawn is made.
        let scene = 1 + rng.below(3)
        let bgTaskID = rng.below(2) == 0 ? refreshID : processingID
        let bgTaskAction = rng.pick(bgTaskActions)
        let charging = rng.below(2) == 0
        let network = rng.below(2) == 0
        let local = rng.below(2) == 0
        switch rng.below(7) {
        case 0: return .disconnectScene(app: app, scene: scene)
        case 1: return .bgTask(app: app, id: bgTaskID, bgTaskAction)
        case 2: return .charging(on: charging)
        case 3: return .network(on: network)
        case 4: return .prewarm(app: app)
        case 5: return .tapNotification(app: app, local: local)
        default: return .localNotification(app: app)
        }
    }

    /// One iPad window event (SC-6 … SC-8), nonsense included (refusals are part of the walk).
    private static func windowEvent(_ pool: EventPool, _ rng: inout SplitMix64) -> DeviceEvent {
        // Mostly scene apps and low scene numbers, so that windows open, split and close as often
        // as they are refused.
        let everyApp = pool.sceneNames.isEmpty || rng.below(5) == 0
        let candidates = everyApp ? pool.names : pool.sceneNames
        let index = rng.below(candidates.count)
        let app = candidates[index]
        let scene = 1 + rng.below(rng.below(3) == 0 ? 6 : 2)
        let first = SceneName(app: app, scene: scene)
        let others = everyApp ? pool.others[index] : pool.otherSceneNames[index]
        let second = others.isEmpty ? SceneName(app: app, scene: scene + 1)
            : SceneName(app: rng.pick(others), scene: 1 + rng.below(rng.below(3) == 0 ? 6 : 2))
        switch rng.below(6) {
        case 0, 1: return .openWindow(app: app)
        case 2: return first == second ? .unsplit : .split(first, second)
        case 3: return .unsplit
        case 4: return .closeWindow(app: app, scene: scene)
        default: return .switcherKillScene(app: app, scene: scene)
        }
    }
}
