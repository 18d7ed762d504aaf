import Foundation
import XCTest

/// `--lang ja` for the engine's warnings and the REPL, end to end.
final class JapaneseWarningsCLITests: XCTestCase {
    /// A scenario with refusals (ST-2), a dropped event (FG-5) and a kill (BG-5).
    static let scenario = """
        device ios 7
        app Kiosk exits-on-suspend modes fetch
        app Uploader
          on didEnterBackground: begin-task upload
        0s launch Kiosk
        +1s switcher kill Kiosk
        +1s home
        +1s fetch Kiosk
        +1s launch Uploader
        +1s home
        +3m unlock

        """

    func testTheJSONTraceIsTheSameInBothLanguages() throws {
        let english = try CLI.run(["run", "--format", "json", "--lang", "en", "-"], stdin: Self.scenario)
        let japanese = try CLI.run(["run", "--format", "json", "--lang", "ja", "-"], stdin: Self.scenario)
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertTrue(english.stdout.contains(#""message":"background fetch dropped: Kiosk opts out of background execution (UIApplicationExitsOnSuspend)","rule":"FG-5""#),
                      english.stdout)
        XCTAssertEqual(japanese.stdout, english.stdout)
    }

    func testTheTextTraceShowsWarningsInJapanese() throws {
        let result = try CLI.run(["run", "--lang", "ja", "-"], stdin: Self.scenario)
        XCTAssertEqual(result.status, 0, result.stderr)
        let warnings = result.stdout.split(separator: "\n").filter { $0.contains("警告: ") }
        XCTAssertEqual(warnings.count, 4, result.stdout)
        XCTAssertTrue(warnings.contains { $0.hasSuffix("警告: App スイッチャーが開いていません: 先に 'switcher' を使ってください  [ST-2]") })
        XCTAssertTrue(warnings.contains { $0.hasSuffix("警告: デバイスはロックされていません  [ST-2]") })
        XCTAssertTrue(warnings.contains { $0.hasSuffix("[FG-5]") && $0.contains("バックグラウンドフェッチは破棄されました") })
        XCTAssertTrue(warnings.contains { $0.hasSuffix("[BG-5]") && $0.contains("1 個のバックグラウンドタスクが終了していません") })
        XCTAssertFalse(result.stdout.contains("warning:"), result.stdout)
    }

    func testLifesimLangFromTheEnvironmentAlsoWorks() throws {
        let result = try CLI.run(["run", "-"], stdin: Self.scenario, environment: ["LIFESIM_LANG": "ja"])
        XCTAssertTrue(result.stdout.contains("警告: デバイスはロックされていません  [ST-2]"), result.stdout)
    }

    func testThePipedReplRepliesInJapanese() throws {
        let result = try CLI.run(["repl", "--lang", "ja"], stdin: "app Mail\nlaunch Mail\n+1s lock\n+1s lock\n:state\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "OK: アプリ Mail をインストールしました")
        XCTAssertTrue(lines.contains("     2.000        警告: デバイスはすでにロックされています  [ST-2]"), result.stdout)
        XCTAssertTrue(lines.contains("2s 時点、iOS 7、ロック中"), result.stdout)
    }

    /// On a terminal: the banner and the Ctrl-C question in Japanese.
    func testOnATerminalTheBannerAndTheQuitQuestionAreJapanese() throws {
        let terminal = try PseudoTerminal(["repl", "--lang", "ja"])
        try terminal.start()
        XCTAssertTrue(terminal.waitFor("lifesim repl: iOS 7 のセッションです。宣言、次にタイムラインの行を入力してください。"
                                       + ":help でヘルプ、:quit で終了します。"), terminal.screen)
        XCTAssertTrue(terminal.waitFor("lifesim> "), terminal.screen)
        terminal.type("\u{03}")
        XCTAssertTrue(terminal.waitFor("終了しますか? 保存していない行は失われます。保存するには、先に :save FILE を実行してください。"
                                       + "もう一度 Ctrl-C を押すと終了します"), terminal.screen)
        terminal.type("\u{03}")
        let end = try XCTUnwrap(terminal.waitForExit(), terminal.screen)
        XCTAssertEqual(end.status, 0)
    }
}
