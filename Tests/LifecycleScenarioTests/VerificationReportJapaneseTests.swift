import Foundation
@testable import LifecycleScenario
import LifecycleSim
import LocalizationTestSupport
import XCTest

/// `lifesim verify --lang ja`: the report's words in Japanese, app and callback names,
/// rule ids, the log's name and the numbers as written; the English report as before.
final class VerificationReportJapaneseTests: XCTestCase {
    private var examples: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/device-logs")
    }

    /// The shipped example `name` verified with `tolerance`.
    private func example(_ name: String, tolerance: Double) throws -> LogVerification {
        let scenario = try Data(contentsOf: examples.appendingPathComponent("\(name).scenario"))
        let log = try String(contentsOf: examples.appendingPathComponent("\(name).log"), encoding: .utf8)
        let run = try Scenario.run(bytes: Array(scenario), path: name)
        let apps = Array(Set(run.trace.compactMap(\.app))).sorted()
        return LogVerification(log: DeviceLog.read(log, apps: apps), run: run, apps: apps, tolerance: tolerance)
    }

    /// FG-1 on iOS 13: Home gives willResignActive then didEnterBackground; this made-up device
    /// log has willTerminate instead, on its line 4.
    private func diverging() throws -> LogVerification {
        let run = try Scenario.run(source: "device ios 13\napp Mail\nlaunch Mail\n+5s home\n")
        let log = DeviceLog.read("""
            0 Mail didFinishLaunching
            0.1 Mail didBecomeActive
            9 Mail willResignActive
            9.01 Mail willTerminate
            """, apps: ["Mail"])
        return LogVerification(log: log, run: run, apps: ["Mail"], tolerance: 0.25)
    }

    func testEveryVerifyTextHasAJapaneseText() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.verify),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleScenario/Verify/VerifyMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.verify) { $0.text(in: $1) }, [])
    }

    func testADivergenceReadsInJapaneseWithItsColumnsLinedUp() throws {
        let japanese = VerificationReport.text(try diverging(), logName: "v.log", tolerance: 0.25, in: .ja)
        XCTAssertEqual(japanese, [
            "4 番目のコールバック (ログの 4 行目) で食い違います: デバイスとシミュレーションはここで分かれます",
            "     デバイス (v.log)                      シミュレーション",
            "  1  Mail didFinishLaunching               Mail didFinishLaunching  [LA-1]",
            "  2  Mail didBecomeActive                  Mail didBecomeActive  [LA-1]",
            "  3  Mail willResignActive                 Mail willResignActive  [FG-1]",
            "✗ 4  Mail willTerminate                    Mail didEnterBackground  [FG-1]",
            "シミュレーションがこうなる理由は 'lifesim rules FG-1' で確かめられます。",
        ])
        // The simulated column starts at the same terminal column in the header as in the rows.
        XCTAssertEqual(TerminalColumns.width(of: "     デバイス (v.log)                      "),
                       TerminalColumns.width(of: "  1  Mail didFinishLaunching               "))
        XCTAssertEqual(EnglishLeft.words(in: japanese.joined(separator: "\n"), values: ["v.log", "Mail", "lifesim rules"]), [])
    }

    func testTheEnglishDivergenceIsUnchanged() throws {
        XCTAssertEqual(VerificationReport.text(try diverging(), logName: "v.log", tolerance: 0.25), [
            "differ at callback 4 (log line 4): the device and the simulation part here",
            "     device (v.log)                        simulated",
            "  1  Mail didFinishLaunching               Mail didFinishLaunching  [LA-1]",
            "  2  Mail didBecomeActive                  Mail didBecomeActive  [LA-1]",
            "  3  Mail willResignActive                 Mail willResignActive  [FG-1]",
            "✗ 4  Mail willTerminate                    Mail didEnterBackground  [FG-1]",
            "'lifesim rules FG-1' says why the simulation does this.",
        ])
    }

    /// PR-1, BG-5: the iOS 13 budget is 30 s and the handlers run 4 s before its end; the
    /// reconstructed iPhone X log expires after 14.998 s.
    func testATimingDifferenceReadsInJapanese() throws {
        let verification = try example("expiry-iphone-x", tolerance: 0.25)
        XCTAssertEqual(VerificationReport.text(verification, logName: "expiry-iphone-x.log", tolerance: 0.25, in: .ja), [
            "タイミングが食い違います: コールバック 6 個が同じ順序ですが、システムが決めた間隔の一部が 0.25 秒以内に収まっていません",
            "タイミング: Uploader didEnterBackground → expire upload: デバイスでは 14.998 秒、シミュレーションでは 26 秒 [BG-5] "
                + "(許容誤差 0.25 秒)",
        ])
    }

    /// Within 16 s the same log agrees, its one system-timed interval compared (didEnterBackground
    /// → expire: the budget, BG-3; the callbacks of one event or one launch come at one instant).
    func testAnAgreementWithComparedIntervalsReadsInJapanese() throws {
        let verification = try example("expiry-iphone-x", tolerance: 16)
        XCTAssertEqual(VerificationReport.text(verification, logName: "expiry-iphone-x.log", tolerance: 16, in: .ja),
                       ["一致: コールバック 6 個が同じ順序です。システムが決めた間隔 1 個も 16 秒以内に収まっています"])
        XCTAssertEqual(VerificationReport.text(verification, logName: "expiry-iphone-x.log", tolerance: 16),
                       ["agree: 6 callbacks in the same order; 1 interval the system timed, within 16 s"])
    }
}
