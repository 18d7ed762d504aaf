/// The CLI's usage messages in Japanese (#13): plain form like the diagnostics; the last line,
/// addressed to the reader, in です/ます.
extension UsageMessages {
    static let japanese: [UsageKey: String] = [
        .errorLine: "lifesim: エラー: {message}",
        .hintLine: "lifesim: ヒント: {hint}",
        .internalErrorLine: "lifesim: 内部エラー: {error}",
        .seeHelp: "使い方は 'lifesim --help' で表示できます。",
        .optionTakesNoValue: "オプション '{name}' は値を取らない",
        .optionNeedsValue: "オプション '{name}' には値が必要",
        .invalidValue: "'{name}' の値 '{value}' は不正",
        .useOneOf: "次のいずれかを使う: {choices}",
        .unknownOption: "不明なオプション '{name}'",
        .didYouMean: "もしかして '{suggestion}' ですか?",
        .invalidLanguageVariable: "LIFESIM_LANG の値 '{value}' は不正",
        .unknownCommand: "不明なコマンド '{name}'",
        .noScenario: "シナリオが指定されていない",
        .nameAScenario: "ファイル、ディレクトリ、または '-' (標準入力) を指定する",
        .noSuchFile: "そのようなファイルやディレクトリはない: {path}",
        .noScenarioFiles: "{path} に *.scenario ファイルがない",
        .cannotRead: "{path} を読めない",
    ]
}
