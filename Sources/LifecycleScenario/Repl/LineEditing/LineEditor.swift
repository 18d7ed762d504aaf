import LifecycleSim

/// What the terminal should do after a key (`LineEditor.apply(_:)`).
package enum LineEditorOutcome: Hashable, Sendable {
    /// The line or the cursor changed: draw `LineEditor.rendering(prompt:)` again.
    case redraw
    /// The key did nothing here (← at the start, ↑ at the oldest line): ring the bell.
    case bell
    /// Enter: the line typed, now the newest in the history; the editor holds an empty line.
    case submit(String)
    /// Ctrl-C on a line with text: the text is dropped; show a fresh prompt.
    case discarded
    /// Ctrl-C on an empty line: show `LineEditor.quitQuestion` and a fresh prompt.
    case askToQuit
    /// Ctrl-C again, right after `askToQuit`: the session ends.
    case quit
    /// Ctrl-D on an empty line: the session ends.
    case endOfInput
}

/// The REPL's line editor without a terminal: keys in, the line, the cursor and what to do out.
///
/// It keeps the line being typed, the cursor (a count of Unicode scalars from the start) and
/// the history of the lines entered. ↑ and ↓ walk the history; the line being typed before ↑
/// comes back after the newest entry. Ctrl-C drops a line with text on it; on an empty line it
/// asks first (`quitQuestion`) and quits when pressed again straight away.
package struct LineEditor: Sendable {
    /// What Ctrl-C on an empty line prints before a second Ctrl-C quits.
    package static let quitQuestion = quitQuestion(in: .en)

    /// The question Ctrl-C on an empty line asks, in `language`.
    package static func quitQuestion(in language: Language) -> String { ReplMessage.quitQuestion.text(in: language) }

    /// The line being edited.
    package private(set) var scalars: [Unicode.Scalar] = []
    /// Where the next character goes: 0 ... `scalars.count`.
    package private(set) var cursor = 0
    /// The lines entered, oldest first: blank lines and repeats of the newest are not added.
    package private(set) var history: [String] = []
    /// The history entry shown, or `history.count` for the line being typed.
    private var historyIndex = 0
    /// The line being typed, kept while ↑ shows older lines.
    private var draft: [Unicode.Scalar] = []
    /// True right after `askToQuit`.
    private var quitAsked = false

    /// An editor with an empty line and `history` to walk back through.
    package init(history: [String] = []) {
        self.history = history
        historyIndex = history.count
    }

    /// The line being edited.
    package var line: String { String(String.UnicodeScalarView(scalars)) }

    /// Applies one key.
    package mutating func apply(_ key: EditKey) -> LineEditorOutcome {
        let asked = quitAsked
        quitAsked = false
        switch key {
        case .character(let scalar): return insert([scalar])
        case .tab: return insert([" ", " "])
        case .enter: return submit()
        case .backspace:
            guard cursor > 0 else { return .bell }
            cursor -= 1
            scalars.remove(at: cursor)
        case .delete:
            guard cursor < scalars.count else { return .bell }
            scalars.remove(at: cursor)
        case .endOfInput:
            if scalars.isEmpty { return .endOfInput }
            return apply(.delete)
        case .left:
            guard cursor > 0 else { return .bell }
            cursor -= 1
        case .right:
            guard cursor < scalars.count else { return .bell }
            cursor += 1
        case .home: cursor = 0
        case .end: cursor = scalars.count
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .killToEnd: scalars.removeSubrange(cursor...)
        case .killToStart:
            scalars.removeSubrange(..<cursor)
            cursor = 0
        case .deleteWordBefore:
            let start = wordStart(before: cursor)
            scalars.removeSubrange(start..<cursor)
            cursor = start
        case .up: return showHistory(historyIndex - 1)
        case .down: return showHistory(historyIndex + 1)
        case .interrupt: return interrupt(asked: asked)
        case .unknown: return .bell
        }
        return .redraw
    }

    /// What to write to draw the line: back to the start of the terminal line, the prompt, the
    /// line, clear the rest, then move the cursor back to its place.
    package func rendering(prompt: String) -> String {
        let back = scalars.count - cursor
        return "\r" + prompt + line + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : "")
    }

    // MARK: Keys

    private mutating func insert(_ inserted: [Unicode.Scalar]) -> LineEditorOutcome {
        scalars.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
        return .redraw
    }

    private mutating func submit() -> LineEditorOutcome {
        let entered = line
        if !entered.allSatisfy({ $0 == " " || $0 == "\t" }), history.last != entered {
            history.append(entered)
        }
        clear()
        return .submit(entered)
    }

    private mutating func interrupt(asked: Bool) -> LineEditorOutcome {
        if !scalars.isEmpty {
            clear()
            return .discarded
        }
        if asked { return .quit }
        clear()
        quitAsked = true
        return .askToQuit
    }

    /// Shows history entry `index` (`history.count`: the line being typed), cursor at the end.
    private mutating func showHistory(_ index: Int) -> LineEditorOutcome {
        guard index >= 0, index <= history.count, index != historyIndex else { return .bell }
        if historyIndex == history.count { draft = scalars }
        historyIndex = index
        scalars = index == history.count ? draft : Array(history[index].unicodeScalars)
        cursor = scalars.count
        return .redraw
    }

    /// An empty line, typing a new entry.
    private mutating func clear() {
        scalars = []
        cursor = 0
        draft = []
        historyIndex = history.count
    }

    // MARK: Words

    private func isWord(_ index: Int) -> Bool {
        !(scalars[index] == " " || scalars[index] == "\t")
    }

    /// The start of the word before `index` (skipping blanks first).
    private func wordStart(before index: Int) -> Int {
        var position = index
        while position > 0, !isWord(position - 1) { position -= 1 }
        while position > 0, isWord(position - 1) { position -= 1 }
        return position
    }

    /// The end of the word after `index` (skipping blanks first).
    private func wordEnd(after index: Int) -> Int {
        var position = index
        while position < scalars.count, !isWord(position) { position += 1 }
        while position < scalars.count, isWord(position) { position += 1 }
        return position
    }
}
