import XCTest
@testable import LifecycleSim

/// How a typed catalogue's switches write their words: values put in as they are, and in
/// Japanese a half-width space where a value's ASCII edge (or an outward half-width bracket)
/// meets kana or kanji (docs/GLOSSARY.ja.md); and which language the environment chooses.
final class LocalizedTextTests: XCTestCase {
    private func japanese(_ what: String, _ usage: String) -> String {
        let text: JapaneseText = "には\(what)が必要: \(usage)"
        return text.text
    }

    /// A half-width space between an ASCII word and Japanese, also where a value is put in;
    /// none beside other punctuation, none inside a value, none in English.
    func testAJapaneseValueWithAnASCIIEdgeIsSetOffFromTheJapaneseItMeets() {
        XCTAssertEqual(japanese("タスク ID", "app NAME"), "にはタスク ID が必要: app NAME")
        XCTAssertEqual(japanese("ID", ""), "には ID が必要: ")
        XCTAssertEqual(japanese("タスク名", ""), "にはタスク名が必要: ")
        XCTAssertEqual(japanese(" URL ", ""), "には URL が必要: ")
        XCTAssertEqual(japanese("Appのバックグラウンド更新", ""), "には Appのバックグラウンド更新が必要: ")
        XCTAssertEqual(japanese("シーン (APP/N)", ""), "にはシーン (APP/N) が必要: ", "a closing bracket is set off too")
        let (what, n) = ("(APP/N)", "「x」")
        let punctuation: JapaneseText = "\(what)。\(n)は"
        XCTAssertEqual(punctuation.text, "(APP/N)。「x」は")
        let english: EnglishText = "\("ID")x\(2)"
        XCTAssertEqual(english.text, "IDx2")
    }

    func testTheEnvironmentChoosesTheLanguage() {
        XCTAssertEqual(Language.preferred(environment: [:]), .en)
        XCTAssertEqual(Language.preferred(environment: ["LANG": "ja_JP.UTF-8"]), .ja)
        XCTAssertEqual(Language.preferred(environment: ["LANG": "ja_JP.UTF-8", "LC_ALL": "en_US.UTF-8"]), .en)
        XCTAssertEqual(Language.preferred(environment: ["LC_ALL": "", "LANG": "ja_JP.UTF-8"]), .ja)
        XCTAssertEqual(Language.preferred(environment: ["LIFESIM_LANG": "en", "LANG": "ja_JP.UTF-8"]), .en)
        XCTAssertEqual(Language.preferred(environment: ["LIFESIM_LANG": "ja"]), .ja)
        XCTAssertNil(Language.preferred(environment: ["LIFESIM_LANG": "fr"]))
    }
}
