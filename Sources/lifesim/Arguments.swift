import LifecycleSim

/// Command-line arguments parsed by hand: flags with values, switches, and operands.
struct Arguments {
    /// The operands, in order (`-` is an operand: standard input).
    var operands: [String] = []
    private var values: [String: String] = [:]
    private var switches: Set<String> = []

    /// Parses `arguments` against the options a command accepts (`options`).
    /// Every command also takes `--lang en|ja` (see `language`).
    init(_ arguments: [String], options: CommandOptions) throws {
        let known = options.switches
        let valued = options.valued.merging([Self.languageOption: Language.allCases.map(\.rawValue)]) { mine, _ in mine }
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if known.contains(name) {
                guard inlineValue == nil else { throw UsageError(.optionTakesNoValue(name: name)) }
                switches.insert(name)
            } else if let allowed = valued[name] {
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError(.optionNeedsValue(name: name), hint: Self.choices(allowed))
                }
                if inlineValue == nil { index += 1 }
                guard allowed.isEmpty || allowed.contains(value) else {
                    throw UsageError(.invalidValue(value: value, name: name), hint: Self.choices(allowed))
                }
                values[name] = value
            } else {
                let candidates = Array(known) + Array(valued.keys)
                let hint = Suggestion.nearest(to: name, in: candidates.sorted()).map { UsageText.didYouMean(suggestion: $0) }
                throw UsageError(.unknownOption(name: name), hint: hint)
            }
        }
    }

    private static func choices(_ allowed: [String]) -> UsageText? {
        allowed.isEmpty ? nil : .useOneOf(choices: allowed.joined(separator: ", "))
    }

    /// The option every command takes: the language a learner reads the tool's words in.
    static let languageOption = "--lang"

    /// The language asked for: `--lang`, else the environment (`LIFESIM_LANG`, then a
    /// `LC_ALL`/`LANG` starting with `ja`), else English. An unknown `LIFESIM_LANG` is a usage error.
    func language() throws -> Language {
        if let chosen = value(Self.languageOption), let language = Language(rawValue: chosen) { return language }
        return try Self.environmentLanguage()
    }

    /// The language the environment asks for (`language()` without a `--lang`).
    static func environmentLanguage() throws -> Language {
        guard let language = Language.preferred(environment: ProcessEnvironment.all) else {
            throw UsageError(.invalidLanguageVariable(value: ProcessEnvironment.value("LIFESIM_LANG") ?? ""),
                             hint: choices(Language.allCases.map(\.rawValue)))
        }
        return language
    }

    /// The language `arguments` ask for before a command parses them (for `--help`, and for a usage
    /// error in the arguments themselves): the value of a `--lang en|ja` or `--lang=en|ja` among them,
    /// else the environment's.
    static func languageBeforeParsing(_ arguments: [String]) throws -> Language {
        for (index, argument) in arguments.enumerated() {
            let value: String?
            if argument == languageOption {
                value = index + 1 < arguments.count ? arguments[index + 1] : nil
            } else if argument.hasPrefix(languageOption + "=") {
                value = String(argument.dropFirst(languageOption.count + 1))
            } else {
                continue
            }
            if let value, let language = Language(rawValue: value) { return language }
        }
        return try environmentLanguage()
    }

    /// The value given for `name`, if any.
    func value(_ name: String) -> String? { values[name] }

    /// True when the switch `name` was given.
    func has(_ name: String) -> Bool { switches.contains(name) }

    /// Option `name`'s whole number, which must lie in `range`; nil when the option is not given.
    func wholeNumber(_ name: String, in range: ClosedRange<Int>, hint: UsageText? = nil) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(.wholeNumberBetween(name: name, value: text, lowest: "\(range.lowerBound)", highest: "\(range.upperBound)"),
                             hint: hint)
        }
        return number
    }
}
