import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest

/// Every picture fits a projector: at most `TimelineStyle.maximumWidth` units wide, no text
/// smaller than 10 units, and no text past its left or right edge, for every scenario of the library.
final class TimelineFitTests: XCTestCase {
    static let scenarios: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")

    /// Every `*.scenario` under Scenarios/, at any depth, in path order.
    static func libraryFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: scenarios, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "scenario" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    func testEveryLibraryPictureFitsItsWidth() throws {
        let files = Self.libraryFiles()
        XCTAssertGreaterThan(files.count, 100)
        for url in files {
            let document = try XCTUnwrap(ScenarioParser.parse(Array(try Data(contentsOf: url)), path: url.path).document, url.path)
            let languages: [Language] = url.path.contains("/workshop/") ? [.en, .ja] : [.en]
            for language in languages {
                try assertFits(TimelinePicture.draw(document, in: language).svg, "\(url.lastPathComponent) (\(language))")
            }
        }
    }

    /// A long title, path, label and failure: each is moved in or shortened, the whole text kept
    /// in a tooltip that the keyboard reaches too.
    func testLongTextsAreMovedInOrShortenedWithTheWholeTextAsTooltip() throws {
        let long = String(repeating: "a very long title ", count: 6)
        let scenario = """
        scenario "\(long)"
        device ios 13
        app Uploader
          on didEnterBackground: log "\(String(repeating: "the background handler writes a long line, ", count: 3))"
        launch Uploader
        +5s home
            expect Uploader callbacks: willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground, willTerminate
        """
        let parsed = ScenarioParser.parse(scenario, path: "/" + String(repeating: "nested-folder/", count: 12) + "long.scenario")
        let document = try XCTUnwrap(parsed.document, parsed.diagnostics.map { DiagnosticRenderer.render($0, color: false) }
            .joined(separator: "\n"))
        let svg = TimelinePicture.draw(document).svg
        try assertFits(svg, "long texts")
        let root = try SVGTreeBuilder.parse(svg)
        let shortened = root.elements(named: "text").filter { $0.ownText.hasSuffix("…") }
        XCTAssertFalse(shortened.isEmpty)
        for text in shortened {
            let tooltip = try XCTUnwrap(text.children.first { $0.name == "title" }, text.ownText)
            XCTAssertTrue(tooltip.text.hasPrefix(String(text.ownText.dropLast())), "\(tooltip.text) / \(text.ownText)")
            XCTAssertGreaterThan(tooltip.text.count, text.ownText.count)
            XCTAssertEqual(text.attributes["tabindex"], "0", text.ownText)
        }
        let heading = root.elements(named: "text").filter { $0.attributes["id"] == "heading" || $0.classes.contains("heading-more") }
        XCTAssertEqual(heading.count, 2, "a long heading takes a second line")
        XCTAssertTrue(heading[0].ownText.hasPrefix("a very long title"), heading[0].ownText)
        let subtitle = try XCTUnwrap(root.elements(named: "text").first { $0.attributes["id"] == "subtitle" })
        XCTAssertTrue(subtitle.ownText.hasPrefix("…") && subtitle.ownText.contains("/long.scenario · iOS 13"),
                      "the path loses its start, the counts stay: \(subtitle.ownText)")
        XCTAssertTrue(subtitle.ownText.hasSuffix("1 expectation, 1 failed"), subtitle.ownText)
        let found = try XCTUnwrap(root.elements(class: "found").first)
        XCTAssertTrue(found.ownText.hasPrefix("actual: Uploader callbacks: willFinishLaunching"), found.ownText)
    }

    /// A label that would run past the plot's right edge ends at it, its leader staying at its
    /// instant; labels still never overlap.
    func testALabelNearTheEndMovesLeftAndLabelsNeverOverlap() throws {
        let (root, _, _) = try TimelineFixture.picture(TimelineSVGTests.twoApps)
        let plotRight = TimelineStyle.maximumWidth - TimelineStyle.rightMargin
        let kill = try XCTUnwrap(root.elements(class: "event").first { $0.ownTextOfLabel == "switcher kill Notes" })
        let label = try XCTUnwrap(kill.elements(named: "text").first)
        let x = try XCTUnwrap(label.number("x"))
        let time = try XCTUnwrap(root.elements(class: "event-line").last?.number("x1"))
        XCTAssertLessThan(x, time, "starts left of its instant")
        XCTAssertEqual(x + SVGText.width(label.ownText, size: 10), plotRight - 2, accuracy: 0.1, "ends at the plot's edge")
        for group in root.elements(class: "lane") + root.elements(class: "events") {
            let boxes = group.elements(class: "mark").compactMap { mark -> (y: Double, x0: Double, x1: Double)? in
                guard let box = mark.elements(named: "rect").first, let x = box.number("x"), let y = box.number("y"),
                      let width = box.number("width") else { return nil }
                return (y, x, x + width)
            }
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] where a.y == b.y {
                    XCTAssertTrue(a.x1 <= b.x0 || b.x1 <= a.x0, "labels overlap in \(group.attributes["id"] ?? "events"): \(a) \(b)")
                }
            }
        }
    }

    /// Checks the picture's width, its text sizes and that each text's extent (its x, its anchor
    /// and `SVGText.width` of its words at its size) lies within the picture.
    private func assertFits(_ svg: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try SVGTreeBuilder.parse(svg, file: file, line: line)
        let width = try XCTUnwrap(root.number("width"), file: file, line: line)
        XCTAssertLessThanOrEqual(width, TimelineStyle.maximumWidth, name, file: file, line: line)
        XCTAssertEqual(root.attributes["viewBox"]?.split(separator: " ").dropFirst(2).first.flatMap { Double($0) }, width,
                       name, file: file, line: line)
        for text in root.elements(named: "text") {
            let words = text.ownText
            let size = try XCTUnwrap(text.inherited("font-size").flatMap(Double.init), "\(name): \(words)", file: file, line: line)
            XCTAssertGreaterThanOrEqual(size, 10, "\(name): \(words)", file: file, line: line)
            let x = try XCTUnwrap(text.number("x"), "\(name): \(words)", file: file, line: line)
            let extent = SVGText.width(words, size: size)
            let start: Double
            switch text.inherited("text-anchor") ?? "start" {
            case "middle": start = x - extent / 2
            case "end": start = x - extent
            default: start = x
            }
            XCTAssertGreaterThanOrEqual(start, 0, "\(name): \(words) starts at \(start)", file: file, line: line)
            XCTAssertLessThanOrEqual(start + extent, width, "\(name): \(words) ends at \(start + extent) of \(width)",
                                     file: file, line: line)
        }
    }
}

private extension SVGNode {
    /// The words of a mark's label (its `text`, without the tooltip).
    var ownTextOfLabel: String? { elements(named: "text").first?.ownText }
}
