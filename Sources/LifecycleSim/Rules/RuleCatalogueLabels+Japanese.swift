/// The labels of the rule pages in Japanese (terse labels; sentences in です/ます, docs/GLOSSARY.ja.md).
extension RuleLabel {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case .listHeading: return "LifecycleSim のルール一覧 (1 つのルールの全文は lifesim rules ID で表示できます):"
        case .listNotSimulated: return "[未シミュレート]"
        case let .detailVersions(versions): return "iOS バージョン: \(versions)"
        case .sources: return "出典:"
        case .noPublicLink: return "(公開リンクなし)"
        case let .ourReading(reading): return "本ツールの解釈: \(reading)"
        case .statusNotSimulated: return "対応状況: まだシミュレートしていません (後のマイルストーンで対応します)。"
        case .sourceDoc: return "Apple のリファレンスドキュメント"
        case .sourceGuide: return "Apple の \"App Programming Guide for iOS\" (アーカイブ、iOS 4-10)"
        case .sourceDTS: return "Apple デベロッパテクニカルサポートのフォーラム投稿"
        case .sourceOBS: return "公開された観測 (ログ、クラッシュレポート、記事)"
        case .pageTitle: return "# ライフサイクルのルール"
        case .pageIntro:
            return """
                LifecycleSim がシミュレートするすべてのルールを、その ID (トレースの `[BG-5]` タグ)、対象の iOS バージョン、
                出典、そして出典が食い違う場合に LifecycleSim が従う解釈とともに示します。
                このページはコード内のカタログ (`Sources/LifecycleSim/Rules/`) から
                `swift run lifesim rules --format markdown --lang ja` で生成したものです (英語版の docs/RULES.md は、
                最新でなければテストが失敗します)。`lifesim rules ID --lang ja` は同じ内容を端末に表示します。
                """
        case let .pageSourceLabels(labels): return "出典ラベル: \(labels)"
        case let .pageVersions(versions): return "*iOS バージョン:* \(versions)"
        case .pageNotSimulated: return " — *未シミュレート*"
        case .pageSources: return "*出典:*"
        case let .pageOurReading(reading): return "*本ツールの解釈:* \(reading)"
        }
    }
}

extension RuleGroup {
    /// The title in Japanese.
    var japanese: String {
        switch self {
        case .profiles: return "プロファイル"
        case .states: return "状態"
        case .launch: return "起動"
        case .foreground: return "フォアグラウンドとバックグラウンド"
        case .interruptions: return "割り込み"
        case .lock: return "ロック"
        case .backgroundTasks: return "バックグラウンドタスク"
        case .backgroundModes: return "バックグラウンドモード"
        case .backgroundRefresh: return "Appのバックグラウンド更新とバックグラウンド起動"
        case .termination: return "終了と App スイッチャー"
        case .memory: return "メモリ"
        case .viewControllers: return "ビューコントローラ"
        case .stateRestoration: return "状態の保存と復元"
        case .documents: return "書類と URL"
        case .processes: return "プロセスとメモリ"
        case .debugger: return "デバッガ"
        case .scenes: return "シーン"
        case .prewarming: return "プリウォーム"
        case .bgTaskScheduler: return "BGTaskScheduler"
        case .swiftUI: return "SwiftUI の scenePhase"
        case .notifications: return "通知"
        }
    }
}
