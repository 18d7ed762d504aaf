/// The words around the rules in `lifesim rules` and docs/RULES.md: headings, labels and the
/// source labels spelled out, one case each with the values it names and one switch per language.
public enum RuleLabel: Hashable, Sendable, LocalizedMessage {
    // `lifesim rules` and `lifesim rules ID`.
    case listHeading
    case listNotSimulated
    case detailVersions(versions: String)
    case sources
    case noPublicLink
    case ourReading(reading: String)
    case statusNotSimulated
    // RuleSource.meaning.
    case sourceDoc
    case sourceGuide
    case sourceDTS
    case sourceOBS
    // The Markdown page.
    case pageTitle
    case pageIntro
    case pageSourceLabels(labels: String)
    case pageVersions(versions: String)
    case pageNotSimulated
    case pageSources
    case pageOurReading(reading: String)

    /// The words in `language`.
    public func text(in language: Language) -> String { words(in: language) }

    /// The words in English.
    package var english: EnglishText {
        switch self {
        case .listHeading: return "The rules of LifecycleSim (lifesim rules ID shows one in full):"
        case .listNotSimulated: return "[not simulated yet]"
        case let .detailVersions(versions): return "iOS versions: \(versions)"
        case .sources: return "Sources:"
        case .noPublicLink: return "(no public link)"
        case let .ourReading(reading): return "Our reading: \(reading)"
        case .statusNotSimulated: return "Status: not simulated yet (a later milestone)."
        case .sourceDoc: return "Apple reference documentation"
        case .sourceGuide: return "Apple's App Programming Guide for iOS (archived, iOS 4-10)"
        case .sourceDTS: return "Apple Developer Technical Support forum posts"
        case .sourceOBS: return "published observations (logs, crash reports, articles)"
        case .pageTitle: return "# Lifecycle rules"
        case .pageIntro:
            return """
                Every rule LifecycleSim simulates, with its id (the trace's `[BG-5]` tags), the iOS versions it
                holds for, its sources and, where sources disagree, the reading LifecycleSim follows.
                This page is generated from the catalogue in the code (`Sources/LifecycleSim/Rules/`):
                `swift run lifesim rules --format markdown > docs/RULES.md` rewrites it, and a test fails
                when it is out of date. `lifesim rules ID` shows the same text in a terminal.
                """
        case let .pageSourceLabels(labels): return "Source labels: \(labels)."
        case let .pageVersions(versions): return "*iOS versions:* \(versions)"
        case .pageNotSimulated: return " — *not simulated yet*"
        case .pageSources: return "*Sources:*"
        case let .pageOurReading(reading): return "*Our reading:* \(reading)"
        }
    }
}

/// The title of a group of rules, by rule-id prefix (`BG`: Background tasks), in every language.
public enum RuleGroup: String, CaseIterable, Sendable {
    case profiles = "PR"
    case states = "ST"
    case launch = "LA"
    case foreground = "FG"
    case interruptions = "IN"
    case lock = "LK"
    case backgroundTasks = "BG"
    case backgroundModes = "BM"
    case backgroundRefresh = "BR"
    case termination = "TE"
    case memory = "MW"
    case viewControllers = "VC"
    case stateRestoration = "SR"
    case documents = "DOC"
    case processes = "PS"
    case debugger = "DB"
    case scenes = "SC"
    case prewarming = "PW"
    case bgTaskScheduler = "BT"
    case swiftUI = "UI"
    case notifications = "NT"

    /// The title in `language`.
    public func title(in language: Language) -> String {
        switch language {
        case .en: return english
        case .ja: return japanese
        }
    }

    /// The title in English.
    private var english: String {
        switch self {
        case .profiles: return "Profiles"
        case .states: return "States"
        case .launch: return "Launch"
        case .foreground: return "Foreground and background"
        case .interruptions: return "Interruptions"
        case .lock: return "Lock"
        case .backgroundTasks: return "Background tasks"
        case .backgroundModes: return "Background modes"
        case .backgroundRefresh: return "Background App Refresh and background launches"
        case .termination: return "Termination and the app switcher"
        case .memory: return "Memory"
        case .viewControllers: return "View controllers"
        case .stateRestoration: return "State restoration"
        case .documents: return "Documents and URLs"
        case .processes: return "Processes and memory"
        case .debugger: return "Debugger"
        case .scenes: return "Scenes"
        case .prewarming: return "Prewarming"
        case .bgTaskScheduler: return "BGTaskScheduler"
        case .swiftUI: return "SwiftUI's scenePhase"
        case .notifications: return "Notifications"
        }
    }
}

extension RuleCatalogue {
    /// The label `label` in `language`.
    public static func label(_ label: RuleLabel, in language: Language) -> String { label.text(in: language) }
}

extension RuleSource {
    /// The label spelled out in `language`.
    public func meaning(in language: Language) -> String {
        let label: RuleLabel = switch self {
        case .doc: .sourceDoc
        case .guide: .sourceGuide
        case .dts: .sourceDTS
        case .obs: .sourceOBS
        }
        return label.text(in: language)
    }
}
