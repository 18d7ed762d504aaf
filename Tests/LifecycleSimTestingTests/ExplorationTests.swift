import LifecycleApplication
import LifecycleSim
import LifecycleSimTesting
import XCTest

/// A photo queue as a test author writes it: a photo is added each time the app becomes active,
/// and the queue is saved to the defaults only in `applicationWillTerminate` (the bug).
@MainActor final class PhotoQueue: SimulatedApplicationDelegate {
    let defaults: any LifecycleDefaults
    let added: AddedPhotos
    var queue: [String]

    init(process: SimulatedProcess, added: AddedPhotos, savesOnBackground: Bool) {
        defaults = process.defaults
        self.added = added
        self.savesOnBackground = savesOnBackground
        queue = process.defaults.stringArray(forKey: "queue") ?? []
    }

    private let savesOnBackground: Bool

    func applicationDidBecomeActive(_ application: SimulatedApplication) {
        added.count += 1
        queue.append("photo-\(added.count)")
    }

    func applicationDidEnterBackground(_ application: SimulatedApplication) {
        if savesOnBackground { defaults.set(queue, forKey: "queue") }
    }

    func applicationWillTerminate(_ application: SimulatedApplication) {
        defaults.set(queue, forKey: "queue")
    }
}

/// How many photos the user added, over every process of one path: the test's own record.
@MainActor final class AddedPhotos {
    var count = 0
}

/// `Exploration` runs the test's own code from the start for each path (docs/LANGUAGE.md,
/// "Exploring every path"): the first path found is a shortest one that breaks the check.
final class ExplorationTests: XCTestCase {
    /// A device with the photo queue installed, and the record of what its user added.
    @MainActor private func queueDevice(savesOnBackground: Bool) throws -> (SimulatedDevice, AddedPhotos) {
        let device = try SimulatedDevice(ios: 17)
        let added = AddedPhotos()
        try device.install("Photos", process: { PhotoQueue(process: $0, added: added, savesOnBackground: savesOnBackground) })
        return (device, added)
    }

    /// How many photos the app's container holds (PS-3: it outlives the process).
    private static func saved(_ app: SimulatedApp) -> Int {
        if case .array(let items)? = app.defaults["queue"] { return items.count }
        return 0
    }

    /// The check: every photo added is in the running process's queue or in the saved one.
    @MainActor private func explore(savesOnBackground: Bool, sameness: Exploration.Sameness, depth: Int = 3,
                                    steps: [Exploration.Step]? = nil) async throws -> Exploration.Result {
        var added = AddedPhotos()
        return try await Exploration.explore(depth: depth, steps: steps, sameness: sameness, device: {
            let (device, record) = try queueDevice(savesOnBackground: savesOnBackground)
            added = record
            return device
        }, check: { device in
            let app = try device.app("Photos")
            let kept = app.object(PhotoQueue.self)?.queue.count ?? Self.saved(app)
            guard kept == added.count else { throw Exploration.Broken("\(added.count) photos added, \(kept) kept") }
        })
    }

    /// MW-1: memory pressure reclaims a suspended app with no callback, so a queue saved only in
    /// willTerminate is lost: launch (a photo), Home (suspended, BG-2), memory pressure.
    /// TE-3 and TE-1: a reboot or a swipe of the active app calls willTerminate, and loses nothing.
    @MainActor func testMW1QueueSavedOnlyAtTerminationIsLostOnTheShortestPath() async throws {
        let result = try await explore(savesOnBackground: false, sameness: .never)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.path, [.event(.launch(app: "Photos", url: nil)), .event(.home), .event(.memoryPressure(nil))])
        XCTAssertEqual(failure.message, "1 photos added, 0 kept")
        XCTAssertEqual(failure.swiftCode, "try device.app(\"Photos\").launch()\ntry device.home()\ntry device.memoryPressure()")
        XCTAssertTrue(failure.scenario.hasSuffix("+0s launch Photos\n+0s home\n+0s memory-pressure\n"), failure.scenario)
    }

    /// Saved on entering the background (the fix), nothing is lost on any path of three steps;
    /// with a fingerprint (the queue in memory and the saved one), paths that reach the same
    /// situation are run once, and the same failure is found with fewer paths.
    @MainActor func testTheFixHoldsAndAFingerprintRunsFewerPaths() async throws {
        let steps: [Exploration.Step] = [.event(.launch(app: "Photos", url: nil)), .event(.home), .event(.switcherShow),
                                         .event(.switcherKill(app: "Photos")), .event(.lock), .event(.unlock),
                                         .event(.memoryPressure(nil)), .event(.reboot), .nextDeadline]
        let fixed = try await explore(savesOnBackground: true, sameness: .never, steps: steps)
        XCTAssertNil(fixed.failure)
        XCTAssertEqual(fixed.depthReached, 3)
        let fingerprint = Exploration.Sameness.fingerprint { device in
            let app = try? device.app("Photos")
            return [app?.object(PhotoQueue.self)?.queue.count ?? -1, app.map(Self.saved) ?? -1]
        }
        let plain = try await explore(savesOnBackground: false, sameness: .never, steps: steps)
        let deduplicated = try await explore(savesOnBackground: false, sameness: fingerprint, steps: steps)
        XCTAssertEqual(deduplicated.failure?.path, plain.failure?.path)
        XCTAssertLessThan(deduplicated.pathsRun, plain.pathsRun)
    }

    /// BG-5 on iOS 13+: a task begun at Home and never ended gets the app killed when the 30 s run
    /// out; with `failsOnKills`, the step that reached the kill throws, and it is the path's last,
    /// in the Swift code too: launch, Home, the clock to the expiry (26 s), then to the kill (30 s).
    @MainActor func testAStepThatThrowsEndsThePrintedPath() async throws {
        let steps: [Exploration.Step] = [.event(.launch(app: "Photos", url: nil)), .event(.home), .nextDeadline]
        let result = try await Exploration.explore(depth: 4, steps: steps, device: {
            let device = try SimulatedDevice(ios: 17)
            device.failsOnKills = true
            try device.install("Photos") { app in
                app.on(.didEnterBackground) { context in _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil) }
            }
            return device
        }, check: { _ in })
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.path, [.event(.launch(app: "Photos", url: nil)), .event(.home), .nextDeadline, .nextDeadline])
        XCTAssertEqual(failure.waits, [.zero, .zero, .seconds(26), .seconds(4)])
        XCTAssertEqual(failure.swiftCode.split(separator: "\n").last, "try await device.advance(by: .milliseconds(4000))")
    }

    /// The same path, message and counts in 100 runs.
    @MainActor func testTheSameResultInAHundredRuns() async throws {
        let steps: [Exploration.Step] = [.event(.launch(app: "Photos", url: nil)), .event(.home), .event(.reboot),
                                         .event(.memoryPressure(nil)), .nextDeadline]
        let first = try await explore(savesOnBackground: false, sameness: .deviceState, steps: steps)
        XCTAssertNotNil(first.failure)
        for _ in 1..<100 {
            let again = try await explore(savesOnBackground: false, sameness: .deviceState, steps: steps)
            XCTAssertEqual(again.failure?.path, first.failure?.path)
            XCTAssertEqual(again.failure?.message, first.failure?.message)
            XCTAssertEqual([again.pathsRun, again.situations], [first.pathsRun, first.situations])
        }
    }
}

/// A property the builder watches (`device.watch`) is the exploration's: the shortest path that
/// breaks it is the result's failure, named once, not an issue recorded on every path.
final class ExplorationWatchTests: XCTestCase {
    /// Launch, Home and the clock to the next deadline, up to `depth` steps, on an uploader that
    /// begins a task at every Home and never ends it (BG-1), watching `property` from its builder.
    @MainActor private func explore(watching property: String, depth: Int) async throws -> (Exploration.Result, watchLine: Int) {
        var watchLine = 0
        let result = try await Exploration.explore(
            depth: depth, steps: [.event(.launch(app: "Uploader", url: nil)), .event(.home), .nextDeadline], sameness: .deviceState,
            device: {
                let device = try SimulatedDevice(ios: 17)
                try device.install("Uploader") { app in
                    app.on(.didEnterBackground) { context in
                        _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil)
                    }
                }
                watchLine = #line + 1
                try device.watch(property)
                return device
            }, check: { _ in })
        return (result, watchLine)
    }

    /// BG-1: `always Uploader tasks <= 1` breaks at the second Home: launch, Home (one task), the
    /// return (the task is still outstanding), Home again (two). Four steps, none shorter: the
    /// budget's end (BG-5) kills the app and leaves no task.
    @MainActor func testBG1_aWatchedPropertyBrokenIsTheShortestPathsFailure() async throws {
        let (result, watchLine) = try await explore(watching: "always Uploader tasks <= 1", depth: 5)
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.path, [.event(.launch(app: "Uploader", url: nil)), .event(.home),
                                      .event(.launch(app: "Uploader", url: nil)), .event(.home)])
        XCTAssertEqual(failure.message, "property \"always Uploader tasks <= 1\" broken: Uploader tasks = 2, after "
                        + "device.home() at 0s (watched at LifecycleSimTestingTests/ExplorationTests.swift:\(watchLine))")
        XCTAssertEqual(result.depthReached, 4, "the search stops at the depth of the first failure")
    }

    /// A watched property that no path breaks within the depth (two Home presses at most: two
    /// tasks): nothing found.
    @MainActor func testBG1_aWatchNoPathBreaksFindsNothing() async throws {
        let (result, _) = try await explore(watching: "always Uploader tasks <= 2", depth: 4)
        XCTAssertNil(result.failure, result.failure?.description ?? "")
        XCTAssertEqual(result.depthReached, 4)
    }

    /// A property the builder watches and then breaks with its own steps (launch, Home, the
    /// return, Home: two tasks, BG-1) is broken before any path: the failure has no step, and the
    /// exploration is not searched.
    @MainActor func testBG1_aWatchBrokenByTheBuildersOwnStepsIsAFailureWithNoPath() async throws {
        let result = try await Exploration.explore(depth: 3, steps: [.event(.home)], sameness: .deviceState, device: {
            let device = try SimulatedDevice(ios: 17)
            let app = try device.install("Uploader") { app in
                app.on(.didEnterBackground) { context in
                    _ = context.beginBackgroundTask(withName: "upload", expirationHandler: nil)
                }
            }
            try device.watch("always Uploader tasks <= 1")
            try app.launch()
            try device.home()
            try app.launch()
            try device.home()
            return device
        }, check: { _ in })
        let failure = try XCTUnwrap(result.failure)
        XCTAssertEqual(failure.path, [])
        XCTAssertTrue(failure.message.hasPrefix("property \"always Uploader tasks <= 1\" broken: Uploader tasks = 2, after device.home()"),
                      failure.message)
        XCTAssertEqual(result.pathsRun, 0)
    }
}
