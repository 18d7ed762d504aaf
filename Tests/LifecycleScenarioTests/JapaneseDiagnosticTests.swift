import Foundation
import XCTest
@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport

/// The parser's diagnostics in Japanese: a complete catalogue, the same place and caret as
/// in English, and the facts of each message (names, did-you-mean, line numbers) kept.
final class JapaneseDiagnosticTests: XCTestCase {
    private func rendered(_ text: String, in language: Language) -> String {
        ScenarioParser.parse(text, path: "t.scenario").diagnostics
            .map { DiagnosticRenderer.render($0, color: false, language: language) }.joined(separator: "\n")
    }

    /// Asserts the Japanese rendering of `text` is `expected`, and that each diagnostic sits at the
    /// same `path:line:column:` with the same source and caret lines as the English one.
    private func assertJapanese(_ text: String, _ expected: String, file: StaticString = #filePath,
                                line: UInt = #line) {
        let japanese = rendered(text, in: .ja)
        XCTAssertEqual(japanese, expected, file: file, line: line)
        let english = rendered(text, in: .en).split(separator: "\n", omittingEmptySubsequences: false)
        let lines = japanese.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, english.count, file: file, line: line)
        for (index, (ja, en)) in zip(lines, english).enumerated() {
            if index % 3 == 0 {
                XCTAssertEqual(ja.split(separator: " ").first, en.split(separator: " ").first, file: file, line: line)
            } else {
                XCTAssertEqual(ja, en, "source and caret lines are the same in every language", file: file, line: line)
            }
        }
    }

    /// The compiler sees that every message has English and Japanese words (one switch each);
    /// what it cannot see is a Japanese text left in English, or the nouns' table incomplete.
    func testTheCataloguesAreComplete() {
        XCTAssertEqual(DiagnosticNoun.allCases.filter { $0.text(in: .ja) == $0.text(in: .en) }, [], "every noun is translated")
        XCTAssertEqual(TranslationProblems.of(DiagnosticTextExamples.all, sameInEveryLanguage: ["verbatim"]) {
            $0.rendered(in: $1)
        }, [])
    }

    /// `DiagnosticTextExamples.all` holds one of each message `DiagnosticText` declares, so the
    /// tests that read every message's words read them all.
    func testTheExamplesHoldEveryMessage() throws {
        XCTAssertEqual(DeclaredCases.names(of: DiagnosticTextExamples.all),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleScenario/Diagnostics/DiagnosticText.swift"))
    }

    func testUnknownEventWithDidYouMean() {
        assertJapanese("app Mail\nlaunch Mail\n+1s hom\n", """
            t.scenario:3:5: エラー: 'hom' というイベントはありません。もしかして 'home' ですか?
            +1s hom
                ^~~
            """)
    }

    func testMissingArgument() {
        assertJapanese("app Mail\nlaunch\n", """
            t.scenario:2:1: エラー: 'launch' にはアプリ名が必要です: launch APP [url URL]
            launch
            ^~~~~~
            """)
    }

    func testUIKitSpellingOfACallback() {
        assertJapanese("app Mail\n  on applicationDidEnterBackground: begin-task x\nlaunch Mail\n", """
            t.scenario:2:6: エラー: 'applicationDidEnterBackground' というコールバックはありません。もしかして 'didEnterBackground' ですか? (シナリオでは短い名前を使ってください。UIKit の名前は --names swift で表示できます)
              on applicationDidEnterBackground: begin-task x
                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
            """)
    }

    func testMisIndentedHandlers() {
        assertJapanese("""
            on didEnterBackground: crash
            app Mail
            on didBecomeActive: crash
            launch Mail
            """, """
            t.scenario:1:4: エラー: この 'on' 行はインデントされていないので、どのアプリのものか分かりません。対応する 'app' 行の下にインデントするか、'on APP.didEnterBackground:' と書いてください
            on didEnterBackground: crash
               ^~~~~~~~~~~~~~~~~~
            t.scenario:3:4: エラー: この 'on' 行はインデントされていないので、どのアプリのものか分かりません。対応する 'app' 行の下にインデントするか、'on Mail.didBecomeActive:' と書いてください
            on didBecomeActive: crash
               ^~~~~~~~~~~~~~~
            """)
    }

    func testWarningsNameTheirTaskAndSuggestion() {
        assertJapanese("""
            app Mail
              on didEnterBackground: begin-task sync; end-task snyc after 40s
            launch Mail
            """, """
            t.scenario:2:52: 警告: 'Mail' のどのハンドラも 'begin-task snyc' を実行しないので、この end-task は何も終了しません。もしかして 'sync' ですか?
              on didEnterBackground: begin-task sync; end-task snyc after 40s
                                                               ^~~~
            """)
    }

    func testAListOfChoicesInJapanese() {
        XCTAssertEqual(DiagnosticText.unknownWordChoices(what: .callAction, word: "x", choices: ["accept", "decline", "end"])
                        .rendered(in: .ja),
                       "'x' という着信の操作はありません。'accept'、'decline' または 'end' のいずれかを書いてください")
    }

    /// The window messages main's parser uses (SC-6, SC-7) read as written there, and in Japanese.
    func testWindowMessages() {
        XCTAssertEqual(DiagnosticText.splitWithItself(scene: "Notes/1").rendered(in: .en),
                       "Split View shows two different scenes: Notes/1 cannot be beside itself (SC-7); write split APP/N APP/M")
        XCTAssertEqual(DiagnosticText.splitWithItself(scene: "Notes/1").rendered(in: .ja),
                       "Split View は異なる 2 つのシーンを並べて表示します。Notes/1 を自分自身と並べられません (SC-7)。split APP/N APP/M と書いてください")
        XCTAssertEqual(DiagnosticMessages.multipleScenesOffIPad(.iphone, app: "Notes").rendered(in: .ja),
                       "複数のウインドウには iPad が必要です: iphone では Notes は一度に 1 つのシーンしか表示しないため、open-window と request-scene は"
                       + "拒否されます。device 行に 'model ipad' と書いてください (SC-6)")
        XCTAssertEqual(DiagnosticText.windowUseWithoutMultiple(word: "open-window", app: "Notes").rendered(in: .en),
                       "'open-window' needs an app that supports multiple scenes, and Notes does not, so it is refused; "
                        + "add 'scenes multiple' to the 'app Notes' line (SC-6)")
    }

    func testTheEnglishTextIsStillTheMessage() {
        let diagnostic = ScenarioParser.parse("app Mail\nlaunch Mail\n+1s hom\n", path: "t").diagnostics[0]
        XCTAssertEqual(diagnostic.message, "unknown event 'hom'; did you mean 'home'?")
        XCTAssertEqual(diagnostic.message(in: .ja), "'hom' というイベントはありません。もしかして 'home' ですか?")
    }

    /// Every Japanese text, its placeholders and quoted words removed, holds no English word: only
    /// the language's keywords, UIKit and Swift names, syntax forms (upper-case placeholders) and
    /// the examples a message gives.
    func testJapaneseTextsHoldNoEnglish() {
        var texts = DiagnosticTextExamples.all.map { $0.rendered(in: .ja) }
        texts += DiagnosticNoun.allCases.map { $0.text(in: .ja) }
        for text in texts {
            let words = EnglishLeft.words(in: text, allowing: Self.allowed)
            XCTAssertEqual(words, [], text)
        }
    }

    /// Names and examples a Japanese message may give unquoted, besides the shared ones
    /// (`UntranslatedNames`): option values, syntax forms (upper-case placeholders) and examples.
    private static let allowed: Set<String> = [
        "swift", "names", "delegate", "Main", "viewDidLoad", "public", "text", "example",
        "sdoc", "TITLE", "TIME", "STATEMENT", "NAME", "CHILD", "CONTROLLER", "CALLBACK",
        "TEXT", "false", "ipad", "ACTION", "STATE", "disconnected",
    ]
}
