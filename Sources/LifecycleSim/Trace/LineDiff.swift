/// A `-`/`+` line diff of two lists, for failure messages that show what differs.
///
/// Lives outside XCTest so the CLI and any test framework can print the same diff.
public enum LineDiff {
    /// Nil when equal; otherwise every line, unchanged ones indented by two spaces,
    /// expected-only ones prefixed `- `, actual-only ones `+ `.
    public static func render(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        let difference = actual.difference(from: expected)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var e = 0
        var a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                lines.append("- " + expected[e])
                e += 1
            } else if a < actual.count, inserted.contains(a) {
                lines.append("+ " + actual[a])
                a += 1
            } else {
                if a < actual.count { lines.append("  " + actual[a]) }
                e += 1
                a += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
