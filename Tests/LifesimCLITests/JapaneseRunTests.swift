import Foundation
import XCTest
import LocalizationTestSupport

/// `lifesim run --lang ja` and `LIFESIM_LANG=ja`: the learner's words in Japanese,
/// names as UIKit and the scenario write them, and the JSON trace the same in every language.
final class JapaneseRunTests: XCTestCase {
    private static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

    private func scenario(_ path: String) -> String { Self.scenarios.appendingPathComponent(path).path }

    /// The ASCII words a Japanese `--explain` run of a background-task scenario may show besides
    /// the shared names (`UntranslatedNames`: keywords, states, callbacks, UIKit's names):
    /// the app and task names of the scenarios.
    private static let identifiers: Set<String> = ["Uploader", "upload", "Sync", "thumbnails"]

    /// English left on screen: the words of four or more ASCII letters that are not names, quoted
    /// ones included (a run quotes only the scenario's names), the scenario's own title (its `==`
    /// line) and path set aside.
    private func englishWords(in output: String, path: String) -> [String] {
        output.split(separator: "\n").filter { !$0.hasPrefix("==") }.flatMap { line in
            EnglishLeft.words(in: String(line), values: [path], allowing: Self.identifiers, quotations: .checked)
        }
    }

    func testExplainInJapaneseLeavesNoEnglishButIdentifiers() throws {
        for file in ["background-tasks/expiry-ios7.scenario", "background-tasks/two-tasks-one-budget.scenario"] {
            let path = scenario(file)
            let result = try CLI.run(["run", "--explain", "--lang", "ja", path])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("理由: "), result.stdout)
            XCTAssertFalse(result.stdout.contains("why:"), result.stdout)
            XCTAssertEqual(englishWords(in: result.stdout + result.stderr, path: path), [], file)
        }
    }

    /// The key facts of the BG-5 expiry survive translation: rule ids, the callback, the numbers.
    func testTheExpiryRunKeepsRuleIdsCallbacksAndNumbers() throws {
        let result = try CLI.run(["run", "--explain", "--lang", "ja", scenario("background-tasks/expiry-ios7.scenario")])
        XCTAssertTrue(result.stdout.contains("180 秒の持ち時間がここから始まり"), result.stdout)
        XCTAssertTrue(result.stdout.contains("• expire upload  (background)  [BG-5]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("タスク 1 'upload' 期限切れ (未終了 1)  [BG-5]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("期限切れハンドラ (expirationHandler) が古い順に実行されます"), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("合格  "), result.stderr)
        XCTAssertTrue(result.stderr.contains(": 期待 5 件、失敗 0 件 (仮想時計で 181 秒)"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("シナリオ 1 件: 合格 1 件\n"), result.stderr)
    }

    func testTheJSONTraceIsTheSameInEveryLanguage() throws {
        let path = scenario("background-tasks/expiry-ios7.scenario")
        let english = try CLI.run(["run", "--format", "json", "--lang", "en", path])
        let japanese = try CLI.run(["run", "--format", "json", "--lang", "ja", path])
        let fromEnvironment = try CLI.run(["run", "--format", "json", path], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertEqual(english.status, 0, english.stderr)
        XCTAssertFalse(english.stdout.isEmpty)
        XCTAssertEqual(japanese.stdout, english.stdout)
        XCTAssertEqual(fromEnvironment.stdout, english.stdout)
    }

    /// The language comes from LIFESIM_LANG, or from a Japanese LANG; `--lang` wins over both.
    func testTheEnvironmentChoosesTheLanguage() throws {
        let path = scenario("background-tasks/expiry-ios7.scenario")
        let fromLifesimLang = try CLI.run(["run", "--explain", path], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertTrue(fromLifesimLang.stdout.contains("理由: "), fromLifesimLang.stdout)
        let fromLang = try CLI.run(["run", "--explain", path],
                                   environment: ["LIFESIM_LANG": "", "LC_ALL": "", "LANG": "ja_JP.UTF-8"])
        XCTAssertTrue(fromLang.stdout.contains("理由: "), fromLang.stdout)
        let overridden = try CLI.run(["run", "--explain", "--lang", "en", path], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertTrue(overridden.stdout.contains("why: "), overridden.stdout)
        XCTAssertTrue(overridden.stderr.hasPrefix("PASS  "), overridden.stderr)
    }

    /// A failed expectation (PR-1: the iOS 13 budget is 30 s, so at 36 s the app is suspended)
    /// keeps `FILE:LINE:` and the expectation as written, with Japanese words around them.
    func testAFailedExpectationReadsInJapanese() throws {
        let path = try CLI.write(RunCommandTests.failing)
        let result = try CLI.run(["run", "--lang", "ja", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("✗ expect Uploader background  (実際: Uploader suspended)  (8 行目)"), result.stdout)
        XCTAssertTrue(result.stderr.contains(
            "\(path):8: 期待が満たされませんでした: expect Uploader background (実際: Uploader suspended)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("不合格  \(path): 期待 1 件、失敗 1 件"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("シナリオ 1 件: 合格 0 件、不合格 1 件\n"), result.stderr)
    }

    /// LA-3: a launch longer than 20 s is killed by the watchdog; under `--strict` the kill fails
    /// the run, said in Japanese around the app's name, the time and the rule id, the engine's
    /// warning in the Japanese of the trace.
    func testAStrictWatchdogKillReadsInJapanese() throws {
        let path = try CLI.write("""
        device ios 7
        app Slow
          on didFinishLaunching: work 25s
        launch Slow
        +30s expect Slow not-running
        """)
        let strict = try CLI.run(["run", "--strict", "--lang", "ja", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("\(path):4: --strict: 20 秒にウォッチドッグによる強制終了: Slow はシステムによって強制終了されました (起動が時間内に終わりませんでした (0x8badf00d)) [LA-3]\n"),
                      strict.stderr)
        XCTAssertTrue(strict.stderr.contains("[LA-3]"), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("不合格  \(path): 期待 1 件、失敗 0 件、--strict による失敗 1 件"), strict.stderr)
    }

    /// ST-2: a refused event under `--strict --lang ja` is the trace's Japanese warning, and the
    /// report leaves no English but the statement's words and the paths.
    func testAStrictRefusalReadsInJapanese() throws {
        let path = try CLI.write("device ios 7\napp A\nlaunch A\nswitcher kill A\n")
        let strict = try CLI.run(["run", "--strict", "--lang", "ja", path])
        XCTAssertEqual(strict.status, 1)
        let warning = "App スイッチャーが開いていません: 先に 'switcher' を使ってください"
        XCTAssertTrue(strict.stdout.contains("警告: \(warning)  [ST-2]"), strict.stdout)
        XCTAssertTrue(strict.stderr.contains("\(path):4: --strict: 0 秒にイベントの拒否: \(warning) [ST-2]\n"), strict.stderr)
        XCTAssertEqual(EnglishLeft.words(in: strict.stderr, values: [path, "--strict"]), [], strict.stderr)
    }

    /// BG-5: a task never ended at the end of its budget is an assertion kill, not a watchdog's.
    func testAStrictAssertionKillReadsInJapanese() throws {
        let path = scenario("background-tasks/one-task-without-handler.scenario")
        let strict = try CLI.run(["run", "--strict", "--lang", "ja", path])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("""
            \(path):22: --strict: 35 秒にアサーションによる強制終了: Sync はシステムによって強制終了されました \
            (許可された時間を超えてアサーションを保持しています (0x8badf00d): 1 個のバックグラウンドタスクが終了していません: 'cleanup') [BG-5]
            """), strict.stderr)
        XCTAssertEqual(EnglishLeft.words(in: strict.stderr, values: [path, "--strict"], allowing: ["Sync"]), [], strict.stderr)
    }

    /// `lifesim walk --lang ja` (and `LIFESIM_LANG=ja`) ends with its closing line in Japanese.
    func testTheWalksClosingLineReadsInJapanese() throws {
        let expected = "ランダムウォーク: シナリオ 1 件 (シード 1…1) でステップ 10 個を実行し、すべての不変条件が成り立ちました\n"
        let walk = try CLI.run(["walk", "--steps", "10", "--lang", "ja"])
        XCTAssertEqual(walk.status, 0, walk.stderr)
        XCTAssertEqual(walk.stdout, expected)
        XCTAssertEqual(try CLI.run(["walk", "--steps", "10"], environment: ["LIFESIM_LANG": "ja"]).stdout, expected)
        XCTAssertEqual(try CLI.run(["walk", "--steps", "10", "--lang", "en"]).stdout,
                       "walked 10 steps in 1 scenario (seeds 1…1), every invariant held\n")
    }

    func testCheckCoverageAndTimelineSummariesInJapanese() throws {
        let path = scenario("background-tasks/expiry-ios7.scenario")
        let check = try CLI.run(["check", "--lang", "ja", path])
        XCTAssertEqual(check.stderr, "シナリオ 1 件: すべて有効\n")
        let coverage = try CLI.run(["coverage", "--lang", "ja", path])
        XCTAssertTrue(coverage.stdout.hasPrefix("シナリオ 1 件のカバレッジ\n"), coverage.stdout)
        XCTAssertTrue(coverage.stdout.contains("\nルール: "), coverage.stdout)
        XCTAssertTrue(coverage.stdout.contains("\n遷移 (ST-2): "), coverage.stdout)
        XCTAssertTrue(coverage.stdout.contains("\nコールバック: "), coverage.stdout)
        let json = try CLI.run(["coverage", "--format", "json", path])
        XCTAssertEqual(try CLI.run(["coverage", "--format", "json", "--lang", "ja", path]).stdout, json.stdout)
        // One scenario cannot exercise every rule, so --require 100 fails, in Japanese.
        let below = try CLI.run(["coverage", "--require", "100", "--lang", "ja", path])
        XCTAssertEqual(below.status, 1)
        XCTAssertTrue(below.stderr.hasPrefix("lifesim: ルールのカバレッジ "), below.stderr)
        XCTAssertTrue(below.stderr.hasSuffix("% が必要な 100% に届いていません\n"), below.stderr)
        let timeline = try CLI.run(["timeline", "--lang", "ja", path])
        XCTAssertEqual(timeline.stderr, "標準出力に書き出しました: アプリ 1 個、181 秒、期待 5 件、失敗 0 件\n")
    }
}

/// `lifesim diagram --lang ja`: Japanese events and captions, states and callbacks as UIKit
/// writes them.
final class JapaneseDiagramTests: XCTestCase {
    func testTheDiagramReadsInJapanese() throws {
        let mermaid = try CLI.run(["diagram", "--os", "7", "--lang", "ja"])
        XCTAssertEqual(mermaid.status, 0, mermaid.stderr)
        XCTAssertTrue(mermaid.stdout.contains("    %% iOS 7 のアプリのライフサイクル"), mermaid.stdout)
        // FG-1/FG-2: Home takes an inactive app to the background with didEnterBackground.
        XCTAssertTrue(mermaid.stdout.contains("inactive --> background : 着信に応答, ホーム画面に戻る"), mermaid.stdout)
        // BG-2: suspended at once, with no callback.
        XCTAssertTrue(mermaid.stdout.contains("background --> suspended : 実行を続けさせるものがない (BG-2) (すぐに"), mermaid.stdout)
        XCTAssertTrue(mermaid.stdout.contains("/ コールバックなし"), mermaid.stdout)
        let dot = try CLI.run(["diagram", "--os", "3", "--format", "dot", "--lang", "ja"])
        XCTAssertTrue(dot.stdout.contains("label=\"iOS 3 のアプリのライフサイクル"), dot.stdout)

        // What may stay in ASCII besides the shared names (states, callbacks): Mermaid's syntax and the tool's name.
        let syntax: Set<String> = ["stateDiagram-v2", "state", "notRunning", "LifecycleSim", "diagram"]
        XCTAssertEqual(EnglishLeft.words(in: mermaid.stdout, allowing: syntax, quotations: .checked), [],
                       "English left besides states and callback names")
    }
}
