@testable import LifecycleSim
import XCTest

/// The scheduler's order is docs/EXECUTION_MODEL.md's "Same-instant order": by deadline, and items
/// due at the same instant in the order they were scheduled.
final class SchedulerTests: XCTestCase {
    func testEarlierDeadlinesFirstAndEqualDeadlinesInSchedulingOrder() {
        var scheduler = Scheduler<String>()
        let five = VirtualTime(milliseconds: 5000)
        scheduler.schedule("b1", at: five)
        scheduler.schedule("a", at: VirtualTime(milliseconds: 1000))
        scheduler.schedule("b2", at: five)
        scheduler.schedule("c", at: VirtualTime(milliseconds: 9000))
        scheduler.schedule("b3", at: five)
        var fired: [String] = []
        while let (_, item) = scheduler.popDue(notAfter: five) { fired.append(item) }
        XCTAssertEqual(fired, ["a", "b1", "b2", "b3"])
        XCTAssertEqual(scheduler.count, 1, "c is not due at 5 s")
        XCTAssertEqual(scheduler.popDue(notAfter: VirtualTime(milliseconds: 9000))?.payload, "c")
        XCTAssertNil(scheduler.popDue(notAfter: VirtualTime(milliseconds: .max)))
    }

    func testManySameInstantItemsKeepTheirOrder() {
        var scheduler = Scheduler<Int>()
        var rng = SplitMix64(state: 9)
        var expected: [(Int64, Int)] = []
        for index in 0..<2000 {
            let deadline = Int64(rng.below(20))
            scheduler.schedule(index, at: VirtualTime(milliseconds: deadline))
            expected.append((deadline, index))
        }
        expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var fired: [Int] = []
        while let (_, item) = scheduler.popDue(notAfter: VirtualTime(milliseconds: 100)) { fired.append(item) }
        XCTAssertEqual(fired, expected.map(\.1))
    }

    func testRemovingStaleItemsKeepsTheOthersInOrder() {
        var scheduler = Scheduler<Int>()
        var rng = SplitMix64(state: 4)
        var expected: [(Int64, Int)] = []
        for index in 0..<3000 {
            let deadline = Int64(rng.below(50))
            scheduler.schedule(index, at: VirtualTime(milliseconds: deadline))
            if index % 3 != 0 { expected.append((deadline, index)) }
        }
        scheduler.removeAll { $0 % 3 == 0 }
        XCTAssertEqual(scheduler.count, expected.count)
        expected.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var fired: [Int] = []
        while let (_, item) = scheduler.popDue(notAfter: VirtualTime(milliseconds: 100)) { fired.append(item) }
        XCTAssertEqual(fired, expected.map(\.1))
    }

    /// A restore leaves a queue it already holds as it is (`isUnchangedCopy`): a copy is one until
    /// either side schedules or pops, and a queue made apart with the same items is not one.
    func testACopyIsUnchangedUntilEitherSideChanges() {
        var scheduler = Scheduler<String>()
        scheduler.schedule("a", at: VirtualTime(milliseconds: 1000))
        var copy = scheduler
        XCTAssertTrue(copy.isUnchangedCopy(of: scheduler))
        copy.schedule("b", at: VirtualTime(milliseconds: 2000))
        XCTAssertFalse(copy.isUnchangedCopy(of: scheduler), "the copy scheduled an item")
        copy = scheduler
        _ = scheduler.popDue(notAfter: VirtualTime(milliseconds: 1000))
        XCTAssertFalse(copy.isUnchangedCopy(of: scheduler), "the original popped its item")
        var apart = Scheduler<String>()
        apart.schedule("a", at: VirtualTime(milliseconds: 1000))
        XCTAssertFalse(apart.isUnchangedCopy(of: copy), "the same item, but not one queue copied")
    }
}
