import LifecycleSim
import XCTest

/// A device with a collector, for tests that read the trace.
class TestDevice {
    let device: Device
    /// The records since the last `clearTrace()`.
    let trace = TraceCollector()
    /// Every record since the device was made (never cleared): what the invariant checker reads.
    let history = TraceCollector()

    init(ios major: Int, minor: Int = 0, model: DeviceModel = .iphone, multitasking: Bool = true,
         memory: MemorySize? = nil, system: MemorySize? = nil, apps: [AppConfiguration]) {
        device = Device(version: OSVersion(major, minor), model: model, multitasking: multitasking,
                        memory: memory ?? .gigabytes(1), system: system)
        device.addSink(trace)
        device.addSink(history)
        for app in apps { device.install(app) }
    }

    /// Applies events in order (each recorded as an `event` record first); fails the test if one is refused.
    func send(_ events: DeviceEvent..., file: StaticString = #filePath, line: UInt = #line) {
        for event in events {
            if case .refused(let reason, _, _) = handle(event) {
                XCTFail("\(event) refused: \(reason)", file: file, line: line)
            }
        }
    }

    /// Records the event as the scenario runner does, then applies it.
    @discardableResult
    func handle(_ event: DeviceEvent) -> EventOutcome {
        device.recordEvent(event.description, line: 0)
        return device.handle(event)
    }

    /// Sends an event that makes no sense now (docs/EXECUTION_MODEL.md): it must be refused with
    /// exactly one warning record and change nothing. `warning`, when given, is that record whole,
    /// as `lines(_:from:)` writes it (`A ⚠ … [RULE]`).
    func sendRefused(_ event: DeviceEvent, rule: RuleID? = nil, expecting warning: String? = nil,
                     file: StaticString = #filePath, line: UInt = #line) {
        let before = snapshot()
        let mark = trace.records.count
        let outcome = handle(event)
        guard case .refused(_, let refusedRule, _) = outcome else {
            XCTFail("\(event) was applied; expected a refusal", file: file, line: line)
            return
        }
        if let rule { XCTAssertEqual(refusedRule, rule, "\(event)", file: file, line: line) }
        let added = trace.records[(mark + 1)...]  // after the event record
        XCTAssertEqual(added.count, 1, "\(event): expected exactly one record, got \(Array(added))", file: file, line: line)
        if let first = added.first, case .warning = first {} else {
            XCTFail("\(event): the one record is not a warning: \(Array(added))", file: file, line: line)
        }
        if let warning { assertLines(added.map(Self.line), [warning], "\(event)", file: file, line: line) }
        XCTAssertEqual(snapshot(), before, "\(event) changed the device", file: file, line: line)
    }

    func at(_ seconds: Int64) { device.advance(to: VirtualTime(milliseconds: seconds * 1000)) }
    func wait(_ seconds: Int64) { device.advance(by: .seconds(seconds)) }

    // MARK: Steps

    /// One step, asserted whole (TCA's `TestStore.send`): clears the trace, applies `event`
    /// (failing if it is refused) and compares every record the step wrote, one line each as
    /// `lines(_:from:)` writes them, with `expected`. The event's own `▸` record is left out: the
    /// call names it. A difference fails at the caller's line with a `-`/`+` line diff, after
    /// `message` if one is given.
    func send(_ event: DeviceEvent, expecting expected: [String], _ message: String = "",
              file: StaticString = #filePath, line: UInt = #line) {
        clearTrace()
        let start = device.now
        if case .refused(let reason, _, _) = handle(event) {
            XCTFail("\(event) refused: \(reason)", file: file, line: line)
        }
        var records = trace.records
        if case .event = records.first { records.removeFirst() }
        assertLines(Self.lines(records, from: start), expected, "\(event)" + (message.isEmpty ? "" : " (\(message))"),
                    file: file, line: line)
    }

    /// One step of the clock, asserted whole: clears the trace, advances the clock by `seconds`
    /// and compares every record that fell due (each line stamped `+D` after the wait began)
    /// with `expected`. `message` is added to a failure's first line.
    func wait(_ seconds: Int64, expecting expected: [String], _ message: String = "",
              file: StaticString = #filePath, line: UInt = #line) {
        clearTrace()
        let start = device.now
        wait(seconds)
        assertLines(Self.lines(trace.records, from: start), expected,
                    "wait \(seconds)s" + (message.isEmpty ? "" : " (\(message))"), file: file, line: line)
    }

    /// Every record since the last `clearTrace()`, one line each (`lines(_:from:)`), stamped from
    /// the first record's time.
    func traceLines() -> [String] {
        Self.lines(trace.records, from: trace.records.first?.time ?? device.now)
    }

    /// Records written as the text trace shows them, compactly, one line each:
    ///
    ///     ▸ home                                              an event
    ///     A active → inactive [FG-1]                          an app's transition
    ///     A/1 foreground-active → foreground-inactive [SC-4]  a scene's transition
    ///     A • didEnterBackground (background) [FG-1]          a callback, in the state it ran in
    ///     A/1 • sceneDidEnterBackground (background) [SC-4]   a scene delegate's callback
    ///     A   • expire t (background) [BG-9]                  a callback made inside another (depth 1)
    ///     A task begin 1 't' (1 outstanding) [BG-1]           a background task
    ///     A bgtask ID (refresh) launched [BT-3]               a BGTaskScheduler change
    ///     A ⚠ the warning's English words [BG-6]              a warning (no app: `⚠ …`)
    ///     A log tick                                          a log
    ///     A » UIApplicationDidEnterBackgroundNotification (background) [NT-1]   a notification UIKit posted
    ///
    /// A record stamped later than `start` begins with the time since then (`+30s A …`).
    static func lines(_ records: [TraceRecord], from start: VirtualTime) -> [String] {
        records.map { record in
            let elapsed = record.time - start
            let stamp = elapsed.milliseconds == 0 ? "" : "+\(elapsed) "
            return stamp + line(record)
        }
    }

    /// One record as `lines(_:from:)` writes it, without the time.
    static func line(_ record: TraceRecord) -> String {
        switch record {
        case .event(let r): return "▸ \(r.event)"
        case .transition(let r): return "\(r.app) \(r.from) → \(r.to) [\(r.rule)]"
        case .sceneTransition(let r): return "\(r.app)/\(r.scene) \(r.from) → \(r.to) [\(r.rule)]"
        case .callback(let r):
            let indent = String(repeating: "  ", count: r.depth)
            let mark = r.callback.notification == nil ? "•" : "»"
            return "\(r.target) \(indent)\(mark) \(r.callback) (\(r.state)) [\(r.rule)]"
        case .task(let r):
            return "\(r.app) task \(r.action.rawValue) \(r.id) '\(r.name)' (\(r.outstanding) outstanding) [\(r.rule)]"
        case .bgTask(let r): return "\(r.app) bgtask \(r.id) (\(r.kind.rawValue)) \(r.change.rawValue) [\(r.rule)]"
        case .activity(let r): return "\(r.app) \(r.activity.rawValue) \(r.change.rawValue) [\(r.rule)]"
        case .warning(let r): return (r.app.map { "\($0) " } ?? "") + "⚠ \(r.message) [\(r.rule)]"
        case .log(let r): return (r.app.map { "\($0) " } ?? "") + "log \(r.text)"
        case .expect(let r): return "expect \(r.expected): \(r.ok ? "ok" : "failed, actual \(r.actual)")"
        }
    }

    /// Fails with a line diff (`-` expected only, `+` actual only) when the lines differ.
    func assertLines(_ actual: [String], _ expected: [String], _ what: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        if let diff = LineDiff.render(expected: expected, actual: actual, context: 3) {
            XCTFail("\(what): the lines differ (- expected, + actual):\n\(diff)", file: file, line: line)
        }
    }

    /// The callbacks `app` received, in order, as short names.
    func callbacks(_ app: String) -> [String] {
        trace.records.compactMap {
            if case .callback(let r) = $0, r.app == app { return r.callback.description }
            return nil
        }
    }

    /// The callback records of `app`.
    func callbackRecords(_ app: String) -> [CallbackRecord] {
        trace.records.compactMap {
            if case .callback(let r) = $0, r.app == app { return r }
            return nil
        }
    }

    /// The transitions of `app` as "from>to" strings.
    func transitions(_ app: String) -> [String] {
        trace.records.compactMap {
            if case .transition(let r) = $0, r.app == app { return "\(r.from)>\(r.to)" }
            return nil
        }
    }

    /// The transition records of `app`.
    func transitionRecords(_ app: String) -> [TransitionRecord] {
        trace.records.compactMap {
            if case .transition(let r) = $0, r.app == app { return r }
            return nil
        }
    }

    /// Callbacks and transitions of `app`, interleaved as recorded ("willResignActive", "active>inactive").
    func steps(_ app: String) -> [String] {
        trace.records.compactMap {
            switch $0 {
            case .callback(let r) where r.app == app: return r.callback.description
            case .transition(let r) where r.app == app: return "\(r.from)>\(r.to)"
            default: return nil
            }
        }
    }

    /// Callbacks and transitions of every app, interleaved as recorded ("A willResignActive", "B not-running>inactive").
    func allSteps() -> [String] {
        trace.records.compactMap {
            switch $0 {
            case .callback(let r): return "\(r.app) \(r.callback.description)"
            case .transition(let r): return "\(r.app) \(r.from)>\(r.to)"
            default: return nil
            }
        }
    }

    /// The task records of `app`.
    func taskRecords(_ app: String) -> [TaskRecord] {
        trace.records.compactMap {
            if case .task(let r) = $0, r.app == app { return r }
            return nil
        }
    }

    func warnings(_ rule: RuleID? = nil) -> [WarningRecord] {
        trace.records.compactMap {
            if case .warning(let r) = $0, rule == nil || r.rule == rule { return r }
            return nil
        }
    }

    func state(_ app: String) -> AppState? { device.state(of: app) }

    func clearTrace() { trace.removeAll() }

    /// Everything a refused event must leave unchanged.
    struct Snapshot: Equatable {
        var now: VirtualTime
        var states: [AppState?]
        var front: String?
        var switcher: [String]
        var locked: Bool
        var tasks: [[String]]
        var remaining: [RemainingTime]
        var refresh: [BackgroundRefreshStatus?]
        var forceQuit: [Bool]
        var debugger: [Bool]
        var launchReasons: [LaunchReason?]
        var prewarmed: [Bool]
        var bgTaskRequests: [[String]] = []
    }

    func snapshot() -> Snapshot {
        let names = device.appNames
        return Snapshot(now: device.now,
                        states: names.map { device.state(of: $0) },
                        front: device.frontApp,
                        switcher: device.switcher,
                        locked: device.isLocked,
                        tasks: names.map { device.outstandingTaskNames(of: $0) },
                        remaining: names.map { device.remaining(of: $0) },
                        refresh: names.map { device.refreshStatus(of: $0) },
                        forceQuit: names.map { device.isForceQuit($0) },
                        debugger: names.map { device.isDebuggerAttached($0) },
                        launchReasons: names.map { device.launchReason(of: $0) },
                        prewarmed: names.map { device.isPrewarmed($0) },
                        bgTaskRequests: names.map { device.bgTaskRequests(of: $0) })
    }

    /// Checks the whole history against the trace invariants and the engine's own failure flag.
    func assertInvariants(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(device.internalFailure, "internal failure", file: file, line: line)
        for problem in TraceInvariants.problems(in: history.records) {
            XCTFail("trace invariant: \(problem)", file: file, line: line)
        }
    }
}

/// A value a handler writes and the test reads afterwards.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A test case whose devices are checked against the trace invariants after every test.
class RuleTestCase: XCTestCase {
    private var devices: [TestDevice] = []

    func makeDevice(ios major: Int, minor: Int = 0, model: DeviceModel = .iphone, multitasking: Bool = true,
                    apps: [AppConfiguration]) -> TestDevice {
        let device = TestDevice(ios: major, minor: minor, model: model, multitasking: multitasking, apps: apps)
        devices.append(device)
        return device
    }

    override func tearDown() {
        for device in devices { device.assertInvariants() }
        devices.removeAll()
        super.tearDown()
    }
}

extension VirtualTime {
    /// `n` seconds after the start.
    static func seconds(_ n: Int64) -> VirtualTime { VirtualTime(milliseconds: n * 1000) }
}

extension AppConfiguration {
    /// An app whose handlers perform scenario actions.
    static func app(_ name: String, modes: Set<BackgroundMode> = [], exitsOnSuspend: Bool = false,
                    _ handlers: [(Callback, [AppAction])] = []) -> AppConfiguration {
        var config = AppConfiguration(name: name, modes: modes, exitsOnSuspend: exitsOnSuspend)
        for (callback, actions) in handlers {
            let body: AppHandler = { context in actions.forEach(context.perform) }
            switch callback {
            case .delegate(let delegate): config.on(delegate, body)
            case .expire(let task): config.onExpire(task, body)
            case .bgTask(let id): config.onBGTask(id, body)
            case .bgTaskExpire(let id): config.onBGTask(id, expire: true, body)
            case .controller, .notification: break
            }
        }
        return config
    }
}

/// FG-1: what Home makes an active classic app hear and do, in order: willResignActive, then
/// inactive, then background, then didEnterBackground (BG-2 decides next), as step lines.
func homeFromActive(_ app: String) -> [String] {
    [
        "\(app) • willResignActive (active) [FG-1]",
        "\(app) active → inactive [FG-1]",
        "\(app) inactive → background [FG-1]",
        "\(app) • didEnterBackground (background) [FG-1]",
    ]
}

/// FG-4: a suspended classic app's return as step lines: resumed into the background, then
/// willEnterForeground there, inactive, active and didBecomeActive.
func returnFromSuspension(_ app: String) -> [String] {
    [
        "\(app) suspended → background [FG-4]",
        "\(app) • willEnterForeground (background) [FG-4]",
        "\(app) background → inactive [FG-4]",
        "\(app) inactive → active [FG-4]",
        "\(app) • didBecomeActive (active) [FG-4]",
    ]
}

/// LA-1 (iOS 6+): a classic app's user launch as step lines: inactive through willFinishLaunching
/// and didFinishLaunching, then active and didBecomeActive.
func userLaunch(_ app: String) -> [String] {
    [
        "\(app) not-running → inactive [LA-1]",
        "\(app) • willFinishLaunching (inactive) [LA-1]",
        "\(app) • didFinishLaunching (inactive) [LA-1]",
        "\(app) inactive → active [LA-1]",
        "\(app) • didBecomeActive (active) [LA-1]",
    ]
}

/// SC-3, SC-5: a scene-based app's first launch (`rule`: LA-1, or LA-4 for a tapped notification)
/// as step lines, up to its scene's sceneWillEnterForeground: the app reads background through
/// its launch callbacks, then configurationForConnecting (no session yet), the scene's connection.
func sceneLaunchUntilForeground(_ app: String, _ rule: RuleID = .la1) -> [String] {
    [
        "\(app) not-running → background [\(rule)]",
        "\(app) • willFinishLaunching (background) [\(rule)]",
        "\(app) • didFinishLaunching (background) [\(rule)]",
        "\(app) • configurationForConnecting (background) [SC-3]",
        "\(app)/1 unattached → foreground-inactive [SC-3]",
        "\(app)/1 • willConnect (background) [SC-3]",
        "\(app)/1 • sceneWillEnterForeground (background) [SC-3]",
    ]
}

/// SC-3, SC-5 (iOS 14+): a scene-based app's whole first launch as step lines, with no phase
/// callbacks: it reads background until sceneDidBecomeActive has run, then inactive, then active.
func sceneLaunch(_ app: String) -> [String] {
    sceneLaunchUntilForeground(app) + [
        "\(app)/1 foreground-inactive → foreground-active [SC-3]",
        "\(app)/1 • sceneDidBecomeActive (background) [SC-3]",
        "\(app) background → inactive [SC-5]",
        "\(app) inactive → active [SC-5]",
    ]
}
