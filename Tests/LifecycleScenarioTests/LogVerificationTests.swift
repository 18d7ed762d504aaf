import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// `lifesim verify`: a device log against the simulation, on the example logs that
/// ship in Scenarios/device-logs and on made-up divergences.
final class LogVerificationTests: XCTestCase {
    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/device-logs")
    }

    private func verify(_ name: String, tolerance: Double = 0.25) throws -> LogVerification {
        let scenario = try Data(contentsOf: examples.appendingPathComponent("\(name).scenario"))
        let log = try String(contentsOf: examples.appendingPathComponent("\(name).log"), encoding: .utf8)
        let run = try Scenario.run(bytes: Array(scenario), path: name)
        let apps = run.trace.compactMap(\.app)
        return LogVerification(log: DeviceLog.read(log, apps: Array(Set(apps)).sorted()), run: run,
                               apps: Array(Set(apps)).sorted(), tolerance: tolerance)
    }

    /// The published iOS 11.0.3 sequence (regularberry/AppLaunchSequence) has 11 lifecycle
    /// callbacks in its four sections: 3 + 4 + 2 + 2; LA-1, FG-1, SR-2, FG-4, IN-1 and IN-2 agree.
    func testThePublishedIOS11LaunchSequenceAgrees() throws {
        let result = try verify("app-launch-sequence-ios11")
        XCTAssertTrue(result.agrees, "\(String(describing: result.divergence))")
        XCTAssertEqual(result.device.count, 11)
    }

    /// The recipe's list starts at Home: the comparison starts where the log does (FG-5).
    func testALogThatStartsLateIsComparedFromItsFirstLine() throws {
        let result = try verify("exits-on-suspend-cookbook-ios5")
        XCTAssertTrue(result.agrees)
        XCTAssertEqual(result.simulated.map(\.callback), ["didEnterBackground", "willTerminate"])
    }

    /// PR-1, BG-5: the handlers 26 s into iOS 13's 30 s; the reconstructed iPhone X log expires after 15 s.
    func testABudgetThatRanShortIsATimingDifferenceCitingBG5() throws {
        let result = try verify("expiry-iphone-x")
        XCTAssertNil(result.divergence)
        XCTAssertFalse(result.agrees)
        let difference = try XCTUnwrap(result.timing.first)
        XCTAssertEqual(difference.simulatedSeconds, 26)
        XCTAssertEqual(difference.deviceSeconds, 14.998, accuracy: 0.0005)
        XCTAssertEqual(result.simulated[difference.to].rule, .bg5)
        XCTAssertTrue(try verify("expiry-iphone-x", tolerance: 16).agrees, "within a wide tolerance")
    }

    /// The user's pace is not compared: the interval before a callback that follows a timeline
    /// event (here Home at +5 s, logged 9 s later) is the user's, not the system's.
    func testIntervalsAfterTimelineEventsAreNotCompared() throws {
        let run = try Scenario.run(source: "device ios 13\napp Mail\nlaunch Mail\n+5s home\n")
        let log = DeviceLog.read("""
            0 Mail didFinishLaunching
            0.1 Mail didBecomeActive
            9 Mail willResignActive
            9.01 Mail didEnterBackground
            """, apps: ["Mail"])
        XCTAssertTrue(LogVerification(log: log, run: run, apps: ["Mail"], tolerance: 0.25).agrees)
    }

    /// Two callbacks of one event are not an interval the system times: Home's resign and
    /// background come about half a second apart on a device (the animation), at one instant in
    /// the simulation, and no rule sets that gap. The budget after them still is compared (BG-3).
    func testTheAnimationBetweenTwoCallbacksOfOneEventIsNotCompared() throws {
        let run = try Scenario.run(source: "device ios 13\napp Mail\n  on didEnterBackground: begin-task sync\n"
            + "  on expire sync: end-task sync\nlaunch Mail\n+5s home\n+60s log \"done\"\n")
        let log = DeviceLog.read("""
            0 Mail didFinishLaunching
            0.1 Mail didBecomeActive
            5 Mail willResignActive
            5.5 Mail didEnterBackground
            31.5 Mail expire sync
            """, apps: ["Mail"])
        let result = LogVerification(log: log, run: run, apps: ["Mail"], tolerance: 0.25)
        XCTAssertTrue(result.agrees, "\(result.timing)")
        XCTAssertEqual(result.comparedIntervals, 1, "didEnterBackground → expire: 4 s short of the 30 s budget (BG-5)")
    }

    /// NT-1, NT-2: a log in which observers print the notifications they hear is held against a
    /// run that shows them (a scene-based app here: its UIApplication notifications after its
    /// scene's); one that puts the app's notification before the scene's diverges there.
    func testNotificationsInALogAreComparedWithTheSimulatedOnes() throws {
        let run = Scenario.run(try XCTUnwrap(ScenarioParser.parse(Array("device ios 17\napp Notes scenes\nlaunch Notes\n+5s home\n".utf8),
                                                                  path: "t").document),
                               notifications: true)
        let agreeing = DeviceLog.read("""
            0 Notes sceneWillResignActive
            0 Notes UISceneWillDeactivateNotification
            0 Notes UIApplication.willResignActiveNotification
            0 Notes sceneDidEnterBackground
            0 Notes UISceneDidEnterBackgroundNotification
            0 Notes UIApplicationDidEnterBackgroundNotification
            """, apps: ["Notes"])
        XCTAssertEqual(agreeing[2].callback, "UIApplicationWillResignActiveNotification", "the Swift spelling is read")
        XCTAssertTrue(LogVerification(log: agreeing, run: run, apps: ["Notes"], tolerance: 0.25).agrees)
        let reversed = DeviceLog.read("""
            0 Notes sceneWillResignActive
            0 Notes UIApplicationWillResignActiveNotification
            0 Notes UISceneWillDeactivateNotification
            """, apps: ["Notes"])
        let divergence = try XCTUnwrap(LogVerification(log: reversed, run: run, apps: ["Notes"], tolerance: 0.25).divergence)
        XCTAssertEqual(divergence.index, 1)
        XCTAssertEqual(divergence.simulated?.callback, "UISceneWillDeactivateNotification")
        XCTAssertEqual(divergence.simulated?.rule, .nt1)
    }

    /// IN-1 from iOS 11: a device that resigned only once (as before iOS 11) diverges at the
    /// simulated didBecomeActive of the Notification Center pull-down.
    func testADivergenceNamesBothSidesAndTheSimulatedRule() throws {
        let run = try Scenario.run(source: "device ios 13\napp Chat\nlaunch Chat\n+5s notification-center open\n")
        let log = DeviceLog.read("""
            Chat willFinishLaunching
            Chat didFinishLaunching
            Chat didBecomeActive
            Chat willResignActive
            """, apps: ["Chat"])
        let result = LogVerification(log: log, run: run, apps: ["Chat"], tolerance: 0.25)
        let divergence = try XCTUnwrap(result.divergence)
        XCTAssertEqual(divergence.index, 4)
        XCTAssertNil(divergence.device, "the log ended")
        XCTAssertEqual(divergence.simulated?.callback, "didBecomeActive")
        XCTAssertEqual(divergence.simulated?.rule, .in1)
    }

    /// A made-up log of `text` against the scenario `source`, reported in English.
    private func report(_ source: String, log text: String, apps: [String]) throws -> [String] {
        let run = try Scenario.run(source: source)
        let verification = LogVerification(log: DeviceLog.read(text, apps: apps), run: run, apps: apps, tolerance: 0.25)
        return VerificationReport.text(verification, logName: "t.log", tolerance: 0.25)
    }

    /// FG-1 on iOS 13: Home gives willResignActive, didEnterBackground; a log without the second
    /// line (its console missed it) is told as a missing entry, named, not as a mismatch.
    func testALineTheLogLacksIsNamedMissing() throws {
        let lines = try report("device ios 13\napp Mail\nlaunch Mail\n+5s home\n+5s launch Mail\n", log: """
            0 Mail didFinishLaunching
            0.1 Mail didBecomeActive
            5 Mail willResignActive
            10 Mail willEnterForeground
            10.1 Mail didBecomeActive
            """, apps: ["Mail"])
        XCTAssertEqual(lines.first, "missing Mail didEnterBackground at entry 4 (log line 4): the simulation has it here; the log does not")
        XCTAssertEqual(lines.last, "'lifesim rules FG-1' says why the simulation does this.")
    }

    /// A line the simulation does not have (here a second willResignActive) is told as extra.
    func testALineOnlyTheLogHasIsNamedExtra() throws {
        let lines = try report("device ios 13\napp Mail\nlaunch Mail\n+5s home\n", log: """
            0 Mail didFinishLaunching
            0.1 Mail didBecomeActive
            5 Mail willResignActive
            5 Mail willResignActive
            5.1 Mail didEnterBackground
            """, apps: ["Mail"])
        XCTAssertEqual(lines.first, "extra Mail willResignActive at entry 4 (log line 4): the log has it here; the simulation does not")
        XCTAssertFalse(lines.contains { $0.contains("says why") }, "the simulation did nothing there to explain")
    }

    /// An app name of 45 characters and more keeps the columns apart: the simulated column starts
    /// at one terminal column in every row, at least two columns after the longest device entry.
    func testLongNamesKeepTheColumnsApart() throws {
        let name = "AVeryLongApplicationNameThatGoesOnAndOnForever"
        let lines = try report("device ios 13\napp \(name)\nlaunch \(name)\n+5s home\n", log: """
            0 \(name) didFinishLaunching
            0.1 \(name) didBecomeActive
            5 \(name) willTerminate
            """, apps: [name])
        let rows = lines.filter { $0.contains(name) && !$0.hasPrefix("extra") && !$0.hasPrefix("missing") }
        let starts = rows.map { row in TerminalColumns.width(of: String(row[..<row.range(of: "\(name) ", options: .backwards)!.lowerBound])) }
        XCTAssertEqual(Set(starts).count, 1, "\(lines)")
        for row in rows { XCTAssertTrue(row.contains("  \(name)"), row) }
        let header = try XCTUnwrap(lines.first { $0.contains("device (t.log)") })
        XCTAssertEqual(TerminalColumns.width(of: String(header[..<header.range(of: "simulated")!.lowerBound])), starts.first)
    }

    /// NT-1: a log with notifications counts its entries as callbacks and notifications, and a
    /// divergence is at an entry, not a callback.
    func testNotificationsAreNotCalledCallbacks() throws {
        let scenario = "device ios 13\nsetting notifications on\napp Mail\nlaunch Mail\n+5s home\n"
        let agreeing = try report(scenario, log: """
            0 Mail didFinishLaunching
            0 Mail UIApplicationDidFinishLaunchingNotification
            0.1 Mail didBecomeActive
            0.1 Mail UIApplicationDidBecomeActiveNotification
            5 Mail willResignActive
            5 Mail UIApplicationWillResignActiveNotification
            5.1 Mail didEnterBackground
            5.1 Mail UIApplicationDidEnterBackgroundNotification
            """, apps: ["Mail"])
        XCTAssertEqual(agreeing.first, "agree: 4 callbacks and 4 notifications in the same order")
        let differing = try report(scenario, log: """
            0 Mail didFinishLaunching
            0 Mail UIApplicationDidFinishLaunchingNotification
            0.1 Mail didBecomeActive
            0.1 Mail UIApplicationDidBecomeActiveNotification
            5 Mail willTerminate
            """, apps: ["Mail"])
        XCTAssertEqual(differing.first, "differ at entry 5 (log line 5): the device and the simulation part here")
    }

    /// SC-1: a scene-based app's log against a scenario whose app is not scene-based says what to add.
    func test_SC1_aSceneLogAgainstAClassicScenarioSaysToAddScenes() throws {
        let lines = try report("device ios 17\napp Notes\nlaunch Notes\n", log: """
            0 Notes didFinishLaunching
            0.1 Notes willConnect
            0.1 Notes sceneWillEnterForeground
            0.2 Notes sceneDidBecomeActive
            """, apps: ["Notes"])
        XCTAssertEqual(lines.last, """
            The log has scene-delegate callbacks (willConnect), which only a scene-based app gets: add 'scenes' to \
            the scenario's 'app' line, with a 'device ios 13' or later (SC-1).
            """)
    }
}
