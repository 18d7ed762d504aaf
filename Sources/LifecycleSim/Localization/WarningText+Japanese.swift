/// The engine's warnings in Japanese, in the terms of docs/GLOSSARY.ja.md; names, identifiers and
/// iOS's own log words stay as they are.
extension WarningText {
    /// The warning in Japanese.
    var japaneseText: JapaneseText {
        switch self {
        case .restorationBeforeIOS6: return "状態の保存と復元は iOS 6 から: restoration オプションは効果がない"
        case .bgTaskIdentifiersBeforeIOS13:
            return "iOS 13 より前は BGTaskSchedulerPermittedIdentifiers は無視される: BGTaskScheduler が存在しない"
        case .scenesBeforeIOS13:
            return "シーンは iOS 13 から: scenes オプションは無視され、UI のコールバックはアプリデリゲートが受け取る"
        case .swiftUIBeforeIOS14:
            return """
                SwiftUI の App と scenePhase は iOS 14 から: \
                アプリはシーンベースのアプリとして動き、フェーズのコールバックはない
                """
        case .exitsOnSuspendIgnored:
            return """
                UIApplicationExitsOnSuspend は iOS 13 から非推奨で無視される: アプリは終了せず、\
                サスペンド状態 (suspended) になる
                """
        case let .sceneLifecycleNotAdopted(message):
            return """
                UIKit が "\(message)" とログに出力する: \
                アプリがシーンのライフサイクルを採用していない。iOS 26 の次のメジャーリリースでは、\
                その SDK でビルドしたアプリに採用が必須になる (TN3187)
                """
        case let .performFetchDisabledByBGTasks(app):
            return """
                \(app) は BGTaskSchedulerPermittedIdentifiers を宣言している。iOS 13 以降ではこれが \
                performFetch を無効にするので、performFetch ハンドラは実行されない (代わりに \
                BGAppRefreshTask を使う)
                """
        case .switcherNotOpen: return "App スイッチャーが開いていない: 先に 'switcher' を使う"
        case let .noSwitcherCardSinceBoot(app):
            return "\(app) のカードは App スイッチャーにない (デバイスの起動後、ユーザがまだ使っていない)"
        case let .noSwitcherCard(app): return "\(app) のカードは App スイッチャーにない"
        case .noSwitcherWithoutMultitasking:
            return "マルチタスクがなければ App スイッチャーはない (iOS 3、またはマルチタスクがオフ)"
        case let .overlayAlreadyOpen(overlay): return "\(overlay)はすでに開いている"
        case let .overlayWhileLocked(overlay): return "デバイスがロックされている: \(overlay)はアプリの上に開けない"
        case let .overlayNotOpen(overlay): return "\(overlay)は開いていない"
        case let .overlayOpenCloseFirst(overlay): return "\(overlay)が開いている: 先に閉じる"
        case .overlayCall: return "着信画面"
        case .overlayAlert: return "アラート"
        case .overlayNotificationCenter: return "通知センター"
        case .overlayControlCenter: return "コントロールセンター"
        case .overlaySwitcher: return "App スイッチャー"
        case .alreadyLocked: return "デバイスはすでにロックされている"
        case .notLocked: return "デバイスはロックされていない"
        case .lockedUnlockFirst: return "デバイスがロックされている: 先にロックを解除する"
        case .callInProgress: return "すでに通話中だ"
        case .noCallRinging: return "着信中の電話はない"
        case .noCallBanner:
            return """
                バナーで着信中の電話はない: タップして全画面にできるのはバナーだけである \
                (ロックされていない端末、iOS 14 以降、着信の表示がバナー)
                """
        case .noCallInProgress: return "通話中ではない"
        case .notificationCenterBeforeIOS5: return "通知センターは iOS 5 より前には存在しない"
        case .controlCenterBeforeIOS7: return "コントロールセンターは iOS 7 より前には存在しない"
        case let .noSuchApp(app): return "'\(app)' という名前のアプリはインストールされていない"
        case let .openerNotInFront(app): return "\(app) はフォアグラウンドにないので、URL を開けない"
        case let .alreadyInFront(app): return "\(app) はすでにフォアグラウンドにある"
        case .homeAlreadyShowing: return "ホーム画面はすでに表示されている"
        case let .appNotRunning(app): return "\(app) は実行中ではない"
        case .refreshSettingBeforeIOS7: return "Appのバックグラウンド更新は iOS 7 より前には存在しない"
        case .refreshSettingRestricted:
            return "Appのバックグラウンド更新は制限されている (ペアレンタルコントロール): ユーザは変更できない"
        case .lowPowerModeBeforeIOS9: return "低電力モードは iOS 9 より前には存在しない"
        case let .debuggerAlreadyAttached(app): return "\(app) にはすでにデバッガが接続されている"
        case let .noDebuggerAttached(app): return "\(app) にデバッガは接続されていない"
        case let .catchUpRunaway(count):
            return """
                \(count) 個の予定項目が期限を迎えたのは、\
                それより前の項目がこの行の時刻を過ぎてもメインスレッドを占有し続けたためだけだ。\
                アプリのコードの暴走なので、シミュレータのガードはタイムラインを先に進め、\
                残りはその後に実行する
                """
        case let .timerNotScheduledRunaway(timer, limit):
            return """
                タイマー '\(timer)' はスケジュールされない: このプロセスではすでに \(limit) \
                個のタイマーが保留中だ。アプリのコードの暴走なので、\
                このプロセスはこれ以上タイマーをスケジュールしない (シミュレータのガード)
                """
        case let .timerNotRunRunaway(timer, limit):
            return """
                タイマー '\(timer)' は実行されない: このプロセスのタイマーが、\
                仮想時間が進まないまま、この時点ですでに \(limit) 個発火した。\
                アプリのコードの暴走なので、このプロセスはこれ以上タイマーをスケジュールしない \
                (シミュレータのガード)
                """
        case let .timerDroppedProcessEnded(timer): return "タイマー '\(timer)' は破棄された: プロセスが終了した"
        case .launchWatchdog: return "起動が時間内に終わらなかった (0x8badf00d)"
        case .didEnterBackgroundWatchdog: return "didEnterBackground が時間内に終わらなかった (0x8badf00d)"
        case let .memoryNeverFits(app, needed, available):
            return "\(app) には \(needed) が必要で、デバイスがアプリに割り当てられる最大量 (\(available)) を超えている"
        case let .killedForMemoryInFront(app):
            return "\(app) はフォアグラウンドにいる間にメモリ不足でシステムに強制終了された (クラッシュのように見える)"
        case let .crashed(app): return "\(app) がクラッシュした"
        case .completionHandlerTimeout: return "30 秒以内に完了ハンドラを呼ばなかった (0x8badf00d)"
        case let .tooManyTasksKill(limit):
            return "終了していないバックグラウンドタスクが \(limit) 個を超えた (0xbada5e47)"
        case let .assertionsBeyondTime(count):
            return """
                許可された時間を超えてアサーションを保持している (0x8badf00d): \(count) \
                個のバックグラウンドタスクが終了していない
                """
        case let .bgTaskExpiredKill(id):
            return """
                BGTask \(id) が setTaskCompleted(success:) なしで期限切れになった: \
                システムはアプリを終了する (0x8badf00d)
                """
        case let .uncaughtException(reason):
            return "クラッシュ: キャッチされない例外 'NSInternalInconsistencyException'、理由: '\(reason)'"
        case .audioStopped: return "オーディオが停止した: アプリが audio バックグラウンドモードを宣言していない"
        case .locationStopped:
            return "位置情報の更新が停止した: アプリが location バックグラウンドモードを宣言していない"
        case .eventFetch: return "バックグラウンドフェッチ"
        case .eventPush: return "content-available のプッシュ通知"
        case .eventLocation: return "位置情報イベント"
        case .eventURLSession: return "バックグラウンド URLSession のイベント"
        case let .eventUnavailable(event, version):
            return "\(event)は破棄された: このデバイスでは使えない (iOS \(version))"
        case let .eventUnavailableNoMultitasking(event, version):
            return "\(event)は破棄された: このデバイスでは使えない (iOS \(version)、マルチタスクなし)"
        case let .eventOptsOut(event, app):
            return """
                \(event)は破棄された: \(app) はバックグラウンド実行をオプトアウトしている \
                (UIApplicationExitsOnSuspend)
                """
        case let .eventModeUndeclared(event, app, mode):
            return "\(event)は破棄された: \(app) は '\(mode)' バックグラウンドモードを宣言していない"
        case let .eventRefreshOff(event, status, app):
            return "\(event)は破棄された: \(app) の「Appのバックグラウンド更新」が \(status) だ"
        case let .eventForceQuit(event, app):
            return """
                \(event)は破棄された: ユーザが App スイッチャーで \(app) を終了した。\
                ユーザが再び開くまで、バックグラウンドでは起動されない
                """
        case let .eventFetchDisabledByBGTasks(event, app):
            return """
                \(event)は破棄された: \(app) は BGTaskSchedulerPermittedIdentifiers を宣言しており、\
                iOS 13 以降ではこれが performFetch を無効にする (代わりに BGAppRefreshTaskRequest \
                を送信する)
                """
        case let .pushAsBanner(app):
            return "通知はバナーとして表示された: \(app) はアクティブではないので、コールバックも状態の変化もない"
        case let .localNotificationAsBanner(app):
            return """
                ローカル通知はバナーとして表示された: \(app) はアクティブではないので、\
                コールバックも状態の変化もない
                """
        case .noLocalNotifications: return "ローカル通知は iOS 4 から"
        case .noBannerBeforeIOS10:
            return """
                iOS 10 より前は、フォアグラウンドのアプリの上にバナーは表示されない: \
                アプリは通知が届いたときにそれを受け取った
                """
        case let .completeFetchNonePending(result): return "complete-fetch \(result): 保留中の完了ハンドラがない"
        case let .completeFetchAlreadyCalled(result):
            return "complete-fetch \(result): このイベントの完了ハンドラはすでに呼ばれたか、その受付時間が終わっている"
        case let .continuedBeforeIOS26(id, version):
            return "submit(\(id)) は失敗した: BGContinuedProcessingTaskRequest は iOS 26 から (iOS \(version))"
        case let .continuedFromBackground(id, code):
            return """
                submit(\(id)) は失敗した: BGTaskScheduler.Error.Code.\(code): 継続処理タスクは、\
                ユーザの操作を受けてフォアグラウンドから送信する
                """
        case let .completeFetchInAnotherHandler(result):
            return """
                complete-fetch \(result): このコードが持っているのは \
                handleEventsForBackgroundURLSession の完了ハンドラで、それを呼ぶのは complete-events
                """
        case .completeEventsInAnotherHandler:
            return """
                complete-events: このコードが持っているのはフェッチかプッシュの完了ハンドラで、\
                それを呼ぶのは complete-fetch
                """
        case let .transferUnavailable(version):
            return "start-transfer: バックグラウンド URLSession の転送は iOS 7 から (iOS \(version))"
        case let .noPendingTransfers(app):
            return "\(app) には進行中のバックグラウンド転送がない: 終わらせるものがない (start-transfer で開始する)"
        case .completeEventsNonePending:
            return "complete-events: 保留中の handleEventsForBackgroundURLSession の完了ハンドラがない"
        case .eventsCompletionNeverCalled:
            return """
                UIKit の警告 "Application delegate received call to \
                -application:handleEventsForBackgroundURLSession:completionHandler: but the \
                completion handler was never called": 完了ハンドラが一度も呼ばれなかった
                """
        case let .transfersCancelledByForceQuit(count):
            return """
                バックグラウンド転送 \(count) 件が NSURLErrorCancelled で完了した: \
                ユーザがアプリを強制終了した (NSURLErrorCancelledReasonUserForceQuitApplication)
                """
        case let .beginTaskInvalidNoMultitasking(task):
            return "beginBackgroundTask(\(task)) は無効な識別子を返した: このデバイスにはバックグラウンド実行がない"
        case let .beginTaskInvalidOptsOut(task):
            return """
                beginBackgroundTask(\(task)) は無効な識別子を返した: \
                アプリがバックグラウンド実行をオプトアウトしている (exits-on-suspend)
                """
        case let .beginTaskInvalidBudgetExpired(task):
            return """
                beginBackgroundTask(\(task)) は無効な識別子を返した: \
                今回のバックグラウンドの期限切れハンドラはもう呼ばれた (BG-5)
                """
        case let .endUnknownTask(id):
            return """
                バックグラウンドタスクを終了できない: 識別子 \(id) \
                のバックグラウンドタスクは存在しないか、すでに終了している
                """
        case let .schedulerCallIgnored(call): return "\(call) は無視された: BGTaskScheduler は iOS 13 から"
        case let .submitNotPermittedIdentifier(id, code):
            return """
                submit(\(id)) が失敗した: BGTaskScheduler.Error.Code.\(code): \(id) は \
                BGTaskSchedulerPermittedIdentifiers にない
                """
        case let .submitModeUndeclared(id, code, kind, mode, app):
            return """
                submit(\(id)) が失敗した: BGTaskScheduler.Error.Code.\(code): \(kind) \
                リクエストには '\(mode)' バックグラウンドモードが必要だが、\(app) は宣言していない
                """
        case let .submitRefreshOff(id, code, status, app):
            return """
                submit(\(id)) が失敗した: BGTaskScheduler.Error.Code.\(code): \(app) \
                の「Appのバックグラウンド更新」が \(status) だ
                """
        case let .submitTooManyPending(id, code, limit, kind):
            return """
                submit(\(id)) が失敗した: BGTaskScheduler.Error.Code.\(code): 保留できる \(kind) \
                リクエストはアプリごとに \(limit) 件まで
                """
        case let .submitTooManyPendingSingular(id, code, limit, kind):
            return """
                submit(\(id)) が失敗した: BGTaskScheduler.Error.Code.\(code): 保留できる \(kind) \
                リクエストはアプリごとに \(limit) 件だけ
                """
        case let .bgtaskUnavailable(action): return "bgtask \(action): BGTaskScheduler は iOS 13 から"
        case let .bgtaskExpireNotRunning(id, app): return "bgtask expire: \(app) で実行中のタスク \(id) はない"
        case let .bgtaskNoPendingRequest(action, app, id):
            return "bgtask \(action): \(app) には \(id) の保留中のリクエストがない"
        case let .bgtaskAlreadyRunning(action, id, app):
            return "bgtask \(action): タスク \(id) はすでに \(app) で実行中だ"
        case let .bgtaskSwipedAway(id, app):
            return """
                bgtask \(id) は実行されない: ユーザが \(app) をスワイプして終了した。\
                ユーザが再び起動するまで、そのリクエストは実行されない
                """
        case let .bgtaskNotRun(id, missing): return "bgtask \(id) は実行されない: \(missing)"
        case let .conditionEarliest(earliest): return "最も早い開始日時 (\(earliest)s) がまだ来ていない"
        case let .conditionRefreshOff(status, app): return "\(app) の「Appのバックグラウンド更新」が \(status) だ"
        case .conditionPower: return "外部電源が必要だが、デバイスは充電中ではない"
        case .conditionNetwork: return "ネットワーク接続が必要だが、接続がない"
        case let .conditionsJoined(first, rest): return "\(first)。\(rest)"
        case let .noScenes(app): return "\(app) にはシーンがない (app 行に `scenes` を追加する。シーンは iOS 13 から)"
        case let .sceneNotConnected(app, scene): return "\(app)/\(scene) は接続されていない"
        case let .windowsBeforeIOS13(app): return "シーンは iOS 13 から: \(app) は別のウインドウを開けない"
        case let .windowsOnlyOnIPad(model):
            return "1 つのアプリのウインドウを複数表示できるのは iPad だけ (このデバイスは \(model))"
        case let .noScenesForWindows(app): return "\(app) にはシーンがない (app 行に `scenes multiple` を追加する)"
        case let .noMultipleScenes(app):
            return """
                \(app) は複数のシーンに対応していない (UIApplicationSupportsMultipleScenes): \
                `scenes multiple` を追加する
                """
        case let .noWindowOpen(app):
            return "\(app) のウインドウは開いていない: 最初のウインドウは `launch \(app)` で開く"
        case let .sceneRequestFailed(reason): return "requestSceneSessionActivation が失敗した: \(reason)"
        case let .sceneRequestLimit(limit):
            return """
                requestSceneSessionActivation を無視した: このステップですでに \(limit) \
                個のシーンが要求された。暴走したアプリのコード (シミュレータのガード)
                """
        case let .notActiveOnScreen(app): return "\(app) は画面上のアクティブなアプリではない"
        case .splitBeforeIOS13: return "シーンの Split View には iOS 13 が必要 (シーンは iOS 13 から)"
        case let .splitOnlyOnIPad(model): return "Split View は iPad にしかない (このデバイスは \(model))"
        case let .noScenesForSplit(app): return "\(app) にはシーンがない (app 行に `scenes` を追加する)"
        case let .sceneBesideItself(scene): return "\(scene) を自分自身の横に並べることはできない"
        case .splitNotShowing: return "Split View は表示されていない"
        case let .closeWindowOnlyOnIPad(model, app):
            return "ウインドウを閉じられるのは iPad だけ: \(model) では `switcher kill \(app)` でアプリごと閉じる"
        case let .killWindowOnlyOnIPad(model, app):
            return """
                1 つのウインドウのカードだけを閉じられるのは iPad だけ: \(model) では `switcher \
                kill \(app)` でアプリごと閉じる
                """
        case let .sceneInForeground(app, scene):
            return """
                \(app)/\(scene) はフォアグラウンドにある: \
                システムが接続を解除するのはバックグラウンドのシーンだけだ
                """
        case let .controllersOnlyInActiveApp(app):
            return """
                \(app) はフォアグラウンドのアクティブなアプリではない: \
                ビューコントローラが変わるのはユーザが操作したときだけだ
                """
        case let .notNavigationOnScreen(navigation, app):
            return "\(navigation) は \(app) の画面上にあるナビゲーションコントローラではない"
        case let .alreadyShownOrUndeclared(controller, app):
            return "\(controller) はすでに \(app) に表示されている (または宣言されていない)"
        case .navigationOntoNavigation:
            return "ナビゲーションコントローラを別のナビゲーションコントローラにプッシュすることはできない"
        case let .nothingToPop(navigation): return "\(navigation) にはポップするものがない: ルートの子は残る"
        case let .cannotPresentNow(presenter):
            return """
                \(presenter) は今はモーダル表示できない: それ自体が表示されていないか、\
                すでに別のコントローラをモーダル表示している
                """
        case .topControllerCannotPresent:
            return """
                最前面のコントローラは今はモーダル表示できない: それ自体が表示されていないか、\
                すでに別のコントローラをモーダル表示している
                """
        case let .notPresented(controller, app): return "\(controller) は \(app) でモーダル表示されていない"
        case let .prewarmBeforeIOS15(app):
            return "プリウォーム (prewarming) は iOS 15 から: \(app) はプリウォームされない"
        case let .beforeUIApplicationMain(call):
            return """
                UIApplicationMain より前のコードでの \(call) はここでは何もしない: UIApplication \
                もメインの実行ループもまだない (そこで再現されるのは log、work、crash、\
                read-protected-file だけ)。didFinishLaunching から呼ぶ
                """
        case let .prewarmNotNotRunning(app, state):
            return "\(app) は \(state) だ: プリウォームできるのは実行中でない (not-running) アプリだけだ"
        case let .alreadyPrewarmed(app): return "\(app) はすでにプリウォームされている"
        case let .prewarmNoRoom(app, needed, free):
            return """
                \(app) をプリウォームする空きがない: \(needed) が必要で、空きは \(free) \
                (システムはデバイスの状態が許すときにだけプリウォームする)
                """
        case let .openInSenderNotActive(app):
            return "Open-In メニューを表示するには、\(app) がフォアグラウンドのアクティブなアプリでなければならない"
        case let .openInReceiverCannotOpen(app, file, type):
            return "\(app) は \(file) の Open-In メニューにない: \(type) も、それに準拠する型も開かない"
        }
    }
}
