import LifecycleSimTesting
import XCTest

/// The Swift API as a test author uses it: closures for handlers, events, state reads, assertions.
final class SwiftAPITests: XCTestCase {
    /// The README's example: BG-3 and BG-5 on iOS 7 (180 s budget, PR-1).
    func testReadmeExample_BG5_expirationHandlerEndsTheTaskAndTheAppIsSuspended() throws {
        let device = try SimulatedDevice(ios: 7)
        let uploader = try device.install("Uploader") { app in
            app.on(.didEnterBackground) { context in
                var task = BackgroundTaskIdentifier.invalid
                task = context.beginBackgroundTask(withName: "upload") {
                    context.endBackgroundTask(task)
                }
            }
        }
        try uploader.launch()
        assertCallbacks(uploader, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive"])
        try device.home()
        XCTAssertEqual(uploader.state, .background)
        XCTAssertEqual(uploader.outstandingTasks, 1)
        try device.advance(by: .seconds(175))
        XCTAssertEqual(uploader.remaining, .left(.seconds(5)))
        try device.advance(by: .seconds(1))
        XCTAssertEqual(uploader.state, .suspended)
        assertCallbacks(uploader, [.delegate(.willResignActive), .delegate(.didEnterBackground), .expire(task: "upload")])
    }

    func testContextReportsStateAndRemainingTime_ST1_BG4() throws {
        let device = try SimulatedDevice(ios: 13)
        nonisolated(unsafe) var seen: [String] = []
        let app = try device.install("Reader") { app in
            app.on(.didBecomeActive) { context in
                seen.append("\(context.applicationState.map(\.rawValue) ?? "nil") \(context.backgroundTimeRemaining == .greatestFiniteMagnitude)")
            }
            app.on(.didEnterBackground) { context in
                context.beginBackgroundTask(withName: "save")
                seen.append("\(context.applicationState.map(\.rawValue) ?? "nil") \(context.backgroundTimeRemaining)")
                context.after(.seconds(2), label: "later") { later in
                    seen.append("\(later.applicationState.map(\.rawValue) ?? "nil") \(later.backgroundTimeRemaining)")
                }
            }
        }
        try app.launch()
        try device.home()
        try device.advance(by: .seconds(2))
        // ST-1: active, then background; BG-4: unlimited in the foreground and still DBL_MAX inside
        // didEnterBackground (valid only once in the background); PR-1: 30 s on iOS 13, 2 s gone.
        XCTAssertEqual(seen, ["active true", "background 1.7976931348623157e+308", "background 28.0"])
    }

    func testMoveToInsertsTheLegalPath() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Mail") { app in
            app.on(.didEnterBackground) { $0.beginBackgroundTask(withName: "sync") }
        }
        try app.moveTo(.inactive)
        XCTAssertEqual(app.state, .inactive)
        assertCallbacks(app, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive", "willResignActive"])
        try device.dismissAlert()
        try app.moveTo(.background)
        XCTAssertEqual(app.state, .background)
        try app.moveTo(.notRunning)
        XCTAssertEqual(app.state, .notRunning)
    }

    func testMoveToBackgroundThrowsWhenNothingKeepsTheAppRunning_BG2() throws {
        let device = try SimulatedDevice(ios: 7)
        let app = try device.install("Notes")
        XCTAssertThrowsError(try app.moveTo(.background)) { error in
            XCTAssertTrue("\(error)".contains("BG-2"), "\(error)")
        }
        XCTAssertEqual(app.state, .suspended, "BG-2 suspended it at once")
    }

    func testMisuseThrowsWithWhatToDoInstead() throws {
        let device = try SimulatedDevice(ios: 7)
        try device.install("Mail")
        XCTAssertThrowsError(try device.app("Mial")) { error in
            XCTAssertEqual("\(error)", "no app named 'Mial'; did you mean 'Mail'? (installed: Mail)")
        }
        XCTAssertThrowsError(try device.install("Mail")) { error in
            XCTAssertTrue("\(error)".contains("already installed"))
        }
        // docs/EXECUTION_MODEL.md: 'home' at the home screen makes no sense, and the API throws for it.
        XCTAssertThrowsError(try device.home()) { error in
            guard case LifecycleSimError.refused(let event, _, let rule) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(event, "device.home()")
            XCTAssertEqual(rule, .st2)
        }
        // Control Center exists from iOS 7 only (IN-1).
        let old = try SimulatedDevice(ios: 6)
        XCTAssertThrowsError(try old.controlCenter(open: true))
    }

    func testScenarioStringRunsAndReportsExpectations() throws {
        let run = try Scenario.run(source: """
        device ios 6
        app Mail
        launch Mail
        +1s home
        expect Mail suspended
        expect Mail callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground
        """)
        assertPassed(run)
        XCTAssertEqual(run.summary.expectations, 2)
        XCTAssertTrue(run.passed)
    }

    func testScenarioWithErrorsThrowsItsDiagnostics() {
        XCTAssertThrowsError(try Scenario.run(source: "app Mail\nlaunch Mial\n")) { error in
            XCTAssertTrue("\(error)".contains("<string>:2:8: error:"), "\(error)")
        }
    }

    func testLineDiffShowsRemovedAndAddedLines() {
        let diff = LineDiff.render(expected: ["willResignActive", "didEnterBackground", "willTerminate"],
                                   actual: ["willResignActive", "didEnterBackground"])
        XCTAssertEqual(diff, "  willResignActive\n  didEnterBackground\n- willTerminate")
        XCTAssertNil(LineDiff.render(expected: ["a"], actual: ["a"]))
        XCTAssertEqual(LineDiff.render(expected: ["a", "b"], actual: ["a", "c"]), "  a\n- b\n+ c")
    }
}
