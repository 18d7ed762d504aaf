import LifecycleSim

/// How the session prints records and diagnostics: numbered by the input line the user typed.
extension ReplSession {
    /// The text formatter for the current apps.
    var formatter: TraceTextFormatter {
        TraceTextFormatter(names: options.names, color: options.color, appNames: current.document.apps.map(\.name))
    }

    /// One record as text, its `(line N)` naming the input line; with `explain`, the reason under it.
    func display(_ record: TraceRecord) -> [String] {
        var shown = record
        switch record {
        case .event(var event):
            event.line = snapshot.inputLine(ofTextLine: event.line)
            shown = .event(event)
        case .expect(var expect):
            expect.line = snapshot.inputLine(ofTextLine: expect.line)
            shown = .expect(expect)
        case .transition, .callback, .task, .warning, .log:
            break
        }
        var lines = [formatter.line(for: shown)]
        if explain, let why = TraceExplainer.explanation(for: record, profile: device.profile) {
            lines.append(formatter.explanationLine(why))
        }
        return lines
    }

    /// A diagnostic of `snapshot`'s text, moved to the input lines the user typed.
    func located(_ diagnostic: Diagnostic, in snapshot: Snapshot) -> Diagnostic {
        var moved = diagnostic
        moved.path = options.path
        moved.location.line = snapshot.inputLine(ofTextLine: diagnostic.location.line)
        moved.message = Self.renumber(diagnostic.message) { snapshot.inputLine(ofTextLine: $0) }
        return moved
    }

    func render(_ diagnostic: Diagnostic) -> String {
        DiagnosticRenderer.render(diagnostic, color: options.errorColor)
    }

    /// The session's own error for a declaration typed after the timeline began.
    func declarationAfterTimeline(_ text: String, word: String) -> Diagnostic {
        let column = text.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count + 1
        var began = ""
        if let first = current.document.timeline.first {
            let input = snapshot.inputLine(ofTextLine: first.location.line)
            let line = snapshot.lines.first { $0.inputLine == input }.map { Self.trimmed($0.text) } ?? ""
            began = " at line \(input) (\(line))"
        }
        return Diagnostic(
            severity: .error, path: options.path, location: SourceLocation(line: inputLine, column: column),
            length: word.unicodeScalars.count,
            message: "declarations come first: '\(word)' cannot follow the timeline, which began\(began); "
                + "type :reset to start over, or :undo back to the declarations",
            sourceLine: text)
    }

    /// `message` with every `line N` naming a line of the session's text renumbered by `map`.
    static func renumber(_ message: String, _ map: (Int) -> Int) -> String {
        let scalars = Array(message.unicodeScalars)
        let marker = Array("line ".unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let startsWord = index == 0 || !scalars[index - 1].properties.isAlphabetic
            if startsWord, scalars[index...].starts(with: marker) {
                var end = index + marker.count
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                if end > index + marker.count,
                   let number = Int(String(String.UnicodeScalarView(scalars[(index + marker.count)..<end]))) {
                    result.append(contentsOf: "line \(map(number))".unicodeScalars)
                    index = end
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
    }
}
