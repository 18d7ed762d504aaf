import XCTest
@testable import lifesim
import LifecycleSim
import LocalizationTestSupport

/// `--help` of every command, usage errors and diagnostics in Japanese.
final class JapaneseHelpTests: XCTestCase {
    func testTheCataloguesAreComplete() throws {
        for key in HelpKey.allCases {
            let english = HelpText.text(key, in: .en), japanese = HelpText.text(key, in: .ja)
            XCTAssertFalse(english.hasPrefix("⟦") || japanese.hasPrefix("⟦"), "Help/en and Help/ja hold \(key.rawValue).txt")
            XCTAssertNotEqual(english, japanese, "\(key.rawValue): the Japanese page is a translation")
        }
        // The diagram's default version follows the engine, in both languages.
        let newest = "\(OSProfile.newestKnownVersion)"
        XCTAssertTrue(HelpText.text(.diagram, in: .en).contains("with --scene, default \(newest),"))
        XCTAssertTrue(HelpText.text(.diagram, in: .ja).contains("--scene では既定は \(newest)、"))
        XCTAssertEqual(DeclaredCases.names(of: UsageTextExamples.all),
                       try DeclaredCases.names(inFileAt: "Sources/lifesim/UsageMessages.swift").filter { $0 != "verbatim" })
        XCTAssertEqual(TranslationProblems.of(UsageTextExamples.all) { $0.rendered(in: $1) }, [])
    }

    /// Walks the command list: each command's `--help --lang ja` prints its Japanese help, which
    /// teaches with the same sections as the English one.
    func testEveryCommandHasJapaneseHelp() throws {
        let commands = HelpText.commands.filter { $0 != "help" }
        XCTAssertEqual(Set(commands + ["main"]), Set(HelpKey.allCases.map(\.rawValue)), "a help page per command")
        for command in commands {
            let japanese = try XCTUnwrap(HelpText.forCommand(command, in: .ja))
            let english = try XCTUnwrap(HelpText.forCommand(command, in: .en))
            XCTAssertNotEqual(japanese, english, command)
            XCTAssertTrue(japanese.hasPrefix("lifesim \(command): "), command)
            XCTAssertTrue(japanese.contains("使い方\n"), command)
            XCTAssertEqual(japanese.contains("\n例\n"), english.contains("\nEXAMPLES\n"), command)
            XCTAssertEqual(japanese.contains("\nオプション\n"), english.contains("\nOPTIONS\n"), command)
            for arguments in [[command, "--help", "--lang", "ja"], [command, "--lang=ja", "-h"], ["help", command, "--lang", "ja"]] {
                let result = try CLI.run(arguments)
                XCTAssertEqual(result.status, 0, "\(arguments)")
                XCTAssertEqual(result.stdout, japanese + "\n", "\(arguments)")
            }
        }
    }

    func testTheMainHelpFollowsTheOptionOrTheEnvironment() throws {
        let japanese = HelpText.main(in: .ja)
        XCTAssertEqual(try CLI.run(["--help", "--lang", "ja"]).stdout, japanese + "\n")
        XCTAssertEqual(try CLI.run([], environment: ["LIFESIM_LANG": "ja"]).stdout, japanese + "\n")
        XCTAssertEqual(try CLI.run(["--help"], environment: ["LIFESIM_LANG": "", "LC_ALL": "ja_JP.UTF-8"]).stdout,
                       japanese + "\n")
        XCTAssertEqual(try CLI.run(["--help", "--lang", "en"], environment: ["LIFESIM_LANG": "ja"]).stdout,
                       HelpText.main(in: .en) + "\n")
        XCTAssertTrue(japanese.contains("lifesim run FILE|DIR|- ...     シナリオを実行し、トレースを出力します"))
        XCTAssertEqual(try CLI.run(["--lang", "ja"]).stdout, japanese + "\n", "the option before any command")
        XCTAssertEqual(try CLI.run(["--lang=ja", "run", "--help"]).stdout, HelpText.forCommand("run", in: .ja)! + "\n")
    }

    /// The examples are the English ones, command for command (their comments translated).
    func testExamplesStayAsTheyAre() throws {
        for key in HelpKey.allCases {
            let english = examples(of: HelpText.text(key, in: .en), heading: "EXAMPLES")
            let japanese = examples(of: HelpText.text(key, in: .ja), heading: "例")
            XCTAssertEqual(japanese, english, key.rawValue)
        }
    }

    /// With its examples, usage lines and sample log lines set aside, a Japanese help page holds
    /// no English but command, option and keyword names, placeholders and product names.
    func testJapaneseHelpHasNoEnglishLeft() {
        for key in HelpKey.allCases {
            let text = HelpText.text(key, in: .ja)
            var prose: [Substring] = []
            var inExamples = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line == "例" { inExamples = true; continue }
                if line.isEmpty { inExamples = false }
                let trimmed = line.drop { $0 == " " }
                if inExamples || Self.exampleStarts.contains(where: { trimmed.hasPrefix($0) }) {
                    // A usage line: its command, then its description (after two spaces or more).
                    guard !inExamples, let gap = trimmed.range(of: "  ") else { continue }
                    prose.append(trimmed[gap.upperBound...])
                    continue
                }
                prose.append(line)
            }
            let words = prose.flatMap { line in
                line.split(separator: " ").filter { word in
                    let bare = word.drop { $0 == "(" }
                    return !bare.hasPrefix("-") && !bare.hasPrefix(":") && !bare.contains("/")
                }
            }
            let found = EnglishLeft.words(in: words.joined(separator: " "), allowing: Self.allowed)
            XCTAssertEqual(found, [], key.rawValue)
        }
    }

    /// The Japanese usage messages name only commands, options and files.
    func testJapaneseUsageMessagesHoldNoEnglish() {
        let names: Set<String> = ["repl", "run", "verify", "help", "FILE", "applicationDidEnterBackground",
                                  "grammar", "format", "markdown", "timeline", "export", "xctest", "swift-testing",
                                  "require", "LIFESIM_LANG", "LIFESIM", "LANG", "page", "diagram", "scene", "explore", "shard", "part-I", "json"]
        for message in UsageTextExamples.all {
            let text = message.rendered(in: .ja)
            XCTAssertEqual(EnglishLeft.words(in: text, allowing: names), [], text)
        }
    }

    func testUsageErrorsInJapanese() throws {
        let unknown = try CLI.run(["run", "--qiuet", "x.scenario", "--lang", "ja"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, """
            lifesim: エラー: '--qiuet' というオプションはありません
            lifesim: ヒント: もしかして '--quiet' ですか?
            使い方は 'lifesim --help' で表示できます。

            """)
        let command = try CLI.run(["rnu"], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.hasPrefix("lifesim: エラー: 'rnu' というコマンドはありません\nlifesim: ヒント: もしかして 'run' ですか?\n"),
                      command.stderr)
        let value = try CLI.run(["run", "--format", "yaml", "x.scenario", "--lang", "ja"])
        XCTAssertTrue(value.stderr.contains("'--format' の値 'yaml' は不正です\nlifesim: ヒント: 次のいずれかを使ってください: text, json"),
                      value.stderr)
        let file = try CLI.run(["check", "--lang", "ja", "/nonexistent/x.scenario"])
        XCTAssertTrue(file.stderr.hasPrefix("lifesim: エラー: そのようなファイルやディレクトリはありません: /nonexistent/x.scenario"),
                      file.stderr)
    }

    func testDiagnosticsInJapaneseAtTheSamePlace() throws {
        let path = try CLI.write("app Mail\nlaunch Mail\n+5s hom\n")
        let japanese = try CLI.run(["check", "--lang", "ja", path])
        let english = try CLI.run(["check", path])
        XCTAssertEqual(japanese.status, 2)
        XCTAssertEqual(japanese.stderr, """
            \(path):3:5: エラー: 'hom' というイベントはありません。もしかして 'home' ですか?
            +5s hom
                ^~~

            """)
        XCTAssertEqual(english.stderr.split(separator: "\n").dropFirst(), japanese.stderr.split(separator: "\n").dropFirst())
        let run = try CLI.run(["run", path], environment: ["LIFESIM_LANG": "ja"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains(":3:5: エラー: 'hom' というイベントはありません"), run.stderr)
    }

    /// The lines of the section under `heading`, each without a trailing `# comment`.
    private func examples(of text: String, heading: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring(heading)) else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.map { line in
            let command = line.range(of: "  #").map { line[..<$0.lowerBound] } ?? line
            return String(command.reversed().drop { $0 == " " }.reversed())
        }.filter { !$0.drop { $0 == " " }.hasPrefix("#") }
    }

    /// How a line of a usage list or a sample log starts.
    private static let exampleStarts = ["lifesim ", "printf ", "swift run", "chromium", "2013-", "2024-", "185.2",
                                        "3 scenarios", "←", "↑", "Backspace", "Ctrl-", "never ", "always "]

    /// Names a Japanese help page keeps besides the shared ones (`UntranslatedNames`): commands,
    /// option values, placeholders, products, file formats, and the words of its sample output.
    private static let allowed: Set<String> = [
        "run", "check", "diagram", "timeline", "repl", "coverage", "walk", "verify", "explore", "LIST", "wait", "graph", "shard", "warning",
        "watchdog", "watch", "iphone", "ipad", "ipod", "Properties",
        "grammar", "export", "text", "json", "short", "swift", "objc", "xamarin", "auto", "always", "never",
        "mermaid", "Mermaid", "Graphviz", "stateDiagram-v2", "JSON", "Lines", "PASS", "FAIL", "FILE", "LINE",
        "COLUMN", "MESSAGE", "RULE-ID", "COMMAND", "VERSION", "PATH", "DURATION", "TIME", "CALLBACK", "LOG",
        "NO_COLOR", "COLOR", "LIFESIM_LANG", "LIFESIM", "stateDiagram-v", "LC_ALL", "LANG", "TextMate", "Visual",
        "Studio", "Sublime", "Text", "Nova", "XCTest", "Testing", "XCTestCase", "XCTAssertEqual",
        "SimulatedDevice", "install", "AppContext", "assertCallbacks", "LifecycleSimTesting", "Suite", "Test",
        "stream", "Markdown", "docs", "RULES", "applicationDidEnterBackground", "kind", "file", "begin", "upload",
        "UIApplicationDidEnterBackgroundNotification",
        "retry", "wrote", "expiry", "svg", "expectations", "standard",
        "output", "Home", "Delete", "Ctrl-D", "lifesim>", "state", "undo", "reset", "list", "save", "explain",
        "help", "quit", "ROBUSTNESS", "Web", "OUT", "DIR", "scenarios", "passed",
        // `diagram --scene`: UIKit's type and the scene state the language does not name
        "UIScene", "ActivationState", "scene", "disconnected",
        // `page`: the file format, and the page's address fragment and example file names (#step=N, lesson1.html)
        "HTML", "html", "step", "steps", "lesson",
        // `page`: the browsers it opens in, named as their makers name them
        "Chromium",
        // `timeline`: the BGTaskScheduler marks as drawn ("launched com.example.refresh", "completed …")
        "launched", "example", "completed", "expired",
    ]
}
