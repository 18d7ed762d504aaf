@testable import LifecycleSim
import XCTest

/// Stale scheduled items (a budget expiry of a backgrounding that ended, a disarmed completion
/// window, a timer of an ended process) are swept out, so the queue stays proportional to what
/// is live even when virtual time never moves; and sweeping changes nothing in the trace.
final class SchedulerSweepTests: XCTestCase {
    /// Each Home starts a 180 s budget (BG-3, iOS 7-12) whose expiry stays queued after the app
    /// returns; at one instant none ever falls due.
    func testHomeAndReturnAtOneInstantKeepTheQueueBounded() {
        let device = Device(version: OSVersion(12))
        device.install(AppConfiguration(name: "App"))
        for _ in 0..<20_000 {
            device.handle(.launch(app: "App", url: nil))
            device.handle(.home)
        }
        XCTAssertEqual(device.now, .zero)
        XCTAssertLessThan(device.scheduler.count, 2 * Device.minimumSweepThreshold,
                          "20 000 backgroundings at one instant; without the sweep 20 000 expiries would wait")
    }

    /// The same events, sweeping before and after every event (and whenever the queue doubles)
    /// or never: the same trace to the record (tasks, timers, BG-5 expiries, BR-3 kills,
    /// crashes, expiries falling due while a callback works).
    func testSweepingDoesNotChangeTheTrace() {
        func run(sweepEveryEvent: Bool) -> [TraceRecord] {
            let device = Device(version: OSVersion(9))
            if !sweepEveryEvent { device.schedulerSweepThreshold = .max }
            let trace = TraceCollector()
            device.addSink(trace)
            var config = AppConfiguration(name: "Worker", modes: [.fetch])
            config.on(.didEnterBackground) { context in
                let task = context.beginBackgroundTask(withName: "upload") {}
                context.after(.seconds(190), label: "finish") { $0.endBackgroundTask(task) }
            }
            config.on(.performFetch) { context in
                context.after(.seconds(10), label: "fetched") { _ in }
            }
            device.install(config)
            device.install(AppConfiguration(name: "Other"))
            // The memory warning ends the task and keeps the main thread busy past the budget:
            // the expiry falls due during the callback (docs/EXECUTION_MODEL.md, "Callbacks are atomic").
            config.on(.didReceiveMemoryWarning) { context in
                context.endAllBackgroundTasks()
                context.work(.seconds(200))
            }
            let events: [DeviceEvent] = [
                .launch(app: "Worker", url: nil), .home, .launch(app: "Other", url: nil),
                .fetch(app: "Worker"), .launch(app: "Worker", url: nil), .home, .crash(app: "Worker"),
                .launch(app: "Worker", url: nil), .home, .memoryWarning(.normal),
            ]
            for step in 0..<300 {
                for (index, event) in events.enumerated() {
                    if sweepEveryEvent { device.scheduler.removeAll(where: device.isStale) }
                    device.handle(event)
                    if sweepEveryEvent { device.scheduler.removeAll(where: device.isStale) }
                    device.advance(by: .seconds(Int64((step * 7 + index * 13) % 250)))
                }
            }
            device.advance(by: .days(1))
            return trace.records
        }
        let swept = run(sweepEveryEvent: true)
        let plain = run(sweepEveryEvent: false)
        XCTAssertTrue(swept.contains { if case .callback(let callback) = $0 { return callback.callback == .delegate(.didReceiveMemoryWarning) }; return false })
        XCTAssertGreaterThan(swept.count, 10_000)
        XCTAssertTrue(swept.contains { if case .task(let task) = $0 { return task.action == .expire }; return false },
                      "the run must include budget expiries (BG-5)")
        XCTAssertTrue(swept.contains { if case .warning(let warning) = $0 { return warning.rule == .br3 }; return false },
                      "the run must include missed completion deadlines (BR-3)")
        XCTAssertEqual(swept, plain)
    }

    /// TE-5's catch-up guard cuts a catch-up after 1000 items that fell due only through earlier
    /// ones' work past its limit; an item that can never act (an earlier budget's expiry, BG-5) is
    /// not one of them, so a runaway timer chain under a debugger is cut at the same moment whether
    /// such an item was swept out before or left to fall due on the way.
    func testTheCatchUpGuardCountsOnlyItemsThatAct() {
        func run(sweep: Bool) -> (records: [TraceRecord], stale: Int) {
            let device = Device(version: OSVersion(17))
            var looper = AppConfiguration(name: "Loop")
            func chain(_ context: AppContext) {
                context.after(.seconds(1), label: "tick") { chain($0) }
                context.work(.seconds(2))
            }
            looper.on(.didBecomeActive) { context in context.after(.seconds(1), label: "tick") { chain($0) } }
            device.install(looper)
            device.install(AppConfiguration(name: "Other"))
            // Other's first budget's expiry (26 s on) can never act once a second Home began another.
            for event: DeviceEvent in [.launch(app: "Other", url: nil), .home, .launch(app: "Other", url: nil), .home,
                                       .launch(app: "Loop", url: nil), .debuggerAttach(app: "Loop")] {
                device.handle(event)
            }
            var stale = 0
            device.scheduler.forEach { _, _, item in if device.isStale(item) { stale += 1 } }
            if sweep { device.sweepStaleItems() }
            let trace = TraceCollector()
            device.addSink(trace)
            device.advance(by: .seconds(1))
            return (trace.records, stale)
        }
        let swept = run(sweep: true), plain = run(sweep: false)
        XCTAssertEqual(plain.stale, 1, "the earlier budget's expiry")
        XCTAssertTrue(plain.records.contains { if case .warning(let warning) = $0 { return warning.rule == .te5 }; return false },
                      "the catch-up guard must cut the chain")
        XCTAssertEqual(swept.records, plain.records)
    }

    /// docs/EXECUTION_MODEL.md: a background app that nothing keeps running "is suspended at once,
    /// after the current callback returns"; an expiry that fell due while the callback worked
    /// runs after that, and finds the app suspended. The outcome must not depend on how many
    /// backgroundings came before (their expiries are stale, and swept out past 1024).
    func testAppLeftWithoutTasksIsSuspendedByBG2BeforeOverdueExpiries() {
        func tail(backgroundings: Int) -> [TraceRecord] {
            let device = Device(version: OSVersion(12))
            let trace = TraceCollector()
            var config = AppConfiguration(name: "B")
            config.on(.didEnterBackground) { _ = $0.beginBackgroundTask(withName: "t") {} }
            config.on(.willEnterForeground) { $0.endAllBackgroundTasks() }
            config.on(.didReceiveMemoryWarning) { context in
                context.endAllBackgroundTasks()
                context.work(.seconds(200))
            }
            device.install(config)
            device.handle(.launch(app: "B", url: nil))
            for _ in 1..<backgroundings {
                device.handle(.home)
                device.handle(.launch(app: "B", url: nil))
            }
            device.handle(.home)
            device.addSink(trace)
            device.handle(.memoryWarning(.normal))
            return trace.records
        }
        let fresh = tail(backgroundings: 1)
        let suspension = fresh.compactMap { record -> TransitionRecord? in
            if case .transition(let transition) = record, transition.to == .suspended { return transition }
            return nil
        }
        XCTAssertEqual(suspension.map(\.rule), [.bg2])
        XCTAssertEqual(suspension.first?.time, .seconds(200), "suspended when the callback returns")
        XCTAssertFalse(fresh.contains { if case .task(let task) = $0 { return task.action == .expire }; return false },
                       "no task is left to expire")
        // Task identifiers count every task ever begun; everything else must be the same.
        func withoutTaskIDs(_ records: [TraceRecord]) -> [TraceRecord] {
            records.map { record in
                guard case .task(var task) = record else { return record }
                task.id = 0
                return .task(task)
            }
        }
        XCTAssertEqual(withoutTaskIDs(tail(backgroundings: 1100)), withoutTaskIDs(fresh))
    }
}
