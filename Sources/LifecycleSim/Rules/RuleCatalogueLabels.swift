/// The words around the rules in `lifesim rules` and docs/RULES.md: headings, labels,
/// the source labels spelled out and the group titles, in every language.
public enum RuleLabel: String, CaseIterable, Sendable {
    // `lifesim rules` and `lifesim rules ID`.
    case listHeading, listNotSimulated, detailVersions, sources, noPublicLink, ourReading, statusNotSimulated
    // RuleSource.meaning.
    case sourceDoc, sourceGuide, sourceDTS, sourceOBS
    // The Markdown page.
    case pageTitle, pageIntro, pageSourceLabels, pageVersions, pageNotSimulated, pageSources, pageOurReading
    // The groups, by rule-id prefix.
    case groupPR, groupST, groupLA, groupFG, groupIN, groupLK, groupBG, groupBM, groupBR, groupTE, groupMW,
         groupVC, groupSR, groupDOC, groupPS, groupDB, groupSC, groupPW, groupBT, groupUI, groupNT
}

extension RuleCatalogue {
    /// The labels of the rule pages in English and Japanese.
    public static let labels = MessageCatalogue<RuleLabel>(english: englishLabels, japanese: japaneseLabels)

    /// The label `key` in `language`, its `{name}` placeholders filled.
    public static func label(_ key: RuleLabel, in language: Language, _ arguments: [String: String] = [:]) -> String {
        labels.text(key, in: language, arguments)
    }

    static let englishLabels: [RuleLabel: String] = [
        .listHeading: "The rules of LifecycleSim (lifesim rules ID shows one in full):",
        .listNotSimulated: "[not simulated yet]",
        .detailVersions: "iOS versions: {versions}",
        .sources: "Sources:",
        .noPublicLink: "(no public link)",
        .ourReading: "Our reading: {reading}",
        .statusNotSimulated: "Status: not simulated yet (a later milestone).",
        .sourceDoc: "Apple reference documentation",
        .sourceGuide: "Apple's App Programming Guide for iOS (archived, iOS 4-10)",
        .sourceDTS: "Apple Developer Technical Support forum posts",
        .sourceOBS: "published observations (logs, crash reports, articles)",
        .pageTitle: "# Lifecycle rules",
        .pageIntro: """
        Every rule LifecycleSim simulates, with its id (the trace's `[BG-5]` tags), the iOS versions it
        holds for, its sources and, where sources disagree, the reading LifecycleSim follows.
        This page is generated from the catalogue in the code (`Sources/LifecycleSim/Rules/`):
        `swift run lifesim rules --format markdown > docs/RULES.md` rewrites it, and a test fails
        when it is out of date. `lifesim rules ID` shows the same text in a terminal.
        """,
        .pageSourceLabels: "Source labels: {labels}.",
        .pageVersions: "*iOS versions:* {versions}",
        .pageNotSimulated: " — *not simulated yet*",
        .pageSources: "*Sources:*",
        .pageOurReading: "*Our reading:* {reading}",
        .groupPR: "Profiles", .groupST: "States", .groupLA: "Launch", .groupFG: "Foreground and background",
        .groupIN: "Interruptions", .groupLK: "Lock", .groupBG: "Background tasks", .groupBM: "Background modes",
        .groupBR: "Background App Refresh and background launches", .groupTE: "Termination and the app switcher",
        .groupMW: "Memory", .groupVC: "View controllers", .groupSR: "State restoration", .groupDOC: "Documents and URLs",
        .groupPS: "Processes and memory", .groupDB: "Debugger", .groupSC: "Scenes", .groupPW: "Prewarming",
        .groupBT: "BT", .groupUI: "UI", .groupNT: "Notifications",
    ]
}

extension RuleSource {
    /// The label spelled out in `language`.
    public func meaning(in language: Language) -> String {
        let key: RuleLabel = switch self {
        case .doc: .sourceDoc
        case .guide: .sourceGuide
        case .dts: .sourceDTS
        case .obs: .sourceOBS
        }
        return RuleCatalogue.label(key, in: language)
    }
}
