import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Labels of the marks of one instant read top to bottom in the order the trace has them.
final class TimelineLabelOrderTests: XCTestCase {
    /// A label as drawn: its mark's time, its text, left and right edge, and baseline.
    private struct Box {
        var ms: String?
        var text: String
        var x0: Double
        var x1: Double
        var y: Double
    }

    private func boxes(_ lane: SVGNode, kinds: Set<String>) -> [Box] {
        lane.all.filter { !kinds.isDisjoint(with: $0.classes) && $0.classes.contains("mark") }.compactMap { mark in
            guard let text = mark.elements(named: "text").last, let x = text.number("x"), let y = text.number("y") else { return nil }
            let size = mark.classes.contains("controller") ? TimelineStyle.controllerSize : TimelineStyle.labelSize
            return Box(ms: mark.attributes["data-ms"], text: text.text, x0: x, x1: x + SVGText.width(text.text, size: size), y: y)
        }
    }

    /// For every pair of labels of one instant, the one the trace has first is higher.
    private func assertTraceOrderTopToBottom(_ boxes: [Box], in name: String = "", file: StaticString = #filePath, line: UInt = #line) {
        for i in boxes.indices {
            for j in boxes.indices where j > i && boxes[i].ms == boxes[j].ms {
                XCTAssertLessThan(boxes[i].y, boxes[j].y, "\(name): '\(boxes[i].text)' happened before '\(boxes[j].text)' but is not above it",
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

    func testHomeAfterAReturnReadsWillResignActiveAboveDidEnterBackground() throws {
        // The labels of the return at 70 s still take the top rows when home comes at 100 s.
        let (root, _, records) = try TimelineFixture.picture("""
        device ios 7
        app Sync
          on didFinishLaunching: begin-task sync
          on expire sync: end-task sync
        0s      launch Sync
        +10s    home
        +60s    launch Sync
        +30s    home
        +180s   expect Sync suspended
        """)
        let lane = try XCTUnwrap(TimelineFixture.lane(root, "Sync"))
        let drawn = boxes(lane, kinds: ["callback"])
        XCTAssertEqual(drawn.map(\.text), callbacks(of: "Sync", in: records))
        let home = drawn.filter { $0.ms == "100000" }
        XCTAssertEqual(home.map(\.text), ["willResignActive", "didEnterBackground"])
        XCTAssertLessThan(home[0].y, home[1].y)
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
                assertTraceOrderTopToBottom(boxes(lane, kinds: ["callback", "log", "warning", "controller", "task"]), in: url.lastPathComponent)
            }
            if let events = root.elements(class: "events").first {
                assertTraceOrderTopToBottom(boxes(events, kinds: ["event", "log", "warning"]), in: url.lastPathComponent)
            }
        }
    }
}
