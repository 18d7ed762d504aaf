/// Did-you-mean suggestions: the known word nearest to an unknown one, ignoring case.
package enum Suggestion {
    /// Words longer than this are never compared (edit distance is quadratic in length).
    private static let longestCompared = 64

    /// The candidate nearest to `word` when it is close enough to be a plausible typo, else nil.
    ///
    /// Close enough: at most one edit for words of up to four letters, two up to eight, three beyond.
    /// Ties go to the earlier candidate, so the result does not depend on hashing.
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard !lowered.isEmpty, lowered.count <= longestCompared else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = allowedEdits(max(lowered.count, other.count))
            guard abs(other.count - lowered.count) <= limit, other.count <= longestCompared else { continue }
            let distance = editDistance(lowered, other)
            if distance <= limit, best.map({ distance < $0.distance }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    private static func allowedEdits(_ length: Int) -> Int {
        length <= 4 ? 1 : (length <= 8 ? 2 : 3)
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of two neighbours
    /// (`Mial` → `Mail` is one edit), in O(a·b) time and O(b) space.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
