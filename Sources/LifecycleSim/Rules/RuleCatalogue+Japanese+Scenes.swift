extension RuleCatalogue {
    /// The rules of the group SC in Japanese (RuleCatalogue+Scenes.swift).
    static let japaneseSceneRules: [RuleID: RuleTranslation] = [
        .sc1: RuleTranslation(
            title: "シーンベースのアプリは UI のライフサイクルをシーンを通じて受け取る",
            statement: """
            iOS 13+ で `scenes` を持つアプリは、UI のライフサイクルをシーンデリゲートを通じて受け取る: UIKit は
            アプリデリゲートの didBecomeActive、willResignActive、didEnterBackground、willEnterForeground を呼ばない。
            willFinishLaunching、didFinishLaunching、willTerminate、メモリ警告、バックグラウンドイベントは
            アプリデリゲートに残る。iOS 12 以前では `scenes` は受け付けられるが警告とともに無視され、アプリデリゲートが
            UI のコールバックを受け取る。
            """,
            resolution: "シーンベースのアプリを起動する URL は willConnect の接続オプションに入って届くので、そのための別のコールバックは記録しない。シーンが接続されている間に開かれた URL は scene(_:openURLContexts:) (sceneOpenURLContexts) である。onmyway133 のシーンデリゲートについてのノートが説明するとおりである。"
        ),
        .sc2: RuleTranslation(
            title: "バックグラウンドのルールはプロセス単位のまま",
            statement: """
            バックグラウンドのすべてのルール (BG, BM, BR, TE, MW) は、シーンベースのアプリのプロセスにそのまま当てはまる:
            実行時間の枠はアプリの最後のフォアグラウンドのシーンがバックグラウンドに移ったときに始まる。サスペンド、
            期限切れ、強制終了はプロセス単位である。content-available のプッシュか位置情報のイベントのためにバックグラウンドで
            起動すると、didFinishLaunching のあとシーンがバックグラウンドのまま接続される: willConnect (新しいセッションでは
            その前に configurationForConnecting、SC-3)。フォアグラウンドのコールバックも sceneDidEnterBackground もなく、
            続いてイベントのコールバックが呼ばれる。background fetch や BGTaskScheduler のタスクのための起動では、
            シーンは接続されない。
            """,
            resolution: "修正した (2026-11-26): このルールは、どのバックグラウンド起動もシーンを接続しないとしていた。公開された実機ログ (Batch iOS SDK の BAApplicationLifecycle.h、iOS 14、起動していなかったシーンベースのアプリ、\"Notification (bg refresh) with app killed\") では、didFinishLaunching のあと、シーンが unattached のまま UISceneWillConnectNotification があり、シーンがバックグラウンドのまま didReceiveRemoteNotification が呼ばれ、フォアグラウンドのコールバックはない。Apple の \"Managing your app's life cycle\" も、システムが要求したシーンは \"typically moves to the background so that it can process an event\" であり \"the system might launch the scene in the background to process a location event\" と書く。本ツールはプッシュと位置情報のイベントについて両者に従い、iOS 13 以降のすべてのバージョンに当てはめる (ログは iOS 14 のもので、iOS 13 が異なるという出典はない)。background fetch と BGTaskScheduler による起動については、シーンの有無を示すログが見つからず、WordPress-iOS の変更 (プルリクエスト 25643、2026) はバックグラウンド起動がウインドウの存在より前に動くと記している。本ツールはこれらではシーンを接続せず、未確認であることをここに記す。"
        ),
        .sc3: RuleTranslation(
            title: "シーンベースのアプリのコールド起動",
            statement: """
            ユーザによる起動: アプリは not-running → background (SC-5: inactive ではない)、willFinishLaunching、
            didFinishLaunching、UIKit が新しいシーンセッションを作るときは configurationForConnecting、新しいシーンが
            unattached → foreground-inactive、willConnect、sceneWillEnterForeground (アプリはまだ background。iOS 13
            ではその直後に inactive になる)、シーンが → foreground-active、sceneDidBecomeActive (アプリは iOS 14 以降では
            background、iOS 13 とタップされた通知の後では inactive、SC-5)、続いてアプリが → inactive → active。シーンセッションはプロセスより長く残る: 初めての起動でセッションが作られ、
            それ以外の理由でプロセスが終わった後 (システムによる強制終了、メモリ不足、クラッシュ、ウォッチドッグ、再起動、
            `terminate`) の起動では保存されたセッションに再接続し、configurationForConnecting なしで willConnect が
            呼ばれる。セッションを破棄するのはユーザが App スイッチャーでアプリを閉じたとき (`switcher kill APP`、
            または最後のウインドウ: SC-8) だけで、その後の起動では新しいセッションが作られる。ウインドウごとに
            セッションがある (SC-6)。
            """,
            resolution: "確認したこと: Apple デベロッパフォーラムのスレッド (732170) は起動時に sceneWillEnterForeground、続いて sceneDidBecomeActive を出力しており、シーンデリゲートの解説記事も didFinishLaunching の後に willConnect、sceneWillEnterForeground、sceneDidBecomeActive を挙げている。Big Nerd Ranch のガイド (『iOS Programming』第 7 版、'Scene State Transitions') はシーンが willConnect、続いて sceneDidBecomeActive を受け取るとだけ述べ、sceneWillEnterForeground に触れていないが、本ツールはこれを簡略化した説明と読む。修正 (監査による): このルールは以前、当初の仕様に従い、すべてのコールド起動で新しいセッションを始めて configurationForConnecting を問い合わせていた。Stack Overflow の質問 (63520008) と luxmentis.org は、保存されたセッションを復元する再起動ではそれが省かれると報告しており、Apple のリファレンスもこれと一致する: UISceneSession は、UIKit がシーンの存続期間中セッションを保ち、ユーザが App スイッチャーでシーンを閉じたときにセッションを破棄すると述べる。configurationForConnecting は新しいシーンを作る直前に呼ばれる (Xcode のテンプレート: 新しいシーンセッションが作られるとき)。UIApplication.openSessions はシーンがアクティブなセッションとシステムがアーカイブしたセッションを持ち、アーカイブされたセッションには接続されたシーンがない。didDiscardSceneSessions は、アプリが動いていなければ閉じられたシーンを次の起動で伝える。したがってセッションはプロセスより長く残り、新しいセッションが要る起動だけが configurationForConnecting を問い合わせる。再起動でもセッションは残る: iOS 26 の UIScene.DestructionCondition.systemDisconnection は、システムによる切断 (プロセスの終了やデバイスの再起動) でシーンを破棄するようシーンが選ぶためのもので、それがなければどちらもシーンを破棄しない。アプリが自分のセッションを破棄すること (requestSceneSessionDestruction) はシナリオ言語にない。修正 (2026-11-23): この手順でのアプリの状態は以前 not-running → inactive で、sceneDidBecomeActive の前に active だったが、Batch iOS SDK が記録した起動 (iOS 13 と 14) と Bugsnag (bugsnag-cocoa のプルリクエスト 1263) は起動コールバックの間 background であることを示すため、この手順はいま SC-5 が説明する状態をとる。"
        ),
        .sc4: RuleTranslation(
            title: "シーンでのホームボタン、復帰、割り込み、ロック",
            statement: """
            ホームボタン: sceneWillResignActive、シーンが → foreground-inactive、シーンが → background (アプリは →
            background)、sceneDidEnterBackground、続いて stateRestorationActivity を実装しているアプリではそれ。
            復帰: sceneWillEnterForeground、シーンが → foreground-inactive →
            foreground-active、sceneDidBecomeActive。割り込み (IN) とロック (LK-2) では、同じコールバックのシーン版が
            呼ばれる。
            """
        ),
        .sc5: RuleTranslation(
            title: "アプリの状態はそのシーンから導かれる",
            statement: """
            シーンベースのアプリは、いずれかのシーンが foreground-active なら active、いずれかが foreground-inactive で
            active なものがなければ inactive、接続中のすべてのシーンがバックグラウンドにあるか接続中のシーンがなければ
            background (またはサスペンド状態、BG-2) である。アプリの遷移は、それを引き起こしたシーンの遷移の直後に記録される。
            ただしアプリがフォアグラウンドに来る間は、アプリの状態はシーンより遅れる: ユーザによる起動ではアプリは
            not-running → background と記録され、willFinishLaunching、didFinishLaunching、willConnect、
            sceneWillEnterForeground の間は background である。iOS 13 では sceneWillEnterForeground の直後に inactive に
            なる (iOS 14 以降では、タップされた通知のコールバックがあればその直後、なければ sceneDidBecomeActive の後)。
            起動と復帰の最後には、sceneDidBecomeActive の中では inactive (上の場合は background) で、その直後に active
            になる。シーンを持たないアプリは変わらない。
            """,
            resolution: "修正 (2026-11-23 の調査): このルールは以前、当初の仕様に従ってユーザによる起動を not-running → inactive と記録し、アプリを sceneDidBecomeActive の直前に active にしていたが、公開された実機ログはこれと異なる。Batch iOS SDK の BAApplicationLifecycle.h は、iOS 14 のシーンベースのアプリのコールドオープンで、didFinishLaunching、willConnect、sceneWillEnterForeground、sceneDidActivate (シーンは foreground-active) の間アプリを background と記録し、UIApplicationWillEnterForegroundNotification で inactive、UIApplicationDidBecomeActiveNotification で active と記録している。iOS 13 では sceneWillEnterForeground まで background、その直後 (シーンは foreground-inactive) と sceneDidActivate で inactive、その後 active。iOS 14 の通知からのコールドオープンでは userNotificationCenter:didReceive: で background、sceneDidActivate で inactive。ウォームオープン (iOS 14) では sceneWillEnterForeground で background、sceneDidActivate で inactive、その後 active。Bugsnag (bugsnag-cocoa のプルリクエスト 1263: \"UIScene-based apps are launched with a background UIApplicationState\"、および 1307) と Firebase (firebase-ios-sdk のプルリクエスト 15912、issue 15802: 通常のフォアグラウンドでの起動でも didFinishLaunching で background) も一致する。エンジンはいまこれらの状態を記録し、ハンドラが読む `applicationState`、`expect APP state`、Swift API もそれを返す。追いつく遷移は SC-5 を引用する。ウォームオープンのログは iOS 14 のものだけだが、iOS 13 のコールドオープンも同じ手順を示すため、active になる手順の遅れを iOS 13 以降のすべての復帰 (ホームボタンやロックの後の復帰、Split View でのウインドウの復帰、SC-7) に当てはめる。復帰するアプリは、これまでどおりシーンの直後に inactive になる: ログの UIApplicationWillEnterForegroundNotification ではまだ background だが、シーンベースのアプリはアプリデリゲートの willEnterForeground を受け取らない (SC-1)。変わらないもの: バックグラウンド起動 (SC-2)、プリウォーム (PW-1)、割り込みの終わり (IN)、シーンを持たないアプリ (LA-1: 起動コールバックの間は inactive)。"
        ),
        .sc6: RuleTranslation(
            title: "マルチシーンアプリの別のウインドウを開く", versions: "iOS 13+ (iPad)",
            statement: """
            (iPad、`scenes multiple`) `open-window` と `request-scene`: アプリは configurationForConnecting を受け取り、
            続いて新しいシーンが willConnect、sceneWillEnterForeground、sceneDidBecomeActive を受け取る。画面上で
            置き換えられるシーンはホームボタンのときと同じように離れる (アプリの切り替えと同じく、非アクティブ化と
            バックグラウンド移行のコールバックが先)。iPhone、iOS 13 より前、または `multiple` のないアプリでは、
            リクエストは警告とともに拒否される (`request-scene` では、呼び出しのエラーハンドラの警告)。`open-window`
            にはすでに開いているウインドウが必要 (最初のウインドウは `launch` が開く)。`request-scene` は、それを
            呼んだコードが戻ってから処理され、画面上で active なアプリの場合だけ受け付けられる。
            """,
            resolution: "Apple のリファレンスはコールバックを示すが、置き換えられるシーンとの順序は示していない。本ツールは当初の仕様に従う: 画面上のシーンがアプリの切り替え (FG-3) と同じく先に離れるので、ウインドウが 1 つのアプリは新しいシーンが接続される前に一瞬バックグラウンドになる (SC-5)。"
        ),
        .sc7: RuleTranslation(
            title: "Split View: 両方のシーンが foreground-active", versions: "iOS 13+ (iPad)",
            statement: """
            Split View (`split APP/N APP/M`、iPad、iOS 13+) では両方のシーンが同時に foreground-active なので、
            2 つのアプリ (または 1 つのアプリの 2 つのシーン。これには `scenes multiple` が必要) が同時に active である:
            画面上にあったほかのものはホームボタンのときと同じように離れ、続いて各シーンがホーム画面の順、次にシーン
            番号の順に戻る (sceneWillEnterForeground、sceneDidBecomeActive)。割り込みは両方を非アクティブにし、その
            終了で両方が再び active になる。`split` だけを書くと終わる (2 つ目のシーンがホームボタンのときと同じように
            離れる)。ホームボタン、ロック、別のアプリの起動は両方を画面から去らせ、ロックの後でロックを解除すると
            両方が再び横に並んで表示される (LK-2: ロックの解除はユーザが離れた画面に戻る)。一方がクラッシュするともう一方が画面全体を使う。
            """,
            resolution: "調査課題: 両方のアプリが active か、最後に触れた方だけか。Apple の activeAppearance のリファレンスは、最前面でないシーンもユーザの操作を受け付けられる間は foreground-active のままで、システムの割り込み (コントロールセンター、アラート、Siri、App スイッチャー) が前面に出たときにだけ foreground-inactive になるとしている。アーカイブされた 'Adopting Multitasking Enhancements on iPad' ガイドは、プライマリとセカンダリのアプリが対等の立場で両方ともフォアグラウンドで動くとしている。iOS 9 の解説記事 (shinobicontrols) は、Split View にはフォアグラウンドのアプリもバックグラウンドのアプリもないとしている。本ツールの解釈: 両方のシーンが foreground-active で、割り込みは両方を非アクティブにする。iPadOS 26 のウインドウ機能について確認した (2026-11-26): 同じ activeAppearance のリファレンスは、操作を奪うものとして \"another app's window covering it in windowed apps\" を挙げ、SwiftUI の ScenePhase のリファレンスは \"An active scene isn't necessarily front-most\" と書いている。触れることのできる表示中のウインドウはすべて foreground-active のままで、最前面のものは見た目で示されるだけである。新しいウインドウ機能についての Apple の WWDC25 のセッションと TN3192 は、アクティベーションを変えることを何も述べていない。そのため iPadOS 26 でも画面上のウインドウにはこのルールを当てはめる。別のアプリのウインドウに完全に覆われたウインドウはモデル化しない (言語にウインドウの位置がない)。"
        ),
        .sc8: RuleTranslation(
            title: "シーンを閉じる、またはスワイプで消すとそのセッションは破棄される",
            statement: """
            ユーザが閉じた (`close-window APP/N`)、またはスワイプで消した (`switcher kill APP/N`、iPad) シーンは
            破棄される: 実行中のアプリは sceneDidEnterBackground (フォアグラウンドにあった場合。active だった場合は
            その前に sceneWillResignActive) と sceneDidDisconnect を受け取り、続いてアプリデリゲートで
            didDiscardSceneSessions を受け取る。サスペンド状態のアプリはその時点では何も知らされず、次に動くときに
            sceneDidDisconnect と didDiscardSceneSessions を受け取る。先に強制終了された場合は、次の起動時、
            didFinishLaunching の直後に didDiscardSceneSessions を受け取る。実行されていないアプリは、次の起動まで
            ウインドウごとのカードを残す。そのカードをスワイプで消すと、その起動時に同じように知らされる。
            アプリの最後のウインドウを閉じると、TE-2 と同じくプロセスが終わる: 破棄の後、実行中のアプリには
            willTerminate、サスペンド状態のアプリには何も知らされない。実行中のアプリの最後のウインドウのカードを
            スワイプで消すのは、アプリ自体のスワイプ `switcher kill APP` と同じである (TE-2: シーンが切断されて破棄され、
            続いて willTerminate。sceneDidEnterBackground はない)。そのため両者のコールバックは同じになる。
            """,
            resolution: "調査課題: バックグラウンドで実行中のシーンアプリは willTerminate の前に sceneDidDisconnect を受け取るか。Apple の sceneDidDisconnect のリファレンスは、ユーザが App スイッチャーでシーンを閉じると UIKit がシーンを切断するとし、didDiscardSceneSessions のリファレンスは、ユーザが App スイッチャーからシーンを取り除いたとき、またはアプリが実行されていなければ次の起動時に呼ばれるとしている。Firefox for iOS のエンジニア (issue 12622) は、シーンの切断と破棄は常に willTerminateNotification の前に起こると述べ、tao のレビュアー (プルリクエスト 1261) はそれをおそらく正しいが文書化されていないとしている。Apple デベロッパフォーラムのスレッド 732170 は、iPhone でのスワイプによる終了を sceneWillResignActive、続いて sceneDidDisconnect と記録し、sceneDidEnterBackground はない。これはまだフォアグラウンドにあるシーンについての当初の仕様のバックグラウンドの段階と食い違うことが知られている。本ツールの解釈: sceneDidDisconnect、続いて didDiscardSceneSessions、続いて willTerminate。サスペンド状態のアプリは何も知らされず、次の起動時に didDiscardSceneSessions を受け取る。後に再確認した: 公開された Stack Overflow の回答 (Matt Neuburg、ミラー) は、iPad で最前面のシーンを上にスワイプしたときを sceneDidDisconnect、application(_:didDiscardSceneSessions:)、applicationWillTerminate(_:) と記録しており、本ツールが従う順序と同じである (これもフォーラムのスレッドと同じく、画面上にあるシーンについて sceneDidEnterBackground を示していないが、本ツールは当初の仕様のバックグラウンドの段階を残す)。一方 iPhone では、破棄なしに sceneDidEnterBackground、続いて applicationWillTerminate と記録している (TE-2 は iOS 13 の iPhone についてこれに従う。その後の iPhone では先に破棄が記録されている。TE-2 の解釈を参照)。Douglas Hill の FB6185896 (2019) は、スワイプで消したウインドウごとに didDiscardSceneSessions が呼ばれ、最後のウインドウが消えるとプロセスが終了することを観察しており、最後のウインドウでプロセスが終わるのはこのためである。Xcode のアプリテンプレートは、アプリが実行されていない間の破棄は didFinishLaunching の直後に知らされると述べている。TE-2 のシーンベースのスワイプとともに変更した: 実行中のアプリの最後のウインドウのカードをスワイプで消すのはアプリのスワイプなので、このルールのバックグラウンドの段階ではなく、TE-2 の iPad の順序 (回答の最前面のシーンの順序で、sceneDidEnterBackground はない) になる。最後でないウインドウについては、バックグラウンドの段階を残す。"
        ),
        .sc9: RuleTranslation(
            title: "システムはバックグラウンドのシーンを切断することがある",
            statement: """
            `disconnect APP/N` はバックグラウンドのシーンを解放する: sceneDidDisconnect。セッションは保たれ、プロセスは
            動き続ける (サスペンド状態のアプリは次に動くときに sceneDidDisconnect を受け取る)。次の起動では新しい
            シーン番号が willConnect で接続され、configurationForConnecting は呼ばれない。
            """
        ),
    ]
}
