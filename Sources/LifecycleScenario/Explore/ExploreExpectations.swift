/// What a scenario file's comments say `lifesim explore` finds in it, written by whoever seeded
/// the bug (the corpus of Benchmarks/corpus, its README): one line per finding,
///
///     # explore: never Notes killed while Notes default draft unset after 2
///     # explore: never Uploader killed-by BG-5 after 3 (check watchdog)
///
/// the property as the report writes it, the length of its shortest path, and for a built-in
/// check's finding the check; `# explore: nothing` for a file where nothing is broken; and
/// `# explore-depth: N` when the file is explored less deep than the default.
package struct ExploreExpectations: Hashable, Sendable {
    /// One property broken, with the length of its shortest path.
    package struct Finding: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The property as the report writes it (`never Notes killed while Notes default draft unset`).
        package var property: String
        /// The steps of its shortest path after the file's timeline.
        package var length: Int
        /// The built-in check that found it; nil for a property of the file.
        package var check: BuiltinCheck?

        package init(property: String, length: Int, check: BuiltinCheck? = nil) {
            self.property = property
            self.length = length
            self.check = check
        }

        /// The finding as a `# explore:` line writes it, without the prefix.
        package var description: String {
            "\(property) after \(length)" + (check.map { " (check \($0.rawValue))" } ?? "")
        }

        package static func < (left: Finding, right: Finding) -> Bool {
            (left.property, left.length, left.check?.rawValue ?? "") < (right.property, right.length, right.check?.rawValue ?? "")
        }
    }

    /// A comment line that says none of these things.
    package struct Malformed: Error, CustomStringConvertible {
        /// The line's number in the file, from 1.
        package var line: Int
        package var text: String
        package var description: String { "line \(line): not an explore expectation: \(text)" }
    }

    /// Every finding, in file order (empty for `# explore: nothing`).
    package var findings: [ExploreExpectations.Finding]
    /// True when the file says `# explore: nothing`.
    package var saysNothing: Bool
    /// The depth the file is explored to, when it says one.
    package var depth: Int?

    /// Reads the `# explore` lines of a scenario file. Throws at the first malformed one, at a
    /// `nothing` beside findings, and at a file that says neither.
    package init(source: String) throws(Malformed) {
        findings = []
        saysNothing = false
        depth = nil
        var lastLine = 0
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : String(rawLine)
            if line.hasPrefix("# explore-depth:") {
                guard let value = Int(Self.trimmed(line.dropFirst("# explore-depth:".count))), value > 0 else {
                    throw Malformed(line: index + 1, text: line)
                }
                depth = value
            } else if line.hasPrefix("# explore:") {
                lastLine = index + 1
                let rest = Self.trimmed(line.dropFirst("# explore:".count))
                if rest == "nothing" {
                    saysNothing = true
                } else if let finding = Self.finding(rest) {
                    findings.append(finding)
                } else {
                    throw Malformed(line: index + 1, text: line)
                }
            }
        }
        guard saysNothing != !findings.isEmpty else {
            throw Malformed(line: lastLine, text: saysNothing ? "'nothing' beside findings" : "no '# explore:' line")
        }
    }

    /// `PROPERTY after N [(check NAME)]`, or nil.
    private static func finding(_ text: String) -> Finding? {
        var body = Substring(text)
        var check: BuiltinCheck?
        if body.hasSuffix(")"), let open = lastRange(of: " (check ", in: body) {
            guard let named = BuiltinCheck(rawValue: String(body[open.upperBound..<body.index(before: body.endIndex)])) else {
                return nil
            }
            check = named
            body = body[..<open.lowerBound]
        }
        guard let after = lastRange(of: " after ", in: body), let length = Int(body[after.upperBound...]),
              length > 0, after.lowerBound > body.startIndex else { return nil }
        return Finding(property: String(body[..<after.lowerBound]), length: length, check: check)
    }

    /// Where `needle` last occurs in `text`.
    private static func lastRange(of needle: String, in text: Substring) -> Range<Substring.Index>? {
        var start = text.endIndex
        while start > text.startIndex {
            start = text.index(before: start)
            if text[start...].hasPrefix(needle) { return start..<text.index(start, offsetBy: needle.count) }
        }
        return nil
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension ExploreViolation {
    /// The violation as a `# explore:` line states it: the property, its path's length, the check.
    package var finding: ExploreExpectations.Finding {
        ExploreExpectations.Finding(property: property.text, length: path.count, check: builtin)
    }
}
