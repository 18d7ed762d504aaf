extension RuleCatalogue {
    /// The rules of the groups PR, ST, LA, FG, IN, LK in Japanese (RuleCatalogue+Lifecycle.swift).
    static let japaneseLifecycleRules: [RuleID: RuleTranslation] = [
        .pr1: RuleTranslation(
            title: "iOS のバージョンがプロファイルを決める",
            statement: """
            デバイスの iOS バージョンがプロファイルを決めます (3 から、扱う最新の 26 までのバージョンを受け付け、それより新しいバージョンは推測せずに拒否します。13 以降は 13+ の行を共有します)。
            バージョンごとの違い:
              バージョン | 有限のバックグラウンドタスクの持ち時間 | ロック | メモリ警告でビューをアンロード | 状態の保存と復元 | App スイッチャーでスワイプして閉じるジェスチャ
              3 (または `multitasking off`) | バックグラウンド実行なし | inactive のみ | する (`viewDidUnload`) | なし | なし: ホーム画面に戻ると終了
              4 | 600 s | inactive のみ (LK-1) | する | なし | 長押しでマイナスバッジ
              5 | 600 s | background (LK-2) | する (`viewWillUnload` + `viewDidUnload`) | なし | 長押しでマイナスバッジ
              6 | 600 s | background | しない | あり | 長押しでマイナスバッジ
              7-12 | 180 s | background | しない | あり | 上にスワイプ
              13+ | 30 s | background | しない | あり (シーンを使わないアプリ、SR-2) | 上にスワイプ
            出典: 600 s は OBS (コンソールの `permittedBackgroundDuration: 600`、WWDC 2013 のスライド)、180 s は OBS
            (クラッシュログの `permittedBackgroundDuration: 180`、DTS の "3 minutes")、30 s は DTS ("on current systems you can
            expect about 30 seconds") です。どの数値も Apple のリファレンスドキュメントには載っていません。
            iOS 13 以降も上の列は 13+ の行のままです。それ以降に変わる点を、変更が始まるバージョンごとに示します:
              バージョン | 変更点
              13 | シーン (UIScene ライフサイクル、SC。まだシミュレートしていない)、UIApplicationExitsOnSuspend は無視される (FG-5)
              14 | SwiftUI の `scenePhase` (まだシミュレートしていない)
              15 | プリウォーム (PW-1)
              17 | `onChange(of:initial:)` がシーンの最初の表示時にシーンフェーズを報告できる (まだシミュレートしていない)
              18.4 | シーンを持たないアプリについて UIKit が "CLIENT OF UIKIT REQUIRES UPDATE: This process does not adopt UIScene lifecycle. This will become an assert in a future version." とログに出します: 起動のたびに、UIApplicationMain が始まるとき (プリウォームされたプロセスでは待機の後、PW-1)、willFinishLaunching より前に出る警告
              26 | ログが "`UIScene` lifecycle will soon be required. Failure to adopt will result in an assert in the future." に変わります: 18.4 と同じく起動のたびに出る警告
              27 | 26 の次のメジャーリリースは、その SDK でビルドしたアプリにシーンライフサイクルを必須とし、採用しないアプリは起動しない (シミュレートしません: 26 より後のバージョンは 26 として振る舞う)
            出典は次のとおりです: シーンは DOC ("Managing your app's life cycle")、`scenePhase` は DOC (ScenePhase、iOS 14.0+)、
            プリウォームは DOC ("About the app launch sequence")、`initial:` は DOC (onChange(of:initial:_:)、iOS
            17.0+)、ログの行と必須化は DOC (TN3187)、行の文言と出るタイミングは OBS (デバイスのログ)。
            """,
            resolution: "600/180/30 s という数値はクラッシュログ、コンソール出力、DTS の投稿によるもので、リファレンスドキュメントによるものではありません。本ツールはこれを持ち時間として使います。180 s が 30 s になった時期を示す資料はありません: 2019 年 1 月、iOS 12 の時期の報告ではバックグラウンドタスクが 181 s で期限切れになり (ionic-team/capacitor の issue 1184)、iOS 13 以降の報告と DTS は 30 s としています。2017 年のコメントが 1 件、iOS 11.1 で約 40 s だったと述べていますが (ocetnik/react-native-background-timer の issue 54)、ほかの報告はこれを裏づけていません。そこで iOS 12 までは 180 s、この行のほかの変更と同じ iOS 13 からは 30 s とします。TN3187 は、シーンを持たないアプリについて、挙げたバージョン (18.4 と 26) から UIKit がその行をログに出すと述べていますが、いつ出すかは述べていません。公開されたデバイスのログでは、その行はアプリ自身のプロセスが起動するときに、起動 1 回につき 1 回出ています: デバイスでの実行の Xcode コンソールではアプリの didFinishLaunching のコードが何かを出力するより前に、デバイスのログでは UIKit がアプリのウインドウシーンを作るところに並んで出ており、その後の起動でもそのたびに出ています。Apple のエンジニアは、この行が予告するアサートを、アプリが \"crash on launch\" するものと説明しています。そこで本ツールは、フォアグラウンドでもバックグラウンドでも、アプリのプロセスが起動するたびに UIApplicationMain が始まるところでこの行を出力します (公開されたログは Xcode から実行したフォアグラウンドへの起動のものです。バックグラウンドへの起動でも出るというのは本ツールの推論です: この行はプロセスについて述べており、どの起動も UIApplicationMain を実行するからです): willFinishLaunching より前に、プリウォームされたプロセスでは起動が完了するときに出力します (プリウォームは UIApplicationMain の手前で止まります、PW-1)。文言はデバイスのものです: TN3187 は文を引用しており、ログでは 18.4 の行が UIKit の \"CLIENT OF UIKIT REQUIRES UPDATE:\" に続き、26 の行では `UIScene` がバッククォートで囲まれています。それまでに何があったかによらず起動のたびに出る行は、経路ではなくアプリの構成を示すものです: `lifesim explore` の組み込みの `warning` チェックはこれを数えず、性質 (`never Notes warning PR-1`) に任せます。"
        ),
        .st1: RuleTranslation(
            title: "5 つの状態", versions: "iOS 4+ (iOS 3 にはバックグラウンドの状態がありません)",
            statement: """
            状態は 5 つあります: `not-running`、`inactive`、`active`、`background` (コードを実行中)、`suspended`
            (メモリ上にあるがコードを実行しません)。`applicationState` が報告するのは active/inactive/background だけで、
            サスペンド状態のアプリはコードを実行しないので、この値を読むこともありません。DOC。
            """
        ),
        .st2: RuleTranslation(
            title: "許される遷移とそのコールバック", versions: "すべて",
            statement: """
            許される遷移とそのコールバック:
              遷移元 → 遷移先 | 原因 | コールバック (順に)
              not-running → inactive → active | ユーザによる起動 (シーンベースのアプリは先に → background、SC-5) | willFinishLaunching, [復元 SR-3], didFinishLaunching, didBecomeActive
              not-running → background | バックグラウンドイベントのための起動 (BR-3) | willFinishLaunching, didFinishLaunching, 続いてイベントのコールバック。didBecomeActive は決して呼ばれない
              active → inactive | 割り込み (IN) | willResignActive
              inactive → active | 割り込みの終了 | didBecomeActive
              inactive → background | ホーム画面に戻る操作、ロック (iOS 5+)、別のアプリへの切り替え、着信への応答 | didEnterBackground
              background → suspended | 実行を続けさせるものが何もない (BG-2) | なし: サスペンドは何も通知されない
              suspended → background | バックグラウンドイベント (BR-3) | イベントのコールバック
              background/suspended → inactive → active | ユーザがアプリに戻る | willEnterForeground, didBecomeActive
              suspended → not-running | メモリ不足、ユーザによる強制終了、クラッシュ | なし
              background (実行中) → not-running | ユーザによる強制終了 (TE-2)、オプトアウトしたアプリが didEnterBackground の直後に (FG-5) | willTerminate
              inactive → not-running | マルチタスクなしでホーム画面に戻る操作、または着信への応答 (FG-5, IN-3) | willTerminate
              active または inactive → not-running | アプリが画面にあるときのデバイスの再起動 (TE-3) | willTerminate
              実行中の任意の状態 → not-running | クラッシュ、アプリがバックグラウンドにあるときのデバイスの再起動、ウォッチドッグまたはアサーションによる強制終了 (LA-3, FG-2, BG-5, BG-8, BR-3)、メモリ不足 (MW-1) | なし
            これ以外の順序はあり得ず、トレースに現れてはいけません。willEnterForeground の後には必ず
            didBecomeActive が続きます。DOC, GUIDE。遷移とコールバックがトレース上でどう交互に並ぶか、
            各レコードにどのルールのタグが付くかは docs/EXECUTION_MODEL.md にあります。
            """
        ),
        .la1: RuleTranslation(
            title: "起動中の状態", versions: "すべて (willFinishLaunching は iOS 6 から)",
            statement: """
            willFinishLaunching と didFinishLaunching の実行中、アプリはユーザによる起動なら `inactive` (iOS 13 以降の
            シーンベースのアプリではそのとき `background`: SC-5)、バックグラウンド起動なら `background` です。GUIDE。(willFinishLaunching は iOS 6 からあり、iOS 3-5 では
            didFinishLaunching だけが呼ばれます。)それより前に、新しいプロセスは `UIApplicationMain` より前のアプリ自身の
            コード (`main()`、静的初期化: `on main`。そのハンドラを持つアプリでだけ記録されます) を `not-running` のまま実行します:
            UIApplication もメインの実行ループもまだないので、そこで実行されるのは `log`、`work`、`crash`、
            `read-protected-file` だけで (ほかの呼び出しは警告を出すだけで、何もしません)、そこでのクラッシュは起動を終わらせます。
            プリウォームされたプロセスはプリウォームのときにそれを実行しており (PW-1)、もう一度は実行しません。
            """
        ),
        .la2: RuleTranslation(
            title: "URL を開く", versions: "すべて",
            statement: """
            URL を開くとき: アプリが動いていなければ起動オプションに URL を入れて起動し、didFinishLaunching の後、
            didBecomeActive の前に `openURL` を呼びます。動いていれば willEnterForeground、`openURL`、didBecomeActive の順です。
            OBS (iOS 11 のトレース)、GUIDE。
            """
        ),
        .la3: RuleTranslation(
            title: "起動時のウォッチドッグ", versions: "すべて",
            statement: """
            起動時のウォッチドッグ: willFinishLaunching + didFinishLaunching の処理が 20 秒を超えると、アプリは
            強制終了されます (willTerminate なし。トレースの警告 "failed to launch in time"、コード 0x8badf00d)。OBS
            (19.97 s のクラッシュログ)、DOC QA1592。
            """,
            resolution: "起動時のウォッチドッグは状態の復元 (2 つの起動コールバックの間に行われます) とバックグラウンド起動にも適用します。本ツールが扱っていない点: Apple の『Addressing watchdog terminations』は、アプリが最初のフレームを描画するまで (`scene-create`) を許容時間に数えるため、UIApplicationMain の前の処理や最初のフレームまでの処理も含まれます。また、バックグラウンド起動のクラッシュレポートには 3 秒から 4 秒ほどの CPU 時間の許容量も現れます (\"exhausted CPU time allowance of 3.37 seconds | ProcessVisibility: Background\"、cocoa-mhlw/cocoa issue 958。3.77 秒、Apple のデベロッパフォーラムのスレッド 104020)。これは 20 秒の実時間 (facebook/react-native issue 29088、19.56 秒) とは別のものです。本ツールは 2 つの起動コールバックの処理だけを 20 秒に対して数えます。"
        ),
        .la4: RuleTranslation(
            title: "通知をタップする", versions: "すべて (ローカル通知は iOS 4+、UserNotifications は iOS 10+)",
            statement: """
            通知をタップすると (`tap-notification APP [local|push]`: バナー、通知センター、ロック画面のいずれか)、
            アイコンをタップしたときと同じようにそのアプリが開きます: ロック画面と通知センターが閉じ、最前面のアプリが
            離れ (FG-3)、App スイッチャーのカードが先頭に移り (TE-1)、アプリが起動する (`launched-by notification`) か、戻ります (FG-4)。
            アプリは inactive の間 (シーンベースのアプリのコールド起動では、このとき applicationState は background です。SC-5)、didFinishLaunching または willEnterForeground の後、didBecomeActive の前に通知を受け取ります:
              iOS 10+: didReceiveNotificationResponse (userNotificationCenter(_:didReceive:withCompletionHandler:))
              iOS 4-9、リモート通知: アプリが動いていれば didReceiveRemoteNotification (コールド起動では iOS 7 から。
                それより前は起動オプションの中だけ)
              iOS 4-9、ローカル通知: アプリが動いていれば didReceiveLocalNotification (コールド起動では起動
                オプションの中だけ)
            すでに active なアプリ (iOS 10+: その上にバナーが出ます。willPresentNotification の後、IN-4) は
            didReceiveNotificationResponse だけを受け取ります。最前面にあって通知センターの下で inactive なアプリは、
            iOS 11 からは先に active になってから通知を受け取り、それより前は逆の順になります。DOC, OBS。
            """,
            resolution: "この順序は、UNUserNotificationCenter のデリゲートを持たないアプリのコールバックについて観測されたものです: regularberry/AppLaunchSequence (iOS 11.0.3) は、バックグラウンドからの復帰で willEnterForeground、didReceiveRemoteNotification (inactive)、didBecomeActive を、コールド起動で didBecomeActive より前の didReceiveRemoteNotification (inactive) を記録しています。公開された iOS 10 のテストも同じ 2 つの順序を示し、コールド起動での呼び出しは完了ハンドラ付きの版にだけ行われるといいます (別の回答は \"iOS 9+, maybe 8\"。その版が登場した iOS 7-8 については本ツールが外挿します)。iOS 10 以降の userNotificationCenter(_:didReceive:) の位置を示す公開ログはありません。Apple はデリゲートを didFinishLaunching から戻る前に設定するよう求めています。本ツールは、このメソッドを古いコールバックが観測されたのと同じ位置に置き、そのことを明記します。Apple のバグ報告 34332569 は、iOS 11 で通知センターの下で inactive だったアプリがこのコールバック内で applicationState が active を返し、iOS 10.3.3 では inactive を返したと報告しています。バージョンによって順序を変えるのはこのためです。iOS 10 以降のすべてのアプリを UNUserNotificationCenter のデリゲートを持つものとしてモデル化します。"
        ),
        .fg1: RuleTranslation(
            title: "active なアプリからホーム画面に戻る", versions: "iOS 4+",
            statement: """
            active な状態からホーム画面に戻ると、willResignActive、didEnterBackground の順に呼ばれます。その後 BG-2 が background か
            suspended かを決めます。DOC。
            """
        ),
        .fg2: RuleTranslation(
            title: "didEnterBackground に与えられるのは 5 秒 (iOS 13 からは 10 秒)", versions: "iOS 4+ (iOS 13 からは 10 秒)",
            statement: """
            didEnterBackground に与えられるのは iOS 4-12 では 5 秒、iOS 13 からは 10 秒です: その処理がそれより長くかかると、
            アプリは強制終了されます (willTerminate なし、0x8badf00d)。DOC、OBS。
            """,
            resolution: "Apple のドキュメントは、どのバージョンでもこのメソッドに 5 秒を与えるとしています。iOS 13 からは、バックグラウンドに移る途中で強制終了されたアプリのクラッシュレポートが別の値を示します: FrontBoard のウォッチドッグ (\"scene-update\") の \"exhausted real (wall clock) time allowance of 10.00 seconds | ProcessVisibility: Background\" です (firebase-ios-sdk issue 3759、iOS 13.1、2019 年。iOS 16.1 の 2022 年のレポート。osmandapp/OsmAnd-iOS プルリクエスト 3596、2024 年)。深刻な熱状態のもとでは許容時間が 45 秒に延びたレポートもあります (nightscout/Trio issue 1109、iOS 26.4.1) が、本ツールは通常の 10 秒とします。iOS 13 からはデバイスに従います。FG-5 と同じく、デバイスの実際の動作はドキュメントの要約に優先するからです。iOS 13 より前については許容時間を示す公開されたレポートが見つからないため、Apple の 5 秒のままとします。"
        ),
        .fg3: RuleTranslation(
            title: "別のアプリへの切り替え", versions: "iOS 4+",
            statement: """
            別のアプリへの切り替え (App スイッチャー、URL、書類からの起動) は、最前面のアプリをホーム画面に戻ったときとまったく
            同じようにバックグラウンドへ移します。これは、切り替え先のアプリのコールバックより前に起こります。GUIDE。
            """
        ),
        .fg4: RuleTranslation(
            title: "フォアグラウンドへの復帰", versions: "iOS 4+",
            statement: """
            フォアグラウンドに戻るときは、アプリが background だったか suspended だったかにかかわらず、willEnterForeground、
            didBecomeActive の順に呼ばれます。DOC。
            """
        ),
        .fg5: RuleTranslation(
            title: "マルチタスクなし、または exits-on-suspend", versions: "iOS 3、マルチタスクなし、exits-on-suspend は iOS 4-12",
            statement: """
            マルチタスクがないとき (iOS 3、`multitasking off` のデバイス)、ホーム画面に戻ると willResignActive、続いて
            willTerminate となり、アプリは not-running になります。バックグラウンドに入ることはありません。`exits-on-suspend`
            (UIApplicationExitsOnSuspend、iOS 4-12) では、バックグラウンドへのどの経路 (ホーム画面に戻る操作、ロック、別のアプリ、
            着信への応答) でも willResignActive、didEnterBackground (その 5 秒のウォッチドッグが適用される、FG-2)、続いて
            willTerminate となり、アプリは not-running になります: サスペンドされることも、バックグラウンドで動くことも
            ありません (beginBackgroundTask は無効な識別子を返す、BG-9。fetch、content-available のプッシュ、位置情報の
            イベントは、アプリをバックグラウンドで起動せずに破棄されます)。GUIDE, OBS。`exits-on-suspend` は
            iOS 13 から無視されます (非推奨。トレースに警告)。
            """,
            resolution: "Apple のガイドは、オプトアウトしたアプリは \"never enters the background or suspended states\" と述べ、ホーム画面に戻る操作については applicationWillTerminate: だけを挙げています。公開されたデバイスのログはこれと食い違います: O'Reilly の『iOS 5 Programming Cookbook』(レシピ 12.10、『iOS 7 Cookbook』でも同じ) は applicationDidEnterBackground: に続けて applicationWillTerminate: を挙げ、2015 年の pinkstone.co.uk のデバイステストも両方のメソッドを記録しています。本ツールは exits-on-suspend についてはログに従い (デバイスの実際の動作はガイドの要約に優先します)、その前に willResignActive を置きます。active 状態から離れるときは必ず送られるからです (ログには、willResignActive が呼ばれたかどうかは記録されていません)。マルチタスクのないデバイス (iOS 3) では didEnterBackground を示すログはなく、iOS 3 にはそもそもこのメソッドがありませんでした。そこではガイドどおり willTerminate だけとします。"
        ),
        .in1: RuleTranslation(
            title: "アラート型の割り込み",
            versions: "すべて (通知センターは iOS 5+、コントロールセンターは iOS 7+。通知センターで willResignActive が 2 回呼ばれるのは iOS 11 から)",
            statement: """
            アラート型の割り込み (全画面の着信 (IN-5)、SMS のアラート、システムのアラート、iOS 5+ の通知センター、iOS 7+ の
            コントロールセンター、アプリの上に開いた App スイッチャー) では willResignActive だけが呼ばれ、アプリは
            inactive のままです。iOS 11 からは、active なアプリの上に通知センターを引き下ろすと willResignActive、
            didBecomeActive、willResignActive となります (引き下ろすとまずロック画面に似たシートが出ます)。閉じると
            didBecomeActive が 1 回呼ばれます (IN-2)。GUIDE, OBS。
            """,
            resolution: "バージョンごとの通知センター: 2013-2015 年 (iOS 6-8) の記録では willResignActive は 1 回です。iOS 13.5 (flutter/flutter issue 60683) と iOS 16.2 (jonataslaw/getx issue 2758) のデバイスの報告は、開くときに inactive、`resumed`、inactive を、閉じるときに `resumed` を 1 回記録しています。Apple のバグ報告 49216830 (openradar のミラー 21113) は iOS 11 と 12.1.4 で余分な didBecomeActive 相当の呼び出しを観測し、iOS 10 では再現できませんでした。iOS 11 や 12 で一連の流れ全体を記録した出典はないため、iOS 11 を最初のバージョンとするのはこの 1 件の報告によります。本ツールはこれに従います。コントロールセンターにはそのような報告がなく、willResignActive は 1 回のままとします。"
        ),
        .in2: RuleTranslation(
            title: "割り込みが閉じられる", versions: "すべて",
            statement: """
            割り込みが閉じられると (着信の拒否、アラートやオーバーレイを閉じる、App スイッチャーを閉じてアプリに戻る)、
            didBecomeActive が呼ばれます。GUIDE。
            """
        ),
        .in3: RuleTranslation(
            title: "着信に応答する", versions: "すべて",
            statement: """
            着信に応答すると、iOS 4 以降ではアプリはバックグラウンドに移ります (didEnterBackground)。iOS 3 では終了し
            (willTerminate)、通話が終わるとユーザはホーム画面に戻ります。iOS 4 以降では通話が終わるとユーザはアプリに
            戻されます (willEnterForeground、didBecomeActive)。GUIDE。
            """,
            resolution: "応答すると、アプリを覆っていたもの (App スイッチャー、アラート、通知センターやコントロールセンター) は通話画面に置き換わります。通話が終わるとユーザはアプリそのものに active な状態で戻り、オーバーレイの下には戻りません (オーバーレイの下に戻ると、willEnterForeground の後に didBecomeActive が来ないことになり、ST-2 に反します)。"
        ),
        .in4: RuleTranslation(
            title: "バナーは何も変えない", versions: "すべて (ローカル通知は iOS 4+)",
            statement: """
            バナー通知は何も変えません: active でないアプリへの通知 (`push APP`、`local-notification APP`) はバナーか
            ロック画面の項目を表示するだけで、コールバックは呼ばれません。active なアプリでは、通常のプッシュは
            didReceiveRemoteNotification に届き、ローカル通知は iOS 10 からは willPresentNotification
            (userNotificationCenter(_:willPresent:withCompletionHandler:))、iOS 4-9 では didReceiveLocalNotification に届きます。
            通知をタップした場合は LA-4 に従います。GUIDE, DOC。
            """,
            resolution: "まだモデル化しておらず、未解決の点です: iOS 10 からは、active なアプリへのプッシュは willPresentNotification にも届くと考えられます。Apple のデリゲートのリファレンスはローカルとリモートを区別しておらず (\"If your app is in the foreground when a notification arrives, the shared user notification center calls this method\")、Batch iOS SDK が記録した実行 (BAApplicationLifecycle.h、iOS 14) は、アプリが最前面にあるときに開いたプッシュで willPresent を示しています。Kii の SDK ガイドは、didReceiveRemoteNotification:fetchCompletionHandler: はペイロードにかかわらずフォアグラウンドで呼ばれるとしています。2 つの順序を示す公開されたログがないため、本ツールは didReceiveRemoteNotification だけのままとします。"
        ),
        .in5: RuleTranslation(
            title: "バナーで表示される着信", versions: "iOS 14+ (既定はバナー、フルスクリーンは設定)",
            statement: """
            iOS 14 から、ロックされていない iPhone への着信はバナーで表示されます。ただし、設定 › 電話 › 着信の
            表示が「フルスクリーン」 (`setting incoming-calls full-screen`) の場合を除きます。バナーの場合、最前面のアプリに割り込みは起きず、バナーが
            鳴っている間も、拒否したときも、バナーの中で応答したときも (通話はコンパクトなまま) コールバックは
            呼ばれません。バナーをタップする (`call expand`) と通話が画面全体に広がり、そこからは IN-1 の全画面の
            着信 (willResignActive) となります。拒否すれば IN-2、応答すれば IN-3 に従います。ロックされた iPhone、iOS 14 より前、
            「フルスクリーン」を選んだ場合は、どの着信も画面全体に表示されます (IN-1)。
            """,
            resolution: """
            Apple の AVAudioSession のリファレンス (setPrefersNoInterruptionsFromSystemAlerts、iOS 14.5) は、\
            iOS 14 からユーザが着信をバナーで表示するか全画面で表示するかを選べること、バナーの場合はユーザが\
            応答したときにだけオーディオセッションに割り込みが起きることを述べています。アーカイブのガイドは、バナーは\
            「アプリを inactive にしない」としています。着信のバナーのライフサイクルのコールバックを示した Apple の\
            ページはなく、デリゲートのログも見つからなかったため、開発者の報告を読みました: iPhone 15 Pro \
            (flutter/flutter の issue 145193、2024) は着信で inactive になりません。CallKit のプラグインの利用者 \
            (flutter_callkit_incoming の issue 343、2023) は、開いているアプリの上に表示された着信に応答しても\
            ライフサイクルは変わらず、タップして全画面にすると通常の変化が起こると報告しています。本ツールは、\
            バナーは何も変えず、そのタップは IN-1 の割り込みであると解釈します。オーディオの割り込みそのもの \
            (AVAudioSession) はモデル化しません。バナーの中で応答したあとのコンパクトな通話 (携帯電話の通話、\
            またはアプリ自身の CallKit の通話) がどうなるかはどこにも記録がありません。本ツールは通話が終わるまで\
            アプリを active のままにします。
            """
        ),
        .lk1: RuleTranslation(
            title: "iOS 3 と 4 のロック", versions: "iOS 3-4、マルチタスクなし",
            statement: """
            iOS 3 と 4、およびマルチタスクのないすべてのデバイスでは、ロックすると willResignActive だけが呼ばれ、
            ロックを解除すると didBecomeActive が呼ばれます。OBS。
            """
        ),
        .lk2: RuleTranslation(
            title: "iOS 5 からのロック", versions: "iOS 5+",
            statement: """
            iOS 5 以降では、ロックすると willResignActive、didEnterBackground が呼ばれます (続いて BG-2)。ロックを解除すると willEnterForeground、
            didBecomeActive が呼ばれます。OBS, GUIDE。
            """
        ),
        .lk3: RuleTranslation(
            title: "常時表示ディスプレイでのロック", versions: "iOS 16+ (常時表示ディスプレイのある iPhone)",
            statement: """
            常時表示ディスプレイがオンの iPhone (`setting always-on on`。iPhone 14 Pro 以降、iOS 16+) では、ロックすると
            画面は消えずに暗くなります: 最前面のアプリは willResignActive、didBecomeActive を受け取り、続いて LK-2 の
            willResignActive と didEnterBackground を受け取ります。シーンベースのアプリのシーンも同じです
            (sceneWillResignActive、sceneDidBecomeActive、sceneWillResignActive、sceneDidEnterBackground)。ロックの解除は
            LK-2 のとおりです。
            """,
            resolution: """
            Apple のページには説明がありませんが、開発者のログは一致しています: iOS 16.5.1 の iPhone 14 Pro 上の `Flutter` アプリは、\
            サイドボタンでロックすると `inactive`、`resumed`、`inactive`、`paused` と記録し、同じ iOS の iPhone 13 Pro Max \
            では起こりません (flutter/flutter の issue 130055、2023)。公開された UIKit のコールバックの表 \
            (phillip5094.tistory.com、投稿 283) は、常時表示がオンのとき willResignActive、didBecomeActive、\
            willResignActive、didEnterBackground とし、アプリデリゲートとシーンデリゲートで同じとしています。実機では\
            この切り替えはボタンを押してから約 1 秒後に起こります (island.is のプルリクエスト 23161)。シミュレーションでは\
            ロックの時点に置きます。ある報告 (flutter/flutter の issue 60683、2025) は、このディスプレイのない iPhone 15 \
            (iOS 18.3) でも見られるとしています。本ツールはこの動作を既定でオフの設定のままにします。オンにするのは、ディスプレイのある iPhone を扱うシナリオです。
            """
        ),
        .lk4: RuleTranslation(
            title: "パスコードでのロックは保護されたファイルを読めなくする", versions: "iOS 4+",
            statement: """
            パスコードをすぐに要求する設定 (`setting passcode on`) では、`lock` の 10 秒後に、保護されたファイル
            (`FileProtectionType.complete`) の鍵が破棄されます。それより前に `unlock` があれば破棄されません。破棄されると、
            コードを実行中のアプリ (たとえばタスクでバックグラウンドにいるアプリ) はすべて、ホーム画面の順に
            applicationProtectedDataWillBecomeUnavailable を受け取り、ロック解除まで `isProtectedDataAvailable` は `false` で、
            `read-protected-file` は失敗します ("Operation not permitted")。サスペンド状態のアプリには何も届きません。`unlock` では、
            最前面のアプリが戻る前に、コードを実行中のアプリはすべて applicationProtectedDataDidBecomeAvailable を受け取り、
            サスペンド状態のアプリは次に実行されたとき、一緒に保留されたメモリ警告 (MW-3 が先です) を除くほかの何よりも先に
            それを受け取ります。パスコードがなければ (ここでの既定) これらはどれも起こりません。DOC、DTS、OBS。
            """,
            resolution: """
            Apple Platform Security: "Shortly after the user locks a device (10 seconds, if the Require Password \
            setting is Immediately), the decrypted class key is discarded"。デリゲートメソッドのリファレンスは、デバイスが \
            "is about to be locked and … protected files … might become unavailable shortly" としています。コールバックが\
            ロックの何秒後に届くかを記録したログはありません。Delta Chat のログ (deltachat-ios の issue 1984、iOS 17) では、30 秒の\
            バックグラウンドタスクの残りが 12 秒のとき、つまりロックでバックグラウンドに入ってから数秒後に届いています。\
            そこで本ツールは、これをロックの 10 秒後、鍵が破棄される時点で届けます (Apple によれば、このときからファイルが読めなくなります)。受け取れるのは\
            実行中のコードだけです。サスペンド状態のアプリに何が届くかは Stack Overflow のログ (質問 71025205、\
            iOS 15.0) から読みました: プリウォームからサスペンド状態だったプロセスは、ロック解除の後にユーザが開いたとき、\
            シーンが接続される前に applicationProtectedDataDidBecomeAvailable を受け取りました。ロック解除での最前面の\
            アプリの復帰との順序もこのログによります。ロック解除時に実行中のアプリへ届けるのは本ツールの読み方です。Apple \
            のエンジニア (フォーラムのスレッド 771951) は、このメソッドは保証ではなく、保護されたデータに安全に触れるのは\
            アプリが active な間だけだと注意しています。読み込みのエラーは NSPOSIXErrorDomain 1、"Operation not \
            permitted" として公開されています (cryptomator/ios の issue 11)。鍵がない間に起動または再開したアプリでは、`isProtectedDataAvailable` が `false` を\
            返します。より長い「パスコードを要求」の遅延と、キーチェーンのクラスはモデル化していません。同じサスペンド状態の\
            アプリに保留されたメモリ警告とこのコールバックの順序を示す資料はありません (Apple の "Processing queued \
            notifications" にはどちらも載っていません)。MW-3 は保留された警告がほかのどのコールバックよりも先に届くとしているので、\
            警告が先です。実行が毎回同じになるよう、この一つの順序に固定しています。
            """
        ),
    ]
}
