import LifecycleSim
import XCTest

/// LK-1 and LK-2: what the lock screen does to the front app.
final class LockRuleTests: RuleTestCase {
    private func assertLockInactiveOnly(ios: Int, multitasking: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        let t = makeDevice(ios: ios, multitasking: multitasking, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), file: file, line: line)
        t.clearTrace()
        t.send(.lock, file: file, line: line)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive"], file: file, line: line)
        XCTAssertEqual(t.callbackRecords("A").first?.rule, .lk1, file: file, line: line)
        XCTAssertEqual(t.state("A"), .inactive, file: file, line: line)
        t.wait(3600)
        XCTAssertEqual(t.state("A"), .inactive, file: file, line: line)
        t.clearTrace()
        t.send(.unlock, file: file, line: line)
        XCTAssertEqual(t.steps("A"), ["inactive>active", "didBecomeActive"], file: file, line: line)
        XCTAssertEqual(t.callbackRecords("A").first?.rule, .lk1, file: file, line: line)
    }

    func test_LK1_iOS3_lockGivesWillResignActiveOnly_unlockDidBecomeActive() { assertLockInactiveOnly(ios: 3) }
    func test_LK1_iOS4_lockGivesWillResignActiveOnly_unlockDidBecomeActive() { assertLockInactiveOnly(ios: 4) }
    func test_LK1_noMultitasking_lockGivesWillResignActiveOnly() { assertLockInactiveOnly(ios: 9, multitasking: false) }

    func test_LK1_exitsOnSuspendOnIOS4_lockIsNotAPathIntoTheBackground() {
        let t = makeDevice(ios: 4, apps: [.app("A", exitsOnSuspend: true)])
        t.send(.launch(app: "A", url: nil))
        t.clearTrace()
        t.send(.lock)
        XCTAssertEqual(t.callbacks("A"), ["willResignActive"])
        XCTAssertEqual(t.state("A"), .inactive)
    }

    private func assertLockEntersBackground(ios: Int, file: StaticString = #filePath, line: UInt = #line) {
        let t = makeDevice(ios: ios, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil), file: file, line: line)
        t.clearTrace()
        t.send(.lock, file: file, line: line)
        XCTAssertEqual(t.steps("A"), ["willResignActive", "active>inactive", "inactive>background",
                                      "didEnterBackground", "background>suspended"], file: file, line: line)
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.lk2, .lk2], file: file, line: line)
        XCTAssertNil(t.device.frontApp, file: file, line: line)
        t.clearTrace()
        t.send(.unlock, file: file, line: line)
        XCTAssertEqual(t.steps("A"), ["suspended>background", "willEnterForeground", "background>inactive",
                                      "inactive>active", "didBecomeActive"], file: file, line: line)
        XCTAssertEqual(t.callbackRecords("A").map(\.rule), [.lk2, .lk2], file: file, line: line)
        XCTAssertEqual(t.device.frontApp, "A", file: file, line: line)
    }

    func test_LK2_iOS5_lockEntersBackground_unlockReturns() { assertLockEntersBackground(ios: 5) }
    func test_LK2_iOS7_lockEntersBackground_unlockReturns() { assertLockEntersBackground(ios: 7) }
    func test_LK2_iOS17_lockEntersBackground_unlockReturns() { assertLockEntersBackground(ios: 17) }

    func test_LK2_lockWithATask_budgetRunsAsWithHome() {
        let t = makeDevice(ios: 7, apps: [.app("A", [(.delegate(.didEnterBackground), [.beginTask("t")]),
                                                     (.expire(task: "t"), [.endTask("t")])])])
        t.send(.launch(app: "A", url: nil), .lock)
        XCTAssertEqual(t.state("A"), .background)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(180)))
        t.at(180)
        XCTAssertEqual(t.state("A"), .suspended)
    }

    func test_LK2_lockAtHomeScreen_unlockLaunchesNothing() {
        let t = makeDevice(ios: 7, apps: [.app("A")])
        t.send(.lock, .unlock)
        XCTAssertEqual(t.callbacks("A"), [])
        XCTAssertNil(t.device.frontApp)
    }

    func test_LK1_LK2_launchWhileLocked_refused() {
        for ios in [3, 4, 7] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.lock)
            t.sendRefused(.launch(app: "A", url: nil))
        }
    }
}
