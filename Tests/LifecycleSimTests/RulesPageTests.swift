import Foundation
import LifecycleSim
import XCTest

/// docs/RULES.md ships the rule catalogue with the repository, so a clone has
/// every rule to read; it must be the catalogue the code enforces.
final class RulesPageTests: XCTestCase {
    private var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testDocsRulesPageIsTheGeneratedCatalogue() throws {
        let page = try String(contentsOf: repository.appendingPathComponent("docs/RULES.md"), encoding: .utf8)
        XCTAssertEqual(page, RuleCatalogue.markdownPage() + "\n",
                       "docs/RULES.md is out of date: swift run lifesim rules --format markdown > docs/RULES.md")
    }

    func testThePageHasOneSectionPerRuleAndBalancedCodeFences() {
        let lines = RuleCatalogue.markdownPage().split(separator: "\n", omittingEmptySubsequences: false)
        let headings = lines.filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4).prefix { $0 != " " }) }
        XCTAssertEqual(headings, RuleCatalogue.all.map(\.id.rawValue))
        XCTAssertEqual(lines.filter { $0 == "```" }.count % 2, 0)
    }

    /// The pages a reader is sent to exist in the repository.
    func testTheLanguageTraceAndExecutionPagesShipWithTheRepository() throws {
        for page in ["docs/LANGUAGE.md", "docs/TRACE.md", "docs/EXECUTION_MODEL.md", "docs/RULES.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: repository.appendingPathComponent(page).path), page)
        }
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertFalse(readme.contains("../shared"), "a clone has no ../shared folder")
        XCTAssertTrue(readme.contains("docs/LANGUAGE.md"))
        XCTAssertTrue(readme.contains("docs/RULES.md"))
    }
}
