/// The engine's warnings in Japanese, in the terms of docs/GLOSSARY.ja.md; names, identifiers and
/// iOS's own log words stay as they are.
extension WarningText {
    /// The warning in Japanese.
    var japaneseText: JapaneseText {
        switch self {
        case .restorationBeforeIOS6:
            return "状態の保存と復元は iOS 6 からです: restoration オプションは効果がありません"
        case .restorationInSceneApp:
            return """
                シーンベースのアプリは、ビューコントローラではなくシーンのユーザアクティビティで復元されます: \
                restoration オプションは効果がありません
                """
        case .bgTaskIdentifiersBeforeIOS13:
            return "iOS 13 より前は BGTaskSchedulerPermittedIdentifiers は無視されます: BGTaskScheduler が存在しません"
        case .scenesBeforeIOS13:
            return """
                シーンは iOS 13 からです: scenes オプションは無視され、UI \
                のコールバックはアプリデリゲートが受け取ります
                """
        case .swiftUIBeforeIOS14:
            return """
                SwiftUI の `App` と scenePhase は iOS 14 からです: \
                アプリはシーンベースのアプリとして動き、フェーズのコールバックはありません
                """
        case .exitsOnSuspendIgnored:
            return """
                UIApplicationExitsOnSuspend は iOS 13 から非推奨で無視されます: アプリは終了せず、\
                サスペンドされます
                """
        case let .taskOutstandingOver30Seconds(message, task):
            return """
                UIKit が "[BackgroundTask] \(message)" とログに出力します: タスク '\(task)' は開始から \
                35 秒たっても終了していません (フォアグラウンドでもバックグラウンドでも出力されます)。\
                処理が終わったらすぐに終了してください (BG-1)
                """
        case let .taskNotEndedAfterExpiration(message, task):
            return """
                UIKit が "[BackgroundTask] \(message)" とログに出力します: タスク '\(task)' は期限切れハンドラが\
                実行された後も終了していません。持ち時間が尽きると、アプリは強制終了されます (BG-5)
                """
        case let .sceneLifecycleNotAdopted(message):
            return """
                UIKit が "\(message)" とログに出力します: \
                アプリがシーンのライフサイクルを採用していません。iOS 26 \
                の次のメジャーリリースでは、その SDK でビルドしたアプリに採用が必須になります \
                (TN3187)
                """
        case let .performFetchDisabledByBGTasks(app):
            return """
                \(app) は BGTaskSchedulerPermittedIdentifiers を宣言しています。iOS 13 \
                以降ではこの宣言によって performFetch が無効になるので、performFetch ハンドラは実行されません \
                (代わりに BGAppRefreshTask を使ってください)
                """
        case .switcherNotOpen: return "App スイッチャーが開いていません: 先に 'switcher' を使ってください"
        case let .noSwitcherCardSinceBoot(app):
            return "\(app) のカードは App スイッチャーにありません (デバイスの起動後、ユーザがまだ使っていません)"
        case let .noSwitcherCard(app): return "\(app) のカードは App スイッチャーにありません"
        case .noSwitcherWithoutMultitasking:
            return "マルチタスクがなければ App スイッチャーはありません (iOS 3、またはマルチタスクがオフ)"
        case let .overlayAlreadyOpen(overlay): return "\(overlay)はすでに表示されています"
        case let .overlayWhileLocked(overlay): return "デバイスがロックされています: \(overlay)はアプリの上に表示できません"
        case let .overlayNotOpen(overlay): return "\(overlay)は表示されていません"
        case let .overlayOpenCloseFirst(overlay): return "\(overlay)が表示されています: 先に閉じてください"
        case .overlayCall: return "着信画面"
        case .overlayAlert: return "アラート"
        case .overlayNotificationCenter: return "通知センター"
        case .overlayControlCenter: return "コントロールセンター"
        case .overlaySwitcher: return "App スイッチャー"
        case .alreadyLocked: return "デバイスはすでにロックされています"
        case .notLocked: return "デバイスはロックされていません"
        case .lockedUnlockFirst: return "デバイスがロックされています: 先にロックを解除してください"
        case .callInProgress: return "すでに通話中です"
        case .noCallRinging: return "着信中の電話はありません"
        case .noCallBanner:
            return """
                バナー表示の着信はありません: タップして全画面にできるのはバナーだけです \
                (ロックされていないデバイス、iOS 14 以降、着信の表示がバナー)
                """
        case .noCallInProgress: return "通話中ではありません"
        case .notificationCenterBeforeIOS5: return "通知センターは iOS 5 より前には存在しません"
        case .controlCenterBeforeIOS7: return "コントロールセンターは iOS 7 より前には存在しません"
        case let .noSuchApp(app): return "'\(app)' という名前のアプリはインストールされていません"
        case let .openerNotInFront(app): return "\(app) は最前面にないので、URL を開けません"
        case let .alreadyInFront(app): return "\(app) はすでに最前面にあります"
        case .homeAlreadyShowing: return "ホーム画面はすでに表示されています"
        case let .appNotRunning(app): return "\(app) は実行中ではありません"
        case .refreshSettingBeforeIOS7: return "Appのバックグラウンド更新は iOS 7 より前には存在しません"
        case .refreshSettingRestricted:
            return "Appのバックグラウンド更新は制限されています (ペアレンタルコントロール): ユーザは変更できません"
        case .lowPowerModeBeforeIOS9: return "低電力モードは iOS 9 より前には存在しません"
        case let .debuggerAlreadyAttached(app): return "\(app) にはすでにデバッガが接続されています"
        case let .noDebuggerAttached(app): return "\(app) にデバッガは接続されていません"
        case let .catchUpRunaway(count):
            return """
                \(count) 個の予定項目の実行時刻が来たのは、\
                それより前の項目がこの行の時刻を過ぎてもメインスレッドを占有し続けたためだけです。\
                アプリのコードの暴走なので、シミュレータのガードはタイムラインを先に進め、\
                残りはその後に実行します
                """
        case let .timerNotScheduledRunaway(timer, limit):
            return """
                タイマー '\(timer)' はスケジュールされません: このプロセスではすでに \(limit) \
                個のタイマーが保留中です。アプリのコードの暴走なので、\
                このプロセスはこれ以上タイマーをスケジュールしません (シミュレータのガード)
                """
        case let .timerNotRunRunaway(timer, limit):
            return """
                タイマー '\(timer)' は実行されません: このプロセスのタイマーが、\
                仮想時間が進まないまま、この時点ですでに \(limit) 個発火しました。\
                アプリのコードの暴走なので、このプロセスはこれ以上タイマーをスケジュールしません \
                (シミュレータのガード)
                """
        case let .timerDroppedProcessEnded(timer): return "タイマー '\(timer)' は破棄されました: プロセスが終了しました"
        case .launchWatchdog: return "起動が時間内に終わりませんでした (0x8badf00d)"
        case .didEnterBackgroundWatchdog: return "didEnterBackground が時間内に終わりませんでした (0x8badf00d)"
        case let .memoryNeverFits(app, needed, available):
            return """
                \(app) には \(needed) が必要で、デバイスがアプリに割り当てられる最大量 \
                (\(available)) を超えています
                """
        case let .killedForMemoryInFront(app):
            return """
                \(app) は最前面にある間にメモリ不足でシステムに強制終了されました \
                (クラッシュのように見えます)
                """
        case let .crashed(app): return "\(app) がクラッシュしました"
        case .completionHandlerTimeout: return "30 秒以内に完了ハンドラを呼びませんでした (0x8badf00d)"
        case let .tooManyTasksKill(limit):
            return "終了していないバックグラウンドタスクが \(limit) 個を超えました (0xbada5e47)"
        case let .assertionsBeyondTime(count, tasks):
            return """
                許可された時間を超えてアサーションを保持しています (0x8badf00d): \(count) \
                個のバックグラウンドタスクが終了していません: \(tasks)
                """
        case let .bgTaskExpiredKill(id):
            return """
                BGTask \(id) が setTaskCompleted(success:) なしで期限切れになりました: \
                システムはアプリを強制終了します (0x8badf00d)
                """
        case let .uncaughtException(reason):
            return "クラッシュ: キャッチされない例外 'NSInternalInconsistencyException'、理由: '\(reason)'"
        case .audioStopped: return "オーディオが停止しました: アプリが audio バックグラウンドモードを宣言していません"
        case .locationStopped:
            return "位置情報の更新が停止しました: アプリが location バックグラウンドモードを宣言していません"
        case .eventFetch: return "バックグラウンドフェッチ"
        case .eventPush: return "content-available のプッシュ通知"
        case .eventLocation: return "位置情報イベント"
        case .eventURLSession: return "バックグラウンド URLSession のイベント"
        case let .eventUnavailable(event, version):
            return "\(event)は破棄されました: このデバイスでは使えません (iOS \(version))"
        case let .eventUnavailableNoMultitasking(event, version):
            return "\(event)は破棄されました: このデバイスでは使えません (iOS \(version)、マルチタスクなし)"
        case let .eventOptsOut(event, app):
            return """
                \(event)は破棄されました: \(app) はバックグラウンド実行をオプトアウトしています \
                (UIApplicationExitsOnSuspend)
                """
        case let .eventModeUndeclared(event, app, mode):
            return "\(event)は破棄されました: \(app) は '\(mode)' バックグラウンドモードを宣言していません"
        case let .eventRefreshOff(event, status, app):
            return "\(event)は破棄されました: \(app) の「Appのバックグラウンド更新」が \(status) です"
        case let .eventForceQuit(event, app):
            return """
                \(event)は破棄されました: ユーザが App スイッチャーで \(app) を強制終了しました。\
                ユーザが再び開くまで、バックグラウンドでは起動されません
                """
        case let .eventFetchDisabledByBGTasks(event, app):
            return """
                \(event)は破棄されました: \(app) は BGTaskSchedulerPermittedIdentifiers \
                を宣言しています。iOS 13 以降ではこの宣言によって performFetch が無効になります (代わりに \
                BGAppRefreshTaskRequest を送信してください)
                """
        case let .pushAsBanner(app):
            return """
                通知はバナーとして表示されました: \(app) は active ではないので、\
                コールバックも状態の変化もありません
                """
        case let .localNotificationAsBanner(app):
            return """
                ローカル通知はバナーとして表示されました: \(app) は active ではないので、\
                コールバックも状態の変化もありません
                """
        case .noLocalNotifications: return "ローカル通知は iOS 4 からです"
        case .noBannerBeforeIOS10:
            return """
                iOS 10 より前は、最前面のアプリの上にバナーは表示されません: \
                通知は、届いた時点でアプリに渡されました
                """
        case let .completeFetchNonePending(result): return "complete-fetch \(result): 保留中の完了ハンドラがありません"
        case let .completeFetchAlreadyCalled(result):
            return """
                complete-fetch \(result): このイベントの完了ハンドラはすでに呼ばれているか、\
                呼び出せる時間が過ぎています
                """
        case let .continuedBeforeIOS26(id, version):
            return "submit(\(id)) が失敗しました: BGContinuedProcessingTaskRequest は iOS 26 からです (iOS \(version))"
        case let .continuedFromBackground(id, code):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): 継続処理タスクは、\
                ユーザの操作を受けて、フォアグラウンドで送信する必要があります
                """
        case let .completeFetchInAnotherHandler(result):
            return """
                complete-fetch \(result): このコードが持っているのは \
                handleEventsForBackgroundURLSession の完了ハンドラで、それを呼ぶのは \
                complete-events です
                """
        case .completeEventsInAnotherHandler:
            return """
                complete-events: このコードが持っているのはフェッチかプッシュの完了ハンドラで、\
                それを呼ぶのは complete-fetch です
                """
        case let .transferUnavailable(version):
            return "start-transfer: バックグラウンド URLSession の転送は iOS 7 からです (iOS \(version))"
        case let .noPendingTransfers(app):
            return """
                \(app) には進行中のバックグラウンド転送がありません: 終わらせるものがありません \
                (start-transfer で開始してください)
                """
        case .completeEventsNonePending:
            return "complete-events: 保留中の handleEventsForBackgroundURLSession の完了ハンドラがありません"
        case .eventsCompletionNeverCalled:
            return """
                UIKit の警告 "Application delegate received call to \
                -application:handleEventsForBackgroundURLSession:completionHandler: but the \
                completion handler was never called": 完了ハンドラが一度も呼ばれませんでした
                """
        case let .transfersCancelledByForceQuit(count):
            return """
                バックグラウンド転送 \(count) 件が NSURLErrorCancelled で完了しました: \
                ユーザがアプリを強制終了しました (NSURLErrorCancelledReasonUserForceQuitApplication)
                """
        case let .beginTaskInvalidNoMultitasking(task):
            return """
                beginBackgroundTask(\(task)) は無効な識別子を返しました: \
                このデバイスにはバックグラウンド実行がありません
                """
        case let .beginTaskInvalidOptsOut(task):
            return """
                beginBackgroundTask(\(task)) は無効な識別子を返しました: \
                アプリがバックグラウンド実行をオプトアウトしています (exits-on-suspend)
                """
        case let .beginTaskInvalidBudgetExpired(task):
            return """
                beginBackgroundTask(\(task)) は無効な識別子を返しました: \
                今回バックグラウンドに移ってからの期限切れハンドラは、すでに呼ばれています (BG-5)
                """
        case let .endUnknownTask(id):
            return """
                バックグラウンドタスクを終了できません: 識別子 \(id) \
                のバックグラウンドタスクは存在しないか、すでに終了しています
                """
        case let .schedulerCallIgnored(call): return "\(call) は無視されました: BGTaskScheduler は iOS 13 からです"
        case let .submitNotPermittedIdentifier(id, code):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): \(id) は \
                BGTaskSchedulerPermittedIdentifiers にありません
                """
        case let .submitModeUndeclared(id, code, kind, mode, app):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): \(kind) \
                リクエストには '\(mode)' バックグラウンドモードが必要ですが、\(app) \
                は宣言していません
                """
        case let .submitRefreshOff(id, code, status, app):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): \(app) \
                の「Appのバックグラウンド更新」が \(status) です
                """
        case let .submitTooManyPending(id, code, limit, kind):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): 保留できる \
                \(kind) リクエストはアプリごとに \(limit) 件までです
                """
        case let .submitTooManyPendingSingular(id, code, limit, kind):
            return """
                submit(\(id)) が失敗しました: BGTaskScheduler.Error.Code.\(code): 保留できる \
                \(kind) リクエストはアプリごとに \(limit) 件だけです
                """
        case let .bgtaskUnavailable(action): return "bgtask \(action): BGTaskScheduler は iOS 13 からです"
        case let .bgtaskExpireNotRunning(id, app): return "bgtask expire: \(app) で実行中のタスク \(id) はありません"
        case let .bgtaskNoPendingRequest(action, app, id):
            return "bgtask \(action): \(app) には \(id) の保留中のリクエストがありません"
        case let .bgtaskAlreadyRunning(action, id, app):
            return "bgtask \(action): タスク \(id) はすでに \(app) で実行中です"
        case let .bgtaskSwipedAway(id, app):
            return """
                bgtask \(id) は実行されません: ユーザが App スイッチャーで \(app) をスワイプで閉じました。\
                ユーザが再び起動するまで、そのリクエストは実行されません
                """
        case let .bgtaskInForeground(id, app):
            return """
                bgtask \(id) は実行されません: \(app) はフォアグラウンドにあります。システムが \
                BGTaskScheduler のリクエストを実行するのは、アプリをバックグラウンドで起動または再開するとき\
                だけなので、リクエストはキューに残ります (`bgtask simulate` なら、デバッガのコマンドと同じく\
                今すぐ実行します)
                """
        case let .bgtaskNotRun(id, missing): return "bgtask \(id) は実行されません: \(missing)"
        case let .conditionEarliest(earliest): return "最も早い開始日時 (\(earliest)s) がまだ来ていません"
        case let .conditionRefreshOff(status, app): return "\(app) の「Appのバックグラウンド更新」が \(status) です"
        case .conditionPower: return "外部電源が必要ですが、デバイスは充電中ではありません"
        case .conditionNetwork: return "ネットワーク接続が必要ですが、接続がありません"
        case let .conditionsJoined(first, rest): return "\(first)。\(rest)"
        case let .noScenes(app):
            return "\(app) にはシーンがありません (app 行に `scenes` を追加してください。シーンは iOS 13 からです)"
        case let .sceneNotConnected(app, scene): return "\(app)/\(scene) は接続されていません"
        case let .windowsBeforeIOS13(app): return "シーンは iOS 13 からです: \(app) は別のウインドウを開けません"
        case let .windowsOnlyOnIPad(model):
            return "1 つのアプリのウインドウを複数表示できるのは iPad だけです (このデバイスは \(model))"
        case let .noScenesForWindows(app):
            return "\(app) にはシーンがありません (app 行に `scenes multiple` を追加してください)"
        case let .noMultipleScenes(app):
            return """
                \(app) は複数のシーンに対応していません (UIApplicationSupportsMultipleScenes): \
                `scenes multiple` を追加してください
                """
        case let .noWindowOpen(app):
            return "\(app) のウインドウは開いていません: 最初のウインドウは `launch \(app)` で開きます"
        case let .sceneRequestFailed(reason): return "requestSceneSessionActivation が失敗しました: \(reason)"
        case let .sceneRequestLimit(limit):
            return """
                requestSceneSessionActivation は無視されました: このステップですでに \(limit) \
                個のシーンが要求されました。アプリのコードの暴走です (シミュレータのガード)
                """
        case let .notActiveOnScreen(app): return "\(app) は画面上の active なアプリではありません"
        case .splitBeforeIOS13: return "シーンの Split View には iOS 13 が必要です (シーンは iOS 13 から)"
        case let .splitOnlyOnIPad(model): return "Split View は iPad にしかありません (このデバイスは \(model))"
        case let .noScenesForSplit(app): return "\(app) にはシーンがありません (app 行に `scenes` を追加してください)"
        case let .sceneBesideItself(scene): return "\(scene) を自分自身の横には並べられません"
        case .splitNotShowing: return "Split View は表示されていません"
        case let .closeWindowOnlyOnIPad(model, app):
            return """
                ウインドウを閉じられるのは iPad だけです: \(model) では `switcher kill \(app)` \
                でアプリごと閉じてください
                """
        case let .killWindowOnlyOnIPad(model, app):
            return """
                ウインドウのカードを 1 枚ずつ閉じられるのは iPad だけです: \(model) では `switcher \
                kill \(app)` でアプリごと閉じてください
                """
        case let .sceneInForeground(app, scene):
            return """
                \(app)/\(scene) はフォアグラウンドにあります: \
                システムが接続を解除するのはバックグラウンドのシーンだけです
                """
        case let .controllersOnlyInActiveApp(app):
            return """
                \(app) は最前面の active なアプリではありません: \
                ビューコントローラが変わるのはユーザが操作したときだけです
                """
        case let .notNavigationOnScreen(navigation, app):
            return "\(navigation) は \(app) の画面上にあるナビゲーションコントローラではありません"
        case let .alreadyShownOrUndeclared(controller, app):
            return "\(controller) はすでに \(app) に表示されています (または宣言されていません)"
        case .navigationOntoNavigation:
            return "ナビゲーションコントローラは、別のナビゲーションコントローラにプッシュできません"
        case let .nothingToPop(navigation): return "\(navigation) にはポップするものがありません: ルートのコントローラは残ります"
        case let .cannotPresentNow(presenter):
            return """
                \(presenter) は今はほかのコントローラをモーダル表示できません: それ自体が表示されていないか、\
                すでに別のコントローラをモーダル表示しています
                """
        case .topControllerCannotPresent:
            return """
                最前面のコントローラは今はほかのコントローラをモーダル表示できません: それ自体が表示されていないか、\
                すでに別のコントローラをモーダル表示しています
                """
        case let .notPresented(controller, app): return "\(controller) は \(app) でモーダル表示されていません"
        case let .prewarmBeforeIOS15(app):
            return "プリウォーム (prewarming) は iOS 15 からです: \(app) はプリウォームされません"
        case let .beforeUIApplicationMain(call):
            return """
                UIApplicationMain より前のコードでの \(call) はここでは何もしません: UIApplication \
                もメインの実行ループもまだありません (そこで再現されるのは log、work、crash、\
                read-protected-file だけです)。didFinishLaunching から呼んでください
                """
        case let .prewarmNotNotRunning(app, state):
            return "\(app) は \(state) です: プリウォームできるのは実行中でない (not-running) アプリだけです"
        case let .alreadyPrewarmed(app): return "\(app) はすでにプリウォームされています"
        case let .prewarmNoRoom(app, needed, free):
            return """
                \(app) をプリウォームするメモリの空きがありません: \(needed) が必要で、空きは \(free) です \
                (システムはデバイスの状態が許すときにだけプリウォームします)
                """
        case let .openInSenderNotActive(app):
            return "「このアプリで開く」メニューを表示するには、\(app) が最前面の active なアプリである必要があります"
        case let .openInReceiverCannotOpen(app, file, type):
            return "\(app) は \(file) の「このアプリで開く」メニューにありません: \(type) も、\(type) が準拠するタイプも開きません"
        }
    }
}
