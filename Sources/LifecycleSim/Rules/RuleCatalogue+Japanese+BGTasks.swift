extension RuleCatalogue {
    /// The rules of the group BT (BGTaskScheduler) in Japanese (RuleCatalogue+BGTasks.swift).
    static let japaneseBGTaskRules: [RuleID: RuleTranslation] = [
        .bt1: RuleTranslation(
            title: "起動中に登録する、許可された識別子の起動ハンドラ",
            statement: """
            `bg-register ID` (`register(forTaskWithIdentifier:using:launchHandler:)`) は、アプリの起動が終わる前
            (willFinishLaunching または didFinishLaunching の中) に、識別子ごとに 1 回、アプリの `bgtasks`
            (BGTaskSchedulerPermittedIdentifiers) にある識別子について実行しなければなりません。そうでなければ
            NSInternalInconsistencyException が発生し、アプリはクラッシュします。シーンの willConnect は didFinishLaunching
            の後に来るので、そこで登録してもクラッシュします。`lifesim check` は、それより後のハンドラにある
            `bg-register` や `after` で遅らせた `bg-register` を警告します。一覧にない識別子、`fetch` モードのない
            更新リクエスト、`processing` モードのない処理リクエストを送信すると `notPermitted` で失敗します。一覧にある
            識別子でも、そのプロセスがハンドラを登録していなければ、送信した時点で例外が発生してアプリはクラッシュします
            ("No launch handler registered for task with identifier ...")。ハンドラを登録していないプロセスでシステムが
            リクエストを実行した場合も同じです。iOS 13 より前では `bgtasks` オプションは無視されて警告が出ます。
            無視され、BGTaskScheduler のすべての文は拒否されます。DOC, OBS (例外の文言)。
            """,
            resolution: "例外の理由は公開されたクラッシュログからの引用です: \"Launch handler for task with identifier ID has already been registered\" (flutter_workmanager issue 427、transistor-background-fetch issue 14)、\"All launch handlers must be registered before application finishes launching\" (flutter_background_fetch issue 414 とプルリクエスト 415)、\"No launch handler registered for task with identifier ID\" (WordPress-iOS issue 18156)。Info.plist にない識別子を登録した場合の例外の文言は公開されたものが見つかりませんでした。本ツールはそのような識別子について iOS がコンソールに書くメッセージ (\"ID is not advertised in the application's Info.plist\"、flutter_workmanager issue 660) を理由として引用し、当初の仕様どおりクラッシュさせます。追加 (2026-11-26): 同じ理由の例外が送信の時点で起こります。クラッシュレポートはスタック `-[BGTaskScheduler submitTaskRequest:error:]` → `_unsafe_submitTaskRequest:error:` → `_handleSubmissionWithoutRegistrationForTaskRequest:error:` を示し (expo/expo プルリクエスト 39769、2025)、Firefox for iOS は登録しないまま \"the app is backgrounded we call into submitBackgroundTaskRequest\" でクラッシュする問題を修正しました (プルリクエスト 19054、2024)。これらの報告は iOS 17 以降のもので、iOS 13 から 16 については、起きるという報告も起きないという報告も見つかりませんでした。本ツールは iOS 13 から当てはめます。一覧にない識別子はこの影響を受けず、`notPermitted` で失敗します。"
        ),
        .bt2: RuleTranslation(
            title: "リクエストの送信とそのエラー",
            statement: """
            `bg-submit` はリクエストをキューに入れます。保留中のリクエストと同じ識別子のリクエストはそれを置き換えます。
            保留できるのはアプリごとに更新リクエスト最大 1 個、処理リクエスト最大 10 個で、それを超える 1 個は
            `tooManyPendingTaskRequests` で失敗します。Appのバックグラウンド更新がオフか制限されているとき、または
            低電力モード (BR-1) のときは、更新リクエストでも処理リクエストでも送信は `unavailable` で失敗します。
            失敗した送信は何も変えず、エラーコードを示す警告を書きます。`bg-cancel ID` と `bg-cancel-all` は保留中の
            リクエストを取り除きます。DOC (`submit(_:)`、`BGTaskScheduler.Error.Code`)。
            """,
            resolution: "`unavailable` が処理リクエストにも当てはまるかどうかが問題です。Apple のこのコードのドキュメントは、リクエストの種類を挙げずに \"A person disabled background refresh in settings\" を最初の原因としており、submitTaskRequest のドキュメントはすべてのリクエストについて \"unavailable: Background refresh disabled or app not permitted\" を挙げています。処理リクエストを除外する出典はないので、本ツールは両方の種類を失敗させます。実行時 (BT-4) には、当初の仕様どおりこのスイッチは更新リクエストだけを止めます。"
        ),
        .bt3: RuleTranslation(
            title: "システムによるリクエストの実行: バックグラウンド起動と、タスクによる実行の継続",
            statement: """
            システムがリクエストを実行すると (`bgtask run APP ID`)、実行されていないアプリはバックグラウンドに起動され
            (willFinishLaunching、didFinishLaunching、シーンなし。BR-3 のバックグラウンド起動と同じ。
            `launched-by bgtask`)、サスペンド状態のアプリは再開され、起動ハンドラ `bgtask ID` が実行されます。リクエストは
            キューから外れます。タスクは `bg-complete` か期限切れまでアプリの実行を続けさせます (BG-2)。更新タスクには 30 s が
            与えられます。処理タスクには決まった制限がなく、完了するか期限切れになるまで動きます (BT-6)。実行中のタスクがない
            識別子への `bg-complete` は例外を発生させ、アプリはクラッシュします。システムが更新リクエストや処理リクエストを実行するのは、
            アプリをバックグラウンドで起動または再開するときだけです: フォアグラウンド (active か inactive) のアプリへの
            `bgtask run` は警告とともに拒否され、リクエストはキューに残ります (デバッガのコマンドである `bgtask simulate`
            はどの状態でも実行します: BT-7)。DOC (WWDC 2019 セッション 707、起動ハンドラと BGProcessingTask
            のリファレンス)、OBS。
            """
        ),
        .bt4: RuleTranslation(
            title: "システムがリクエストを実行する条件",
            statement: """
            システムがリクエストを実行するのは、その `earliest` の時刻以降で、(更新リクエストでは) そのアプリで
            Appのバックグラウンド更新が利用可能で、`power` を求めるなら外部電源があり、`network` を求めるなら
            ネットワークがあるときだけです。これらのどれかに反する `bgtask run` は、足りないものをすべて挙げた警告
            とともに拒否されます。DOC (`earliestBeginDate`、`requiresExternalPower`、`requiresNetworkConnectivity`)。
            """
        ),
        .bt5: RuleTranslation(
            title: "スワイプで終了した後は、ユーザがアプリを起動するまでリクエストは実行されない",
            statement: """
            ユーザが App スイッチャーでアプリをスワイプで終了した後 (TE-2)、そのリクエストはユーザがアプリを再び
            起動するまで実行されません: TE-4 と同じルールです。リクエストはキューに残ります。DTS。
            """,
            resolution: "Apple のエンジニアはデベロッパフォーラム (スレッド 793189、2025 年) で、最近の iOS のバージョンでは BGProcessingTaskRequests がユーザによる強制終了の後でも実行されることがあると答えています。これは特定の使い方のための \"an intentional choice by the engineering team\" で、より厳しい制限がかかります。この例外は文書化されておらずバージョンにも依存するため、本ツールは、TE-4 のバックグラウンドフェッチと同じく、どちらの種類にも一般のルールを当てはめます。"
        ),
        .bt6: RuleTranslation(
            title: "期限切れ: ハンドラがなければ失敗として完了、あれば完了していないときに強制終了",
            statement: """
            期限切れのとき (更新タスクの 30 s、`bgtask expire APP ID`、`power` の要件が `charging off` で、または
            `network` の要件が `network off` で失われた処理タスク、ユーザがデバイスを使い始めたとき (`unlock`) の
            すべての処理タスク)、期限切れハンドラのないタスクはシステムによって
            失敗として完了扱いになります (BT-6 を示す `completed` レコード)。警告も強制終了もありません。ハンドラがあれば
            期限切れハンドラ `bgtask-expire ID` が実行され、その後もタスクが完了していなければ、アプリは BG-5 と
            同じく強制終了されます (デバッガが接続されているときは強制終了されません。DB-1)。タスクが完了すると (ハンドラの中やそれより前の
            `bg-complete`、またはシステムによって)、ほかに実行を続けさせるものがなければアプリはサスペンドされます
            (BG-2)。DOC。
            """,
            resolution: "この変更の前は、期限切れハンドラのないタスクでも、ハンドラが完了させなかったタスクと同じく、期限切れのときにアプリが強制終了されていました。Apple の BGTask.expirationHandler のドキュメントは \"Not setting an expiration handler results in the system marking your task as complete and unsuccessful instead of sending a warning\" と書いており、setTaskCompleted(success:) のページも同じことを書いています。同じページの \"Not calling setTaskCompleted(success:) before the time for the task expires may result in the system killing your app\" は、期限切れハンドラが実行されてもタスクを完了させなかった場合に当てはめます。`bg-complete` を呼ぶハンドラはこれまでどおりタスクを終えます。追加 (2026-11-26): BGProcessingTask のリファレンスは \"The system terminates any background processing tasks running when the user starts using the device. Background refresh tasks aren't affected.\" と書いており、このルールはそれを引用しながらモデル化していませんでした。本ツールは、`unlock` をユーザがデバイスを使い始めたこととみなし (処理タスクはデバイスが使われていない間に動きます)、期限切れハンドラを通してタスクを終わらせます (BGTask の expirationHandler は \"called shortly before the task's background time expires\" であり、早めの終了も含みます)。この場合のログは見つかりませんでした。"
        ),
        .bt7: RuleTranslation(
            title: "デバッガから起動をシミュレートする",
            statement: """
            `bgtask simulate APP ID` はデバッガの `_simulateLaunchForTaskWithIdentifier:` です: 保留中のリクエストを、
            その最も早い開始日時と要件 (および Appのバックグラウンド更新のスイッチ) を無視して直ちに実行します。保留中の
            リクエストがなければならず、登録されたハンドラがなければアプリはクラッシュします (BT-1)。
            `bgtask expire` は `_simulateExpirationForTaskWithIdentifier:` です (BT-6)。DOC ("Starting and
            Terminating Tasks During Development")。
            """
        ),
        .bt8: RuleTranslation(
            title: "従来のバックグラウンドフェッチ: bgtasks を宣言しないアプリでは今も動く",
            statement: """
            従来の `fetch` モード (`setMinimumBackgroundFetchInterval`、`performFetch`、BR-3) は iOS 13 から
            BGAppRefreshTask に置き換わって非推奨です。`bgtasks` (BGTaskSchedulerPermittedIdentifiers) を宣言しない
            アプリでは今も動きます: `fetch APP` は iOS 7-12 と同じに振る舞います。`bgtasks` を宣言するとこれは無効になる:
            `fetch APP` は拒否されて警告が出ます。そのようなアプリの `on performFetch` ハンドラには、チェッカーが警告を出し、
            インストール時に警告が出ます。iOS 13 より前ではこのキーは無視され (BT-1)、従来のフェッチが動きます。DOC ("Using background
            tasks to update your app"、非推奨化)、OBS。
            """,
            resolution: "この変更の前、このルールは、iOS 13 以降でも `fetch APP` はアプリが何を宣言していても iOS 7-12 と同じように振る舞う、としていました。Apple の記事 \"Using background tasks to update your app\" は \"In iOS 13 and later, adding a BGTaskSchedulerPermittedIdentifiers key to the Info.plist disables the application(_:performFetchWithCompletionHandler:) and setMinimumBackgroundFetchInterval(_:) methods\" と書いており、dotnet/macios issue 7456 (2020 年) に投稿された回避策も、使った結果として同じことを述べています: 非推奨のフェッチは \"still works on iOS 13\" ですが、Info.plist から BGTaskSchedulerPermittedIdentifiers を取り除く必要があります。キーのないアプリでフェッチが止まったとする出典はないので、そのようなアプリでは今も動きます。"
        ),
        .bt9: RuleTranslation(
            title: "継続処理タスクはバックグラウンドで続く (iOS 26)",
            statement: """
            `bg-submit ID continued` は BGContinuedProcessingTaskRequest を送信します。送信できるのは、アプリが active な間に、ユーザの操作の
            結果としてだけ (バックグラウンドからは `notPermitted` で失敗します)、BGTaskSchedulerPermittedIdentifiers に
            あるか、ワイルドカードの項目 `PREFIX.*` が含む識別子で (`bgtasks com.example.export.*`)、バックグラウンドモードは
            要らず、「Appのバックグラウンド更新」の設定にも関係しません。起動ハンドラは起動の後でも登録できます (ワイルドカードの
            識別子には BT-1 の期限が当てはまりません)。ただし、送信の前には登録しておく必要があります (BT-1 のクラッシュ)。タスクは送信した
            コードが戻るとすぐ、アプリがまだ最前面にある間に始まり、決まった上限なしに動きます: アプリがタスクを完了するまで (BT-3、
            その後 BG-2)、ユーザがライブアクティビティでキャンセルするまで (`bgtask expire APP ID`: 期限切れハンドラ、BT-6)、
            またはユーザがアプリをスワイプで閉じるまで (TE-2: タスクはキャンセルされ、アプリには何も知らされません)、
            バックグラウンドでアプリを動かし続けます (BG-2)。iOS 26 より前にはこのリクエストはありません (`unavailable`)。DOC、DTS、OBS。
            """,
            resolution: """
            Apple の BGContinuedProcessingTaskRequest のリファレンスには "The app submits this request from the foreground. \
            Submission needs to occur as a result of a person's action" とあり、フレームワークは "begins processing the task \
            immediately, if possible" とされています。ヘッダによれば、タスクは "allowed to continue running even if the app is \
            backgrounded" で、識別子は "ought to use wildcard notation"、継続タスクの登録は起動が終わる前に登録する決まりから \
            "exempt" です。"Performing long-running tasks on iOS and iPadOS" によれば、ユーザがインターフェースでキャンセルすると "invokes \
            the task's expiration handler" で、"The system cancels any running tasks if a person closes the app in \
            the app switcher, but the app doesn't receive an indication of cancellation" です。Apple のエンジニアは (フォーラムの\
            スレッド 808756) "you're not going to be able to start new tasks once you enter the background" と答えています。バック\
            グラウンドからの送信がどのエラーになるかを示す出典はなく、本ツールは `notPermitted` とします。モデル化していない\
            もの: `.fail` の戦略と、システムが同時に動かすタスクが多すぎるときの待ち行列 (タスクは必ず始まります)、GPU の\
            リソース、進捗を報告しないタスクの期限切れ ("Tasks that appear stalled may be forcibly expired"。公開された\
            遅延はありません): そうした終わり方はすべて `bgtask expire` で表します。これまでに公開されたデバイスのログ \
            (OpenReader のもの、iOS 27) も、送信、すぐに実行、"killed from app switcher" の後に\
            タスクのキャンセル、という同じ順序を示しています。
            """
        ),
    ]
}
