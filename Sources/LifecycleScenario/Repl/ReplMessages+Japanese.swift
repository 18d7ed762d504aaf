/// The REPL's words in Japanese: です/ます, as help is written, with scenario keywords,
/// commands, UIKit and state names kept as they are.
extension ReplMessages {
    static let japanese: [ReplKey: String] = [
        .banner: "lifesim repl: iOS {version} のセッションです。宣言、次にタイムラインの行を入力してください。:help でヘルプ、:quit で終了します。",
        .notAVersion: "'{version}' は iOS のバージョンではありません。7、4.2、17 のように、3 以上のバージョンを指定してください",
        .quitQuestion: "終了しますか? 保存していない行は失われます。保存するには、先に :save FILE を実行してください。もう一度 Ctrl-C を押すと終了します",

        .lineNotKept: "({line} 行目は保持しませんでした)",
        .internalError: "{path}:{line}: 内部エラー: {failure} — lifesim の不具合です。報告してください。この行は保持しませんでした",
        .declarationMoved: "(宣言はタイムラインの前に置かれます: この行はセッションの {line} 行目になり、"
            + "タイムラインは {next} 行目から始まります。:list でファイル全体を表示できます)",
        .traceRestarted: "(トレースが先頭から変わったので、全体をもう一度表示します:)",
        .nothingHappened: "現在 {time}s: 何も起きませんでした",
        .acknowledged: "OK: {what}",
        .declaredDevice: "デバイスは iOS {version} ({model}) です",
        .declaredApp: "アプリ {app} をインストールしました",
        .declaredHandler: "{app} が {callback} を処理します",
        .declaredSomeHandler: "{app} がコールバックを処理します",
        .declaredSetting: "設定を適用しました",
        .declaredTitle: "タイトルを設定しました",
        .declared: "宣言しました",

        .unknownCommandSuggestion: "エラー: 不明なコマンド '{name}' です。もしかして '{suggestion}' ですか?",
        .unknownCommandHelp: "エラー: 不明なコマンド '{name}' です。:help でコマンドの一覧を表示できます",
        .takesNoArgument: "エラー: '{name}' は引数を取りません",
        .nothingToUndo: "エラー: 取り消せる行がありません",
        .undone: "取り消しました: {line} 行目: {text}",
        .timelineMovedUp: "(タイムラインが 1 行上に戻りました: 再び {line} 行目から始まります)",
        .reset: "リセットしました: iOS {version} の新しいセッションです ({device})。まだ何も宣言されていません",
        .saveNeedsFile: "エラー: ':save' にはファイル名が必要です: :save FILE",
        .savedOneLine: "{count} 行を {path} に保存しました。lifesim run {path} で再生できます",
        .savedLines: "{count} 行を {path} に保存しました。lifesim run {path} で再生できます",
        .cannotWrite: "エラー: {path} に書き込めません: {reason}",
        .explainBadArgument: "エラー: ':explain' には on か off を指定してください ('{argument}' は指定できません)",
        .explainOn: "説明の表示はオンです (explain on)",
        .explainOff: "説明の表示はオフです (explain off)",
        .help: """
            シナリオを 1 行ずつ入力してください。各行はすぐに実行され、そのトレースが表示されます。
            まず宣言、次にタイムラインを書きます (リポジトリの docs/LANGUAGE.md を参照してください):

              app Mail                                 アプリをインストールします
                on didEnterBackground: begin-task sync   インデントした行: コールバックでアプリのコードが行うこと
                on expire sync: end-task sync          タスクの期限切れハンドラ (expirationHandler)
              setting background-refresh off          設定
              launch Mail                              時刻のないタイムラインの行: 今すぐ起こります
              +5s home                                 5 秒後
              expect Mail background                   確認します (✓、または実際の値とともに ✗)
              +3m                                      時間だけを進めます
              30s lock                                 絶対時刻

            エラーのある行は診断メッセージとともに表示され、保持されません。トレースとエラーの行番号は、
            :save が書き出すファイルの行番号です。タイムラインが始まった後に入力した宣言は、宣言の末尾
            (タイムラインの前) に置かれます (タイムラインの行は 1 行ずつ下がります。:list で全体を確認できます)。

            端末でのキー操作: ←/→、Home/End (Ctrl-A/Ctrl-E)、Backspace/Delete、↑/↓ で以前に入力した行を呼び出し、
            Ctrl-K/Ctrl-U で行末/行頭まで切り取ります。Ctrl-C で入力中の行を破棄します。空の行では
            先に確認し、もう一度 Ctrl-C を押すと終了します (保存はされないので、先に :save FILE を
            実行してください)。空の行で Ctrl-D を押すと終了します。

            コマンド:
              :state            各アプリの状態、タスク、残り時間、起動理由、最前面のアプリ、App スイッチャーを表示します
              :undo             最後に保持した行を取り消し、状態を表示します
              :reset            最初からやり直します ({device})
              :list             ここまでのセッションをシナリオファイルとして表示します
              :save FILE        セッションをシナリオファイルに書き出します: lifesim run FILE で再生できます
              :explain on|off   各遷移とコールバックの下に理由を表示します
              :help             このヘルプを表示します
              :quit             終了します (Ctrl-D で入力を終えても終了します)
            """,

        .stateClock: "{time}s 時点、iOS {version}",
        .stateClockLocked: "{time}s 時点、iOS {version}、ロック中",
        .noAppsYet: "アプリはまだありません。app NAME で宣言してください",
        .columnApp: "アプリ",
        .columnState: "状態",
        .columnTasks: "タスク",
        .columnRemaining: "残り時間",
        .columnLaunchedBy: "起動理由",
        .remainingUnlimited: "無制限",
        .remainingNone: "なし",
        .prewarmed: "プリウォーム済み",
        .reasonUser: "ユーザ",
        .reasonURL: "URL",
        .reasonFetch: "バックグラウンドフェッチ",
        .reasonPush: "プッシュ通知",
        .reasonLocation: "位置情報",
        .reasonNotification: "通知",
        .reasonBGTask: "BGTask",
        .reasonPrewarm: "プリウォーム",
        .reasonURLSession: "バックグラウンド転送",
        .scenes: "  シーン: {list}",
        .front: "最前面: {app}",
        .frontHome: "最前面: ホーム画面",
        .frontLockScreen: "最前面: ロック画面",
        .frontBehindLock: "最前面: ロック画面 (その後ろで {app} が inactive)",
        .switcher: "App スイッチャー: {list}",
        .switcherEmpty: "App スイッチャー: (空)",
        .expectations: "期待: {count} 件を確認、失敗 {failed} 件",
    ]
}
