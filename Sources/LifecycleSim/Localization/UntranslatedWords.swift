/// Finds English left in a translated text (#13), so a test can assert a Japanese text holds none.
///
/// A word is a run of ASCII letters and `-`; words inside single quotes ('home') and `{name}`
/// placeholders are skipped (they quote the scenario's own words), and so are words shorter than
/// four letters (units, `UTF`, `ID`) and the words of `allowed` (keywords, UIKit names, examples).
public enum UntranslatedWords {
    /// The words of `text` that read as English and are not allowed.
    public static func find(in text: String, allowing allowed: Set<String>) -> [String] {
        var stripped = ""
        var inQuote = false, inPlaceholder = false
        for character in text {
            switch character {
            case "'": inQuote.toggle(); stripped.append(" ")
            case "{" where !inQuote: inPlaceholder = true
            case "}" where inPlaceholder: inPlaceholder = false; stripped.append(" ")
            default: if !inQuote && !inPlaceholder { stripped.append(character) }
            }
        }
        let words = stripped.split { !($0.isASCII && ($0.isLetter || $0 == "-")) }
            .map { String($0.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed()) }
        return words.filter { $0.filter(\.isLetter).count >= 4 && !allowed.contains($0) }
    }
}
