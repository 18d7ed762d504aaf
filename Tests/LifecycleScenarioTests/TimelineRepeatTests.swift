import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// A burst of identical marks at one instant draws one label with its count, so runaway runs
/// give a picture of a sensible height.
final class TimelineRepeatTests: XCTestCase {
    private func library(_ path: String) throws -> (SVGNode, [TraceRecord]) {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios").appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        let (root, _, records) = try TimelineFixture.picture(source)
        return (root, records)
    }

    /// How many times the trace calls `callback` in `app`, per millisecond at which it does.
    private func callbackCounts(_ callback: String, of app: String, in records: [TraceRecord]) -> [Int64: Int] {
        var counts: [Int64: Int] = [:]
        for case .callback(let r) in records where r.app == app && r.callback.description == callback {
            counts[r.time.milliseconds, default: 0] += 1
        }
        return counts
    }

    /// The drawn label of each `kind` mark in `lane`, by its data-ms.
    private func labels(_ lane: SVGNode, kind: String) -> [(ms: Int64, text: String)] {
        lane.elements(class: kind).compactMap { mark in
            guard let ms = mark.attributes["data-ms"].flatMap({ Int64($0) }), let text = mark.elements(named: "text").last?.text
            else { return nil }
            return (ms, text)
        }
    }

    func testRunawayRetriesCollapseToOneCountedLabelPerInstant() throws {
        let (root, records) = try library("background-tasks/runaway-timers-under-debugger.scenario")
        let expected = callbackCounts("expire retry", of: "Looper", in: records)
        XCTAssertGreaterThan(expected.values.max() ?? 0, 1000, "a burst: the retries double every 10 s up to TE-5's limit")
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Looper"))
        let drawn = labels(lane, kind: "callback").filter { $0.text.hasPrefix("expire retry") }
        XCTAssertEqual(drawn.count, expected.count, "one label per instant")
        for (ms, text) in drawn {
            let count = try XCTUnwrap(expected[ms], "no expire retry at \(ms) ms in the trace")
            XCTAssertEqual(text, count == 1 ? "expire retry" : "expire retry ×\(count)")
        }
        let height = try XCTUnwrap(root.number("height"))
        XCTAssertLessThan(height, 3000, "the picture stays a sensible height")
    }

    func testWarningsInTheBurstCollapseToo() throws {
        let (root, records) = try library("background-tasks/runaway-timers-under-debugger.scenario")
        var expected: [Int64: Int] = [:]
        for case .warning(let r) in records where r.app == "Looper" && r.message.hasPrefix("beginBackgroundTask(retry)") {
            expected[r.time.milliseconds, default: 0] += 1
        }
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Looper"))
        let drawn = labels(lane, kind: "warning").filter { $0.text.hasPrefix("⚠ beginBackgroundTask(retry)") }
        XCTAssertEqual(drawn.count, expected.count)
        for (ms, text) in drawn {
            let count = try XCTUnwrap(expected[ms])
            XCTAssertEqual(text.hasSuffix(" ×\(count)"), count > 1, "\(text) at \(ms) ms: \(count) in the trace")
        }
    }

    /// N for `label ×N`, 1 for `label`, nil for another label.
    private func count(in text: String, of label: String) -> Int? {
        if text == label { return 1 }
        guard text.hasPrefix(label + " ×") else { return nil }
        return Int(text.dropFirst(label.count + 2))
    }

    func testATimerChainDrawnAtOneSpotIsOneLabelSpanningItsRepeats() throws {
        // 1 000 handlers 4 s apart over an hour: about a pixel apart in the picture.
        let (root, records) = try library("background-tasks/busy-timer-chain-under-debugger.scenario")
        let expected = callbackCounts("expire sync", of: "Looper", in: records)
        let total = expected.values.reduce(0, +)
        XCTAssertGreaterThan(total, 1000)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Looper"))
        let drawn = labels(lane, kind: "callback").compactMap { count(in: $0.text, of: "expire sync") }
        XCTAssertEqual(drawn.reduce(0, +), total, "every handler call is counted once: \(drawn)")
        XCTAssertLessThan(drawn.count, 10)
        let spans = lane.elements(class: "repeat-span")
        XCTAssertFalse(spans.isEmpty, "a merged run over time shows its extent")
        let times = expected.keys.sorted()
        let tooltips = lane.elements(class: "callback").compactMap { $0.elements(named: "title").first?.text }
        XCTAssertTrue(tooltips.contains { $0.contains("to \(TimeFormat.seconds(times.last!))s") }, "\(tooltips)")
        XCTAssertLessThan(try XCTUnwrap(root.number("height")), 3000)
    }

    func testMarksAtDifferentInstantsOrWithDifferentLabelsStaySeparate() throws {
        let (root, _, records) = try TimelineFixture.picture("""
        device ios 7
        app Mail
          on didEnterBackground: log "saving"; log "saving"; log "done"
        0s   launch Mail
        +5s  home
        +5s  launch Mail
        +5s  home
        """)
        var saving = 0
        for case .log(let r) in records where r.text == "saving" { saving += 1 }
        XCTAssertEqual(saving, 4)
        let logs = labels(try XCTUnwrap(TimelineFixture.lane(root, "Mail")), kind: "log")
        XCTAssertEqual(logs.map(\.text), ["“saving” ×2", "“done”", "“saving” ×2", "“done”"])
        XCTAssertEqual(logs.map(\.ms), [5000, 5000, 15000, 15000])
    }

    /// Callbacks of one instant with state changes between them are not repeats: an alert shown,
    /// dismissed and shown again at one time reads resign, become active, resign (IN-1), in order.
    func testMarksOfOneInstantWithAStateChangeBetweenThemStayApart() throws {
        let (root, _, _) = try TimelineFixture.picture("""
        device ios 7
        app Mail
        launch Mail
        +5s alert
            alert dismiss
            alert
        """)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Mail"))
        let atFive = labels(lane, kind: "callback").filter { $0.ms == 5000 }.map(\.text)
        XCTAssertEqual(atFive, ["willResignActive", "didBecomeActive", "willResignActive"])
    }
}
