import LifecycleSim
import LifecycleSimTesting
import XCTest

/// The same async test, run 1000 times, gives the same trace (docs/EXECUTION_MODEL.md, "App code
/// that awaits"): waits that end at one instant resume earliest-begun first, and a task that hops
/// off the main actor (through Swift's global executor) reaches its next wait before time moves.
final class AsyncDeterminismTests: XCTestCase {
    /// Two apps, each starting three uploads at Home whose waits tie at 2 s and 4 s; each upload
    /// passes through a nonisolated async function (the global executor) and starts a follow-up
    /// task of its own. Without the main actor's ordering, ties resolve by thread timing.
    @MainActor func test_theSameAsyncTestGivesTheSameTraceAThousandTimes() async throws {
        let first = try await uploadsTrace(serially: true)
        XCTAssertEqual(first.filter { $0.hasPrefix("log") }, Self.expectedLogOrder)
        for run in 2...1000 {
            let trace = try await uploadsTrace(serially: true)
            guard trace == first else {
                return XCTFail("run \(run) differs:\n" + (LineDiff.render(expected: first, actual: trace) ?? ""))
            }
        }
    }

    /// The plain path (no reordering of global jobs) gives the same trace where no two waits end
    /// at one instant: the serial path changes the order of ties only, never what happens.
    @MainActor func test_thePlainPathAgreesWhereNothingTies() async throws {
        func trace(serially: Bool) async throws -> [String] {
            let device = try SimulatedDevice(ios: 17)
            device.runsWaitingCodeSerially = serially
            let clock = device.clock
            let app = try device.install("Mail") { app in
                app.on(.didEnterBackground) { context in
                    let task = context.beginBackgroundTask(withName: "send")
                    Task {
                        for step in 1...3 {
                            try await clock.sleep(for: .seconds(step))
                            await passThroughTheGlobalExecutor()
                            context.log("sent \(step)")
                        }
                        context.endBackgroundTask(task)
                    }
                }
            }
            try app.launch()
            try device.home()
            try await device.advance(by: .seconds(10))
            return device.trace.map { "\($0)" }
        }
        let serial = try await trace(serially: true)
        XCTAssertEqual(serial.filter { $0.contains("sent ") }.count, 3)
        let plain = try await trace(serially: false)
        XCTAssertEqual(plain, serial)
    }

    /// What the uploads log, in the order the rule gives: by the instant the wait ends, then by the
    /// order the waits began (Mail's uploads began before Photos', both at Home at 0 s; each
    /// follow-up begins when its upload resumes).
    static let expectedLogOrder = [
        "log Mail a@2000", "log Mail b@2000", "log Photos a@2000", "log Photos b@2000",
        "log Mail a+@2500", "log Mail b+@2500", "log Photos a+@2500", "log Photos b+@2500",
        "log Mail c@4000", "log Photos c@4000", "log Mail c+@4500", "log Photos c+@4500",
    ]

    @MainActor private func uploadsTrace(serially: Bool) async throws -> [String] {
        let device = try SimulatedDevice(ios: 17)
        device.runsWaitingCodeSerially = serially
        let clock = device.clock
        let log: @MainActor (AppContext, String) -> Void = { context, text in
            context.log("\(text)@\(device.now.milliseconds)")
        }
        for name in ["Mail", "Photos"] {
            try device.install(name) { app in
                app.on(.didEnterBackground) { context in
                    let task = context.beginBackgroundTask(withName: "uploads")
                    var left = 3
                    for (upload, seconds) in [("a", 2), ("b", 2), ("c", 4)] {
                        Task {
                            try await clock.sleep(for: .seconds(seconds))
                            await passThroughTheGlobalExecutor()
                            log(context, upload)
                            Task {
                                try await clock.sleep(for: .milliseconds(500))
                                log(context, upload + "+")
                                left -= 1
                                if left == 0 { context.endBackgroundTask(task) }
                            }
                        }
                    }
                }
            }
        }
        try device.app("Mail").launch()
        try device.app("Photos").launch() // Mail goes to the background first: its waits begin first
        try device.home()
        try await device.advance(by: .seconds(10))
        return device.trace.map { record in
            if case .log(let line) = record { return "log \(line.app ?? "-") \(line.text)" }
            return "\(record)"
        }
    }
}

/// A nonisolated async function: called from the main actor, it runs on Swift's global executor.
private nonisolated func passThroughTheGlobalExecutor() async {}
