import LifecycleSim
@testable import LifecycleSimTesting
import XCTest

/// App code that awaits the device's clock, driven by `await device.advance(by:)` from the main
/// actor (docs/EXECUTION_MODEL.md, "App code that awaits").
final class AsyncCodeTests: XCTestCase {
    /// A wait ends at its virtual instant, not before, and not on the wall clock.
    @MainActor func test_aWaitEndsAtItsVirtualInstant() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var wokeAt: DeviceClock.Instant?
        Task {
            try await clock.sleep(for: .seconds(200))
            wokeAt = clock.now
        }
        try await device.advance(by: .milliseconds(199_999))
        XCTAssertNil(wokeAt, "1 ms early")
        try await device.advance(by: .milliseconds(1))
        XCTAssertEqual(wokeAt, DeviceClock.Instant(offset: .seconds(200)))
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 200_000))
    }

    /// An upload that needs 200 s, begun under a background task at Home (BG-1). iOS 13+ gives
    /// 30 s (BG-3): the expiration handler runs at 30 s, and a task still outstanding after it is
    /// the BG-5 kill, so the upload's end never runs. iOS 4-6 gives 600 s: it finishes at 200 s,
    /// ends its task, and the app is suspended at once (BG-2).
    @MainActor func test_BG3_BG5_anUploadOf200sIsCutOffOnIOS13AndFinishesOnIOS6() async throws {
        for (ios, finishes) in [(13, false), (17, false), (6, true)] {
            let device = try SimulatedDevice(ios: ios)
            let clock = device.clock
            var finishedAt: VirtualTime?
            let photos = try device.install("Photos") { app in
                app.on(.didEnterBackground) { context in
                    let task = context.beginBackgroundTask(withName: "upload")
                    Task {
                        try await clock.sleep(for: .seconds(200))
                        finishedAt = device.now
                        context.endBackgroundTask(task)
                    }
                }
            }
            try photos.launch()
            try device.home()
            try await device.advance(by: .seconds(700))
            if finishes {
                XCTAssertEqual(finishedAt, VirtualTime(milliseconds: 200_000), "iOS \(ios)")
                XCTAssertEqual(photos.state, .suspended, "iOS \(ios): BG-2 suspends it when the task ends")
            } else {
                XCTAssertNil(finishedAt, "iOS \(ios): the killed process's code never runs again")
                XCTAssertEqual(photos.state, .notRunning, "iOS \(ios)")
            }
        }
    }

    /// `expectKill`: the async advance stops at the kill, which it expects, and says which rule and when.
    @MainActor func test_BG5_theAsyncAdvanceFailsAtTheKill() async throws {
        let device = try SimulatedDevice(ios: 17)
        device.failsOnKills = true
        let clock = device.clock
        let photos = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in
                let task = context.beginBackgroundTask(withName: "upload")
                Task {
                    try await clock.sleep(for: .seconds(200))
                    context.endBackgroundTask(task)
                }
            }
        }
        try photos.launch()
        try device.home()
        let kill = await device.expectKill(of: "Photos", by: .bg5) { try await device.advance(by: .seconds(300)) }
        XCTAssertEqual(kill?.time, VirtualTime(milliseconds: 30_000))
        XCTAssertEqual(device.now, VirtualTime(milliseconds: 30_000), "the kill ended the advance")
    }

    /// A wait begun by a process that was then swiped away never resumes, not even when the app
    /// runs again by then: the new process did not begin it.
    @MainActor func test_TE2_theWaitOfASwipedProcessNeverResumes() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var resumed = 0
        let notes = try device.install("Notes") { app in
            app.on(.didEnterBackground) { _ in
                Task {
                    try await clock.sleep(for: .seconds(10))
                    resumed += 1
                }
            }
        }
        try notes.launch()
        try device.home()
        try await device.advance(by: .seconds(1))
        try device.showSwitcher()
        try notes.killFromSwitcher()
        try device.closeSwitcher()
        try notes.launch()
        try await device.advance(by: .seconds(20))
        XCTAssertEqual(resumed, 0)
        XCTAssertEqual(notes.state, .active)
    }

    /// A suspended app runs no code (BG-2; its timers wait too): a wait that comes due at 40 s,
    /// while the app has been suspended since its budget ran out at 30 s (BG-3), resumes only when
    /// the app runs again, at 50 s.
    @MainActor func test_BG2_aWaitDueWhileSuspendedResumesWhenTheAppRunsAgain() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var resumedAt: VirtualTime?
        let notes = try device.install("Notes") { app in
            app.on(.didEnterBackground) { context in
                var task = BackgroundTaskIdentifier.invalid
                task = context.beginBackgroundTask(withName: "sync") { context.endBackgroundTask(task) }
                Task {
                    try await clock.sleep(for: .seconds(40))
                    resumedAt = device.now
                }
            }
        }
        try notes.launch()
        try device.home()
        try await device.advance(by: .seconds(45))
        XCTAssertEqual(notes.state, .suspended)
        XCTAssertNil(resumedAt, "due at 40 s, held while suspended")
        try await device.advance(by: .seconds(5))
        try notes.launch()
        try await device.advance(by: .zero)
        XCTAssertEqual(resumedAt, VirtualTime(milliseconds: 50_000))
    }

    /// The test's own waits (begun outside the app's code) belong to no process and always end.
    @MainActor func test_theTestsOwnWaitEndsWhateverTheApps() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var resumed = false
        Task {
            try await clock.sleep(until: DeviceClock.Instant(offset: .seconds(5)))
            resumed = true
        }
        try await device.advance(by: .seconds(5))
        XCTAssertTrue(resumed)
    }

    /// A cancelled wait throws `CancellationError`, as `ContinuousClock`'s does, and holds no time.
    @MainActor func test_aCancelledWaitThrows() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        let waiting = Task { try await clock.sleep(for: .seconds(60)) }
        try await device.advance(by: .zero)
        waiting.cancel()
        let result = await waiting.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        XCTAssertNoThrow(try advanceSynchronously(device, by: .seconds(120)), "no wait is left for the synchronous advance to refuse")
    }

    /// The synchronous advance cannot let waiting code run, so it refuses to pass a wait and says
    /// what to write instead.
    @MainActor func test_theSynchronousAdvanceRefusesToPassAWait() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        Task { try await clock.sleep(for: .seconds(2)) }
        try await device.advance(by: .zero)
        XCTAssertNoThrow(try advanceSynchronously(device, by: .seconds(1)), "before the wait")
        XCTAssertThrowsError(try advanceSynchronously(device, by: .seconds(1))) { error in
            XCTAssertEqual("\(error)", "code waits on device.clock until 2s (now 1s), and a synchronous advance cannot "
                           + "let it run: write `try await device.advance(by:)` in an async test (LifecycleSimTesting)")
        }
        try await device.advance(by: .seconds(1))
    }

    /// Rounding: a wait of 1.5 ms ends at 2 ms, never before its deadline; a wait "for ever"
    /// saturates instead of trapping; a deadline in the past stays in the past.
    func test_aDeadlineBetweenMillisecondsRoundsUp() {
        XCTAssertEqual(VirtualDuration(roundingUp: .microseconds(1500)).milliseconds, 2)
        XCTAssertEqual(VirtualDuration(roundingUp: .milliseconds(3)).milliseconds, 3)
        XCTAssertEqual(VirtualDuration(roundingUp: .seconds(2)).milliseconds, 2000)
        XCTAssertEqual(VirtualDuration(roundingUp: .seconds(Int64.max)).milliseconds, Int64.max)
        XCTAssertEqual(VirtualDuration(roundingUp: .seconds(Int64.min)).milliseconds, Int64.min)
        XCTAssertEqual(VirtualDuration(roundingUp: .milliseconds(-1500)).milliseconds, -1500)
    }

    /// A task a timer starts (an `after` in the app's code) runs at the timer's instant, not when
    /// the advance ends: the advance stops at every item the engine has scheduled.
    @MainActor func test_aTaskATimerStartsRunsAtTheTimersInstant() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var startedAt: VirtualTime?, wokeAt: VirtualTime?
        let app = try device.install("Notes") { app in
            app.on(.didBecomeActive) { context in
                context.after(.seconds(1), label: "start") { _ in
                    Task {
                        startedAt = device.now
                        try await clock.sleep(for: .seconds(1))
                        wokeAt = device.now
                    }
                }
            }
        }
        try app.launch()
        try await device.advance(by: .seconds(10))
        XCTAssertEqual(startedAt, VirtualTime(milliseconds: 1000))
        XCTAssertEqual(wokeAt, VirtualTime(milliseconds: 2000))
    }

    /// A held wait (its app suspended) can still be cancelled: it throws at once.
    @MainActor func test_aHeldWaitCanBeCancelled() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var waiting: Task<Void, any Error>?
        let notes = try device.install("Notes") { app in
            app.on(.didEnterBackground) { _ in waiting = Task { try await clock.sleep(for: .seconds(5)) } }
        }
        try notes.launch()
        try device.home()
        try await device.advance(by: .seconds(10))
        XCTAssertEqual(notes.state, .suspended, "BG-2: nothing kept it running; its wait came due held")
        waiting?.cancel()
        let result = await waiting?.result
        XCTAssertThrowsError(try result?.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    /// Only the test drives the clock: an advance from code an advance lets run is refused.
    @MainActor func test_anAdvanceFromWithinAnAdvanceIsRefused() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var refusal: (any Error)?
        Task {
            try await clock.sleep(for: .seconds(1))
            do { try await device.advance(by: .seconds(1)) } catch { refusal = error }
        }
        try await device.advance(by: .seconds(5))
        guard case LifecycleSimError.advanceWithinAdvance? = refusal else { return XCTFail("\(String(describing: refusal))") }
    }

    /// The synchronous advance refuses what only an async one can let run (a held wait of an app
    /// that runs again), and lets pass what can never run (a wait of a process that ended).
    @MainActor func test_theSynchronousAdvanceCountsHeldWaitsAndIgnoresEndedProcesses() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        let notes = try device.install("Notes") { app in
            app.on(.didEnterBackground) { _ in Task { try await clock.sleep(for: .seconds(5)) } }
        }
        try notes.launch()
        try device.home()
        try await device.advance(by: .seconds(10))
        try notes.launch()
        XCTAssertThrowsError(try advanceSynchronously(device, by: .seconds(1)), "the held wait is due now")
        try await device.advance(by: .zero)
        try device.home()
        try await device.advance(by: .zero)
        try device.showSwitcher()
        try notes.killFromSwitcher()
        XCTAssertNoThrow(try advanceSynchronously(device, by: .seconds(60)), "the killed process's wait never runs")
    }
}

/// The synchronous `advance`, which an async context would not choose over the async one.
private func advanceSynchronously(_ device: SimulatedDevice, by duration: Duration) throws {
    try device.advance(by: duration)
}
