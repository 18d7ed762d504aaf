import LifecycleScenario

/// The names a Japanese text keeps in ASCII, as UIKit, Swift, Apple, the scenario language or
/// the sources write them, group by group with the reason each stays.
public enum UntranslatedNames {
    /// Every group below, and the scenario language's keywords, listed callbacks, built-in apps
    /// and app states (docs/LANGUAGE.md, ST-1): a translation quotes the scenario as it is written.
    public static let all: Set<String> = ScenarioNames.untranslated
        .union(uikit).union(apple).union(tool).union(scenarioOptions).union(sources)

    /// UIKit, BackgroundTasks and SwiftUI API, Info.plist keys and Swift, as Apple spells them.
    public static let uikit: Set<String> = [
        "UIKit", "SwiftUI", "Swift", "scenePhase", "UIApplicationExitsOnSuspend", "BGTaskSchedulerPermittedIdentifiers",
        "BGTaskScheduler", "Error", "Code", "BGTask", "beginBackgroundTask", "submit", "setTaskCompleted", "success",
        "expirationHandler", "Open-In", "UIApplicationSupportsMultipleScenes", "requestSceneSessionActivation",
        "BGAppRefreshTask", "BGAppRefreshTaskRequest", "UIApplication", "UIApplicationMain", "URLSession", "BGContinuedProcessingTaskRequest",
        "NSURLErrorCancelled", "NSURLErrorCancelledReasonUserForceQuitApplication",
    ]

    /// Apple, its products, apps and features, which its Japanese pages keep in English; the
    /// folder iOS names `Documents/Inbox/`; the English gloss the warnings give after プリウォーム (prewarming).
    public static let apple: Set<String> = [
        "Apple", "iPad", "Split", "View", "Safari", "Mail", "Notes", "Contacts", "Maps", "Game", "Center", "GameCenter",
        "iTunes", "Siri", "Xcode", "Xamarin", "Inbox", "prewarming",
    ]

    /// The tool and the command the pages refer the reader to (`lifesim rules ID`). A page's own
    /// commands, keys and placeholders are the extra names of its test.
    public static let tool: Set<String> = ["lifesim", "rules"]

    /// Scenario option, state and background mode names written in app lines and expectations.
    public static let scenarioOptions: Set<String> = [
        "restoration", "scenes", "audio", "location", "fetch", "exits-on-suspend", "background-refresh",
        "complete-fetch", "begin-task", "end-task", "not-running", "foreground-active", "foreground-inactive",
        "unattached", "prewarmed", "content-available", "memory-warning",
    ]

    /// Authors, publishers, sites and projects the rule readings cite, named as the sources name
    /// them; and GitHub's own word for its issues (its Japanese interface keeps "Issue").
    public static let sources: Set<String> = [
        "O'Reilly", "Stack", "Overflow", "Firefox", "Jesse", "Squires", "Ranch", "Nerd", "shinobicontrols",
        "Batch", "Bugsnag", "bugsnag-cocoa", "Firebase", "firebase-ios-sdk", "Flutter",
        "onmyway133", "openradar", "transistor-background-fetch", "transistorsoft", "Embrace", "Alamofire", "aws-sdk-ios", "nsurlsessiond", "Quinn", "Platform", "Security", "Delta", "Chat", "deltachat-ios", "Matt", "Neuburg", "Douglas", "Hill",
        "issue",
    ]
}
