import LifecycleSim

/// The parser's diagnostics in Japanese, in the terms of docs/GLOSSARY.ja.md; keywords, names and
/// syntax forms stay as written in a scenario.
extension DiagnosticText {
    /// The message in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .verbatim(text): return "\(text)"
        case .errorLabel: return "エラー"
        case .warningLabel: return "警告"
        case .listSeparator: return "、"
        case let .listWithLast(rest, last): return "\(rest) または \(last)"
        case .listOfNothing: return "なし"
        case .nulByte: return "ファイルに NUL バイト 0x00 があります。ファイルを UTF-8 テキストとして保存してください"
        case let .invalidUTF8(hex):
            return """
                不正な UTF-8 バイト 0x\(hex) があります。ファイルを UTF-8 で保存してください
                """
        case .unterminatedString: return "文字列が閉じていません。閉じる '\"' を追加してください"
        case let .unknownEscape(escape):
            return """
                文字列に不明なエスケープ '\\\(escape)' があります。使えるエスケープは \\" と \\\\ \
                だけです (バックスラッシュは \\\\ と書いてください)
                """
        case let .unknownWordSuggestion(what, word, suggestion):
            return "'\(word)' という\(what)はありません。もしかして '\(suggestion)' ですか?"
        case let .unknownWordChoices(what, word, choices):
            return """
                '\(word)' という\(what)はありません。\(choices) のいずれかを書いてください
                """
        case let .unknownDeclarationSuggestion(word, suggestion):
            return "'\(word)' という宣言はありません。もしかして '\(suggestion)' ですか?"
        case let .unknownDeclaration(word):
            return """
                '\(word)' という宣言はありません。ヘッダの行は scenario、device、setting、app、on \
                のいずれかで始まります
                """
        case let .missing(keyword, what, usage): return "'\(keyword)' には\(what)が必要です: \(usage)"
        case let .missingChoiceA(keyword, what, usage): return "'\(keyword)' には\(what)が必要です: \(usage)"
        case let .missingChoiceAn(keyword, what, usage): return "'\(keyword)' には\(what)が必要です: \(usage)"
        case let .unexpected(spelling, usage):
            return """
                '\(spelling)' はここには書けません。次の形で書いてください: \(usage)
                """
        case let .expectedWord(word, spelling, usage):
            return """
                ここには '\(spelling)' ではなく '\(word)' が必要です: \(usage)
                """
        case let .missingColon(word, usage): return "'\(word)' の後に ':' が必要です: \(usage)"
        case .emptyListItem: return "リストに空の項目があります。余分な ',' を削除してください"
        case let .notAnAppName(spelling, usage):
            return """
                '\(spelling)' はアプリ名ではありません。アプリ名は引用符で囲まず、\
                英字で始めて英字・数字・'_'・'-' を続けて書いてください: \(usage)
                """
        case let .notATaskName(spelling):
            return """
                '\(spelling)' はタスク名ではありません。英字で始めて英字・数字・'_'・'-' \
                を続けて書き、言語のキーワードは使わないでください
                """
        case let .notAnIdentifier(spelling, what):
            return "'\(spelling)' は\(what)ではありません。英字で始めて英字・数字・'_'・'-' を続けて書いてください"
        case let .keywordAsName(name, what):
            return """
                '\(name)' は言語のキーワードなので\(what)の名前にできません。別の名前にしてください
                """
        case let .duplicateApp(name, line):
            return """
                アプリ '\(name)' は \(line) 行目で宣言済みです。このアプリに別の名前を付けるか、\
                この行を削除してください
                """
        case let .undeclaredAppSuggestion(name, suggestion):
            return "アプリ '\(name)' は宣言されていません。もしかして '\(suggestion)' ですか?"
        case let .undeclaredApp(name):
            return """
                アプリ '\(name)' は宣言されていません。ヘッダに 'app \(name)' を追加してください
                """
        case let .duplicateDeclaration(keyword, line):
            return "2 つ目の '\(keyword)' 行があります (1 つ目は \(line) 行目)。1 つだけにしてください"
        case .titleNeedsQuotes: return "タイトルはダブルクォートで囲んで書いてください: scenario \"TITLE\""
        case let .badVersion(spelling):
            return """
                '\(spelling)' は lifesim が扱う iOS のバージョンではありません。7、4.2、17 のように 3 \
                から \(OSProfile.newestKnownVersion) までのバージョンを書いてください
                """
        case let .duplicateOption(option):
            return """
                オプション '\(option)' が 2 回指定されています。1 つだけにしてください
                """
        case let .duplicateMode(mode): return "モード '\(mode)' が 2 回書かれています。重複を削除してください"
        case .restrictedIsGlobal:
            return """
                'restricted' (ペアレンタルコントロール) はデバイス全体の設定にだけ使えます。'for APP' \
                を削除するか、on|off を使ってください
                """
        case let .notABGTaskIdentifier(text):
            return """
                '\(text)' はタスク ID ではありません。英字・数字・'.'・'_'・'-' からなる逆 DNS \
                形式の名前を書いてください (例: com.example.refresh)
                """
        case let .bgTaskHandlerNeverRunsSuggestion(app, id, suggestion):
            return """
                \(app) の bgtasks に '\(id)' がないので、このハンドラは実行されません (BT-1)。\
                もしかして '\(suggestion)' ですか?
                """
        case let .bgTaskHandlerNeverRuns(app, id):
            return """
                \(app) の bgtasks に '\(id)' がないので、このハンドラは実行されません (BT-1)。app \
                行に追加してください: bgtasks \(id)
                """
        case .notificationsNotRecorded:
            return """
                'setting notifications on' がないと通知は記録されないので、\
                この期待では通知を 1 件も確かめられません (NT-1)。ヘッダにその行を追加するか、--notifications \
                を付けて実行してください
                """
        case let .appDelegateMethodOfSceneApp(app, method, sceneMethod, version):
            return """
                \(app) はシーンベースのアプリなので、iOS \(version) の UIKit はシーンデリゲートの \
                \(sceneMethod) を呼び、アプリデリゲートの \(method) は呼びません。このハンドラは実行されず、\
                その中で始める処理も始まりません (SC-1)。代わりに 'on \(sceneMethod):' と書いてください
                """
        case let .bgTaskRegisteredAfterLaunch(app, callback):
            return """
                \(callback) の bg-register は \(app) の起動が終わった後に実行されます。iOS は \
                "All launch handlers must be registered before application finishes launching" の例外を\
                発生させ、アプリはクラッシュします (BT-1)。'after' を付けずに didFinishLaunching で登録してください
                """
        case let .performFetchDisabledByBGTasks(app, version):
            return """
                \(app) は bgtasks (BGTaskSchedulerPermittedIdentifiers) を宣言しています。iOS 13 \
                以降ではこの宣言によって performFetch が無効になるため、iOS \(version) \
                ではこのハンドラは実行されません (BT-8)。処理は BGAppRefreshTask で行ってください \
                (on bgtask ID、bg-submit ID refresh)
                """
        case let .indentedHandlerWithoutApp(callback):
            return """
                このインデントされた 'on' 行の上に 'app' 行がありません。対応する 'app' \
                行の下にインデントするか、インデントせずに 'on APP.\(callback):' と書いてください
                """
        case let .unindentedHandlerNeedsApp(app, callback):
            return """
                この 'on' 行はインデントされていないので、どのアプリのものか分かりません。対応する \
                'app' 行の下にインデントするか、'on \(app).\(callback):' と書いてください
                """
        case let .handlerAppNeedsDot(app, callback):
            return """
                インデントしない 'on' 行では、アプリとコールバックを空白なしの '.' でつないで、'on \
                \(app).\(callback):' と書いてください
                """
        case let .handlerAfterTimelineNamingApp(start):
            return """
                ハンドラは宣言なので、タイムライン (\(start) 行目から) より前に書きます。この行を \
                \(start) 行目より上に移してください
                """
        case let .handlerAfterTimeline(start, app, callback):
            return """
                ハンドラは宣言なので、タイムライン (\(start) 行目から) より前に書きます。この行を \
                \(start) 行目より上に移して対応する 'app' 行の下にインデントするか、そこに 'on \
                \(app).\(callback):' と書いてください
                """
        case let .appLineAt(app, line): return "'app \(app)' (\(line) 行目)"
        case let .strayAction(word, appLine):
            return """
                '\(word)' はアクションです。アクションは 'on' 行の ':' の後に書きます: \(appLine) \
                の下の 'on' 行に ';' で区切って続けてください
                """
        case let .strayAppOption(word, appLine):
            return """
                '\(word)' は 'app' 行のオプションです。\(appLine) の行で、\
                アプリ名の後に書いてください
                """
        case let .strayLine(word, appLine):
            return """
                \(appLine) の下にインデントした行は '\(word)' で始められません。そこに書けるのは \
                'on'、'controller'、'navigation'、'root' の行だけです。\
                タイムラインの行はインデントせずに書いてください
                """
        case .noActionAfterColon:
            return """
                ':' の後にアクションがありません。begin-task NAME のようなアクションを 1 \
                つ以上書いてください
                """
        case .emptyActionAfterSemicolon:
            return """
                ';' の後のアクションが空です。そこにアクションを書くか、';' を削除してください
                """
        case .workCannotBeDelayed:
            return """
                'work' はその場でコールバックを占有するので、'after' を付けられません。'after …' \
                を削除してください
                """
        case .logNeedsQuotes: return "'log' のテキストはダブルクォートで囲んで書いてください: log \"TEXT\""
        case .defaultValueNeedsQuotes: return "'set-default' の値はダブルクォートで囲んで書いてください: set-default KEY \"VALUE\""
        case let .durationMalformed(text):
            return """
                '\(text)' は時間ではありません。250ms、5s、2.5s、1h30m \
                のように数値と単位を書いてください
                """
        case let .durationMissingUnit(text):
            return "'\(text)' に単位がありません。\(text)s か \(text)ms と書いてください (単位: d、h、m、s、ms)"
        case let .durationUnitOrder(text, unit):
            return """
                '\(text)' の単位 '\(unit)' の順序が正しくありません。1h30m のように、\
                単位は大きい順に並べ、同じ単位は 1 回だけ使ってください
                """
        case let .durationFractionNotLast(text):
            return """
                '\(text)' で小数を使えるのは最後の単位だけです。1m30.5s のように、\
                それより前の単位は整数で書いてください
                """
        case let .durationFinerThanMillisecond(text):
            return """
                '\(text)' は 1 ミリ秒より細かい時間です。仮想時計はミリ秒単位で数えるので、\
                ミリ秒に丸めてください
                """
        case let .durationTooLarge(text):
            return """
                '\(text)' はシナリオで使える最長の時間 (10000 日) を超えています。\
                もっと短い時間を書いてください
                """
        case let .timeRunsBackwards(text, now):
            return """
                時刻 '\(text)' は前の行の時刻 \(now) より前です。時間は戻りません: \(now) \
                以降の時刻か、+5s のような相対時刻を書いてください
                """
        case let .negativeTime(text, now):
            return """
                時刻 '\(text)' が負になっています。時刻は実行の開始 (0s) から数えます: \(now) \
                以降の時刻か、+5s のような相対時刻を書いてください
                """
        case .timelineTooLong:
            return """
                この時刻では、タイムラインがシナリオで実行できる最長の時間 (10000 日) を超えます。\
                もっと小さい時刻を書いてください
                """
        case let .notAnExploreStep(spelling):
            return "'\(spelling)' はステップではありません。'--events' に書けるのは、タイムラインの行と同じ書き方のイベント、'wait'、'+DURATION' です"
        case let .exploreStepWithTime(time, rest):
            return "'--events' のステップには時刻を書きません。'\(time) \(rest)' ではなく '\(rest)' と書いてください (時間は 'wait' や '+DURATION' のステップで進めます)"
        case let .notAStatement(spelling):
            return """
                '\(spelling)' ではなく、イベント、'expect'、'log' のいずれかが必要です。\
                タイムラインの行は [TIME] STATEMENT の形です
                """
        case let .declarationAfterTimeline(word, start):
            return """
                '\(word)' は宣言です。宣言はタイムライン (\(start) 行目から) より前に書きます。\
                この行を \(start) 行目より上に移してください
                """
        case let .appDeclarationAfterTimeline(word, start):
            return """
                '\(word)' は宣言です。宣言はタイムライン (\(start) 行目から) より前に書きます。\
                この行とその下にインデントされた行を \(start) 行目より上に移してください
                """
        case let .statementStartsWithApp(app):
            return """
                タイムラインの行では、アプリ名 '\(app)' の後に push、pop、present、dismiss \
                のいずれかが必要です ('\(app) push CHILD on NAV' など)。そうでなければ 'launch \
                \(app)' のようなイベントか、'expect \(app) ...' で行を始めてください
                """
        case let .badCount(spelling, what):
            return """
                '\(spelling)' は\(what)の数として使えません。0 から 999999 までの整数を書いてください
                """
        case let .sizeMalformed(text):
            return """
                '\(text)' はサイズではありません。512KB、20MB、1GB のように、整数に KB、MB、GB \
                を付けて書いてください
                """
        case let .sizeMissingUnitFraction(text):
            return """
                '\(text)' は単位のない小数です。512KB や 20MB のように、整数に \
                KB、MB、GB を付けて書いてください
                """
        case let .sizeMissingUnit(text):
            return """
                '\(text)' に単位がありません。\(text)MB、\(text)KB、\(text)GB \
                のいずれかで書いてください
                """
        case let .sizeUnitCase(text, digits, unit): return "'\(text)' の単位は大文字で書いてください: \(digits)\(unit)"
        case let .sizeFractionExact(text, exactly):
            return """
                '\(text)' は小数ですが、サイズは整数で書きます。\(exactly) と書いてください
                """
        case let .sizeFraction(text):
            return """
                '\(text)' は小数ですが、サイズは整数で書きます。KB、MB、GB の整数で書いてください
                """
        case let .sizeTooLarge(text, maximum):
            return """
                '\(text)' はシナリオで使える最大のサイズ \(maximum) を超えています。\
                もっと小さいサイズを書いてください
                """
        case let .defaultMemory(memory): return "既定値の \(memory)"
        case let .systemLargerThanMemory(system, memory):
            return """
                システムの使用分 (\(system)) がデバイスのメモリ (\(memory)) より大きいです。\
                'system' を小さくするか、'memory' を大きくしてください
                """
        case .zeroDeviceMemory: return "デバイスにはメモリが必要です。1GB のように 0 より大きいサイズを書いてください"
        case .zeroMemoryPressure:
            return """
                'memory-pressure' には 0 より大きいサイズが必要です。20MB のようなサイズを書いてください。\
                suspended のアプリをすべて強制終了させるときは、サイズを省略してください
                """
        case let .notATypeIdentifier(spelling):
            return """
                '\(spelling)' はタイプ識別子 (UTI) ではありません。public.text や com.example.doc \
                のようなドット区切りの名前を書いてください
                """
        case let .duplicateDocumentType(type): return "タイプ '\(type)' が 2 回書かれています。重複を削除してください"
        case let .duplicateExport(type):
            return """
                タイプ '\(type)' はこのアプリがすでにエクスポートしています。各タイプは 1 \
                回だけエクスポートしてください
                """
        case let .extensionWithDot(bare): return "拡張子はドットを付けずに書いてください: extension \(bare)"
        case let .notAFileExtension(spelling):
            return """
                '\(spelling)' はファイル拡張子ではありません。txt や sdoc のように、\
                ドットなしで英字と数字を書いてください
                """
        case let .indentedControllerWithoutApp(keyword):
            return "このインデントされた '\(keyword)' 行の上に 'app' 行がありません。対応する 'app' 行の下にインデントしてください"
        case let .controllerOutsideApp(keyword):
            return """
                '\(keyword)' はアプリのビューコントローラを宣言します。対応する 'app' \
                行の下にインデントしてください
                """
        case let .duplicateController(name, app, line):
            return """
                '\(app)' のコントローラ '\(name)' は \(line) 行目で宣言済みです。\
                このコントローラに別の名前を付けるか、この行を削除してください
                """
        case let .undeclaredControllerSuggestion(app, name, suggestion):
            return "アプリ '\(app)' にコントローラ '\(name)' はありません。もしかして '\(suggestion)' ですか?"
        case let .undeclaredController(app, name):
            return """
                アプリ '\(app)' にコントローラ '\(name)' はありません。'app \(app)' の下で \
                'controller \(name)' と宣言してください
                """
        case let .navigationRootIsItself(name):
            return """
                ナビゲーション '\(name)' は自分自身をルートにできません。\
                同じアプリの下で宣言した通常のコントローラを指定してください
                """
        case let .navigationInsideNavigation(child):
            return """
                '\(child)' はナビゲーションコントローラです。\
                ナビゲーションコントローラは別のナビゲーションコントローラの子になれません。\
                通常のコントローラを指定してください
                """
        case let .controllerAlreadyRoot(child, navigation, line):
            return """
                コントローラ '\(child)' はすでにナビゲーション '\(navigation)' (\(line) 行目) \
                のルートです。コントローラの親は 1 つだけです。\
                このナビゲーションコントローラには別のルートを指定してください
                """
        case let .windowRootInsideNavigation(name, navigation, line):
            return """
                コントローラ '\(name)' はナビゲーション '\(navigation)' (\(line) 行目) \
                のルートなので、ウインドウのルートにはなれません。'root \(navigation)' \
                と書いてください
                """
        case let .notANavigationSuggestion(name, app, suggestion):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではありません。push と pop \
                にはナビゲーションコントローラが必要です。もしかして '\(suggestion)' ですか?
                """
        case let .notANavigationNone(name, app):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではありません。push と pop \
                にはナビゲーションコントローラが必要です。'app \(app)' の下で 'navigation NAME root \
                CHILD' と宣言してください
                """
        case let .notANavigationList(name, app, navigations):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではありません。push と pop \
                にはナビゲーションコントローラが必要です。'\(app)' のナビゲーションコントローラは \
                \(navigations) のいずれかです
                """
        case let .unknownControllerCommandSuggestion(word, suggestion):
            return "'\(word)' というコントローラの操作はありません。もしかして '\(suggestion)' ですか?"
        case let .unknownControllerCommand(word):
            return """
                '\(word)' というコントローラの操作はありません。アプリ名の後には push、pop、\
                present、dismiss のいずれかを書いてください
                """
        case let .cannotPushNavigation(name):
            return """
                '\(name)' はナビゲーションコントローラなので push できません。通常のコントローラを \
                push するか、これを present してください
                """
        case let .shareWithItself(app):
            return """
                '\(app)' は自分自身とファイルを共有できません。\
                「このアプリで開く」メニューに並ぶのはほかのアプリです。'to' \
                の後に別のアプリを書いてください
                """
        case let .sendingCallbackInHandler(callback):
            return """
                '\(callback)' は共有した書類の送信側のアプリに記録されるコールバックです (DOC-2)。\
                ハンドラは書けません。'expect APP callbacks:' のリストには書けます
                """
        case let .controllerCallbackInHandler(callback):
            return """
                '\(callback)' はビューコントローラのコールバックです。ハンドラを書けるのは \
                didBecomeActive のようなアプリのコールバックだけです。'expect APP controller-callbacks: \
                CONTROLLER.\(callback)' で確かめてください
                """
        case let .controllerCallbackInAppList(item):
            return """
                '\(item)' はビューコントローラのコールバックです。'callbacks:' ではなく 'expect APP \
                controller-callbacks:' に書いてください
                """
        case let .appCallbackInControllerList(spelling):
            return """
                '\(spelling)' はアプリのコールバックです。アプリのコールバックは 'expect APP \
                callbacks:' に書き、ここには Main.viewDidLoad のように CONTROLLER.CALLBACK \
                を書いてください
                """
        case let .notAControllerCallback(spelling):
            return """
                '\(spelling)' はコントローラのコールバックではありません。Main.viewDidLoad のように \
                CONTROLLER.CALLBACK を書いてください
                """
        case let .foreignCallback(spelling, callback):
            return """
                '\(spelling)' というコールバックはありません。もしかして '\(callback)' ですか? \
                (シナリオでは短い名前を使ってください。UIKit の名前は --names swift で表示できます)
                """
        case let .foreignSendingCallbackInHandler(spelling, callback):
            return """
                '\(spelling)' はシナリオでは '\(callback)' です。共有した書類の送信側のアプリに記録されるコールバック \
                (DOC-2) なので、ハンドラは書けません。'expect APP callbacks:' のリストには書けます
                """
        case let .refuseOutsideStateHandler(callback):
            return """
                'refuse' は shouldSaveState と shouldRestoreState で false を返すアクションです。\
                \(callback) のハンドラでは意味がありません。'on shouldSaveState:' か 'on \
                shouldRestoreState:' の行に移してください
                """
        case .refuseCannotBeDelayed:
            return """
                'refuse' はハンドラが戻るときに返す答えなので、'after' を付けられません。'after …' \
                を削除してください
                """
        case let .actionBeforeUIApplicationMain(action):
            return """
                '\(action)' は UIApplicationMain が起動するアプリ (UIApplication とその実行ループ) \
                を操作します。'on main' はそれより前に実行されるので、ここでは使えません (書けるのは 'log'、'work'、\
                'crash'、'read-protected-file' だけです)。'on didFinishLaunching:' \
                の行に移してください
                """
        case .timerBeforeUIApplicationMain:
            return """
                'on main' で設定したタイマーは、UIApplicationMain が始める実行ループを待ちます。\
                'after …' を削除するか、'on didFinishLaunching:' の行に移してください
                """
        case let .endOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' を実行しないので、この end-task \
                は何も終了しません。もしかして '\(suggestion)' ですか?
                """
        case let .endOfTaskNeverBegun(app, task):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' を実行しないので、この end-task \
                は何も終了しません。ハンドラに 'begin-task \(task)' を追加するか、\
                名前を直してください
                """
        case let .expiryOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' を実行しないので、この期限切れハンドラ \
                (expirationHandler) は実行されません。もしかして '\(suggestion)' ですか?
                """
        case let .expiryOfTaskNeverBegun(app, task):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' を実行しないので、この期限切れハンドラ \
                (expirationHandler) は実行されません。ハンドラに 'begin-task \(task)' を追加するか、\
                名前を直してください
                """
        case let .handlersNeverRun(app):
            return """
                '\(app)' のハンドラは実行されません。タイムラインが '\(app)' を起動せず、\
                イベントも送りません。タイムラインに 'launch \(app)' (または '\(app)' \
                への別のイベント) を追加してください
                """
        case let .settingBeforeItsVersion(feature, since, version):
            return "\(feature)は iOS \(since) からの機能です。この設定は効果がありません (デバイスは iOS \(version))"
        case let .restorationBeforeIOS6(version):
            return """
                状態の保存と復元は iOS 6 からの機能です。このオプションは効果がありません \
                (デバイスは iOS \(version))
                """
        case let .restorationInSceneApp(app, option, version):
            return """
                '\(app)' はシーンを使うアプリです。iOS \(version) の UIKit は、シーンベースのアプリをビューコントローラ\
                ではなくシーンのユーザアクティビティ (stateRestorationActivity) で復元します。そのため、このオプションは\
                効果がありません (SR-1)。このオプションを削除してください。ビューコントローラによる復元を示したいときは、\
                代わりに '\(option)' を削除してください
                """
        case let .restorationHandlerInSceneApp(callback, app, version):
            return """
                '\(app)' には '\(callback)' は呼ばれません: iOS \(version) の UIKit は、シーンベースのアプリを\
                アプリデリゲートではなくシーンのユーザアクティビティで復元するので (SR-2、SR-3)、このハンドラは実行\
                されません。シーンが保存するものを見るには 'stateRestorationActivity' を使ってください
                """
        case let .restorationHandlerWithoutOption(callback, app):
            return """
                '\(callback)' は状態の保存と復元を有効にしたアプリにだけ呼ばれるので、\
                このハンドラは実行されません。'app \(app)' の行に 'restoration' を追加してください
                """
        case let .unknownBuiltinSuggestion(name, suggestion):
            return """
                '\(name)' はシステムの内蔵アプリの表にないので、プロセス名は '\(name)' のままです。\
                もしかして '\(suggestion)' ですか?
                """
        case let .unknownBuiltin(name, builtins):
            return """
                '\(name)' はシステムの内蔵アプリの表にないので、プロセス名は '\(name)' のままです。\
                表にある名前から選んでください: \(builtins)
                """
        case let .controllerNeverShown(name, app):
            return """
                '\(app)' のコントローラ '\(name)' は表示されません。\
                ウインドウのルートでもナビゲーションのルートでもなく、タイムラインで push も \
                present もされません。'root \(name)' を追加するか、タイムラインで表示するか、\
                削除してください
                """
        case let .notASceneName(spelling, usage):
            return """
                '\(spelling)' はシーンではありません。Notes/1 のように、アプリ名、スラッシュ、1 \
                から始まるシーンの番号を書いてください: \(usage)
                """
        case let .scenesBeforeIOS13(version):
            return """
                シーンは iOS 13 からの機能です。iOS \(version) \
                ではこのオプションは受け付けられますが無視され、UI \
                のコールバックはアプリデリゲートが受け取ります (SC-1)
                """
        case let .phaseUseWithoutSwiftUI(word, app):
            return """
                '\(word)' には SwiftUI のアプリが必要です。\(app) は SwiftUI のアプリではないので、\
                これは起こりません。'app \(app)' の行に 'swiftui' を追加してください (UI-1)
                """
        case let .sceneUseWithoutOption(word, app):
            return """
                '\(word)' にはシーンベースのアプリが必要ですが、\(app) にはシーンがないので、\
                これは起こりません。'app \(app)' の行に 'scenes' を追加してください
                """
        case let .splitWithItself(scene):
            return """
                Split View は異なる 2 つのシーンを並べて表示します。\(scene) \
                を自分自身と並べられません (SC-7)。split APP/N APP/M と書いてください
                """
        case let .multipleScenesOffIPad(model, app):
            return """
                複数のウインドウには iPad が必要です: \(model) では \(app) は一度に 1 \
                つのシーンしか表示しないため、open-window と request-scene は拒否されます。device \
                行に 'model ipad' と書いてください (SC-6)
                """
        case let .windowUseWithoutMultiple(word, app):
            return """
                '\(word)' には複数のシーンに対応したアプリが必要ですが、\(app) \
                は対応していないので拒否されます。'app \(app)' の行に 'scenes multiple' \
                を追加してください (SC-6)
                """
        case .usageSplit: return "split APP/N APP/M、または Split View を終えるなら split だけ"
        case .usageHandler: return "on CALLBACK: ACTION; ACTION ... (インデントしない行では on APP.CALLBACK: ...)"
        case .usageRefuse: return "refuse ('on shouldSaveState:' か 'on shouldRestoreState:' の行で使います)"
        case .usageExpect:
            return """
                expect APP STATE、expect APP tasks N、expect APP callbacks: CB, ...、expect \
                switcher: APP, ... または expect front APP|home
                """
        case .usageExpectScene:
            return """
                expect APP/N \
                unattached|foreground-inactive|foreground-active|background|disconnected、または \
                expect APP/N callbacks: CB, ...
                """
        case .usageSwitcher: return "switcher、switcher open APP、switcher kill APP|APP/N または switcher close"
        case .usageCall: return "call、call accept、call decline、call expand または call end"
        case .usageAlert: return "alert または alert dismiss"
        }
    }
}
