import LifecycleSim

/// What `lifesim walk` says when it ends, in the reader's language: the closing line of a
/// walk in which every invariant held, or the two lines of a violation (the seed and the
/// violation, then the minimal scenario written). The violation itself is the invariant
/// checker's words, as the trace's invariants are worded.
package enum WalkReport {
    /// `walked 20000 steps in 100 scenarios (seeds 1…100), every invariant held`.
    package static func held(steps: Int, scenarios: Int, firstSeed: UInt64, lastSeed: UInt64, in language: Language) -> String {
        RunMessage.walkHeld(steps: RunMessage.steps(count: steps).text(in: language),
                            scenarios: RunMessage.scenarios(count: scenarios).text(in: language),
                            first: String(firstSeed), last: String(lastSeed)).text(in: language)
    }

    /// The lines of a violation found with `seed`, its minimal scenario written to `path`.
    package static func violation(seed: UInt64, violation: String, path: String, in language: Language) -> [String] {
        [
            RunMessage.walkViolation(seed: String(seed), violation: violation).text(in: language),
            RunMessage.walkMinimalScenario(path: path).text(in: language),
        ]
    }
}
