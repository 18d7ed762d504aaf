import LifecycleSim

/// The `lifesim` command: picks the subcommand, and maps every error to a message and a status.
enum LifesimCommand {
    static let version = "0.1.0"

    static func main(arguments: [String]) -> ExitStatus {
        do {
            return try dispatch(arguments)
        } catch {
            // The language the arguments ask for, even when they are what is wrong (English when unknown).
            let language = (try? Arguments.languageBeforeParsing(arguments)) ?? .en
            guard let usage = error as? UsageError else {
                Output.standardError.line(UsageText.internalErrorLine(error: "\(error)").rendered(in: language))
                return .internalError
            }
            Output.standardError.line(UsageText.errorLine(message: usage.text.rendered(in: language)).rendered(in: language))
            if let hint = usage.hintText {
                Output.standardError.line(UsageText.hintLine(hint: hint.rendered(in: language)).rendered(in: language))
            }
            Output.standardError.line(UsageText.seeHelp.rendered(in: language))
            return .usage
        }
    }

    private static func dispatch(_ arguments: [String]) throws -> ExitStatus {
        if let first = arguments.first, first == Arguments.languageOption || first.hasPrefix(Arguments.languageOption + "=") {
            // `lifesim --lang ja COMMAND ...` is `lifesim COMMAND ... --lang ja`.
            let option = Array(arguments.prefix(first == Arguments.languageOption ? 2 : 1))
            let others = Array(arguments.dropFirst(option.count))
            guard let command = others.first else { return try dispatch(["--help"] + option) }
            return try dispatch([command] + others.dropFirst() + option)
        }
        guard let command = arguments.first else {
            Output.standardOutput.line(HelpText.main(in: try Arguments.environmentLanguage()))
            return .success
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h"),
           let text = HelpText.forCommand(command, in: try Arguments.languageBeforeParsing(rest)) {
            Output.standardOutput.line(text)
            return .success
        }
        switch command {
        case "--help", "-h", "help":
            Output.standardOutput.line(try helpPage(rest))
            return .success
        case "--version", "-V", "version":
            Output.standardOutput.line("lifesim \(version)")
            return .success
        case "run":
            return try RunCommand(arguments: rest).execute()
        case "check":
            return try CheckCommand(arguments: rest).execute()
        case "rules":
            return try RulesCommand(arguments: rest).execute()
        case "diagram":
            return try DiagramCommand(arguments: rest).execute()
        case "timeline":
            return try TimelineCommand(arguments: rest).execute()
        case "page":
            return try PageCommand(arguments: rest).execute()
        case "repl":
            return try ReplCommand(arguments: rest).execute()
        case "walk":
            return try WalkCommand(arguments: rest).execute()
        case "explore":
            return try ExploreCommand(arguments: rest).execute()
        case "coverage":
            return try CoverageCommand(arguments: rest).execute()
        case "grammar":
            return try GrammarCommand(arguments: rest).execute()
        case "export":
            return try ExportCommand(arguments: rest).execute()
        case "verify":
            return try VerifyCommand(arguments: rest).execute()
        default:
            throw unknownCommand(command)
        }
    }

    /// `lifesim help [COMMAND]` (or `--help`, `-h`): the main page, or COMMAND's. A word that names
    /// no command is a usage error, as `lifesim WORD` is, not the main page.
    private static func helpPage(_ arguments: [String]) throws -> String {
        let parsed = try Arguments(arguments, options: CommandOptions(switches: ["--help", "-h"]))
        let language = try parsed.language()
        guard let name = parsed.operands.first, name != "help" else { return HelpText.main(in: language) }
        guard parsed.operands.count == 1 else {
            throw UsageError(.unexpectedArgument(argument: parsed.operands[1]), hint: .verbatim("lifesim help \(name)"))
        }
        guard let text = HelpText.forCommand(name, in: language) else { throw unknownCommand(name) }
        return text
    }

    /// `name` is no command (nor, starting with '-', an option): the nearest command as a hint.
    private static func unknownCommand(_ name: String) -> UsageError {
        let hint = Suggestion.nearest(to: name, in: HelpText.commands).map { UsageText.didYouMean(suggestion: $0) }
        return UsageError(name.hasPrefix("-") ? .unknownOption(name: name) : .unknownCommand(name: name), hint: hint)
    }
}
