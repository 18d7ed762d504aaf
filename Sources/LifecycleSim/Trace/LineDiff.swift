/// A `-`/`+` line diff of two lists, for failure messages that show what differs.
///
/// Lives outside XCTest so the CLI and any test framework can print the same diff.
public enum LineDiff {
    /// Nil when equal; otherwise every line, unchanged ones indented by two spaces,
    /// expected-only ones prefixed `- `, actual-only ones `+ `.
    public static func render(expected: [String], actual: [String]) -> String? {
        guard expected != actual else { return nil }
        return marked(expected: expected, actual: actual).map(\.text).joined(separator: "\n")
    }

    /// Nil when equal; otherwise only the changed lines and `context` unchanged lines either side
    /// of each change, every run of them headed `@@ line N @@` (N counts the expected lines from 1),
    /// so a one-line change in a long file reads as a few lines, and says where it is.
    public static func render(expected: [String], actual: [String], context: Int) -> String? {
        guard expected != actual else { return nil }
        let lines = marked(expected: expected, actual: actual)
        var shown = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where line.changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { shown[near] = true }
        }
        var out: [String] = []
        for (index, line) in lines.enumerated() where shown[index] {
            if index == 0 || !shown[index - 1] { out.append("@@ line \(line.expectedLine) @@") }
            out.append(line.text)
        }
        return out.joined(separator: "\n")
    }

    /// Every line of both lists in order, marked, with the expected line it stands at.
    private static func marked(expected: [String], actual: [String]) -> [(text: String, changed: Bool, expectedLine: Int)] {
        let difference = actual.difference(from: expected)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [(text: String, changed: Bool, expectedLine: Int)] = []
        var e = 0
        var a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                lines.append(("- " + expected[e], true, e + 1))
                e += 1
            } else if a < actual.count, inserted.contains(a) {
                lines.append(("+ " + actual[a], true, e + 1))
                a += 1
            } else {
                if a < actual.count { lines.append(("  " + actual[a], false, e + 1)) }
                e += 1
                a += 1
            }
        }
        return lines
    }
}
