/// The text trace's own words in Japanese (/work/briefs/glossary-ja.md: warning → 警告).
extension TraceWords {
    static let japanese: [TraceWordKey: String] = [
        .warningLabel: "警告: {text}",
    ]
}
