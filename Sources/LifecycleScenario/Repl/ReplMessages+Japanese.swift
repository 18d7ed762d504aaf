import LifecycleSim

/// The REPL's words in Japanese: です/ます, as help is written, with scenario keywords,
/// commands, UIKit and state names kept as they are.
extension ReplMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .banner(version):
            return """
                lifesim repl: iOS \(version) のセッションです。宣言、\
                次にタイムラインの行を入力してください。:help でヘルプ、:quit で終了します。
                """
        case let .notAVersion(version):
            return """
                '\(version)' は lifesim が扱う iOS のバージョンではありません。7、4.2、17 のように、3 \
                から \(OSProfile.newestKnownVersion) までのバージョンを指定してください
                """
        case .quitQuestion:
            return """
                終了しますか? 保存していない行は失われます。保存するには、先に :save FILE \
                を実行してください。もう一度 Ctrl-C を押すと終了します
                """
        case let .lineNotKept(line): return "(\(line) 行目は保持しませんでした)"
        case let .internalError(path, line, failure):
            return """
                \(path):\(line): 内部エラー: \(failure) — lifesim の不具合です。報告してください。\
                この行は保持しませんでした
                """
        case let .declarationMoved(line, next):
            return """
                (宣言はタイムラインの前に置かれます: この行はセッションの \(line) 行目になり、\
                タイムラインは \(next) 行目から始まります。:list でファイル全体を表示できます)
                """
        case .traceRestarted: return "(トレースが先頭から変わったので、全体をもう一度表示します:)"
        case let .nothingHappened(time): return "現在 \(time)s: 何も起きませんでした"
        case let .acknowledged(what): return "OK: \(what)"
        case let .declaredDevice(version, model): return "デバイスは iOS \(version) (\(model)) です"
        case let .declaredApp(app): return "アプリ \(app) をインストールしました"
        case let .declaredHandler(app, callback): return "\(app) が \(callback) を処理します"
        case let .declaredSomeHandler(app): return "\(app) がコールバックを処理します"
        case .declaredSetting: return "設定を適用しました"
        case .declaredTitle: return "タイトルを設定しました"
        case .declared: return "宣言しました"
        case let .unknownCommandSuggestion(name, suggestion):
            return "エラー: 不明なコマンド '\(name)' です。もしかして '\(suggestion)' ですか?"
        case let .unknownCommandHelp(name):
            return "エラー: 不明なコマンド '\(name)' です。:help でコマンドの一覧を表示できます"
        case let .takesNoArgument(name): return "エラー: '\(name)' は引数を取りません"
        case .nothingToUndo: return "エラー: 取り消せる行がありません"
        case let .undone(line, text): return "取り消しました: \(line) 行目: \(text)"
        case let .timelineMovedUp(line): return "(タイムラインが 1 行上に戻りました: 再び \(line) 行目から始まります)"
        case let .reset(version, device):
            return "リセットしました: iOS \(version) の新しいセッションです (\(device))。まだ何も宣言されていません"
        case .saveNeedsFile: return "エラー: ':save' にはファイル名が必要です: :save FILE"
        case let .savedOneLine(count, path):
            return "\(count) 行を \(path) に保存しました。lifesim run \(path) で再生できます"
        case let .savedLines(count, path):
            return "\(count) 行を \(path) に保存しました。lifesim run \(path) で再生できます"
        case let .cannotWrite(path, reason): return "エラー: \(path) に書き込めません: \(reason)"
        case let .explainBadArgument(argument):
            return "エラー: ':explain' には on か off を指定してください ('\(argument)' は指定できません)"
        case .explainOn: return "説明の表示はオンです (explain on)"
        case .explainOff: return "説明の表示はオフです (explain off)"
        case let .help(device):
            return """
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
                  :reset            最初からやり直します (\(device))
                  :list             ここまでのセッションをシナリオファイルとして表示します
                  :save FILE        セッションをシナリオファイルに書き出します: lifesim run FILE で再生できます
                  :explain on|off   各遷移とコールバックの下に理由を表示します
                  :help             このヘルプを表示します
                  :quit             終了します (Ctrl-D で入力を終えても終了します)
                """
        case let .stateClock(time, version): return "\(time)s 時点、iOS \(version)"
        case let .stateClockLocked(time, version): return "\(time)s 時点、iOS \(version)、ロック中"
        case .noAppsYet: return "アプリはまだありません。app NAME で宣言してください"
        case .columnApp: return "アプリ"
        case .columnState: return "状態"
        case .columnTasks: return "タスク"
        case .columnRemaining: return "残り時間"
        case .columnLaunchedBy: return "起動理由"
        case .remainingUnlimited: return "無制限"
        case .remainingNone: return "なし"
        case .prewarmed: return "プリウォーム済み"
        case .reasonUser: return "ユーザ"
        case .reasonURL: return "URL"
        case .reasonFetch: return "バックグラウンドフェッチ"
        case .reasonPush: return "プッシュ通知"
        case .reasonLocation: return "位置情報"
        case .reasonNotification: return "通知"
        case .reasonBGTask: return "BGTask"
        case .reasonPrewarm: return "プリウォーム"
        case .reasonURLSession: return "バックグラウンド転送"
        case let .scenes(list): return "  シーン: \(list)"
        case let .front(app): return "最前面: \(app)"
        case .frontHome: return "最前面: ホーム画面"
        case .frontLockScreen: return "最前面: ロック画面"
        case let .frontBehindLock(app): return "最前面: ロック画面 (その後ろで \(app) が inactive)"
        case let .switcher(list): return "App スイッチャー: \(list)"
        case .switcherEmpty: return "App スイッチャー: (空)"
        case let .expectations(count, failed): return "期待: \(count) 件を確認、失敗 \(failed) 件"
        }
    }
}
