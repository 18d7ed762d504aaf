import LifecycleSim
import XCTest

/// EXECUTION_MODEL.md, "Callbacks are atomic": timers and timeline lines that fell due while a
/// callback worked run after it returns, in the order they fell due, stamped when they run.
final class CatchUpOrderTests: XCTestCase {
    private func logs(_ trace: TraceCollector) -> [String] {
        trace.records.compactMap { if case .log(let log) = $0 { return "\(log.text)@\(log.time)" }; return nil }
    }

    /// A timer due at 5 s is due after a line at 3 s, even when a timer at 1 s worked until 11 s.
    func testItemDueAfterTheNextLineWaitsForItThoughTheClockPassedIt() {
        let device = Device(version: OSVersion(12))
        let trace = TraceCollector()
        device.addSink(trace)
        var config = AppConfiguration(name: "App")
        config.on(.didEnterBackground) { context in
            _ = context.beginBackgroundTask(withName: "keep") {}
            context.after(.seconds(1), label: "one") { context in
                context.log("one")
                context.work(.seconds(10))
            }
            context.after(.seconds(5), label: "five") { $0.log("five") }
        }
        device.install(config)
        device.handle(.launch(app: "App", url: nil))
        device.handle(.home)
        device.advance(to: .seconds(2))
        device.advance(to: .seconds(3))
        device.recordLog("line due at 3s")
        device.advance(to: .seconds(5))
        XCTAssertEqual(logs(trace), ["one@1", "line due at 3s@11", "five@11"])
    }

    /// An app whose code, under a debugger, keeps working and scheduling its next turn never
    /// ends on its own; each call still returns, one turn at a time.
    func testEndlessBusyTimerChainStillLetsTheTimelineRun() {
        let device = Device(version: OSVersion(12))
        var config = AppConfiguration(name: "Looper")
        final class Turns { var count = 0 }
        let turns = Turns()
        func turn(_ context: AppContext) {
            turns.count += 1
            context.after(.seconds(0), label: "again") { turn($0) }
            context.work(.seconds(4))
        }
        config.on(.didEnterBackground) { turn($0) }
        device.install(config)
        device.handle(.debuggerAttach(app: "Looper"))
        device.handle(.launch(app: "Looper", url: nil))
        device.handle(.home)
        device.advance(to: .seconds(60))
        // Each turn schedules the next at its start (due then) and works 4 s, so the turn due at
        // t runs at t + 4. The last one due by 60 s is due at 60 s: it runs at 64 s until 68 s.
        XCTAssertEqual(device.now, .seconds(68))
        XCTAssertEqual(turns.count, 17, "didEnterBackground at 0 s, then the turns due at 0, 4, …, 60 s")
        device.handle(.launch(app: "Looper", url: nil))
        XCTAssertEqual(device.state(of: "Looper"), .active)
    }
}
