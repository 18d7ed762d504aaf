/// Where a rule's evidence comes from (the source labels of docs/RULES.md).
public enum RuleSource: String, Hashable, Sendable, CaseIterable {
    /// Apple reference documentation.
    case doc = "DOC"
    /// Apple's App Programming Guide for iOS (archived, iOS 4-10).
    case guide = "GUIDE"
    /// Apple Developer Technical Support forum posts.
    case dts = "DTS"
    /// Published observations: logs, crash reports, articles.
    case obs = "OBS"

    /// The label spelled out (in English; `meaning(in:)` for another language).
    public var meaning: String { meaning(in: .en) }
}

/// One source behind a rule: its label, a human title, a link where one is known, and optionally a short quote.
public struct RuleCitation: Hashable, Sendable {
    public var label: RuleSource
    /// What the source is: an API, a guide chapter, a forum thread, a repository's README.
    public var title: String
    /// An https link, or nil when the research notes record none.
    public var url: String?
    /// A short quote from the source, in its own words.
    public var quote: String?

    public init(label: RuleSource, title: String, url: String? = nil, quote: String? = nil) {
        self.label = label
        self.title = title
        self.url = url
        self.quote = quote
    }
}

/// One rule of docs/RULES.md, as the simulator enforces it.
public struct LifecycleRule: Hashable, Sendable {
    public var id: RuleID
    public var title: String
    /// The iOS versions it holds for.
    public var versions: String
    public var sources: [RuleSource]
    /// The sources in full (RuleCitations+*.swift, keyed by rule id): every label in `sources` has at least one.
    public var citations: [RuleCitation]
    /// The rule in plain words.
    public var statement: String
    /// Where sources disagree or the rule left a choice: which reading we follow and why.
    public var resolution: String?
    /// False for rules of a later milestone that the engine does not simulate yet.
    public var implemented: Bool

    public init(id: RuleID, title: String, versions: String, sources: [RuleSource], statement: String,
                resolution: String? = nil, implemented: Bool = true, citations: [RuleCitation] = []) {
        self.id = id
        self.title = title
        self.versions = versions
        self.sources = sources
        self.statement = statement
        self.resolution = resolution
        self.implemented = implemented
        self.citations = citations
    }
}

/// Every rule, once: `lifesim rules`, `--explain` and the trace's rule ids all read this catalogue.
public enum RuleCatalogue {
    /// Every rule, in the order of docs/RULES.md's groups.
    /// Each rule carries its citations from the tables in RuleCitations+*.swift.
    public static let all: [LifecycleRule] = (lifecycleRules + backgroundRules + terminationRules + deviceSystemsRules
                                              + prewarmingRules + bgTaskRules + sceneRules + swiftUIRules + notificationRules)
        .map { rule in
            var cited = rule
            cited.citations = citationTable[rule.id] ?? []
            return cited
        }
        .sorted { $0.id < $1.id }

    /// Every rule's citations, by rule id.
    static let citationTable: [RuleID: [RuleCitation]] = [lifecycleCitations, backgroundCitations,
                                                          terminationCitations, deviceSystemsCitations,
                                                          prewarmingCitations, bgTaskCitations, sceneCitations, swiftUICitations,
                                                          notificationCitations]
        .reduce(into: [:]) { table, group in table.merge(group) { first, second in first + second } }

    /// The rule with this id.
    public static func rule(_ id: RuleID) -> LifecycleRule? { all.first { $0.id == id } }

    /// The rule whose id is spelled `text` (case-insensitive: `bg-3` finds BG-3).
    public static func rule(named text: String) -> LifecycleRule? {
        RuleID(rawValue: text.uppercased()).flatMap(rule)
    }
}
