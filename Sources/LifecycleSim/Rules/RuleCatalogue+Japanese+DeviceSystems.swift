extension RuleCatalogue {
    /// The rules of the groups MW, VC, SR, DOC, PS in Japanese (RuleCatalogue+DeviceSystems.swift).
    static let japaneseDeviceSystemsRules: [RuleID: RuleTranslation] = [
        .mw1: RuleTranslation(
            title: "メモリ不足では順に回収する", versions: "すべて",
            statement: """
            メモリ不足 (`memory-pressure`、または収まらない起動) では: まずサスペンド状態のアプリを、使用量の大きいものから
            順に、何も知らせずに、十分なメモリが空くまで終了させる。それで足りないときに初めて実行中のアプリに警告し
            (MW-2)、次にバックグラウンドで実行中のアプリを終了させ (willTerminate)、最前面のアプリは最後である
            (クラッシュのように見える)。GUIDE ("suspended apps are purged first")、DTS。
            """,
            resolution: "使用量が同じアプリの間では、ホーム画面の並び順に従う。"
        ),
        .mw2: RuleTranslation(
            title: "実行中のアプリへのメモリ警告", versions: "すべて",
            statement: """
            実行中のアプリへのメモリ警告: まず applicationDidReceiveMemoryWarning、続いて生きているすべての
            ビューコントローラの didReceiveMemoryWarning を、コントローラが作られた順に呼ぶ (VC-2)。DOC, OBS。
            """
        ),
        .mw3: RuleTranslation(
            title: "サスペンド状態のアプリへの警告は保留される",
            statement: """
            サスペンド状態のアプリはサスペンド中に警告を受け取らない。警告は保留され、アプリが次に動くとき、ほかの
            どのコールバックよりも先に届けられる。OBS。
            """
        ),
        .mw4: RuleTranslation(
            title: "メモリ警告のレベル", versions: "すべて",
            statement: """
            `memory-warning LEVEL` はアプリが読むレベルを設定する (`normal` 0、`warning` 1、`urgent` 2、`critical`
            3)。コールバックはどのレベルでも同じである。OBS。
            """
        ),
        .vc1: RuleTranslation(
            title: "ビューは最初に使うときにロードされる", versions: "すべて",
            statement: """
            ビューコントローラのビューは最初に使うときにロードされる: loadView、続いて viewDidLoad。画面上の
            コントローラのビューはロード済みである。
            """
        ),
        .vc2: RuleTranslation(
            title: "メモリ警告とビューのアンロード", versions: "すべて (アンロードは iOS 3-5)",
            statement: """
            メモリ警告では、生きているすべてのコントローラ (ナビゲーションコントローラなどのコンテナを含む) が作成順に
            didReceiveMemoryWarning を受け取る。iOS 3-5 ではその既定の実装が、ビューがロード済みでウインドウにないとき
            ビューをアンロードする (唯一の例外は VC-3): viewWillUnload (iOS 5)、viewDidUnload が
            didReceiveMemoryWarning の中に入れ子で呼ばれる (トレースの `depth` が入れ子を示す)。iOS 6 からはビューは
            アンロードされず、viewDidUnload は呼ばれない。DOC, OBS。
            """
        ),
        .vc3: RuleTranslation(
            title: "コンテナの中身はコンテナとともにアンロードされる", versions: "iOS 3-5",
            statement: """
            ビューがコンテナの中身であるコントローラ (ナビゲーションスタックの一番上、タブで選択中の子) は、自身の
            didReceiveMemoryWarning ではアンロードされない。コンテナのビューがアンロードされたとき、コンテナの
            viewDidUnload の直後に、コンテナの didReceiveMemoryWarning の中に入れ子でアンロードされる。OBS
            (モーダルを表示したナビゲーションスタックのメモリ警告のログ、iOS 5 シミュレータ)。
            """
        ),
        .vc4: RuleTranslation(
            title: "フルスクリーン表示", versions: "すべて",
            statement: """
            フルスクリーンのモーダル表示は、表示元のコントローラのビュー階層をウインドウから外す。閉じると元に戻す
            (アンロードされたビューは再ロードする: loadView、viewDidLoad)。GUIDE。
            """
        ),
        .vc5: RuleTranslation(
            title: "アンロード済みのコントローラは警告だけを受け取る", versions: "iOS 3-5",
            statement: """
            すでにアンロードされたコントローラは didReceiveMemoryWarning だけを受け取る。
            """
        ),
        .sr1: RuleTranslation(
            title: "状態の保存と復元へのオプトイン",
            statement: """
            アプリは shouldSaveState と shouldRestoreState に答えることでオプトインする (`restoration`)。どちらかで
            `refuse` を返すと、その段階は行われない。GUIDE。
            """
        ),
        .sr2: RuleTranslation(
            title: "状態の保存",
            statement: """
            保存は didEnterBackground から戻った後に行われる: shouldSaveState、willEncodeState、続いて、自身と
            すべての祖先が復元識別子を持つ各コントローラの encodeRestorableState を、親から順に呼ぶ。アーカイブは
            アプリのバージョンとともに保存される。OBS (iOS 11 のトレース)、GUIDE。
            """
        ),
        .sr3: RuleTranslation(
            title: "状態の復元", versions: "iOS 6+ (applicationFinishedRestoringState は iOS 7+)",
            statement: """
            復元は、アーカイブがあるときのコールド起動で、willFinishLaunching と didFinishLaunching の間に行われる:
            shouldRestoreState、保存された各コントローラの decodeRestorableState (親から順に)、didDecodeState。
            続いて didFinishLaunching、復元された各コントローラの applicationFinishedRestoringState (iOS 7+)、そして
            didBecomeActive。アーカイブは使用後に破棄される。GUIDE, DOC,
            OBS。
            """
        ),
        .sr4: RuleTranslation(
            title: "アーカイブが残るとき",
            statement: """
            App スイッチャーからのユーザによる終了はアーカイブを削除する。復元中のクラッシュも削除する (ガイドには
            "crashes twice during launch" ともあるが、本ツールは "during restoration" に従う)。システムによる終了
            (メモリ、再起動、デバッガによる強制終了) ではアーカイブは残る。GUIDE。
            """,
            resolution: "ガイドは \"crashes twice during launch\" とも \"crashes during restoration\" とも述べている。本ツールは復元中のクラッシュでアーカイブを削除する。"
        ),
        .sr5: RuleTranslation(
            title: "復元識別子の連鎖",
            statement: """
            復元識別子を持たないコントローラとそのすべての子は、保存も復元もされない。
            GUIDE。
            """
        ),
        .doc1: RuleTranslation(
            title: "「このアプリで開く」メニュー", versions: "すべて",
            statement: """
            APP が FILE について表示する「このアプリで開く」メニューには、インストール済みのほかのアプリのうち、
            `documents` にそのファイルのタイプ、またはそのタイプが準拠するタイプを含むものが並ぶ (エクスポートされた宣言
            による: `exports UTI conforms-to UTI extension EXT`)。`public.text` への準拠を宣言すると、`public.text` を開く
            すべてのアプリが並ぶ。`public.item` ではそうならない。OBS (公開されたアプリ間のファイル転送の記事)、DOC。
            """,
            resolution: "すべてのタイプの根である public.item にしか届かない準拠では、どのアプリも並ばない。"
        ),
        .doc2: RuleTranslation(
            title: "書類を送る", versions: "すべて",
            statement: """
            アプリを選ぶと、次の順になる: 送信元が willBeginSendingToApplication を受け取る。ファイルが受信側の
            `Documents/Inbox/` にコピーされる (名前が衝突すると番号付きのコピー `name-1.ext` になる)。送信元が
            フォアグラウンドを離れる (willResignActive、didEnterBackground、FG-3)。送信元が
            didEndSendingToApplication を受け取り、その後で初めて BG-2 が送信元をサスペンドできる。受信側がファイルの URL
            とともに起動または再開される (LA-2)。Apple は送信元での順序を説明しておらず、これは本ツールの選択である。
            DOC, GUIDE。
            """,
            resolution: "Apple は送信元での順序を説明しておらず、示した順序は本ツールの選択である。"
        ),
        .doc3: RuleTranslation(
            title: "Inbox フォルダ", versions: "すべて",
            statement: """
            受信側にとって Inbox は読み取りと削除しかできない。GUIDE。
            """
        ),
        .ps1: RuleTranslation(
            title: "プロセス名とプロセス一覧", versions: "すべて (デバイスの接尾辞は iOS 4.2 から)",
            statement: """
            実行中またはサスペンド状態のすべてのアプリは名前を持つプロセスである: その `process` オプション、または
            内蔵アプリではシステムのプロセス名で、これはホーム画面の名前と異なることがあり (Safari → MobileSafari、Notes
            → MobileNotes)、iOS 4.2 からは一部のアプリでデバイスの接尾辞が付く (`Contacts~iphone`、
            `Maps~ipad`)。`ps` はプロセス一覧をトレースに書き、前回の `ps` 以降に終了したプロセスも挙げる。
            16 文字より長い名前は、カーネルのプロセステーブルが保持するとおり 16 文字に切り詰められる (`Game Center~ipho`)。
            OBS (公開されたシステムモニタアプリの記事)。内蔵アプリ (`builtin`) とそのプロセス名:
              アプリ | iOS 4.2 より前のプロセス名 | iOS 4.2 から
              Safari | MobileSafari | MobileSafari
              Mail | MobileMail | MobileMail
              Notes | MobileNotes | MobileNotes
              iTunes | MobileStore | MobileStore
              Contacts | Contacts | Contacts~iphone / Contacts~ipad
              Maps | Maps | Maps~iphone / Maps~ipad
              GameCenter | Game Center | Game Center~iphone / Game Center~ipad (16 文字に切り詰めて表示)
            (`ipod` のデバイスには `~iphone` の接尾辞が付く。)
            """
        ),
        .ps2: RuleTranslation(
            title: "空きメモリ", versions: "すべて",
            statement: """
            空きメモリ = デバイスのメモリ − システムの取り分 − 実行中またはサスペンド状態のすべてのプロセスの使用量。
            プロセスを強制終了すると、その使用量は直ちに解放される。OBS (同じ記事: 空きメモリは強制終了したアプリの
            サイズだけ増える)。
            """
        ),
    ]
}
