@testable import LifecycleSim
import XCTest

/// The trace's names are numbered in the order first seen, each once (TraceNames): asking again
/// for a value, right after it or after others, gives its first number.
final class InternTableTests: XCTestCase {
    func testValuesAreNumberedInTheOrderFirstSeenWhateverWasAskedJustBefore() {
        var table = InternTable<String>()
        let asked = ["upload", "upload", "sync", "upload", "sync", "sync", "refresh", "upload"]
        XCTAssertEqual(asked.map { table.code(for: $0) }, [0, 0, 1, 0, 1, 1, 2, 0])
        XCTAssertEqual(table.values, ["upload", "sync", "refresh"])
    }

    func testEqualCallbacksShareANumberAndDifferentOnesDoNot() {
        var table = InternTable<Callback>()
        let first = table.code(for: .expire(task: "a"))
        XCTAssertEqual(table.code(for: .expire(task: "b")), first + 1, "another task's handler is another name")
        XCTAssertEqual(table.code(for: .expire(task: "a")), first)
        XCTAssertEqual(table.code(for: .delegate(.didEnterBackground)), first + 2)
    }
}
