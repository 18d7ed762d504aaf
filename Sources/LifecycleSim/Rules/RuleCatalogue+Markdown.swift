extension RuleCatalogue {
    /// The title of the group of rules whose ids start with `prefix` (`BG`), or the prefix itself
    /// for a group without one.
    static func groupTitle(_ prefix: String, in language: Language) -> String {
        RuleGroup(rawValue: prefix).map { $0.title(in: language) } ?? prefix
    }

    /// The whole catalogue as one Markdown page: what `docs/RULES.md` holds, so that a clone
    /// carries the rules the trace cites (`lifesim rules --format markdown` writes it; with
    /// `--lang ja` the same page in Japanese, its sources as they are).
    public static func markdownPage(in language: Language = .en) -> String {
        let sourceLabels = RuleSource.allCases.map { "**\($0.rawValue)** \($0.meaning(in: language))" }
            .joined(separator: language == .ja ? "、" : "; ")
        var lines = [label(.pageTitle, in: language), ""]
        lines += label(.pageIntro, in: language).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", label(.pageSourceLabels(labels: sourceLabels), in: language)]
        var group = ""
        for rule in all(in: language) {
            let prefix = String(rule.id.rawValue.prefix { $0 != "-" })
            if prefix != group {
                group = prefix
                lines += ["", "## \(groupTitle(prefix, in: language)) (\(prefix))"]
            }
            lines += ["", "### \(rule.id) \(rule.title)", "", label(.pageVersions(versions: rule.versions), in: language)
                + (rule.implemented ? "" : label(.pageNotSimulated, in: language)), ""]
            lines += markdownBlocks(rule.statement)
            lines += ["", label(.pageSources, in: language), ""] + rule.citations.map(markdownItem)
            if let resolution = rule.resolution { lines += ["", label(.pageOurReading(reading: resolution), in: language)] }
        }
        return lines.joined(separator: "\n")
    }

    /// `- **DOC** [title](link): "quote"`, on one line (a quoted log's lines joined by " / ").
    private static func markdownItem(_ citation: RuleCitation) -> String {
        let title = citation.url.map { "[\(citation.title)](\($0))" } ?? citation.title
        return "- **\(citation.label.rawValue)** \(title)" + (citation.quote.map { ": \"\($0.split(separator: "\n").joined(separator: " / "))\"" } ?? "")
    }

    /// A statement's prose as paragraphs and its indented lines (tables, lists) as code blocks.
    private static func markdownBlocks(_ statement: String) -> [String] {
        var lines: [String] = []
        var inCode = false
        for line in statement.split(separator: "\n", omittingEmptySubsequences: false) {
            let indented = line.hasPrefix("  ")
            if indented != inCode {
                // Fences stand apart from the prose around them, as Markdown renderers need.
                lines += indented ? ["", "```"] : ["```", ""]
                inCode = indented
            }
            lines.append(indented ? String(line.dropFirst(2)) : String(line))
        }
        if inCode { lines.append("```") }
        return lines
    }
}
