import LifecycleSim

/// The CLI's usage messages in Japanese: です/ます like the diagnostics, a hint as 「…してください」
/// (docs/GLOSSARY.ja.md).
extension UsageText {
    /// The words in Japanese.
    package var japanese: JapaneseText {
        switch self {
        case let .verbatim(text): return "\(text)"
        case let .errorLine(message): return "lifesim: エラー: \(message)"
        case let .hintLine(hint): return "lifesim: ヒント: \(hint)"
        case let .internalErrorLine(error): return "lifesim: 内部エラー: \(error)"
        case .seeHelp: return "使い方は 'lifesim --help' で表示できます。"
        case let .optionTakesNoValue(name): return "オプション '\(name)' は値を取りません"
        case let .optionNeedsValue(name): return "オプション '\(name)' には値が必要です"
        case let .invalidValue(value, name): return "'\(name)' の値 '\(value)' は不正です"
        case let .useOneOf(choices): return "次のいずれかを使ってください: \(choices)"
        case let .unknownOption(name): return "'\(name)' というオプションはありません"
        case let .didYouMean(suggestion): return "もしかして '\(suggestion)' ですか?"
        case let .invalidLanguageVariable(value): return "LIFESIM_LANG の値 '\(value)' は不正です"
        case let .unknownCommand(name): return "'\(name)' というコマンドはありません"
        case .noScenario: return "シナリオが指定されていません"
        case .nameAScenario: return "ファイル、ディレクトリ、または '-' (標準入力) を指定してください"
        case let .noSuchFile(path): return "そのようなファイルやディレクトリはありません: \(path)"
        case let .noScenarioFiles(path): return "\(path) に *.scenario ファイルがありません"
        case let .cannotRead(path): return "\(path) を読めません"
        case let .unexpectedArgument(argument): return "引数 '\(argument)' は使えません"
        case let .replReadsStandardInput(file):
            return """
                'lifesim repl' は行を標準入力から読みます。ファイルを実行するには 'lifesim run \
                \(file)' を使ってください
                """
        case .giveOneLogFile: return "ログファイルを 1 つ指定してください"
        case .whichScenario: return "実行したシナリオが指定されていません"
        case .addScenarioOption: return "--scenario FILE を追加してください"
        case let .cannotReadLog(path): return "ログ \(path) を読めません"
        case let .noCallbackInLog(path): return "\(path) にライフサイクルのコールバックが見つかりません"
        case .logMustNameCallbacks:
            return """
                ログには applicationDidEnterBackground: のようなコールバックの名前が必要です \
                ('lifesim verify --help')
                """
        case let .invalidTolerance(value): return "許容差 '\(value)' は不正です"
        case .aDuration: return "500ms や 1s のような時間を指定してください"
        case .grammarTakesNoOperand: return "grammar はオペランドを取りません"
        case .atMostOneRule: return "ルール ID は 1 つまで指定してください"
        case .markdownWholeCatalogue: return "--format markdown はカタログ全体を書き出します"
        case let .noRule(id): return "ルール '\(id)' はありません"
        case .listsEveryRule: return "'lifesim rules' ですべての ID を表示できます"
        case let .notAnIOSVersion(value): return "'\(value)' は iOS のバージョンではありません"
        case .anyVersionFrom3:
            return "3 から \(OSProfile.newestKnownVersion) までのバージョンを指定してください: --os 4, --os 4.2, --os 17"
        case let .requirePercentage(value):
            return "--require には '\(value)' ではなく 0 から 100 までの整数のパーセントを指定してください"
        case .nameOneScenario: return "シナリオファイルを 1 つ、または標準入力なら '-' を指定してください"
        case let .timelineDrawsOne(count): return "timeline が描くシナリオは 1 つですが、\(count) 個指定されました"
        case .runTimelinePerFile: return "ファイルごとに 'lifesim timeline' を実行してください"
        case let .isADirectory(path): return "\(path) はディレクトリです"
        case .timelineDrawsOneFile: return "timeline が描くのは 1 つのシナリオファイルです"
        case let .pageShowsOne(count): return "page が見せるシナリオは 1 つですが、\(count) 個指定されました"
        case .runPagePerFile: return "ファイルごとに 'lifesim page' を実行してください"
        case .pageShowsOneFile: return "page が見せるのは 1 つのシナリオファイルです"
        case let .sceneDiagramBeforeIOS13(version):
            return "iOS \(version) にはシーンがありません。シーンのライフサイクルは iOS 13 からです (SC-1)"
        case .sceneDiagramHint:
            return "lifesim diagram --scene --os 13 としてください。アプリの状態なら --scene を付けないでください"
        case .exportNeedsOneFormat: return "export には --xctest と --swift-testing のどちらか 1 つだけが必要です"
        case let .exportWritesOne(count): return "export が書き出すシナリオは 1 つですが、\(count) 個指定されました"
        case let .positiveWholeNumber(name, value): return "\(name) には '\(value)' ではなく正の整数を指定してください"
        case let .wholeNumberBetween(name, value, lowest, highest):
            return "\(name) には '\(value)' ではなく \(lowest) から \(highest) までの整数を指定してください"
        case let .exploreTakesOne(count): return "explore が探索するシナリオは 1 つですが、\(count) 個指定されました"
        case .runExplorePerFile: return "ファイルごとに 'lifesim explore' を実行してください"
        case .exploreTakesOneFile: return "explore が探索するのは 1 つのシナリオファイルです"
        case let .notAShard(value, most):
            return "'\(value)' は分担の指定ではありません: I/N (1 ≤ I ≤ N ≤ \(most)) と書いてください (--shard 2/4)"
        case let .oneVariant(option): return "\(option) が扱うのは 1 つの iOS バージョンと 1 つのモデルです: --os と --model には 1 つずつ指定してください"
        case let .notAShardFile(path): return "\(path) は 'lifesim explore --shard' が書き出したファイルではありません"
        case let .shardsOfAnotherExploration(path):
            return "\(path) は別の探索のものです (ステップ、深さ、分担の数、ファイル、iOS バージョン、モデル、チェックのいずれかが違います)"
        case let .shardsMissing(missing, count): return "\(count) 個の分担のうち \(missing) がありません"
        case let .shardTwice(path, index, count): return "\(path) は \(count) 個の分担の \(index) 番目で、すでに指定されています。各分担は 1 回ずつまとめてください"
        case let .optionsTogether(first, second): return "\(first) と \(second) は同時に指定できません"
        case let .outputNotADirectory(path):
            return "-o には反例ファイルを書くディレクトリを指定しますが、\(path) はファイルです"
        case .runEveryShard: return "すべての分担のファイルをまとめてください: I = 1 … N について lifesim explore --shard I/N FILE > part-I.json"
        case let .cannotWrite(path): return "\(path) に書き込めません"
        case let .scenarioOptionNotADirectory(path):
            return "--scenario に指定するのはシナリオファイル 1 つで、ディレクトリ \(path) ではありません"
        case let .standardInputOnce(count):
            return "'-' (標準入力) は 1 回しか指定できませんが、\(count) 回指定されました"
        case .standardInputReadOnce:
            return "標準入力は 1 回しか読めません。ほかのシナリオはファイルとして指定してください"
        case let .scenarioOptionTakesOneFile(path, count):
            return "--scenario に指定するのはシナリオファイル 1 つですが、\(path) からは \(count) 個読まれました"
        case .scenarioOptionNamesOneFile:
            return "実行したシナリオの .scenario ファイルを 1 つ指定してください: --scenario FILE"
        case let .outputIsAnInput(output, input):
            return "出力先 \(output) は入力 \(input) と同じファイルです。書き込むとシナリオが上書きされてしまいます"
        case .chooseAnotherOutput:
            return "-o には別の出力先を指定してください (-o を付けなければ標準出力に書き出します)"
        }
    }
}
