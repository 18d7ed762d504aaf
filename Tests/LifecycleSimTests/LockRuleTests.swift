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

/// LK-4: a passcode lock makes protected files unreadable. Expected values come from Apple
/// Platform Security ("Shortly after the user locks a device (10 seconds, if the Require Password
/// setting is Immediately), the decrypted class key is discarded") and the rule's reading.
final class ProtectedDataRuleTests: RuleTestCase {
    /// Sync runs on a task in the background and reads a protected file every 4 s; Notes is suspended.
    private func passcodeDevice(ios: Int = 17, passcode: Bool = true) -> (TestDevice, Box<[Bool]>) {
        let reads = Box<[Bool]>([])
        var sync = AppConfiguration(name: "Sync")
        sync.on(.didEnterBackground) { context in
            context.perform(.beginTask("upload"))
            for second in stride(from: 4, through: 24, by: 4) {
                context.after(.seconds(Int64(second)), label: "read") { reads.value.append($0.isProtectedDataAvailable) }
            }
        }
        sync.onExpire("upload") { $0.perform(.endTask("upload")) }
        let t = makeDevice(ios: ios, apps: [.app("Notes"), sync])
        t.device.configurePasscode(passcode)
        t.send(.launch(app: "Notes", url: nil), .launch(app: "Sync", url: nil))
        return (t, reads)
    }

    func test_LK4_tenSecondsAfterAPasscodeLock_runningAppsHearIt_suspendedOnesDoNot_readsFail() {
        let (t, reads) = passcodeDevice()
        t.clearTrace()
        t.send(.lock)
        t.wait(9)
        XCTAssertFalse(t.callbacks("Sync").contains("protectedDataWillBecomeUnavailable"), "not before 10 s")
        t.wait(1)
        XCTAssertEqual(t.callbackRecords("Sync").last?.callback, .delegate(.protectedDataWillBecomeUnavailable))
        XCTAssertEqual(t.callbackRecords("Sync").last?.time, .seconds(10))
        XCTAssertEqual(t.callbackRecords("Sync").last?.rule, .lk4)
        XCTAssertEqual(t.callbacks("Notes"), [], "suspended: it hears nothing")
        t.wait(14)
        XCTAssertEqual(reads.value, [true, true, false, false, false, false], "readable at 4 s and 8 s only")
    }

    func test_LK4_anUnlockWithinTenSecondsKeepsTheKeys() {
        let (t, reads) = passcodeDevice()
        t.send(.lock)
        t.wait(5)
        t.send(.unlock)
        t.wait(20)
        XCTAssertFalse(t.callbacks("Sync").contains { $0.hasPrefix("protectedData") })
        XCTAssertTrue(reads.value.allSatisfy { $0 })
    }

    /// At the unlock a running app hears it before the app in front returns; a suspended one when
    /// it next runs, before its return's own callbacks (the iOS 15.0 log of Stack Overflow 71025205).
    func test_LK4_theUnlockTellsRunningAppsAtOnce_andSuspendedOnesWhenTheyNextRun() {
        let (t, _) = passcodeDevice()
        t.send(.lock)
        t.wait(12)
        t.clearTrace()
        t.send(.unlock)
        XCTAssertEqual(t.callbacks("Sync"), ["protectedDataDidBecomeAvailable", "willEnterForeground", "didBecomeActive"])
        XCTAssertEqual(t.callbacks("Notes"), [])
        t.send(.launch(app: "Notes", url: nil))
        XCTAssertEqual(t.callbacks("Notes"), ["protectedDataDidBecomeAvailable", "willEnterForeground", "didBecomeActive"])
    }

    /// A reboot ends with the device unlocked (TE-3 here), its protected data readable again.
    func test_LK4_aRebootLeavesProtectedDataReadable() {
        let (t, _) = passcodeDevice()
        t.send(.lock)
        t.wait(11)
        XCTAssertFalse(t.device.isProtectedDataAvailable)
        t.send(.reboot)
        XCTAssertTrue(t.device.isProtectedDataAvailable)
    }

    /// No passcode, no data protection (isProtectedDataAvailable: "true if … content protection is
    /// not enabled"); before iOS 4 there is none either.
    func test_LK4_withoutAPasscodeOrBeforeIOS4_nothingHappens() {
        for (ios, passcode) in [(17, false), (3, true)] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.device.configurePasscode(passcode)
            t.send(.launch(app: "A", url: nil), .lock)
            t.wait(60)
            t.send(.unlock)
            XCTAssertFalse(t.callbacks("A").contains { $0.hasPrefix("protectedData") }, "iOS \(ios), passcode \(passcode)")
        }
    }
}
