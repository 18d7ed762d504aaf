import LifecycleSim

/// The keys of the CLI's own messages about its usage (#13): usage errors, their hints, and the
/// lines that frame them.
enum UsageKey: String, CaseIterable, Sendable {
    case errorLine, hintLine, internalErrorLine, seeHelp
    case optionTakesNoValue, optionNeedsValue, invalidValue, useOneOf, unknownOption, didYouMean,
         invalidLanguageVariable, unknownCommand
    case noScenario, nameAScenario, noSuchFile, noScenarioFiles, cannotRead
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
    ]
}
