import LifecycleSim

/// A TextMate grammar for `*.scenario` files, generated from the language's own word lists
/// (`Vocabulary`), so that editors (VS Code, Sublime Text, TextMate, …) colour every keyword
/// the parser knows and a new keyword cannot be forgotten: the copy shipped in
/// `docs/editors/` is checked against this output by the tests.
public enum TextMateGrammar {
    /// The grammar as JSON text, keys in a fixed order.
    public static func json() -> String {
        let groups: [(key: String, scope: String, words: [String])] = [
            ("declaration", "keyword.control.declaration", Vocabulary.declarations + Vocabulary.controllerDeclarations),
            ("expectation", "keyword.control.expectation", ["expect"] + Vocabulary.expectationKinds
                + Vocabulary.sceneExpectationKinds + Vocabulary.expectationSubjects),
            ("event", "keyword.other.event", Vocabulary.events + Vocabulary.controllerCommands + ["log"]),
            ("action", "support.function.action", Vocabulary.actions),
            ("callback", "entity.name.function.callback",
             Vocabulary.listedCallbacks + Vocabulary.controllerCallbacks),
            ("option", "storage.modifier.option", Vocabulary.deviceOptions + Vocabulary.settings + Vocabulary.appOptions
                + BackgroundMode.allCases.map(\.rawValue)),
            ("constant", "constant.language", Vocabulary.memoryWarningLevels + AppState.allCases.map(\.rawValue)
                + ["on", "off", "ios", "iphone", "ipad", "ipod", "after", "for", "in", "from", "url", "to",
                   "unlimited", "content-available", "restricted", "open", "close", "kill", "accept", "decline", "expand", "end",
                   "banner", "full-screen",
                   "dismiss", "attach", "detach", "new-data", "no-data", "failed", "conforms-to", "extension",
                   "restoration-id", "local"]),
        ]
        var patterns = ["comment", "string", "time", "duration"].map { "{\"include\":\"#\($0)\"}" }
        patterns += groups.map { "{\"include\":\"#\($0.key)\"}" }
        var repository = [
            entry("comment", ["name": "comment.line.number-sign.scenario", "match": "#.*$"]),
            "\"string\":{\"name\":\"string.quoted.double.scenario\",\"begin\":\(quote("\"")),\"end\":\(quote("\"")),"
                + "\"patterns\":[{\"name\":\"constant.character.escape.scenario\",\"match\":\(quote("\\\\[\"\\\\]"))}]}",
            entry("time", ["name": "constant.numeric.time.scenario", "match": "^\\s*\\+?" + durationPattern]),
            entry("duration", ["name": "constant.numeric.duration.scenario",
                               "match": "(?<![\\w.-])" + durationPattern + "(?![\\w.-])"]),
        ]
        for group in groups {
            let words = unique(group.words).sorted { ($0.count, $0) > ($1.count, $1) }
            let alternation = words.map(escaped).joined(separator: "|")
            repository.append(entry(group.key, ["name": group.scope + ".scenario",
                                                "match": "(?<![\\w-])(?:" + alternation + ")(?![\\w-])"]))
        }
        return """
        {"name":"LifecycleSim scenario","scopeName":"source.scenario","fileTypes":["scenario"],\
        "patterns":[\(patterns.joined(separator: ","))],\
        "repository":{\(repository.joined(separator: ","))}}
        """
    }

    /// The words a group of the grammar highlights (for tests).
    public static var allWords: Set<String> {
        Set(Vocabulary.declarations + Vocabulary.controllerDeclarations + Vocabulary.expectationKinds
            + Vocabulary.sceneExpectationKinds + Vocabulary.expectationSubjects + Vocabulary.events
            + Vocabulary.controllerCommands + Vocabulary.actions + Vocabulary.listedCallbacks
            + Vocabulary.controllerCallbacks + Vocabulary.deviceOptions + Vocabulary.settings + Vocabulary.appOptions)
    }

    /// A duration of the language: `250ms`, `2.5s`, `1h30m` (units in decreasing order).
    private static let durationPattern = "(?:\\d+(?:\\.\\d+)?(?:d|h|ms|m|s))+"

    private static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// A word as a regular-expression literal (`.` and `-` escaped).
    private static func escaped(_ word: String) -> String {
        var out = ""
        for character in word {
            if ".-+*?()[]{}|^$\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    private static func quote(_ text: String) -> String { JSONObject.quote(text) }

    /// `"key":{"name":...,"match":...}`, name first.
    private static func entry(_ key: String, _ fields: [String: String]) -> String {
        let ordered = fields.keys.sorted { ($0 == "name" ? 0 : 1, $0) < ($1 == "name" ? 0 : 1, $1) }
        return quote(key) + ":{" + ordered.map { quote($0) + ":" + quote(fields[$0] ?? "") }.joined(separator: ",") + "}"
    }
}
