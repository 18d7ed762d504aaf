import LifecycleSim

/// The parser's diagnostics in Japanese, in the terms of docs/GLOSSARY.ja.md; keywords, names and
/// syntax forms stay as written in a scenario.
extension DiagnosticText {
    /// The message in Japanese.
    var japanese: JapaneseText {
        switch self {
        case let .verbatim(text): return "\(text)"
        case .errorLabel: return "エラー"
        case .warningLabel: return "警告"
        case .listSeparator: return "、"
        case let .listWithLast(rest, last): return "\(rest) または \(last)"
        case .listOfNothing: return "なし"
        case .nulByte: return "ファイルに NUL バイト 0x00 がある。ファイルを UTF-8 テキストとして保存する"
        case let .invalidUTF8(hex): return "不正な UTF-8 バイト 0x\(hex)。ファイルを UTF-8 で保存する"
        case .unterminatedString: return "文字列が閉じていない。閉じる '\"' を追加する"
        case let .unknownEscape(escape):
            return """
                文字列中の不明なエスケープ '\\\(escape)'。エスケープは \\" と \\\\ だけ \
                (バックスラッシュは \\\\ と書く)
                """
        case let .unknownWordSuggestion(what, word, suggestion):
            return "不明な\(what) '\(word)'。もしかして '\(suggestion)' ですか?"
        case let .unknownWordChoices(what, word, choices): return "不明な\(what) '\(word)'。\(choices) のいずれかを書く"
        case let .unknownDeclarationSuggestion(word, suggestion):
            return """
                不明な宣言 '\(word)'。もしかして '\(suggestion)' ですか?
                """
        case let .unknownDeclaration(word):
            return """
                不明な宣言 '\(word)'。ヘッダの行は scenario、device、setting、app、on \
                のいずれかで始まる
                """
        case let .missing(keyword, what, usage): return "'\(keyword)' には\(what)が必要: \(usage)"
        case let .missingChoiceA(keyword, what, usage): return "'\(keyword)' には\(what)が必要: \(usage)"
        case let .missingChoiceAn(keyword, what, usage): return "'\(keyword)' には\(what)が必要: \(usage)"
        case let .unexpected(spelling, usage): return "予期しない '\(spelling)'。次の形で書く: \(usage)"
        case let .expectedWord(word, spelling, usage):
            return """
                ここには '\(spelling)' ではなく '\(word)' が必要: \(usage)
                """
        case let .missingColon(word, usage): return "'\(word)' の後に ':' が必要: \(usage)"
        case .emptyListItem: return "リストに空の項目がある。余分な ',' を削除する"
        case let .notAnAppName(spelling, usage):
            return """
                '\(spelling)' はアプリ名ではない。アプリ名は引用符で囲まず、\
                英字で始めて英字・数字・'_'・'-' を続けて書く: \(usage)
                """
        case let .notATaskName(spelling):
            return """
                '\(spelling)' はタスク名ではない。英字で始めて英字・数字・'_'・'-' を続けて書き、\
                言語のキーワードは使わない
                """
        case let .notAnIdentifier(spelling, what):
            return """
                '\(spelling)' は\(what)ではない。英字で始めて英字・数字・'_'・'-' を続けて書く
                """
        case let .keywordAsName(name, what):
            return """
                '\(name)' は言語のキーワードなので\(what)の名前にできない。別の名前にする
                """
        case let .duplicateApp(name, line):
            return """
                アプリ '\(name)' は \(line) 行目で宣言済み。このアプリに別の名前を付けるか、\
                この行を削除する
                """
        case let .undeclaredAppSuggestion(name, suggestion):
            return """
                アプリ '\(name)' は宣言されていない。もしかして '\(suggestion)' ですか?
                """
        case let .undeclaredApp(name): return "アプリ '\(name)' は宣言されていない。ヘッダに 'app \(name)' を追加する"
        case let .duplicateDeclaration(keyword, line):
            return """
                2 つ目の '\(keyword)' 行がある (1 つ目は \(line) 行目)。1 つだけにする
                """
        case .titleNeedsQuotes: return "タイトルはダブルクォートで囲んだ文字列で書く: scenario \"TITLE\""
        case let .badVersion(spelling):
            return """
                '\(spelling)' は iOS のバージョンではない。7、4.2、17 のように 3 \
                以上のバージョンを書く
                """
        case let .duplicateOption(option): return "オプション '\(option)' が 2 回指定されている。1 つだけにする"
        case let .duplicateMode(mode): return "モード '\(mode)' が 2 回書かれている。重複を削除する"
        case .restrictedIsGlobal:
            return """
                'restricted' (ペアレンタルコントロール) は全体のスイッチにだけ使える。'for APP' \
                を削除するか、on|off を使う
                """
        case let .notABGTaskIdentifier(text):
            return """
                '\(text)' はタスク ID ではない。英字・数字・'.'・'_'・'-' からなる逆 DNS \
                形式の語を書く (com.example.refresh)
                """
        case let .bgTaskHandlerNeverRunsSuggestion(app, id, suggestion):
            return """
                \(app) の bgtasks に '\(id)' がないので、このハンドラは実行されない (BT-1)。\
                もしかして '\(suggestion)' ですか?
                """
        case let .bgTaskHandlerNeverRuns(app, id):
            return """
                \(app) の bgtasks に '\(id)' がないので、このハンドラは実行されない (BT-1)。app \
                行に追加する: bgtasks \(id)
                """
        case .notificationsNotRecorded:
            return """
                'setting notifications on' がないと通知は記録されないので、\
                この期待には通知が見えません (NT-1)。ヘッダにその行を追加するか、--notifications \
                を付けて実行してください
                """
        case let .performFetchDisabledByBGTasks(app, version):
            return """
                \(app) は bgtasks (BGTaskSchedulerPermittedIdentifiers) を宣言しており、iOS 13 \
                以降ではこれが performFetch を無効にするので、iOS \(version) \
                ではこのハンドラは実行されない (BT-8)。処理は BGAppRefreshTask で行う (on bgtask \
                ID、bg-submit ID refresh)
                """
        case let .indentedHandlerWithoutApp(callback):
            return """
                このインデントされた 'on' 行の上に 'app' 行がない。対応する 'app' \
                行の下にインデントするか、インデントせずに 'on APP.\(callback):' と書く
                """
        case let .unindentedHandlerNeedsApp(app, callback):
            return """
                この 'on' 行はインデントされていないので、どのアプリのものか分からない。対応する \
                'app' 行の下にインデントするか、'on \(app).\(callback):' と書く
                """
        case let .handlerAppNeedsDot(app, callback):
            return """
                インデントしない 'on' 行では、アプリとコールバックを空白なしの '.' でつなぐ: 'on \
                \(app).\(callback):' と書く
                """
        case let .handlerAfterTimelineNamingApp(start):
            return """
                ハンドラは宣言なので、タイムライン (\(start) 行目から) より前に書く。この行を \
                \(start) 行目より上に移す
                """
        case let .handlerAfterTimeline(start, app, callback):
            return """
                ハンドラは宣言なので、タイムライン (\(start) 行目から) より前に書く。この行を \
                \(start) 行目より上に移して対応する 'app' 行の下にインデントするか、そこに 'on \
                \(app).\(callback):' と書く
                """
        case let .appLineAt(app, line): return "'app \(app)' (\(line) 行目)"
        case let .strayAction(word, appLine):
            return """
                '\(word)' はアクションであり、アクションは 'on' 行の ':' の後に書く: \(appLine) \
                の下の 'on' 行に ';' で区切ってつなげる
                """
        case let .strayAppOption(word, appLine):
            return """
                '\(word)' は 'app' 行のオプション。\(appLine) の行の名前の後に書く
                """
        case let .strayLine(word, appLine):
            return """
                \(appLine) の下にインデントした行は '\(word)' で始められない: そこに書けるのは \
                'on'、'controller'、'navigation'、'root' の行だけ。\
                タイムラインの行はインデントせずに書く
                """
        case .noActionAfterColon: return "':' の後にアクションがない。begin-task NAME のようなアクションを 1 つ以上書く"
        case .emptyActionAfterSemicolon: return "';' の後のアクションが空。そこにアクションを書くか、';' を削除する"
        case .workCannotBeDelayed:
            return """
                'work' には 'after' を付けられない: コールバックをすぐに占有するため。'after …' \
                を削除する
                """
        case .logNeedsQuotes: return "'log' のテキストはダブルクォートで囲んだ文字列で書く: log \"TEXT\""
        case let .durationMalformed(text):
            return """
                '\(text)' は時間ではない。250ms、5s、2.5s、1h30m のように数値と単位を書く
                """
        case let .durationMissingUnit(text):
            return """
                '\(text)' に単位がない。\(text)s か \(text)ms と書く (単位: d, h, m, s, ms)
                """
        case let .durationUnitOrder(text, unit):
            return """
                '\(text)' の単位 '\(unit)' の順序が正しくない。1h30m のように、単位は大きい順に、\
                それぞれ 1 回までで書く
                """
        case let .durationFractionNotLast(text):
            return """
                '\(text)' で小数を使えるのは最後の単位だけ。1m30.5s のように、その前は整数で書く
                """
        case let .durationFinerThanMillisecond(text):
            return """
                '\(text)' は 1 ミリ秒より細かい。仮想時計はミリ秒単位で数えるので、丸める
                """
        case let .durationTooLarge(text):
            return """
                '\(text)' はシナリオで使える最長の時間である 10000 日を超えている。\
                もっと短い時間を書く
                """
        case let .timeRunsBackwards(text, now):
            return """
                時刻 '\(text)' は前の行の時刻 \(now) より前。時間は逆戻りしない: \(now) \
                以降の時刻か、+5s のような相対時刻を書く
                """
        case let .negativeTime(text, now):
            return """
                時刻 '\(text)' が負になっている。時刻は実行の開始 (0s) から数える: \(now) \
                以降の時刻か、+5s のような相対時刻を書く
                """
        case .timelineTooLong:
            return """
                この時刻ではタイムラインがシナリオの最長である 10000 日を超える。\
                もっと小さい時刻を書く
                """
        case let .notAStatement(spelling):
            return """
                '\(spelling)' ではなく、イベント、'expect'、'log' のいずれかが必要。\
                タイムラインの行は [TIME] STATEMENT の形
                """
        case let .declarationAfterTimeline(word, start):
            return """
                '\(word)' は宣言であり、宣言はタイムライン (\(start) 行目から) より前に書く。\
                この行を \(start) 行目より上に移す
                """
        case let .appDeclarationAfterTimeline(word, start):
            return """
                '\(word)' は宣言であり、宣言はタイムライン (\(start) 行目から) より前に書く。\
                この行とその下にインデントされた行を \(start) 行目より上に移す
                """
        case let .statementStartsWithApp(app):
            return """
                タイムラインの行では、アプリ名 '\(app)' の後に push、pop、present、dismiss \
                のいずれかが必要 ('\(app) push CHILD on NAV' など)。そうでなければ 'launch \(app)' \
                のようなイベントか、'expect \(app) ...' で行を始める
                """
        case let .badCount(spelling, what): return "'\(spelling)' は\(what)の数ではない。0 から 999999 までの整数を書く"
        case let .sizeMalformed(text):
            return """
                '\(text)' はサイズではない。512KB、20MB、1GB のように、整数に KB、MB、GB \
                を付けて書く
                """
        case let .sizeMissingUnitFraction(text):
            return """
                '\(text)' には単位がなく、サイズは整数で書く。512KB や 20MB のように、整数に KB、\
                MB、GB を付けて書く
                """
        case let .sizeMissingUnit(text):
            return """
                '\(text)' に単位がない。\(text)MB、\(text)KB、\(text)GB のいずれかで書く
                """
        case let .sizeUnitCase(text, digits, unit): return "'\(text)' の単位は大文字で書く: \(digits)\(unit)"
        case let .sizeFractionExact(text, exactly):
            return """
                '\(text)' に小数があるが、サイズは整数で書く。\(exactly) と書く
                """
        case let .sizeFraction(text): return "'\(text)' に小数があるが、サイズは整数で書く。KB、MB、GB の整数で書く"
        case let .sizeTooLarge(text, maximum):
            return """
                '\(text)' はシナリオで使える最大のサイズ \(maximum) を超えている。\
                もっと小さいサイズを書く
                """
        case let .defaultMemory(memory): return "既定値の \(memory)"
        case let .systemLargerThanMemory(system, memory):
            return """
                システムの使用分 (\(system)) がデバイスのメモリ (\(memory)) より大きい。'system' \
                を小さくするか、'memory' を大きくする
                """
        case .zeroDeviceMemory: return "デバイスにはメモリが必要。1GB のように 0 より大きいサイズを書く"
        case .zeroMemoryPressure:
            return """
                'memory-pressure' には 0 より大きいサイズが必要。20MB のようなサイズを書くか、\
                サイズを省略してサスペンド状態 (suspended) のアプリをすべて破棄する
                """
        case let .notATypeIdentifier(spelling):
            return """
                '\(spelling)' はタイプ識別子 (UTI) ではない。public.text や com.example.doc \
                のようなドット区切りの名前を書く
                """
        case let .duplicateDocumentType(type): return "タイプ '\(type)' が 2 回書かれている。重複を削除する"
        case let .duplicateExport(type):
            return """
                タイプ '\(type)' はこのアプリがすでにエクスポートしている。各タイプは 1 \
                回だけエクスポートする
                """
        case let .extensionWithDot(bare): return "拡張子はドットなしで書く: extension \(bare)"
        case let .notAFileExtension(spelling):
            return """
                '\(spelling)' はファイル拡張子ではない。txt や sdoc のように、\
                ドットなしで英字と数字を書く
                """
        case let .indentedControllerWithoutApp(keyword):
            return """
                このインデントされた '\(keyword)' 行の上に 'app' 行がない。対応するアプリの下に置く
                """
        case let .controllerOutsideApp(keyword):
            return """
                '\(keyword)' はアプリのビューコントローラを宣言する。対応する 'app' \
                行の下にインデントする
                """
        case let .duplicateController(name, app, line):
            return """
                コントローラ '\(name)' は '\(app)' に対して \(line) 行目で宣言済み。\
                このコントローラに別の名前を付けるか、この行を削除する
                """
        case let .undeclaredControllerSuggestion(app, name, suggestion):
            return "アプリ '\(app)' にコントローラ '\(name)' はない。もしかして '\(suggestion)' ですか?"
        case let .undeclaredController(app, name):
            return """
                アプリ '\(app)' にコントローラ '\(name)' はない。'app \(app)' の下で 'controller \
                \(name)' と宣言する
                """
        case let .navigationRootIsItself(name):
            return """
                ナビゲーション '\(name)' は自分自身をルートにできない。\
                同じアプリの下で宣言した通常のコントローラを指定する
                """
        case let .navigationInsideNavigation(child):
            return """
                '\(child)' はナビゲーションコントローラであり、\
                ナビゲーションコントローラは別のナビゲーションコントローラの子になれない。\
                通常のコントローラを指定する
                """
        case let .controllerAlreadyRoot(child, navigation, line):
            return """
                コントローラ '\(child)' はすでにナビゲーション '\(navigation)' (\(line) 行目) \
                のルートであり、コントローラの親は 1 つだけ。\
                このナビゲーションコントローラには別のルートを指定する
                """
        case let .windowRootInsideNavigation(name, navigation, line):
            return """
                コントローラ '\(name)' はナビゲーション '\(navigation)' (\(line) 行目) \
                のルートなので、ウインドウのルートにはなれない。'root \(navigation)' と書く
                """
        case let .notANavigationSuggestion(name, app, suggestion):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではないが、push と pop \
                にはナビゲーションコントローラが必要。もしかして '\(suggestion)' ですか?
                """
        case let .notANavigationNone(name, app):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではないが、push と pop \
                にはナビゲーションコントローラが必要。'app \(app)' の下で 'navigation NAME root \
                CHILD' と宣言する
                """
        case let .notANavigationList(name, app, navigations):
            return """
                '\(name)' は '\(app)' のナビゲーションコントローラではないが、push と pop \
                にはナビゲーションコントローラが必要。'\(app)' のナビゲーションコントローラは \
                \(navigations)
                """
        case let .unknownControllerCommandSuggestion(word, suggestion):
            return "不明なコントローラの操作 '\(word)'。もしかして '\(suggestion)' ですか?"
        case let .unknownControllerCommand(word):
            return "不明なコントローラの操作 '\(word)'。アプリ名の後には push、pop、present、dismiss のいずれかを書く"
        case let .cannotPushNavigation(name):
            return """
                '\(name)' はナビゲーションコントローラなので push できない。通常のコントローラを \
                push するか、これを present する
                """
        case let .shareWithItself(app):
            return """
                '\(app)' は自分自身とファイルを共有できない: \
                「このアプリで開く」メニューに並ぶのは他のアプリ。'to' の後に別のアプリを書く
                """
        case let .sendingCallbackInHandler(callback):
            return """
                '\(callback)' は共有した書類の送り手に記録されるもの (DOC-2) で、\
                ハンドラを持てない。'expect APP callbacks:' のリストには書ける
                """
        case let .controllerCallbackInHandler(callback):
            return """
                '\(callback)' はビューコントローラのコールバックだが、ハンドラに書くのは \
                didBecomeActive のようなアプリのコールバック。'expect APP controller-callbacks: \
                CONTROLLER.\(callback)' で確かめる
                """
        case let .controllerCallbackInAppList(item):
            return """
                '\(item)' はビューコントローラのコールバック。'callbacks:' ではなく 'expect APP \
                controller-callbacks:' に書く
                """
        case let .appCallbackInControllerList(spelling):
            return """
                '\(spelling)' はアプリのコールバック。それは 'expect APP callbacks:' に書き、\
                ここには Main.viewDidLoad のように CONTROLLER.CALLBACK を書く
                """
        case let .notAControllerCallback(spelling):
            return """
                '\(spelling)' はコントローラのコールバックではない。Main.viewDidLoad のように \
                CONTROLLER.CALLBACK を書く
                """
        case let .foreignCallback(spelling, callback):
            return """
                不明なコールバック '\(spelling)'。もしかして '\(callback)' ですか? \
                (シナリオでは短い名前を使う。UIKit の名前は --names swift で表示される)
                """
        case let .foreignSendingCallbackInHandler(spelling, callback):
            return """
                '\(spelling)' はシナリオでは '\(callback)' で、共有した書類の送り手に記録されるもの \
                (DOC-2) なので、ハンドラを持てない。'expect APP callbacks:' のリストには書ける
                """
        case let .refuseOutsideStateHandler(callback):
            return """
                'refuse' は shouldSaveState または shouldRestoreState の答え false であり、\
                \(callback) のハンドラでは意味がない。'on shouldSaveState:' か 'on \
                shouldRestoreState:' の行に移す
                """
        case .refuseCannotBeDelayed:
            return """
                'refuse' には 'after' を付けられない: ハンドラが戻るときに返す答えだから。'after …' \
                を削除する
                """
        case let .actionBeforeUIApplicationMain(action):
            return """
                '\(action)' は UIApplicationMain が始めるアプリ (UIApplication とその実行ループ) \
                に働きかけるが、'on main' はその前に実行される ('log'、'work'、'crash'、\
                'read-protected-file' だけが書ける)。'on didFinishLaunching:' の行に移す
                """
        case .timerBeforeUIApplicationMain:
            return """
                'on main' で設定したタイマーは、UIApplicationMain が始める実行ループを待つ。'after \
                …' を削除するか、'on didFinishLaunching:' の行に移す
                """
        case let .endOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' をしないので、この end-task \
                は何も終了しない。もしかして '\(suggestion)' ですか?
                """
        case let .endOfTaskNeverBegun(app, task):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' をしないので、この end-task \
                は何も終了しない。ハンドラに 'begin-task \(task)' を追加するか、名前を直す
                """
        case let .expiryOfTaskNeverBegunSuggestion(app, task, suggestion):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' をしないので、この期限切れハンドラ \
                (expirationHandler) は実行されない。もしかして '\(suggestion)' ですか?
                """
        case let .expiryOfTaskNeverBegun(app, task):
            return """
                '\(app)' のどのハンドラも 'begin-task \(task)' をしないので、この期限切れハンドラ \
                (expirationHandler) は実行されない。ハンドラに 'begin-task \(task)' を追加するか、\
                名前を直す
                """
        case let .handlersNeverRun(app):
            return """
                '\(app)' のハンドラは実行されない: タイムラインが '\(app)' を起動せず、\
                イベントも送らない。タイムラインに 'launch \(app)' (または '\(app)' \
                への別のイベント) を追加する
                """
        case let .settingBeforeItsVersion(feature, since, version):
            return "\(feature)は iOS \(since) から。この設定は効果がない (デバイスは iOS \(version))"
        case let .restorationBeforeIOS6(version):
            return """
                状態の保存と復元は iOS 6 から。このオプションは効果がない (デバイスは iOS \
                \(version))
                """
        case let .restorationHandlerWithoutOption(callback, app):
            return """
                '\(callback)' は状態の保存と復元を有効にしたアプリにだけ呼ばれるので、\
                このハンドラは実行されない。'app \(app)' の行に 'restoration' を追加する
                """
        case let .unknownBuiltinSuggestion(name, suggestion):
            return """
                '\(name)' はシステムの内蔵アプリの表にないので、プロセス名は '\(name)' のまま。\
                もしかして '\(suggestion)' ですか?
                """
        case let .unknownBuiltin(name, builtins):
            return """
                '\(name)' はシステムの内蔵アプリの表にないので、プロセス名は '\(name)' のまま。\
                表にあるのは \(builtins)
                """
        case let .controllerNeverShown(name, app):
            return """
                '\(app)' のコントローラ '\(name)' は表示されない: \
                ウインドウのルートでもナビゲーションのルートでもなく、タイムラインで push も \
                present もされない。'root \(name)' を追加するか、タイムラインで表示するか、削除する
                """
        case let .notASceneName(spelling, usage):
            return """
                '\(spelling)' はシーンではない。Notes/1 のように、アプリ名、スラッシュ、1 \
                から始まるシーンの番号を書く: \(usage)
                """
        case let .scenesBeforeIOS13(version):
            return """
                シーンは iOS 13 から。iOS \(version) ではこのオプションは受け付けられるが無視され、\
                UI のコールバックは app delegate が受け取る (SC-1)
                """
        case let .phaseUseWithoutSwiftUI(word, app):
            return """
                '\(word)' には SwiftUI のアプリが必要だが、\(app) はそうではないので、\
                これは起こらない。'app \(app)' の行に 'swiftui' を追加する (UI-1)
                """
        case let .sceneUseWithoutOption(word, app):
            return """
                '\(word)' にはシーンベースのアプリが必要だが、\(app) にはシーンがないので、\
                これは起こらない。'app \(app)' の行に 'scenes' を追加する
                """
        case let .splitWithItself(scene):
            return """
                Split View は 2 つの異なるシーンを並べる: \(scene) を自分自身と並べることはできない \
                (SC-7)。split APP/N APP/M と書く
                """
        case let .multipleScenesOffIPad(model, app):
            return """
                複数のウインドウには iPad が必要: \(model) では \(app) は一度に 1 \
                つのシーンしか表示しないので、open-window と request-scene は拒否される。device \
                行に 'model ipad' と書く (SC-6)
                """
        case let .windowUseWithoutMultiple(word, app):
            return """
                '\(word)' には複数のシーンに対応したアプリが必要だが、\(app) \
                は対応していないので拒否される。'app \(app)' の行に 'scenes multiple' を追加する \
                (SC-6)
                """
        case .usageSplit: return "split APP/N APP/M、または Split View を終えるなら split だけ"
        case .usageHandler: return "on CALLBACK: ACTION; ACTION ... (インデントしない行では on APP.CALLBACK: ...)"
        case .usageRefuse: return "refuse ('on shouldSaveState:' か 'on shouldRestoreState:' の行で使う)"
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
