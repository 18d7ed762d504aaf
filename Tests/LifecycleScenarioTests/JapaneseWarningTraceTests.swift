import Foundation
import LifecycleScenario
import LifecycleSim
import XCTest
import LocalizationTestSupport

/// The engine's warnings in the Japanese text trace: the sentence from the warnings
/// catalogue, with the rule, the names and the numbers of the English one; the English trace
/// and the JSON record keep the English words.
final class JapaneseWarningTraceTests: XCTestCase {
    /// The warning records of `scenario` and its text trace lines in `language`.
    private func run(_ scenario: String, _ language: Language) throws -> (warnings: [WarningRecord], lines: [String]) {
        let document = try XCTUnwrap(ScenarioParser.parse(scenario, path: "t.scenario").document)
        let records = try scenarioRecords(scenario)
        let formatter = TraceTextFormatter(appNames: document.traceColumnNames, language: language)
        let warnings = records.compactMap { record -> WarningRecord? in
            if case .warning(let warning) = record { return warning }
            return nil
        }
        return (warnings, records.map(formatter.line(for:)))
    }

    /// BG-9: without multitasking beginBackgroundTask returns the invalid identifier.
    static let noMultitasking = """
        device ios 4 multitasking off
        app Saver
          on willResignActive: begin-task save
        0s launch Saver
        +10s home
        """

    /// BT-2: a second refresh request while one is pending fails with tooManyPendingTaskRequests.
    static let secondRefreshRequest = """
        device ios 16
        app Backup modes fetch bgtasks com.example.a,com.example.b
          on didFinishLaunching: bg-register com.example.a; bg-register com.example.b
          on didEnterBackground: bg-submit com.example.a refresh; bg-submit com.example.b refresh
        0s launch Backup
        +1s home
        """

    /// FG-5: a background fetch for an app that opts out of background execution is dropped.
    static let exitsOnSuspendFetch = """
        device ios 7
        app Kiosk exits-on-suspend modes fetch
        0s launch Kiosk
        +10s home
        +10s fetch Kiosk
        """

    func testBG9RefusedBeginTaskReadsInJapanese() throws {
        let (warnings, lines) = try run(Self.noMultitasking, .ja)
        XCTAssertEqual(warnings.map(\.rule), [.bg9])
        XCTAssertEqual(warnings.first?.message,
                       "beginBackgroundTask(save) returned the invalid identifier: this device has no background execution")
        XCTAssertTrue(lines.contains(
            "    10.000  Saver  警告: beginBackgroundTask(save) は無効な識別子を返しました: このデバイスにはバックグラウンド実行がありません  [BG-9]"),
            lines.joined(separator: "\n"))
    }

    func testBT2TooManyPendingRequestsReadsInJapanese() throws {
        let (warnings, lines) = try run(Self.secondRefreshRequest, .ja)
        XCTAssertEqual(warnings.map(\.rule), [.bt2])
        XCTAssertEqual(warnings.first?.message, "submit(com.example.b) failed: BGTaskScheduler.Error.Code."
                       + "tooManyPendingTaskRequests: at most 1 pending refresh request per app")
        let line = try XCTUnwrap(lines.first { $0.contains("警告") })
        XCTAssertEqual(line, "     1.000  Backup  警告: submit(com.example.b) が失敗しました: BGTaskScheduler.Error.Code.tooManyP"
                             + "endingTaskRequests: 保留できる refresh リクエストはアプリごとに 1 件だけです  [BT-2]")
        for fact in ["com.example.b", "tooManyPendingTaskRequests", "refresh", " 1 ", "[BT-2]"] {
            XCTAssertTrue(line.contains(fact), fact)
        }
    }

    func testFG5DroppedFetchReadsInJapanese() throws {
        let (warnings, lines) = try run(Self.exitsOnSuspendFetch, .ja)
        XCTAssertEqual(warnings.map(\.rule), [.fg5])
        XCTAssertEqual(warnings.first?.message,
                       "background fetch dropped: Kiosk opts out of background execution (UIApplicationExitsOnSuspend)")
        XCTAssertTrue(lines.contains("    20.000  Kiosk  警告: バックグラウンドフェッチは破棄されました: Kiosk はバックグラウンド実行を"
                                     + "オプトアウトしています (UIApplicationExitsOnSuspend)  [FG-5]"), lines.joined(separator: "\n"))
    }

    /// Only warnings change with the language here, and the English trace keeps today's words.
    func testTheEnglishTraceKeepsItsWordsAndOnlyTheToolsOwnWordsDiffer() throws {
        let english = try run(Self.exitsOnSuspendFetch, .en).lines
        let japanese = try run(Self.exitsOnSuspendFetch, .ja).lines
        XCTAssertTrue(english.contains("    20.000  Kiosk  warning: background fetch dropped: Kiosk opts out of background "
                                       + "execution (UIApplicationExitsOnSuspend)  [FG-5]"))
        XCTAssertEqual(english.count, japanese.count)
        // Besides the warnings, only an event's "(line N)" has words of the tool's own: "(N 行目)".
        for (en, ja) in zip(english, japanese) where !en.contains("warning: ") {
            XCTAssertEqual(en.replacingOccurrences(of: "\\(line ([0-9]+)\\)", with: "($1 行目)", options: .regularExpression), ja)
        }
    }

    /// A sentence made of catalogue phrases (BT-4's reasons, an event's name) is one language.
    func testPhrasesInsideASentenceFollowItsLanguage() {
        let reasons = WarningText.conditionsJoined(first: .conditionPower, rest: .conditionNetwork)
        let warning = WarningText.bgtaskNotRun(id: "com.example.index", missing: reasons)
        XCTAssertEqual(warning.english, "bgtask com.example.index not run: it requires external power and the device "
                       + "is not charging; it requires a network connection and there is none")
        XCTAssertEqual(warning.text(in: .ja), "bgtask com.example.index は実行されません: 外部電源が必要ですが、デバイスは充電中ではありません。ネットワーク接続が必要ですが、接続がありません")
    }

    /// Every warning of every library scenario, in Japanese, has no English words but names.
    func testNoEnglishIsLeftInTheJapaneseWarningsOfTheLibrary() throws {
        var checked = 0
        for url in ScenarioLibraryTests.scenarioFiles() {
            let (warnings, _) = try run(String(decoding: try Data(contentsOf: url), as: UTF8.self), .ja)
            for warning in warnings {
                let text = warning.text(in: .ja)
                let left = EnglishLeft.words(in: text, values: Self.values(of: warning.warning) + [warning.app ?? ""])
                XCTAssertEqual(left, [], "\(url.lastPathComponent): \(text)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    /// Every warning's Japanese sentence, its placeholders left empty, has no English words but names.
    func testNoEnglishIsLeftInAnyJapaneseWarningSentence() {
        for warning in WarningTextExamples.all {
            let text = warning.text(in: .ja)
            XCTAssertEqual(EnglishLeft.words(in: text), [], "\(warning): \(text)")
        }
        let label = TraceWord.warningLabel(text: "").text(in: .ja)
        XCTAssertEqual(EnglishLeft.words(in: label), [], label)
    }

    /// The verbatim values a warning fills in, its phrases' included.
    static func values(of warning: WarningText) -> [String] { WarningTextExamples.values(of: warning) }
}
