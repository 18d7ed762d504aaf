import Foundation
@testable import LifecycleScenario
import LifecycleSim
import XCTest

/// Scenarios/workshop/: the one-hour lesson (README.md, "Teaching a workshop") — numbered in teaching order, each
/// lesson commented in English and Japanese, and each one a page with a step per record.
final class WorkshopLessonTests: XCTestCase {
    private static var workshop: URL { ScenarioLibraryTests.scenariosDirectory.appendingPathComponent("workshop") }

    private func lessons() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: Self.workshop, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "scenario" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// True for a line holding kana or kanji.
    private func isJapanese(_ line: Substring) -> Bool {
        line.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The rule ids a text names (`BG-5`, `DOC-1`).
    private func ruleIDs(in text: String) -> Set<String> {
        Set(RuleID.allCases.map(\.rawValue).filter { id in
            text.ranges(of: id).contains { range in
                let after = range.upperBound == text.endIndex ? " " : text[range.upperBound]
                return !after.isNumber
            }
        })
    }

    func testTheLessonIsEightToTenNumberedScenariosInTeachingOrder() throws {
        let names = try lessons().map(\.lastPathComponent)
        XCTAssertTrue((8...10).contains(names.count), "\(names)")
        for (index, name) in names.enumerated() {
            XCTAssertTrue(name.hasPrefix(String(format: "%02d-", index + 1)), "lesson \(index + 1) is \(name)")
        }
        // The order the issue gives: states, Home and return, interruptions, background tasks
        // and the budget, expiry, the switcher, memory warnings, state restoration, scenes.
        let topics = ["states", "home", "interruptions", "budget", "expiry", "switcher", "memory", "restoration", "scenes"]
        var position = 0
        for topic in topics {
            let found = try XCTUnwrap(names[position...].firstIndex { $0.contains(topic) }, "no lesson on \(topic) after \(names[position])")
            position = found
        }
    }

    func testEveryLessonIsCommentedInEnglishAndJapaneseRuleByRule() throws {
        for url in try lessons() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let comments = text.split(separator: "\n").filter { $0.hasPrefix("#") }
            let japanese = comments.filter(isJapanese)
            let english = comments.filter { !isJapanese($0) }
            XCTAssertGreaterThanOrEqual(japanese.count, 4, url.lastPathComponent)
            let englishRules = ruleIDs(in: english.joined(separator: "\n"))
            XCTAssertGreaterThanOrEqual(englishRules.count, 2, "\(url.lastPathComponent) teaches rules by id")
            XCTAssertEqual(ruleIDs(in: japanese.joined(separator: "\n")), englishRules,
                           "\(url.lastPathComponent): the Japanese comments name the same rules as the English ones")
        }
    }

    func testEveryLessonPassesAndMakesAPageWithAStepPerRecord() throws {
        for url in try lessons() {
            let source = try String(contentsOf: url, encoding: .utf8)
            let parsed = ScenarioParser.parse(source, path: url.lastPathComponent)
            let document = try XCTUnwrap(parsed.document, url.lastPathComponent)
            let steps = PageSteps(document: document, source: source)
            XCTAssertEqual(steps.summary.failed, 0, url.lastPathComponent)
            XCTAssertGreaterThan(steps.summary.expectations, 0, url.lastPathComponent)
            let runner = ScenarioRunner(document: document)
            let collector = TraceCollector()
            runner.addSink(collector)
            runner.run()
            XCTAssertEqual(steps.steps.count, collector.records.count, url.lastPathComponent)
            XCTAssertEqual(steps.steps.filter { $0.expectation != nil }.count, steps.summary.expectations)
        }
    }
}
