import Foundation
import XCTest

/// `lifesim run` on long files: the timeline is streamed, yet a file with errors still
/// reports every error, first line to last, and runs nothing; a valid file prints every record.
/// (`LifecycleScenarioTests.StreamingRunTests` holds the streamed run to the document path.)
final class StreamingRunCommandTests: XCTestCase {
    /// W3's cycle (BENCHMARKS.md): one expectation in eleven lines, every one of them passing.
    static let cycle = [
        "+1s     launch App", "+1s     home", "+1s     launch App", "+1s     call", "+1s     call accept",
        "+1s     call end", "+1s     home", "+1s     switcher", "+1s     switcher kill App", "+1s     switcher close",
        "        expect App not-running",
    ]

    /// A four-line header and `count` timeline lines; `replacing` swaps some lines (1-based numbers).
    static func scenario(timelineLines count: Int, replacing: [Int: String] = [:]) -> String {
        var lines = ["scenario \"long\"", "device ios 12", "", "app App"]
        for index in 0..<count { lines.append(cycle[index % cycle.count]) }
        for (number, text) in replacing { lines[number - 1] = text }
        return lines.joined(separator: "\n") + "\n"
    }

    func testALongFileWithErrorsAtBothEndsReportsBothAndRunsNothing() throws {
        let count = 22_000
        let last = 4 + count
        let path = try CLI.write(Self.scenario(timelineLines: count, replacing: [
            7: "+1s     lanch App",
            last: "+1s     launch Ghost",
        ]))
        let result = try CLI.run(["run", "--format", "json", path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "", "nothing runs")
        XCTAssertTrue(result.stderr.contains("\(path):7:9: error: unknown event 'lanch'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(path):\(last):16: error: app 'Ghost' is not declared"), result.stderr)
    }

    func testALongValidFileStreamsEveryExpectationAndTheSummary() throws {
        let count = 22_000
        let path = try CLI.write(Self.scenario(timelineLines: count))
        let result = try CLI.run(["run", "--format", "json", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        let expectations = count / Self.cycle.count
        XCTAssertEqual(lines.filter { $0.hasPrefix("{\"kind\":\"expect\"") }.count, expectations)
        XCTAssertEqual(lines.filter { $0.hasPrefix("{\"kind\":\"event\"") }.count, count - expectations)
        XCTAssertTrue(lines.last?.contains("\"expectations\":\(expectations),\"failed\":0") ?? false,
                      String(lines.last ?? ""))
    }
}
