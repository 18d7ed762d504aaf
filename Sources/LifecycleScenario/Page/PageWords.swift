import LifecycleSim

/// Every word of the page's own chrome (buttons, headings, panel titles, hints), in one
/// place, so a language is one more value of this type. The trace and its explanations
/// are not chrome: they come from the trace formatter and the explainer.
package struct PageWords: Sendable, Hashable {
    /// The page's `lang` attribute (`en`, `ja`).
    package var code: String
    package var first: String
    package var previous: String
    package var next: String
    package var last: String
    /// The step counter; `{n}` and `{total}` are replaced by the page's script.
    package var stepCounter: String
    package var timeline: String
    package var scenario: String
    package var trace: String
    /// The heading of the box with the current record and why it happened.
    package var now: String
    package var states: String
    package var app: String
    package var state: String
    /// The outstanding background tasks of an app (BG-1): `{n}` of them, for one and for any
    /// other number.
    package var oneTask: String
    package var taskCount: String
    package var expectations: String
    /// Before an expectation's line has run.
    package var notYetReached: String
    /// Where an expectation is written: `line {n}`, `{n} 行目`.
    package var line: String
    package var actual: String
    /// The button (and the P key) that shows only the picture and the current record, large.
    package var present: String
    /// The button's tooltip: what presenting shows and its key.
    package var presentHint: String
    /// What keys and clicks do.
    package var keys: String
    /// Shown instead of the player when the run wrote no record.
    package var noRecords: String
    /// Shown by browsers that run no script.
    package var needsScript: String
    /// The subtitle: `{path}`, `{version}`, `{records}`, `{expectations}`, `{failed}` are replaced.
    package var subtitle: String
    /// `{n}` records, for one and for any other number (the subtitle's `{records}`).
    package var oneRecord: String
    package var records: String
    /// `{n}` expectations, for one and for any other number (the subtitle's `{expectations}`).
    package var oneExpectation: String
    package var expectationCount: String

    /// The page's words in `language`.
    package static func words(in language: Language) -> PageWords {
        switch language {
        case .en: return english
        case .ja: return japanese
        }
    }

    package static let english = PageWords(
        code: "en",
        first: "« First", previous: "← Previous", next: "Next →", last: "Last »",
        stepCounter: "Step {n} of {total}",
        timeline: "Timeline", scenario: "Scenario", trace: "Trace", now: "Now",
        states: "Apps and scenes", app: "App", state: "State", oneTask: "{n} task", taskCount: "{n} tasks",
        expectations: "Expectations", notYetReached: "not reached yet", line: "line {n}", actual: "actual",
        present: "Present", presentHint: "P: only the picture and the current record, large (P again to go back)",
        keys: "→ or Space: next · ←: previous · Home / End: first / last · P: present · click a scenario line to jump to it",
        noRecords: "This run wrote no trace records.",
        needsScript: "This page steps through the run with JavaScript; turn it on to use the player.",
        subtitle: "{path} · iOS {version} · {records} · {expectations}, {failed} failed",
        oneRecord: "{n} record", records: "{n} records",
        oneExpectation: "{n} expectation", expectationCount: "{n} expectations")

    package static let japanese = PageWords(
        code: "ja",
        first: "« 最初", previous: "← 前へ", next: "次へ →", last: "最後 »",
        stepCounter: "ステップ {n} / {total}",
        timeline: "タイムライン", scenario: "シナリオ", trace: "トレース", now: "現在のレコード",
        states: "アプリとシーンの状態", app: "アプリ", state: "状態", oneTask: "タスク {n} 件", taskCount: "タスク {n} 件",
        expectations: "期待 (expect)", notYetReached: "未到達", line: "{n} 行目", actual: "実際",
        present: "発表モード", presentHint: "P: タイムラインと現在のレコードだけを大きく表示します (もう一度 P で元に戻ります)",
        keys: "→ または Space: 次へ · ←: 前へ · Home / End: 最初 / 最後 · P: 発表モード · シナリオの行をクリックするとその行へ移動します",
        noRecords: "この実行では、トレースのレコードが 1 件も記録されませんでした。",
        needsScript: "このページは JavaScript でステップ実行します。プレーヤを使うには JavaScript を有効にしてください。",
        subtitle: "{path} · iOS {version} · {records} · {expectations}、失敗 {failed} 件",
        oneRecord: "レコード {n} 件", records: "レコード {n} 件",
        oneExpectation: "期待 {n} 件", expectationCount: "期待 {n} 件")
}
