extension RuleCatalogue {
    /// The rules of the groups MW, VC, SR, DOC, PS in Japanese (RuleCatalogue+DeviceSystems.swift).
    static let japaneseDeviceSystemsRules: [RuleID: RuleTranslation] = [
        .mw1: RuleTranslation(
            title: "メモリ不足では順に回収する", versions: "すべて",
            statement: """
            メモリ不足 (`memory-pressure`、またはメモリに収まらない起動) では、システムはまずサスペンド状態のアプリを、使用量の大きいものから
            順に、何も知らせずに、十分なメモリが空くまで強制終了します。それで足りないときに初めて実行中のアプリに警告し
            (MW-2)、次にバックグラウンドで実行中のアプリを、やはりコールバックなしで強制終了し (TE-3)、最後に最前面のアプリを
            強制終了します (クラッシュのように見えます)。GUIDE ("suspended apps are purged first")、DTS、OBS。
            """,
            resolution: "使用量が同じアプリの間では、ホーム画面の並び順に従います。バックグラウンドで実行中のアプリも willTerminate を受け取りません。カーネルのメモリ不足による強制終了 (\"jetsam\") はプロセスを SIGKILL で終わらせ (XNU の kern_memorystatus.c の jetsam_do_kill。公開されたどのバージョンでも同じです)、アプリのコードはこれに応えられません。Apple の WWDC20 のセッション 10078 も \"memory pressure exit\" を通常の終了とは別に数えています。"
        ),
        .mw2: RuleTranslation(
            title: "実行中のアプリへのメモリ警告", versions: "すべて",
            statement: """
            実行中のアプリへのメモリ警告: まず applicationDidReceiveMemoryWarning、続いて生きているすべての
            ビューコントローラの didReceiveMemoryWarning を、コントローラが作られた順に呼びます (VC-2)。DOC, OBS。
            """
        ),
        .mw3: RuleTranslation(
            title: "サスペンド状態のアプリへの警告は保留される",
            statement: """
            サスペンド状態のアプリはサスペンド中に警告を受け取りません。警告は保留され、アプリが次に動くとき、ほかの
            どのコールバックよりも先に届けられます。OBS。
            """
        ),
        .mw4: RuleTranslation(
            title: "メモリ警告のレベル", versions: "すべて",
            statement: """
            `memory-warning LEVEL` はアプリが読むレベルを設定します (`normal` 0、`warning` 1、`urgent` 2、`critical`
            3)。コールバックはどのレベルでも同じです。OBS。
            """
        ),
        .vc1: RuleTranslation(
            title: "ビューは最初に使うときにロードされる", versions: "すべて",
            statement: """
            ビューコントローラのビューは最初に使うときにロードされます: loadView、続いて viewDidLoad。画面上の
            コントローラのビューはロード済みです。
            """
        ),
        .vc2: RuleTranslation(
            title: "メモリ警告とビューのアンロード", versions: "すべて (アンロードは iOS 3-5)",
            statement: """
            メモリ警告では、生きているすべてのコントローラ (ナビゲーションコントローラなどのコンテナを含みます) が作成順に
            didReceiveMemoryWarning を受け取ります。iOS 3-5 ではその既定の実装が、ビューがロード済みでウインドウにないとき
            ビューをアンロードします (唯一の例外は VC-3): viewWillUnload (iOS 5)、viewDidUnload が
            didReceiveMemoryWarning の中に入れ子で呼ばれます (トレースの `depth` が入れ子を示します)。iOS 6 からはビューは
            アンロードされず、viewDidUnload は呼ばれません。DOC, OBS。
            """,
            resolution: """
            1 つの警告を受け取るコントローラの間の順序を Apple は説明していません (各コントローラは通知センターから警告を\
            受け取り、そのオブザーバの順序は説明されていません): 作成順は本ツールの選択です。「ウインドウにない」は\
            本ツールの言い方です: 当時の Apple のリファレンスでは、既定の実装はスーパービューのないビューを解放します。\
            これが選ぶビューは同じで、違うのはコンテナの中身だけです。それは VC-3 が扱います。
            """
        ),
        .vc3: RuleTranslation(
            title: "コンテナの中身はコンテナとともにアンロードされる", versions: "iOS 3-5",
            statement: """
            ビューがコンテナの中身であるコントローラ (ナビゲーションスタックの一番上、タブで選択中の子) は、自身の
            didReceiveMemoryWarning ではアンロードされません。コンテナのビューがアンロードされたとき、コンテナの
            viewDidUnload の直後に、コンテナの didReceiveMemoryWarning の中に入れ子でアンロードされます。OBS
            (モーダルを表示したナビゲーションスタックのメモリ警告のログ、iOS 5 シミュレータ)。
            """
        ),
        .vc4: RuleTranslation(
            title: "フルスクリーン表示", versions: "すべて",
            statement: """
            フルスクリーンのモーダル表示では、表示元のコントローラのビュー階層がウインドウから外れます。閉じると元に戻ります
            (アンロードされたビューはロードし直されます: loadView、viewDidLoad)。GUIDE。
            """
        ),
        .vc5: RuleTranslation(
            title: "アンロード済みのコントローラは警告だけを受け取る", versions: "iOS 3-5",
            statement: """
            すでにアンロードされたコントローラは didReceiveMemoryWarning だけを受け取ります。
            """
        ),
        .sr1: RuleTranslation(
            title: "状態の保存と復元へのオプトイン",
            statement: """
            アプリは shouldSaveState と shouldRestoreState に答えることでオプトインします (`restoration`)。どちらかで
            `refuse` を返すと、その段階は行われません。iOS 13 以降のシーンベースのアプリにはこの復元はありません
            (SR-2、SR-3): オプションは効果がなく、インストール時に警告が出ます。GUIDE。
            """
        ),
        .sr2: RuleTranslation(
            title: "状態の保存", versions: "iOS 6-12、iOS 13 以降はシーンを使わないアプリ",
            statement: """
            保存は didEnterBackground から戻った後に行われます: shouldSaveState、willEncodeState、続いて、自身と
            すべての祖先が復元識別子を持つ各コントローラの encodeRestorableState を、親から順に呼びます。アーカイブは
            アプリのバージョンとともに保存されます。OBS (iOS 11 のトレース)、GUIDE。iOS 13 以降のシーンベースのアプリには
            これらのメソッドは呼ばれません: 代わりに UIKit は各シーンに stateRestorationActivity を尋ねます (SC-4)。DOC、OBS。
            """,
            resolution: """
            Apple はビューコントローラによる復元を、シーンを使わないアプリのものとしています (didFinishLaunching のページ: \
            "In an app that doesn't support scenes" のときにその前に復元する、復元のサンプル: "For scene-based apps, UIKit \
            asks each scene to save its state information using an NSUserActivity object")。Flutter の iOS チームも、\
            アプリがシーンを採用すると UIKit がこれらのメソッドを 1 つも呼ばないことを確認しました (issue 174402、\
            プルリクエスト 176305、2025 年)。iOS 13 ベータの報告が 1 件 (Stack Overflow の質問 57129668、2019 年)、\
            シーンデリゲートを持つアプリでまだ呼ばれたと述べていますが、その後の報告にはなく、変わった時期を示す資料も\
            ないため、本ツールは iOS 13 以降のすべてのバージョンで Apple のドキュメントと後の報告に従います。\
            "About the app launch sequence" はどのアプリかを述べずに、シーンの接続の前にビューコントローラの復元を\
            挙げています。本ツールはこれを didFinishLaunching のページと合わせて、シーンを使わないアプリの順序の\
            あとにシーンの順序が続くものと読みます。
            """
        ),
        .sr3: RuleTranslation(
            title: "状態の復元", versions: "iOS 6-12、iOS 13 以降はシーンを使わないアプリ (applicationFinishedRestoringState は iOS 7+)",
            statement: """
            復元は、アーカイブがあるときのコールド起動で、willFinishLaunching と didFinishLaunching の間に行われます。
            呼ばれるのは shouldRestoreState、保存された各コントローラの decodeRestorableState (親から順に)、didDecodeState です。
            続いて didFinishLaunching、復元された各コントローラの applicationFinishedRestoringState (iOS 7+)、
            didBecomeActive が呼ばれます。アーカイブは使用後に破棄されます。GUIDE, DOC,
            OBS。iOS 13 以降のシーンベースのアプリにはどれも呼ばれません: UIKit は再接続するシーンに、シーンが保存した
            アクティビティを渡します (シミュレートしません)。DOC、OBS。
            """,
            resolution: """
            SR-2 と同じです: Apple はビューコントローラによる復元をシーンを使わないアプリについてだけ説明しており、\
            Flutter の iOS チームはアプリがシーンを採用するとそのメソッドが 1 つも呼ばれないことを確認しました \
            (2025 年)。これに反する iOS 13 ベータの報告は、その後確かめられていません。
            """
        ),
        .sr4: RuleTranslation(
            title: "アーカイブが残るとき",
            statement: """
            ユーザが App スイッチャーでアプリを強制終了する (スワイプで閉じる) と、アーカイブは削除されます。復元中にクラッシュした場合も削除されます (ガイドには
            "crashes twice during launch" ともありますが、本ツールは "during restoration" に従います)。システムによる終了
            (メモリ、再起動、デバッガによる強制終了) ではアーカイブは残ります。GUIDE。
            """,
            resolution: "ガイドは \"crashes twice during launch\" とも \"crashes during restoration\" とも述べています。本ツールは復元中のクラッシュでアーカイブを削除します。"
        ),
        .sr5: RuleTranslation(
            title: "復元識別子の連鎖",
            statement: """
            復元識別子を持たないコントローラとそのすべての子は、保存も復元もされません。
            GUIDE。
            """
        ),
        .doc1: RuleTranslation(
            title: "「このアプリで開く」メニュー", versions: "すべて",
            statement: """
            APP が FILE について表示する「このアプリで開く」メニューには、インストール済みのほかのアプリのうち、
            `documents` にそのファイルのタイプ、またはそのタイプが準拠するタイプを含むものが並びます (エクスポートされた宣言
            によります: `exports UTI conforms-to UTI extension EXT`)。`public.text` への準拠を宣言すると、`public.text` を開く
            すべてのアプリが並びます。`public.item` ではそうなりません。OBS (公開されたアプリ間のファイル転送の記事)、DOC。
            """,
            resolution: "すべてのタイプの根である public.item にしか届かない準拠では、どのアプリも並びません。"
        ),
        .doc2: RuleTranslation(
            title: "書類を送る", versions: "すべて",
            statement: """
            アプリを選ぶと、次の順になります: 送信元が willBeginSendingToApplication を受け取ります。ファイルが受信側の
            `Documents/Inbox/` にコピーされます (名前が衝突すると番号付きのコピー `name-1.ext` になります)。送信元が
            フォアグラウンドを離れます (willResignActive、didEnterBackground、FG-3)。送信元が
            didEndSendingToApplication を受け取り、その後で初めて BG-2 が送信元をサスペンドできます。受信側がファイルの URL
            とともに起動または再開されます (LA-2)。Apple は送信元での順序を説明しておらず、これは本ツールの選択です。
            DOC, GUIDE。
            """,
            resolution: "Apple は送信元での順序を説明しておらず、示した順序は本ツールの選択です。"
        ),
        .doc3: RuleTranslation(
            title: "Inbox フォルダ", versions: "すべて",
            statement: """
            受信側は、Inbox のファイルを読み取るか削除することしかできません。GUIDE。
            """
        ),
        .ps1: RuleTranslation(
            title: "プロセス名とプロセス一覧", versions: "すべて (デバイスの接尾辞は iOS 4.2 から)",
            statement: """
            実行中またはサスペンド状態のすべてのアプリは名前を持つプロセスです: その `process` オプション、または
            内蔵アプリではシステムのプロセス名で、これはホーム画面の名前と異なることがあり (Safari → MobileSafari、Notes
            → MobileNotes)、iOS 4.2 からは一部のアプリでデバイスの接尾辞が付きます (`Contacts~iphone`、
            `Maps~ipad`)。`ps` はプロセス一覧をトレースに書き、前回の `ps` 以降に終了したプロセスも挙げます。
            16 文字より長い名前は、カーネルのプロセステーブルが保持するとおり 16 文字に切り詰められます (`Game Center~ipho`)。
            OBS (公開されたシステムモニタアプリの記事)。内蔵アプリ (`builtin`) とそのプロセス名:
              アプリ | iOS 4.2 より前のプロセス名 | iOS 4.2 から
              Safari | MobileSafari | MobileSafari
              Mail | MobileMail | MobileMail
              Notes | MobileNotes | MobileNotes
              iTunes | MobileStore | MobileStore
              Contacts | Contacts | Contacts~iphone / Contacts~ipad
              Maps | Maps | Maps~iphone / Maps~ipad
              GameCenter | Game Center | Game Center~iphone / Game Center~ipad (16 文字に切り詰めて表示)
            (`ipod` のデバイスには `~iphone` の接尾辞が付きます。)
            """
        ),
        .ps2: RuleTranslation(
            title: "空きメモリ", versions: "すべて",
            statement: """
            空きメモリは、デバイスのメモリ − システムの取り分 − 実行中またはサスペンド状態のすべてのプロセスの使用量です。
            プロセスを強制終了すると、その使用量は直ちに解放されます。OBS (同じ記事: 空きメモリは強制終了したアプリの
            サイズだけ増えます)。
            """
        ),
        .ps3: RuleTranslation(
            title: "アプリのコンテナはプロセスより長く残る", versions: "すべて",
            statement: """
            アプリのコンテナ (デフォルトの `UserDefaults.standard` とファイル) はプロセスより長く残ります。あるプロセスが
            書いたものは、強制終了、クラッシュ、終了、メモリ不足、再起動の後も次のプロセスが読めます。設定した値は
            すぐに保持されます (デフォルトのデータベースはプロセスの外にあります)。アプリを削除すると (`reinstall()`)、
            実行中のプロセスはコールバックなしで直ちに終わり、コンテナは空になります。状態の復元のアーカイブ、受信箱、
            BGTaskScheduler の要求、シーンのセッション、App スイッチャーのカードも消えます。ファイルは書いたときの保護クラスを
            保ちます (LK-4)。DOC、GUIDE、OBS。
            """,
            resolution: "UserDefaults のページは、設定した値が永続ストレージには非同期に反映されると述べます。フォーラムのスレッド 728044 の回答は、これを他のプロセスに届くまでの遅れと読み、値を落としてよいという意味ではないとしています。書き込みの時間を測った資料はないため、本ツールはプロセスの最後の瞬間に設定した値も保持します。起動後の最初のロック解除 (初回認証まで保護されるファイル) は扱いません。再起動後の模擬デバイスはロックされていません。"
        ),
    ]
}
