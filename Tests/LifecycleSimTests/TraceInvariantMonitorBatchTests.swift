@testable import LifecycleSim
import XCTest

/// The monitor reads a device's batches from their packed entries: broken traces
/// handed over that way must be caught with the same words as record by record, and a trace
/// split across batches must be checked as one. Each broken trace's violation must be among those
/// reported (a set property: a trace broken by hand may break more than one invariant), and the
/// batch's violations must equal, whole, those of the records one by one.
final class TraceInvariantMonitorBatchTests: XCTestCase {
    /// `records` packed as the device packs them: transitions, callbacks and scene transitions
    /// as entries naming apps by number, every other record kept whole among the details.
    private func batch(_ records: [TraceRecord], names: TraceNames = TraceNames()) -> TraceBatch {
        func app(_ name: String) -> Int32 {
            if let index = names.apps.firstIndex(of: name) { return Int32(index) }
            names.addApp(name)
            return Int32(names.apps.count - 1)
        }
        var entries: [TraceEntry] = []
        var details: [TraceRecord] = []
        for record in records {
            switch record {
            case .transition(let r):
                entries.append(TraceEntry(kind: .transition, time: r.time, app: app(r.app), rule: r.rule, state: r.to,
                                          previous: r.from))
            case .callback(let r):
                var delegate: DelegateCallback?
                var code: Int32 = 0
                if case .delegate(let method) = r.callback { delegate = method } else { code = names.code(for: r.callback) }
                entries.append(TraceEntry(kind: .callback, time: r.time, app: app(r.app), rule: r.rule, state: r.state,
                                          delegate: delegate, code: code, count: Int32(r.depth), extra: Int32(r.scene ?? 0)))
            case .sceneTransition(let r):
                entries.append(TraceEntry(kind: .sceneTransition, time: r.time, app: app(r.app), rule: r.rule,
                                          sceneFrom: r.from, sceneTo: r.to, extra: Int32(r.scene)))
            case .event, .task, .warning, .expect, .log, .bgTask, .activity:
                details.append(record)
                entries.append(.detail(record, at: details.count - 1))
            }
        }
        return TraceBatch(entries: entries, details: details, names: names)
    }

    private func violationsOfRecords(_ records: [TraceRecord]) -> [String] {
        let monitor = TraceInvariantMonitor()
        records.forEach(monitor.receive)
        monitor.finishStep()
        return monitor.violations
    }

    private func violationsOfBatches(_ batches: [TraceBatch]) -> [String] {
        let monitor = TraceInvariantMonitor()
        batches.forEach(monitor.receive)
        monitor.finishStep()
        return monitor.violations
    }

    private func at(_ ms: Int64) -> VirtualTime { VirtualTime(milliseconds: ms) }

    private func transition(_ app: String, _ from: AppState, _ to: AppState, _ rule: RuleID = .la1, at ms: Int64 = 0) -> TraceRecord {
        .transition(TransitionRecord(time: at(ms), app: app, from: from, to: to, rule: rule))
    }

    private func callback(_ app: String, _ callback: DelegateCallback, _ state: AppState, scene: Int? = nil) -> TraceRecord {
        .callback(CallbackRecord(time: .zero, app: app, callback: .delegate(callback), state: state, depth: 0, rule: .sc4,
                                 scene: scene))
    }

    private func scene(_ app: String, _ number: Int, _ from: SceneActivationState, _ to: SceneActivationState) -> TraceRecord {
        .sceneTransition(SceneTransitionRecord(time: .zero, app: app, scene: number, from: from, to: to, rule: .sc4))
    }

    /// Broken traces, each with words its violation must contain (the rule it breaks).
    private var brokenTraces: [(records: [TraceRecord], expected: String)] {
        [
            ([transition("A", .notRunning, .active)], "A: illegal not-running → active"),
            ([transition("A", .notRunning, .background, .br3), transition("A", .background, .suspended, .bg2),
              .callback(CallbackRecord(time: .zero, app: "A", callback: .delegate(.performFetch), state: .suspended, depth: 0,
                                       rule: .br3))],
             "A: performFetch delivered while suspended"),
            ([.callback(CallbackRecord(time: .zero, app: "B", callback: .expire(task: "sync"), state: .background, depth: 0,
                                       rule: .bg5))],
             "recorded in background while not-running"),
            ([.log(LogRecord(time: at(5), app: nil, text: "a")), .log(LogRecord(time: at(4), app: nil, text: "b"))],
             "the clock went back"),
            ([transition("A", .notRunning, .background, .br3), callback("A", .willEnterForeground, .background),
              transition("A", .background, .inactive, .fg4)],
             "A: willEnterForeground without didBecomeActive"),
            ([transition("A", .notRunning, .inactive), callback("A", .sceneDidBecomeActive, .inactive, scene: 1)],
             "for a scene that never connected (SC-1)"),
            ([transition("A", .notRunning, .inactive), scene("A", 1, .unattached, .foregroundInactive),
              callback("A", .willResignActive, .inactive)],
             "A: app-delegate willResignActive for a scene-based app (SC-1)"),
            ([transition("A", .notRunning, .inactive), scene("A", 1, .unattached, .foregroundInactive),
              scene("A", 1, .foregroundInactive, .foregroundActive), .log(LogRecord(time: .zero, app: nil, text: "x"))],
             "A: inactive but its scenes give active (SC-5)"),
            ([transition("A", .notRunning, .inactive), scene("A", 2, .foregroundActive, .background)],
             "A/2: scene transition from foreground-active while unattached"),
        ]
    }

    func testBrokenTracesInABatchAreCaughtWithTheWordsOfTheirRecords() {
        for (records, expected) in brokenTraces {
            let packed = batch(records)
            XCTAssertEqual(Array(packed), records, "the batch holds the very records")
            let problems = violationsOfBatches([packed])
            XCTAssertTrue(problems.contains { $0.contains(expected) }, "\(expected): \(problems)")
            XCTAssertEqual(problems, violationsOfRecords(records))
        }
    }

    func testATraceSplitAcrossBatchesIsCheckedAsOne() {
        // willEnterForeground in one batch, the step's end in the next: still caught once.
        let records: [TraceRecord] = [
            transition("B", .notRunning, .background, .br3), transition("A", .notRunning, .background, .br3),
            callback("A", .willEnterForeground, .background), callback("B", .willEnterForeground, .background),
            transition("B", .background, .inactive, .fg4), transition("A", .background, .inactive, .fg4),
            .event(EventRecord(time: at(1), line: 2, event: "home")),
        ]
        let names = TraceNames()
        let problems = violationsOfBatches([batch(Array(records[..<3]), names: names), batch(Array(records[3...]), names: names)])
        XCTAssertEqual(problems, ["A: willEnterForeground without didBecomeActive", "B: willEnterForeground without didBecomeActive"],
                       "each app once, in name order")
        XCTAssertEqual(problems, violationsOfRecords(records))
    }

    func testADevicesOwnTraceKeepsEveryInvariant() {
        let device = Device(version: OSVersion(17))
        let monitor = TraceInvariantMonitor()
        device.addSink(monitor)
        var config = AppConfiguration(name: "A")
        config.scenes = true
        device.install(config)
        device.install(AppConfiguration(name: "B"))
        for event in [DeviceEvent.launch(app: "A", url: nil), .home, .launch(app: "B", url: nil), .switcherShow,
                      .switcherOpen(app: "A"), .lock, .unlock] {
            device.handle(event)
        }
        monitor.finishStep()
        XCTAssertEqual(monitor.violations, [])
    }
}
