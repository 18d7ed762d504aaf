extension RuleCatalogue {
    /// The labels of the rule pages in Japanese (terse labels; sentences in です/ます, docs/GLOSSARY.ja.md).
    static let japaneseLabels: [RuleLabel: String] = [
        .listHeading: "LifecycleSim のルール一覧 (1 つのルールの全文は lifesim rules ID で表示できます):",
        .listNotSimulated: "[未シミュレート]",
        .detailVersions: "iOS バージョン: {versions}",
        .sources: "出典:",
        .noPublicLink: "(公開リンクなし)",
        .ourReading: "本ツールの解釈: {reading}",
        .statusNotSimulated: "対応状況: まだシミュレートしていません (後のマイルストーンで対応します)。",
        .sourceDoc: "Apple のリファレンスドキュメント",
        .sourceGuide: "Apple の \"App Programming Guide for iOS\" (アーカイブ、iOS 4-10)",
        .sourceDTS: "Apple デベロッパテクニカルサポートのフォーラム投稿",
        .sourceOBS: "公開された観測 (ログ、クラッシュレポート、記事)",
        .pageTitle: "# ライフサイクルのルール",
        .pageIntro: """
        LifecycleSim がシミュレートするすべてのルールを、その ID (トレースの `[BG-5]` タグ)、対象の iOS バージョン、
        出典、そして出典が食い違う場合に LifecycleSim が従う解釈とともに示します。
        このページはコード内のカタログ (`Sources/LifecycleSim/Rules/`) から
        `swift run lifesim rules --format markdown --lang ja` で生成したものです (英語版の docs/RULES.md は、
        最新でなければテストが失敗します)。`lifesim rules ID --lang ja` は同じ内容を端末に表示します。
        """,
        .pageSourceLabels: "出典ラベル: {labels}",
        .pageVersions: "*iOS バージョン:* {versions}",
        .pageNotSimulated: " — *未シミュレート*",
        .pageSources: "*出典:*",
        .pageOurReading: "*本ツールの解釈:* {reading}",
        .groupPR: "プロファイル", .groupST: "状態", .groupLA: "起動", .groupFG: "フォアグラウンドとバックグラウンド",
        .groupIN: "割り込み", .groupLK: "ロック", .groupBG: "バックグラウンドタスク", .groupBM: "バックグラウンドモード",
        .groupBR: "Appのバックグラウンド更新とバックグラウンド起動", .groupTE: "終了と App スイッチャー",
        .groupMW: "メモリ", .groupVC: "ビューコントローラ", .groupSR: "状態の保存と復元", .groupDOC: "書類と URL",
        .groupPS: "プロセスとメモリ", .groupDB: "デバッガ", .groupSC: "シーン", .groupPW: "プリウォーム",
        .groupBT: "BGTaskScheduler", .groupUI: "SwiftUI の scenePhase", .groupNT: "通知",
    ]
}
