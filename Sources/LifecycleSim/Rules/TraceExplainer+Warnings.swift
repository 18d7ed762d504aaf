extension TraceExplainer {
    /// A warning in plain words: what iOS does there and why, by the rule that wrote it; rules
    /// without words of their own fall back to their title (`ruleTitle(_:in:)`).
    static func explainWarning(_ warning: WarningRecord) -> Explanation {
        let message: ExplainMessage
        switch warning.rule {
        case .st2:
            message = .warningST2
        case .br2:
            message = .warningBR2
        case .br3:
            message = .warningBR3
        case .te4:
            message = .warningTE4
        case .te5:
            message = .warningTE5
        case .bg5:
            if case .taskNotEndedAfterExpiration = warning.warning {
                return Explanation(.warningBG5TaskLeftAfterExpiry, rules: [.bg5])
            }
            message = .warningBG5
        case .bg6:
            message = .warningBG6
        case .bg1:
            return Explanation(.warningBG1, rules: [.bg1, .bg5])
        case .bg8:
            message = .warningBG8
        case .bg9:
            message = .warningBG9
        case .la3:
            message = .warningLA3
        case .fg2:
            message = .warningFG2
        case .in4:
            message = .warningIN4
        case .bm3:
            message = .warningBM3
        case .sr1:
            message = .warningSR1
        case .br5:
            message = .warningBR5
        case .pr1 where warning.warning.isWrittenAtEveryLaunch:
            message = .warningPR1SceneLifecycle
        default:
            return Explanation(.warningFallback(title: RuleTitle(rule: warning.rule)), rules: [warning.rule])
        }
        return Explanation(message, rules: [warning.rule])
    }
}

/// A rule's title as a sentence of `--explain` names it, in the sentence's language.
public struct RuleTitle: Hashable, Sendable, Localizable {
    public var rule: RuleID

    public init(rule: RuleID) { self.rule = rule }

    public func text(in language: Language) -> String { TraceExplainer.ruleTitle(rule.rawValue, in: language) }
}

extension TraceExplainer {
    /// A rule's title as a fallback explanation reads it: the catalogue's title in the reader's
    /// language (in lower case in English, where it ends a sentence).
    static func ruleTitle(_ id: String, in language: Language) -> String {
        guard let rule = RuleID(rawValue: id).flatMap(RuleCatalogue.rule)?.localized(language) else {
            return "lifesim rules \(id)"
        }
        return language == .en ? rule.title.lowercased() : rule.title
    }
}
