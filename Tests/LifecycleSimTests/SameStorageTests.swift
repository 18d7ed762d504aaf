@testable import LifecycleSim
import XCTest

/// `Array.restore(to:)` (SameStorage+Unsafe.swift) skips writing a list that already is the saved
/// list's storage: whatever the two arrays are, the result is the plain assignment's, and it
/// answers "the same" only for the very same storage. The scheduler's queue and the timer table
/// restore their lists that way, and every one of their stored properties.
final class SameStorageTests: XCTestCase {
    /// `list.restore(to: saved)` against `list = saved`: equal results, sharing the saved storage.
    private func assertRestoresAsAssignment(_ list: [Int], _ saved: [Int], line: UInt = #line) {
        var fast = list, plain = list
        fast.restore(to: saved)
        plain = saved
        XCTAssertEqual(fast, plain, line: line)
        XCTAssertTrue(fast.sharesStorage(with: saved) || saved.isEmpty, line: line)
    }

    func testRestoringAListIsTheAssignment() {
        let saved = [1, 2, 3]
        var changed = saved
        changed[1] = 5  // copied on write: no longer the saved storage
        var grown = saved
        grown.append(4)
        var emptied = saved
        emptied.removeAll(keepingCapacity: true)
        for list in [saved, changed, grown, emptied, [], Array(saved)] {
            assertRestoresAsAssignment(list, saved)
            assertRestoresAsAssignment(list, [])
            assertRestoresAsAssignment(list, emptied)
        }
    }

    func testOnlyTheSameStorageIsTheSame() {
        let saved = [1, 2, 3]
        let shared = saved
        XCTAssertTrue(shared.sharesStorage(with: saved))
        var changed = saved
        changed[0] = 1  // the same elements, in a storage of its own
        XCTAssertEqual(changed, saved)
        XCTAssertFalse(changed.sharesStorage(with: saved))
        XCTAssertFalse([1, 2, 3].sharesStorage(with: saved), "equal lists kept apart")
        XCTAssertFalse(Array(saved.prefix(2)).sharesStorage(with: saved))
    }

    func testASchedulerRestoresAsAssignment() {
        var saved = Scheduler<Int>()
        for item in 0..<5 { saved.schedule(item, at: VirtualTime(milliseconds: Int64(item) * 10)) }
        var later = saved
        _ = later.popDue(notAfter: VirtualTime(milliseconds: 20))
        later.schedule(9, at: VirtualTime(milliseconds: 5))
        for start in [Scheduler<Int>(), saved, later] {
            var restored = start
            restored.restore(to: saved)
            XCTAssertEqual(restored, saved)
        }
        XCTAssertEqual(Mirror(reflecting: saved).children.count, 2, "restore(to:) puts back each stored property")
    }

    func testATimerTableRestoresAsAssignment() {
        func timer(_ second: Int) -> PendingTimer {
            PendingTimer(app: 0, generation: 1, due: VirtualTime(milliseconds: Int64(second) * 1000),
                         label: .action(.log("t")), completion: nil, closure: nil)
        }
        var saved = TimerTable()
        let ids = (0..<4).map { saved.insert(timer($0)) }
        var later = saved
        _ = later.remove(ids[1])
        _ = later.insert(timer(9))
        var emptied = saved
        for id in ids { _ = emptied.remove(id) }
        for start in [TimerTable(), saved, later, emptied] {
            var restored = start
            restored.restore(to: saved)
            XCTAssertEqual(restored, saved)
            restored = start
            restored.restore(to: later)
            XCTAssertEqual(restored, later)
        }
        XCTAssertEqual(Mirror(reflecting: saved).children.count, 3, "restore(to:) puts back each stored property")
    }
}
