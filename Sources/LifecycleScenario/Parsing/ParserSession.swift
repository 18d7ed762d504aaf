import LifecycleSim

/// The state of one parse: what has been read so far and every diagnostic found.
///
/// The file is read once, line by line; checks that need the whole file (app names used before
/// their `app` line, warnings about tasks and unused handlers) run at the end, in one place
/// (`validate()`, over the uses noted in `laterChecks`).
struct ParserSession {
    /// A handler read from the header, kept with where its app was named.
    struct PendingHandler {
        var app: String
        var handler: HandlerDeclaration
        var line: SourceLine
    }

    /// A view controller declared by an indented `controller` or `navigation` line.
    struct PendingController {
        var app: String
        var definition: ControllerDefinition
        var line: SourceLine
        var nameToken: Token
        /// The CHILD of a `navigation NAME root CHILD` line.
        var rootToken: Token?
    }

    /// An indented `root NAME` line.
    struct PendingRoot {
        var app: String
        var line: SourceLine
        var token: Token
    }

    /// More problems than this on one line are not reported (a pathological line cannot flood the output).
    static let maximumDiagnosticsPerLine = 10

    let path: String
    var diagnostics: [Diagnostic] = []
    var diagnosticsPerLine: [Int: Int] = [:]
    /// Lines with invalid UTF-8 or NUL: only that problem is reported on them.
    var linesWithEncodingProblems: Set<Int> = []

    var title: String?
    var titleLine: Int?
    var device: DeviceDeclaration?
    var deviceLine: Int?
    /// What a `device` line with an error did say before it (`device` is then nil): the warnings
    /// that depend on the device use it, not the default device the line contradicts.
    var brokenDeviceLine = DeviceLineFacts()
    var settings: [SettingDeclaration] = []
    /// `never` and `always` lines, in file order.
    var properties: [PropertyDeclaration] = []
    /// `app` lines as read; handlers are attached at the end.
    var apps: [AppDeclaration] = []
    /// The index in `apps` of each declared name.
    var appIndex: [String: Int] = [:]
    var handlers: [PendingHandler] = []
    /// Per app, the task names some handler begins.
    var begunTasks: [String: Set<String>] = [:]
    /// The app that indented header lines belong to.
    var currentApp: String?
    /// Names on `app` lines that declare nothing because of an error (a misspelt `app`, an `app` line
    /// after the timeline): uses of these names are not reported again.
    var appsOfBrokenLines: Set<String> = []
    /// True after an `app` line in the timeline, until the next unindented line: the lines indented
    /// under it share its error and report no more.
    var inMisplacedApp = false
    /// `controller` and `navigation` lines, in file order; attached to their apps at the end.
    var controllers: [PendingController] = []
    /// Per app, the index in `controllers` of each declared controller name.
    var controllerIndex: [String: [String: Int]] = [:]
    /// Per app, its controller names in file order.
    var controllerNames: [String: [String]] = [:]
    /// Per app, the navigation controller each navigation root child belongs to (filled by the end checks).
    var navigationParents: [String: [String: String]] = [:]
    /// The `root` line of each app.
    var roots: [String: PendingRoot] = [:]
    /// The uses of the header and the timeline that are checked once the whole file is read
    /// (`validate()`: the device line, every app's options and the timeline are known then), in
    /// file order.
    var laterChecks: [LaterCheck] = []

    /// The buffer the lexer fills with each line's tokens, reused from line to line.
    var tokenStorage: [Token] = []
    /// True once an error has been reported: from then on no timeline line is replayed.
    var reportedError = false
    /// Whether timeline statements read before are replayed from `statementMemo` (tests compare both ways).
    let replaysStatements: Bool
    /// The timeline statements read so far that may be replayed (see `replayTimelineLine`).
    var statementMemo = StatementMemo()

    var timeline: [TimelineEntry] = []
    /// Where timeline entries go as they are read: nil keeps them in `timeline` for the document;
    /// set, each entry is handed over and forgotten (the streaming `lifesim run`).
    var timelineConsumer: ((TimelineEntry) -> Void)?
    /// The line number of the first timeline line, once the timeline has started.
    var firstTimelineLine: Int?
    /// The time of the previous timeline line.
    var now = VirtualTime.zero
    /// The last time word parsed without error (`+1s`), its bytes, and its duration (see `readTime`).
    var lastTime: (text: String, utf8: [UInt8], duration: VirtualDuration)?
    /// Apps the timeline launches or sends an event to.
    var appsReachedByTimeline: Set<String> = []
    /// The app last added to `appsReachedByTimeline` (see `noteReached(_:)`).
    var lastReachedApp: String?
    /// The last name `noteAppReference` found declared (see there).
    var lastDeclaredAppFound: String?
    /// Per app, the controllers the timeline pushes or presents.
    var controllersShownByTimeline: [String: Set<String>] = [:]

    init(path: String, timelineConsumer: ((TimelineEntry) -> Void)? = nil, replaysStatements: Bool = true) {
        self.path = path
        self.timelineConsumer = timelineConsumer
        self.replaysStatements = replaysStatements
    }

    /// How many notes that name their line the lines read so far have left: diagnostics, and the
    /// uses checked once the file is read. A timeline statement whose reading adds none leaves
    /// nothing a second reading of it would add again, so it may be replayed (`StatementMemo`).
    /// Every list a line adds such a note to is counted here; the uses `validate()` judges are one
    /// list (`laterChecks`), so a new kind of check is a case of `LaterCheck.Kind`, counted already.
    var lineNotes: Int {
        diagnostics.count + laterChecks.count
            + handlers.count + controllers.count + apps.count + settings.count + roots.count + appsOfBrokenLines.count
    }

    /// Keeps a timeline entry in the document, or hands it to the consumer.
    mutating func keep(_ entry: TimelineEntry) {
        if let timelineConsumer { timelineConsumer(entry) } else { timeline.append(entry) }
    }

    // MARK: Reporting

    /// Records an error at `column ..< column + length` of `line`.
    mutating func error(_ message: DiagnosticText, line: SourceLine, column: Int, length: Int) {
        report(.error, message, line: line, column: column, length: length)
    }

    /// Records an error under `token`.
    mutating func error(_ message: DiagnosticText, line: SourceLine, token: Token) {
        report(.error, message, line: line, column: token.column, length: token.length)
    }

    /// Records an error under `first` through `last`.
    mutating func error(_ message: DiagnosticText, line: SourceLine, from first: Token, through last: Token) {
        report(.error, message, line: line, column: first.column, length: last.endColumn - first.column)
    }

    /// Records a warning under `token`.
    mutating func warning(_ message: DiagnosticText, line: SourceLine, token: Token) {
        report(.warning, message, line: line, column: token.column, length: token.length)
    }

    private mutating func report(_ severity: Diagnostic.Severity, _ message: DiagnosticText, line: SourceLine,
                                 column: Int, length: Int) {
        if severity == .error { reportedError = true }
        let count = diagnosticsPerLine[line.number, default: 0]
        guard count < Self.maximumDiagnosticsPerLine else { return }
        diagnosticsPerLine[line.number] = count + 1
        diagnostics.append(Diagnostic(severity: severity, path: path,
                                      location: SourceLocation(line: line.number, column: max(1, column)),
                                      length: length, text: message, sourceLine: line.text))
    }

    /// Reports tokens left over after a complete statement; true when there were none.
    @discardableResult
    mutating func expectEnd(_ cursor: TokenCursor, line: SourceLine, usage: String) -> Bool {
        guard let extra = cursor.peek(), let last = cursor.last else { return true }
        error(DiagnosticMessages.unexpected(extra.spelling, usage: usage), line: line, from: extra, through: last)
        return false
    }

    // MARK: Names

    /// Reads an app name (a bare identifier) and records it for the declared-apps check.
    mutating func readAppName(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                              usage: String) -> String? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.appName, after: keyword.text, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        guard token.kind == .word, Vocabulary.isIdentifier(token.text) else {
            error(DiagnosticMessages.notAnAppName(token.spelling, usage: usage), line: line, token: token)
            return nil
        }
        noteAppReference(token.text, line: line, token: token)
        return token.text
    }

    /// Records a use of an app name for the declared-apps check at the end; a name already
    /// declared stays declared, so only the others are kept (a long timeline keeps none of its lines).
    mutating func noteAppReference(_ name: String, line: SourceLine, token: Token) {
        // A timeline names the same app line after line: remembering the last declared name found
        // spares most hash look-ups (names are never undeclared, so the memory stays true).
        guard name != lastDeclaredAppFound else { return }
        guard appIndex[name] == nil else {
            lastDeclaredAppFound = name
            return
        }
        laterChecks.append(LaterCheck(.appName, app: name, line: line, token: token))
    }

    /// Reads a task name (an identifier that is not a keyword).
    mutating func readTaskName(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                               usage: String) -> (String, Token)? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aTaskName, after: keyword.text, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        guard token.kind == .word, Vocabulary.isIdentifier(token.text), !Vocabulary.keywords.contains(token.text)
        else {
            error(DiagnosticText.notATaskName(spelling: token.spelling), line: line, token: token)
            return nil
        }
        return (token.text, token)
    }

    /// Reads one of `choices` (`on|off`); reports a missing or unknown word.
    mutating func readChoice(_ cursor: inout TokenCursor, _ choices: [String], what: DiagnosticNoun, line: SourceLine,
                             after keyword: Token, usage: String) -> String? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missingChoice(what, after: keyword.text, usage: usage), line: line, token: keyword)
            return nil
        }
        guard token.kind == .word, choices.contains(token.text) else {
            error(DiagnosticMessages.unknownWord(what, token.spelling, choices: choices), line: line, token: token)
            return nil
        }
        return token.text
    }

    /// Reads a controller name; when `app` is a declared app, the name must be one of its controllers.
    mutating func readControllerName(_ cursor: inout TokenCursor, app: String, line: SourceLine,
                                     after keyword: Token, usage: String) -> String? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.controllerName, after: keyword.spelling, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        guard token.kind == .word, Vocabulary.isIdentifier(token.text) else {
            error(DiagnosticText.notAnIdentifier(spelling: token.spelling, what: .controllerName), line: line,
                  token: token)
            return nil
        }
        return checkControllerName(token, app: app, line: line) ? token.text : nil
    }

    /// True when `token` names a controller of `app`, or `app` is not declared (that is reported elsewhere).
    mutating func checkControllerName(_ token: Token, app: String, line: SourceLine) -> Bool {
        guard appIndex[app] != nil else { return true }
        let declared = controllerIndex[app] ?? [:]
        guard declared[token.text] == nil else { return true }
        error(DiagnosticMessages.undeclaredController(token.text, app: app,
                                                      suggestion: suggestController(for: token.text, of: app)),
              line: line, token: token)
        return false
    }

    /// The controller of `app` nearest to `name` (none when the app declares too many to compare them all).
    func suggestController(for name: String, of app: String,
                           where include: (PendingController) -> Bool = { _ in true }) -> String? {
        let names = controllerNames[app] ?? []
        guard names.count <= ParserSession.maximumSuggestedNames else { return nil }
        return Suggestion.nearest(to: name, in: names.filter { controller($0, of: app).map(include) ?? false })
    }

    /// The declared controller `name` of `app`, if any.
    func controller(_ name: String, of app: String) -> PendingController? {
        controllerIndex[app]?[name].map { controllers[$0] }
    }

    /// Reads a size word (`20MB`).
    mutating func readSize(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                           usage: String) -> MemorySize? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aSize, after: keyword.spelling, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        return size(of: token, line: line)
    }

    /// The size `token` spells, reporting why when it does not spell one.
    mutating func size(of token: Token, line: SourceLine) -> MemorySize? {
        guard token.kind == .word else {
            error(DiagnosticMessages.badSize(token.spelling, .malformed), line: line, token: token)
            return nil
        }
        switch SizeParser.parse(token.text) {
        case .success(let size):
            return size
        case .failure(let failure):
            error(DiagnosticMessages.badSize(token.text, failure), line: line, token: token)
            return nil
        }
    }

    /// Reads a file name: a bare word (punctuation written against it included) or a string.
    mutating func readFileName(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                               usage: String) -> String? {
        guard let token = cursor.nextGlued() else {
            error(DiagnosticMessages.missing(.aFileName, after: keyword.spelling, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        return token.text
    }

    /// Reads a duration word.
    mutating func readDuration(_ cursor: inout TokenCursor, line: SourceLine, after keyword: Token,
                               usage: String) -> VirtualDuration? {
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aDuration, after: keyword.text, usage: usage), line: line,
                  token: keyword)
            return nil
        }
        return duration(of: token, line: line)
    }

    /// The duration `token` spells, reporting why when it does not spell one.
    mutating func duration(of token: Token, line: SourceLine, relative: Bool = false) -> VirtualDuration? {
        guard token.kind == .word else {
            error(DiagnosticMessages.badDuration(token.spelling, .malformed), line: line, token: token)
            return nil
        }
        // A relative time's `+` is one byte.
        switch DurationParser.parse(token.text, droppingFirst: relative ? 1 : 0) {
        case .success(let duration):
            return duration
        case .failure(let failure):
            error(DiagnosticMessages.badDuration(token.text, failure), line: line, token: token)
            return nil
        }
    }
}
