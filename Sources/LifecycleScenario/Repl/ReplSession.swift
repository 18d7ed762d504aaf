import LifecycleSim

/// The session behind `lifesim repl`: scenario lines typed one at a time, each run at once.
///
/// The session keeps the accepted lines as scenario text, starting from `device ios VERSION`.
/// Each new line is added, the whole text is parsed again and run from scratch on a fresh
/// device, and only the records beyond those already shown are printed. Runs are deterministic,
/// so the trace of the shorter text is a prefix of the longer one's, and what the session shows
/// is by construction what `lifesim run` prints for the saved file. A line that makes the text
/// invalid is not kept: its diagnostics are printed, located on the line it would have had.
///
/// Every line number shown, in the trace and in diagnostics, is a line of the text `:save`
/// writes. A declaration typed after the timeline has begun goes to the end of the header,
/// before the timeline, so the saved file stays valid; the timeline lines move down one.
package final class ReplSession {
    /// A run of a whole snapshot.
    struct Run {
        var document: ScenarioDocument
        var device: Device
        var records: [TraceRecord]
        var summary: RunSummary
        var warnings: [Diagnostic]
    }

    /// One accepted line, for `:undo`.
    struct Step {
        /// The session before the line.
        var before: ReplSnapshot
        /// The line as typed.
        var text: String
        /// Its line in the session's text.
        var line: Int
        /// True when it went into the header above timeline lines, moving them down.
        var movedTimeline: Bool
    }

    let options: ReplOptions
    /// The session a `:reset` returns to.
    let initial: ReplSnapshot
    /// The accepted lines.
    private(set) var snapshot: ReplSnapshot
    /// One step per accepted line, for `:undo`.
    private(set) var history: [Step] = []
    /// The run of `snapshot`, whose records have all been shown.
    private(set) var current: Run
    /// Whether TraceExplainer's line follows each record it explains.
    package var explain: Bool
    /// Writes `:save`'s file (path, text); throws a message-bearing error when it cannot.
    let writeFile: (String, String) throws -> Void

    /// A session on a device running iOS `options.version`.
    ///
    /// - Throws: `ReplSetupError` when the version is not one (`--os 2`, `--os seven`).
    package init(options: ReplOptions = ReplOptions(), writeFile: @escaping (String, String) throws -> Void) throws {
        self.options = options
        self.explain = options.explain
        self.writeFile = writeFile
        let start = ReplSnapshot(device: "device ios \(options.version)")
        guard !options.version.isEmpty, options.version.allSatisfy({ $0 == "." || ("0"..."9").contains($0) }),
              case .ran(let run) = Self.evaluate(start, path: options.path) else {
            throw ReplSetupError(message: ReplMessage.notAVersion(version: options.version).text(in: options.language))
        }
        initial = start
        snapshot = start
        current = run
    }

    // MARK: What the session holds

    /// The session as a scenario file: what `:save` writes and `lifesim run` replays identically.
    package var scenarioText: String { snapshot.text }

    /// Every record of the session's run, in order (all of them have been shown).
    package var records: [TraceRecord] { current.records }

    /// The parsed session.
    package var document: ScenarioDocument { current.document }

    /// The device after the last accepted line, for queries.
    package var device: Device { current.device }

    /// True once a timeline line was accepted: declarations typed from now on go above it, into the header.
    package var timelineHasBegun: Bool { !current.document.timeline.isEmpty }

    // MARK: Input

    /// Handles one input line: a `:command`, a scenario line, or a blank line (ignored).
    package func handle(_ raw: String) -> ReplReply {
        var text = raw
        while text.hasSuffix("\r") || text.hasSuffix("\n") { text.removeLast() }
        let trimmed = Self.trimmed(text)
        if trimmed.isEmpty { return ReplReply() }
        if trimmed.hasPrefix(":") { return command(trimmed) }
        return enter(text)
    }

    /// Where a typed line goes: a device line replaces line 1; before the timeline every line
    /// goes to the header (the parser says whether it began the timeline); after it,
    /// declarations go to the header and everything else to the timeline.
    private func part(for text: String) -> ReplSnapshot.Part {
        let word = Self.firstWord(of: text)
        if word == "device" { return .device }
        if snapshot.timeline.isEmpty { return .header }
        let declaration = Vocabulary.declarations.contains(word) || Vocabulary.controllerDeclarations.contains(word)
        return declaration ? .header : .timeline
    }

    /// Adds a scenario line if the text stays valid, and prints what it adds to the trace.
    private func enter(_ text: String) -> ReplReply {
        var reply = ReplReply()
        let part = part(for: text)
        let movesTimeline = part == .header && !snapshot.timeline.isEmpty
        let added = snapshot.adding(part == .device ? String(Self.trimmed(text)) : text, to: part)
        var candidate = added.snapshot
        let line = added.line
        switch Self.evaluate(candidate, path: options.path) {
        case .rejected(let diagnostics):
            for diagnostic in diagnostics where diagnostic.severity == .error {
                reply.err(render(diagnostic))
            }
            reply.err(say(.lineNotKept(line: "\(line)")))
        case .ran(let run):
            if let failure = run.summary.internalFailure {
                reply.err(say(.internalError(path: options.path, line: "\(line)", failure: "\(failure)")))
                return reply
            }
            if part == .header, !run.document.timeline.isEmpty {
                candidate = candidate.startingTimelineWithLastHeaderLine()
            }
            for warning in run.warnings where warning.location.line == line && !laterWarning(warning, run) {
                reply.err(render(warning))
            }
            let before = current
            history.append(Step(before: snapshot, text: text, line: line, movedTimeline: movesTimeline))
            snapshot = candidate
            current = run
            show(run, after: before, line: text, reply: &reply)
            if movesTimeline {
                reply.out(say(.declarationMoved(line: "\(line)", next: "\(line + 1)")))
            }
        }
        return reply
    }

    /// Prints the records `run` adds to `before`'s, or says what the line did when it added none.
    ///
    /// Records are compared without their line numbers: a declaration placed in the header
    /// moves the timeline's lines without changing what happens.
    private func show(_ run: Run, after before: Run, line text: String, reply: inout ReplReply) {
        var fresh = run.records[...]
        if run.records.map(Self.unnumbered).starts(with: before.records.map(Self.unnumbered)) {
            fresh = run.records[before.records.count...]
        } else if !before.document.timeline.isEmpty {
            reply.out(say(.traceRestarted))
        }
        reply.out(fresh.flatMap(display))
        guard fresh.isEmpty, !Self.trimmed(text).hasPrefix("#") else { return }
        if run.document.timeline.count > before.document.timeline.count {
            reply.out(say(.nothingHappened(time: "\(run.device.now)")))
        } else {
            reply.out(say(.acknowledged(what: describeDeclaration(run.document, before: before.document))))
        }
    }

    /// `record` without the line number of the statement it comes from.
    static func unnumbered(_ record: TraceRecord) -> TraceRecord {
        switch record {
        case .event(var event):
            event.line = 0
            return .event(event)
        case .expect(var expect):
            expect.line = 0
            return .expect(expect)
        default:
            return record
        }
    }

    /// A few words on what a declaration line declared.
    private func describeDeclaration(_ document: ScenarioDocument, before: ScenarioDocument) -> String {
        if document.device != before.device {
            return say(.declaredDevice(version: "\(document.device.version)", model: document.device.model.rawValue))
        }
        if document.apps.count > before.apps.count, let app = document.apps.last {
            return say(.declaredApp(app: app.name))
        }
        for (app, old) in zip(document.apps, before.apps) where app.handlers.count > old.handlers.count {
            guard let handler = app.handlers.last else { return say(.declaredSomeHandler(app: app.name)) }
            return say(.declaredHandler(app: app.name, callback: "\(handler.callback)"))
        }
        if document.settings.count > before.settings.count { return say(.declaredSetting) }
        if document.title != before.title { return say(.declaredTitle) }
        return say(.declared)
    }

    /// Warnings that only say the timeline has not got to something yet, which it will.
    private func laterWarning(_ warning: Diagnostic, _ run: Run) -> Bool {
        for app in run.document.apps {
            if warning.text == DiagnosticText.handlersNeverRun(app: app.name) { return true }
            for controller in app.controllers
            where warning.text == DiagnosticText.controllerNeverShown(name: controller.name, app: app.name) {
                return true
            }
        }
        return false
    }

    // MARK: Running

    enum Evaluation {
        case rejected([Diagnostic])
        case ran(Run)
    }

    /// Parses `snapshot`'s text and runs it on a fresh device.
    static func evaluate(_ snapshot: ReplSnapshot, path: String) -> Evaluation {
        let parsed = ScenarioParser.parse(snapshot.text, path: path)
        guard let document = parsed.document, !parsed.hasErrors else { return .rejected(parsed.diagnostics) }
        let runner = ScenarioRunner(document: document)
        let collector = TraceCollector()
        runner.addSink(collector)
        let summary = runner.run()
        return .ran(Run(document: document, device: runner.device, records: collector.records, summary: summary,
                        warnings: parsed.diagnostics.filter { $0.severity == .warning }))
    }

    /// Goes back to `snapshot` and runs it, showing nothing.
    func restore(_ snapshot: ReplSnapshot) {
        self.snapshot = snapshot
        if case .ran(let run) = Self.evaluate(snapshot, path: options.path) { current = run }
    }

    /// Forgets the last accepted line; returns its step, or nil when there is none.
    func dropLast() -> Step? {
        guard let step = history.popLast() else { return nil }
        restore(step.before)
        return step
    }

    /// Starts over from the device line of `--os`.
    func startOver() {
        history.removeAll()
        restore(initial)
    }

    // MARK: Text helpers

    /// The words of `message` in the session's language.
    func say(_ message: ReplMessage) -> String { message.text(in: options.language) }

    static func isBlank(_ scalar: Character) -> Bool { scalar == " " || scalar == "\t" }

    static func isIndented(_ text: String) -> Bool { text.first.map(isBlank) ?? false }

    static func trimmed(_ text: String) -> Substring {
        let start = text.firstIndex { !isBlank($0) } ?? text.endIndex
        let end = text.lastIndex { !isBlank($0) }.map { text.index(after: $0) } ?? text.endIndex
        return start < end ? text[start..<end] : ""
    }

    static func firstWord(of text: String) -> String {
        String(trimmed(text).prefix { !isBlank($0) && $0 != ":" && $0 != ";" })
    }
}
