@testable import LifecycleSim
import XCTest

/// The engine's timer table (issue #14): identifiers find their timer until it is removed, a
/// removed identifier never finds the timer that reuses its slot, and identifiers grow in
/// creation order (TE-5 drops timers in due order, creation order breaking ties).
final class TimerTableTests: XCTestCase {
    private func timer(_ label: String, due: Int64 = 0) -> PendingTimer {
        PendingTimer(app: 0, generation: 1, due: VirtualTime(milliseconds: due), label: label, completion: nil, body: { _ in })
    }

    func testAnIdentifierFindsItsTimerUntilRemoved() {
        var table = TimerTable()
        let a = table.insert(timer("a"))
        let b = table.insert(timer("b"))
        XCTAssertEqual(table[a]?.label, "a")
        XCTAssertEqual(table[b]?.label, "b")
        XCTAssertEqual(table.remove(a)?.label, "a")
        XCTAssertNil(table[a])
        XCTAssertNil(table.remove(a), "removing twice finds nothing")
        XCTAssertEqual(table[b]?.label, "b")
    }

    func testARemovedIdentifierDoesNotFindTheTimerThatReusesItsSlot() {
        var table = TimerTable()
        let old = table.insert(timer("old"))
        table.remove(old)
        let new = table.insert(timer("new"))
        XCTAssertNotEqual(old, new)
        XCTAssertNil(table[old], "a stale scheduler item must find nothing (isStale)")
        XCTAssertEqual(table[new]?.label, "new")
    }

    func testIdentifiersGrowInCreationOrder() {
        var table = TimerTable()
        var ids: [Int] = []
        for index in 0..<50 {
            ids.append(table.insert(timer("t\(index)")))
            if index % 3 == 0 { table.remove(ids[index / 2]) } // free slots to be reused
        }
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count)
        let live = table.all { _ in true }
        XCTAssertEqual(live.count, ids.filter { table[$0] != nil }.count)
    }
}
