extension RuleCatalogue {
    /// The rules of the groups BG, BM, BR in Japanese (RuleCatalogue+Background.swift).
    static let japaneseBackgroundRules: [RuleID: RuleTranslation] = [
        .bg1: RuleTranslation(
            title: "バックグラウンドタスクの識別子",
            statement: """
            `beginBackgroundTask` は新しい識別子 (デバイスごとに 1, 2, 3 … と振られ、再利用されません) を返し、それを
            アプリの未終了タスクの集合に加えます。`endBackgroundTask` はそれを取り除きます。未終了タスクの数はその集合の
            大きさです。タスクはフォアグラウンドで開始してもよく、アプリがバックグラウンドに移るまでは休止しています。
            iOS 13.4 以降、UIKit は各タスクを開始から 35 秒後に確かめ、まだ未終了ならフォアグラウンドでも
            バックグラウンドでも 1 度だけ `Background Task N ("NAME"), was created over 30 seconds ago. In
            applications running in the background, this creates a risk of termination. …` とログに出力します
            (トレースでは警告になり、その時点ではほかに何も起きません)。DOC, DTS, OBS。
            """,
            resolution: "この警告 (2026-12-02 に追加) は、デバイスのログと UIKit のコードに基づきます。WWDC20 のセッション 10078 のノートは iOS 13.4 の新しいコンソールメッセージとしており、日付のある最も古いログは 2020 年 4 月から 6 月のもの (wikimedia/wikipedia-ios プルリクエスト 3548、transistorsoft flutter_background_geolocation イシュー 285、iOS 13.4.1) で、文言は iOS 16 (OneSignal-iOS-SDK イシュー 1205)、18.4 (AppLovin-MAX-SDK-iOS イシュー 446)、iOS 26 のシミュレータまで同じです。タイミング: 逆コンパイルされた UIKit 26.1 は、タスクの作成時に 35 秒のタイマーを設定し、発火したときに 34 秒以上たっていてまだ警告していないタスクをそれぞれログに出力して印を付けます。アプリの状態は確かめず、SDK のイシューはアプリがフォアグラウンドにあるときにもこの行が出ると報告しています (ocetnik/react-native-background-timer イシュー 373、firebase-ios-sdk イシュー 14935)。transistorsoft/flutter_background_geolocation のログでは開始から 35.1 秒後に出ています。したがって、開始から 35 秒後に 1 度だけ、状態にかかわらず出力します。タイマーはメインのランループで動くため、サスペンドされたプロセスでは次に動いたときに出力されますが、タスクを持ったままサスペンドされるアプリはありません (BG-2、BG-5)。iOS 13.4 以降でバックグラウンドに移るときに開始し、終了されないタスクは 30 秒で強制終了され (BG-5)、確認の前に終わります。この警告が出るのは、フォアグラウンドで開始したタスクか、デバッガの下のタスクです。名前のないタスクは UIKit が作る名前 (\"Called by PROCESS, from FUNCTION\") で出力されますが、シナリオのタスクにはすべて名前があります。BG-5 が示唆するもう 1 つの UIKit の行 \"Background task still not ended after expiration handlers were called …\" はまだ出力していません。"
        ),
        .bg2: RuleTranslation(
            title: "実行を続けさせるものがなければ直ちにサスペンドされる",
            statement: """
            バックグラウンドにあって、実行を続けさせるもの (持ち時間内の未終了タスク、バックグラウンドイベントの
            完了までの時間枠、有効なモード、デバッガ、送信中の書類: docs/EXECUTION_MODEL.md の述語) が何もないアプリは、
            現在のコールバックから戻った後、直ちにサスペンドされます。GUIDE。
            """,
            resolution: "「直ちに」のサスペンドは、コールバックの処理中に期限が来た処理よりも先に行われます。たとえば、最後のタスクを終了した後もメインスレッドを持ち時間を超えて使い続けるアプリは、コールバックから戻ったときにサスペンドされ (BG-2)、期限切れの処理はその後で実行され、そのときアプリはすでにサスペンドされています。(以前のレビューまでは、エンジンは期限を過ぎた項目を先に発火させていたため、結果はたまたまキューに溜まっていた古い項目の数に左右されていました。) シナリオの 1 つの文が複数のアプリを順に呼ぶとき (memory-warning)、各アプリがサスペンドされるかどうかは、そのアプリのコールバックから戻った時点で決まります。次のアプリが呼ばれるのはその後です。"
        ),
        .bg3: RuleTranslation(
            title: "持ち時間はアプリのもの",
            statement: """
            持ち時間はタスクではなくアプリに属します。その長さはプロファイルの値 (PR-1) で、アプリが
            バックグラウンドに移った時点から数えます。タスクをさらに開始しても延びることはありません。DTS
            ("starting two background tasks in a row won't give you 60 seconds")、OBS。
            """
        ),
        .bg4: RuleTranslation(
            title: "タスクはフォアグラウンドへの復帰を越えて残る",
            statement: """
            フォアグラウンドに戻っても、タスクは残ります: 開始して終了していないタスクは次にバックグラウンドに移ったときも
            アプリの実行を続けさせ、持ち時間はバックグラウンドに移るたびに新しく始まります。フォアグラウンドでは
            `backgroundTimeRemaining` は無制限 (`Double.greatestFiniteMagnitude`、DBL_MAX) で、didEnterBackground の中でも
            まだ DBL_MAX を返します: この値が有効になるのはアプリがバックグラウンドに入った後、didEnterBackground から
            戻った後 (タイマー、期限切れハンドラ、その後のコールバック) だけです。OBS (公開されたタスク完了のサンプルでは
            タスクが残ることを示します。バックグラウンドに入るときに DBL_MAX を読んだというフォーラムの報告)、DOC
            (アプリがバックグラウンドに入った後でのみ有効)。`log-remaining` はハンドラが読む値を書き出します。
            """,
            resolution: "Apple は backgroundTimeRemaining を \"valid only after the app enters the background and has started at least one task ... in the foreground\" と説明しています。Apple デベロッパフォーラムのメッセージ 391799 は、iPhone X でバックグラウンドに入るとき (\"when entering the background\") に読んだ値が、投稿者が予想した約 170 ではなく DBL_MAX (1.797693134862316e+308) だったと報告しています。回答は、これを確かめるには applicationDidEnterBackground の中で値をログに出すよう勧めています。本ツールは、ドキュメントのいう「まだ有効でない」値を、すべてのバージョンで didEnterBackground の間ずっと DBL_MAX としてモデル化します: アプリはそこでこの値を計算に使ってはいけません。didEnterBackground から戻った後は、未終了のタスクがあるかどうかにかかわらず、この値は残りの持ち時間を返します (タスクがないときに何を返すかを述べた出典はありません。本ツールはこの場合も残りの持ち時間を返します)。"
        ),
        .bg5: RuleTranslation(
            title: "持ち時間を使い切ったとき",
            statement: """
            持ち時間が尽きる 4 秒前 (`remaining` は 4 秒を読みます) に、未終了のすべてのタスクの期限切れハンドラ (expirationHandler) が
            古いものから順に呼ばれ、以後 BG-9 は新しいタスクを拒みます。その時点ですべてのタスクが終了していれば BG-2 が決めます
            (オーディオなどのモードが動かし続けない限りサスペンド状態になります)。このサスペンドには、強制終了と同じく、
            それをもたらした期限切れの BG-5 をトレースは挙げます。iOS 14 からは、ハンドラの直後に UIKit が未終了のタスクを
            古いものから 1 つずつログに出力します: "Background task still not ended after expiration handlers were called:
            <_UIBackgroundTaskInfo: 0x…>: taskID = N, taskName = NAME, creationTime = N (elapsed = N). This app will likely be
            terminated by the system. Call UIApplication.endBackgroundTask(_:) to avoid this." ("elapsed" はタスクの開始からの秒数)。
            未終了のタスクが残ると、アプリは持ち時間の終わりまで動き続け、
            そこで強制終了されます (willTerminate なし。トレースの警告 "has active assertions beyond permitted time"、0x8badf00d)。
            DOC (ハンドラは "called shortly before the app's remaining background time reaches 0"。"If you don't call
            endBackgroundTask for each task before time expires, the system kills the app")、OBS (UIKit のログでは 30 秒の
            バックグラウンドの 26 秒目にハンドラが呼ばれています)、DTS。
            """,
            resolution: """
            Apple のリファレンスによれば、ハンドラが呼ばれるのは "shortly before the app's remaining background time reaches 0" で、強制終了は\
            時間の終わりです。どれだけ前かは、UIKit 自身のコンソール出力から分かります。WordPress-iOS のプルリクエスト 21254 に引用された\
            その出力では、applicationDidEnterBackground で開始したタスクがまだ実行中のまま、 \
            "elapsed = 26" (iOS 13 の 30 秒のうち) の時点で期限切れハンドラが呼ばれています。transistorsoft のバックグラウンド用プラグインの作者も \
            "iOS typically fires the expiration-handler when there 4-5 seconds remaining" と書いています。本ツールはすべての\
            バージョンでハンドラを終わりの 4 秒前に呼び (iOS 4 から 12 についてこの差を示す出典はありません。強制終了は 600 秒、 \
            180 秒、30 秒のまま)、終わりで強制終了します。ある計測ベンダー (Embrace) の記事は逆に、ハンドラを 30 秒で呼び、\
            強制終了までさらに 1 秒あるとしています。本ツールは、リファレンスと UIKit のログのほうを重く見ました。BGTaskScheduler の\
            タスク (BT-6) は、4 秒前に早めることなく、シナリオが指定した時点で期限切れになります。その時間はシステムが決めるからです。\
            ハンドラの後の出力について: 公開された最も古いログは iOS 14 のものです (google/gtm-session-fetcher の issue 217、iOS 14.1。\
            バックグラウンドに移るかなり前に開始したタスクで "elapsed = 74"。WWDC 2020 のバックグラウンドでの強制終了のセッション)。iOS 13 のログには見当たらないため、本ツールは iOS 14 から\
            出力します。ログは未終了のタスクごとに 1 行を 1 ミリ秒以内に出力します (OneSignal-iOS-SDK の issue 1205、iOS 16.1.1、\
            3 つのタスク、開始順ではありません)。本ツールは古いものから順という決まった 1 つの順序で出力します。オブジェクトのアドレスと \
            UIKit の creationTime (デバイスの起動からの時間) は、"0x…" と、模擬時計での開始の秒で書きます。
            """
        ),
        .bg6: RuleTranslation(
            title: "存在しないタスクを終了する",
            statement: """
            存在しない識別子やすでに終了した識別子を終了しても何も変わらず、警告を書きます: "Can't end
            BackgroundTask: no background task exists with identifier N, or it may have already been ended"。
            OBS。
            """
        ),
        .bg7: RuleTranslation(
            title: "バックグラウンド起動後は 30 秒",
            statement: """
            イベントのためにバックグラウンドで起動または再開されたアプリ (BR-3) がタスクを開始すると、30 s の持ち時間を
            得ます。DTS (以前の版)。iOS 7 より前は、アプリをバックグラウンドで起動または再開するのは位置情報のイベントだけで、
            そのアプリは当時の通常の持ち時間 (600 秒) を得ます (PR-1)。
            """,
            resolution: "30 秒は、'resumed in the background' のアプリについての DTS の数字 (Apple デベロッパフォーラムのスレッド 85066 'UIApplication Background Task Notes'、2017 年) で、Apple はバックグラウンドフェッチと content-available のプッシュのハンドラに 'up to 30 seconds' と記しています (どちらも iOS 7 以降)。iOS 4-6 の位置情報による起動に独自の持ち時間を与える資料はありません。iOS 6 以前のクラッシュログはタスクの上限を 600 s (permittedBackgroundDuration: 600) と示し、公開された回答は、バックグラウンドの時間が 'from 10 minutes (iOS 6 and older) to only 3 minutes under iOS 7' になったと述べています。そこで本ツールでは、iOS 7 より前のバックグラウンド起動で 600 秒の持ち時間が始まります。未解決: 位置情報で起こされた後に始めたタスクは iOS 7-9 で約 180 s 続いたという観測があり、DTS の 30 s と食い違います。シミュレータは iOS 7 以降のバックグラウンド起動すべてに 30 s を使います。"
        ),
        .bg8: RuleTranslation(
            title: "未終了タスクは最大 1000 個",
            statement: """
            iOS 11 からは、未終了タスクが 1000 個を超えるとアプリは強制終了されます (0xbada5e47)。DTS。
            """,
            resolution: "デバッガが接続されている間、アプリが強制終了されることはありません (docs/EXECUTION_MODEL.md、DB-1)。そのため、未終了のタスクが 1000 個を超えたことによる強制終了も、接続中は起こりません。"
        ),
        .bg9: RuleTranslation(
            title: "無効なタスク識別子", versions: "すべて",
            statement: """
            バックグラウンド実行が不可能なときの `beginBackgroundTask` は無効な識別子を返し、その期限切れハンドラは直ちに
            呼ばれます。不可能なのは、マルチタスクがないとき、アプリがオプトアウトしているとき (exits-on-suspend、FG-5)、そして
            バックグラウンドで BG-5 の期限切れハンドラが呼ばれた後 (今回の持ち時間が尽きる 4 秒前) です: その時点から新しい持ち時間が始まるまで
            (次にバックグラウンドに移るとき、BG-4、またはバックグラウンド起動かサスペンドからの再開、BG-7)、その間
            アプリがどれだけ長く動き続けても (オーディオアプリ、デバッガ、イベントの完了までの時間枠)、未終了のタスクが
            あってもなくても、開始は拒否されます。フォアグラウンドで開始したタスクは、willEnterForeground の中を含めて通常のタスクです。DOC。
            """,
            resolution: "Apple のドキュメントは、このメソッドが \"returns UIBackgroundTaskInvalid if running in the background isn't possible\" と述べ、現在の版では \"If the system is unable to grant the task assertion, it calls your expiration handler\" とも述べます。どちらもそれがいつかは述べていません。BG-3 の出典 (Apple DTS: 時間は \"is a property of your app, not a property of the background tasks themselves\") から、使い切った持ち時間は別のタスクを開始しても補充されません。そこで本ツールは、期限切れからどれだけ経っても、新しい持ち時間が始まるまですべての開始を拒否します。ドキュメントはハンドラが直ちに呼ばれるとは述べていませんが、拒否が起きた位置をトレースに示すため、本ツールは直ちに呼びます。"
        ),
        .bm1: RuleTranslation(
            title: "オーディオと VoIP はアプリの実行を続けさせる",
            statement: """
            `audio` は、再生している間 (`start-audio` … `stop-audio`) 時間の制限なくアプリをバックグラウンドで動かし続けます。
            再生が止まり、未終了のタスクがなければ BG-2 がアプリをサスペンドします。通話中の `voip` も同様です。GUIDE。
            """
        ),
        .bm2: RuleTranslation(
            title: "位置情報と、アプリを起こすモード",
            statement: """
            `location` は、継続的な位置情報の更新を実行している間 (`start-location`)、アプリを動かし続けます。それ以外では、
            location、`fetch`、`remote-notification`、`newsstand-content`、`external-accessory`、`bluetooth-*`、
            `processing` はイベントのためにアプリを起こすだけです (BR-3)。GUIDE、DOC。
            """,
            resolution: """
            iOS 9 からは、更新がバックグラウンドで続くには、アプリが CLLocationManager の allowsBackgroundLocationUpdates \
            も `true` にする必要があります (このプロパティの Apple のページ、iOS 9.0+: "After including the \
            UIBackgroundModes key, set the value of allowsBackgroundLocationUpdates to true")。iOS 9 のヘッダは、\
            iOS 9 以降の SDK でビルドされたアプリではこれを既定で `false` にしました。`start-location` は、どのバージョンでも\
            これを設定して始めた更新を表します: `false` のままのアプリは BG-2 のとおりサスペンドされますが、\
            シナリオではまだ書けません。
            """
        ),
        .bm3: RuleTranslation(
            title: "宣言していないモードは効果がない",
            statement: """
            アプリが宣言していないモードは効果がありません: `audio` なしの `start-audio` はバックグラウンドに移るときに止まります
            (トレースに警告)。GUIDE。
            """
        ),
        .br1: RuleTranslation(
            title: "Appのバックグラウンド更新のスイッチと状態", versions: "iOS 7+ (低電力モードは iOS 9+)",
            statement: """
            全体のスイッチとアプリごとのスイッチがあり (iOS 7 以降)、どちらも既定でオンです。`backgroundRefreshStatus` は、
            ペアレンタルコントロールで制限されていれば `restricted`、どちらかのスイッチがオフか低電力モードが
            オンなら (iOS 9 以降。低電力モードでは更新が無効になります。DOC) `denied`、それ以外は `available` です。7 より前の
            バージョンにはこの設定がありません (常に `available`)。
            """
        ),
        .br2: RuleTranslation(
            title: "更新の設定が止めるもの",
            statement: """
            Appのバックグラウンド更新が利用できないとき (BR-1) に止まるのは、バックグラウンドでの起動と再開です: `fetch`、`content-available` 付きの
            プッシュ、大幅な位置情報の変更による起動 (`location APP`、`location` モードを持つアプリ)。有限の
            バックグラウンドタスク、オーディオ、VoIP は止まりません。DOC (UIApplication.h のコメント)。残りは観測された
            実際の動作です。
            """
        ),
        .br3: RuleTranslation(
            title: "バックグラウンドでの起動と再開", versions: "iOS 7+ (位置情報は iOS 4+)",
            statement: """
            モードを宣言し、Appのバックグラウンド更新が利用可能なアプリにバックグラウンドイベントが届くと、実行されていない
            アプリはバックグラウンドに起動され (LA-1、ST-2、didEnterBackground なし)、サスペンド状態のアプリは
            バックグラウンドに再開されます。続いて `performFetch`、`didReceiveRemoteNotification`、`didUpdateLocations` の
            いずれかが呼ばれます。アプリが完了ハンドラを呼ぶまでの猶予は 30 秒です。その後、未終了のタスクがなければ
            サスペンドされます (BG-2)。時間内に呼ばないとアプリは強制終了されます。DOC。位置情報のイベントでは、アプリが
            それを処理するための時間は約 10 秒で、完了ハンドラはありません。その後は BG-2 が決めます。GUIDE。実行中のアプリへのイベントは
            直ちに届けられます。アプリが受け取れないイベント (モードが未宣言、更新が利用不可、ユーザがスワイプで閉じた後 (TE-4)) は
            破棄され、トレースにその理由が注記されます。
            """,
            resolution: "iOS では位置情報のイベントに完了ハンドラがありません (locationManager(_:didUpdateLocations:) は完了ハンドラを引数に取りません)。Apple の『Location and Maps Programming Guide』は、領域の出入りや大幅な位置の変化で起こされたアプリに \"a short amount of time (around 10 seconds) to handle the event\" を与え、それ以上はバックグラウンドタスクで得るとしています。そのため、その時間枠はアプリを 10 秒間動かし続け (fetch やプッシュの 30 秒ではありません)、その後は BG-2 が決めます。そこで開始したタスクは BG-7 の持ち時間の中で続きます。この時間枠を計ったデバイスのログはありません。期限に間に合わずに強制終了されるのは fetch と content-available のプッシュだけです。フォアグラウンドに戻ると、保留中の完了期限は解除されます。complete-fetch をイベントのコールバック (またはそこで予約したタイマー) の中で実行すると、そのイベントの完了ハンドラが呼ばれます。それ以外の場所で実行すると、保留中で最も古い fetch またはプッシュの完了ハンドラが呼ばれます。active なアプリに届いた通常のプッシュには BR-3 のタグが付きます (実行中のアプリへのイベントは直ちに届けられます)。それ以外のアプリではバナーです (IN-4)。"
        ),
        .br4: RuleTranslation(
            title: "バックグラウンド起動では didEnterBackground はない",
            statement: """
            Apple の現在の記事は、バックグラウンド起動ではイベントの前に didEnterBackground が呼ばれるとしていますが、
            実際のアプリの公開されたトレースにはそれが現れません。本ツールはトレースに従い (didEnterBackground なし)、
            `lifesim rules BR-4` でそう明記します。
            """,
            resolution: "Apple の現在の記事は、バックグラウンド起動ではイベントの前に didEnterBackground が来るとしていますが、実際のアプリの公開されたトレースにはそれが現れません。本ツールはトレースに従います。"
        ),
        .br5: RuleTranslation(
            title: "バックグラウンド URLSession の転送はアプリの外で終わる",
            statement: """
            `start-transfer` はアプリのバックグラウンド URLSession に転送を渡します: システムは転送を自分のプロセスで続けるので、
            転送はアプリのサスペンドやシステムによる強制終了の後も続きます。バックグラウンドモードは要りません。`transfers-finish APP` で、保留中の
            転送がすべて終わります。コードを実行中のアプリ (最前面でもバックグラウンドでも) は、それぞれについて
            すぐに urlSessionTaskDidComplete を受け取ります。サスペンド状態のアプリはバックグラウンドで再開され、システムに
            強制終了されていたアプリはバックグラウンドで起動されます (BG-7 の 30 秒、`launched-by urlsession`、シーンなし、
            BR-4 の起動コールバック)。呼ばれるのは handleEventsForBackgroundURLSession、それぞれの urlSessionTaskDidComplete、
            urlSessionDidFinishEvents です。渡された完了ハンドラ (`complete-events`) は、呼ばれるまで最長 30 秒アプリを
            動かし続けます。呼ばれないまま 30 秒が過ぎると UIKit が "the completion handler was never called" と警告し、BG-2 が決めます。アプリを
            スワイプで終了すると (TE-2) 転送はキャンセルされ、システムはそのためにアプリを起動しません: 次の起動で
            didFinishLaunching の後に、それぞれが NSURLErrorCancelled で完了します。DOC、DTS、OBS。
            """,
            resolution: """
            Apple の application(_:handleEventsForBackgroundURLSession:completionHandler:) のリファレンスには "If a URL \
            session finishes its work when your app is not running, the system launches your app in the \
            background" とあります。識別子で作り直したセッションは "calls the appropriate delegate methods" とあり、\
            urlSessionDidFinishEvents は "all messages previously enqueued … have been delivered" ときに来ます。 \
            handleEvents、各タスクの完了、didFinishEvents の順序は公開されたログ (ioswifter.com、2016、バックグラウンドでの起動と\
            再開の両方) によります。実行中のアプリのデリゲートは直接呼ばれます (リファレンス: 起動時に "uploads or \
            downloads in progress but not yet finished" があればこのメソッドは呼ばれません。公開されたコード片と同じログ)。呼ばれない\
            ハンドラへの UIKit の警告は Alamofire の issue 804 に引用されています。そのときシステムが何をするかを述べた\
            出典はないので、本ツールは警告するだけにし、バックグラウンドイベントの 30 秒 (BG-7。URLSession での起動に\
            独自の値を示す出典はありません) の後は BG-2 に任せます。URLSessionConfiguration.background(withIdentifier:) のリファレンスには "If \
            the user terminates the app from the multitasking screen, the system cancels all of the session's \
            background transfers"、そして "does not automatically relaunch apps that were force quit by the user" \
            とあります (TE-4)。キャンセルされたタスクは、アプリがセッションを作り直したときにエラー -999 を報告します \
            (AFNetworking の issue 3976、aws-sdk-ios の issue 1047)。この起動でシーンが接続されるかはどこにも記録が\
            ありません: 本ツールは、SC-2 がフェッチについて決めたのと同じく、シーンを接続しません。モデル化していないもの: バックグラウンドでの起動のたびに\
            倍になり、フォアグラウンドでリセットされる nsurlsessiond の遅延 (Quinn、フォーラムのスレッド 14854) と、これらの\
            転送との関係を述べた出典のない「Appのバックグラウンド更新」の影響です。
            """
        ),
    ]
}
