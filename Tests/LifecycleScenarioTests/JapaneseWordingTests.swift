@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// One Japanese for one thing across every catalogue of the package (docs/GLOSSARY.ja.md, checked
/// term by term by JapaneseGlossaryTests): ユーザ as ハンドラ and デバッガ are written (no closing ー),
/// a line as `N 行目` (as the trace's `(N 行目)`), and a half-width space wherever an ASCII
/// word meets Japanese, in a template or where a value is filled in.
final class JapaneseWordingTests: XCTestCase {
    /// Every Japanese text of the catalogues: templates of the run, timeline, verify, REPL,
    /// diagnostics, warnings, trace, `--explain` and diagram words, the rule pages' labels, and each
    /// rule's title, statement and reading (the enumeration docs/GLOSSARY.ja.md's test reads too).
    private var japaneseTexts: [String] {
        (JapaneseTexts.catalogues + JapaneseTexts.rules).map(\.text)
    }

    func testTheUserIsWrittenOneWay() {
        let texts = japaneseTexts
        XCTAssertEqual(texts.filter { $0.contains("ユーザー") }, [])
        XCTAssertFalse(texts.filter { $0.contains("ユーザ") }.isEmpty, "the word is used, so the check means something")
    }

    func testALineIsNGyoume() {
        let texts = japaneseTexts
        XCTAssertEqual(texts.filter { $0.range(of: "行 (\\{|[0-9])", options: .regularExpression) != nil }, [])
        XCTAssertEqual(ReplMessage.lineNotKept(line: "3").text(in: .ja), "(3 行目は保持しませんでした)")
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
        XCTAssertEqual(missing.rendered(in: .ja), "'bgtasks' にはタスク ID が必要です: app NAME bgtasks ID,ID...")
        XCTAssertEqual(missing.rendered(in: .en), "'bgtasks' needs a task identifier: app NAME bgtasks ID,ID...")
    }
}
