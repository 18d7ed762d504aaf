/// The run report's words in Japanese (#13, glossary-ja: 期待値, シナリオ, ルール, 仮想時計).
extension RunMessage {
    static let japanese: [RunMessage: String] = [
        .scenarioOne: "シナリオ {count} 件",
        .scenarioOther: "シナリオ {count} 件",
        .expectationOne: "期待値 {count} 件",
        .expectationOther: "期待値 {count} 件",
        .strictFailureOne: "--strict による失敗 {count} 件",
        .strictFailureOther: "--strict による失敗 {count} 件",
        .internalErrorOne: "内部エラー {count} 件",
        .internalErrorOther: "内部エラー {count} 件",
        .appOne: "アプリ {count} 個",
        .appOther: "アプリ {count} 個",

        .expectationFailed: "{path}:{line}: 期待値が満たされていない: expect {expected} (実際: {actual})",
        .strictIncident: "{path}:{line}: --strict: {time} 秒に{kind}: {message} [{rule}]",
        .refusal: "イベントを拒否",
        .assertionKill: "アサーションで強制終了",
        .pass: "合格",
        .fail: "不合格",
        .verdict: "{verdict}  {path}: {expectations}、失敗 {failed} 件 (仮想時計で {end} 秒)",
        .verdictStrict: "{verdict}  {path}: {expectations}、失敗 {failed} 件、{strictFailures} (仮想時計で {end} 秒)",
        .tallyHead: "{scenarios}: 合格 {passed} 件",
        .tallyFailed: "、不合格 {count} 件",
        .tallyBroken: "、{internalErrors}",

        .checkValid: "{scenarios}: すべて有効",
        .coverageTitle: "{scenarios}のカバレッジ",
        .coverageRules: "ルール",
        .coverageTransitions: "遷移 (ST-2)",
        .coverageCallbacks: "コールバック",
        .coveragePart: "{title}: {total} 件中 {exercised} 件 ({percent}%)",
        .coverageBelow: "lifesim: ルールのカバレッジ {percent}% が必要な {required}% に届いていない",
        .timelineWrote: "{destination} に書き出した: {apps}、{end} 秒、{expectations}、失敗 {failed} 件",
        .timelineWroteStandardOutput: "標準出力に書き出した: {apps}、{end} 秒、{expectations}、失敗 {failed} 件",
    ]
}
