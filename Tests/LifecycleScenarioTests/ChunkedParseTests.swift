import Foundation
import LifecycleSim
@testable import LifecycleScenario
import XCTest

/// `lifesim run` and `check` read a file a block at a time (W3 in BENCHMARKS.md): wherever the blocks
/// are cut, even inside a CRLF, a byte-order mark or a multi-byte character, the lines and the
/// parse must be those of the whole file.
final class ChunkedParseTests: XCTestCase {
    /// The bytes of `bytes` in chunks of `size`.
    private func chunks(_ bytes: [UInt8], size: Int) -> () -> [UInt8]? {
        var offset = 0
        return {
            guard offset < bytes.count else { return nil }
            defer { offset += size }
            return Array(bytes[offset..<min(offset + size, bytes.count)])
        }
    }

    private func splitLines(_ bytes: [UInt8], size: Int) -> [SourceLine] {
        var splitter = LineSplitter()
        var lines: [SourceLine] = []
        let next = chunks(bytes, size: size)
        while let chunk = next() { splitter.feed(chunk) { lines.append($0) } }
        splitter.finish { lines.append($0) }
        return lines
    }

    func testLinesAreTheSameWhereverTheChunksAreCut() {
        let file = Array("\u{FEFF}app Café\r\nlog \"日本 🚀\"\n".utf8) + [0x61, 0xFF, 0x62, 0x0D, 0x0A] + Array("last\r".utf8)
        for size in 1...file.count {
            let lines = splitLines(file, size: size)
            XCTAssertEqual(lines.map(\.text), ["app Café", "log \"日本 🚀\"", "a\u{FFFD}b", "last"], "chunks of \(size)")
            XCTAssertEqual(lines.map(\.number), [1, 2, 3, 4], "chunks of \(size)")
            XCTAssertEqual(lines.map { $0.encodingProblem?.column }, [nil, nil, 2, nil], "chunks of \(size)")
        }
    }

    func testAnEmptyFileIsOneEmptyLineAndAFinalLineEndingAddsNoLine() {
        XCTAssertEqual(splitLines([], size: 4).map(\.text), [""])
        XCTAssertEqual(splitLines(Array("a\n".utf8), size: 1).map(\.text), ["a"])
        XCTAssertEqual(splitLines([0xEF, 0xBB, 0xBF], size: 1).map(\.text), [""])
    }

    func testAChunkedParseGivesTheDiagnosticsAndTimelineOfTheWholeFile() {
        let source = """
            scenario "chunks"
            app Mail
            +1s launch Mail
            +1s  lanch Mail   # a misspelt event: an error with a did-you-mean
            2s expect Mail active
            +1.5s log "Café \\"quoted\\""
            """
        let bytes = Array(source.utf8)
        let whole = ScenarioParser.parse(bytes, path: "chunks.scenario")
        XCTAssertEqual(whole.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["4:6"])
        for size in [1, 2, 3, 7, 64] {
            let chunked = ScenarioParser.parse(chunks: chunks(bytes, size: size), path: "chunks.scenario")
            XCTAssertEqual(chunked.diagnostics, whole.diagnostics, "chunks of \(size)")
        }
        let valid = Array(source.replacingOccurrences(of: "lanch Mail", with: "home").utf8)
        let document = ScenarioParser.parse(valid, path: "chunks.scenario").document
        XCTAssertEqual(document?.timeline.map(\.text), ["launch Mail", "home", "expect Mail active",
                                                        "log \"Café \\\"quoted\\\"\""])
        var streamed: [TimelineEntry] = []
        let result = ScenarioParser.parse(chunks: chunks(valid, size: 5), path: "chunks.scenario",
                                          streamingTimeline: { streamed.append($0) })
        XCTAssertFalse(result.hasErrors)
        XCTAssertEqual(streamed, document?.timeline)
    }

    /// `lifesim explore --events` reads each event as the last line of the file: the file read
    /// once and on from there for each must give what each whole text gives, an unfinished last
    /// line, a CRLF cut between the two and an error in the file or in the ending included.
    func testAFileReadOnceThenOnForEachEndingParsesAsEachWholeText() {
        let endings = ["+0s launch Mail\n", "\n+0s lanch Mail\n", "+0s home", "\r\nnever Mail killed\n", "", "app Notes\n"]
        let prefixes = ["", "app Mail\n", "app Mail\r", "scenario \"s\"\r\napp Mail\n  on didEnterBackground: begin-task t\n+1s launch Mail",
                        "app Mail\n+1s lanch Mail\n", "\u{FEFF}app Café\n"]
        for prefix in prefixes {
            let results = ScenarioParser.parse(Array(prefix.utf8), followedByEach: endings.map { Array($0.utf8) }, path: "f")
            XCTAssertEqual(results.count, endings.count)
            for (ending, result) in zip(endings, results) {
                let whole = ScenarioParser.parse(prefix + ending, path: "f")
                XCTAssertEqual(result.diagnostics, whole.diagnostics, "\(prefix.debugDescription) + \(ending.debugDescription)")
                XCTAssertEqual(result.document, whole.document, "\(prefix.debugDescription) + \(ending.debugDescription)")
            }
        }
    }

    /// A text that ends with a line feed has as many lines as line feeds, as the parser reads
    /// lines: a carriage return before a line feed ends no line of its own (CRLF and LF files
    /// read alike), and neither does one alone.
    func testATextEndingWithALineFeedHasAsManyLinesAsLineFeeds() {
        for text in ["\n", "a\n", "a\r\nb\n", "\r\r\n\n", "\n\r\n", "é\n\u{301}\n", "🚀\r\n日本\n\r\n", "\r\n"] {
            var lines = 0
            SourceText.forEachLine(of: Array(text.utf8)) { _ in lines += 1 }
            XCTAssertEqual(text.lineFeeds, lines, text.debugDescription)
        }
    }

    /// `--events` reads each event as a line after the file's own, so a file with CRLF line
    /// endings names its apps to the events as an LF file does.
    func testEventsAreReadAfterAFileWithCRLFLineEndings() throws {
        let file = "scenario \"S\"\ndevice ios 17\napp Notes\n"
        for source in [file, file.replacingOccurrences(of: "\n", with: "\r\n")] {
            XCTAssertEqual(try ExploreStep.parse(["launch Notes", "home", "wait"], in: source, path: "s.scenario"),
                           [.event(.launch(app: "Notes", url: nil)), .event(.home), .nextDeadline], source.debugDescription)
        }
    }
}
