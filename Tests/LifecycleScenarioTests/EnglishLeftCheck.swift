import Foundation
@testable import LifecycleScenario
import LifecycleSim

/// Finds English words left in a Japanese text (#13): what remains once the names the tool never
/// translates are taken out must hold no run of four or more ASCII letters.
///
/// Taken out: the values filled into the text (app, task and controller names, identifiers,
/// numbers), anything quoted ('…', "…", `…`: a typed name, iOS's own exception or log text), the
/// scenario language's keywords, state and callback names, and `allowed`, the UIKit, Swift and
/// tool names listed there with the reason each stays in ASCII.
enum EnglishLeftCheck {
    /// Names that stay as UIKit, Swift, Apple or the tool write them (glossary-ja.md), word by word.
    static let allowed: Set<String> = [
        // UIKit / BackgroundTasks / SwiftUI API, Info.plist keys and menu names, as Apple spells them
        "UIKit", "SwiftUI", "scenePhase", "UIApplicationExitsOnSuspend", "BGTaskSchedulerPermittedIdentifiers",
        "BGTaskScheduler", "Error", "Code", "BGTask", "beginBackgroundTask", "submit", "setTaskCompleted", "success",
        "expirationHandler", "Open-In", "UIApplicationSupportsMultipleScenes", "requestSceneSessionActivation",
        // Apple's product and feature names, which its Japanese pages keep in English
        "iPad", "Split", "View",
        // the glossary's own gloss after its Japanese term: プリウォーム (prewarming)
        "prewarming",
        // the tool, its commands, paths and the placeholders of usage lines
        "lifesim", "repl", "docs", "LANGUAGE", "FILE", "NAME", "state", "undo", "reset", "list", "save", "explain", "help", "quit",
        // key names as printed on the keyboard
        "Home", "Backspace", "Delete", "Ctrl-A", "Ctrl-E", "Ctrl-K", "Ctrl-U", "Ctrl-C", "Ctrl-D",
        // scenario option and background mode names written in app lines
        "restoration", "scenes", "audio", "location", "fetch", "exits-on-suspend", "background-refresh",
        "complete-fetch", "begin-task", "end-task",
    ]

    /// The English words left in `text` once `values` and the names above are taken out.
    static func words(in text: String, values: [String] = []) -> [String] {
        var rest = text
        for value in values.filter({ !$0.isEmpty }).sorted(by: { $0.count > $1.count }) {
            rest = rest.components(separatedBy: value).joined(separator: " ")
        }
        // Exception codes (0x8badf00d) are hexadecimal, not words.
        rest = withoutQuoted(rest).replacingOccurrences(of: "0x[0-9a-fA-F]+", with: " ", options: .regularExpression)
        let wordCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
        let words = rest.split { !wordCharacters.contains($0) }.map(String.init)
        let known = Vocabulary.keywords.union(Vocabulary.listedCallbacks).union(Vocabulary.builtinApps)
            .union(AppState.allCases.map(\.rawValue)).union(allowed)
        return words.filter { hasEnglishWord($0) && !known.contains($0) }
    }

    /// `text` without the parts inside '…', "…" or `…`.
    private static func withoutQuoted(_ text: String) -> String {
        var result = ""
        var closing: Character?
        for character in text {
            if let end = closing {
                if character == end { closing = nil }
            } else if character == "'" || character == "\"" || character == "`" {
                closing = character
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// True when `token` holds four ASCII letters in a row.
    private static func hasEnglishWord(_ token: String) -> Bool {
        var run = 0
        for scalar in token.unicodeScalars {
            run = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) ? run + 1 : 0
            if run >= 4 { return true }
        }
        return false
    }
}
