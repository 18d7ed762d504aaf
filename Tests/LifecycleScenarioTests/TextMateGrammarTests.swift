import Foundation
import LifecycleScenario
import XCTest

/// The editors' grammar: valid JSON, valid regular expressions, every word of the
/// language in it, and the shipped copy the generated one.
final class TextMateGrammarTests: XCTestCase {
    private var shipped: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/editors/vscode/syntaxes/scenario.tmLanguage.json")
    }

    private func grammar() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(TextMateGrammar.json().utf8)) as? [String: Any])
    }

    func testTheShippedGrammarIsTheGeneratedOne() throws {
        let text = try String(contentsOf: shipped, encoding: .utf8)
        XCTAssertEqual(text, TextMateGrammar.json() + "\n",
                       "docs/editors is out of date: swift run lifesim grammar > docs/editors/vscode/syntaxes/scenario.tmLanguage.json")
    }

    func testEveryPatternIsAValidRegularExpression() throws {
        let repository = try XCTUnwrap(try grammar()["repository"] as? [String: [String: Any]])
        XCTAssertFalse(repository.isEmpty)
        for (key, rule) in repository {
            for field in ["match", "begin", "end"] {
                guard let pattern = rule[field] as? String else { continue }
                XCTAssertNoThrow(try NSRegularExpression(pattern: pattern), "\(key).\(field)")
            }
        }
    }

    /// Every word the parser knows is highlighted, each as a whole word (not inside a longer one).
    func testEveryWordOfTheLanguageIsHighlightedAsAWholeWord() throws {
        let repository = try XCTUnwrap(try grammar()["repository"] as? [String: [String: Any]])
        let expressions = try repository.values.compactMap { $0["match"] as? String }
            .map { try NSRegularExpression(pattern: $0) }
        for word in TextMateGrammar.allWords {
            let line = "  " + word + " "
            let whole = NSRange(location: 2, length: (word as NSString).length)
            XCTAssertTrue(expressions.contains { expression in
                expression.matches(in: line, range: NSRange(location: 0, length: (line as NSString).length))
                    .contains { $0.range == whole }
            }, "'\(word)' is not highlighted as a whole word")
        }
        let log = try NSRegularExpression(pattern: try XCTUnwrap(repository["action"]?["match"] as? String))
        let text = "log-remaining"
        let found = log.matches(in: text, range: NSRange(location: 0, length: 13)).map(\.range)
        XCTAssertEqual(found, [NSRange(location: 0, length: 13)], "log-remaining is one word, not 'log' and a rest")
    }

    func testTimesDurationsStringsAndComments() throws {
        let repository = try XCTUnwrap(try grammar()["repository"] as? [String: [String: Any]])
        func matches(_ key: String, _ text: String) throws -> Bool {
            let pattern = try XCTUnwrap(repository[key]?["match"] as? String)
            let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            return expression.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
        }
        XCTAssertTrue(try matches("time", "+5s     home"))
        XCTAssertTrue(try matches("time", "1h30m launch Mail"))
        XCTAssertTrue(try matches("duration", "work 2.5s"))
        XCTAssertFalse(try matches("duration", "launch Mail2s"))
        XCTAssertTrue(try matches("comment", "home  # the home button"))
    }
}
