/// The Japanese texts of the parser's diagnostics: plain form, in the terms the package's other catalogues use;
/// keywords, names and syntax forms stay as written in a scenario.
extension DiagnosticCatalogue {
    static let japaneseMessages: [DiagnosticKey: String] = [
        .verbatim: "{text}",
        .errorLabel: "エラー", .warningLabel: "警告",
        .listSeparator: "、", .listWithLast: "{rest} または {last}", .listOfNothing: "なし",

        .nulByte: "ファイルに NUL バイト 0x00 がある。ファイルを UTF-8 テキストとして保存する",
        .invalidUTF8: "不正な UTF-8 バイト 0x{hex}。ファイルを UTF-8 で保存する",
        .unterminatedString: "文字列が閉じていない。閉じる '\"' を追加する",
        .unknownEscape: #"文字列中の不明なエスケープ '\{escape}'。エスケープは \" と \\ だけ (バックスラッシュは \\ と書く)"#,

        .unknownWordSuggestion: "不明な{what} '{word}'。もしかして '{suggestion}' ですか?",
        .unknownWordChoices: "不明な{what} '{word}'。{choices} のいずれかを書く",
        .unknownDeclarationSuggestion: "不明な宣言 '{word}'。もしかして '{suggestion}' ですか?",
        .unknownDeclaration: "不明な宣言 '{word}'。ヘッダの行は scenario、device、setting、app、on のいずれかで始まる",
        .missing: "'{keyword}' には{what}が必要: {usage}",
        .missingChoiceA: "'{keyword}' には{what}が必要: {usage}",
        .missingChoiceAn: "'{keyword}' には{what}が必要: {usage}",
        .unexpected: "予期しない '{spelling}'。次の形で書く: {usage}",
        .expectedWord: "ここには '{spelling}' ではなく '{word}' が必要: {usage}",
        .missingColon: "'{word}' の後に ':' が必要: {usage}",
        .emptyListItem: "リストに空の項目がある。余分な ',' を削除する",

        .notAnAppName: "'{spelling}' はアプリ名ではない。アプリ名は引用符で囲まず、英字で始めて英字・数字・'_'・'-' を"
            + "続けて書く: {usage}",
        .notATaskName: "'{spelling}' はタスク名ではない。英字で始めて英字・数字・'_'・'-' を続けて書き、言語のキーワードは"
            + "使わない",
        .notAnIdentifier: "'{spelling}' は{what}ではない。英字で始めて英字・数字・'_'・'-' を続けて書く",
        .keywordAsName: "'{name}' は言語のキーワードなので{what}の名前にできない。別の名前にする",
        .duplicateApp: "アプリ '{name}' は {line} 行目で宣言済み。このアプリに別の名前を付けるか、この行を削除する",
        .undeclaredAppSuggestion: "アプリ '{name}' は宣言されていない。もしかして '{suggestion}' ですか?",
        .undeclaredApp: "アプリ '{name}' は宣言されていない。ヘッダに 'app {name}' を追加する",

        .duplicateDeclaration: "2 つ目の '{keyword}' 行がある (1 つ目は {line} 行目)。1 つだけにする",
        .titleNeedsQuotes: "タイトルはダブルクォートで囲んだ文字列で書く: scenario \"TITLE\"",
        .badVersion: "'{spelling}' は iOS のバージョンではない。7、4.2、17 のように 3 以上のバージョンを書く",
        .duplicateOption: "オプション '{option}' が 2 回指定されている。1 つだけにする",
        .duplicateMode: "モード '{mode}' が 2 回書かれている。重複を削除する",
        .restrictedIsGlobal: "'restricted' (ペアレンタルコントロール) は全体のスイッチにだけ使える。'for APP' を削除するか、"
            + "on|off を使う",
        .notABGTaskIdentifier: "'{text}' はタスク ID ではない。英字・数字・'.'・'_'・'-' からなる逆 DNS 形式の語を書く "
            + "(com.example.refresh)",
        .bgTaskHandlerNeverRunsSuggestion:
            "{app} の bgtasks に '{id}' がないので、このハンドラは実行されない (BT-1)。もしかして '{suggestion}' ですか?",
        .bgTaskHandlerNeverRuns: "{app} の bgtasks に '{id}' がないので、このハンドラは実行されない (BT-1)。"
            + "app 行に追加する: bgtasks {id}",
        .notificationsNotRecorded: "'setting notifications on' がないと通知は記録されないので、この期待には"
            + "通知が見えません (NT-1)。ヘッダにその行を追加するか、--notifications を付けて実行してください",
        .performFetchDisabledByBGTasks: "{app} は bgtasks (BGTaskSchedulerPermittedIdentifiers) を宣言しており、iOS 13 以降では"
            + "これが performFetch を無効にするので、iOS {version} ではこのハンドラは実行されない (BT-8)。処理は "
            + "BGAppRefreshTask で行う (on bgtask ID、bg-submit ID refresh)",

        .indentedHandlerWithoutApp: "このインデントされた 'on' 行の上に 'app' 行がない。対応する 'app' 行の下にインデント"
            + "するか、インデントせずに 'on APP.{callback}:' と書く",
        .unindentedHandlerNeedsApp: "この 'on' 行はインデントされていないので、どのアプリのものか分からない。対応する "
            + "'app' 行の下にインデントするか、'on {app}.{callback}:' と書く",
        .handlerAppNeedsDot: "インデントしない 'on' 行では、アプリとコールバックを空白なしの '.' でつなぐ: "
            + "'on {app}.{callback}:' と書く",
        .handlerAfterTimelineNamingApp: "ハンドラは宣言なので、タイムライン ({start} 行目から) より前に書く。"
            + "この行を {start} 行目より上に移す",
        .handlerAfterTimeline: "ハンドラは宣言なので、タイムライン ({start} 行目から) より前に書く。この行を {start} "
            + "行目より上に移して対応する 'app' 行の下にインデントするか、そこに 'on {app}.{callback}:' と書く",
        .appLineAt: "'app {app}' ({line} 行目)",
        .strayAction: "'{word}' はアクションであり、アクションは 'on' 行の ':' の後に書く: {appLine} の下の 'on' 行に "
            + "';' で区切ってつなげる",
        .strayAppOption: "'{word}' は 'app' 行のオプション。{appLine} の行の名前の後に書く",
        .strayLine: "{appLine} の下にインデントした行は '{word}' で始められない: そこに書けるのは 'on'、'controller'、"
            + "'navigation'、'root' の行だけ。タイムラインの行はインデントせずに書く",
        .noActionAfterColon: "':' の後にアクションがない。begin-task NAME のようなアクションを 1 つ以上書く",
        .emptyActionAfterSemicolon: "';' の後のアクションが空。そこにアクションを書くか、';' を削除する",
        .workCannotBeDelayed: "'work' には 'after' を付けられない: コールバックをすぐに占有するため。'after …' を削除する",
        .logNeedsQuotes: "'log' のテキストはダブルクォートで囲んだ文字列で書く: log \"TEXT\"",

        .durationMalformed: "'{text}' は時間ではない。250ms、5s、2.5s、1h30m のように数値と単位を書く",
        .durationMissingUnit: "'{text}' に単位がない。{text}s か {text}ms と書く (単位: d, h, m, s, ms)",
        .durationUnitOrder: "'{text}' の単位 '{unit}' の順序が正しくない。1h30m のように、単位は大きい順に、それぞれ "
            + "1 回までで書く",
        .durationFractionNotLast: "'{text}' で小数を使えるのは最後の単位だけ。1m30.5s のように、その前は整数で書く",
        .durationFinerThanMillisecond: "'{text}' は 1 ミリ秒より細かい。仮想時計はミリ秒単位で数えるので、丸める",
        .durationTooLarge: "'{text}' はシナリオで使える最長の時間である 10000 日を超えている。もっと短い時間を書く",
        .timeRunsBackwards: "時刻 '{text}' は前の行の時刻 {now} より前。時間は逆戻りしない: {now} 以降の時刻か、"
            + "+5s のような相対時刻を書く",
        .negativeTime: "時刻 '{text}' が負になっている。時刻は実行の開始 (0s) から数える: {now} 以降の時刻か、"
            + "+5s のような相対時刻を書く",
        .timelineTooLong: "この時刻ではタイムラインがシナリオの最長である 10000 日を超える。もっと小さい時刻を書く",
        .notAStatement: "'{spelling}' ではなく、イベント、'expect'、'log' のいずれかが必要。タイムラインの行は "
            + "[TIME] STATEMENT の形",
        .declarationAfterTimeline: "'{word}' は宣言であり、宣言はタイムライン ({start} 行目から) より前に書く。"
            + "この行を {start} 行目より上に移す",
        .appDeclarationAfterTimeline: "'{word}' は宣言であり、宣言はタイムライン ({start} 行目から) より前に書く。"
            + "この行とその下にインデントされた行を {start} 行目より上に移す",
        .statementStartsWithApp: "タイムラインの行では、アプリ名 '{app}' の後に push、pop、present、dismiss のいずれかが"
            + "必要 ('{app} push CHILD on NAV' など)。そうでなければ 'launch {app}' のようなイベントか、"
            + "'expect {app} ...' で行を始める",
        .badCount: "'{spelling}' は{what}の数ではない。0 から 999999 までの整数を書く",

        .sizeMalformed: "'{text}' はサイズではない。512KB、20MB、1GB のように、整数に KB、MB、GB を付けて書く",
        .sizeMissingUnitFraction: "'{text}' には単位がなく、サイズは整数で書く。512KB や 20MB のように、整数に KB、MB、"
            + "GB を付けて書く",
        .sizeMissingUnit: "'{text}' に単位がない。{text}MB、{text}KB、{text}GB のいずれかで書く",
        .sizeUnitCase: "'{text}' の単位は大文字で書く: {digits}{unit}",
        .sizeFractionExact: "'{text}' に小数があるが、サイズは整数で書く。{exactly} と書く",
        .sizeFraction: "'{text}' に小数があるが、サイズは整数で書く。KB、MB、GB の整数で書く",
        .sizeTooLarge: "'{text}' はシナリオで使える最大のサイズ {maximum} を超えている。もっと小さいサイズを書く",
        .defaultMemory: "既定値の {memory}",
        .systemLargerThanMemory: "システムの使用分 ({system}) がデバイスのメモリ ({memory}) より大きい。'system' を"
            + "小さくするか、'memory' を大きくする",
        .zeroDeviceMemory: "デバイスにはメモリが必要。1GB のように 0 より大きいサイズを書く",
        .zeroMemoryPressure: "'memory-pressure' には 0 より大きいサイズが必要。20MB のようなサイズを書くか、サイズを"
            + "省略してサスペンド状態 (suspended) のアプリをすべて破棄する",

        .notATypeIdentifier: "'{spelling}' はタイプ識別子 (UTI) ではない。public.text や com.example.doc のような"
            + "ドット区切りの名前を書く",
        .duplicateDocumentType: "タイプ '{type}' が 2 回書かれている。重複を削除する",
        .duplicateExport: "タイプ '{type}' はこのアプリがすでにエクスポートしている。各タイプは 1 回だけエクスポートする",
        .extensionWithDot: "拡張子はドットなしで書く: extension {bare}",
        .notAFileExtension: "'{spelling}' はファイル拡張子ではない。txt や sdoc のように、ドットなしで英字と数字を書く",

        .indentedControllerWithoutApp: "このインデントされた '{keyword}' 行の上に 'app' 行がない。対応するアプリの下に置く",
        .controllerOutsideApp: "'{keyword}' はアプリのビューコントローラを宣言する。対応する 'app' 行の下にインデントする",
        .duplicateController: "コントローラ '{name}' は '{app}' に対して {line} 行目で宣言済み。このコントローラに"
            + "別の名前を付けるか、この行を削除する",
        .undeclaredControllerSuggestion:
            "アプリ '{app}' にコントローラ '{name}' はない。もしかして '{suggestion}' ですか?",
        .undeclaredController:
            "アプリ '{app}' にコントローラ '{name}' はない。'app {app}' の下で 'controller {name}' と宣言する",
        .navigationRootIsItself:
            "ナビゲーション '{name}' は自分自身をルートにできない。同じアプリの下で宣言した通常のコントローラを指定する",
        .navigationInsideNavigation: "'{child}' はナビゲーションコントローラであり、ナビゲーションコントローラは別の"
            + "ナビゲーションコントローラの子になれない。通常のコントローラを指定する",
        .controllerAlreadyRoot: "コントローラ '{child}' はすでにナビゲーション '{navigation}' ({line} 行目) のルートで"
            + "あり、コントローラの親は 1 つだけ。このナビゲーションコントローラには別のルートを指定する",
        .windowRootInsideNavigation: "コントローラ '{name}' はナビゲーション '{navigation}' ({line} 行目) のルートなので、"
            + "ウインドウのルートにはなれない。'root {navigation}' と書く",
        .notANavigationSuggestion: "'{name}' は '{app}' のナビゲーションコントローラではないが、push と pop には"
            + "ナビゲーションコントローラが必要。もしかして '{suggestion}' ですか?",
        .notANavigationNone: "'{name}' は '{app}' のナビゲーションコントローラではないが、push と pop には"
            + "ナビゲーションコントローラが必要。'app {app}' の下で 'navigation NAME root CHILD' と宣言する",
        .notANavigationList: "'{name}' は '{app}' のナビゲーションコントローラではないが、push と pop には"
            + "ナビゲーションコントローラが必要。'{app}' のナビゲーションコントローラは {navigations}",
        .unknownControllerCommandSuggestion: "不明なコントローラの操作 '{word}'。もしかして '{suggestion}' ですか?",
        .unknownControllerCommand:
            "不明なコントローラの操作 '{word}'。アプリ名の後には push、pop、present、dismiss のいずれかを書く",
        .cannotPushNavigation:
            "'{name}' はナビゲーションコントローラなので push できない。通常のコントローラを push するか、これを present する",
        .shareWithItself: "'{app}' は自分自身とファイルを共有できない: 「このアプリで開く」メニューに並ぶのは他のアプリ。"
            + "'to' の後に別のアプリを書く",

        .sendingCallbackInHandler: "'{callback}' は共有した書類の送り手に記録されるもの (DOC-2) で、ハンドラを持てない。"
            + "'expect APP callbacks:' のリストには書ける",
        .controllerCallbackInHandler: "'{callback}' はビューコントローラのコールバックだが、ハンドラに書くのは "
            + "didBecomeActive のようなアプリのコールバック。"
            + "'expect APP controller-callbacks: CONTROLLER.{callback}' で確かめる",
        .controllerCallbackInAppList: "'{item}' はビューコントローラのコールバック。'callbacks:' ではなく "
            + "'expect APP controller-callbacks:' に書く",
        .appCallbackInControllerList: "'{spelling}' はアプリのコールバック。それは 'expect APP callbacks:' に書き、"
            + "ここには Main.viewDidLoad のように CONTROLLER.CALLBACK を書く",
        .notAControllerCallback:
            "'{spelling}' はコントローラのコールバックではない。Main.viewDidLoad のように CONTROLLER.CALLBACK を書く",
        .foreignCallback: "不明なコールバック '{spelling}'。もしかして '{callback}' ですか? "
            + "(シナリオでは短い名前を使う。UIKit の名前は --names swift で表示される)",
        .foreignSendingCallbackInHandler: "'{spelling}' はシナリオでは '{callback}' で、共有した書類の送り手に記録される"
            + "もの (DOC-2) なので、ハンドラを持てない。'expect APP callbacks:' のリストには書ける",
        .refuseOutsideStateHandler: "'refuse' は shouldSaveState または shouldRestoreState の答え false であり、"
            + "{callback} のハンドラでは意味がない。'on shouldSaveState:' か 'on shouldRestoreState:' の行に移す",
        .refuseCannotBeDelayed:
            "'refuse' には 'after' を付けられない: ハンドラが戻るときに返す答えだから。'after …' を削除する",
        .actionBeforeUIApplicationMain: "'{action}' は UIApplicationMain が始めるアプリ (UIApplication とその実行ループ) に"
            + "働きかけるが、'on main' はその前に実行される ('log'、'work'、'crash'、'read-protected-file' だけが書ける)。"
            + "'on didFinishLaunching:' の行に移す",
        .timerBeforeUIApplicationMain: "'on main' で設定したタイマーは、UIApplicationMain が始める実行ループを待つ。"
            + "'after …' を削除するか、'on didFinishLaunching:' の行に移す",

        .endOfTaskNeverBegunSuggestion: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この end-task は"
            + "何も終了しない。もしかして '{suggestion}' ですか?",
        .endOfTaskNeverBegun: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この end-task は何も終了"
            + "しない。ハンドラに 'begin-task {task}' を追加するか、名前を直す",
        .expiryOfTaskNeverBegunSuggestion: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この期限切れ"
            + "ハンドラ (expirationHandler) は実行されない。もしかして '{suggestion}' ですか?",
        .expiryOfTaskNeverBegun: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この期限切れハンドラ "
            + "(expirationHandler) は実行されない。ハンドラに 'begin-task {task}' を追加するか、名前を直す",
        .handlersNeverRun: "'{app}' のハンドラは実行されない: タイムラインが '{app}' を起動せず、イベントも送らない。"
            + "タイムラインに 'launch {app}' (または '{app}' への別のイベント) を追加する",
        .settingBeforeItsVersion:
            "{feature}は iOS {since} から。この設定は効果がない (デバイスは iOS {version})",
        .restorationBeforeIOS6:
            "状態の保存と復元は iOS 6 から。このオプションは効果がない (デバイスは iOS {version})",
        .restorationHandlerWithoutOption: "'{callback}' は状態の保存と復元を有効にしたアプリにだけ呼ばれるので、"
            + "このハンドラは実行されない。'app {app}' の行に 'restoration' を追加する",
        .unknownBuiltinSuggestion: "'{name}' はシステムの内蔵アプリの表にないので、プロセス名は '{name}' のまま。"
            + "もしかして '{suggestion}' ですか?",
        .unknownBuiltin: "'{name}' はシステムの内蔵アプリの表にないので、プロセス名は '{name}' のまま。"
            + "表にあるのは {builtins}",
        .controllerNeverShown: "'{app}' のコントローラ '{name}' は表示されない: ウインドウのルートでもナビゲーションの"
            + "ルートでもなく、タイムラインで push も present もされない。'root {name}' を追加するか、タイムラインで"
            + "表示するか、削除する",

        .notASceneName: "'{spelling}' はシーンではない。Notes/1 のように、アプリ名、スラッシュ、1 から始まるシーンの"
            + "番号を書く: {usage}",
        .scenesBeforeIOS13: "シーンは iOS 13 から。iOS {version} ではこのオプションは受け付けられるが無視され、UI の"
            + "コールバックは app delegate が受け取る (SC-1)",
        .phaseUseWithoutSwiftUI: "'{word}' には SwiftUI のアプリが必要だが、{app} はそうではないので、これは起こらない。"
            + "'app {app}' の行に 'swiftui' を追加する (UI-1)",
        .sceneUseWithoutOption: "'{word}' にはシーンベースのアプリが必要だが、{app} にはシーンがないので、これは起こらない。"
            + "'app {app}' の行に 'scenes' を追加する",
        .splitWithItself:
            "Split View は 2 つの異なるシーンを並べる: {scene} を自分自身と並べることはできない (SC-7)。split APP/N APP/M と書く",
        .multipleScenesOffIPad: "複数のウインドウには iPad が必要: {model} では {app} は一度に 1 つのシーンしか表示しない"
            + "ので、open-window と request-scene は拒否される。device 行に 'model ipad' と書く (SC-6)",
        .windowUseWithoutMultiple: "'{word}' には複数のシーンに対応したアプリが必要だが、{app} は対応していないので拒否"
            + "される。'app {app}' の行に 'scenes multiple' を追加する (SC-6)",

        .usageSplit: "split APP/N APP/M、または Split View を終えるなら split だけ",
        .usageHandler: "on CALLBACK: ACTION; ACTION ... (インデントしない行では on APP.CALLBACK: ...)",
        .usageRefuse: "refuse ('on shouldSaveState:' か 'on shouldRestoreState:' の行で使う)",
        .usageExpect: "expect APP STATE、expect APP tasks N、expect APP callbacks: CB, ...、"
            + "expect switcher: APP, ... または expect front APP|home",
        .usageExpectScene: "expect APP/N unattached|foreground-inactive|foreground-active|background|"
            + "disconnected、または expect APP/N callbacks: CB, ...",
        .usageSwitcher: "switcher、switcher open APP、switcher kill APP|APP/N または switcher close",
        .usageCall: "call、call accept、call decline、call expand または call end",
        .usageAlert: "alert または alert dismiss",
    ]
}
