import LifecycleSim
import XCTest

/// The context form of `LineDiff`: a golden trace of hundreds of lines that differs in one line
/// must fail with that line, its neighbours and where it is, not the whole file.
final class LineDiffTests: XCTestCase {
    private let expected = (1...20).map { "line \($0)" }

    func testOneChangedLineShowsItsNeighboursAndItsLineNumber() {
        var actual = expected
        actual[9] = "line ten"
        XCTAssertEqual(LineDiff.render(expected: expected, actual: actual, context: 2), """
        @@ line 8 @@
          line 8
          line 9
        - line 10
        + line ten
          line 11
          line 12
        """)
    }

    func testChangesFarApartAreSeparateRunsAndNearOnesOne() {
        var actual = expected
        actual[1] = "two"
        actual[17] = "eighteen"
        XCTAssertEqual(LineDiff.render(expected: expected, actual: actual, context: 1), """
        @@ line 1 @@
          line 1
        - line 2
        + two
          line 3
        @@ line 17 @@
          line 17
        - line 18
        + eighteen
          line 19
        """)
        actual[3] = "four"
        let near = LineDiff.render(expected: expected, actual: actual, context: 1) ?? ""
        XCTAssertEqual(near.components(separatedBy: "@@ line").count - 1, 2, "lines 2 and 4 share one run:\n\(near)")
    }

    func testLinesAddedAtTheEndAreNumberedAfterTheLastExpectedLine() {
        XCTAssertEqual(LineDiff.render(expected: ["a", "b"], actual: ["a", "b", "c"], context: 0), "@@ line 3 @@\n+ c")
    }

    func testEqualListsHaveNoDiff() {
        XCTAssertNil(LineDiff.render(expected: expected, actual: expected, context: 3))
    }
}
