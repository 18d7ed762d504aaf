@testable import LifecycleSim
import XCTest

/// The engine's timer table: identifiers find their timer until it is removed, a
/// removed identifier never finds the timer that reuses its slot, and identifiers grow in
/// creation order (TE-5 drops timers in due order, creation order breaking ties).
final class TimerTableTests: XCTestCase {
    private func timer(_ label: String, app: Int = 0, generation: Int = 1, due: Int64 = 0) -> PendingTimer {
        PendingTimer(app: app, generation: generation, due: VirtualTime(milliseconds: due), label: .text(label),
                     completion: nil, closure: HeldClosure(number: 0, function: .appCode { _ in }))
    }

    func testAnIdentifierFindsItsTimerUntilRemoved() {
        var table = TimerTable()
        let a = table.insert(timer("a", app: 2, generation: 7))
        let b = table.insert(timer("b", app: 3, generation: 9))
        XCTAssertTrue(table.owner(of: a)! == (2, 7))
        XCTAssertTrue(table.owner(of: b)! == (3, 9))
        XCTAssertEqual(table.remove(a)?.label.text, "a")
        XCTAssertFalse(table.contains(a))
        XCTAssertNil(table.owner(of: a))
        XCTAssertNil(table.remove(a), "removing twice finds nothing")
        XCTAssertTrue(table.contains(b))
        XCTAssertEqual(table.remove(b)?.label.text, "b")
    }

    func testARemovedIdentifierDoesNotFindTheTimerThatReusesItsSlot() {
        var table = TimerTable()
        let old = table.insert(timer("old"))
        table.remove(old)
        let new = table.insert(timer("new", generation: 2))
        XCTAssertNotEqual(old, new)
        XCTAssertFalse(table.contains(old), "a stale scheduler item must find nothing (isStale)")
        XCTAssertNil(table.owner(of: old))
        XCTAssertNil(table.remove(old))
        XCTAssertEqual(table.owner(of: new)?.generation, 2)
        XCTAssertEqual(table.remove(new)?.label.text, "new")
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
        XCTAssertEqual(live.count, ids.filter { table.contains($0) }.count)
    }

    /// A restore leaves a table it already holds as it is (`isUnchangedCopy`): a copy is one until
    /// either side changes, and a table equal to another but made apart is not one, so nothing
    /// is left unassigned that differs.
    func testACopyIsUnchangedUntilEitherSideChanges() {
        var table = TimerTable()
        _ = table.insert(timer("a"))
        var copy = table
        XCTAssertTrue(copy.isUnchangedCopy(of: table))
        let b = copy.insert(timer("b"))
        XCTAssertFalse(copy.isUnchangedCopy(of: table), "the copy gained a timer")
        XCTAssertFalse(table.isUnchangedCopy(of: copy))
        copy = table
        table.remove(b)  // nothing to remove: the table is not written
        XCTAssertTrue(copy.isUnchangedCopy(of: table))
        var apart = TimerTable()
        _ = apart.insert(timer("a"))
        XCTAssertFalse(apart.isUnchangedCopy(of: table), "equal, but not one table copied")
        XCTAssertTrue(TimerTable().isUnchangedCopy(of: TimerTable()), "two empty tables hold nothing to assign")
    }
}
