import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Labels of marks that overlap on the picture read top to bottom in the order the trace has them.
final class TimelineLabelOrderTests: XCTestCase {
    /// A label as drawn: its text, left and right edge, and baseline.
    private struct Box {
        var text: String
        var x0: Double
        var x1: Double
        var y: Double
    }

    private func boxes(_ lane: SVGNode, kinds: Set<String>) -> [Box] {
        lane.all.filter { !kinds.isDisjoint(with: $0.classes) && $0.classes.contains("mark") }.compactMap { mark in
            guard let text = mark.elements(named: "text").last, let x = text.number("x"), let y = text.number("y") else { return nil }
            let size = mark.classes.contains("controller") ? TimelineStyle.controllerSize : TimelineStyle.labelSize
            return Box(text: text.text, x0: x, x1: x + SVGText.width(text.text, size: size), y: y)
        }
    }

    /// For every pair of labels that share horizontal room, the one the trace has first is higher.
    private func assertTraceOrderTopToBottom(_ boxes: [Box], file: StaticString = #filePath, line: UInt = #line) {
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].x0 < boxes[j].x1 && boxes[j].x0 < boxes[i].x1 {
                XCTAssertLessThan(boxes[i].y, boxes[j].y, "'\(boxes[i].text)' happened before '\(boxes[j].text)' but is not above it",
                                  file: file, line: line)
            }
        }
    }

    /// The callbacks of `app` in trace order, as the picture names them.
    private func callbacks(of app: String, in records: [TraceRecord]) -> [String] {
        records.compactMap { record in
            guard case .callback(let r) = record, r.app == app else { return nil }
            return r.callback.description
        }
    }

    func testCallbacksAtOneInstantReadInTraceOrderUnderAnEarlierLongLabel() throws {
        // The long log label a moment before home takes the top row where willResignActive would go.
        let (root, _, records) = try TimelineFixture.picture("""
        device ios 7
        app Mail
          on didEnterBackground: log "saving the drafts now, before suspension"
        app Notes
        0s    launch Mail
        +1s   home
        +1s   launch Mail
        +1s   home
        """)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Mail"))
        let drawn = boxes(lane, kinds: ["callback"])
        XCTAssertEqual(drawn.map(\.text), callbacks(of: "Mail", in: records))
        XCTAssertEqual(drawn.filter { $0.text == "willResignActive" }.count, 2)
        assertTraceOrderTopToBottom(boxes(lane, kinds: ["callback", "log", "warning", "controller"]))
    }

    func testEveryLibraryScenarioStacksOverlappingLabelsInTraceOrder() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios")
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "scenario" { files.append(url) }
        }
        XCTAssertGreaterThan(files.count, 20)
        for url in files.sorted(by: { $0.path < $1.path }) {
            let document = try XCTUnwrap(ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.path).document, url.path)
            let root = try SVGTreeBuilder.parse(TimelinePicture.draw(document).svg)
            for lane in root.elements(class: "lane") {
                assertTraceOrderTopToBottom(boxes(lane, kinds: ["callback", "log", "warning", "controller", "task"]))
            }
            if let events = root.elements(class: "events").first {
                assertTraceOrderTopToBottom(boxes(events, kinds: ["event", "log", "warning"]))
            }
        }
    }
}
