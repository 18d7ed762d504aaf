@testable import LifecycleSim
import XCTest

/// `Array.restore(to:)` (SameStorage+Unsafe.swift) skips writing a list that already is the saved
/// list's storage: whatever the two arrays are, the result is the plain assignment's, and it
/// answers "the same" only for the very same storage.
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
}
