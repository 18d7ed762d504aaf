import XCTest
@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport

/// The syntax a diagnostic ends with reads the same in every language, but a few forms also hold
/// words ("split APP/N APP/M, or split alone to end Split View"): a Japanese diagnostic gives
/// those words in Japanese, and keeps the scenario's keywords in ASCII.
final class UsageProseJapaneseTests: XCTestCase {
    private func rendered(_ text: String, in language: Language) -> String {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics
            .map { DiagnosticRenderer.render($0, color: false, language: language) }.joined(separator: "\n")
    }

    func testASplitDiagnosticEndsInJapanese() {
        let scenario = "device ios 17 model ipad\napp Mail scenes multiple\napp X scenes\n0s launch Mail\n1s split Mail/0 X/1\n"
        XCTAssertEqual(rendered(scenario, in: .ja).split(separator: "\n").first.map(String.init),
                       "t.scenario:5:10: エラー: 'Mail/0' はシーンではありません。Notes/1 のように、アプリ名、スラッシュ、1 から始まるシーンの"
                       + "番号を書いてください: split APP/N APP/M、または Split View を終えるなら split だけ")
        XCTAssertTrue(rendered(scenario, in: .en).contains(": split APP/N APP/M, or split alone to end Split View\n"),
                      rendered(scenario, in: .en))
    }

    /// Every form with words: English words in English, none left in Japanese (the forms' keywords
    /// and placeholders are names).
    func testEveryFormWithWordsIsTranslated() {
        let usage = DiagnosticMessages.Usage.self
        let forms = [usage.event("split"), usage.handler, usage.action("refuse"), usage.expect, usage.expectScene,
                     usage.event("switcher"), usage.event("call"), usage.event("alert")]
        for form in forms {
            let text = usage.argument(form)
            guard text != .verbatim(form) else {
                XCTFail("\(form) is given as written in every language")
                continue
            }
            XCTAssertEqual(text.rendered(in: .en), form)
            let japanese = text.rendered(in: .ja)
            XCTAssertNotEqual(japanese, form)
            XCTAssertEqual(EnglishLeft.words(in: japanese, allowing: ["STATE", "CALLBACK", "ACTION", "accept", "decline", "disconnected"],
                                             code: .recognised), [], japanese)
        }
        XCTAssertEqual(usage.argument(usage.event("launch")), .verbatim("launch APP [url URL]"))
    }

    func testAHandlerDiagnosticEndsInJapanese() {
        let japanese = rendered("app Mail\non Mail.didBecomeActive crash\nlaunch Mail\n", in: .ja)
        XCTAssertTrue(japanese.contains("(インデントしない行では on APP.CALLBACK: ...)"), japanese)
        XCTAssertFalse(japanese.contains("unindented"), japanese)
    }
}
