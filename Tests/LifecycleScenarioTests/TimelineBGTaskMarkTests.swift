import LifecycleScenario
import LifecycleSim
import XCTest

/// BT-3, BT-6: BGTaskScheduler task runs are marked on their app's lane as background tasks are
/// (a diamond and `launched ID`, then `completed ID` or `expired ID`).
final class TimelineBGTaskMarkTests: XCTestCase {
    /// A refresh task completed 5 s after it launches (BT-3); a processing task ended early by
    /// the system (BT-6), whose expiration handler completes it.
    static let runs = """
    scenario "Two BGTaskScheduler runs"
    device ios 17
    app Feed scenes modes fetch,processing bgtasks com.example.refresh,com.example.clean
      on didFinishLaunching: bg-register com.example.refresh; bg-register com.example.clean; bg-submit com.example.refresh refresh; bg-submit com.example.clean processing
      on bgtask com.example.refresh: bg-complete com.example.refresh success after 5s
      on bgtask com.example.clean: log "cleaning"
      on bgtask-expire com.example.clean: bg-complete com.example.clean failure
    0s      launch Feed
    +5s     home
    +10s    bgtask run Feed com.example.refresh
    +20s    bgtask run Feed com.example.clean
    +10s    bgtask expire Feed com.example.clean
    """

    private func drawnTaskMarks(_ lane: SVGNode) -> [(label: String, ms: String)] {
        lane.elements(class: "task").map { ($0.elements(named: "text").last?.text ?? "", $0.attributes["data-ms"] ?? "") }
    }

    /// The runs' changes in the trace: launched, completed, expired, with their milliseconds.
    private func expectedRuns(_ records: [TraceRecord]) -> [(label: String, ms: String)] {
        records.compactMap { record in
            guard case .bgTask(let r) = record, [.launched, .completed, .expired].contains(r.change) else { return nil }
            return ("\(r.change.rawValue) \(r.id)", String(r.time.milliseconds))
        }
    }

    func test_BT3_BT6_runsAreMarkedWithTheirStartAndEnd() throws {
        let (root, _, records) = try TimelineFixture.picture(Self.runs)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Feed"))
        let expected = expectedRuns(records)
        XCTAssertEqual(expected.map(\.label), ["launched com.example.refresh", "completed com.example.refresh",
                                               "launched com.example.clean", "expired com.example.clean",
                                               "completed com.example.clean"])
        XCTAssertEqual(expected.map(\.ms), ["15000", "20000", "35000", "45000", "45000"],
                       "run at 15 s, completed 5 s later; run at 35 s, expired by the system at 45 s, and its "
                       + "expiration handler completes it then (BT-6), so it is not killed")
        let drawn = drawnTaskMarks(lane)
        XCTAssertEqual(drawn.map(\.label), expected.map(\.label))
        XCTAssertEqual(drawn.map(\.ms), expected.map(\.ms))
        for task in lane.elements(class: "task") {
            XCTAssertEqual(task.elements(named: "polygon").count, 1, "a diamond on the band, as a task begun or ended")
        }
        XCTAssertTrue(root.elements(class: "scene-lane").allSatisfy { $0.elements(class: "task").isEmpty },
                      "a task is the process's: on the app's lane, not a scene's")
        let legend = root.elements(class: "legend-item").map { $0.texts.last ?? "" }
        XCTAssertTrue(legend.contains("BGTask launched/completed/expired"), "\(legend)")
    }

    func testRequestChangesAreNotTaskMarks() throws {
        let (root, _, records) = try TimelineFixture.picture(Self.runs)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Feed"))
        let submitted = records.filter { if case .bgTask(let r) = $0 { return r.change == .submitted } else { return false } }
        XCTAssertEqual(submitted.count, 2, "two submits at launch (BT-2)")
        XCTAssertFalse(drawnTaskMarks(lane).contains { $0.label.hasPrefix("submitted") })
        let (classic, _, _) = try TimelineFixture.picture(TimelineSVGTests.twoApps)
        XCTAssertFalse(classic.elements(class: "legend-item").contains { ($0.texts.last ?? "").hasPrefix("BGTask") },
                       "no BGTask legend entry without a run")
    }
}
