/// The `--explain` sentences in Japanese: です/ます, in the terms of docs/GLOSSARY.ja.md;
/// UIKit names, state names and rule ids as written in English.
extension ExplainMessage {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .whyLine(text, rules): return "理由: \(text) (\(rules))"
        case let .expireInvalidIdentifier(task):
            return "beginBackgroundTask が無効な識別子を返したので、'\(task)' の期限切れハンドラがすぐに実行されます"
        case .expireBudgetRanOut:
            return """
                持ち時間が尽きかけています (残り 4 秒): 未終了のタスクすべての期限切れハンドラ \
                (expirationHandler) が古い順に実行されます。\
                持ち時間が尽きたときに終了されていないタスクがあると、\
                アプリはシステムに強制終了されます
                """
        case .taskBegin:
            return """
                タスク識別子はデバイスごとに 1, 2, 3 … と振られ、再利用されません。\
                タスクがアプリを動かし続けるのはバックグラウンドで、持ち時間の間だけです。\
                フォアグラウンドで開始したタスクは、アプリがバックグラウンドに移るのを待ちます
                """
        case .taskEnd: return "未終了のタスク数は、開始されてまだ終了していないタスクの数です"
        case .taskExpire: return "このタスクが未終了のまま、アプリの持ち時間が尽きかけています (残り 4 秒)"
        case .taskInvalidEnd: return "不明なタスクや終了済みのタスクを終了しても、警告が出るだけで何も変わりません"
        case .bgTaskSimulatedLaunchHandler:
            return """
                デバッガの _simulateLaunchForTaskWithIdentifier: は、\
                リクエストの最早開始日時や要件に関係なく、登録済みの起動ハンドラを今すぐ実行します
                """
        case .bgTaskLaunchHandler:
            return """
                システムがリクエストを実行します: \
                アプリはシーンなしでバックグラウンドで起動または再開され、setTaskCompleted \
                か期限切れまで、タスクがアプリを実行させ続けます
                """
        case .bgTaskExpireHandler:
            return """
                タスクの期限が切れました: 期限切れハンドラが実行されます。\
                その後も完了していないタスクがあると、アプリはシステムに強制終了されます
                """
        case .bgTaskSubmitted:
            return """
                submit はリクエストをキューに入れます (同じ識別子のリクエストは同時に 1 つだけで、\
                新しいものが古いものを置き換えます)。アプリごとに待機できるのは refresh が最大 1 \
                個、processing が最大 10 個
                """
        case let .notificationAfterMethod(name):
            return """
                メソッドから戻った直後に UIKit が \(name) をポストします: アプリの \
                NotificationCenter のオブザーバがすべて、アプリのコードとしてここで実行されます
                """
        case let .notificationForTheApp(name):
            return """
                シーンを通じてアプリ全体の状態が変わりました: \
                アプリデリゲートのメソッドは呼ばれませんが、UIKit は \(name) をポストします
                """
        case let .notificationRefreshStatus(name):
            return """
                アプリの backgroundRefreshStatus が変わりました: デリゲートのメソッドはなく、UIKit \
                は \(name) をポストします
                """
        case .audioStarted:
            return """
                audio モードがあれば、オーディオを再生している間、\
                アプリはバックグラウンドで動き続けます。モードがなければ、\
                次にバックグラウンドに移るときに停止します
                """
        case .audioStopped:
            return """
                オーディオがアプリを動かし続けることはなくなりました。バックグラウンドで、\
                ほかに動かし続けるものがなければ、すぐにサスペンドされます
                """
        case .locationStarted:
            return """
                location モードがあれば、\
                継続的な位置情報の更新がアプリをバックグラウンドで動かし続けます。モードがなければ、\
                次にバックグラウンドに移るときに停止します
                """
        case .locationStopped:
            return """
                位置情報の更新がアプリを動かし続けることはなくなりました。バックグラウンドで、\
                ほかに動かし続けるものがなければ、すぐにサスペンドします
                """
        case .prewarmStarted:
            return """
                システムが起動に先立ってアプリのプロセスを開始しました。UIApplicationMain \
                より前のアプリのコードは実行されますが、それより後のコードは、\
                実際の起動で続きが実行されるまで実行されません。メモリを使い、ps に表示されます
                """
        case .prewarmStopped:
            return "プリウォームしたプロセスが起動前に終了しました。アプリのコードは実行されていません"
        case .prewarmLaunched:
            return """
                システムがユーザの起動に先立ってアプリのプロセスを開始しました。iOS 15.0-15.3 \
                のシーンベースのアプリでは、プリウォームが UIApplicationMain と\
                アプリデリゲートの起動メソッドまで実行します。メモリを使い、ps に表示されます
                """
        case .bgTaskContinued:
            return """
                継続処理タスク (iOS 26) は、ユーザの操作を受けてフォアグラウンドから送信され、\
                すぐに始まります。アプリが完了するかユーザがキャンセルするまで、\
                決まった上限なしにバックグラウンドでアプリを動かし続けます
                """
        case .bgTaskContinuedCancelled:
            return "アプリをスワイプで終了すると継続処理タスクはキャンセルされ、アプリには何も知らされません"
        case .bgTaskLaunchedSimulated:
            return "デバッガからのシミュレーション: 最早開始日時と要件を無視して、すぐに実行されます"
        case .bgTaskLaunched:
            return """
                システムが待機中のリクエストを実行するのは、最早開始日時を過ぎ、\
                Appのバックグラウンド更新がオンで (refresh の場合)、\
                要求された電源とネットワークの条件を満たし、スワイプで閉じられていない場合だけです
                """
        case .bgTaskCompleted:
            return """
                setTaskCompleted でタスクが終わります。他に実行を続けさせるものがなければ、\
                アプリはサスペンド状態になります
                """
        case .bgTaskCompletedAtExpiry:
            return """
                タスクに期限切れハンドラがありませんでした: \
                システムはタスクを失敗として完了扱いにし、何も強制終了しません。\
                他に実行を続けさせるものがなければ、アプリはサスペンド状態になります
                """
        case .bgTaskExpired:
            return """
                refresh タスクの持ち時間は 30 秒です。processing タスクは、\
                電源やネットワークの要件が満たされなくなったとき、\
                またはシステムが打ち切ったときに終わります
                """
        case .classicBackgroundFetch:
            return """
                従来のバックグラウンドフェッチ: iOS 13 から BGAppRefreshTask \
                に置き換えられて非推奨ですが、BGTaskSchedulerPermittedIdentifiers \
                を宣言していないアプリでは今も動作します
                """
        case .transferStarted:
            return """
                転送はアプリではなくシステムのプロセスで行われます: \
                アプリがサスペンド状態になっても、システムに終了されても続き、\
                終わるとアプリに知らされます
                """
        case .transfersCancelled:
            return """
                アプリをスワイプで終了すると、そのバックグラウンド転送はキャンセルされ、\
                システムはそのためにアプリを起動しません。アプリは次の起動時にそれを知ります
                """
        case .handleEventsForBackgroundURLSession:
            return """
                アプリのバックグラウンド転送が、アプリがコードを実行していない間に終わりました: \
                アプリはバックグラウンドで再開または起動され、\
                呼ばれるまでアプリを動かし続ける完了ハンドラ (最長 30 秒) を受け取ります
                """
        case .urlSessionTaskDidComplete:
            return """
                セッションのデリゲートが、転送の完了を受け取ります (コードを実行中のアプリはすぐに、\
                そのために起こされたアプリは handleEventsForBackgroundURLSession の後に)
                """
        case .urlSessionDidFinishEvents:
            return """
                セッションのイベントがすべて届きました: handleEventsForBackgroundURLSession \
                が渡した完了ハンドラを呼ぶ場所
                """
        case .mainAtLaunch:
            return """
                プロセスは UIApplicationMain より前のアプリ自身のコード (main() と静的初期化) \
                から始まります: UIKit はまだアプリを動かしていないので、アプリは not-running \
                のままです
                """
        case .mainPrewarm:
            return """
                プリウォームは UIApplicationMain より前のアプリ自身のコード (main() と静的初期化) \
                をいま実行します。ユーザがアプリを開くずっと前で、\
                デバイスはロックされているかもしれません
                """
        case .protectedDataWillBecomeUnavailable:
            return """
                パスコードでロックしてから 10 秒後に、保護されたファイルの鍵が破棄されます: \
                ここからロック解除まで、そのようなファイルの読み込みは失敗します (Operation not \
                permitted)。実行中のアプリには届き、サスペンド状態のアプリには届きません
                """
        case .protectedDataDidBecomeAvailable:
            return """
                ロック解除で保護されたファイルの鍵が戻りました: また読めるようになります \
                (サスペンド状態のアプリには、次に実行されたとき、保留されたメモリ警告の次に、ほかの何よりも先に届きます)
                """
        case .launchCallbacksInBackground:
            return "バックグラウンドでの起動では、起動時のコールバックが background 状態で呼ばれます"
        case .launchCallbacksPrewarm:
            return """
                プリウォームはアプリデリゲートの起動メソッドをいま background 状態で実行します。\
                ユーザがアプリを開くずっと前で、デバイスはロックされているかもしれません
                """
        case .prewarmedIntoBackground:
            return """
                プリウォームはアプリをシーンなしでバックグラウンドに起動します。\
                持ち時間はバックグラウンド起動と同じです。\
                起動メソッドから戻ったときにタスクを開始していなければ、BG-2 \
                によってサスペンドされます
                """
        case .launchCallbacksScenes:
            return """
                シーンベースのアプリのユーザによる起動: シーンがフォアグラウンドに来るまで、\
                applicationState は background を返します。2 つの起動コールバックには合わせて 20 \
                秒の制限があります
                """
        case .launchCallbacks:
            return "起動中: アプリは inactive 状態です。2 つの起動コールバックには合わせて 20 秒の制限があります"
        case .didBecomeActiveNotificationCenter:
            return "通知センターを引き下ろすと (iOS 11 以降)、2 回の willResignActive の間に一瞬だけ active になります"
        case .didBecomeActive: return "アプリが最前面にあり、イベントを受け取ります"
        case .willResignActive: return "アプリはまもなく inactive になります。このコールバックの中ではまだ active です"
        case .didEnterBackgroundExitsOnSuspend:
            return """
                このメソッドからは 5 秒以内に戻る必要があります。\
                アプリはバックグラウンド実行を無効にしている (exits-on-suspend) ので、続いて \
                willTerminate が呼ばれます
                """
        case .didEnterBackground:
            return """
                このメソッドからは 5 秒 (iOS 13 からは 10 秒) 以内に戻る必要があります。その後、\
                実行を続けさせるものがなければ、すぐにサスペンドされます
                """
        case .willEnterForeground: return "この後には必ず didBecomeActive が続きます"
        case .willTerminateNoMultitasking:
            return "マルチタスクがないか exits-on-suspend なので、フォアグラウンドを離れるとアプリは終了します"
        case .willTerminateSwipedAway: return "実行中に上にスワイプして終了されました: 実行中のアプリには通知されます"
        case .willTerminateShutdown:
            return """
                このアプリが画面に出ている状態でデバイスがシャットダウンするので、通知されます。\
                バックグラウンドのアプリには通知されません
                """
        case .memoryWarningHeld:
            return "このメモリ警告はアプリがサスペンド状態の間保留されていたもので、他の何よりも先に届きます"
        case .memoryWarning:
            return """
                実行中のアプリにメモリ警告が届きます。まずアプリデリゲートに、\
                次に生きているすべてのビューコントローラに生成順で届きます
                """
        case .openURL:
            return """
                URL を開くために呼ばれます: コールド起動では didFinishLaunching の後、\
                フォアグラウンドに戻るときは willEnterForeground と didBecomeActive の間
                """
        case .backgroundEventInFront: return "最前面のアプリにはすぐに届き、期限はありません"
        case .backgroundEvent:
            return """
                アプリがこのモードを宣言していて、Appのバックグラウンド更新が使えます: 30 \
                秒以内に完了ハンドラを呼ばなければなりません
                """
        case .locationEvent:
            return """
                アプリが location モードを宣言していて、Appのバックグラウンド更新が使えます: イベントを処理する時間は\
                約 10 秒で、完了ハンドラはありません。その後は BG-2 が決めます
                """
        case .willPresentNotification:
            return """
                最前面のアプリに通知が届きました: 表示するかどうかは UNUserNotificationCenter \
                のデリゲートが決めます
                """
        case .localNotificationInFront: return "最前面のアプリにローカル通知が届きました (iOS 4-9)"
        case .tappedNotificationActive:
            return """
                ユーザが通知をタップしました。アプリはすでに active です (バナーが上に出ていたか、\
                iOS 11 以降で先に通知センターが閉じました)
                """
        case .tappedNotification:
            return """
                ユーザが通知をタップしました: アプリは通知のために開かれ、didBecomeActive の前、\
                inactive の間に通知を受け取ります
                """
        case let .swiftUIScenePhase(phase):
            return """
                SwiftUI: WindowGroup のビューの onChange(of: scenePhase) が、\
                直前にシーンのコールバックが起こした変化を伝えます (\(phase) へ)。\
                シーンが接続したときのフェーズについては呼ばれません
                """
        case let .swiftUIAppPhase(phase):
            return """
                SwiftUI: `App` で読む scenePhase はすべてのシーンの集約値です (いずれかのシーンが \
                active なら active、active がなく inactive があれば inactive、それ以外は \
                background)。今は \(phase) です
                """
        case .shouldSaveState:
            return """
                アプリは状態の保存と復元を有効にしています。保存は didEnterBackground の後に行われ、\
                拒否すると保存されません
                """
        case .willEncodeState: return "保存中: 祖先がすべて復元 ID を持つコントローラが、親から順にエンコードされます"
        case .restoringState:
            return """
                willFinishLaunching と didFinishLaunching の間にアーカイブから復元します。\
                アーカイブは使用後に破棄されます
                """
        case .documentSending:
            return """
                ファイルは受信側の Documents/Inbox にコピーされます。\
                受信側はそれを読むことと削除することしかできません
                """
        case .documentSent:
            return "送信側はこのコールバックが戻るまで実行を続けました。サスペンド状態になれるのはこの後です"
        case .controllerReload:
            return "dismiss や pop の後でウインドウに戻りました: アンロードされたビューが再びロードされます"
        case .controllerLoad:
            return "画面上のコントローラのビューはロード済みです: ビューがないまま表示されるとロードされます"
        case .controllerWarningUnloaded: return "ビューはすでにアンロードされているので、届くのはメモリ警告だけです"
        case .controllerWarning:
            return """
                生きているコントローラはすべて生成順にメモリ警告を受け取ります。iOS 3-5 では、\
                ウインドウの外にあるビューがアンロードされます
                """
        case .controllerUnloadWithContainer:
            return "コンテナの中身のビューは、コンテナのビューと一緒にアンロードされます"
        case .controllerUnload:
            return """
                iOS 3-5 では、デフォルトの didReceiveMemoryWarning が、\
                ウインドウにないロード済みのビューをアンロードします
                """
        case .encodeRestorableState: return "自身と祖先のすべてが復元 ID を持つので保存されます"
        case .decodeRestorableState: return "アーカイブから親から順に復元されます"
        case .sceneConnects:
            return """
                シーンがフォアグラウンドで接続し、sceneDidBecomeActive までは inactive です。\
                アプリの状態はシーンの状態に従い、\
                起動時とフォアグラウンドへの復帰時にはシーンのコールバックのあとで従います
                """
        case .sceneConnectsInBackground:
            return """
                プッシュか位置情報のイベントでアプリがバックグラウンドで起動しました: \
                シーンはバックグラウンドのまま接続され、フォアグラウンドのコールバックはなく、\
                そのあとイベントのコールバックが呼ばれます
                """
        case .sceneBecomesActive:
            return """
                シーンを覆うものがなくなりました: シーンが active になるので、アプリも active \
                になります (フォアグラウンドに来るときは、アプリは sceneDidBecomeActive \
                の直後に追いつきます)
                """
        case .sceneResigns:
            return """
                先にシーンが inactive になります (sceneWillResignActive が先に呼ばれました)。active \
                なシーンがない間、アプリは inactive です
                """
        case .sceneLastLeft:
            return """
                アプリの最後のフォアグラウンドのシーンが離れたので、アプリはバックグラウンドに移り、\
                バックグラウンドのルールが適用され始めます
                """
        case .sceneReturns:
            return "シーンが戻ります: 先に sceneWillEnterForeground が呼ばれ、続いて sceneDidBecomeActive が呼ばれます"
        case .sceneReleased:
            return """
                システムがメモリを回収するためにバックグラウンドのシーンを解放しました。\
                プロセスとセッションは残り、次の起動で新しいシーンが接続します
                """
        case .sceneEndedWithProcess:
            return "プロセスが終了し、そのシーンも一緒に消えました: シーンのコールバックはありません"
        case .sceneStateChanged:
            return """
                シーンのアクティベーション状態が変わりました。アプリの状態はシーンの状態に従います \
                (フォアグラウンドに移るときはシーンのコールバックのあとで従います)
                """
        case .configurationForConnecting:
            return "didFinishLaunching の後、接続しようとしているシーンの構成をアプリデリゲートが指定します"
        case .willConnect:
            return "シーンが接続します: シーンデリゲートの最初のコールバックで、ここでウインドウを用意します"
        case .sceneWillEnterForeground:
            return """
                シーンデリゲートが applicationWillEnterForeground の代わりになります。\
                この後には必ず sceneDidBecomeActive が続きます
                """
        case .sceneDidBecomeActive:
            return "シーンが最前面にあり、イベントを受け取ります。アプリデリゲートの didBecomeActive は呼ばれません"
        case .sceneWillResignActive:
            return "シーンはまもなく foreground-inactive になります。アプリデリゲートの willResignActive は呼ばれません"
        case .sceneDidEnterBackground:
            return """
                シーンがバックグラウンドに移りました。アプリの持ち時間とサスペンドは、\
                プロセス単位でバックグラウンドのルールに従います
                """
        case .sceneDidDisconnect:
            return "シーンが解放されました。プロセスは実行を続け (またはサスペンド状態のまま)、セッションは保持されます"
        case .stateRestorationActivity:
            return """
                sceneDidEnterBackground の直後に、\
                シーンデリゲートが実装している場合に限って呼ばれます: ここで返したアクティビティで、\
                再接続時にシーンが復元されます
                """
        case .sceneOpenURLContexts:
            return "シーンが接続されている間に開かれた URL は、openURL ではなくシーンデリゲートに届きます"
        case .sceneBased: return "シーンベースのアプリ"
        case .launchedForURL:
            return """
                URL を開くために起動されました: URL は起動オプションに含まれ、openURL は \
                didFinishLaunching の後に呼ばれます
                """
        case .launchedForNotification:
            return "ユーザが通知をタップしました: 通知は起動オプションに含まれ、起動が終わるまでアプリは inactive です"
        case .launched: return "ユーザが起動しました: 起動が終わるまで inactive です"
        case .launchedScenes:
            return """
                シーンベースのアプリのユーザによる起動は background から始まります: \
                シーンがフォアグラウンドに来るまで applicationState は background を返します
                """
        case .launchedForBGTask:
            return """
                BGTaskScheduler のリクエストのためにバックグラウンドで起動されました: シーンも \
                didBecomeActive もありません。タスクがアプリを実行させ続けます
                """
        case .launchedInBackground:
            return """
                イベントのためにバックグラウンドで直接起動されました: didEnterBackground はなく、\
                didBecomeActive も呼ばれません。次にイベントのコールバックが呼ばれます
                """
        case .launchedForTransfers:
            return """
                バックグラウンド URLSession の転送が終わったため、バックグラウンドで直接起動されました: \
                didEnterBackground はなく、didBecomeActive も呼ばれません。\
                handleEventsForBackgroundURLSession を受け、完了ハンドラを呼ぶまでの持ち時間は 30 秒です
                """
        case .coveredInactive:
            return """
                何か (アラート、着信、通知センターやコントロールセンター、App スイッチャー) \
                がアプリを覆っています: background ではなく inactive になります
                """
        case .lockedStaysInactive:
            return "ロックされました: iOS 3 と 4 (またはマルチタスクなし) では、ロック画面の裏で inactive のままです"
        case .lockedGoesBackground: return "ロックされました: iOS 5 以降はそのままバックグラウンドに移ります"
        case .alwaysOnResigns:
            return """
                画面が暗くなり、常時表示ディスプレイに切り替わります (常時表示がオンの iPhone、iOS \
                16 以降): アプリは active でなくなり、もう一度 active になってから、\
                ロックによってバックグラウンドに移ります
                """
        case .alwaysOnActiveAgain:
            return """
                常時表示ディスプレイによる一瞬の切り替え: ロックによって active でなくなり、\
                バックグラウンドに移る前に、一瞬だけ active に戻ります
                """
        case .switchingApps:
            return """
                ユーザが別のアプリに切り替えています: ホーム画面に戻ったときとまったく同じように、\
                このアプリは画面を離れます
                """
        case .resigningActive: return "フォアグラウンドを離れようとしています: まず active でなくなります"
        case .sceneAppResigns:
            return """
                アプリはシーンに従います: active なシーンがなくなった (覆われたか、\
                離れようとしています) ので、アプリは inactive になります。シーンベースのアプリでは、\
                アプリデリゲートの willResignActive は呼ばれません
                """
        case .notificationCenterActiveAgain:
            return """
                iOS 11 以降、通知センターを引き下ろすと、まずロック画面に似たシートが表示されます: \
                アプリは一瞬 active に戻り、もう一度 active でなくなります
                """
        case .activeAgain: return "覆うものがなくなりました: active になり、イベントを受け取ります"
        case .enterBackgroundExitsOnSuspend:
            return """
                バックグラウンド実行を無効にしています (exits-on-suspend): didEnterBackground \
                の次に willTerminate が呼ばれ、持ち時間は始まりません
                """
        case let .enterBackgroundBudget(seconds):
            return """
                バックグラウンドに移ります。\(seconds) 秒の持ち時間がここから始まり、\
                この持ち時間はタスクではなくアプリのものです
                """
        case .enterBackgroundBudgetUnknown:
            return "バックグラウンドに移ります。持ち時間がここから始まり、この持ち時間はタスクではなくアプリのものです"
        case .suspendedAfterExpiry:
            return """
                すべてのタスクが期限切れハンドラで終了され、他に実行を続けさせるものもないので、\
                サスペンド状態になります
                """
        case .suspended:
            return """
                実行を続けさせるもの (持ち時間内のタスク、完了ハンドラの猶予、オーディオや位置情報、\
                デバッガ) がありません: すぐにサスペンド状態になり、\
                メモリには残るがコードは実行されません
                """
        case .resumedForBGTask:
            return """
                BGTaskScheduler のリクエストのためにバックグラウンドで再開されました: \
                次に起動ハンドラが実行されます
                """
        case .resumedForEvent: return "イベントを処理するためにバックグラウンドで再開されました。次にイベントのコールバックが呼ばれます"
        case .resumedOnWayBack: return "フォアグラウンドに戻る途中で再開されました"
        case .resumedForTransfers:
            return """
                バックグラウンド URLSession の転送が終わったため、バックグラウンドで再開されました。\
                フォアグラウンドには移りません: handleEventsForBackgroundURLSession を受け、\
                完了ハンドラを呼ぶまでの持ち時間は 30 秒です
                """
        case .backToFront:
            return """
                フォアグラウンドに戻ります: 先に willEnterForeground が呼ばれ、続いて \
                didBecomeActive が呼ばれます。未終了のタスクは残り、\
                持ち時間は次にバックグラウンドに移るときに改めて始まります
                """
        case .sceneAppToFront:
            return """
                アプリはシーンに続いてフォアグラウンドに移ります: \
                シーンベースのアプリのアプリデリゲートには willEnterForeground も didBecomeActive \
                も呼ばれず (SC-1)、UIKit がアプリを inactive \
                と報告するのはシーンのコールバックのあとです (起動ではここまで background \
                と読めます)。未終了のタスクは残り、\
                持ち時間は次にバックグラウンドに移るときに改めて始まります
                """
        case .swipedAwaySuspended:
            return """
                サスペンド状態で上にスワイプして終了されました: コールバックなしで強制終了され、\
                状態の保存と復元のアーカイブがあれば削除されます
                """
        case .swipedAwayRunning:
            return """
                実行中に上にスワイプして終了されました: 先に willTerminate が呼ばれました。\
                状態の保存と復元のアーカイブがあれば削除されます
                """
        case .memoryTermination:
            return """
                メモリを空けるために、コールバックなしで (カーネルの SIGKILL) 終了されました: \
                まずサスペンド状態のアプリ、次に実行中のアプリ、最後に最前面のアプリが終了されます。\
                メモリもタスクもタイマーも消えます
                """
        case .exitsOnSuspendEnds:
            return """
                バックグラウンド実行を無効にしています (exits-on-suspend): didEnterBackground と \
                willTerminate の後に終了します
                """
        case .noMultitaskingTerminates: return "マルチタスクがないので、バックグラウンドに移る代わりに終了します"
        case .debuggerStopped:
            return "デバッガによって停止されました: コールバックはなく、状態の保存と復元のアーカイブがあれば残ります"
        case .bgTaskSchedulerCrash:
            return """
                BGTaskScheduler が例外 (NSInternalInconsistencyException) を投げたので、\
                アプリはクラッシュしました: willTerminate はありません。\
                メモリもタスクもタイマーも消えます
                """
        case .killedForLimit:
            return """
                制限を超えたため、システムに強制終了されました: willTerminate はありません。\
                メモリもタスクもタイマーも消えます
                """
        case .suspendedTerminated:
            return """
                サスペンド状態のアプリには終了が知らされません: willTerminate はありません。\
                メモリもタスクもタイマーも消えます
                """
        case .foregroundCrash:
            return """
                クラッシュではコールバックはありません。再起動では画面上のアプリにだけ知らされます \
                (先に willTerminate)。メモリもタスクもタイマーも消えます
                """
        case .backgroundCrash:
            return """
                バックグラウンドのアプリには、クラッシュでも再起動でもコールバックはありません。\
                メモリもタスクもタイマーも消えます
                """
        case .warningST2:
            return """
                この状態ではこのイベントは意味をなさないので、何も変わりません (Swift API \
                ではここでエラーが投げられます)
                """
        case .warningBR2:
            return """
                このアプリの Appのバックグラウンド更新がオフか制限されているか、\
                低電力モードがオンです: バックグラウンドでの起動も再開もありません
                """
        case .warningBR3:
            return """
                バックグラウンドのイベントには、モードの宣言とそれに対応した iOS \
                のバージョンが必要です。30 秒以内に完了ハンドラが呼ばれないと、\
                アプリはシステムに強制終了されます
                """
        case .warningTE4:
            return """
                ユーザがアプリを上にスワイプして終了しました: ユーザが再び開くまで、iOS \
                はアプリをバックグラウンドで起動しません
                """
        case .warningTE5: return "プロセスが終了すると、そのタイマーとタスクも一緒に消えます"
        case .warningBG5:
            return """
                持ち時間が尽きたとき、まだ未終了のタスクがありました: \
                アプリはシステムに強制終了され (0x8badf00d)、willTerminate は呼ばれません
                """
        case .warningBG5TaskLeftAfterExpiry:
            return """
                期限切れハンドラが実行された後も、このタスクは終了していません: UIKit は今それをログに出力し、\
                数秒後に持ち時間が尽きたとき、タスクがそれまでに終わらなければアプリは強制終了されます
                """
        case .warningBG1:
            return """
                UIKit は各タスクを開始から 35 秒後に確かめ、まだ未終了なら 1 度だけログに出力します。\
                この時点では何も起きませんが、バックグラウンドの持ち時間が尽きたときに未終了のタスクがあると、\
                アプリは強制終了されます
                """
        case .warningBG6:
            return """
                未終了ではないタスク (不明なタスクや終了済みのタスク) を終了しても何も変わりません。\
                iOS はログに記録するだけです
                """
        case .warningBG8: return "未終了のタスクが 1000 個を超えました: アプリはシステムに強制終了されます (0xbada5e47)"
        case .warningBG9:
            return """
                今はバックグラウンド実行ができません: beginBackgroundTask は無効な識別子を返し、\
                すぐに期限切れハンドラ (expirationHandler) を呼びます
                """
        case .warningLA3: return "起動に 20 秒より長くかかりました: ウォッチドッグがアプリを強制終了します (0x8badf00d)"
        case .warningFG2:
            return "didEnterBackground に 5 秒 (iOS 13 からは 10 秒) より長くかかりました: ウォッチドッグがアプリを強制終了します (0x8badf00d)"
        case .warningIN4: return "active でないアプリへの通知はバナーになります: コールバックも状態の変化もありません"
        case .warningBM3:
            return "アプリが宣言していないバックグラウンドモードの動作は、フォアグラウンドを離れると止まります"
        case .warningSR1:
            return """
                UIKit がビューコントローラを保存して復元するのは iOS 6 以降の、シーンを使わないアプリだけです: \
                このアプリには問い合わせがないので、このオプションは何も変えません
                """
        case .warningBR5:
            return """
                ユーザのスワイプでキャンセルされたバックグラウンド転送は、\
                アプリがセッションを作り直すとすぐに報告されます。呼ばれない完了ハンドラや、\
                終わらせる転送がないことはアプリの誤りです
                """
        case .warningPR1SceneLifecycle:
            return """
                シーンのライフサイクルを採用していないアプリでは、起動のたびに UIApplicationMain が始まるところで \
                UIKit がこの行をログに出力します。何も拒否されず、アプリはこれまでどおり起動します
                """
        case let .warningFallback(title): return "iOS はここで拒否、破棄、または強制終了します: \(title)"
        case .eventPS:
            return """
                プロセス一覧には、実行中またはサスペンド状態の各プロセスがカーネル上の名前 (最大 16 \
                文字) とメモリとともに表示されます。空きメモリは、システムとプロセスが使った残りです
                """
        case .eventMemoryWarning: return "レベルはアプリが読み取る値で、コールバックはどのレベルでも同じです"
        case .eventSwitcher:
            return """
                App スイッチャーには、デバイスの起動後に使ったアプリのカードが新しい順に並びます。\
                スワイプで閉じたアプリは並びません。実行中かどうかは関係ありません
                """
        case .eventRefresh:
            return """
                Appのバックグラウンド更新が使えるのは、両方のスイッチがオンで、制限されておらず、\
                低電力モードがオフ (iOS 9 以降) のときだけです
                """
        case .eventDebugger:
            return """
                デバッガが接続されている間は、ウォッチドッグが止まり、\
                アプリをサスペンドしたり強制終了したりするものはありません
                """
        case .eventShare:
            return """
                「このアプリで開く」メニューには、書類の種類がファイルの種類 \
                (またはそれが準拠する種類) に一致するアプリが並びます
                """
        case .eventPrewarm:
            return """
                システムはアプリのプロセスを起動し、UIApplicationMain の前で止めます: UIKit \
                のコールバックはなく、アプリは not-running のままですが、メモリは使われます。\
                次に起動されたとき、その続きから起動が完了します (iOS 15.0-15.3 \
                のシーンベースのアプリでは didFinishLaunching まで起動が進みます)
                """
        case .eventTransfersFinish:
            return """
                アプリがバックグラウンド URLSession に渡した転送をシステムが終えました: \
                実行中のアプリのセッションのデリゲートはそれぞれをすぐに受け取ります。\
                サスペンド状態のアプリは再開され、実行されていないアプリは起動されて、\
                バックグラウンドでそれを受け取ります
                """
        case .eventCall:
            return """
                iOS 14 からは、ロックされていない iPhone への着信は、\
                着信の表示が「フルスクリーン」に設定されていなければバナーになります: \
                最前面のアプリに割り込みは起きません。全画面の着信 (ロック中、iOS 14 より前、\
                または設定によります) ではアプリは active でなくなります
                """
        case .eventCallExpand:
            return """
                ユーザが着信のバナーをタップしました: 通話が画面全体に広がり、\
                ここからは全画面の着信として最前面のアプリに割り込みます
                """
        case .eventSplit:
            return """
                Split View (iPad): 画面上の 2 つのシーンはどちらも foreground-active になります。\
                割り込みがあると両方が inactive になり、ホーム画面に戻ると両方が画面から去ります
                """
        case .sceneNewWindowConnects:
            return """
                複数シーン対応アプリの新しいウインドウが接続され、画面に出ます。\
                入れ替わったシーンは、ホーム画面に戻ったときと同じように、先に画面を去っています
                """
        case .sceneSplitActive:
            return """
                Split View: 画面上の 2 つのシーンが同時に foreground-active になるので、2 \
                つのアプリ (または 1 つのアプリの 2 つのシーン) が同時に active になります
                """
        case .sceneDiscarded:
            return """
                ユーザがウインドウを閉じたか、App スイッチャーでそのカードをスワイプで閉じました: \
                シーンはそのセッションごと破棄されます
                """
        case .configurationForNewWindow:
            return """
                新しいウインドウ: ユーザまたは requestSceneSessionActivation の求めに応じて、\
                アプリデリゲートが新しいシーンごとに構成を決めます
                """
        case .didDiscardSceneSessions:
            return """
                ユーザが破棄したシーンセッションをアプリデリゲートが知らされます: \
                sceneDidDisconnect の直後か、アプリが動いていなかった間 \
                (またはサスペンド状態の間で、その後アプリが強制終了された場合) \
                に破棄されたシーンについては、次の起動時の didFinishLaunching の直後です
                """
        case .sceneDidDisconnectDiscarded:
            return """
                ユーザがウインドウを閉じたか、そのカードを App スイッチャーで上にスワイプしました: \
                シーンは接続を解かれ、続いて didDiscardSceneSessions が呼ばれます
                """
        }
    }
}
