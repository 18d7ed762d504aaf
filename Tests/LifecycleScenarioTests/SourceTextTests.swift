@testable import LifecycleScenario
import XCTest

/// Lines are decoded once into scalars and text; the text is what diagnostics quote, so it
/// must be exactly the line's characters (UTF-8 as written, U+FFFD for each bad byte).
final class SourceTextTests: XCTestCase {
    private func lines(_ bytes: [UInt8]) -> [SourceLine] { SourceText.lines(of: bytes) }

    func testValidLinesKeepTheirTextWithoutLineEndingsOrByteOrderMark() {
        let file = Array("\u{FEFF}app Café\r\nlog \"日本 🚀\"\nlast".utf8)
        let decoded = lines(file)
        XCTAssertEqual(decoded.map(\.text), ["app Café", "log \"日本 🚀\"", "last"])
        XCTAssertEqual(decoded.map(\.number), [1, 2, 3])
        XCTAssertEqual(decoded[1].scalars.count, 10, "one column per scalar: the emoji is one column")
        XCTAssertTrue(decoded.allSatisfy { $0.encodingProblem == nil })
    }

    func testInvalidBytesBecomeReplacementCharactersInTheText() {
        let decoded = lines([0x61, 0xFF, 0x62, 0x00, 0x63])
        XCTAssertEqual(decoded.map(\.text), ["a\u{FFFD}b\u{FFFD}c"])
        XCTAssertEqual(decoded.first?.encodingProblem?.column, 2)
    }

    func testSliceIsTheTextOfTheColumnsClampedToTheLine() {
        let line = lines(Array("log \"é🚀x\"".utf8))[0]
        XCTAssertEqual(line.slice(from: 6, to: 8), "é🚀")
        XCTAssertEqual(line.slice(from: 1, to: 4), "log")
        XCTAssertEqual(line.slice(from: 9, to: 100), "\"")
        XCTAssertEqual(line.slice(from: 50, to: 60), "")
    }

    func testScalarTextEncodesEveryPlane() {
        let scalars: [Unicode.Scalar] = ["A", "é", "日", "🚀", "\u{FFFD}"]
        XCTAssertEqual(ScalarText.string(scalars), "Aé日🚀\u{FFFD}")
        XCTAssertEqual(ScalarText.string([Unicode.Scalar]()), "")
    }
}
