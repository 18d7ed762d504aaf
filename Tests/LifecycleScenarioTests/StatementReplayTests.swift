import Foundation
@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// The parser replays a timeline statement spelt exactly as one it read before (`StatementMemo`).
/// Replaying must change nothing: every file parses to the same document and the same
/// diagnostics with and without it.
final class StatementReplayTests: XCTestCase {
    private func assertSameBothWays(_ bytes: [UInt8], _ message: @autoclosure () -> String = "",
                                    file: StaticString = #filePath, line: UInt = #line) {
        let replayed = ScenarioParser.parse(bytes, path: "f.scenario", replayingStatements: true)
        let read = ScenarioParser.parse(bytes, path: "f.scenario", replayingStatements: false)
        XCTAssertEqual(replayed.diagnostics, read.diagnostics, message(), file: file, line: line)
        XCTAssertEqual(replayed.document, read.document, message(), file: file, line: line)
    }

    /// Repeated lines keep their own line, column and time.
    func testRepeatedLinesKeepTheirOwnLineColumnAndTime() throws {
        let text = """
        app App
        +1s     launch App
        +1s     home
        +1s     launch App
          +2s   home   # again
        +1s     home
        6s      home
                expect App background
        +1s     expect App background
        """
        let result = ScenarioParser.parse(Array(text.utf8), path: "f.scenario", replayingStatements: true)
        XCTAssertEqual(result.diagnostics, [])
        let timeline = try XCTUnwrap(result.document).timeline
        XCTAssertEqual(timeline.map(\.location.line), [2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(timeline.map(\.location.column), [9, 9, 9, 9, 9, 9, 9, 9])
        XCTAssertEqual(timeline.map(\.time.milliseconds), [1000, 2000, 3000, 5000, 6000, 6000, 6000, 7000])
        XCTAssertEqual(timeline.map(\.text), ["launch App", "home", "launch App", "home", "home", "home",
                                              "expect App background", "expect App background"])
        XCTAssertEqual(timeline.map(\.statement), [.event(.launch(app: "App", url: nil)), .event(.home),
                                                   .event(.launch(app: "App", url: nil)), .event(.home), .event(.home),
                                                   .event(.home), .expect(.state(app: "App", .background)),
                                                   .expect(.state(app: "App", .background))])
        assertSameBothWays(Array(text.utf8))
    }

    /// Lines whose reading leaves a note (an undeclared app, a time that runs backwards, a
    /// warning checked at the end) report on every line, as when each is read.
    func testRepeatedLinesWithProblemsReportEachTime() {
        let text = """
        device ios 17
        app App scenes
        +1s     open-window App
        +1s     open-window App
        +1s     expect App phase active
        +1s     expect App phase active
        +1s     launch Ghost
        +1s     launch Ghost
        10s     home
        5s      home
        +1s     home
        """
        let result = ScenarioParser.parse(Array(text.utf8), path: "f.scenario", replayingStatements: true)
        // SC-6 (open-window needs `scenes multiple`), UI-1 (phase needs `swiftui`), an undeclared app,
        // a time before the line before: one diagnostic on each of these lines.
        XCTAssertEqual(result.diagnostics.map(\.location.line), [3, 4, 5, 6, 7, 8, 10])
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning, .warning, .warning, .warning, .error, .error, .error])
        assertSameBothWays(Array(text.utf8))
    }

    func testEveryLibraryScenarioParsesTheSameBothWays() throws {
        for url in ScenarioLibraryTests.scenarioFiles() {
            assertSameBothWays(Array(try Data(contentsOf: url)), url.lastPathComponent)
        }
    }

    /// Mutants of the library's scenarios whose timeline lines are repeated (so that statements
    /// are replayed) and then damaged, as `HostileInputTests` damages them.
    func testMutatedScenariosParseTheSameBothWays() throws {
        let seeds = try ScenarioLibraryTests.scenarioFiles().map { Array(try Data(contentsOf: $0)) }
        let words: [[UInt8]] = ["launch ", "home\n", "+5s ", "5s ", "expect ", "\u{0}", "\"", "#", ":", ";", "\r\n",
                                "\t", "app X\n", "  on expire t: ", "switcher kill ", "é"].map { Array($0.utf8) }
        var rng = SplitMix64(state: 1414)
        for _ in 0..<3_000 {
            let seed = rng.pick(seeds)
            // The file with its second half repeated: every statement there is read a second time.
            var bytes = seed + seed[(seed.count / 2)...]
            for _ in 0..<rng.below(4) {
                let position = rng.below(bytes.count)
                switch rng.below(3) {
                case 0: bytes[position] = UInt8(truncatingIfNeeded: rng.next())
                case 1: bytes.insert(contentsOf: rng.pick(words), at: position)
                default: bytes.removeSubrange(position..<min(bytes.count, position + rng.below(40)))
                }
            }
            assertSameBothWays(bytes, String(decoding: bytes, as: UTF8.self))
        }
    }

    // The replay reads bytes through pointers (StatementMemo+Unsafe.swift,
    // ParserSession+Replay+Unsafe.swift). Each function there is compared with plain code on the
    // same bytes: lines of every length around the eight-byte words it loads, ASCII and not.

    /// Byte strings of every length from 0 to 40, then longer ones, some sharing their first or
    /// last eight bytes, some not ASCII.
    private static func generatedSpellings() -> [[UInt8]] {
        var rng = SplitMix64(state: 2718)
        let alphabet = Array("launch App home expect +1s:;,#\"\t".utf8) + Array("é日🚀".utf8)
        var spellings: [[UInt8]] = [[]]
        for length in 1...40 {
            for _ in 0..<8 { spellings.append((0..<length).map { _ in rng.pick(alphabet) }) }
            spellings.append((0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) })
        }
        for length in [63, 64, 65, 200, 1000] { spellings.append((0..<length).map { _ in rng.pick(alphabet) }) }
        let base = Array("switcher kill App".utf8)
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            spellings.append(changed)
        }
        spellings.append(base)
        return spellings
    }

    /// The slot `StatementMemo.slot(of:)` picks, computed without pointers: the eight-byte words
    /// are put together from their bytes, the first byte lowest.
    private static func plainSlot(of bytes: [UInt8]) -> Int {
        func word(at start: Int) -> UInt64 {
            (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) }
        }
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        if bytes.count >= 8 {
            hash ^= word(at: 0) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= word(at: bytes.count - 8) &* 0x1656_67B1_9E37_79F9
        } else {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        hash ^= hash >> 32
        hash &*= 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash >> 56) & (StatementMemo.size - 1)
    }

    func testMemoSlotMatchesPlainHash() {
        for spelling in Self.generatedSpellings() {
            let slot = spelling.withUnsafeBufferPointer { StatementMemo.slot(of: $0) }
            XCTAssertEqual(slot, Self.plainSlot(of: spelling), "\(spelling)")
        }
    }

    func testByteComparisonMatchesPlainEquality() {
        let spellings = Self.generatedSpellings()
        var rng = SplitMix64(state: 31)
        for first in spellings {
            // Each spelling against itself, a copy of it changed in one byte, and a few others.
            var changed = first
            if !changed.isEmpty { changed[rng.below(changed.count)] &+= 1 }
            for second in [first, changed, Array(first.dropLast()), rng.pick(spellings), rng.pick(spellings)] {
                let same = first.withUnsafeBufferPointer { mine in
                    second.withUnsafeBufferPointer { mine.hasSameBytes(as: $0) }
                }
                XCTAssertEqual(same, first == second, "\(first) \(second)")
            }
        }
    }

    /// Keeping and finding statements in the memo, against a dictionary of every statement kept
    /// since its slot was last taken.
    func testMemoFindsExactlyWhatAPlainTableHolds() {
        var memo = StatementMemo()
        var plain: [Int: (spelling: [UInt8], text: String)] = [:]
        var rng = SplitMix64(state: 5)
        let spellings = Self.generatedSpellings().filter { !$0.isEmpty }
        for round in 0..<3_000 {
            let spelling = rng.pick(spellings)
            let found = spelling.withUnsafeBufferPointer { memo.parsed($0) }
            let slot = Self.plainSlot(of: spelling)
            let expected = plain[slot].flatMap { $0.spelling == spelling ? $0.text : nil }
            XCTAssertEqual(found?.text, expected, "\(spelling)")
            if round % 3 == 0 {
                let text = "\(round)"
                spelling.withUnsafeBufferPointer { memo.keep(.init(statement: .event(.home), text: text), spelling: $0) }
                plain[slot] = (spelling, text)
            }
        }
    }

    /// A timeline line's shape found on its bytes in place, against the same scan of a copy of
    /// them (the line's bytes are a slice of a larger block: offsets must count from the line).
    func testLineShapeInPlaceMatchesShapeOfACopy() {
        var rng = SplitMix64(state: 99)
        let parts = ["", " ", "  ", "\t", "\r", "+1s", "12s", "1.5s", "+", "0", "#", "# note", "home", "launch App",
                     ":", "expect App not-running", "+1s:", "é"]
        // A session whose timeline has started, so that every ASCII line may be replayed.
        var session = ParserSession(path: "f.scenario")
        for line in SourceText.lines(of: Array("app App\nhome".utf8)) { session.read(line) }
        XCTAssertTrue(session.mayReplay(SourceText.lines(of: Array("home".utf8))[0]))
        for _ in 0..<2_000 {
            let text = (0..<rng.below(5)).map { _ in rng.pick(parts) }.joined()
            // A block holding other bytes before and after the line, as a file read in chunks does.
            let block = Array(("x\n" + text + "\ny").utf8)
            let line = SourceText.lines(of: block)[1]
            XCTAssertEqual(session.replayableShape(of: line),
                           line.isASCII ? ParserSession.TimelineLineShape(scanning: Array(line.utf8)) : nil, text)
        }
    }
}

