import LifecycleSim

/// The keys of the CLI's own messages about its usage: usage errors, their hints, and the
/// lines that frame them.
enum UsageKey: String, CaseIterable, Sendable {
    case errorLine, hintLine, internalErrorLine, seeHelp
    case optionTakesNoValue, optionNeedsValue, invalidValue, useOneOf, unknownOption, didYouMean,
         invalidLanguageVariable, unknownCommand
    case noScenario, nameAScenario, noSuchFile, noScenarioFiles, cannotRead
    // The commands' own usage errors and hints.
    case unexpectedArgument, replReadsStandardInput, giveOneLogFile, whichScenario, addScenarioOption, cannotReadLog, noCallbackInLog, logMustNameCallbacks, invalidTolerance, aDuration, grammarTakesNoOperand, atMostOneRule, markdownWholeCatalogue, noRule, listsEveryRule, notAnIOSVersion, anyVersionFrom3, requirePercentage, nameOneScenario, timelineDrawsOne, runTimelinePerFile, isADirectory, timelineDrawsOneFile, pageShowsOne, runPagePerFile, pageShowsOneFile, sceneDiagramBeforeIOS13, sceneDiagramHint, exportNeedsOneFormat, exportWritesOne, positiveWholeNumber, cannotWrite,
         scenarioOptionNotADirectory, standardInputOnce, standardInputReadOnce,
         scenarioOptionTakesOneFile, scenarioOptionNamesOneFile, outputIsAnInput, chooseAnotherOutput
}

/// A usage message: a key of `UsageMessages.catalogue` with its arguments, or a text as written.
enum UsageText: Sendable {
    case message(UsageKey, [String: String])
    case verbatim(String)

    /// The message of `key` with `arguments`.
    static func of(_ key: UsageKey, _ arguments: [String: String] = [:]) -> UsageText { .message(key, arguments) }

    func rendered(in language: Language) -> String {
        switch self {
        case .message(let key, let arguments): return UsageMessages.catalogue.text(key, in: language, arguments)
        case .verbatim(let text): return text
        }
    }
}

/// The CLI's usage messages in every language.
enum UsageMessages {
    static let catalogue = MessageCatalogue<UsageKey>(english: english, japanese: japanese)

    private static let english: [UsageKey: String] = [
        .errorLine: "lifesim: error: {message}",
        .hintLine: "lifesim: hint: {hint}",
        .internalErrorLine: "lifesim: internal error: {error}",
        .seeHelp: "Run 'lifesim --help' for usage.",
        .optionTakesNoValue: "option '{name}' takes no value",
        .optionNeedsValue: "option '{name}' needs a value",
        .invalidValue: "invalid value '{value}' for '{name}'",
        .useOneOf: "use one of: {choices}",
        .unknownOption: "unknown option '{name}'",
        .didYouMean: "did you mean '{suggestion}'?",
        .invalidLanguageVariable: "invalid LIFESIM_LANG '{value}'",
        .unknownCommand: "unknown command '{name}'",
        .noScenario: "no scenario given",
        .nameAScenario: "name a file, a directory or '-' (standard input)",
        .noSuchFile: "no such file or directory: {path}",
        .noScenarioFiles: "no *.scenario file in {path}",
        .cannotRead: "cannot read {path}",
        .unexpectedArgument: "unexpected argument '{argument}'",
        .replReadsStandardInput: "'lifesim repl' reads its lines from standard input; to run a file, use 'lifesim run {file}'",
        .giveOneLogFile: "give one log file",
        .whichScenario: "which scenario was performed?",
        .addScenarioOption: "add --scenario FILE",
        .cannotReadLog: "cannot read the log {path}",
        .noCallbackInLog: "no lifecycle callback found in {path}",
        .logMustNameCallbacks: "the log must name callbacks such as applicationDidEnterBackground: ('lifesim verify --help')",
        .invalidTolerance: "invalid tolerance '{value}'",
        .aDuration: "a duration such as 500ms or 1s",
        .grammarTakesNoOperand: "grammar takes no operand",
        .atMostOneRule: "give at most one rule id",
        .markdownWholeCatalogue: "--format markdown writes the whole catalogue",
        .noRule: "no rule '{id}'",
        .listsEveryRule: "'lifesim rules' lists every id",
        .notAnIOSVersion: "'{value}' is not an iOS version",
        .anyVersionFrom3: "any version from 3: --os 4, --os 4.2, --os 17",
        .requirePercentage: "--require takes a whole percentage from 0 to 100, not '{value}'",
        .nameOneScenario: "name one scenario file, or '-' for standard input",
        .timelineDrawsOne: "timeline draws one scenario, but {count} were given",
        .runTimelinePerFile: "run 'lifesim timeline' once per file",
        .isADirectory: "{path} is a directory",
        .timelineDrawsOneFile: "timeline draws one scenario file",
        .pageShowsOne: "page shows one scenario, but {count} were given",
        .runPagePerFile: "run 'lifesim page' once per file",
        .pageShowsOneFile: "page shows one scenario file",
        .sceneDiagramBeforeIOS13: "iOS {version} has no scenes: the scene lifecycle exists from iOS 13 (SC-1)",
        .sceneDiagramHint: "lifesim diagram --scene --os 13, or without --scene for the app's states",
        .exportNeedsOneFormat: "export needs exactly one of --xctest and --swift-testing",
        .exportWritesOne: "export writes one scenario, but {count} were given",
        .positiveWholeNumber: "{name} takes a positive whole number, not '{value}'",
        .cannotWrite: "cannot write {path}",
        .standardInputOnce: "'-' (standard input) may be given once, but was given {count} times",
        .standardInputReadOnce: "standard input can be read only once; name the other scenarios as files",
        .outputIsAnInput: "the output {output} is the input {input}: writing it would replace the scenario",
        .chooseAnotherOutput: "choose another output path for -o (or leave -o out to write to standard output)",
        .scenarioOptionNotADirectory: "--scenario takes one scenario file, not the directory {path}",
        .scenarioOptionTakesOneFile: "--scenario takes one scenario file, but {path} gives {count}",
        .scenarioOptionNamesOneFile: "name the one .scenario file that was performed: --scenario FILE",
    ]
}
