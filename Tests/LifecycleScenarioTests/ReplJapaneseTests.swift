import Foundation
import XCTest
@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport

/// The REPL in Japanese: replies, `:state`, `:help` and the Ctrl-C question in です/ます,
/// warnings in the trace in Japanese; what the user types stays as typed.
final class ReplJapaneseTests: XCTestCase {
    private func session(_ files: SavedFiles = SavedFiles()) throws -> ReplSession {
        try ReplSession(options: ReplOptions(language: .ja), writeFile: files.write)
    }

    func testTheReplCatalogueIsComplete() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.repl),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleScenario/Repl/ReplMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.repl) { $0.text(in: $1) }, [])
    }

    func testDeclarationsAreAcknowledgedInJapanese() throws {
        let repl = try session()
        XCTAssertEqual(repl.handle("app Uploader").lines, [.output("OK: アプリ Uploader をインストールしました")])
        XCTAssertEqual(repl.handle("  on didEnterBackground: begin-task upload").lines,
                       [.output("OK: Uploader が didEnterBackground を処理します")])
        XCTAssertEqual(repl.handle("setting background-refresh off").lines, [.output("OK: 設定を適用しました")])
        XCTAssertEqual(repl.handle("device ios 9").lines, [.output("OK: デバイスは iOS 9 (iphone) です")])
    }

    /// `--explain` in the REPL explains in Japanese too (FG-2's five seconds, BG-2's suspension),
    /// and a mistyped event is a Japanese diagnostic at its line with did-you-mean.
    func testExplanationsAndDiagnosticsAreJapanese() throws {
        let repl = try ReplSession(options: ReplOptions(explain: true, language: .ja), writeFile: SavedFiles().write)
        let home = feed(repl, ["app Mail", "launch Mail", "+5s home"]).output
        XCTAssertTrue(home.contains { $0.contains("理由: このメソッドからは 5 秒 (iOS 13 からは 10 秒) 以内に戻る必要があります") && $0.hasSuffix("(FG-2, BG-2)") },
                      "\(home)")
        let typo = repl.handle("lanch Mail").lines.map { line -> String in
            switch line {
            case .output(let text), .error(let text): return text
            }
        }.joined(separator: "\n")
        XCTAssertTrue(typo.contains("エラー: 'lanch' というイベントはありません。もしかして 'launch' ですか?"), typo)
    }

    func testTimeWithNothingDueSaysSoInJapanese() throws {
        let repl = try session()
        XCTAssertEqual(feed(repl, ["app Mail", "launch Mail", "+5s"]).lines, [.output("現在 5s: 何も起きませんでした")])
    }

    /// The typed statement is printed as typed; the refusal under it is Japanese, with its rule.
    func testARefusedEventIsAJapaneseWarningUnderTheTypedStatement() throws {
        let repl = try session()
        let reply = feed(repl, ["app Mail", "launch Mail", "+1s switcher kill Mail"])
        XCTAssertEqual(reply.output, [
            "     1.000  ▸ switcher kill Mail  (4 行目)",
            "     1.000        警告: App スイッチャーが開いていません: 先に 'switcher' を使ってください  [ST-2]",
        ])
    }

    func testStateIsATableInJapaneseAlignedInTerminalColumns() throws {
        let repl = try session()
        feed(repl, ReplLines.uploader + ["app Mail", "launch Uploader", "+5s home", "launch Mail", "+1s expect Mail active"])
        XCTAssertEqual(repl.handle(":state").output, [
            "6s 時点、iOS 7",
            "  アプリ    状態        タスク      残り時間  起動理由",
            "  Uploader  background  1 (upload)  2m59s     ユーザ",
            "  Mail      active      0           無制限    ユーザ",
            "最前面: Mail",
            "App スイッチャー: Mail, Uploader",
            "期待: 1 件を確認、失敗 0 件",
        ])
    }

    func testStateOfAnEmptyLockedSession() throws {
        let repl = try session()
        feed(repl, ["lock"])
        XCTAssertEqual(repl.handle(":state").output,
                       ["0s 時点、iOS 7、ロック中", "アプリはまだありません。app NAME で宣言してください",
                        "最前面: ロック画面", "App スイッチャー: (空)"])
    }

    func testDisplayWidthCountsJapaneseAsTwoColumns() {
        XCTAssertEqual(TerminalColumns.width(of: "アプリ"), 6)
        XCTAssertEqual(TerminalColumns.width(of: "Mail"), 4)
        XCTAssertEqual(TerminalColumns.width(of: "無制限 (1)"), 10)
    }

    func testCommandRepliesAndErrorsInJapanese() throws {
        let files = SavedFiles()
        let repl = try session(files)
        feed(repl, ["app Mail", "launch Mail"])
        XCTAssertEqual(repl.handle(":stat").errors, ["エラー: 不明なコマンド ':stat' です。もしかして ':state' ですか?"])
        XCTAssertEqual(repl.handle(":zzzzzz").errors, ["エラー: 不明なコマンド ':zzzzzz' です。:help でコマンドの一覧を表示できます"])
        XCTAssertEqual(repl.handle(":list x").errors, ["エラー: ':list' は引数を取りません"])
        XCTAssertEqual(repl.handle(":explain on").output, ["説明の表示はオンです (explain on)"])
        XCTAssertEqual(repl.handle(":explain maybe").errors,
                       ["エラー: ':explain' には on か off を指定してください ('maybe' は指定できません)"])
        XCTAssertEqual(repl.handle(":save").errors, ["エラー: ':save' にはファイル名が必要です: :save FILE"])
        XCTAssertEqual(repl.handle(":save m.scenario").output,
                       ["3 行を m.scenario に保存しました。lifesim run m.scenario で再生できます"])
        XCTAssertEqual(files.saved["m.scenario"], "device ios 7\napp Mail\nlaunch Mail\n", "statements stay as typed")
        XCTAssertEqual(repl.handle(":undo").output.first, "取り消しました: 3 行目: launch Mail")
        feed(repl, [":undo"])
        XCTAssertEqual(repl.handle(":undo").errors, ["エラー: 取り消せる行がありません"])
        XCTAssertEqual(repl.handle(":reset").output,
                       ["リセットしました: iOS 7 の新しいセッションです (device ios 7)。まだ何も宣言されていません"])
    }

    func testALineWithAnErrorIsNotKeptSaidInJapanese() throws {
        let repl = try session()
        let reply = feed(repl, ["app Mail", "launch Mial"])
        XCTAssertEqual(reply.errors.last, "(3 行目は保持しませんでした)")
    }

    func testADeclarationAfterTheTimelineSaysWhereItWent() throws {
        let repl = try session()
        let reply = feed(repl, ["app Mail", "launch Mail", "app Maps"])
        XCTAssertEqual(reply.output.last, "(宣言はタイムラインの前に置かれます: この行はセッションの 3 行目になり、"
                       + "タイムラインは 4 行目から始まります。:list でファイル全体を表示できます)")
    }

    func testAnInvalidVersionIsRefusedInJapanese() {
        XCTAssertThrowsError(try ReplSession(options: ReplOptions(version: "seven", language: .ja), writeFile: { _, _ in })) {
            XCTAssertEqual(($0 as? ReplSetupError)?.message,
                           "'seven' は lifesim が扱う iOS のバージョンではありません。7、4.2、17 のように、3 から 26 までのバージョンを指定してください")
        }
    }

    func testHelpIsJapaneseAroundTheScenarioExamples() throws {
        let help = try session().handle(":help").output
        XCTAssertEqual(help.first, "シナリオを 1 行ずつ入力してください。各行はすぐに実行され、そのトレースが表示されます。")
        XCTAssertTrue(help.contains("  :reset            最初からやり直します (device ios 7)"))
        XCTAssertTrue(help.contains { $0.hasPrefix("  +5s home                                 ") && $0.hasSuffix("5 秒後") })
        let english = try ReplSession(writeFile: { _, _ in }).handle(":help").output
        let commands = { (lines: [String]) in lines.filter { $0.hasPrefix("  :") }.map { $0.split(separator: " ")[0] } }
        XCTAssertEqual(commands(help), commands(english), "the same commands as the English help")
        XCTAssertEqual(Set(commands(help)), Set(ReplSession.commands.map { Substring($0) }), "every command")
    }

    func testTheQuitQuestionInJapanese() {
        XCTAssertEqual(LineEditor.quitQuestion(in: .ja),
                       "終了しますか? 保存していない行は失われます。保存するには、先に :save FILE を実行してください。もう一度 Ctrl-C を押すと終了します")
        XCTAssertEqual(LineEditor.quitQuestion(in: .en), LineEditor.quitQuestion)
    }

    /// Every Japanese REPL text, its placeholders left empty, has no English but names; the
    /// example statements of `:help` (scenario lines, typed as they are) are left out.
    func testNoEnglishIsLeftInAnyJapaneseReplText() {
        for message in TypedCatalogueExamples.repl {
            var text = message.text(in: .ja)
            if case .help = message {
                text = text.split(separator: "\n").map { line in
                    line.hasPrefix("  ") && !line.hasPrefix("  :") ? String(line.dropFirst(43)) : String(line)
                }.joined(separator: "\n")
            }
            XCTAssertEqual(EnglishLeft.words(in: text, allowing: Self.names), [], "\(message): \(text)")
        }
    }

    /// What the REPL's texts name besides the shared names: the REPL, its commands and the
    /// placeholders of their usage lines, the page it points to, and keys as printed on the keyboard.
    private static let names: Set<String> = [
        "repl", "state", "undo", "reset", "list", "save", "explain", "help", "quit", "FILE", "NAME", "docs", "LANGUAGE",
        "Home", "Backspace", "Delete", "Ctrl-A", "Ctrl-E", "Ctrl-K", "Ctrl-U", "Ctrl-C", "Ctrl-D",
    ]
}
