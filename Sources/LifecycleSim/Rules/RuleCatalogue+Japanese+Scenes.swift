extension RuleCatalogue {
    /// The rules of the group SC in Japanese (RuleCatalogue+Scenes.swift).
    static let japaneseSceneRules: [RuleID: RuleTranslation] = [
        .sc1: RuleTranslation(
            title: "シーンベースのアプリは UI のライフサイクルをシーンを通じて受け取る",
            statement: """
            iOS 13+ で `scenes` を持つアプリは、UI のライフサイクルをシーンデリゲートを通じて受け取ります: UIKit は
            アプリデリゲートの didBecomeActive、willResignActive、didEnterBackground、willEnterForeground を呼びません。
            willFinishLaunching、didFinishLaunching、willTerminate、メモリ警告、バックグラウンドイベントは
            アプリデリゲートに残ります。iOS 12 以前では `scenes` は受け付けられますが、警告が出て無視され、アプリデリゲートが
            UI のコールバックを受け取ります。
            """,
            resolution: "シーンベースのアプリを起動する URL は willConnect の接続オプションに入って届くので、そのための別のコールバックは記録しません。シーンが接続されている間に開かれた URL は scene(_:openURLContexts:) (sceneOpenURLContexts) に届きます。onmyway133 のシーンデリゲートについてのノートが説明するとおりです。"
        ),
        .sc2: RuleTranslation(
            title: "バックグラウンドのルールはプロセス単位のまま",
            statement: """
            バックグラウンドのすべてのルール (BG, BM, BR, TE, MW) は、シーンベースのアプリのプロセスにそのまま当てはまります:
            持ち時間はアプリの最後のフォアグラウンドのシーンがバックグラウンドに移ったときに始まります。サスペンド、
            期限切れ、強制終了はプロセス単位です。content-available のプッシュか位置情報のイベントのためにバックグラウンドで
            起動すると、didFinishLaunching のあとシーンがバックグラウンドのまま接続されます: willConnect (新しいセッションでは
            その前に configurationForConnecting、SC-3)。フォアグラウンドのコールバックも sceneDidEnterBackground もなく、
            続いてイベントのコールバックが呼ばれます。background fetch や BGTaskScheduler のタスクのための起動では、
            シーンは接続されません。
            """,
            resolution: "修正しました (2026-11-26): このルールは、どのバックグラウンド起動もシーンを接続しないとしていました。公開された実機ログ (Batch iOS SDK の BAApplicationLifecycle.h、iOS 14、起動していなかったシーンベースのアプリ、\"Notification (bg refresh) with app killed\") では、didFinishLaunching のあと、シーンが unattached のまま UISceneWillConnectNotification があり、シーンがバックグラウンドのまま didReceiveRemoteNotification が呼ばれ、フォアグラウンドのコールバックはありません。Apple の \"Managing your app's life cycle\" も、システムが要求したシーンは \"typically moves to the background so that it can process an event\" であり \"the system might launch the scene in the background to process a location event\" と書きます。本ツールはプッシュと位置情報のイベントについて両者に従い、iOS 13 以降のすべてのバージョンに当てはめます (ログは iOS 14 のもので、iOS 13 が異なるという出典はありません)。background fetch と BGTaskScheduler による起動については、シーンの有無を示すログが見つからず、WordPress-iOS の変更 (プルリクエスト 25643、2026) はバックグラウンド起動の処理はウインドウができる前に実行されると記しています。本ツールはこれらではシーンを接続せず、未確認であることをここに記します。"
        ),
        .sc3: RuleTranslation(
            title: "シーンベースのアプリのコールド起動",
            statement: """
            ユーザが起動すると、次の順に進みます: アプリは not-running → background (SC-5: inactive ではありません)、willFinishLaunching、
            didFinishLaunching、UIKit が新しいシーンセッションを作るときは configurationForConnecting、新しいシーンが
            unattached → foreground-inactive、willConnect、sceneWillEnterForeground (アプリはまだ background。iOS 13
            ではその直後に inactive になります)、シーンが → foreground-active、sceneDidBecomeActive (アプリは iOS 14 以降では
            background、iOS 13 とタップされた通知の後では inactive、SC-5)、続いてアプリが → inactive → active となります。シーンセッションはプロセスより長く残ります: 初めての起動でセッションが作られ、
            ユーザが閉じた場合以外の理由でプロセスが終わった後 (システムによる強制終了、メモリ不足、クラッシュ、ウォッチドッグ、再起動、
            `terminate`) の起動では保存されたセッションに再接続し、configurationForConnecting なしで willConnect が
            呼ばれます。セッションを破棄するのはユーザが App スイッチャーで実行中のアプリを閉じたとき (`switcher kill APP`、
            または最後のウインドウ: SC-8) だけで、その後の起動では新しいセッションが作られます。コードを実行していない
            ときにスワイプで閉じられたアプリは、最後のセッションを保ちます (TE-2 の解釈)。ウインドウごとに
            セッションがあります (SC-6)。
            """,
            resolution: "確認したこと: Apple デベロッパフォーラムのスレッド (732170) は起動時に sceneWillEnterForeground、続いて sceneDidBecomeActive を出力しており、シーンデリゲートの解説記事も didFinishLaunching の後に willConnect、sceneWillEnterForeground、sceneDidBecomeActive を挙げています。Big Nerd Ranch のガイド (『iOS Programming』第 7 版、'Scene State Transitions') はシーンが willConnect、続いて sceneDidBecomeActive を受け取るとだけ述べ、sceneWillEnterForeground に触れていませんが、本ツールはこれを簡略化した説明と読みます。修正 (監査による): このルールは以前、当初の仕様に従い、すべてのコールド起動で新しいセッションを始めて configurationForConnecting を問い合わせていました。Stack Overflow の質問 (63520008) と luxmentis.org は、保存されたセッションを復元する起動ではそれが省かれると報告しており、Apple のリファレンスもこれと一致します: UISceneSession は、UIKit がシーンの存続期間中セッションを保ち、ユーザが App スイッチャーでシーンを閉じたときにセッションを破棄すると述べます。configurationForConnecting は新しいシーンを作る直前に呼ばれます (Xcode のテンプレート: 新しいシーンセッションが作られるとき)。UIApplication.openSessions はシーンが active なセッションとシステムがアーカイブしたセッションを持ち、アーカイブされたセッションには接続されたシーンがありません。didDiscardSceneSessions は、アプリが動いていなければ閉じられたシーンを次の起動で伝えます。したがってセッションはプロセスより長く残り、新しいセッションが要る起動だけが configurationForConnecting を問い合わせます。再起動でもセッションは残ります: iOS 26 の UIScene.DestructionCondition.systemDisconnection は、システムによる切断 (プロセスの終了やデバイスの再起動) のときに破棄されることを、シーンが選べるようにするものです。これを選ばなければ、どちらの場合もシーンは破棄されません。アプリが自分のセッションを破棄すること (requestSceneSessionDestruction) はシナリオ言語にありません。修正 (2026-11-23): この手順でのアプリの状態は以前 not-running → inactive で、sceneDidBecomeActive の前に active でしたが、Batch iOS SDK が記録した起動 (iOS 13 と 14) と Bugsnag (bugsnag-cocoa のプルリクエスト 1263) は起動コールバックの間 background であることを示すため、現在、この手順でのアプリの状態は SC-5 で説明するとおりです。"
        ),
        .sc4: RuleTranslation(
            title: "シーンでのホーム画面への移動、復帰、割り込み、ロック",
            statement: """
            ホーム画面に戻ると、sceneWillResignActive、シーンが → foreground-inactive、シーンが → background (アプリは →
            background)、sceneDidEnterBackground の順に進みます。stateRestorationActivity を実装しているアプリでは、続いて stateRestorationActivity が呼ばれます。
            アプリに戻ると、sceneWillEnterForeground、シーンが → foreground-inactive →
            foreground-active、sceneDidBecomeActive の順に進みます。割り込み (IN) とロック (LK-2) では、同じコールバックのシーン版が
            呼ばれます。
            """
        ),
        .sc5: RuleTranslation(
            title: "アプリの状態はそのシーンから導かれる",
            statement: """
            シーンベースのアプリは、いずれかのシーンが foreground-active なら active、いずれかが foreground-inactive で
            active なものがなければ inactive、接続中のすべてのシーンがバックグラウンドにあるか接続中のシーンがなければ
            background (またはサスペンド状態、BG-2) です。アプリの遷移は、それを引き起こしたシーンの遷移の直後に記録されます。
            ただしアプリがフォアグラウンドに来る間は、アプリの状態はシーンより遅れます: ユーザによる起動ではアプリは
            not-running → background と記録され、willFinishLaunching、didFinishLaunching、willConnect、
            sceneWillEnterForeground の間は background です。iOS 13 では sceneWillEnterForeground の直後に inactive に
            なります (iOS 14 以降では、タップされた通知のコールバックがあればその直後、なければ sceneDidBecomeActive の後)。
            起動と復帰の最後には、アプリは sceneDidBecomeActive の中ではまだ inactive (上の場合は background) で、その直後に active
            になります。シーンを持たないアプリは変わりません。
            """,
            resolution: "修正 (2026-11-23 の調査): このルールは以前、当初の仕様に従ってユーザによる起動を not-running → inactive と記録し、アプリを sceneDidBecomeActive の直前に active にしていましたが、公開された実機ログはこれと異なります。Batch iOS SDK の BAApplicationLifecycle.h は、iOS 14 のシーンベースのアプリのコールド起動で、didFinishLaunching、willConnect、sceneWillEnterForeground、sceneDidActivate (シーンは foreground-active) の間アプリを background と記録し、UIApplicationWillEnterForegroundNotification で inactive、UIApplicationDidBecomeActiveNotification で active と記録しています。iOS 13 では sceneWillEnterForeground までが background、その直後 (シーンは foreground-inactive) と sceneDidActivate で inactive、その後が active です。iOS 14 の通知からのコールド起動では userNotificationCenter:didReceive: で background、sceneDidActivate で inactive です。バックグラウンドからの復帰 (iOS 14) では sceneWillEnterForeground で background、sceneDidActivate で inactive、その後が active です。Bugsnag (bugsnag-cocoa のプルリクエスト 1263: \"UIScene-based apps are launched with a background UIApplicationState\"、および 1307) と Firebase (firebase-ios-sdk のプルリクエスト 15912、issue 15802: 通常のフォアグラウンドでの起動でも didFinishLaunching で background) も一致します。エンジンはいまこれらの状態を記録し、ハンドラが読む `applicationState`、`expect APP state`、Swift API もそれを返します。シーンに追いつくアプリの遷移には、トレースで SC-5 のタグが付きます。バックグラウンドからの復帰のログは iOS 14 のものだけですが、iOS 13 のコールド起動も同じ手順を示すため、active になる手順の遅れを iOS 13 以降のすべての復帰 (ホーム画面に戻る操作やロックの後の復帰、Split View でのウインドウの復帰、SC-7) に当てはめます。復帰するアプリは、これまでどおりシーンの直後に inactive になります: ログの UIApplicationWillEnterForegroundNotification ではまだ background ですが、シーンベースのアプリはアプリデリゲートの willEnterForeground を受け取りません (SC-1)。変わらないのは、バックグラウンド起動 (SC-2)、プリウォーム (PW-1)、割り込みの終わり (IN)、シーンを持たないアプリ (LA-1: 起動コールバックの間は inactive) です。"
        ),
        .sc6: RuleTranslation(
            title: "マルチシーンアプリの別のウインドウを開く", versions: "iOS 13+ (iPad)",
            statement: """
            (iPad、`scenes multiple`) `open-window` と `request-scene`: アプリは configurationForConnecting を受け取り、
            続いて新しいシーンが willConnect、sceneWillEnterForeground、sceneDidBecomeActive を受け取ります。画面上で
            置き換えられるシーンはホーム画面に戻ったときと同じように離れます (アプリの切り替えと同じく、inactive への移行と
            バックグラウンド移行のコールバックが先)。iPhone、iOS 13 より前、または `multiple` のないアプリでは、
            リクエストは拒否され、警告が出ます (`request-scene` では、呼び出しのエラーハンドラの警告)。`open-window`
            にはすでに開いているウインドウが必要です (最初のウインドウは `launch` が開きます)。`request-scene` は、それを
            呼んだコードが戻ってから処理され、画面上で active なアプリの場合だけ受け付けられます。
            """,
            resolution: "Apple のリファレンスはコールバックを示していますが、置き換えられるシーンとの順序は示していません。本ツールは当初の仕様に従います: 画面上のシーンがアプリの切り替え (FG-3) と同じく先に離れるので、ウインドウが 1 つのアプリは新しいシーンが接続される前に一瞬バックグラウンドになります (SC-5)。"
        ),
        .sc7: RuleTranslation(
            title: "Split View: 両方のシーンが foreground-active", versions: "iOS 13+ (iPad)",
            statement: """
            Split View (`split APP/N APP/M`、iPad、iOS 13+) では両方のシーンが同時に foreground-active なので、
            2 つのアプリ (または 1 つのアプリの 2 つのシーン。これには `scenes multiple` が必要) が同時に active です:
            画面上にあったほかのものはホーム画面に戻ったときと同じように離れ、続いて各シーンがホーム画面の順、次にシーン
            番号の順に戻ります (sceneWillEnterForeground、sceneDidBecomeActive)。割り込みは両方を inactive にし、その
            終了で両方が再び active になります。引数なしの `split` で Split View が終わります (2 つ目のシーンがホーム画面に戻ったときと同じように
            離れます)。ホーム画面に戻る操作、ロック、別のアプリの起動では両方が画面から去り、ロックの後でロックを解除すると
            両方が再び横に並んで表示されます (LK-2: ロックの解除はユーザが離れた画面に戻ります)。一方がクラッシュするともう一方が画面全体を使います。
            """,
            resolution: "調査課題: 両方のアプリが active なのか、最後に触れた方だけなのかは、まだ分かっていません。Apple の activeAppearance のリファレンスは、最前面でないシーンもユーザの操作を受け付けられる間は foreground-active のままで、システムの割り込み (コントロールセンター、アラート、Siri、App スイッチャー) が最前面に出たときにだけ foreground-inactive になるとしています。アーカイブされた 'Adopting Multitasking Enhancements on iPad' ガイドは、プライマリとセカンダリのアプリが対等の立場で両方ともフォアグラウンドで動くとしています。iOS 9 の解説記事 (shinobicontrols) は、Split View にはフォアグラウンドのアプリもバックグラウンドのアプリもないとしています。本ツールの解釈: 両方のシーンが foreground-active で、割り込みは両方を inactive にします。iPadOS 26 のウインドウ機能について確認しました (2026-11-26): 同じ activeAppearance のリファレンスは、操作を奪うものとして \"another app's window covering it in windowed apps\" を挙げ、SwiftUI の ScenePhase のリファレンスは \"An active scene isn't necessarily front-most\" と書いています。触れることのできる表示中のウインドウはすべて foreground-active のままで、最前面のものは見た目で示されるだけです。新しいウインドウ機能についての Apple の WWDC25 のセッションと TN3192 は、アクティベーションを変えることを何も述べていません。そのため iPadOS 26 でも画面上のウインドウにはこのルールを当てはめます。別のアプリのウインドウに完全に覆われたウインドウはモデル化しません (言語にウインドウの位置がありません)。"
        ),
        .sc8: RuleTranslation(
            title: "シーンを閉じる、またはスワイプで閉じるとそのセッションは破棄される",
            statement: """
            ユーザが閉じた (`close-window APP/N`)、またはスワイプで閉じた (`switcher kill APP/N`、iPad) シーンは
            破棄されます: 実行中のアプリは sceneDidEnterBackground (フォアグラウンドにあった場合。active だった場合は
            その前に sceneWillResignActive) と sceneDidDisconnect を受け取り、続いてアプリデリゲートで
            didDiscardSceneSessions を受け取ります。サスペンド状態のアプリはその時点では何も知らされず、次に動くときに
            sceneDidDisconnect と didDiscardSceneSessions を受け取ります。先に強制終了された場合は、次の起動時、
            didFinishLaunching の直後に didDiscardSceneSessions を受け取ります。実行されていないアプリは、次の起動まで
            ウインドウごとのカードを残します。そのカードをスワイプで閉じると、その起動時に同じように知らされます。
            アプリの最後のウインドウを閉じると、TE-2 と同じくプロセスが終わります: 破棄の後、実行中のアプリには
            willTerminate が届き、サスペンド状態のアプリには何も知らされず、最後のウインドウのセッションは次の起動のために
            保たれます (TE-2 の解釈。実行されていないアプリの最後のカードも同じです)。実行中のアプリの最後のウインドウのカードを
            スワイプで閉じるのは、アプリ自体のスワイプ `switcher kill APP` と同じです (TE-2: シーンが切断されて破棄され、
            続いて willTerminate。sceneDidEnterBackground はありません)。そのため両者のコールバックは同じになります。
            """,
            resolution: "調査課題: バックグラウンドで実行中のシーンアプリが willTerminate の前に sceneDidDisconnect を受け取るかどうかです。Apple の sceneDidDisconnect のリファレンスは、ユーザが App スイッチャーでシーンを閉じると UIKit がシーンを切断するとし、didDiscardSceneSessions のリファレンスは、ユーザが App スイッチャーからシーンを取り除いたとき、またはアプリが実行されていなければ次の起動時に呼ばれるとしています。Firefox for iOS のエンジニア (issue 12622) は、シーンの切断と破棄は常に willTerminateNotification の前に起こると述べ、tao のレビュアー (プルリクエスト 1261) はそれをおそらく正しいが文書化されていないとしています。Apple デベロッパフォーラムのスレッド 732170 は、iPhone でのスワイプによる強制終了を sceneWillResignActive、続いて sceneDidDisconnect と記録し、sceneDidEnterBackground はありません。当初の仕様は、まだフォアグラウンドにあるシーンにもバックグラウンドに移る段階を置いていて、このログとは食い違うことが分かっています。本ツールは、sceneDidDisconnect、didDiscardSceneSessions、willTerminate の順と解釈します。サスペンド状態のアプリは何も知らされず、次の起動時に didDiscardSceneSessions を受け取ります。後に再確認しました: 公開された Stack Overflow の回答 (Matt Neuburg、ミラー) は、iPad で最前面のシーンを上にスワイプしたときを sceneDidDisconnect、application(_:didDiscardSceneSessions:)、applicationWillTerminate(_:) と記録しており、本ツールが従う順序と同じです (これもフォーラムのスレッドと同じく、画面上にあるシーンについて sceneDidEnterBackground を示していませんが、本ツールは当初の仕様のバックグラウンドの段階を残します)。一方 iPhone では、破棄なしに sceneDidEnterBackground、続いて applicationWillTerminate と記録しています (TE-2 は iOS 13 の iPhone についてこれに従います。その後の iPhone では先に破棄が記録されています。TE-2 の解釈を参照)。Douglas Hill の FB6185896 (2019) は、スワイプで閉じたウインドウごとに didDiscardSceneSessions が呼ばれ、最後のウインドウが消えるとプロセスが終了することを観察しており、最後のウインドウでプロセスが終わるのはこのためです。Xcode のアプリテンプレートは、アプリが実行されていない間の破棄は didFinishLaunching の直後に知らされると述べています。TE-2 でシーンベースのアプリのスワイプを変更したときに、このルールも変更しました: 実行中のアプリの最後のウインドウのカードをスワイプで閉じるのはアプリのスワイプなので、このルールのバックグラウンドの段階ではなく、TE-2 の iPad の順序 (回答の最前面のシーンの順序で、sceneDidEnterBackground はありません) になります。最後でないウインドウについては、バックグラウンドの段階を残します。"
        ),
        .sc9: RuleTranslation(
            title: "システムはバックグラウンドのシーンを切断することがある",
            statement: """
            `disconnect APP/N` はバックグラウンドのシーンを解放し、sceneDidDisconnect が呼ばれます。セッションは保たれ、プロセスは
            動き続けます (サスペンド状態のアプリは次に動くときに sceneDidDisconnect を受け取ります)。次の起動では新しい
            シーン番号が willConnect で接続され、configurationForConnecting は呼ばれません。
            """
        ),
    ]
}
