/// The Swift API for tests: a device you drive event by event and read back.
///
/// ```swift
/// let device = try SimulatedDevice(ios: 7)
/// let app = try device.install("Uploader") { app in
///     app.on(.didEnterBackground) { context in
///         var task = BackgroundTaskIdentifier.invalid
///         task = context.beginBackgroundTask(withName: "upload") { context.endBackgroundTask(task) }
///     }
/// }
/// try app.launch()
/// try device.home()
/// try device.advance(by: .seconds(180))   // Swift's Duration
/// XCTAssertEqual(app.state, .suspended)
/// ```
///
/// Every event a scenario can write has a method here; an event the device cannot take
/// throws `LifecycleSimError.refused` with the reason, where a scenario would only warn.
public final class SimulatedDevice {
    /// The engine underneath.
    public let engine: Device
    /// The whole trace, kept packed by the engine.
    let log: TraceLog
    private let windows = CallbackWindows()
    /// How many records of the trace `failsOnKills` has looked at (SimulatedDevice+Kills.swift).
    var recordsChecked = 0
    /// The testing library's `expectKill` or `expectWarning` runs: the kill or warning it expects
    /// is not reported as a failure at the call that caused it.
    package var expecting = ExpectedFailureKind?.none

    /// A watchdog or assertion kill (LA-3, FG-2, BG-5, BG-8, BR-3, BT-6's expiry) fails the call
    /// that caused it: `send`, every event method and `advance` throw `LifecycleSimError.killed`,
    /// naming the app, the rule and the time, as `lifesim run --strict` fails a scenario. So a test
    /// cannot pass because the app it checks was killed (a task count of zero after BG-5 killed
    /// the app reads like a task that ended). Off by default; a refused event throws either way.
    public var failsOnKills = false {
        didSet { recordsChecked = log.entries.count }
    }

    /// The warnings that fail the call that wrote them, as `failsOnKills` does for kills: `send`,
    /// every event method and `advance` throw `LifecycleSimError.warned`, naming the app, the rule,
    /// the time and the words (BG-1's 30-second line, BM-3's stopped audio, a refused background
    /// event …). `.none` by default; `.all`, or `.rules([.bg1])` for the ones a test cares about.
    public var failsOnWarnings = WarningFailures.none {
        didSet { recordsChecked = log.entries.count }
    }

    /// While `await advance(by:)` (LifecycleSimTesting) lets app code run from the main actor,
    /// the jobs Swift would run on its global thread pool queue on the main actor, so waits that
    /// end at one instant resume in the same order on every run (docs/EXECUTION_MODEL.md, "App
    /// code that awaits"). False leaves Swift's scheduling alone: the plain path, where code
    /// that hops off the main actor runs in whatever order the threads give.
    public var runsWaitingCodeSerially = true

    /// What runs after each step a test takes (an event sent, the clock advanced), in the order
    /// added, given the event the device took (nil for time passing or a refused event) and the
    /// step as the Swift call that took it: the properties a test watches (LifecycleSimTesting's
    /// `watch`), read as `lifesim run` reads them after every timeline line.
    package var stepObservers: [(_ taken: DeviceEvent?, _ call: String) -> Void] = []

    /// While an exploration builds and runs the device (LifecycleSimTesting's
    /// `Exploration.explore`), what its watched properties found broken, in order: the
    /// exploration ends the path there and names it, rather than each path reporting a failure at
    /// the `watch` line. Nil otherwise.
    package var brokenWatches: [String]? = SimulatedDevice.buildingForExploration ? [] : nil

    /// True while `Exploration.explore`'s builder runs: a device made then is the exploration's
    /// from its first step (`brokenWatches`).
    @TaskLocal package static var buildingForExploration = false

    /// A device running iOS `major.minor`, with `memory` of RAM of which the system keeps `system`
    /// (a quarter unless given).
    ///
    /// Throws what a scenario's `device` line rejects: a version before iOS 3 (or a negative minor),
    /// no memory, or a system share larger than the memory.
    public init(ios major: Int, minor: Int = 0, model: DeviceModel = .iphone, multitasking: Bool = true,
                memory: MemorySize = .gigabytes(1), system: MemorySize? = nil) throws {
        let version = OSVersion(major, minor)
        guard (3...OSProfile.newestKnownVersion.major).contains(major), minor >= 0 else {
            throw LifecycleSimError.unsupportedVersion(version)
        }
        guard memory > .zero else { throw LifecycleSimError.noMemory(memory) }
        if let system, system > memory || system < .zero {
            throw LifecycleSimError.badSystemShare(system: system, memory: memory)
        }
        engine = Device(version: version, model: model, multitasking: multitasking, memory: memory, system: system)
        log = engine.keepTrace()
        engine.addSink(windows)
    }

    /// Every record so far.
    public var trace: [TraceRecord] { log.records }

    /// Every record so far, packed: read `log[index]` for a record, `log.entries` for the
    /// entries (cheaper than `trace` when a test reads a long trace many times). It is the
    /// device's one kept trace: its `removeAll()` empties `trace` and every app's `callbacks` too.
    public var traceLog: TraceLog { log }

    /// The virtual clock.
    public var now: VirtualTime { engine.now }

    /// Installs an app; `configure` registers its handlers.
    @discardableResult
    public func install(_ name: String, modes: Set<BackgroundMode> = [], exitsOnSuspend: Bool = false,
                        configure: (inout AppConfiguration) -> Void = { _ in }) throws -> SimulatedApp {
        var config = AppConfiguration(name: name, modes: modes, exitsOnSuspend: exitsOnSuspend)
        configure(&config)
        try install(config)
        return SimulatedApp(device: self, name: name)
    }

    /// Installs a fully described app (controllers, memory, documents, restoration …).
    @discardableResult
    public func install(_ config: AppConfiguration) throws -> SimulatedApp {
        let name = config.name
        guard engine.install(config) else { throw LifecycleSimError.duplicateApp(name) }
        return SimulatedApp(device: self, name: name)
    }

    /// A handle on an installed app.
    public func app(_ name: String) throws -> SimulatedApp {
        try requireApp(name)
        return SimulatedApp(device: self, name: name)
    }

    func requireApp(_ name: String) throws {
        guard engine.hasApp(name) else { throw LifecycleSimError.unknownApp(name, installed: engine.appNames) }
    }

    /// Sends any event; throws when it names an unknown app or the device refuses it.
    public func send(_ event: DeviceEvent) throws {
        for name in event.appNames { try requireApp(name) }
        let outcome = engine.handle(event, recordedAs: event.description, line: 0)
        stepEnded(event.swiftCall, taking: outcome.isApplied ? event : nil)
        if case .refused(_, let rule, let reason) = outcome {
            throw LifecycleSimError.refused(event: event.swiftCall, reason: reason, rule: rule)
        }
        try checkFailures()
    }

    /// How a step observer is told the step was time passing.
    package static let advancing = "advancing the clock"

    /// Tells the step observers that the step `call` has run, taking `event` if it was one.
    package func stepEnded(_ call: String, taking event: DeviceEvent? = nil) {
        guard !stepObservers.isEmpty else { return }
        engine.flushTrace()
        for observer in stepObservers { observer(event, call) }
    }

    /// Advances the virtual clock by `duration`, firing what falls due (expiries, timers): the
    /// testing library's `advance(by:)` and `advance(to:)`, which report a failure at their caller.
    ///
    /// Throws for a negative duration: the clock never runs backwards; and when code waits on
    /// the device's clock within the span, which only `await device.advance(by:)` lets run at its
    /// time.
    package func advanceWithoutWaitingCode(by duration: VirtualDuration) throws {
        guard duration >= .zero else { throw LifecycleSimError.negativeDuration(duration.duration) }
        try advanceWithoutWaitingCode(to: now + duration)
    }

    /// Advances the virtual clock to `time` (as `advanceWithoutWaitingCode(by:)`); throws for a
    /// time before `now`.
    package func advanceWithoutWaitingCode(to time: VirtualTime) throws {
        guard time >= now else { throw LifecycleSimError.timeBeforeNow(time, now: now) }
        try refuseToPassWaitingCode(time)
        // The whole span at once, whatever the test fails on: failing on kills must not change what
        // happens (TE-5's catch-up guard counts within one advance). The failure names its time.
        engine.advance(to: time)
        stepEnded(Self.advancing)
        try checkFailures()
    }

    /// Code waiting on the device's clock runs only when an async `advance` lets it: passing its
    /// time here would resume it late, at whatever time the test next awaits.
    private func refuseToPassWaitingCode(_ time: VirtualTime) throws {
        if let wake = engine.clockWatcher?.nextWake(whereCodeCanRun: engine.codeRuns(in:)), wake <= time {
            throw LifecycleSimError.codeAwaitsClock(wake: wake, now: now)
        }
    }

    /// The app on screen, nil for the home screen.
    public var front: String? { engine.frontApp }

    /// The switcher's cards, most recent first.
    public var switcher: [String] { engine.switcher }

    /// The callbacks `app` received since its last `takeCallbacks(of:)` (or the start), and starts a new window.
    public func takeCallbacks(of app: String) -> [Callback] {
        engine.flushTrace() // asked from inside a handler, the records of the event under way count too
        return windows.reset(app)
    }

    /// The lifecycle notifications UIKit posted to `app` since the last call (or the start), when
    /// the trace shows them (`setNotificationsShown(true)`), and starts a new window (NT-1, NT-2).
    public func takeNotifications(of app: String) -> [LifecycleNotification] {
        engine.flushTrace()
        return windows.resetNotifications(app)
    }

    /// The view controller callbacks of `app` since the last call (or the start), and starts a new window.
    public func takeControllerCallbacks(of app: String) -> [Callback] {
        engine.flushTrace()
        return windows.resetControllers(app)
    }

    /// Free memory (PS-2).
    public var freeMemory: MemorySize { engine.freeMemory }

    /// The Open-In menu `sender` shows for `file` (DOC-1).
    public func openInMenu(for file: String, from sender: String) -> [String] { engine.openInMenu(for: file, from: sender) }

    // MARK: Events, one method each

    public func home() throws { try send(.home) }
    public func lock() throws { try send(.lock) }
    public func unlock() throws { try send(.unlock) }
    public func showSwitcher() throws { try send(.switcherShow) }
    public func closeSwitcher() throws { try send(.switcherClose) }
    public func call() throws { try send(.call) }
    public func acceptCall() throws { try send(.callAccept) }
    public func declineCall() throws { try send(.callDecline) }
    /// The user taps the banner of a ringing call: it fills the screen (IN-5, iOS 14+).
    public func expandCall() throws { try send(.callExpand) }
    public func endCall() throws { try send(.callEnd) }
    public func alert() throws { try send(.alert) }
    public func dismissAlert() throws { try send(.alertDismiss) }
    public func notificationCenter(open: Bool) throws { try send(.notificationCenter(open: open)) }
    public func controlCenter(open: Bool) throws { try send(.controlCenter(open: open)) }
    public func refresh(_ on: Bool, app: String? = nil) throws { try send(.refresh(on: on, app: app)) }
    public func lowPower(_ on: Bool) throws { try send(.lowPower(on: on)) }
    public func reboot() throws { try send(.reboot) }
    public func memoryWarning(_ level: MemoryWarningLevel = .warning) throws { try send(.memoryWarning(level)) }
    public func memoryPressure(_ size: MemorySize? = nil) throws { try send(.memoryPressure(size)) }
    public func share(_ file: String, from sender: String, to receiver: String) throws {
        try send(.share(file: file, from: sender, to: receiver))
    }
    /// Writes the process list into the trace (PS-1).
    public func ps() throws { try send(.ps) }
    /// The system prewarms `app`: its process starts and stops short of UIApplicationMain (PW-1, iOS 15+).
    public func prewarm(_ app: String) throws { try send(.prewarm(app: app)) }
    /// Split View (SC-7, iPad, iOS 13+): scene `scene` of `app` beside scene `otherScene` of
    /// `other`, both foreground-active; what else was on screen leaves as with Home.
    public func split(_ app: String, _ scene: Int, _ other: String, _ otherScene: Int) throws {
        try send(.split(SceneName(app: app, scene: scene), SceneName(app: other, scene: otherScene)))
    }
    /// Split View of two scene handles (SC-7).
    public func split(_ first: SimulatedScene, _ second: SimulatedScene) throws {
        try split(first.app.name, first.number, second.app.name, second.number)
    }
    /// Ends Split View (SC-7): the second scene leaves as with Home.
    public func endSplit() throws { try send(.unsplit) }
    /// The scenes on screen, `APP/N`: one, or two in Split View (SC-7); empty at the home screen or
    /// for a classic app.
    public var screenScenes: [SceneName] { engine.scenesOnScreen }
    /// External power and the network come and go (BT-4, BT-6).
    public func charging(_ on: Bool) throws { try send(.charging(on: on)) }
    public func network(_ on: Bool) throws { try send(.network(on: on)) }
}

/// What a test expects a call to fail with (the testing library's `expectKill`, `expectWarning`).
package enum ExpectedFailureKind {
    case kill
    case warning
}

extension DeviceEvent {
    /// The apps an event names.
    public var appNames: [String] {
        switch self {
        case .launch(let app, _), .switcherOpen(let app), .switcherKill(let app), .fetch(let app),
             .push(let app, _), .location(let app), .transfersFinish(let app), .crash(let app), .debuggerAttach(let app),
             .debuggerDetach(let app), .debuggerKill(let app), .localNotification(let app), .tapNotification(let app, _),
             .disconnectScene(let app, _), .openWindow(let app), .closeWindow(let app, _),
             .switcherKillScene(let app, _):
            return [app]
        case .split(let first, let second):
            return first.app == second.app ? [first.app] : [first.app, second.app]
        case .openURL(_, let app, let from):
            return [app] + (from.map { [$0] } ?? [])
        case .refresh(_, let app):
            return app.map { [$0] } ?? []
        case .share(_, let from, let to):
            return [from, to]
        case .pushController(let app, _, _), .popController(let app, _), .presentController(let app, _, _),
             .dismissController(let app, _), .prewarm(let app), .bgTask(let app, _, _), .reinstall(let app):
            return [app]
        case .home, .switcherShow, .switcherClose, .lock, .unlock, .call, .callAccept, .callDecline, .callExpand, .callEnd,
             .alert, .alertDismiss, .notificationCenter, .controlCenter, .lowPower, .reboot, .memoryWarning,
             .memoryPressure, .ps, .charging, .network, .unsplit:
            return []
        }
    }
}
