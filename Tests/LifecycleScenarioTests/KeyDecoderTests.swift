import XCTest
@testable import LifecycleScenario

/// Bytes a terminal sends in raw mode, decoded into the line editor's keys.
final class KeyDecoderTests: XCTestCase {
    private func keys(_ bytes: [UInt8]) -> [EditKey] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }

    private let esc: UInt8 = 0x1B

    func testPrintableASCIIAndUTF8AreCharacters() {
        XCTAssertEqual(keys(Array("a +5s".utf8)), [.character("a"), .character(" "), .character("+"),
                                                  .character("5"), .character("s")])
        // é (C3 A9), → (E2 86 92), 🍎 (F0 9F 8D 8E)
        XCTAssertEqual(keys([0xC3, 0xA9, 0xE2, 0x86, 0x92, 0xF0, 0x9F, 0x8D, 0x8E]),
                       [.character("é"), .character("→"), .character("🍎")])
    }

    func testArrowKeysInBothCursorModes() {
        XCTAssertEqual(keys([esc, 0x5B, 0x41, esc, 0x5B, 0x42, esc, 0x5B, 0x43, esc, 0x5B, 0x44]),
                       [.up, .down, .right, .left])
        XCTAssertEqual(keys([esc, 0x4F, 0x41, esc, 0x4F, 0x42, esc, 0x4F, 0x43, esc, 0x4F, 0x44]),
                       [.up, .down, .right, .left])
    }

    func testHomeEndAndDeleteSpellings() {
        XCTAssertEqual(keys([esc, 0x4F, 0x48, esc, 0x4F, 0x46]), [.home, .end])           // ESC O H, ESC O F
        XCTAssertEqual(keys([esc, 0x5B, 0x48, esc, 0x5B, 0x46]), [.home, .end])           // ESC [ H, ESC [ F
        XCTAssertEqual(keys(Array("\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~".utf8)), [.home, .end, .home, .end])
        XCTAssertEqual(keys(Array("\u{1B}[3~".utf8)), [.delete])
        XCTAssertEqual(keys([0x01, 0x05]), [.home, .end])                                  // Ctrl-A, Ctrl-E
    }

    func testControlKeys() {
        XCTAssertEqual(keys([0x7F, 0x08]), [.backspace, .backspace])
        XCTAssertEqual(keys([0x0D, 0x0A]), [.enter, .enter])
        XCTAssertEqual(keys([0x03, 0x04, 0x09]), [.interrupt, .endOfInput, .tab])
        XCTAssertEqual(keys([0x02, 0x06, 0x10, 0x0E]), [.left, .right, .up, .down])
        XCTAssertEqual(keys([0x0B, 0x15, 0x17]), [.killToEnd, .killToStart, .deleteWordBefore])
        XCTAssertEqual(keys([0x07, 0x00]), [.unknown, .unknown])
    }

    func testWordMovement() {
        XCTAssertEqual(keys(Array("\u{1B}[1;5C\u{1B}[1;5D\u{1B}[1;3C".utf8)), [.wordRight, .wordLeft, .wordRight])
        XCTAssertEqual(keys(Array("\u{1B}b\u{1B}f".utf8) + [esc, 0x7F]), [.wordLeft, .wordRight, .deleteWordBefore])
    }

    func testASequenceSplitOverReadsIsDecodedWhole() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode([esc]), [])
        XCTAssertEqual(decoder.decode([0x5B]), [])
        XCTAssertEqual(decoder.decode([0x33]), [])
        XCTAssertEqual(decoder.decode([0x7E, 0x61]), [.delete, .character("a")])
        XCTAssertEqual(decoder.decode([0xE2, 0x86]), [])
        XCTAssertEqual(decoder.decode([0x92]), [.character("→")])
    }

    func testUnknownAndMalformedSequencesAreDroppedNotTypedIn() {
        // F5 (ESC [ 1 5 ~), Shift-Tab (ESC [ Z), ESC x: nothing to insert, and nothing pending after.
        XCTAssertEqual(keys(Array("\u{1B}[15~\u{1B}[Z\u{1B}xa".utf8)), [.unknown, .unknown, .unknown, .character("a")])
        // A sequence broken by a control byte, then an overlong one: no "[A" reaches the line.
        XCTAssertEqual(keys([esc, 0x5B, 0x03, 0x41]), [.unknown, .character("A")])
        let long = [esc, 0x5B] + [UInt8](repeating: 0x31, count: 40) + [0x41]
        XCTAssertFalse(keys(long).contains(.up))
        XCTAssertFalse(keys(long).contains(.character("[")))
        // ESC ESC [ A: a lone Escape, then ↑.
        XCTAssertEqual(keys([esc, esc, 0x5B, 0x41]), [.unknown, .up])
    }

    func testBrokenUTF8NeverTraps() {
        XCTAssertEqual(keys([0xC3, 0x61]), [.unknown, .character("a")])   // a lead byte, then ASCII
        XCTAssertEqual(keys([0x80, 0xBF, 0xFF]), [.unknown, .unknown, .unknown])
        XCTAssertEqual(keys([0xE0, 0x80, 0x80]), [.unknown])               // overlong
        // Every byte value, in every position after every other, decodes without a trap.
        var decoder = KeyDecoder()
        for first in UInt8.min...UInt8.max {
            for second in [UInt8(0x1B), 0x5B, 0x80, 0xC3, 0x41, first] {
                _ = decoder.decode([first, second])
            }
        }
    }
}
