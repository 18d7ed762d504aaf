extension RuleCatalogue {
    /// The rules of the group PW in Japanese (RuleCatalogue+Prewarming.swift).
    static let japanesePrewarmingRules: [RuleID: RuleTranslation] = [
        .pw1: RuleTranslation(
            title: "プリウォームは UIApplicationMain の手前で止まるプロセスを開始する",
            statement: """
            `prewarm APP` は実行されていないアプリのプロセスを開始し、`UIApplicationMain` の手前まで (それを含まずに)
            実行します: それより前のアプリ自身のコードはこのとき実行され (`on main:`。起動時にもう一度は実行されません)、アプリやシーンのコールバックはなく、UIKit から見てアプリは `not-running` のままで、App スイッチャーに
            カードはありません。プロセスはメモリを消費し (PS-2、`free-memory`)、`ps` では `not-running (prewarmed)` と
            表示されます。ロックされたデバイスでも起こります。次の起動は、ユーザによるものでもシステムによるものでも、プリウォームで止まったところから
            起動を完了し、そのときにその起動のコールバックが呼ばれます (ユーザによる起動: LA-1、`launched-by user`。
            バックグラウンドイベント: BR-3)。メモリ不足では、プリウォームされたプロセスはサスペンド状態のプロセスと同じく
            何も知らせずに回収されます (MW-1: サスペンド状態のアプリとともに、大きいものから)。
            `expect APP prewarmed` は、プロセスがプリウォームで開始され、まだ `UIApplicationMain` を実行していない間
            成り立ちます。拒否されて警告が出るのは、iOS 15 より前のとき、アプリが実行中かすでにプリウォーム済みのとき、そして
            アプリが空きメモリに収まらないときです。DOC, OBS。
            """,
            resolution: "Apple の記事はプリウォームが `UIApplicationMain` の前で止まるとしています。iOS 15.0 について公開されたログでは、シーンベースのアプリの `didFinishLaunching` がプリウォーム中に呼ばれています: これは iOS 15.0-15.3 の PW-2 です。iOS 15.4 以降と、シーンを使わないアプリではすべてのバージョンで、本ツールはドキュメントに従い、プリウォーム中はコールバックを呼びません。記事によれば、システムはプリウォームされたアプリをメモリから取り除きます (\"from memory to reclaim resources\"): MW-1 はそれをサスペンド状態のアプリとともに大きいものから回収します (順序は本ツールが決めました)。出典が何も述べていないところは本ツールが選びました: プリウォームされたプロセスにはカードがありません (ユーザは起動していません)。再起動と `crash` は何も知らせずにそれを終わらせます。以前の起動から残ったカードをスワイプで閉じてもそれは終わります (TE-2 の強制終了の印は通常どおり付きます)。`debugger kill` は拒否されます (UIKit から見てアプリは実行されていません)。プリウォームされたアプリにバックグラウンドイベント (`fetch`、`push content-available`、`location`) が届くと、BR-3 のバックグラウンドへの起動になり、プリウォームされたプロセスの起動が完了します (`launched-by fetch` …): 記事は \"the user, or system, fully launches the app\" までの時間について述べており、システムがイベントを破棄したり遅らせたりするとはどこにも書かれていません。システムはデバイスの状況に応じて (\"depending on device conditions\") プリウォームするので、メモリを空けるためにプリウォームが別のアプリを強制終了することはありません: アプリが収まらないときは拒否されます。"
        ),
        .pw2: RuleTranslation(
            title: "iOS 15.0-15.3 のプリウォームはシーンベースのアプリの起動を実行した",
            statement: """
            iOS 15.0 から 15.3 では、シーンベースのアプリへの `prewarm APP` は `UIApplicationMain` と アプリデリゲートの起動を
            実行します: not-running → background、willFinishLaunching、didFinishLaunching。シーンはなく
            (configurationForConnecting も willConnect もありません)、ユーザが求めていない起動と同じく BG-7 の持ち時間を持ちます。
            アプリに届くイベントはないので、起動メソッドがタスクを開始していなければ、その後 BG-2 によってサスペンドされます
            (`launched-by prewarm`、カードなし)。後でユーザが起動すると、アプリは再開し (FG-4)、
            シーンが接続されます: configurationForConnecting、willConnect、sceneWillEnterForeground、sceneDidBecomeActive
            (SC-3)。したがって、これらの起動メソッドのコードは、ユーザがアプリを開くずっと前に実行されています。デバイスがロックされている
            間に実行されたかもしれません。シーンを使わないアプリと、iOS 15.4 以降のすべてのアプリは PW-1 のとおりに
            プリウォームされます。OBS、DTS。
            """,
            resolution: """
            Apple の記事はプリウォームが `UIApplicationMain` の前で止まるとしており、それ以上を実行したバージョンは\
            示していません。iOS 15.0 の iPhone 13 で試したアプリ (Stack Overflow の質問 71025205) は、プリウォーム中に \
            main.swift、アプリデリゲートの初期化 (`init`)、willFinishLaunching、didFinishLaunching をログに出しました。アプリは、30 分後にユーザが\
            開くまでバックグラウンドに留まり、そのときシーンが接続されました。Apple デベロッパフォーラムのスレッド 706782 に\
            引用された回答と、そこでの開発者の投稿は、2 種類のアプリを分けています: シーンに対応するアプリでは \
            didFinishLaunching が "may be called (doesn't always happen)" で、willConnect は呼ばれません。シーンを使わない\
            アプリでは、didFinishLaunching は呼ばれません。同じスレッドは iOS 15.4 でこれがなくなったと報告しており、Apple のエンジニア \
            (スレッド 764625) は "late iOS 15" から "definitely won't be called" と述べています。そのスレッドの開発者は\
            シーンを使わないアプリで、iOS 18 でもまだこれが起きると報告しています。理由は分かっていないので、本ツールはモデル化しません。本ツールは \
            iOS 15.0 のログを iOS 15.0-15.3 (`device ios 15.2`。`device ios 15` は 15.0) に当てはめ、デバイスでは\
            ときどき起きたことを毎回起きるものとし、15.4 をそれがなくなったバージョンとします。これらのコールバックの間の\
            アプリの状態はログにありません: ユーザが求めていない起動 (BR-3) と同じく background とします。
            """
        ),
    ]
}
