@testable import LifecycleSim
import XCTest

/// The app machine without a device: ST-2's edges, a backgrounding's budget (BG-3, BG-5, BG-9)
/// living only in the background, and what a suspension holds (MW-3, SC-8, SC-9, timers)
/// handed back whole by the one resume (FG-4, BR-3, BT-3).
final class AppMachineTests: XCTestCase {
    /// A machine in `state`, reached along ST-2's edges.
    private func machine(in state: AppState) -> AppMachine {
        var machine = AppMachine()
        for next in st2Path(to: state) { XCTAssertNotNil(machine.move(to: next), "\(machine.state) → \(next)") }
        XCTAssertEqual(machine.state, state)
        return machine
    }

    /// ST-2: every legal edge moves and reports the state left; every other move is refused and
    /// changes nothing. Suspended → background is the resume's alone.
    func test_ST2_movesFollowTheTableAndOnlyResumeLeavesSuspensionForTheBackground() {
        for from in AppState.allCases {
            for to in AppState.allCases {
                var m = machine(in: from)
                let legal = AppLifecycle.isLegal(from: from, to: to) && !(from == .suspended && to == .background)
                XCTAssertEqual(m.move(to: to), legal ? from : nil, "\(from) → \(to)")
                XCTAssertEqual(m.state, legal ? to : from, "\(from) → \(to)")
            }
        }
        var m = machine(in: .suspended)
        XCTAssertNotNil(m.resume())
        XCTAssertEqual(m.state, .background)
    }

    /// Resume is refused in every state but suspended, and changes nothing there.
    func test_resumeOutsideSuspensionIsRefused() {
        for state in AppState.allCases where state != .suspended {
            var m = machine(in: state)
            XCTAssertNil(m.resume(), "\(state)")
            XCTAssertEqual(m.state, state)
        }
    }

    /// MW-3, SC-8, SC-9: what arrives while suspended is handed back whole, once, by the resume.
    func test_MW3_SC9_SC8_theResumeHandsBackEverythingHeldOnce() throws {
        var m = machine(in: .suspended)
        m.hold { $0.memoryWarning = true }
        m.hold { $0.sceneDisconnects.append(1) }
        m.hold { $0.sceneDiscards.append(2) }
        m.hold { $0.timers += [7, 9] }
        let held = try XCTUnwrap(m.resume())
        XCTAssertTrue(held.memoryWarning)
        XCTAssertEqual(held.sceneDisconnects, [1])
        XCTAssertEqual(held.sceneDiscards, [2])
        XCTAssertEqual(held.timers, [7, 9])
        XCTAssertNil(m.suspension, "nothing held outlives the suspension")
        XCTAssertNotNil(m.move(to: .suspended))
        let next = try XCTUnwrap(m.resume())
        XCTAssertFalse(next.memoryWarning)
        XCTAssertEqual(next.sceneDisconnects + next.sceneDiscards + next.timers, [], "a new suspension starts empty")
    }

    /// Nothing can be held for an app that is not suspended: a running app hears things at once.
    func test_holdingOutsideSuspensionChangesNothing() {
        for state in AppState.allCases where state != .suspended {
            var m = machine(in: state)
            m.hold { $0.memoryWarning = true }
            XCTAssertNil(m.suspension, "\(state)")
            XCTAssertEqual(m.state, state)
        }
    }

    /// BG-3, BG-5: a budget belongs to one backgrounding; each start makes the earlier budget's
    /// expiry stale, and a return to the foreground takes the budget with it (BG-4).
    func test_BG3_BG5_aBudgetBelongsToItsBackgrounding() throws {
        var m = machine(in: .background)
        XCTAssertNil(m.backgrounding?.budgetEnd, "a backgrounding starts with no budget until one is started")
        let first = try XCTUnwrap(m.startBudget(until: VirtualTime(milliseconds: 180_000)))
        XCTAssertEqual(m.backgrounding?.budgetEnd, VirtualTime(milliseconds: 180_000))
        XCTAssertTrue(m.isCurrentBudget(first))
        m.updateBackgrounding { $0.budgetExpired = true }
        XCTAssertNotNil(m.move(to: .inactive))
        XCTAssertNil(m.backgrounding, "the foreground has no budget")
        XCTAssertNotNil(m.move(to: .background))
        XCTAssertEqual(m.backgrounding?.budgetExpired, false, "BG-9's refusal ends with the backgrounding")
        let second = try XCTUnwrap(m.startBudget(until: VirtualTime(milliseconds: 400_000)))
        XCTAssertFalse(m.isCurrentBudget(first), "the first backgrounding's expiry is stale")
        XCTAssertTrue(m.isCurrentBudget(second))
    }

    /// A budget starts only in the background; elsewhere it is refused and nothing changes.
    func test_BG3_noBudgetOutsideTheBackground() {
        for state in AppState.allCases where state != .background {
            var m = machine(in: state)
            XCTAssertNil(m.startBudget(until: VirtualTime(milliseconds: 30_000)), "\(state)")
            m.updateBackgrounding { $0.budgetExpired = true }
            XCTAssertNil(m.backgrounding, "\(state)")
            XCTAssertEqual(m.budgetsStarted, 0, "\(state)")
        }
    }
}
