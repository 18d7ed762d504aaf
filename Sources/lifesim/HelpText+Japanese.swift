import LifecycleSim
/// The help texts in Japanese: です/ます調, teaching as the English ones do; commands,
/// options, keywords and examples stay as they are.
extension HelpText {
    static let japanese: [HelpKey: String] = [
        .main: mainJapanese, .run: runJapanese, .check: checkJapanese, .rules: rulesJapanese,
        .diagram: diagramJapanese, .timeline: timelineJapanese, .page: pageJapanese, .repl: replJapanese, .coverage: coverageJapanese,
        .walk: walkJapanese, .verify: verifyJapanese, .grammar: grammarJapanese, .export: exportJapanese,
    ]

    private static let mainJapanese = """
    lifesim: iOS アプリのライフサイクルを決定的に再現するシミュレータです。

    シナリオファイル (*.scenario) を実行します。シナリオには、デバイスとそのアプリ、各コールバックで
    アプリのコードが何をするか、そしてユーザとシステムが何をするかのタイムラインを書きます。
    lifesim は iOS が生む状態とコールバックの正確な順序を出力し、期待を確かめます。

    使い方
      lifesim run FILE|DIR|- ...     シナリオを実行し、トレースを出力します
      lifesim check FILE|DIR|- ...   シナリオの構文解析と検証だけを行います
      lifesim rules [RULE-ID]        ライフサイクルのルールの一覧、または 1 つのルールとその出典
      lifesim diagram [--os V]       アプリの状態遷移図 (Mermaid または Graphviz DOT)
      lifesim diagram --scene        シーンの状態遷移図 (UIScene.ActivationState)、同じ形式で
      lifesim timeline FILE -o X.svg 実行の様子を描いた図: レーン、状態、コールバック
      lifesim page FILE -o X.html    実行を 1 ステップずつ見せるページ (プロジェクタ向け)
      lifesim repl [--os V]          イベントを 1 つずつ入力し、トレースが伸びていくのを見ます
      lifesim coverage FILE|DIR ...  シナリオがどのルール、遷移、コールバックを通るか
      lifesim walk [--steps N]       ランダムなシナリオを、ステップごとにすべての不変条件を確かめながら実行します
      lifesim verify LOG --scenario F  実機のコンソールログをシミュレーションと比べます
      lifesim grammar                エディタ向けの、この言語の TextMate 文法
      lifesim export FILE --xctest   シナリオを Swift API のテストとして書き出します (または --swift-testing)
      lifesim COMMAND --help         1 つのコマンドのヘルプ
      lifesim --version              バージョンを表示します

    例
      lifesim run Scenarios/background-tasks/expiry-ios7.scenario
      lifesim run Scenarios                       # 配下のすべての *.scenario をパス順に
      lifesim run --format json Scenarios/launch | head
      printf 'app Mail\\nlaunch Mail\\n+5s home\\n' | lifesim run -   # 標準入力から読むシナリオ

    終了ステータス
      0  すべて実行され、すべての期待が成り立ちました
      1  成り立たない期待がありました
      2  使い方の誤り、またはシナリオファイルの誤りです (何も実行していません)
      3  シミュレータ自体の失敗です (バグですので、報告してください)

    言語
      どのコマンドも --lang en|ja を受け付けます (指定がなければ LIFESIM_LANG、LC_ALL または LANG が
      ja で始まれば日本語)。ツール自身の言葉が英語か日本語になり、UIKit の名前はそのままです。

    トレースのレコードにはそれぞれ、そのレコードを生んだルールが付きます (例: [BG-5])。
    'lifesim rules' でルールの一覧を、'lifesim rules BG-5' で 1 つのルールの説明を表示します。
    """

    private static let runJapanese = """
    lifesim run: シナリオを実行し、トレースを出力します。

    使い方
      lifesim run [OPTIONS] FILE|DIR|- ...

    まずすべてのファイルを構文解析し、どれかにエラーがあれば何も実行しません (終了ステータス 2)。
    ディレクトリを指定すると、その配下のすべての *.scenario をパス順に実行します。'-' を指定すると標準入力から
    読みます。

    オプション
      --format text|json     人が読むテキスト (既定)、またはツール向けの JSON Lines: レコードごとに
                             1 つのオブジェクト、続いてシナリオごとにサマリーのオブジェクト
      --names short|swift|objc|xamarin
                             テキストのトレースでのコールバックの綴り (既定は short:
                             didEnterBackground。swift: applicationDidEnterBackground(_:))
      --explain              各レコードの後に、それが起きた理由 (または期待したことが起きなかった
                             理由) を平易な言葉で 1 行、ルールとともに出力します
      --quiet                失敗したものと最後の 1 行だけを出力します: トレース、PASS の行、
                             ファイルについての警告は出力しません
      --notifications        各メソッドの後に UIKit がポストする通知も » を付けて表示します
                             (UIApplicationDidEnterBackgroundNotification など)。
                             'setting notifications on' と同じです (NT-1、NT-2)
      --strict               デバイスがイベントを拒否したとき (トレースの警告。App スイッチャーが
                             閉じているときの 'switcher kill' など) や、ウォッチドッグやアサーション
                             でアプリが強制終了されたとき (LA-3、FG-2、BG-5、BG-8、BR-3、BT-6 の期限切れ)
                             にもシナリオを失敗 (終了ステータス 1) にします
      --color auto|always|never
                             端末なら色を付けます (既定は auto。NO_COLOR で無効になります)
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help             このヘルプ

    出力
      トレースは標準出力に、診断とサマリーは標準エラー出力に書きます。
      失敗はそれぞれ FILE:LINE: の形で書くので、エディタからその行に移れます。シナリオごとに
      PASS または FAIL の行で終わり、実行全体は最後の 1 行で終わります:
        3 scenarios: 2 passed, 1 failed
      --format json で複数のファイルを実行すると、各レコードの "kind" の後に "file" が付きます。
      終了ステータスは、すべて成り立てば 0、期待 (または --strict) が失敗すれば 1、ファイルか
      使い方の誤りなら 2 (何も実行しません)、lifesim のバグなら 3 です。

    例
      lifesim run Scenarios/launch/cold-launch-ios6.scenario
      lifesim run --names swift Scenarios/interruptions
      lifesim run --explain Scenarios/lock/lock-ios5.scenario
      lifesim run --format json Scenarios | grep '"kind":"expect"'
      lifesim run --quiet Scenarios               # テストスイートとして: 失敗と最後の 1 行だけ
      lifesim run --strict Scenarios/launch       # 拒否とウォッチドッグによる強制終了も失敗にします
                                                  # (Scenarios/watchdogs はわざと失敗します)
    """

    private static let checkJapanese = """
    lifesim check: シナリオを実行せずに、構文解析と検証だけを行います。

    使い方
      lifesim check FILE|DIR|- ...

    エラーと警告をすべて FILE:LINE:COLUMN: エラー: MESSAGE の形で、ソースの行と問題の箇所を
    指すキャレットとともに出力します。すべてのファイルが正しければ (警告はあってもかまいません)
    終了ステータスは 0、エラーのあるファイルがあれば 2 です。

    オプション
      --color auto|always|never
                             端末なら色を付けます (既定は auto。NO_COLOR で無効になります)
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help             このヘルプ

    例
      lifesim check Scenarios
      lifesim check my.scenario
    """

    private static let rulesJapanese = """
    lifesim rules: シミュレータが守るライフサイクルのルールです。

    使い方
      lifesim rules              すべてのルール: ID、タイトル、iOS のバージョン
      lifesim rules RULE-ID      1 つのルールの全文: iOS が何をするか、バージョン、出典
                                 (タイトル、リンク、引用)、そして出典どうしが食い違うときは
                                 どれに従うかとその理由
      lifesim rules --format markdown
                                 カタログ全体を 1 つの Markdown ページとして (docs/RULES.md は
                                 このページで、テストが確かめています)

    トレースのレコードにはそれぞれ、そのレコードを生んだルールが付きます ([BG-5])。
    'lifesim run --explain' はその理由を平易な言葉で説明します。

    オプション
      --format text|markdown     人が読むテキスト (既定)、またはカタログ全体の Markdown
      --lang en|ja               メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help                 このヘルプ

    例
      lifesim rules
      lifesim rules BG-3
      lifesim rules te-2          # ID の大文字と小文字は区別しません
    """

    private static let diagramJapanese = """
    lifesim diagram: 1 つの iOS バージョンでのアプリ、またはそのシーンの状態遷移を図にします。

    使い方
      lifesim diagram [--os VERSION] [--scene] [--format mermaid|dot]

    この図は手で描いたものではありません。lifesim は、アプリを動かしうる言語のすべてのイベント
    (オーバーレイ、着信、App スイッチャー、フェッチ、プッシュ、位置情報、デバッガ、クラッシュ、
    メモリの逼迫、再起動、時間の経過) で試験用のアプリをシミュレートしたデバイス上で動かし、エンジンが
    行った遷移をそれぞれ、原因となるイベントとアプリが受け取るコールバックを付けて描きます。
    background → suspended には原因として BG-2 (「実行を続けさせるものがない」) を付けます: バックグラウンド
    に移ったとき、またはアプリを手放すイベント (デバッガの切り離し、時間の経過とタスクの期限切れ) の
    後に起こります。バージョンを比べると、ルールの変化が分かります: iOS 3 にはバックグラウンドの状態が
    なく、iOS 4 ではロックするとアプリは inactive のままです。

    --scene を付けると、試験用のアプリはシーンベースのアプリ (`scenes`、iOS 13 以降) になり、図は
    そのシーンの状態遷移 (UIScene.ActivationState: unattached、foreground-inactive、foreground-active、
    background、disconnected) になります。同じイベントが生むシーンの遷移のレコードと、システムによる
    バックグラウンドのシーンの切断から描きます。各矢印には、イベントとそのレコードが示すルール、続いて
    シーンデリゲートのコールバックを付けます。たとえば unattached → foreground-inactive には "launch (SC-3) /
    willConnect, sceneWillEnterForeground" が付きます。ホーム画面に戻ると foreground-active → foreground-inactive
    "home (SC-4) / sceneWillResignActive"、続いて → background "/ sceneDidEnterBackground" です。
    background → disconnected には "disconnect (SC-9) / sceneDidDisconnect" が付きます。「コールバックなし」は
    そのとおりの意味です: クラッシュや強制終了ではシーンはプロセスとともに何も告げずに消え、サスペンド状態
    (suspended) のアプリが sceneDidDisconnect を受け取るのは次に実行されるときです。アプリ自身の
    状態はそのシーンから決まります (SC-5): --scene なしの図と比べてください。

    オプション
      --os VERSION             iOS のバージョン (既定は 7。--scene では既定は \(OSProfile.newestKnownVersion)、
                               lifesim が知る最新のもので、13 以上)
      --scene                  アプリではなく、シーンベースのアプリのシーンの状態遷移
      --format mermaid|dot     Mermaid の stateDiagram-v2 (既定) または Graphviz DOT
      --lang en|ja             メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help               このヘルプ

    例
      lifesim diagram --os 3
      lifesim diagram --os 4 --format dot | dot -Tsvg > ios4.svg
      lifesim diagram --os 13 > ios13.mmd
      lifesim diagram --scene                              # 最新の iOS のシーン
      lifesim diagram --scene --os 13 --format dot | dot -Tsvg > scenes13.svg
    """

    private static let timelineJapanese = """
    lifesim timeline: シナリオの実行を図 (SVG) に描きます。

    使い方
      lifesim timeline FILE|- [-o OUT.svg]

    シナリオを実行し、アプリごとに 1 本のレーンをホーム画面の順に描きます: 状態は仮想時計の時間に
    沿った色の帯、コールバックはラベル付きの目盛り (同じ瞬間のものは起きた順に上から下へ)、開始と
    終了したバックグラウンドタスクはピンクのひし形 ("begin upload"、"end upload")、警告 (終了、破棄)
    はオレンジの印、バックグラウンドにいる間に減っていく持ち時間、そして期待は
    それぞれ緑の ✓ か赤の ✗ で、期待した内容と、その下に実際の結果を添えます。同じ場所に描かれる同じ印は、数を付けた 1 つのラベルになります
    ("expire retry ×512")。時間は実際の比率で描きます。同じ瞬間に起きたことはその位置に積み重ね、時間を持たない状態 (バックグラウンドへ移る途中の inactive) は細い帯にします。縮めて描くのは何も起きない長い区間だけで、区切りの印とその長さを付けます。図は
    それだけで完結した 1 つのファイル (フォント、スクリプト、画像なし) なので、どの Web ブラウザでも
    開けます。

    シーンベースのアプリ (`scenes`、iOS 13 以降) には、そのレーンの下にシーンごとのレーン ("Notes/1"、
    "Notes/2": 番号は再利用されません) を描きます。帯はシーンのアクティベーション状態 (unattached、
    foreground-inactive、foreground-active、background、disconnected)、目盛りはシーンデリゲートの
    コールバックです。アプリのレーンには、アプリデリゲートのコールバックと、シーンから決まるアプリの
    状態 (SC-5) を描きます。BGTaskScheduler のタスクの実行は、タスクと同じくアプリのレーン上のひし形
    です: システムがリクエストを実行すると "launched com.example.refresh"、タスクが終わると
    "completed …" または "expired …" と描きます (BT-3、BT-6)。

    オプション
      -o, --output PATH      SVG の書き出し先 (既定は、ほかのコマンドと同じく標準出力。'-o -' も
                             標準出力です)
                             -o で指定しない限り、シナリオの隣には何も書きません。
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help             このヘルプ

    出力
      図は標準出力か -o のファイルに書き、1 行のサマリー ("wrote expiry.svg: 1 app, 185 s,
      5 expectations, 0 failed" または "wrote standard output: ...") を標準エラー出力に書きます。
      図を書けたら、期待が成り立たなくても (赤い印になります) 終了ステータスは 0 です。使い方の
      誤り、シナリオファイルの誤り ('lifesim run' と同じ診断を出します)、書き込めない出力ファイルの
      ときは 2 です。

    例
      lifesim timeline Scenarios/background-tasks/expiry-ios7.scenario -o expiry.svg
      lifesim timeline Scenarios/app-switcher/kill-front-then-open.scenario > kill.svg
      lifesim timeline Scenarios/scenes/disconnect-ios17.scenario -o scenes.svg
      lifesim timeline - < my.scenario > my.svg
      chromium --headless --screenshot=run.png expiry.svg   # スライド用の PNG
    """

    private static let replJapanese = """
    lifesim repl: シナリオを 1 行ずつ入力し、アプリの反応を見ます。

    使い方
      lifesim repl [--os VERSION] [--explain] [--names short|swift|objc|xamarin] [--color auto|always|never]

    入力した行はそれぞれ 'device ios VERSION' で始まるシナリオに加わり、シナリオ全体がすぐに実行し
    直されます。出力されるのは、その行がトレースに加えた部分だけです。宣言 (app、setting、インデント
    した 'on' のハンドラの行) が先で、その後にタイムラインの行が続きます: 時刻のない行はいま起こり、
    '+5s' は時計を 5 秒進めます。タイムラインが始まった後に入力した宣言は、宣言の最後、タイムラインの
    前に置かれます。エラーのある行は診断とともに表示され、残りません。トレースと診断の行番号は、
    ':save' が書くファイルでの行番号です。

    コマンド
      :state           すべてのアプリの状態、タスク、残り時間と、最前面のアプリ、App スイッチャーを表示します
      :undo            最後に受け付けた行を取り消し、状態を表示します
      :reset           最初からやり直します
      :list            ここまでのセッションをシナリオファイルとして表示します
      :save FILE       セッションを、'lifesim run FILE' で再現できるシナリオファイルに書きます
      :explain on|off  遷移とコールバックのそれぞれの下に理由を表示します
      :help            何を入力するか、例とともに表示します
      :quit            終了します (入力の終わり、Ctrl-D でも終了します)

    オプション
      --os VERSION           デバイスの iOS のバージョン (既定は 7)
      --explain              :explain on の状態で始めます
      --names short|swift|objc|xamarin
                             トレースでのコールバックの綴り (既定は short)
      --color auto|always|never
                             端末なら色を付けます (既定は auto。NO_COLOR で無効になります)
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help             このヘルプ

    標準入力は端末 ('lifesim> ' のプロンプトを表示します) でもパイプ (プロンプトなし) でもかまいません。
    トレースは標準出力に、診断は標準エラー出力に書きます。終了ステータスは 0 です。

    キー操作 (端末のとき)
      ←/→, Home/End, Ctrl-A/Ctrl-E   行の中を移動します
      Backspace, Delete              カーソルの前 / カーソル位置の文字を削除します
      ↑/↓ (Ctrl-P/Ctrl-N)            このセッションで前に入力した行
      Ctrl-K, Ctrl-U, Ctrl-W         行末まで / 行頭まで / 直前の単語を切り取ります
      Ctrl-C                         入力中の行を破棄します。空の行ではまず確認し、2 回目の
                                     Ctrl-C で終了します (保存していない行は失われます)
      Ctrl-D                         空の行で: 終了します

    例
      lifesim repl --os 13
      lifesim repl --explain
      printf 'app Mail\\nlaunch Mail\\n+5s home\\n:state\\n' | lifesim repl
      printf 'app Mail\\nlaunch Mail\\n:save mail.scenario\\n' | lifesim repl && lifesim run mail.scenario
    """

    private static let coverageJapanese = """
    lifesim coverage: 一連のシナリオがどのルール、ST-2 の遷移、コールバックを通るかを表示します。

    使い方
      lifesim coverage [--format text|json] [--require N] FILE|DIR|- ...

    ルールが通ったと数えるのは、いずれかの実行のレコードがその ID を持つとき、またはレコードの説明
    (lifesim run --explain) がそのルールに基づくときです。後のマイルストーンのルール (まだ
    シミュレートしていないもの) は合計に含めません。

    オプション
      --format text|json   人が読む表 (既定) または 1 つの JSON オブジェクト
      --require N          通ったルールが N % 未満なら終了ステータスを 1 にします
      --lang en|ja         メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help           このヘルプ

    例
      lifesim coverage Scenarios
      lifesim coverage --require 100 Scenarios     # CI が実行するもの
      lifesim coverage --format json Scenarios/lock
    """

    private static let walkJapanese = """
    lifesim walk: ランダムなシナリオを実行し、ステップごとにすべての不変条件を確かめます。

    使い方
      lifesim walk [--steps N] [--seed S] [--length L] [--out DIR]

    1 回のウォークは、ランダムなデバイス (どの iOS バージョンも)、ランダムなアプリ (モード、ハンドラ、
    タイマー、ビューコントローラ)、そしてでたらめなものも含む L 行のランダムなタイムラインです。シード
    S、S+1、... の順に、合計 N ステップを実行するまで続けます。各ステップの後に、デバイスとトレースを
    確かめます。確かめるのは、ST-2 の遷移だけであること、サスペンド状態 (suspended) のアプリにコールバックがないこと、
    willEnterForeground の後には必ず didBecomeActive があること、実行を続ける理由のないバックグラウンド
    のアプリが実行中のまま残らないこと、持ち時間を超えないこと、空きメモリが PS-2 の定義どおりで
    あること、時計が戻らないことです。違反があれば、そのシードを出力し、それを再現する最小のシナリオを
    書き出します (終了ステータス 1)。

    オプション
      --steps N     実行するタイムラインの行の合計 (既定は 100000)
      --seed S      最初のシード (既定は 1)
      --length L    1 回のウォークのタイムラインの行数 (既定は 200)
      --out DIR     失敗したシナリオの書き出し先 (既定は .)
      --print       ウォークせずに --seed のシナリオ (--length 行) を出力します
      --lang en|ja  メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)

    例
      lifesim walk --steps 20000
      swift run -c release lifesim walk --steps 10000000      # ROBUSTNESS.md の長い実行
    """

    private static let verifyJapanese = """
    lifesim verify: 実機のコンソールログをシミュレーションと比べます。

    使い方
      lifesim verify LOG --scenario FILE [--tolerance DURATION] [--format text|json]

    シナリオのタイムラインを実機で実行してコンソール (Xcode のコンソール、'log stream'、または自分で
    出力した行) を記録し、両方のファイルを渡します。verify はログの中のライフサイクルのコールバックを、
    どの書き方であれ UIKit の名前で見つけます:
      2013-12-02 10:00:00.123 Uploader[812:60b] applicationDidEnterBackground:
      2024-05-01 10:00:00.123456+0900 0x1c7a1 Default 0x0 812 0 Uploader: sceneDidBecomeActive(_:)
      185.2 Uploader expire upload               (簡単な TIME APP CALLBACK の形)
    そして、ログに出てくるアプリについて、シミュレーションのコールバックと順に比べます。一致すれば
    そう報告し、そうでなければ最初の食い違いを、両方の並びを並べて、シミュレーション側の根拠となる
    ルールとともに報告します。システムが決める間隔 (持ち時間や期限: 2 つのコールバックの間に
    タイムラインのイベントがないもの) は、許容範囲内で一致しなければなりません。

    オプション
      --scenario FILE        実行したシナリオ (必須)
      --tolerance DURATION   システムが決める間隔の許容差 (既定は 250ms)
      --format text|json     人が読む文章 (既定) またはツール向けの 1 つの JSON オブジェクト
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)

    終了ステータス
      0 一致した、1 食い違った、2 読めないログやシナリオ、または使い方の誤り

    例
      lifesim verify Scenarios/device-logs/app-launch-sequence-ios11.log \\
          --scenario Scenarios/device-logs/app-launch-sequence-ios11.scenario
      lifesim verify Scenarios/device-logs/expiry-iphone-x.log \\
          --scenario Scenarios/device-logs/expiry-iphone-x.scenario    # 食い違う例
    """

    private static let grammarJapanese = """
    lifesim grammar: *.scenario ファイルのための TextMate 文法を出力します。

    使い方
      lifesim grammar > scenario.tmLanguage.json

    言語のキーワード、コールバック、アクション、オプション、時刻、時間、文字列、コメントに色を付ける
    TextMate 文法 (JSON) を出力します。構文解析器自身の単語リストから生成したものです。
    docs/editors/vscode/ はこれを使う Visual Studio Code の拡張機能で (フォルダを
    ~/.vscode/extensions/ にコピーします)、TextMate 文法を読めるほかのエディタ (Sublime Text、
    TextMate、Nova) も同じファイルを読み込めます。

    オプション
      --lang en|ja           メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
      -h, --help             このヘルプ
    """

    private static let exportJapanese = """
    lifesim export: シナリオを、Swift API の XCTest または Swift Testing のテストとして書き出します。

    使い方
      lifesim export FILE --xctest [-o OUT.swift]
      lifesim export FILE --swift-testing [-o OUT.swift]

    シナリオのタイトルから名前を付けたテストを 1 つ書きます。そのテストは SimulatedDevice と
    install(_:) でデバイスとアプリを作り、AppContext の呼び出しでハンドラを登録し、タイムラインの各行の
    時刻まで時計を進め、各イベントをそのメソッドで送り、各期待を確かめます (XCTAssertEqual /
    #expect、コールバックは assertCallbacks)。シナリオのコメントは Swift のコメントとして引き継ぎます。
    プロダクト LifecycleSimTesting に依存するテストターゲットでコンパイルしてください。

    アプリのオプションは install のクロージャで設定する `AppConfiguration` のプロパティに、setting の行は
    デバイスの最初の設定 (`setBackgroundRefresh`、`setDebuggerAttached` …) になります。解析できないファイルは
    lifesim check と同じく位置付きの診断で報告し、何も書きません (終了ステータス 2)。書き出したときは、
    標準エラー出力に何を書いたかを示します ("ExpiryTests.swift に書き出しました: expiry.scenario の XCTest テスト")。

    オプション
      --xctest           テストメソッドを持つ XCTestCase のサブクラス
      --swift-testing    @Test 関数を持つ @Suite
      -o, --output PATH  標準出力ではなく PATH に書きます
      --lang en|ja       メッセージの言語を英語 (en) か日本語 (ja) から選びます ('lifesim --help' を参照)
    """

    /// The Japanese help of `lifesim page`, the step-through page.
    static let pageJapanese = """
    lifesim page: シナリオの実行を、プロジェクタで 1 ステップずつ見せるページ (HTML) にします。

    使い方
      lifesim page FILE|- [-o OUT.html] [--lang en|ja]

    シナリオを実行し、実行をトレースのレコード 1 つずつ再生する HTML ファイルを 1 つ書きます。授業向け
    です: 現在のレコードの位置にカーソルのあるタイムラインの図 ('lifesim timeline' が描くもの)、その下に
    実行中の行を強調したシナリオ、現在のレコードを強調し、その説明 ('lifesim run --explain' の 'why:'
    の行、ルールの ID 付き) をすべて表示したトレース、その時点でのすべてのアプリとシーンの状態、そして
    実行がそこに達すると ✓ か ✗ が付く期待を表示します。プロジェクタで読めるよう、文字は大きく、色は
    はっきりしています: 図は 1.6 倍の大きさで (いちばん小さい文字でも 14 px 以上)、カーソルを追う窓の中に
    描き、レーンの名前は窓の左端に残します。縦の短い画面 (4:3 のプロジェクタ) では、ヘッダを詰め、
    右のパネルを広げます。

    → または Space (次へ)、← (前へ)、Home と End、またはボタンで進めます。シナリオの行をクリックすると、
    その行が書いた最初のレコードに移ります。アドレスの末尾は '#step=N' なので、ステップをブックマーク
    したり直接開いたりできます ('run.html#step=12')。

    ファイルはそれだけで完結しています: ネットワークも、外部のスクリプト、スタイル、フォントも使いません。
    最近のどのブラウザ (Chromium、Firefox、Safari) でも、オフラインでも開けます。

    オプション
      -o, --output PATH      ページの書き出し先 (既定は標準出力。'-o -' も標準出力です)
                             -o で指定しない限り、シナリオの隣には何も書きません。
      --lang en|ja           ページの言語を選びます。ボタンと見出し、トレースの言葉、すべての説明が対象です
                             (既定: LIFESIM_LANG、なければ LC_ALL か LANG が ja で始まるときは
                             日本語、それ以外は英語)。コールバック、状態、ルールの名前は UIKit
                             の表記のままです。
      -h, --help             このヘルプ

    出力
      ページは標準出力か -o のファイルに書き、1 行のサマリー ("wrote lesson1.html: 14 steps,
      3 expectations, 0 failed") を標準エラー出力に書きます。ページを書けたら、期待が成り立たなくても
      (✗ になります) 終了ステータスは 0 です。使い方の誤り、シナリオファイルの誤り ('lifesim run' と
      同じ診断を出します)、書き込めない出力ファイルのときは 2 です。

    例
      lifesim page Scenarios/workshop/01-states.scenario -o lesson1.html
      lifesim page Scenarios/background-tasks/expiry-ios7.scenario --lang ja -o expiry.html
      lifesim page - < my.scenario > my.html
    """
}
