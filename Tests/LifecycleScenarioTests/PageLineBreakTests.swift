@testable import LifecycleScenario
import XCTest

/// Where the page lets a browser break a line (`PageLineBreaks`): between words only, never
/// inside a name, a path's name or a Japanese word.
final class PageLineBreakTests: XCTestCase {
    func testAHyphenatedNameIsKeptOnOneLine() {
        XCTAssertEqual(PageLineBreaks.marked("active → not-running  [FG-3]"),
                       "active → <span class=\"nobreak\">not-running</span>  <span class=\"nobreak\">[FG-3]</span>")
    }

    func testAPathBreaksOnlyAfterASlashBetweenItsNames() {
        XCTAssertEqual(PageLineBreaks.marked("# Scenarios/workshop/06-switcher.scenario"),
                       "# Scenarios/<wbr/>workshop/<wbr/><span class=\"nobreak\">06-switcher.scenario</span>")
        XCTAssertEqual(PageLineBreaks.marked("https://example.com/a"), "https://example.com/<wbr/>a", "not inside //")
    }

    func testJapaneseBreaksWhereAPhraseEnds() {
        // After the kana that end a phrase, before the kanji or katakana that begin the next.
        XCTAssertEqual(PageLineBreaks.marked("アプリのカードが新しい順に並びます。"),
                       "アプリの<wbr/>カードが<wbr/>新しい<wbr/>順に<wbr/>並びます。")
        // Kana after kana, and kanji after kanji, stay together; a prefix stays with its word.
        XCTAssertEqual(PageLineBreaks.marked("ありません"), "ありません")
        XCTAssertEqual(PageLineBreaks.marked("強制終了"), "強制終了")
        XCTAssertEqual(PageLineBreaks.marked("ご利用"), "ご利用")
        // A Latin word right after a phrase's kana begins the next phrase.
        XCTAssertEqual(PageLineBreaks.marked("アプリはinactive"), "アプリは<wbr/>inactive")
    }

    func testTextIsEscaped() {
        XCTAssertEqual(PageLineBreaks.marked("a <b> & \"c\""), "a &lt;b&gt; &amp; &quot;c&quot;")
    }
}
