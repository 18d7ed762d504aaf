@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// One Japanese for one thing across every catalogue of the package: ユーザ as
/// ハンドラ and デバッガ are written (no closing ー, as the workshop's scenarios write it),
/// a line as `N 行目` (as the trace's `(N 行目)`), and a half-width space wherever an ASCII
/// word meets Japanese, in a template or where a value is filled in.
final class JapaneseWordingTests: XCTestCase {
    /// Every Japanese text of the catalogues: templates of the run, timeline, REPL, diagnostics,
    /// warnings, trace, `--explain` and diagram words, and each rule's title, statement and reading.
    private var japaneseTexts: [String] {
        func texts<Key>(_ catalogue: MessageCatalogue<Key>) -> [String] {
            (catalogue.tables[.ja] ?? [:]).sorted { $0.key.rawValue < $1.key.rawValue }.map(\.value)
        }
        let rules = RuleCatalogue.all(in: .ja).flatMap { [$0.title, $0.statement, $0.resolution ?? ""] }
        return texts(RunMessage.catalogue) + texts(TimelineMessage.catalogue) + texts(ReplMessages.catalogue)
            + DiagnosticTextExamples.all.map { $0.rendered(in: .ja) } + texts(DiagnosticCatalogue.nouns) + WarningTextExamples.all.map { $0.text(in: .ja) }
            + texts(TraceLineMessage.catalogue) + texts(TraceWords.catalogue) + texts(ExplainMessage.catalogue)
            + texts(DiagramMessage.catalogue) + rules
    }

    func testTheUserIsWrittenOneWay() {
        let texts = japaneseTexts
        XCTAssertEqual(texts.filter { $0.contains("ユーザー") }, [])
        XCTAssertFalse(texts.filter { $0.contains("ユーザ") }.isEmpty, "the word is used, so the check means something")
    }

    func testALineIsNGyoume() {
        let texts = japaneseTexts
        XCTAssertEqual(texts.filter { $0.range(of: "行 (\\{|[0-9])", options: .regularExpression) != nil }, [])
        XCTAssertEqual(ReplMessages.text(.lineNotKept, in: .ja, ["line": "3"]), "(3 行目は保持しませんでした)")
    }

    /// No template glues an ASCII letter or digit to kana or kanji, but Apple's own name of the
    /// setting, `Appのバックグラウンド更新`.
    func testNoTemplateGluesAnASCIIWordToJapanese() {
        let glued = "[A-Za-z0-9][\\p{Hiragana}\\p{Katakana}\\p{Han}]|[\\p{Hiragana}\\p{Katakana}\\p{Han}][A-Za-z0-9]"
        let found = japaneseTexts.map { $0.replacingOccurrences(of: "Appのバックグラウンド更新", with: "") }
            .filter { $0.range(of: glued, options: .regularExpression) != nil }
        XCTAssertEqual(found, [])
    }

    /// `'bgtasks' には{what}が必要` with `タスク ID`: the value's ASCII end is set off from が.
    func testAFilledNounEndingInASCIIIsSetOffFromTheJapaneseAfterIt() {
        let missing = DiagnosticMessages.missing(.aTaskIdentifier, after: "bgtasks", usage: "app NAME bgtasks ID,ID...")
        XCTAssertEqual(missing.rendered(in: .ja), "'bgtasks' にはタスク ID が必要: app NAME bgtasks ID,ID...")
        XCTAssertEqual(missing.rendered(in: .en), "'bgtasks' needs a task identifier: app NAME bgtasks ID,ID...")
    }
}
