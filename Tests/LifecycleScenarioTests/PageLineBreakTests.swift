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
                       "アプリの<wbr/>カードが<wbr/>新しい順に<wbr/>並びます。")
        XCTAssertEqual(PageLineBreaks.marked("起動後に使ったアプリ"), "起動後に<wbr/>使ったアプリ")
        // Kana after kana, and kanji after kanji, stay together; a prefix stays with its word.
        XCTAssertEqual(PageLineBreaks.marked("ありません"), "ありません")
        XCTAssertEqual(PageLineBreaks.marked("強制終了"), "強制終了")
        XCTAssertEqual(PageLineBreaks.marked("ご利用"), "ご利用")
        // The one or two kana that join a compound's kanji are not a phrase's end (送り仮名).
        for compound in ["受け取ります", "割り込み", "切り替えています", "呼び出し", "書き出し", "置き換え", "取り消し", "引き起こす"] {
            XCTAssertEqual(PageLineBreaks.marked(compound), compound)
        }
        XCTAssertEqual(PageLineBreaks.marked("その後、実行を続けさせる"), "その後、実行を<wbr/>続けさせる", "その後 is one word")
        // A Latin word right after a phrase's kana begins the next phrase.
        XCTAssertEqual(PageLineBreaks.marked("アプリはinactive"), "アプリは<wbr/>inactive")
    }

    func testATabSeparatesWordsAsASpaceDoes() {
        XCTAssertEqual(PageLineBreaks.marked("+5s\tnotification-center"),
                       "+5s" + SVGText.escape("\t") + "<span class=\"nobreak\">notification-center</span>")
    }

    func testTextIsEscaped() {
        XCTAssertEqual(PageLineBreaks.marked("a <b> & \"c\""), "a &lt;b&gt; &amp; &quot;c&quot;")
    }
}
