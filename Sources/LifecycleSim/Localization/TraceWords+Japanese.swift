/// The text trace's own words in Japanese (a warning is 警告).
extension TraceWords {
    static let japanese: [TraceWordKey: String] = [
        .warningLabel: "警告: {text}",
    ]
}
