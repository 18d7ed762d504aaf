import LifecycleSim

/// The CLI's own messages about its usage: usage errors, their hints, and the lines that frame
/// them, one case each with the values it names, and one switch per language; or a text as
/// written (`verbatim`: a syntax form, a parser's message).
enum UsageText: Hashable, Sendable, LocalizedMessage {
    case verbatim(String)
    case errorLine(message: String)
    case hintLine(hint: String)
    case internalErrorLine(error: String)
    case seeHelp
    case optionTakesNoValue(name: String)
    case optionNeedsValue(name: String)
    case invalidValue(value: String, name: String)
    case useOneOf(choices: String)
    case unknownOption(name: String)
    case didYouMean(suggestion: String)
    case invalidLanguageVariable(value: String)
    case unknownCommand(name: String)
    case noScenario
    case nameAScenario
    case noSuchFile(path: String)
    case noScenarioFiles(path: String)
    case cannotRead(path: String)
    // The commands' own usage errors and hints.
    case unexpectedArgument(argument: String)
    case replReadsStandardInput(file: String)
    case giveOneLogFile
    case whichScenario
    case addScenarioOption
    case cannotReadLog(path: String)
    case noCallbackInLog(path: String)
    case logMustNameCallbacks
    case invalidTolerance(value: String)
    case aDuration
    case grammarTakesNoOperand
    case atMostOneRule
    case markdownWholeCatalogue
    case noRule(id: String)
    case listsEveryRule
    case notAnIOSVersion(value: String)
    case anyVersionFrom3
    case requirePercentage(value: String)
    case nameOneScenario
    case timelineDrawsOne(count: String)
    case runTimelinePerFile
    case isADirectory(path: String)
    case timelineDrawsOneFile
    case pageShowsOne(count: String)
    case runPagePerFile
    case pageShowsOneFile
    case sceneDiagramBeforeIOS13(version: String)
    case sceneDiagramHint
    case exportNeedsOneFormat
    case exportWritesOne(count: String)
    case positiveWholeNumber(name: String, value: String)
    case wholeNumberBetween(name: String, value: String, lowest: String, highest: String)
    case exploreTakesOne(count: String)
    case runExplorePerFile
    case exploreTakesOneFile
    case notAShard(value: String, most: String)
    case oneVariant(option: String)
    case notAShardFile(path: String)
    case shardsOfAnotherExploration(path: String)
    case shardsMissing(missing: String, count: String)
    case shardTwice(path: String, index: String, count: String)
    case optionsTogether(first: String, second: String)
    case outputNotADirectory(path: String)
    case runEveryShard
    case cannotWrite(path: String)
    case scenarioOptionNotADirectory(path: String)
    case standardInputOnce(count: String)
    case standardInputReadOnce
    case scenarioOptionTakesOneFile(path: String, count: String)
    case scenarioOptionNamesOneFile
    case outputIsAnInput(output: String, input: String)
    case chooseAnotherOutput

    func rendered(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case let .verbatim(text): return "\(text)"
        case let .errorLine(message): return "lifesim: error: \(message)"
        case let .hintLine(hint): return "lifesim: hint: \(hint)"
        case let .internalErrorLine(error): return "lifesim: internal error: \(error)"
        case .seeHelp: return "Run 'lifesim --help' for usage."
        case let .optionTakesNoValue(name): return "option '\(name)' takes no value"
        case let .optionNeedsValue(name): return "option '\(name)' needs a value"
        case let .invalidValue(value, name): return "invalid value '\(value)' for '\(name)'"
        case let .useOneOf(choices): return "use one of: \(choices)"
        case let .unknownOption(name): return "unknown option '\(name)'"
        case let .didYouMean(suggestion): return "did you mean '\(suggestion)'?"
        case let .invalidLanguageVariable(value): return "invalid LIFESIM_LANG '\(value)'"
        case let .unknownCommand(name): return "unknown command '\(name)'"
        case .noScenario: return "no scenario given"
        case .nameAScenario: return "name a file, a directory or '-' (standard input)"
        case let .noSuchFile(path): return "no such file or directory: \(path)"
        case let .noScenarioFiles(path): return "no *.scenario file in \(path)"
        case let .cannotRead(path): return "cannot read \(path)"
        case let .unexpectedArgument(argument): return "unexpected argument '\(argument)'"
        case let .replReadsStandardInput(file):
            return "'lifesim repl' reads its lines from standard input; to run a file, use 'lifesim run \(file)'"
        case .giveOneLogFile: return "give one log file"
        case .whichScenario: return "which scenario was performed?"
        case .addScenarioOption: return "add --scenario FILE"
        case let .cannotReadLog(path): return "cannot read the log \(path)"
        case let .noCallbackInLog(path): return "no lifecycle callback found in \(path)"
        case .logMustNameCallbacks:
            return "the log must name callbacks such as applicationDidEnterBackground: ('lifesim verify --help')"
        case let .invalidTolerance(value): return "invalid tolerance '\(value)'"
        case .aDuration: return "a duration such as 500ms or 1s"
        case .grammarTakesNoOperand: return "grammar takes no operand"
        case .atMostOneRule: return "give at most one rule id"
        case .markdownWholeCatalogue: return "--format markdown writes the whole catalogue"
        case let .noRule(id): return "no rule '\(id)'"
        case .listsEveryRule: return "'lifesim rules' lists every id"
        case let .notAnIOSVersion(value): return "'\(value)' is not an iOS version"
        case .anyVersionFrom3: return "any version from 3 to \(OSProfile.newestKnownVersion): --os 4, --os 4.2, --os 17"
        case let .requirePercentage(value): return "--require takes a whole percentage from 0 to 100, not '\(value)'"
        case .nameOneScenario: return "name one scenario file, or '-' for standard input"
        case let .timelineDrawsOne(count): return "timeline draws one scenario, but \(count) were given"
        case .runTimelinePerFile: return "run 'lifesim timeline' once per file"
        case let .isADirectory(path): return "\(path) is a directory"
        case .timelineDrawsOneFile: return "timeline draws one scenario file"
        case let .pageShowsOne(count): return "page shows one scenario, but \(count) were given"
        case .runPagePerFile: return "run 'lifesim page' once per file"
        case .pageShowsOneFile: return "page shows one scenario file"
        case let .sceneDiagramBeforeIOS13(version):
            return "iOS \(version) has no scenes: the scene lifecycle exists from iOS 13 (SC-1)"
        case .sceneDiagramHint: return "lifesim diagram --scene --os 13, or without --scene for the app's states"
        case .exportNeedsOneFormat: return "export needs exactly one of --xctest and --swift-testing"
        case let .exportWritesOne(count): return "export writes one scenario, but \(count) were given"
        case let .positiveWholeNumber(name, value): return "\(name) takes a positive whole number, not '\(value)'"
        case let .wholeNumberBetween(name, value, lowest, highest):
            return "\(name) takes a whole number from \(lowest) to \(highest), not '\(value)'"
        case let .exploreTakesOne(count): return "explore explores one scenario, but \(count) were given"
        case .runExplorePerFile: return "run 'lifesim explore' once per file"
        case .exploreTakesOneFile: return "explore explores one scenario file"
        case let .notAShard(value, most): return "'\(value)' is not a part: write I/N, 1 ≤ I ≤ N ≤ \(most) (--shard 2/4)"
        case let .oneVariant(option): return "\(option) takes one iOS version and one model: give --os and --model one value each"
        case let .notAShardFile(path): return "\(path) is not what 'lifesim explore --shard' writes"
        case let .shardsOfAnotherExploration(path):
            return "\(path) comes from another exploration (other steps, depth, number of parts, file, iOS version, model or checks)"
        case let .shardsMissing(missing, count): return "of the \(count) parts, these are missing: \(missing)"
        case let .shardTwice(path, index, count): return "\(path) is part \(index) of \(count) again: merge each part once"
        case let .optionsTogether(first, second): return "\(first) and \(second) cannot be given together"
        case let .outputNotADirectory(path):
            return "-o names a directory for the counterexample files, but \(path) is a file"
        case .runEveryShard: return "merge the files of every part: lifesim explore --shard I/N FILE > part-I.json, for I = 1 … N"
        case let .cannotWrite(path): return "cannot write \(path)"
        case let .scenarioOptionNotADirectory(path):
            return "--scenario takes one scenario file, not the directory \(path)"
        case let .standardInputOnce(count):
            return "'-' (standard input) may be given once, but was given \(count) times"
        case .standardInputReadOnce: return "standard input can be read only once; name the other scenarios as files"
        case let .scenarioOptionTakesOneFile(path, count):
            return "--scenario takes one scenario file, but \(path) gives \(count)"
        case .scenarioOptionNamesOneFile: return "name the one .scenario file that was performed: --scenario FILE"
        case let .outputIsAnInput(output, input):
            return "the output \(output) is the input \(input): writing it would replace the scenario"
        case .chooseAnotherOutput:
            return "choose another output path for -o (or leave -o out to write to standard output)"
        }
    }
}
