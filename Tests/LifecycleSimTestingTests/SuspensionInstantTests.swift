import LifecycleSim
import LifecycleSimTesting
import XCTest

/// What app code may run at the instant its app is suspended (docs/EXECUTION_MODEL.md, "The
/// instant of suspension"): an expiration handler that cancels an upload's wait and ends the last
/// task lets the app be suspended as the handler returns; the cancelled code runs when the app
/// next runs, never at the suspension.
final class SuspensionInstantTests: XCTestCase {
    @MainActor func test_BG2_codeAnExpirationHandlerCancelsRunsWhenTheAppNextRuns() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var upload: Task<Void, Never>?
        var cancelledAt: [(VirtualTime, AppState)] = []
        let photos = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in
                var task = BackgroundTaskIdentifier.invalid
                task = context.beginBackgroundTask(withName: "upload") {
                    upload?.cancel()
                    context.endBackgroundTask(task)
                }
                upload = Task {
                    do { try await clock.sleep(for: .seconds(200)) } catch {
                        cancelledAt.append((device.now, device.engine.state(of: "Photos") ?? .notRunning))
                        context.log("upload cancelled")
                    }
                }
            }
        }
        try photos.launch()
        try device.home()
        try await device.advance(by: .seconds(60))
        // BG-3, BG-5: the handler runs at 26 s, 4 s before the 30 s end, ends the task, and the app is
        // suspended as it returns (BG-2).
        XCTAssertEqual(photos.state, .suspended)
        XCTAssertTrue(cancelledAt.isEmpty, "the cancelled code waits for the app to run again")
        let notes = device.trace.compactMap { record -> String? in
            if case .log(let log) = record, log.app == "Photos" { return "\(log.time)s \(log.text)" }
            return nil
        }
        XCTAssertEqual(notes, ["26s code a cancelled wait resumes is held until the app runs again: it was suspended at this instant (BG-2)"])
        try await device.advance(by: .seconds(40))
        try photos.launch() // FG-4: resumed at 100 s; the held code runs then
        try await device.advance(by: .zero)
        XCTAssertEqual(cancelledAt.map(\.0), [VirtualTime(milliseconds: 100_000)])
        XCTAssertEqual(cancelledAt.first?.1, .active)
    }

    /// A test's own cancellation, outside the app's code, ends the wait at once as before.
    @MainActor func test_aCancellationByTheTestEndsTheWaitAtOnce() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        let waiting = Task { try await clock.sleep(for: .seconds(5)) }
        try await device.advance(by: .seconds(1))
        waiting.cancel()
        let result = await waiting.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
    }

    /// A task the app started cancels another (a timeout): that code is not the device's to hold,
    /// so the cancelled upload ends its task at 20 s, at once, and no expiry comes (BG-2, BG-5).
    @MainActor func test_BG2_aTimeoutTaskCancelsAtItsOwnInstant() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var endedAt: VirtualTime?
        let photos = try device.install("Photos") { app in
            app.on(.didEnterBackground) { context in
                let task = context.beginBackgroundTask(withName: "upload")
                let upload = Task {
                    do { try await clock.sleep(for: .seconds(200)) } catch {
                        endedAt = device.now
                        context.endBackgroundTask(task)
                    }
                }
                Task {
                    try await clock.sleep(for: .seconds(20))
                    upload.cancel()
                }
            }
        }
        try photos.launch()
        try device.home()
        try await device.advance(by: .seconds(20))
        XCTAssertEqual(endedAt, VirtualTime(milliseconds: 20_000))
        XCTAssertEqual(photos.state, .suspended)
        try await device.advance(by: .seconds(40))
        XCTAssertFalse(device.trace.contains { if case .warning = $0 { true } else { false } }, "no expiry, no warning")
    }

    /// The note is written at the instant of the suspension, also when a synchronous event
    /// suspends the app and the test awaits only later.
    @MainActor func test_BG2_theHoldIsNotedAtTheSuspensionsInstant() async throws {
        let device = try SimulatedDevice(ios: 17)
        let clock = device.clock
        var waiting: Task<Void, Never>?
        let notes = try device.install("Notes") { app in
            app.on(.didBecomeActive) { _ in waiting = Task { try? await clock.sleep(for: .seconds(500)) } }
            app.on(.didEnterBackground) { _ in waiting?.cancel() }
        }
        try notes.launch()
        try await device.advance(by: .seconds(5))
        try device.home()
        try advanceWithoutAwaiting(device, by: .seconds(10))
        try await device.advance(by: .seconds(1))
        let notes_ = device.trace.compactMap { record -> VirtualTime? in
            if case .log(let log) = record, log.text.hasPrefix("code a cancelled wait") { return log.time }
            return nil
        }
        XCTAssertEqual(notes_, [VirtualTime(milliseconds: 5_000)])
        XCTAssertEqual(notes.state, .suspended)
    }
}

/// The synchronous `advance`, which an async context would not choose over the async one.
private func advanceWithoutAwaiting(_ device: SimulatedDevice, by duration: Duration) throws {
    try device.advance(by: duration)
}
