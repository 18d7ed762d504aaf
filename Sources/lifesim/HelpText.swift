import LifecycleSim

/// The page of help a command prints with `--help` (`main`: `lifesim --help`).
enum HelpKey: String, CaseIterable, Sendable {
    case main, run, check, rules, diagram, timeline, page, repl, coverage, walk, explore, verify, grammar, export
}

/// The help pages: each teaches its command with examples, in English and Japanese. Each page is
/// a text file, Sources/lifesim/Help/LANGUAGE/PAGE.txt, built into the binary by the HelpPages
/// plugin (`HelpPages.pages`).
enum HelpText {
    static let commands = ["run", "check", "rules", "diagram", "timeline", "page", "repl", "coverage", "walk", "explore", "verify", "grammar", "export", "help"]

    /// The page `key` in `language` (`⟦key⟧` for a page missing from Help/, which a test forbids),
    /// `{newestKnownVersion}` replaced by the newest iOS version the engine knows.
    static func text(_ key: HelpKey, in language: Language) -> String {
        let page = HelpPages.pages["\(language.rawValue)/\(key.rawValue)"] ?? "⟦\(key.rawValue)⟧"
        return page.replacingOccurrences(of: "{newestKnownVersion}", with: "\(OSProfile.newestKnownVersion)")
    }

    /// The help of the command `name` in `language`, or nil when there is no such command.
    static func forCommand(_ name: String, in language: Language = .en) -> String? {
        guard name != HelpKey.main.rawValue, let key = HelpKey(rawValue: name) else { return nil }
        return text(key, in: language)
    }

    /// `lifesim --help` in `language`.
    static func main(in language: Language) -> String { text(.main, in: language) }
}
