import LifecycleSim

extension ParserSession {
    /// Reads every line: the header until the first timeline line, then the timeline.
    mutating func read(_ lines: [SourceLine]) {
        for line in lines { read(line) }
    }

    /// Reads one line, the next in the file.
    mutating func read(_ line: SourceLine) {
        let shape = replayableShape(of: line)
        if let shape, replayTimelineLine(line, shape: shape) { return }
        if let problem = line.encodingProblem {
            linesWithEncodingProblems.insert(line.number)
            error(problem.message, line: line, column: problem.column, length: 1)
        }
        let (tokens, problems) = LineLexer.tokens(of: line, reusing: &tokenStorage)
        defer { tokenStorage = tokens }
        for problem in problems {
            error(problem.message, line: line, column: problem.column, length: problem.length)
        }
        guard let first = tokens.first else { return }
        if firstTimelineLine == nil {
            if isHeaderLine(first) {
                readHeaderLine(tokens, line: line)
                return
            }
            if readStrayIndentedLine(first, line: line) { return }
            firstTimelineLine = line.number
        }
        if isCoveredByMisplacedApp(first) { return }
        readTimelineLine(tokens, line: line, shape: shape)
    }

    /// True when `first` starts a declaration, or a near-miss of one (`apps`, `devise`).
    private func isHeaderLine(_ first: Token) -> Bool {
        guard first.kind == .word else { return false }
        let word = first.text
        if Vocabulary.declarations.contains(word) || Vocabulary.controllerDeclarations.contains(word) {
            return true
        }
        return nearMissOfDeclaration(first) != nil
    }

    /// The declaration keyword `first` is a misspelling of, unless it reads as a timeline line.
    func nearMissOfDeclaration(_ first: Token) -> String? {
        let word = first.text
        guard first.kind == .word,
              !Vocabulary.timelineStatements.contains(word), appIndex[word] == nil,
              let scalar = word.unicodeScalars.first, scalar != "+", !("0"..."9").contains(scalar)
        else { return nil }
        return Suggestion.nearest(to: word, in: Vocabulary.declarations + Vocabulary.controllerDeclarations)
    }
}
