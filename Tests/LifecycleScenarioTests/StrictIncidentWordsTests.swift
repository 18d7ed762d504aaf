@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// What `lifesim run --strict` says of each incident: a refusal is the engine's warning, a
/// kill names its app and the warning it wrote, each warning in the reader's language with the
/// words of the text trace; and a kill is called what it is — a watchdog kill (LA-3, FG-2, the
/// watchdogs of DB-1) or an assertion kill (BG-5, BG-8, BR-3, BT-6).
final class StrictIncidentWordsTests: XCTestCase {
    /// The incidents of `scenario` and its Japanese text trace.
    private func run(_ scenario: String) throws -> (incidents: [RunIncident], japaneseTrace: String) {
        let document = try XCTUnwrap(ScenarioParser.parse(scenario, path: "t.scenario").document)
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        let formatter = TraceTextFormatter(appNames: document.traceColumnNames, language: .ja)
        return (summary.incidents, collector.records.map(formatter.line(for:)).joined(separator: "\n"))
    }

    /// ST-2: `switcher kill` with the switcher closed is refused.
    func testARefusalReadsAsTheJapaneseTraceWarning() throws {
        let (incidents, trace) = try run("device ios 7\napp A\nlaunch A\nswitcher kill A\n")
        let refusal = try XCTUnwrap(incidents.first)
        XCTAssertEqual(incidents.count, 1)
        XCTAssertEqual(refusal.kind, .refusal)
        XCTAssertEqual(refusal.line, 4)
        XCTAssertEqual(refusal.message, "the app switcher is not open: use 'switcher' first")
        XCTAssertEqual(refusal.message(in: .en), refusal.message)
        let japanese = "App スイッチャーが開いていません: 先に 'switcher' を使ってください"
        XCTAssertEqual(refusal.message(in: .ja), japanese)
        XCTAssertTrue(trace.contains("警告: \(japanese)  [ST-2]"), trace)
        XCTAssertEqual(refusal.kind.name(in: .ja), "イベントの拒否")
    }

    /// TE-1: a refusal with values (the app's name) keeps them in both languages.
    func testARefusalNamingAnAppKeepsTheName() throws {
        let (incidents, trace) = try run("device ios 7\napp A\napp B\nlaunch A\nswitcher\nswitcher kill B\n")
        let refusal = try XCTUnwrap(incidents.first)
        XCTAssertEqual(refusal.message, "B has no card in the switcher")
        XCTAssertEqual(refusal.message(in: .ja), "B のカードは App スイッチャーにありません")
        XCTAssertTrue(trace.contains("B     警告: B のカードは App スイッチャーにありません  [TE-1]"), trace)
    }

    /// FG-2: six seconds in didEnterBackground, one more than allowed: the watchdog kills the app.
    func testAnFG2KillIsAWatchdogKillInBothLanguages() throws {
        let (incidents, trace) = try run("""
            device ios 7
            app Slow
              on didEnterBackground: work 6s
            launch Slow
            +10s home
            """)
        let kill = try XCTUnwrap(incidents.first)
        XCTAssertEqual(incidents.count, 1)
        XCTAssertEqual(kill.kind, .watchdogKill)
        XCTAssertEqual(kill.rule, .fg2)
        XCTAssertEqual(kill.kind.name(in: .en), "watchdog kill")
        XCTAssertEqual(kill.kind.name(in: .ja), "ウォッチドッグによる強制終了")
        XCTAssertEqual(kill.message, "Slow was killed: failed to finish didEnterBackground in time (0x8badf00d)")
        XCTAssertEqual(kill.message(in: .ja),
                       "Slow はシステムによって強制終了されました (didEnterBackground が時間内に終わりませんでした (0x8badf00d))")
        XCTAssertTrue(trace.contains("警告: didEnterBackground が時間内に終わりませんでした (0x8badf00d)  [FG-2]"), trace)
    }

    /// LA-3: more than 20 s of launch work: the launch watchdog.
    func testAnLA3KillIsAWatchdogKill() throws {
        let (incidents, _) = try run("device ios 7\napp Slow\n  on didFinishLaunching: work 25s\nlaunch Slow\n+30s\n")
        let kill = try XCTUnwrap(incidents.first)
        XCTAssertEqual(kill.kind, .watchdogKill)
        XCTAssertEqual(kill.rule, .la3)
        XCTAssertEqual(kill.message(in: .ja), "Slow はシステムによって強制終了されました (起動が時間内に終わりませんでした (0x8badf00d))")
    }

    /// BG-5: a task never ended when the 30 s budget of iOS 13 runs out: an assertion kill.
    func testABG5KillIsAnAssertionKillInBothLanguages() throws {
        let (incidents, trace) = try run("""
            device ios 13
            app Sync
              on didEnterBackground: begin-task cleanup
            launch Sync
            +5s home
            +40s
            """)
        let kill = try XCTUnwrap(incidents.first)
        XCTAssertEqual(incidents.count, 1)
        XCTAssertEqual(kill.kind, .assertionKill)
        XCTAssertEqual(kill.rule, .bg5)
        XCTAssertEqual(kill.kind.name(in: .en), "assertion kill")
        XCTAssertEqual(kill.kind.name(in: .ja), "アサーションによる強制終了")
        let warning = "許可された時間を超えてアサーションを保持しています (0x8badf00d): 1 個のバックグラウンドタスクが終了していません: 'cleanup'"
        XCTAssertEqual(kill.message(in: .ja), "Sync はシステムによって強制終了されました (許可された時間を超えてアサーションを保持しています (0x8badf00d): 1 個のバックグラウンドタスクが終了していません: 'cleanup')")
        XCTAssertTrue(trace.contains("警告: \(warning)  [BG-5]"), trace)
    }

    /// Every kill rule is one kind or the other, the watchdogs being DB-1's (LA-3, FG-2).
    func testEveryKillRuleHasItsKind() {
        let kinds = RuleID.watchdogAndAssertionKills.sorted().map { "\($0.rawValue) \(RunIncident.Kind.kill(by: $0).rawValue)" }
        XCTAssertEqual(kinds, ["LA-3 watchdog kill", "FG-2 watchdog kill", "BG-5 assertion kill", "BG-8 assertion kill",
                               "BR-3 assertion kill", "BT-6 assertion kill"])
    }
}
