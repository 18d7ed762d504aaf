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

    /// The same events, sweeping before and after every event or only when the queue doubles:
    /// the same trace to the record (tasks, timers, BG-5 expiries, BR-3 kills, crashes).
    func testSweepingDoesNotChangeTheTrace() {
        func run(sweepEveryEvent: Bool) -> [TraceRecord] {
            let device = Device(version: OSVersion(9))
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
            let events: [DeviceEvent] = [
                .launch(app: "Worker", url: nil), .home, .launch(app: "Other", url: nil),
                .fetch(app: "Worker"), .launch(app: "Worker", url: nil), .home, .crash(app: "Worker"),
                .launch(app: "Worker", url: nil), .home,
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
        XCTAssertGreaterThan(swept.count, 10_000)
        XCTAssertTrue(swept.contains { if case .task(let task) = $0 { return task.action == .expire }; return false },
                      "the run must include budget expiries (BG-5)")
        XCTAssertTrue(swept.contains { if case .warning(let warning) = $0 { return warning.rule == .br3 }; return false },
                      "the run must include missed completion deadlines (BR-3)")
        XCTAssertEqual(swept, plain)
    }
}
