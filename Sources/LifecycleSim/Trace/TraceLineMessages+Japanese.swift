/// The trace-line words in Japanese, in the package's terms (タスク, 未終了, 期限切れ).
extension TraceLineMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .eventOrigin(line): return "(\(line) 行目)"
        case let .taskBegun(id, name): return "タスク \(id) '\(name)' 開始"
        case let .taskEnded(id, name): return "タスク \(id) '\(name)' 終了"
        case let .taskExpired(id, name): return "タスク \(id) '\(name)' 期限切れ"
        case let .taskEndRefused(id, name): return "タスク \(id) '\(name)' の終了を拒否"
        case let .taskOutstanding(what, count): return "\(what) (未終了 \(count))"
        case let .expectActual(actual): return "  (実際: \(actual))"
        case let .appStateOfScene(state): return "(アプリ \(state))"
        case .noteNotRunning: return "なし (実行されていない)"
        case .noteControllerNotAlive: return "作られていない (そのコントローラは存在しない)"
        case let .noteSceneNeverExisted(scene): return "なし (このアプリにシーン \(scene) はなかった)"
        case .noteNoPhase: return "フェーズなし (iOS 14 以降の swiftui アプリではないか、シーンがない)"
        case let .notePropertyBroken(line): return "(\(line) 行目の後)"
        case let .noteNotPrewarmedNoProcess(state): return "プリウォームされていない (\(state)、プロセスなし)"
        case let .noteNotPrewarmedLaunched(state, reason):
            return "プリウォームされていない (\(state)、launched-by \(reason))"
        case let .bgTaskLine(id, kind, change): return "bgtask \(id) (\(kind)) \(change)"
        case .bgTaskSubmitted: return "送信"
        case .bgTaskReplaced: return "置き換え"
        case .bgTaskCancelled: return "キャンセル"
        case .bgTaskLaunched: return "起動"
        case .bgTaskCompleted: return "完了"
        case .bgTaskExpired: return "期限切れ"
        case .audioStarted: return "オーディオを再生"
        case .audioStopped: return "オーディオの再生を停止"
        case .locationStarted: return "位置情報の更新を開始"
        case .locationStopped: return "位置情報の更新を停止"
        case .prewarmStarted: return "プリウォームでプロセスを開始 (UIApplicationMain の手前で停止)"
        case .prewarmStopped: return "プリウォームしたプロセスが終了"
        case .prewarmLaunched: return "プリウォームでプロセスを開始 (UIApplicationMain と起動メソッドまで実行)"
        case .transferStarted: return "バックグラウンド転送を開始 (システムが引き継ぐ)"
        case .transfersCancelled: return "ユーザのスワイプでバックグラウンド転送がキャンセルされた"
        }
    }
}
