/// The Japanese texts of the parser's diagnostics: です/ます, instructions as 「…してください」, in the terms of docs/GLOSSARY.ja.md the package's other catalogues use;
/// keywords, names and syntax forms stay as written in a scenario.
extension DiagnosticCatalogue {
    static let japaneseMessages: [DiagnosticKey: String] = [
        .verbatim: "{text}",
        .errorLabel: "エラー", .warningLabel: "警告",
        .listSeparator: "、", .listWithLast: "{rest} または {last}", .listOfNothing: "なし",

        .nulByte: "ファイルに NUL バイト 0x00 があります。ファイルを UTF-8 テキストとして保存してください",
        .invalidUTF8: "不正な UTF-8 バイト 0x{hex} があります。ファイルを UTF-8 で保存してください",
        .unterminatedString: "文字列が閉じていません。閉じる '\"' を追加してください",
        .unknownEscape: #"文字列に不明なエスケープ '\{escape}' があります。使えるエスケープは \" と \\ だけです (バックスラッシュは \\ と書いてください)"#,

        .unknownWordSuggestion: "'{word}' という{what}はありません。もしかして '{suggestion}' ですか?",
        .unknownWordChoices: "'{word}' という{what}はありません。{choices} のいずれかを書いてください",
        .unknownDeclarationSuggestion: "'{word}' という宣言はありません。もしかして '{suggestion}' ですか?",
        .unknownDeclaration: "'{word}' という宣言はありません。ヘッダの行は scenario、device、setting、app、on のいずれかで始まります",
        .missing: "'{keyword}' には{what}が必要です: {usage}",
        .missingChoiceA: "'{keyword}' には{what}が必要です: {usage}",
        .missingChoiceAn: "'{keyword}' には{what}が必要です: {usage}",
        .unexpected: "'{spelling}' はここには書けません。次の形で書いてください: {usage}",
        .expectedWord: "ここには '{spelling}' ではなく '{word}' が必要です: {usage}",
        .missingColon: "'{word}' の後に ':' が必要です: {usage}",
        .emptyListItem: "リストに空の項目があります。余分な ',' を削除してください",

        .notAnAppName: "'{spelling}' はアプリ名ではありません。アプリ名は引用符で囲まず、英字で始めて英字・数字・'_'・'-' を"
            + "続けて書いてください: {usage}",
        .notATaskName: "'{spelling}' はタスク名ではありません。英字で始めて英字・数字・'_'・'-' を続けて書き、言語のキーワードは"
            + "使わないでください",
        .notAnIdentifier: "'{spelling}' は{what}ではありません。英字で始めて英字・数字・'_'・'-' を続けて書いてください",
        .keywordAsName: "'{name}' は言語のキーワードなので{what}の名前にできません。別の名前にしてください",
        .duplicateApp: "アプリ '{name}' は {line} 行目で宣言済みです。このアプリに別の名前を付けるか、この行を削除してください",
        .undeclaredAppSuggestion: "アプリ '{name}' は宣言されていません。もしかして '{suggestion}' ですか?",
        .undeclaredApp: "アプリ '{name}' は宣言されていません。ヘッダに 'app {name}' を追加してください",

        .duplicateDeclaration: "2 つ目の '{keyword}' 行があります (1 つ目は {line} 行目)。1 つだけにしてください",
        .titleNeedsQuotes: "タイトルはダブルクォートで囲んだ文字列で書きます: scenario \"TITLE\"",
        .badVersion: "'{spelling}' は iOS のバージョンではありません。7、4.2、17 のように 3 以上のバージョンを書いてください",
        .duplicateOption: "オプション '{option}' が 2 回指定されています。1 つだけにしてください",
        .duplicateMode: "モード '{mode}' が 2 回書かれています。重複を削除してください",
        .restrictedIsGlobal: "'restricted' (ペアレンタルコントロール) は全体のスイッチにだけ使えます。'for APP' を削除するか、"
            + "on|off を使ってください",
        .notABGTaskIdentifier: "'{text}' はタスク ID ではありません。英字・数字・'.'・'_'・'-' からなる逆 DNS 形式の名前を書いてください "
            + "(com.example.refresh)",
        .bgTaskHandlerNeverRunsSuggestion:
            "{app} の bgtasks に '{id}' がないので、このハンドラは実行されません (BT-1)。もしかして '{suggestion}' ですか?",
        .bgTaskHandlerNeverRuns: "{app} の bgtasks に '{id}' がないので、このハンドラは実行されません (BT-1)。"
            + "app 行に追加してください: bgtasks {id}",
        .notificationsNotRecorded: "'setting notifications on' がないと通知は記録されないので、この期待には"
            + "通知が見えません (NT-1)。ヘッダにその行を追加するか、--notifications を付けて実行してください",
        .performFetchDisabledByBGTasks: "{app} は bgtasks (BGTaskSchedulerPermittedIdentifiers) を宣言しており、iOS 13 以降では"
            + "これが performFetch を無効にするので、iOS {version} ではこのハンドラは実行されません (BT-8)。処理は "
            + "BGAppRefreshTask で行ってください (on bgtask ID、bg-submit ID refresh)",

        .indentedHandlerWithoutApp: "このインデントされた 'on' 行の上に 'app' 行がありません。対応する 'app' 行の下にインデント"
            + "するか、インデントせずに 'on APP.{callback}:' と書いてください",
        .unindentedHandlerNeedsApp: "この 'on' 行はインデントされていないので、どのアプリのものか分かりません。対応する "
            + "'app' 行の下にインデントするか、'on {app}.{callback}:' と書いてください",
        .handlerAppNeedsDot: "インデントしない 'on' 行では、アプリとコールバックを空白なしの '.' でつないで、"
            + "'on {app}.{callback}:' と書いてください",
        .handlerAfterTimelineNamingApp: "ハンドラは宣言なので、タイムライン ({start} 行目から) より前に書きます。"
            + "この行を {start} 行目より上に移してください",
        .handlerAfterTimeline: "ハンドラは宣言なので、タイムライン ({start} 行目から) より前に書きます。この行を {start} "
            + "行目より上に移して対応する 'app' 行の下にインデントするか、そこに 'on {app}.{callback}:' と書いてください",
        .appLineAt: "'app {app}' ({line} 行目)",
        .strayAction: "'{word}' はアクションです。アクションは 'on' 行の ':' の後に書きます: {appLine} の下の 'on' 行に "
            + "';' で区切って続けてください",
        .strayAppOption: "'{word}' は 'app' 行のオプションです。{appLine} の行で、アプリ名の後に書いてください",
        .strayLine: "{appLine} の下にインデントした行は '{word}' で始められません。そこに書けるのは 'on'、'controller'、"
            + "'navigation'、'root' の行だけです。タイムラインの行はインデントせずに書いてください",
        .noActionAfterColon: "':' の後にアクションがありません。begin-task NAME のようなアクションを 1 つ以上書いてください",
        .emptyActionAfterSemicolon: "';' の後のアクションが空です。そこにアクションを書くか、';' を削除してください",
        .workCannotBeDelayed: "'work' はコールバックの時間をすぐに使うので、'after' を付けられません。'after …' を削除してください",
        .logNeedsQuotes: "'log' のテキストはダブルクォートで囲んだ文字列で書きます: log \"TEXT\"",

        .durationMalformed: "'{text}' は時間ではありません。250ms、5s、2.5s、1h30m のように数値と単位を書いてください",
        .durationMissingUnit: "'{text}' に単位がありません。{text}s か {text}ms と書いてください (単位: d, h, m, s, ms)",
        .durationUnitOrder: "'{text}' の単位 '{unit}' の順序が正しくありません。1h30m のように、単位は大きい順に、それぞれ "
            + "1 回までで書いてください",
        .durationFractionNotLast: "'{text}' で小数を使えるのは最後の単位だけです。1m30.5s のように、それより前の単位は整数で書いてください",
        .durationFinerThanMillisecond: "'{text}' は 1 ミリ秒より細かい時間です。仮想時計はミリ秒単位で数えるので、ミリ秒に丸めてください",
        .durationTooLarge: "'{text}' はシナリオで使える最長の時間である 10000 日を超えています。もっと短い時間を書いてください",
        .timeRunsBackwards: "時刻 '{text}' は前の行の時刻 {now} より前です。時間は戻りません: {now} 以降の時刻か、"
            + "+5s のような相対時刻を書いてください",
        .negativeTime: "時刻 '{text}' が負になっています。時刻は実行の開始 (0s) から数えます: {now} 以降の時刻か、"
            + "+5s のような相対時刻を書いてください",
        .timelineTooLong: "この時刻ではタイムラインがシナリオの最長である 10000 日を超えます。もっと小さい時刻を書いてください",
        .notAStatement: "'{spelling}' ではなく、イベント、'expect'、'log' のいずれかが必要です。タイムラインの行は "
            + "[TIME] STATEMENT の形です",
        .declarationAfterTimeline: "'{word}' は宣言であり、宣言はタイムライン ({start} 行目から) より前に書きます。"
            + "この行を {start} 行目より上に移してください",
        .appDeclarationAfterTimeline: "'{word}' は宣言であり、宣言はタイムライン ({start} 行目から) より前に書きます。"
            + "この行とその下にインデントされた行を {start} 行目より上に移してください",
        .statementStartsWithApp: "タイムラインの行では、アプリ名 '{app}' の後に push、pop、present、dismiss のいずれかが"
            + "必要です ('{app} push CHILD on NAV' など)。そうでなければ 'launch {app}' のようなイベントか、"
            + "'expect {app} ...' で行を始めてください",
        .badCount: "'{spelling}' は{what}の数ではありません。0 から 999999 までの整数を書いてください",

        .sizeMalformed: "'{text}' はサイズではありません。512KB、20MB、1GB のように、整数に KB、MB、GB を付けて書いてください",
        .sizeMissingUnitFraction: "'{text}' には単位がなく、サイズは整数で書きます。512KB や 20MB のように、整数に KB、MB、"
            + "GB を付けて書いてください",
        .sizeMissingUnit: "'{text}' に単位がありません。{text}MB、{text}KB、{text}GB のいずれかで書いてください",
        .sizeUnitCase: "'{text}' の単位は大文字で書きます: {digits}{unit}",
        .sizeFractionExact: "'{text}' は小数ですが、サイズは整数で書きます。{exactly} と書いてください",
        .sizeFraction: "'{text}' は小数ですが、サイズは整数で書きます。KB、MB、GB の整数で書いてください",
        .sizeTooLarge: "'{text}' はシナリオで使える最大のサイズ {maximum} を超えています。もっと小さいサイズを書いてください",
        .defaultMemory: "既定値の {memory}",
        .systemLargerThanMemory: "システムの使用分 ({system}) がデバイスのメモリ ({memory}) より大きいです。'system' を"
            + "小さくするか、'memory' を大きくしてください",
        .zeroDeviceMemory: "デバイスにはメモリが必要です。1GB のように 0 より大きいサイズを書いてください",
        .zeroMemoryPressure: "'memory-pressure' には 0 より大きいサイズが必要です。20MB のようなサイズを書くか、サイズを"
            + "省略してサスペンド状態 (suspended) のアプリをすべて破棄してください",

        .notATypeIdentifier: "'{spelling}' はタイプ識別子 (UTI) ではありません。public.text や com.example.doc のような"
            + "ドット区切りの名前を書いてください",
        .duplicateDocumentType: "タイプ '{type}' が 2 回書かれています。重複を削除してください",
        .duplicateExport: "タイプ '{type}' はこのアプリがすでにエクスポートしています。各タイプは 1 回だけエクスポートしてください",
        .extensionWithDot: "拡張子はドットなしで書きます: extension {bare}",
        .notAFileExtension: "'{spelling}' はファイル拡張子ではありません。txt や sdoc のように、ドットなしで英字と数字を書いてください",

        .indentedControllerWithoutApp: "このインデントされた '{keyword}' 行の上に 'app' 行がありません。対応するアプリの下に置いてください",
        .controllerOutsideApp: "'{keyword}' はアプリのビューコントローラを宣言します。対応する 'app' 行の下にインデントしてください",
        .duplicateController: "コントローラ '{name}' は '{app}' に対して {line} 行目で宣言済みです。このコントローラに"
            + "別の名前を付けるか、この行を削除してください",
        .undeclaredControllerSuggestion:
            "アプリ '{app}' にコントローラ '{name}' はありません。もしかして '{suggestion}' ですか?",
        .undeclaredController:
            "アプリ '{app}' にコントローラ '{name}' はありません。'app {app}' の下で 'controller {name}' と宣言してください",
        .navigationRootIsItself:
            "ナビゲーション '{name}' は自分自身をルートにできません。同じアプリの下で宣言した通常のコントローラを指定してください",
        .navigationInsideNavigation: "'{child}' はナビゲーションコントローラであり、ナビゲーションコントローラは別の"
            + "ナビゲーションコントローラの子になれません。通常のコントローラを指定してください",
        .controllerAlreadyRoot: "コントローラ '{child}' はすでにナビゲーション '{navigation}' ({line} 行目) のルートです。"
            + "コントローラの親は 1 つだけです。このナビゲーションコントローラには別のルートを指定してください",
        .windowRootInsideNavigation: "コントローラ '{name}' はナビゲーション '{navigation}' ({line} 行目) のルートなので、"
            + "ウインドウのルートにはなれません。'root {navigation}' と書いてください",
        .notANavigationSuggestion: "'{name}' は '{app}' のナビゲーションコントローラではありませんが、push と pop には"
            + "ナビゲーションコントローラが必要です。もしかして '{suggestion}' ですか?",
        .notANavigationNone: "'{name}' は '{app}' のナビゲーションコントローラではありませんが、push と pop には"
            + "ナビゲーションコントローラが必要です。'app {app}' の下で 'navigation NAME root CHILD' と宣言してください",
        .notANavigationList: "'{name}' は '{app}' のナビゲーションコントローラではありませんが、push と pop には"
            + "ナビゲーションコントローラが必要です。'{app}' のナビゲーションコントローラは {navigations} です",
        .unknownControllerCommandSuggestion: "'{word}' というコントローラの操作はありません。もしかして '{suggestion}' ですか?",
        .unknownControllerCommand:
            "'{word}' というコントローラの操作はありません。アプリ名の後には push、pop、present、dismiss のいずれかを書いてください",
        .cannotPushNavigation:
            "'{name}' はナビゲーションコントローラなので push できません。通常のコントローラを push するか、これを present してください",
        .shareWithItself: "'{app}' は自分自身とファイルを共有できません。「このアプリで開く」メニューに並ぶのはほかのアプリです。"
            + "'to' の後に別のアプリを書いてください",

        .sendingCallbackInHandler: "'{callback}' は共有した書類の送り手に記録されるもの (DOC-2) で、ハンドラを持てません。"
            + "'expect APP callbacks:' のリストには書けます",
        .controllerCallbackInHandler: "'{callback}' はビューコントローラのコールバックです。ハンドラに書けるのは "
            + "didBecomeActive のようなアプリのコールバックです。"
            + "'expect APP controller-callbacks: CONTROLLER.{callback}' で確かめてください",
        .controllerCallbackInAppList: "'{item}' はビューコントローラのコールバックです。'callbacks:' ではなく "
            + "'expect APP controller-callbacks:' に書いてください",
        .appCallbackInControllerList: "'{spelling}' はアプリのコールバックです。アプリのコールバックは 'expect APP callbacks:' に書き、"
            + "ここには Main.viewDidLoad のように CONTROLLER.CALLBACK を書いてください",
        .notAControllerCallback:
            "'{spelling}' はコントローラのコールバックではありません。Main.viewDidLoad のように CONTROLLER.CALLBACK を書いてください",
        .foreignCallback: "'{spelling}' というコールバックはありません。もしかして '{callback}' ですか? "
            + "(シナリオでは短い名前を使ってください。UIKit の名前は --names swift で表示できます)",
        .foreignSendingCallbackInHandler: "'{spelling}' はシナリオでは '{callback}' で、共有した書類の送り手に記録される"
            + "もの (DOC-2) なので、ハンドラを持てません。'expect APP callbacks:' のリストには書けます",
        .refuseOutsideStateHandler: "'refuse' は shouldSaveState または shouldRestoreState の答え false であり、"
            + "{callback} のハンドラでは意味がありません。'on shouldSaveState:' か 'on shouldRestoreState:' の行に移してください",
        .refuseCannotBeDelayed:
            "'refuse' はハンドラが戻るときに返す答えなので、'after' を付けられません。'after …' を削除してください",
        .actionBeforeUIApplicationMain: "'{action}' は UIApplicationMain が始めるアプリ (UIApplication とその実行ループ) に"
            + "働きかけますが、'on main' はその前に実行されます (書けるのは 'log'、'work'、'crash'、'read-protected-file' だけです)。"
            + "'on didFinishLaunching:' の行に移してください",
        .timerBeforeUIApplicationMain: "'on main' で設定したタイマーは、UIApplicationMain が始める実行ループを待ちます。"
            + "'after …' を削除するか、'on didFinishLaunching:' の行に移してください",

        .endOfTaskNeverBegunSuggestion: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この end-task は"
            + "何も終了しません。もしかして '{suggestion}' ですか?",
        .endOfTaskNeverBegun: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この end-task は何も終了"
            + "しません。ハンドラに 'begin-task {task}' を追加するか、名前を直してください",
        .expiryOfTaskNeverBegunSuggestion: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この期限切れ"
            + "ハンドラ (expirationHandler) は実行されません。もしかして '{suggestion}' ですか?",
        .expiryOfTaskNeverBegun: "'{app}' のどのハンドラも 'begin-task {task}' をしないので、この期限切れハンドラ "
            + "(expirationHandler) は実行されません。ハンドラに 'begin-task {task}' を追加するか、名前を直してください",
        .handlersNeverRun: "'{app}' のハンドラは実行されません。タイムラインが '{app}' を起動せず、イベントも送りません。"
            + "タイムラインに 'launch {app}' (または '{app}' への別のイベント) を追加してください",
        .settingBeforeItsVersion:
            "{feature}は iOS {since} からの機能です。この設定は効果がありません (デバイスは iOS {version})",
        .restorationBeforeIOS6:
            "状態の保存と復元は iOS 6 からの機能です。このオプションは効果がありません (デバイスは iOS {version})",
        .restorationHandlerWithoutOption: "'{callback}' は状態の保存と復元を有効にしたアプリにだけ呼ばれるので、"
            + "このハンドラは実行されません。'app {app}' の行に 'restoration' を追加してください",
        .unknownBuiltinSuggestion: "'{name}' はシステムの内蔵アプリの表にないので、プロセス名は '{name}' のままです。"
            + "もしかして '{suggestion}' ですか?",
        .unknownBuiltin: "'{name}' はシステムの内蔵アプリの表にないので、プロセス名は '{name}' のままです。"
            + "表にあるのは {builtins} です",
        .controllerNeverShown: "'{app}' のコントローラ '{name}' は表示されません。ウインドウのルートでもナビゲーションの"
            + "ルートでもなく、タイムラインで push も present もされません。'root {name}' を追加するか、タイムラインで"
            + "表示するか、削除してください",

        .notASceneName: "'{spelling}' はシーンではありません。Notes/1 のように、アプリ名、スラッシュ、1 から始まるシーンの"
            + "番号を書いてください: {usage}",
        .scenesBeforeIOS13: "シーンは iOS 13 からの機能です。iOS {version} ではこのオプションは受け付けられますが無視され、UI の"
            + "コールバックはアプリデリゲートが受け取ります (SC-1)",
        .phaseUseWithoutSwiftUI: "'{word}' には SwiftUI のアプリが必要ですが、{app} はそうではないので、これは起こりません。"
            + "'app {app}' の行に 'swiftui' を追加してください (UI-1)",
        .sceneUseWithoutOption: "'{word}' にはシーンベースのアプリが必要ですが、{app} にはシーンがないので、これは起こりません。"
            + "'app {app}' の行に 'scenes' を追加してください",
        .splitWithItself:
            "Split View は 2 つの異なるシーンを並べるもので、{scene} を自分自身と並べることはできません (SC-7)。split APP/N APP/M と書いてください",
        .multipleScenesOffIPad: "複数のウインドウには iPad が必要です: {model} では {app} は一度に 1 つのシーンしか表示しない"
            + "ため、open-window と request-scene は拒否されます。device 行に 'model ipad' と書いてください (SC-6)",
        .windowUseWithoutMultiple: "'{word}' には複数のシーンに対応したアプリが必要ですが、{app} は対応していないので拒否"
            + "されます。'app {app}' の行に 'scenes multiple' を追加してください (SC-6)",

        .usageSplit: "split APP/N APP/M、または Split View を終えるなら split だけ",
        .usageHandler: "on CALLBACK: ACTION; ACTION ... (インデントしない行では on APP.CALLBACK: ...)",
        .usageRefuse: "refuse ('on shouldSaveState:' か 'on shouldRestoreState:' の行で使います)",
        .usageExpect: "expect APP STATE、expect APP tasks N、expect APP callbacks: CB, ...、"
            + "expect switcher: APP, ... または expect front APP|home",
        .usageExpectScene: "expect APP/N unattached|foreground-inactive|foreground-active|background|"
            + "disconnected、または expect APP/N callbacks: CB, ...",
        .usageSwitcher: "switcher、switcher open APP、switcher kill APP|APP/N または switcher close",
        .usageCall: "call、call accept、call decline、call expand または call end",
        .usageAlert: "alert または alert dismiss",
    ]
}
