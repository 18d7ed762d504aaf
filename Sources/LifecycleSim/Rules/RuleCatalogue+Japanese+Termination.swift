extension RuleCatalogue {
    /// The rules of the groups TE, DB in Japanese (RuleCatalogue+Termination.swift).
    static let japaneseTerminationRules: [RuleID: RuleTranslation] = [
        .te1: RuleTranslation(
            title: "App スイッチャーのカード",
            statement: """
            App スイッチャーには、デバイスの起動後にユーザが使い、スワイプで閉じていないすべてのアプリのカードが新しい順に並びます。
            プロセスが実行中か、サスペンド状態か、システムに終了されたかにかかわらず表示され、そのどれかは示しません。
            終了したアプリのカードをタップするとコールド起動します。バックグラウンドへの起動ではカードは増えません。
            GUIDE, OBS。
            """
        ),
        .te2: RuleTranslation(
            title: "アプリをスワイプで閉じる", versions: "iOS 4+ (スワイプは iOS 7 から)",
            statement: """
            スワイプで閉じると (iOS 7 以降。iOS 4-6 ではマイナスバッジ)、サスペンド状態のアプリはコールバックなしで
            強制終了されます。実行中のアプリ (タスクやモードでバックグラウンドで動いているアプリ、または App スイッチャーの
            下で inactive な最前面のアプリ) は willTerminate を受け取ります (最前面のアプリは先に didEnterBackground を
            受け取ります)。Apple のガイドは通知は送られないとしていますが、本ツールは観測された動作と Xamarin の
            ライフサイクルのドキュメントに従います。どちらも willTerminate を報告しており、`lifesim rules TE-2` で
            そう明記します。
            シーンベースのアプリ (iOS 13+) にはシーンを通して知らされます。iOS 13 の iPhone では、最前面のアプリの
            シーンが sceneDidEnterBackground を受け取り、続いてアプリが willTerminate を受け取ります。iPad と、iOS 14
            以降の iPhone では、実行中のアプリはまずシーンを失います (フォアグラウンドにあってもなくても、
            sceneDidEnterBackground はありません)。SC-8 の破棄 (シーンごとに sceneDidDisconnect、一度の
            didDiscardSceneSessions) の後に willTerminate が呼ばれます。iPad でアプリの最後のウインドウのカードをスワイプで閉じるのも同じスワイプです
            (SC-8)。実行中のアプリのセッションはスワイプとともに終わります (SC-3: 次の起動で新しいセッションが作られます)。
            アプリが知らないまま終わったセッション (iOS 13 の iPhone) は、次の起動時、didFinishLaunching の直後に
            didDiscardSceneSessions で知らされます。サスペンド状態または実行されていないアプリは、最後のカードの
            セッションを保ちます: 次の起動はそのセッションに再接続し、didDiscardSceneSessions も
            configurationForConnecting もありません (iPad でそれより前にスワイプで閉じたウインドウは破棄されます: SC-8)。
            """,
            resolution: """
            Apple のガイドは、ユーザによる強制終了では通知は送られないとしています。観測されたトレースと Xamarin の\
            ドキュメントは、実行中のアプリについて willTerminate を報告しています。本ツールは観測に従います。シーンベースの\
            アプリについては、公開されたログがデバイスと年によって食い違うため、それぞれ記録された条件に従います: iOS 13 \
            についての Stack Overflow の回答 (ミラー) は、iPhone の最前面のシーンを sceneDidEnterBackground、続いて \
            applicationWillTerminate と記録し、iPad では sceneDidDisconnect、application(_:didDiscardSceneSessions:)、\
            applicationWillTerminate(_:) と記録しています。Apple デベロッパフォーラムのスレッド 732170 (2023) は、\
            iPhone でのスワイプを sceneWillResignActive、続いて sceneDidDisconnect と記録し、バックグラウンドの段階は\
            ありません。Firefox for iOS のエンジニア (issue 12622、2022、シーンが一つの iPhone アプリ) は、切断と破棄は常に \
            willTerminateNotification の前に起こると述べています。iPhone の動作が iOS 13 と 2022-2023 年の報告 \
            (iOS 15-17) の間のどこで変わったかは記録がありません。本ツールは iOS 13 のログの次のリリースである iOS 14 とし、\
            ここにそう記します。複数ウインドウの iPad アプリ全体をスワイプで閉じた場合は、同じ回答に「sceneDidEnterBackground、\
            続いておそらく willTerminate」とあるだけです。本ツールは iPad の順序を当てはめます。Douglas Hill の \
            FB6185896 (iPadOS 13) もウインドウごとにこの順序を示しています。didDiscardSceneSessions のリファレンスは、\
            アプリが実行されていなければ UIKit は次の起動時にこれを呼ぶとし、Xcode のテンプレートは didFinishLaunching の直後と\
            しています。スワイプによる破棄をその場で知らされなかったアプリには、このときに知らされます。\
            Apple のリファレンスは、セッションはスワイプで終わるとしています (UISceneSession: "destroying the session in \
            response to the user closing the scene in the app switcher"、状態の復元のサンプル: "the system \
            automatically deletes its preserved state when the user force quits the app")。スワイプされたときにコードを\
            実行していないアプリについて記録されたデバイスの動作はこれと異なり、本ツールはそちらに従います: openradar \
            FB9855914 (iOS 15、"iPhone or iPad—either will do") では、ホーム画面に戻してから App スイッチャーでスワイプして\
            閉じた Apple のサンプルが "relaunched with a `restorationActivity` instance" となり、状態が復元されました。\
            つまりセッションは保たれていました。Apple デベロッパフォーラムのスレッド 702040 (サスペンド中に 2 つの\
            ウインドウをスワイプで閉じた iPad アプリ) では "I do not get a call to configurationForConnectingSceneSession. \
            I get the detail scene back, restored from its user activity" とあり、最後のウインドウのセッションは保たれ、\
            最初のウインドウのセッションはなくなっていました。Douglas Hill の FB6185896 でも、最後のウインドウについての \
            didDiscardSceneSessions は見られていません。そこで、サスペンド状態または実行されていないアプリの最後の\
            カードはセッションを保つものとし、次の起動時に破棄が知らされるという扱いは、他のウインドウが残っている間に\
            スワイプで閉じたウインドウに限ります。実行中のアプリのスワイプは変わりません: iOS 13 のログと Firefox の\
            エンジニアの説明はスワイプの時点での破棄を示しており、その後の再起動を示すものはありません。実行中のアプリが\
            破棄を知らされない iOS 13 の iPhone では、どちらとも示すログがないため、リファレンスの読み方 (次の起動時の\
            破棄) を保ちます。\
            異論があり、本ツールの扱いを保っている点: 2022 年のブログ (ibrahimtasdemir.com.tr、"AppDelegate Life Cycle") は、\
            App スイッチャーでスワイプして閉じたアプリは sceneDidDisconnect を受け取るが didDiscardSceneSessions は\
            受け取らないと書いており、スレッド 732170 のログ (シーンデリゲートだけのもの) も sceneDidDisconnect で\
            終わっています。アプリデリゲートのログが Firefox のエンジニアの説明に反して示されてはいないため、\
            実行中のアプリのスワイプでは、ここでは引き続きセッションを破棄します。同じスレッドには、本ツールが\
            モデル化していない変種も記録されています: 他のアプリのカードが画面にある状態で素早くスワイプすると、\
            最初のシーンの sceneDidDisconnect の後に、別のシーンのインスタンスが sceneWillEnterForeground、続いて \
            sceneDidEnterBackground を受け取ります。
            """
        ),
        .te3: RuleTranslation(
            title: "終了を知らされるのは誰か", versions: "すべて",
            statement: """
            サスペンド状態のアプリは、終了を知らされることがありません: メモリ不足、ユーザによる強制終了、再起動のどれでも同じです。
            メモリ不足で強制終了される、バックグラウンドで実行中のアプリ (MW-1) も知らされません: \"jetsam\" の SIGKILL だからです。
            再起動 (デバイスの電源を切る) では、画面上のアプリ (active または inactive) が willTerminate を受け取り、
            バックグラウンドにあるアプリは実行中でもサスペンド状態でも何も受け取りません。クラッシュと、ウォッチドッグや
            アサーションによる強制終了 (LA-3, FG-2, BG-5, BG-8, BR-3) では誰もコールバックを受け取りません。GUIDE, DOC,
            OBS。
            """,
            resolution: "Apple のガイドは、バックグラウンドで動いているアプリについての段落で \"The system does not call this method when the device reboots\" と述べています。iOS 4.0 でのデバイステスト (christian-fries.de、2010 年 7 月) では、ユーザがデバイスの電源を切ったとき (およびバッテリー残量低下によるシャットダウンのとき)、フォアグラウンドのアプリは applicationWillTerminate を受け取り、バックグラウンドのアプリは受け取りませんでした。両者は矛盾せず、本ツールは両方に従います: 画面上のアプリには知らされ、バックグラウンドのアプリには知らされません。このデバイステストは見つかった唯一のもので iOS 4.0 のものですが、それ以降の出典で異なることを述べたものはないため、すべてのバージョンに適用します。Apple のリファレンスは、バックグラウンドで動いているアプリをシステムが \"for some reason\" で終了させるときに willTerminate が \"may be called\" としていますが、理由は挙げていません。メモリ不足はその理由ではありません: カーネルのメモリ不足による強制終了 (\"jetsam\") は SIGKILL を送り (XNU の kern_memorystatus.c の jetsam_do_kill。公開されたどのバージョンでも同じです)、アプリはこれに応えられません。WWDC20 のセッション 10078 も \"memory pressure exit\" を通常の終了とは別に数えています。システムが知らせる実行中のアプリは、スワイプで閉じられたアプリ (TE-2) と、シャットダウンのときに画面上にあるアプリです。"
        ),
        .te4: RuleTranslation(
            title: "ユーザによる強制終了の後はバックグラウンド起動しない", versions: "iOS 7+ (位置情報の例外は iOS 8+)",
            statement: """
            ユーザが強制終了した (スワイプで閉じた) 後は、ユーザが再び起動するかデバイスが再起動するまで、fetch やプッシュのために
            アプリがバックグラウンドで起動されることはありません。iOS 8 以降では位置情報アプリが例外です。GUIDE, DTS。
            """
        ),
        .te5: RuleTranslation(
            title: "強制終了されたプロセスはすべてを解放する", versions: "すべて",
            statement: """
            強制終了されたプロセスはそのメモリを解放し (PS-2)、未終了のタスクとタイマーは消えます。
            """,
            resolution: "タイマーはそのプロセスに属します。自分のタイマーを増やし続けるアプリのコード (1 つのプロセスで 1 000 個が保留中、または 1 つの仮想時刻に 1 000 個が発火) があると、そのままではシミュレーションの実行がいつまでも終わりません。実際の iOS なら CPU の使用量を理由に強制終了しますが、それを述べたルールはここにないため、シミュレータはそのプロセスのタイマーを止め、TE-5 の警告を 1 回出します。同様に、それぞれがメインスレッドを占有して次を予約するタイマーの連鎖があると、そのままではタイムラインの次の行がいつまでも実行されません。そこで、前の項目の処理が行の時刻を過ぎて長引いたためだけに期限が来た項目が 1 000 個に達すると、シミュレータはその行を実行し、連鎖はその後に続きます (デバイスごとに TE-5 の警告を 1 回)。"
        ),
        .db1: RuleTranslation(
            title: "接続されたデバッガ", versions: "すべて",
            statement: """
            `setting debugger on` は接続されたデバッガをモデル化します: ウォッチドッグ (LA-3, FG-2) は無効になり、アプリは
            サスペンドされません。デバッガによる強制終了では復元用のアーカイブが残ります (`debugger kill APP`、SR-4)。
            ライフサイクルのバグが開発中に隠れるのはこのためです。DTS, DOC QA1592。
            """
        ),
    ]
}
