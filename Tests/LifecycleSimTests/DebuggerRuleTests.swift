import LifecycleSim
import XCTest

/// DB-1: an attached debugger turns the watchdogs off and keeps the app from being suspended.
final class DebuggerRuleTests: RuleTestCase {
    func test_DB1_launchWatchdogOff() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didFinishLaunching), [.work(.seconds(60))])])])
        t.device.configureDebugger(app: "A")
        t.send(.launch(app: "A", url: nil))
        XCTAssertEqual(t.state("A"), .active)
        XCTAssertTrue(t.warnings(.la3).isEmpty)
    }

    func test_DB1_didEnterBackgroundWatchdogOff() {
        let t = makeDevice(ios: 13, apps: [.app("A", [(.delegate(.didEnterBackground), [.work(.seconds(11))])])])
        // 11 s: past FG-2's 10 s on iOS 13, so only the debugger keeps the watchdog off.
        t.send(.launch(app: "A", url: nil), .debuggerAttach(app: "A"), .home)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertTrue(t.warnings(.fg2).isEmpty)
    }

    func test_DB1_neverSuspended_detachAppliesBG2AtOnce() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .debuggerAttach(app: "A"), .home)
        t.wait(3600)
        XCTAssertEqual(t.state("A"), .background)
        t.clearTrace()
        t.send(.debuggerDetach(app: "A"))
        XCTAssertEqual(t.steps("A"), ["background>suspended"])
    }

    func test_DB1_expirationHandlersStillRun_butNoKill() {
        let t = makeDevice(ios: 13, apps: [.app("A", [
            (.delegate(.didEnterBackground), [.beginTask("a")]),
            (.expire(task: "a"), [.log("expiring")]),
        ])])
        t.device.configureDebugger(app: "A")
        t.send(.launch(app: "A", url: nil), .home)
        t.at(30)
        XCTAssertEqual(t.callbacks("A").last, "expire a")
        t.at(600)
        XCTAssertEqual(t.state("A"), .background)
    }

    func test_DB1_missedCompletionHandlerDoesNotKill() {
        let t = makeDevice(ios: 13, apps: [.app("A", modes: [.fetch])])
        t.device.configureDebugger(app: "A")
        t.send(.fetch(app: "A"))
        t.at(120)
        XCTAssertEqual(t.state("A"), .background)
    }

    func test_DB1_flagLastsAcrossLaunches() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.debuggerAttach(app: "A"), .launch(app: "A", url: nil), .crash(app: "A"), .launch(app: "A", url: nil), .home)
        XCTAssertTrue(t.device.isDebuggerAttached("A"))
        XCTAssertEqual(t.state("A"), .background)
    }

    func test_DB1_debuggerKill_noCallback() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), .debuggerAttach(app: "A"), .home)
        t.clearTrace()
        t.send(.debuggerKill(app: "A"))
        XCTAssertEqual(t.steps("A"), ["background>not-running"])
        XCTAssertEqual(t.device.switcher, ["A"], "the card stays")
        XCTAssertFalse(t.device.isForceQuit("A"))
    }

    func test_DB1_debuggerKillOfANotRunningApp_refused() {
        let t = makeDevice(ios: 13, apps: [.app("A")])
        t.sendRefused(.debuggerKill(app: "A"))
    }

    /// docs/EXECUTION_MODEL.md: "while attached nothing suspends or kills the app" (the BG-8 assertion kill included).
    func test_DB1_BG8_noAssertionKillWhileAttached() {
        var config = AppConfiguration(name: "A")
        config.on(.didEnterBackground) { context in
            for index in 1...1001 { context.beginBackgroundTask(withName: "t\(index)") }
        }
        let t = makeDevice(ios: 11, apps: [config])
        t.device.configureDebugger(app: "A")
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .background)
    }
}
