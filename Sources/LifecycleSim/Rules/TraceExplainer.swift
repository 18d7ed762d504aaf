/// Plain-language reasons for trace records (`--explain`): why something happened, or why
/// something a learner might expect did not, each ending with the rule id.
public enum TraceExplainer {
    /// One line for a transition, callback, warning or task change; nil for records that need none.
    public static func explanation(for record: TraceRecord) -> String? {
        nil
    }
}
