import LifecycleSim
import LocalizationTestSupport
import XCTest

/// `--explain --lang ja`: every sentence has a Japanese text naming the values the English names,
/// and a few records read as a Japanese iOS developer would write them, with the rule ids,
/// callback names and numbers kept.
final class JapaneseExplanationTests: XCTestCase {
    func testEveryExplanationHasAJapaneseText() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.explain),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleSim/Rules/ExplainMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.explain) { $0.text(in: $1) }, [])
    }

    func testEveryTraceLineWordHasAJapaneseText() throws {
        XCTAssertEqual(DeclaredCases.names(of: TypedCatalogueExamples.traceLine),
                       try DeclaredCases.names(inFileAt: "Sources/LifecycleSim/Trace/TraceLineMessages.swift"))
        XCTAssertEqual(TranslationProblems.of(TypedCatalogueExamples.traceLine, sameInEveryLanguage: ["bgTaskLine"]) {
            $0.text(in: $1)
        }, [])
    }

    private let time = VirtualTime(milliseconds: 185_000)

    /// BG-5 (Apple, beginBackgroundTask(expirationHandler:)): when the remaining background time
    /// runs out, the expiration handler is called; a task not ended then gets the app killed.
    func test_BG5_theExpiryReadsInJapanese() throws {
        let expire = TraceRecord.callback(CallbackRecord(time: time, app: "Uploader", callback: .expire(task: "upload"),
                                                         state: .background, depth: 0, rule: .bg5))
        let why = try XCTUnwrap(TraceExplainer.explanation(for: expire, in: .ja))
        XCTAssertEqual(why, "理由: 持ち時間が尽きかけています (残り 4 秒): 未終了のタスクすべての期限切れハンドラ (expirationHandler) が古い順に実行されます。持ち時間が尽きたとき"
                            + "に終了されていないタスクがあると、アプリはシステムに強制終了されます (BG-5)")

        let suspended = TraceRecord.transition(TransitionRecord(time: time, app: "Uploader", from: .background,
                                                                to: .suspended, rule: .bg5))
        XCTAssertEqual(TraceExplainer.explanation(for: suspended, in: .ja),
                       "理由: すべてのタスクが期限切れハンドラで終了され、他に実行を続けさせるものもないので、サスペンド状態になります (BG-5, BG-2)")
    }

    /// FG-2: didEnterBackground has 5 seconds, 10 from iOS 13; BG-2: then the app is suspended unless
    /// something keeps it running.
    func test_FG2_didEnterBackgroundReadsInJapanese() throws {
        let record = TraceRecord.callback(CallbackRecord(time: .zero, app: "Mail", callback: .delegate(.didEnterBackground),
                                                         state: .background, depth: 0, rule: .fg1))
        let why = try XCTUnwrap(TraceExplainer.explanation(for: record, in: .ja))
        XCTAssertEqual(why, "理由: このメソッドからは 5 秒 (iOS 13 からは 10 秒) 以内に戻る必要があります。その後、実行を続けさせるものがなければ、すぐにサスペンドされます (FG-2, BG-2)")
        XCTAssertEqual(TraceExplainer.explanation(for: record, in: .en),
                       "why: it has 5 s to return (10 s from iOS 13); then, unless something keeps it running, it is suspended at once (FG-2, BG-2)")
    }

    /// The budget (BG-3: 180 s on iOS 7) is filled into the Japanese sentence as a number.
    func test_BG3_theBudgetInSecondsIsKept() throws {
        let record = TraceRecord.transition(TransitionRecord(time: .zero, app: "Uploader", from: .inactive,
                                                             to: .background, rule: .fg1))
        let profile = TestDevice(ios: 7, apps: []).device.profile
        XCTAssertEqual(TraceExplainer.explanation(for: record, profile: profile, in: .ja),
                       "理由: バックグラウンドに移ります。180 秒の持ち時間がここから始まり、この持ち時間はタスクではなくアプリのものです (FG-1, BG-3, PR-1)")
    }

    /// SC-5 (docs/RULES.md): the app's state follows its scenes; the last foreground scene
    /// leaving takes the app into the background (SC-2).
    func test_SC5_aSceneTransitionReadsInJapanese() throws {
        let record = TraceRecord.sceneTransition(SceneTransitionRecord(time: .zero, app: "Notes", scene: 1,
                                                                       from: .foregroundInactive, to: .background, rule: .sc5))
        XCTAssertEqual(TraceExplainer.explanation(for: record, in: .ja),
                       "理由: アプリの最後のフォアグラウンドのシーンが離れたので、アプリはバックグラウンドに移り、バックグラウンドのルールが適用され始めます (SC-5, SC-2)")
    }

    /// A task name and a SwiftUI phase are arguments: they stay as written inside the Japanese text.
    func testNamesInsideASentenceStayAsWritten() throws {
        let expire = TraceRecord.callback(CallbackRecord(time: time, app: "Uploader", callback: .expire(task: "sync"),
                                                         state: .background, depth: 0, rule: .bg9))
        XCTAssertEqual(TraceExplainer.explanation(for: expire, in: .ja),
                       "理由: beginBackgroundTask が無効な識別子を返したので、'sync' の期限切れハンドラがすぐに実行されます (BG-9)")
    }

    /// A warning without words of its own names its rule's title, in each language's words.
    func testTheFallbackWarningReadsInBothLanguages() throws {
        let warning = WarningRecord(time: .zero, app: "Mail", warning: WarningText.splitNotShowing, rule: .bt2)
        let explanation = try XCTUnwrap(TraceExplainer.explain(.warning(warning)))
        let title = RuleCatalogue.rule(.bt2)?.title.lowercased() ?? ""
        XCTAssertFalse(title.isEmpty)
        XCTAssertEqual(explanation.text(in: .en), "iOS refuses, drops or kills here: \(title)")
        let japanese = try XCTUnwrap(RuleCatalogue.rule(.bt2)?.localized(.ja).title)
        XCTAssertNotEqual(japanese, RuleCatalogue.rule(.bt2)?.title, "BT-2 has a Japanese title")
        XCTAssertEqual(explanation.text(in: .ja), "iOS はここで拒否、破棄、または強制終了します: リクエストの送信とそのエラー")
    }

    /// The trace lines' own words: a task record and a failed expectation.
    func testTaskAndExpectationLinesReadInJapanese() {
        let formatter = TraceTextFormatter(appNames: ["Uploader"], language: .ja)
        let begun = TraceRecord.task(TaskRecord(time: .zero, app: "Uploader", action: .begin, id: 1, name: "upload",
                                                outstanding: 1, rule: .bg1))
        XCTAssertEqual(formatter.line(for: begun), "     0.000  Uploader  タスク 1 'upload' 開始 (未終了 1)  [BG-1]")
        let failed = TraceRecord.expect(ExpectRecord(time: .zero, line: 14, ok: false, expected: "Uploader tasks 1",
                                                     actual: "Uploader tasks 0"))
        XCTAssertEqual(formatter.line(for: failed), "     0.000  ✗ expect Uploader tasks 1  (実際: Uploader tasks 0)  (14 行目)")
    }
}
