import Foundation
import LifecycleSim
@testable import LifecycleSimTesting
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

    /// The hook against the plain path, on jobs of Swift's global executor (detached tasks): both
    /// run every job; with the hook they run on the main actor one at a time, in the order they
    /// were queued, run after run; without it, in whatever order the pool's threads take them.
    @MainActor func test_theHookRunsGlobalJobsInArrivalOrderThePlainPathRunsThemAll() async {
        func run(hooked: Bool) async -> [Int] {
            let ran = RanInOrder()
            if hooked { GlobalJobsOnMainActor.begin() }
            let tasks = (0..<50).map { index in Task.detached { ran.append(index) } }
            for task in tasks { await task.value }
            if hooked { GlobalJobsOnMainActor.end() }
            return ran.indices
        }
        XCTAssertTrue(GlobalJobsOnMainActor.isAvailable, "the runtime exports swift_task_enqueueGlobal_hook")
        for _ in 1...20 {
            let hooked = await run(hooked: true)
            XCTAssertEqual(hooked, Array(0..<50))
        }
        let plain = await run(hooked: false)
        XCTAssertEqual(plain.sorted(), Array(0..<50))
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

/// Indices appended from any thread, in the order the appends ran.
private final class RanInOrder: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var appended: [Int] = []

    func append(_ index: Int) { lock.withLock { appended.append(index) } }
    var indices: [Int] { lock.withLock { appended } }
}
