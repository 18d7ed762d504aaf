import LifecycleSim

/// `lifesim rules [RULE-ID]`: the rule catalogue, or one rule with its sources and our reading.
struct RulesCommand {
    let arguments: Arguments

    static let options = CommandOptions(valued: ["--format": ["text", "markdown"]])

    init(arguments: [String]) throws {
        self.arguments = try Arguments(arguments, options: Self.options)
        guard self.arguments.operands.count <= 1 else {
            throw UsageError(.atMostOneRule, hint: .verbatim("lifesim rules BG-3"))
        }
    }

    func execute() throws -> ExitStatus {
        if arguments.value("--format") == "markdown" {
            guard arguments.operands.isEmpty else {
                throw UsageError(.markdownWholeCatalogue, hint: .verbatim("lifesim rules --format markdown"))
            }
            Output.standardOutput.line(RuleCatalogue.markdownPage(in: try arguments.language()))
            return .success
        }
        guard let id = arguments.operands.first else {
            Output.standardOutput.line(RuleCatalogueText.list(in: try arguments.language()))
            return .success
        }
        guard let rule = RuleCatalogue.rule(named: id) else {
            let hint = Suggestion.nearest(to: id, in: RuleCatalogue.all.map(\.id.rawValue)).map { UsageText.didYouMean(suggestion: $0) }
                ?? .listsEveryRule
            throw UsageError(.noRule(id: id), hint: hint)
        }
        Output.standardOutput.line(RuleCatalogueText.detail(rule, in: try arguments.language()))
        return .success
    }
}

/// The catalogue as text, in the language asked for (its sources as they are).
enum RuleCatalogueText {
    static func list(in language: Language = .en) -> String {
        var lines = [RuleCatalogue.label(.listHeading, in: language), ""]
        var group = ""
        for rule in RuleCatalogue.all(in: language) {
            let prefix = String(rule.id.rawValue.prefix { $0 != "-" })
            if prefix != group {
                if !group.isEmpty { lines.append("") }
                group = prefix
            }
            let id = rule.id.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
            let note = rule.implemented ? "" : "  " + RuleCatalogue.label(.listNotSimulated, in: language)
            lines.append("  \(id) \(rule.title)  [\(rule.versions)]\(note)")
        }
        return lines.joined(separator: "\n")
    }

    static func detail(_ english: LifecycleRule, in language: Language = .en) -> String {
        let rule = english.localized(language)
        var lines = ["\(rule.id): \(rule.title)", RuleCatalogue.label(.detailVersions(versions: rule.versions), in: language), ""]
        lines.append(contentsOf: rule.statement.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        lines.append("")
        lines.append(contentsOf: sources(of: rule, in: language))
        if let resolution = rule.resolution {
            lines.append("")
            lines.append(RuleCatalogue.label(.ourReading(reading: resolution), in: language))
        }
        if !rule.implemented { lines.append(contentsOf: ["", RuleCatalogue.label(.statusNotSimulated, in: language)]) }
        return lines.joined(separator: "\n")
    }

    /// "Sources:", then each citation as `[LABEL] title — link` with its quote beneath (as the
    /// sources write them, in every language), then what the labels mean.
    static func sources(of rule: LifecycleRule, in language: Language = .en) -> [String] {
        var lines = [RuleCatalogue.label(.sources, in: language)]
        for citation in rule.citations {
            let label = "  [\(citation.label.rawValue)] "
            lines.append(label + citation.title + " — " + (citation.url ?? RuleCatalogue.label(.noPublicLink, in: language)))
            if let quote = citation.quote {
                lines.append(String(repeating: " ", count: label.count) + "\"\(quote)\"")
            }
        }
        let labels = RuleSource.allCases.filter { label in rule.citations.contains { $0.label == label } }
        let separator = language == .ja ? "、" : "; "
        lines.append("  (" + labels.map { "\($0.rawValue): \($0.meaning(in: language))" }.joined(separator: separator) + ")")
        return lines
    }
}
