import LifecycleSim
import XCTest

/// docs/EXECUTION_MODEL.md, "Callbacks are atomic": timers and timeline lines that fell due while a
/// callback worked run after it returns, stamped when they run. Our reading (Device.advance):
/// everything due by the clock runs as soon as the main thread is free, before the next line.
final class CatchUpOrderTests: XCTestCase {
    private func logs(_ trace: TraceCollector) -> [String] {
        trace.records.compactMap { if case .log(let log) = $0 { return "\(log.text)@\(log.time)" }; return nil }
    }

    private func guardWarnings(_ trace: TraceCollector) -> Int {
        trace.records.filter { record in
            if case .warning(let warning) = record { return warning.rule == .te5 && warning.message.contains("simulator's guard") }
            return false
        }.count
    }

    /// A timer at 1 s works until 11 s; the timer due at 5 s fell due meanwhile and runs when the
    /// main thread is free, before the line written at 3 s, which runs at 11 s.
    func testWhatFellDueWhileTheMainThreadWasBusyRunsBeforeTheNextLine() {
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
        device.recordLog("line written at 3s")
        XCTAssertEqual(logs(trace), ["one@1", "five@11", "line written at 3s@11"])
        XCTAssertEqual(guardWarnings(trace), 0, "an ordinary busy callback is not a runaway")
    }

    /// An app whose code keeps working and scheduling its next turn (`after 0s`, then 4 s of
    /// work) never ends on its own. Each catch-up fires at most RunawayGuard's 1000 items that
    /// fell due only through earlier ones' work past its limit, then the timeline goes on, with
    /// one TE-5 warning for the device.
    func testEndlessBusyTimerChainIsCutAfterAThousandTurnsPerCatchUp() {
        let device = Device(version: OSVersion(12))
        let trace = TraceCollector()
        device.addSink(trace)
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
        // Home's catch-up (limit 4 s, the clock when didEnterBackground returned): the turns due
        // at 0 s and 4 s are within it; past it, 1000 items: the budget's expiry and end of this
        // backgrounding (BG-3, BG-5: due at 176 s and 180 s on iOS 12) and 998 turns. 1 + 2 + 998
        // turns of 4 s.
        XCTAssertEqual(turns.count, 1001)
        XCTAssertEqual(device.now, .seconds(4 * 1001))
        XCTAssertEqual(guardWarnings(trace), 1)
        XCTAssertEqual(device.state(of: "Looper"), .background)
        device.handle(.launch(app: "Looper", url: nil))
        XCTAssertEqual(device.state(of: "Looper"), .active, "the next event is applied")
        // The launch's catch-up (limit: the clock after it): the two turns due by then, and 1000
        // past it (no budget in the foreground).
        XCTAssertEqual(turns.count, 1001 + 2 + 1000, "and its own catch-up is cut the same way")
        XCTAssertEqual(guardWarnings(trace), 1, "one warning per device")
    }
}
