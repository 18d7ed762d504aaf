import XCTest
@testable import lifesim
import LifecycleSim
import LocalizationTestSupport

/// docs/GLOSSARY.ja.md holds for every Japanese text a learner reads: the tool's catalogues (help
/// and usage included), the rule pages, the page's words, the scenarios' Japanese comments and
/// titles, and the Japanese of the documents. No text writes a variant the glossary rejects, and
/// every sentence ends in です/ます (JapaneseRegister describes how a sentence is found).
final class JapaneseGlossaryTests: XCTestCase {
    /// Every text the test reads, with where it comes from.
    private func everyText() throws -> [JapaneseTexts.Text] {
        JapaneseTexts.catalogues + JapaneseTexts.rules + JapaneseTexts.pageWords
            + JapaneseTexts.texts(of: HelpKey.allCases, named: "HelpText") { HelpText.text($0, in: .ja) }
            + JapaneseTexts.texts(of: UsageTextExamples.all, named: "UsageText") { $0.rendered(in: .ja) }
            + (try JapaneseTexts.scenarios()) + (try JapaneseTexts.documents())
    }

    func testTheGlossaryIsReadAsATable() throws {
        let glossary = try JapaneseGlossary.load()
        XCTAssertGreaterThanOrEqual(glossary.terms.count, 40)
        let expectation = try XCTUnwrap(glossary.terms.first { $0.english.hasPrefix("expectation") })
        XCTAssertEqual(expectation.accepted, ["期待"])
        XCTAssertEqual(expectation.rejected, ["期待値"])
        XCTAssertTrue(glossary.terms.allSatisfy { !$0.accepted.isEmpty }, "every row names its one term")
    }

    /// Every kind of text is found: a test that read nothing would pass on anything.
    func testEveryKindOfTextIsRead() throws {
        let sources = try everyText().map(\.source)
        for prefix in ["RunMessage.", "DiagnosticText.", "WarningText.", "ExplainMessage.", "BG-5.statement",
                       "PageWords.", "HelpText.run", "UsageText.", "Scenarios/workshop/05-expiry.scenario:", "docs/TRACE.md:",
                       "ReplMessage.", "TimelineMessage.", "VerifyMessage.", "DiagramMessage.", "RuleLabel."] {
            XCTAssertTrue(sources.contains { $0.hasPrefix(prefix) }, "no text from \(prefix)")
        }
    }

    func testNoTextWritesARejectedVariant() throws {
        let glossary = try JapaneseGlossary.load()
        let found = try everyText().flatMap { text in
            glossary.rejectedVariants(in: text.text).map { "\(text.source): \($0)" }
        }
        report(found)
    }

    func testEverySentenceIsPolite() throws {
        let found = try everyText().flatMap { text in
            JapaneseRegister.violations(in: text.text, isLabel: text.isLabel).map { "\(text.source): \($0)" }
        }
        report(found)
    }

    /// Fails with every finding, one per line on standard output (a failure message would be cut
    /// short), and appended to the file LIFESIM_GLOSSARY_REPORT names, if set.
    private func report(_ found: [String], file: StaticString = #filePath, line: UInt = #line) {
        for finding in found { print("  \(finding)") }
        if let path = ProcessInfo.processInfo.environment["LIFESIM_GLOSSARY_REPORT"], !found.isEmpty,
           let handle = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
                                                                ? FileHandle(forWritingAtPath: path) : nil) {
            handle.seekToEndOfFile()
            handle.write(Data(found.map { $0 + "\n" }.joined().utf8))
            handle.closeFile()
        }
        XCTAssertEqual(found.count, 0, "\(found.count) findings, listed above; first: \(found.first ?? "")", file: file, line: line)
    }

    /// The checks fail on the wording they were written against.
    func testTheChecksFindTheOldWording() throws {
        let glossary = try JapaneseGlossary.load()
        XCTAssertEqual(JapaneseRegister.violations(in: "アプリ 'Chatt' は宣言されていない。もしかして 'Chat' ですか?").count, 1)
        XCTAssertEqual(JapaneseRegister.violations(in: "+1m30s か +1m30ms と書く"), ["+1m30s か +1m30ms と書く"])
        XCTAssertEqual(JapaneseRegister.violations(in: "'bgtasks' にはタスク ID が必要: app NAME bgtasks ID,ID...").count, 1)
        XCTAssertEqual(JapaneseRegister.violations(in: "アプリ 'Chatt' は宣言されていません。もしかして 'Chat' ですか?"), [])
        XCTAssertEqual(JapaneseRegister.violations(in: "+1m30s または +1m30ms と書いてください"), [])
        XCTAssertEqual(JapaneseRegister.violations(in: "満たされた期待 (3 件)"), [], "a label needs no です")
        XCTAssertEqual(JapaneseRegister.violations(in: "5 つの状態。"), ["5 つの状態。"], "a sentence with 。 is polite")
        XCTAssertEqual(JapaneseRegister.violations(in: "  --quiet     失敗と最後の行を\n                書き出します\n  --strict    失敗にする"),
                       ["--strict    失敗にする"], "a wrapped option joins its line; the next option starts anew")
        XCTAssertEqual(glossary.rejectedVariants(in: "期待値 3 件、行 33、第 5 課、App デリゲート"),
                       ["App (→ アプリ)", "App デリゲート (→ アプリデリゲート)", "期待値 (→ 期待)", "第 5 課 (→ レッスン N)", "行 33 (→ N 行目)"])
        XCTAssertEqual(glossary.rejectedVariants(in: "App スイッチャー、ホーム画面、最前面の 'App'、`App`、AppContext、33 行目"), [])
    }
}
