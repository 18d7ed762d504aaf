/// Misuse of the Swift API, with what to do instead.
public enum LifecycleSimError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No app of that name is installed.
    case unknownApp(String, installed: [String])
    /// An app of that name is already installed.
    case duplicateApp(String)
    /// The device cannot take the event in its current state (the same events a scenario warns about).
    case refused(event: String, reason: String, rule: RuleID)
    /// `moveTo(_:)` cannot make the app hold the requested state.
    case unreachable(app: String, state: AppState, reason: String)

    public var description: String {
        switch self {
        case .unknownApp(let name, let installed):
            let hint = Suggestion.nearest(to: name, in: installed).map { "; did you mean '\($0)'?" } ?? ""
            let list = installed.isEmpty ? "no app is installed: call install(_:) first" : "installed: \(installed.joined(separator: ", "))"
            return "no app named '\(name)'\(hint) (\(list))"
        case .duplicateApp(let name):
            return "an app named '\(name)' is already installed: give each app a unique name"
        case .refused(let event, let reason, let rule):
            return "'\(event)' refused: \(reason) (\(rule))"
        case .unreachable(let app, let state, let reason):
            return "cannot move \(app) to \(state): \(reason)"
        }
    }
}

/// Did-you-mean suggestions: the nearest word by edit distance, ignoring case.
package enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a plausible typo.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= max(1, min(target.count, candidate.count) / 3), distance < (best?.1 ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Edit distance counting an adjacent transposition (`hmoe` → `home`) as one edit.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[i - 2][j - 2] + 1)
                }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
