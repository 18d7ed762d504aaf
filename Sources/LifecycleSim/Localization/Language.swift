/// The language a learner reads the tool's own words in: English or Japanese.
///
/// Callback, state and rule names stay as UIKit and the rules write them in every language,
/// and the JSON trace never changes with the language: tools read it.
public enum Language: String, Sendable, CaseIterable {
    case en, ja

    /// The language the environment asks for: `LIFESIM_LANG` if set (`en` or `ja`), else
    /// Japanese when `LC_ALL` (or, when that is unset or empty, `LANG`) starts with `ja`,
    /// else English. An unknown `LIFESIM_LANG` is nil, so the caller can say so.
    public static func preferred(environment: [String: String]) -> Language? {
        if let chosen = environment["LIFESIM_LANG"], !chosen.isEmpty { return Language(rawValue: chosen) }
        let locale = [environment["LC_ALL"], environment["LANG"]].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return locale.hasPrefix("ja") ? .ja : .en
    }
}
