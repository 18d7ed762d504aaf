import LifecycleSim

/// The `lifesim` command: picks the subcommand, and maps every error to a message and a status.
enum LifesimCommand {
    static let version = "0.1.0"

    static func main(arguments: [String]) -> ExitStatus {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            Output.standardError.line("lifesim: error: \(error.message)")
            if let hint = error.hint { Output.standardError.line("lifesim: hint: \(hint)") }
            Output.standardError.line("Run 'lifesim --help' for usage.")
            return .usage
        } catch {
            Output.standardError.line("lifesim: internal error: \(error)")
            return .internalError
        }
    }

    private static func dispatch(_ arguments: [String]) throws -> ExitStatus {
        guard let command = arguments.first else {
            Output.standardOutput.line(HelpText.main)
            return .success
        }
        let rest = Array(arguments.dropFirst())
        let wantsHelp = rest.contains("--help") || rest.contains("-h")
        switch command {
        case "--help", "-h", "help":
            if let topic = rest.first, let text = HelpText.forCommand(topic) {
                Output.standardOutput.line(text)
            } else {
                Output.standardOutput.line(HelpText.main)
            }
            return .success
        case "--version", "-V", "version":
            Output.standardOutput.line("lifesim \(version)")
            return .success
        case "run":
            if wantsHelp { return printHelp(HelpText.run) }
            return try RunCommand(arguments: rest).execute()
        case "check":
            if wantsHelp { return printHelp(HelpText.check) }
            return try CheckCommand(arguments: rest).execute()
        case "rules":
            if wantsHelp { return printHelp(RulesCommand.help) }
            return try RulesCommand(arguments: rest).execute()
        case "diagram":
            if wantsHelp { return printHelp(DiagramCommand.help) }
            return try DiagramCommand(arguments: rest).execute()
        case "timeline":
            if wantsHelp { return printHelp(TimelineCommand.help) }
            return try TimelineCommand(arguments: rest).execute()
        case "page":
            if wantsHelp { return printHelp(PageCommand.help) }
            return try PageCommand(arguments: rest).execute()
        case "repl":
            if wantsHelp { return printHelp(ReplCommand.help) }
            return try ReplCommand(arguments: rest).execute()
        case "walk":
            if wantsHelp { return printHelp(WalkCommand.help) }
            return try WalkCommand(arguments: rest).execute()
        case "coverage":
            if wantsHelp { return printHelp(CoverageCommand.help) }
            return try CoverageCommand(arguments: rest).execute()
        case "grammar":
            if wantsHelp { return printHelp(GrammarCommand.help) }
            return try GrammarCommand(arguments: rest).execute()
        case "export":
            if wantsHelp { return printHelp(ExportCommand.help) }
            return try ExportCommand(arguments: rest).execute()
        case "verify":
            if wantsHelp { return printHelp(VerifyCommand.help) }
            return try VerifyCommand(arguments: rest).execute()
        default:
            let hint = Suggestion.nearest(to: command, in: HelpText.commands).map { "did you mean '\($0)'?" }
            throw UsageError(message: command.hasPrefix("-") ? "unknown option '\(command)'" : "unknown command '\(command)'",
                             hint: hint)
        }
    }

    private static func printHelp(_ text: String) -> ExitStatus {
        Output.standardOutput.line(text)
        return .success
    }
}
