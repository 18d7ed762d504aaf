extension RuleCatalogue {
    /// The group names of the rule-id prefixes, in catalogue order.
    static let groupTitles: [(prefix: String, title: String)] = [
        ("PR", "Profiles"), ("ST", "States"), ("LA", "Launch"), ("FG", "Foreground and background"),
        ("IN", "Interruptions"), ("LK", "Lock"), ("BG", "Background tasks"), ("BM", "Background modes"),
        ("BR", "Background App Refresh and background launches"), ("TE", "Termination and the app switcher"),
        ("MW", "Memory"), ("VC", "View controllers"), ("SR", "State restoration"), ("DOC", "Documents and URLs"),
        ("PS", "Processes and memory"), ("DB", "Debugger"), ("SC", "Scenes"),
        ("PW", "Prewarming"),
    ]

    /// The whole catalogue as one Markdown page: what `docs/RULES.md` holds, so that a clone
    /// carries the rules the trace cites (`lifesim rules --format markdown` writes it).
    public static func markdownPage() -> String {
        var lines = [
            "# Lifecycle rules",
            "",
            "Every rule LifecycleSim simulates, with its id (the trace's `[BG-5]` tags), the iOS versions it",
            "holds for, its sources and, where sources disagree, the reading LifecycleSim follows.",
            "This page is generated from the catalogue in the code (`Sources/LifecycleSim/Rules/`):",
            "`swift run lifesim rules --format markdown > docs/RULES.md` rewrites it, and a test fails",
            "when it is out of date. `lifesim rules ID` shows the same text in a terminal.",
            "",
            "Source labels: " + RuleSource.allCases.map { "**\($0.rawValue)** \($0.meaning)" }.joined(separator: "; ") + ".",
        ]
        var group = ""
        for rule in all {
            let prefix = String(rule.id.rawValue.prefix { $0 != "-" })
            if prefix != group {
                group = prefix
                let title = groupTitles.first { $0.prefix == prefix }?.title ?? prefix
                lines += ["", "## \(title) (\(prefix))"]
            }
            lines += ["", "### \(rule.id) \(rule.title)", "", "*iOS versions:* \(rule.versions)"
                + (rule.implemented ? "" : " — *not simulated yet*"), ""]
            lines += markdownBlocks(rule.statement)
            lines += ["", "*Sources:*", ""] + rule.citations.map(markdownItem)
            if let resolution = rule.resolution { lines += ["", "*Our reading:* \(resolution)"] }
        }
        return lines.joined(separator: "\n")
    }

    /// `- **DOC** [title](link): "quote"`.
    private static func markdownItem(_ citation: RuleCitation) -> String {
        let title = citation.url.map { "[\(citation.title)](\($0))" } ?? citation.title
        return "- **\(citation.label.rawValue)** \(title)" + (citation.quote.map { ": \"\($0)\"" } ?? "")
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
