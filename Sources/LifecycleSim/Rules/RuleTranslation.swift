/// A rule's words in another language: what a learner reads in `lifesim rules ID --lang ja`.
///
/// Only the prose is translated; the rule id, the sources (titles, links, quotes) and whether the
/// rule is simulated stay as the catalogue has them, and callback, state and option names stay
/// as UIKit and the scenario language write them, inside the translated text.
public struct RuleTranslation: Hashable, Sendable {
    public var title: String
    /// The iOS versions in words, or nil when the English (`iOS 4+`) reads the same in every language.
    public var versions: String?
    /// What iOS does.
    public var statement: String
    /// Our reading, for a rule whose English has one.
    public var resolution: String?

    public init(title: String, versions: String? = nil, statement: String, resolution: String? = nil) {
        self.title = title
        self.versions = versions
        self.statement = statement
        self.resolution = resolution
    }
}

extension RuleCatalogue {
    /// Every rule's Japanese words, by rule id (RuleCatalogue+Japanese+*.swift, one table per group).
    public static let japanese: [RuleID: RuleTranslation] = [japaneseLifecycleRules, japaneseBackgroundRules,
                                                            japaneseTerminationRules, japaneseDeviceSystemsRules,
                                                            japanesePrewarmingRules, japaneseBGTaskRules,
                                                            japaneseSceneRules, japaneseSwiftUIRules,
                                                            japaneseNotificationRules]
        .reduce(into: [:]) { table, group in table.merge(group) { first, _ in first } }

    /// The translation of rule `id` into `language`: nil for English, which is the catalogue itself,
    /// and nil for a rule without a translation (which the catalogue's tests forbid).
    public static func translation(of id: RuleID, in language: Language) -> RuleTranslation? {
        switch language {
        case .en: return nil
        case .ja: return japanese[id]
        }
    }

    /// Every rule in `language`, in catalogue order.
    public static func all(in language: Language) -> [LifecycleRule] {
        language == .en ? all : all.map { $0.localized(language) }
    }
}

extension LifecycleRule {
    /// The same rule with its title, versions, statement and resolution in `language`; English is
    /// the rule unchanged. A rule without a translation (a test failure) shows `⟦ID⟧` in place of
    /// its words, so the gap shows instead of English standing in for it.
    public func localized(_ language: Language) -> LifecycleRule {
        guard language != .en else { return self }
        var rule = self
        guard let words = RuleCatalogue.translation(of: id, in: language) else {
            rule.title = "⟦\(id)⟧"
            rule.statement = "⟦\(id)⟧"
            rule.resolution = resolution.map { _ in "⟦\(id)⟧" }
            return rule
        }
        rule.title = words.title
        rule.versions = words.versions ?? versions
        rule.statement = words.statement
        rule.resolution = words.resolution
        return rule
    }
}
