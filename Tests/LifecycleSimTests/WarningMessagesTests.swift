import Foundation
import LocalizationTestSupport
import XCTest
@testable import LifecycleSim

/// The warnings: every warning has an English and a Japanese sentence with the
/// values the English names; the trace's JSON, the Swift API and expectations keep the English words.
final class WarningMessagesTests: XCTestCase {
    /// The compiler sees that every warning has English and Japanese words (one switch each);
    /// what it cannot see is a Japanese sentence that leaves out what the English one names, or
    /// English copied into the Japanese switch.
    func testEveryJapaneseWarningNamesWhatTheEnglishNames() {
        XCTAssertEqual(TranslationProblems.of(WarningTextExamples.all) { $0.text(in: $1) }, [])
    }

    /// `WarningTextExamples.all` holds one of each warning `WarningText` declares.
    func testTheExamplesHoldEveryWarning() throws {
        XCTAssertEqual(DeclaredCases.names(of: WarningTextExamples.all),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleSim/Trace/WarningText.swift"))
    }

    /// ST-2: a refusal's reason, for the Swift API and `refused(reason:)`, stays in English.
    func testARefusalReasonIsTheEnglishSentence() {
        let device = Device(version: OSVersion(7, 0))
        XCTAssertEqual(device.handle(.unlock),
                       .refused(reason: "the device is not locked", rule: .st2, apiReason: "the device is not locked"))
    }

    /// A device that does not describe refusals (the random walk's) still refuses, citing the
    /// rule, and its trace keeps the warning's words; only the outcome goes without them.
    func testARefusalUndescribedKeepsItsRuleAndItsWarning() {
        let device = Device(version: OSVersion(7, 0))
        let trace = device.keepTrace()
        device.describesRefusals = false
        XCTAssertEqual(device.handle(.unlock), .refused(reason: "", rule: .st2, apiReason: ""))
        let warnings = trace.records.compactMap { record -> String? in
            if case .warning(let warning) = record { return warning.message }
            return nil
        }
        XCTAssertEqual(warnings, ["the device is not locked"])
    }

    /// ST-2: a refusal made again names what the new event names, never another app's.
    func testARefusalMadeAgainNamesItsOwnApp() {
        let device = Device(version: OSVersion(12))
        device.install(AppConfiguration(name: "Mail"))
        device.install(AppConfiguration(name: "Maps"))
        let reasons = [DeviceEvent.crash(app: "Mail"), .crash(app: "Maps"), .crash(app: "Mail")].map { event -> String? in
            guard case .refused(let reason, _, _) = device.handle(event) else { return nil }
            return reason
        }
        XCTAssertEqual(reasons, ["Mail is not running", "Maps is not running", "Mail is not running"])
    }

    func testAWarningRecordKeepsEnglishAndShowsJapaneseOnRequest() {
        let record = WarningRecord(time: .zero, app: "Mail", warning: WarningText.appNotRunning(app: "Mail"), rule: .st2)
        XCTAssertEqual(record.message, "Mail is not running")
        XCTAssertEqual(record.text(in: .en), "Mail is not running")
        XCTAssertEqual(record.text(in: .ja), "Mail は実行中ではありません")
        XCTAssertEqual(TraceJSONFormatter.line(for: .warning(record)),
                       #"{"kind":"warning","time":0,"app":"Mail","message":"Mail is not running","rule":"ST-2"}"#)
    }

    /// The text formatter's language only changes the warning's words, never the columns or the rule.
    func testTheTextFormatterShowsAWarningInItsLanguage() {
        let record = TraceRecord.warning(WarningRecord(time: VirtualTime(milliseconds: 5000), app: "Mail",
                                                       warning: WarningText.alreadyLocked, rule: .st2))
        XCTAssertEqual(TraceTextFormatter(appNames: ["Mail"]).line(for: record),
                       "     5.000  Mail  warning: the device is already locked  [ST-2]")
        XCTAssertEqual(TraceTextFormatter(appNames: ["Mail"], language: .ja).line(for: record),
                       "     5.000  Mail  警告: デバイスはすでにロックされています  [ST-2]")
    }
}
