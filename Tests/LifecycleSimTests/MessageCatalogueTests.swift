import XCTest
@testable import LifecycleSim

/// The message catalogue mechanism: texts by key and language, placeholders filled,
/// and every gap reported as a problem rather than papered over with English.
final class MessageCatalogueTests: XCTestCase {
    private enum Key: String, CaseIterable, Sendable { case greeting, count, symbol }

    func testFillsPlaceholdersInTheChosenLanguage() {
        let catalogue = MessageCatalogue<Key>(
            english: [.greeting: "{app} enters the background", .count: "{n} tasks", .symbol: "✓"],
            japanese: [.greeting: "{app} がバックグラウンドに移る", .count: "タスク {n} 個", .symbol: "✓"])
        XCTAssertEqual(catalogue.text(.greeting, in: .en, ["app": "Mail"]), "Mail enters the background")
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["app": "Mail"]), "Mail がバックグラウンドに移る")
        XCTAssertEqual(catalogue.text(.count, in: .ja, ["n": "2"]), "タスク 2 個")
        XCTAssertEqual(catalogue.problems, [])
    }

    /// A half-width space between an ASCII word and Japanese, also where a value is
    /// filled in; none beside punctuation, none inside a value, none in English.
    func testAJapaneseValueWithAnASCIIEdgeIsSetOffFromTheJapaneseItMeets() {
        let catalogue = MessageCatalogue<Key>(
            english: [.greeting: "needs {what}: {usage}", .count: "{what}x{n}", .symbol: "✓"],
            japanese: [.greeting: "には{what}が必要: {usage}", .count: "{what}。{n}は", .symbol: "✓"])
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["what": "タスク ID", "usage": "app NAME"]), "にはタスク ID が必要: app NAME")
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["what": "ID", "usage": ""]), "には ID が必要: ")
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["what": "タスク名", "usage": ""]), "にはタスク名が必要: ")
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["what": " URL ", "usage": ""]), "には URL が必要: ")
        XCTAssertEqual(catalogue.text(.greeting, in: .ja, ["what": "Appのバックグラウンド更新", "usage": ""]),
                       "には Appのバックグラウンド更新が必要: ")
        XCTAssertEqual(catalogue.text(.count, in: .ja, ["what": "タスク ID", "n": "2"]), "タスク ID。2 は")
        XCTAssertEqual(catalogue.text(.count, in: .ja, ["what": "(APP/N)", "n": "「x」"]), "(APP/N)。「x」は")
        XCTAssertEqual(catalogue.text(.count, in: .en, ["what": "ID", "n": "2"]), "IDx2")
    }

    func testAMissingTranslationIsAProblemAndShowsItsKey() {
        let catalogue = MessageCatalogue<Key>(
            english: [.greeting: "hello {app}", .count: "{n}", .symbol: "✓"],
            japanese: [.greeting: "こんにちは {name}", .symbol: "✓"])
        XCTAssertEqual(catalogue.text(.count, in: .ja), "⟦count⟧")
        XCTAssertEqual(catalogue.problems, [
            "ja: 'greeting' has placeholders [\"name\"] where English has [\"app\"]",
            "ja: no text for 'count'",
        ])
    }

    func testACopiedEnglishTextIsAProblemUnlessDeclaredTheSame() {
        let copied = MessageCatalogue<Key>(
            english: [.greeting: "Home", .count: "{n}", .symbol: "sceneDidBecomeActive(_:)"],
            japanese: [.greeting: "Home", .count: "{n}", .symbol: "sceneDidBecomeActive(_:)"],
            sameInEveryLanguage: [.symbol])
        XCTAssertEqual(copied.problems, ["ja: 'greeting' is the English text, not a translation"])
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
