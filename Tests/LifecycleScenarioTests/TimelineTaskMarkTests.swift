import LifecycleScenario
import LifecycleSim
import XCTest

/// BG-1: background tasks begun and ended are marked on their app's lane, apart from callbacks.
final class TimelineTaskMarkTests: XCTestCase {
    /// `begin NAME` / `end NAME` with its millisecond, for each task begun or ended in the trace.
    private func expectedTaskMarks(of app: String, in records: [TraceRecord]) -> [(String, String)] {
        records.compactMap { record in
            guard case .task(let r) = record, r.app == app, r.action == .begin || r.action == .end else { return nil }
            return ("\(r.action == .begin ? "begin" : "end") \(r.name)", String(r.time.milliseconds))
        }
    }

    private func drawnTaskMarks(_ lane: SVGNode) -> [(String, String)] {
        lane.elements(class: "task").map { ($0.elements(named: "text").last?.text ?? "", $0.attributes["data-ms"] ?? "") }
    }

    func testBeginAndEndAreMarkedWhereTheTraceHasThem() throws {
        let (root, _, records) = try TimelineFixture.picture("""
        device ios 7
        app Uploader
          on didEnterBackground: begin-task upload; end-task upload after 40s
        launch Uploader
        +5s home
        +60s expect Uploader suspended
        """)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Uploader"))
        let expected = expectedTaskMarks(of: "Uploader", in: records)
        XCTAssertEqual(expected.map(\.0), ["begin upload", "end upload"])
        XCTAssertEqual(expected.map(\.1), ["5000", "45000"])
        let drawn = drawnTaskMarks(lane)
        XCTAssertEqual(drawn.map(\.0), expected.map(\.0))
        XCTAssertEqual(drawn.map(\.1), expected.map(\.1))
    }

    func testTaskMarksAreDistinctFromCallbacks() throws {
        let (root, _, records) = try TimelineFixture.picture(TimelineSVGTests.expiry)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Uploader"))
        let tasks = lane.elements(class: "task")
        XCTAssertEqual(tasks.count, expectedTaskMarks(of: "Uploader", in: records).count)
        XCTAssertEqual(tasks.map { $0.elements(named: "text").last?.text }, ["begin upload", "end upload"],
                       "the expiry itself shows as the handler's callback, the end as the handler ends it")
        for task in tasks {
            XCTAssertFalse(task.classes.contains("callback"))
            XCTAssertEqual(task.elements(named: "polygon").count, 1, "a diamond on the band")
        }
        let callbacks = lane.elements(class: "callback").compactMap { $0.elements(named: "text").last?.text }
        XCTAssertFalse(callbacks.contains { $0.hasPrefix("begin ") || $0.hasPrefix("end ") })
        let legend = root.elements(class: "legend-item").map { $0.texts.last ?? "" }
        XCTAssertTrue(legend.contains("task begin/end"), "\(legend)")
    }

    func testNoTaskNoTaskMarks() throws {
        let (root, _, _) = try TimelineFixture.picture(TimelineSVGTests.twoApps)
        XCTAssertEqual(root.elements(class: "lane").flatMap { $0.elements(class: "task") }.count, 0)
    }
}
