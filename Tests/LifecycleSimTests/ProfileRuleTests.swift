import LifecycleSim
import XCTest

/// PR-1: the version rows of the profile table.
final class ProfileRuleTests: RuleTestCase {
    /// An app that begins task `t` in didEnterBackground and ends it when it expires.
    private func uploader() -> AppConfiguration {
        .app("A", [
            (.delegate(.didEnterBackground), [.beginTask("t")]),
            (.expire(task: "t"), [.endTask("t")]),
        ])
    }

    /// Home at 10 s; the budget reads `budget` at once, the task expires at exactly 10 s + budget.
    private func assertBudget(ios: Int, _ budget: Int64, file: StaticString = #filePath, line: UInt = #line) {
        let t = makeDevice(ios: ios, apps: [uploader()])
        t.send(.launch(app: "A", url: nil), file: file, line: line)
        t.at(10)
        t.send(.home, expecting: homeFromActive("A") + [
            "A task begin 1 't' (1 outstanding) [BG-1]",
        ], "iOS \(ios)", file: file, line: line)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(budget)), file: file, line: line)
        t.wait(budget - 5, expecting: [], "iOS \(ios)", file: file, line: line)
        XCTAssertEqual(t.device.remaining(of: "A"), .left(.seconds(5)), file: file, line: line)
        // 4 s before the budget's end (BG-5): the handler ends the task, so the app is suspended.
        t.wait(1, expecting: [
            "+1s A task expire 1 't' (1 outstanding) [BG-5]",
            "+1s A • expire t (background) [BG-5]",
            "+1s A task end 1 't' (0 outstanding) [BG-1]",
            "+1s A background → suspended [BG-5]",
        ], "iOS \(ios)", file: file, line: line)
    }

    func test_PR1_iOS4_budgetIs600s() { assertBudget(ios: 4, 600) }
    func test_PR1_iOS5_budgetIs600s() { assertBudget(ios: 5, 600) }
    func test_PR1_iOS6_budgetIs600s() { assertBudget(ios: 6, 600) }
    func test_PR1_iOS7_budgetIs180s() { assertBudget(ios: 7, 180) }
    func test_PR1_iOS12_budgetIs180s() { assertBudget(ios: 12, 180) }
    func test_PR1_iOS13_budgetIs30s() { assertBudget(ios: 13, 30) }
    func test_PR1_iOS17_sharesThe13PlusRow_budgetIs30s() { assertBudget(ios: 17, 30) }

    func test_PR1_iOS3_hasNoBackgroundExecution_homeQuits() {
        let t = makeDevice(ios: 3, apps: [uploader()])
        t.send(.launch(app: "A", url: nil))
        // FG-5: willResignActive then willTerminate; it never enters the background.
        t.send(.home, expecting: [
            "A • willResignActive (active) [FG-1]",
            "A active → inactive [FG-1]",
            "A • willTerminate (inactive) [FG-5]",
            "A inactive → not-running [FG-5]",
        ])
    }

    func test_PR1_multitaskingOff_behavesLikeIOS3() {
        let t = makeDevice(ios: 7, multitasking: false, apps: [uploader()])
        t.send(.launch(app: "A", url: nil), .home)
        XCTAssertEqual(t.state("A"), .notRunning)
        XCTAssertEqual(t.callbacks("A"), ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                                          "willResignActive", "willTerminate"])
        t.sendRefused(.switcherShow)
        XCTAssertEqual(t.device.switcher, [])
    }

    func test_PR1_iOS3_hasNoSwitcher_killGestureNone() {
        let t = makeDevice(ios: 3, apps: [.app("A")])
        t.send(.launch(app: "A", url: nil))
        t.sendRefused(.switcherShow)
        XCTAssertEqual(t.device.switcher, [])
    }

    /// iOS 4-6: long-press and the minus badge; iOS 7+: swipe up. Both are `switcher kill`.
    func test_PR1_iOS4to6_minusBadge_and_iOS7plus_swipe_killFromSwitcher() {
        for ios in [4, 5, 6, 7, 12, 13, 17] {
            let t = makeDevice(ios: ios, apps: [.app("A"), .app("B")])
            t.send(.launch(app: "A", url: nil), .launch(app: "B", url: nil), .switcherShow, .switcherKill(app: "A"))
            XCTAssertEqual(t.state("A"), .notRunning, "iOS \(ios)")
            XCTAssertEqual(t.device.switcher, ["B"], "iOS \(ios)")
        }
    }

    func test_PR1_lockColumn_iOS3and4_inactiveOnly() {
        for ios in [3, 4] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(.lock)
            XCTAssertEqual(t.state("A"), .inactive, "iOS \(ios)")
            XCTAssertEqual(t.callbacks("A"), ["willResignActive"], "iOS \(ios)")
        }
    }

    func test_PR1_lockColumn_iOS5plus_background() {
        for ios in [5, 6, 7, 12, 13, 17] {
            let t = makeDevice(ios: ios, apps: [.app("A")])
            t.send(.launch(app: "A", url: nil))
            t.clearTrace()
            t.send(.lock)
            XCTAssertEqual(t.state("A"), .suspended, "iOS \(ios)")
            XCTAssertEqual(t.callbacks("A"), ["willResignActive", "didEnterBackground"], "iOS \(ios)")
        }
    }

    func test_PR1_profileFigures() {
        let expected: [(Int, Int64?)] = [(3, nil), (4, 600), (5, 600), (6, 600), (7, 180), (12, 180), (13, 30), (17, 30)]
        for (major, seconds) in expected {
            XCTAssertEqual(OSProfile(version: OSVersion(major)).backgroundBudget, seconds.map { .seconds($0) }, "iOS \(major)")
        }
        XCTAssertNil(OSProfile(version: OSVersion(7), multitasking: false).backgroundBudget)
        XCTAssertFalse(OSProfile(version: OSVersion(3), multitasking: true).multitasking)
    }

    func test_PR1_anyVersionFrom3IsAccepted() {
        XCTAssertEqual(OSVersion(parsing: "3"), OSVersion(3))
        XCTAssertEqual(OSVersion(parsing: "4.2"), OSVersion(4, 2))
        XCTAssertEqual(OSVersion(parsing: "12.4.1"), OSVersion(12, 4))
        XCTAssertEqual(OSVersion(parsing: "26"), OSVersion(26))
        XCTAssertNil(OSVersion(parsing: "2"))
        XCTAssertNil(OSVersion(parsing: "2.9"))
        assertBudget(ios: 26, 30)
    }
}
