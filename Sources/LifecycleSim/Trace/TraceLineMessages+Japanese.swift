/// The trace-line words in Japanese, in the package's terms (タスク, 未終了, 期限切れ).
extension TraceLineMessage {
    static let japanese: [TraceLineMessage: String] = [
        .eventOrigin: "({line} 行目)",
        .taskBegun: "タスク {id} '{name}' 開始",
        .taskEnded: "タスク {id} '{name}' 終了",
        .taskExpired: "タスク {id} '{name}' 期限切れ",
        .taskEndRefused: "タスク {id} '{name}' の終了を拒否",
        .taskOutstanding: "{what} (未終了 {count})",
        .expectActual: "  (実際: {actual})",
        .noteNotRunning: "なし (実行されていない)",
        .noteControllerNotAlive: "作られていない (そのコントローラは存在しない)",
        .noteSceneNeverExisted: "なし (このアプリにシーン {scene} はなかった)",
        .noteNoPhase: "フェーズなし (iOS 14 以降の swiftui アプリではないか、シーンがない)",
        .noteNotPrewarmedNoProcess: "プリウォームされていない ({state}、プロセスなし)",
        .noteNotPrewarmedLaunched: "プリウォームされていない ({state}、launched-by {reason})",
        .bgTaskLine: "bgtask {id} ({kind}) {change}",
        .bgTaskSubmitted: "送信",
        .bgTaskReplaced: "置き換え",
        .bgTaskCancelled: "キャンセル",
        .bgTaskLaunched: "起動",
        .bgTaskCompleted: "完了",
        .bgTaskExpired: "期限切れ",
    ]
}
