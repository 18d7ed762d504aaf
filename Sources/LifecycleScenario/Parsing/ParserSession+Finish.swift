import LifecycleSim

extension ParserSession {
    /// Distinct undeclared names that get a did-you-mean (bounds the work on pathological files).
    static let maximumSuggestedNames = 256

    /// Runs the checks that need the whole file and builds the result.
    mutating func finish() -> ParseResult {
        checkAppReferences()
        checkControllerDeclarations()
        attachHandlers()
        for use in bgTaskHandlerIDs {
            guard let index = appIndex[use.app], !apps[index].bgTaskIdentifiers.contains(use.token.text),
                  !PermittedIdentifiers.wildcardPermits(apps[index].bgTaskIdentifiers, use.token.text) else { continue }
            warning(DiagnosticMessages.bgTaskHandlerNeverRuns(use.token.text, app: use.app, suggestion: Suggestion.nearest(
                to: use.token.text, in: apps[index].bgTaskIdentifiers)), line: use.line, token: use.token)
        }
        warnAboutDisabledPerformFetch()
        warnAboutUnrecordedNotifications()
        attachControllers()
        warnAboutTasks()
        // With errors the timeline is incomplete (a misspelt `launch` would make every handler look unused).
        let timelineComplete = !diagnostics.contains(where: { $0.severity == .error })
        if timelineComplete { warnAboutUnreachedApps() }
        warnAboutControllersAndRestoration(timelineComplete: timelineComplete)
        warnAboutScenes()
        let diagnostics = sortedDiagnostics()
        let hasErrors = diagnostics.contains { $0.severity == .error }
        let document = hasErrors ? nil : ScenarioDocument(
            path: path, title: title, device: device ?? DeviceDeclaration(), settings: settings, apps: apps,
            timeline: timeline)
        return ParseResult(document: document, diagnostics: diagnostics)
    }

    /// Every app name used must be declared by an `app` line (anywhere in the header).
    private mutating func checkAppReferences() {
        let names = apps.map(\.name)
        var suggestions: [String: String?] = [:]
        for reference in appReferences
            where appIndex[reference.name] == nil && !appsOfBrokenLines.contains(reference.name) {
            let suggestion: String?
            if let cached = suggestions[reference.name] {
                suggestion = cached
            } else if suggestions.count >= Self.maximumSuggestedNames {
                suggestion = nil
            } else {
                suggestion = Suggestion.nearest(to: reference.name, in: names)
                suggestions[reference.name] = .some(suggestion)
            }
            error(DiagnosticMessages.undeclaredApp(reference.name, suggestion: suggestion), line: reference.line,
                  token: reference.token)
        }
    }

    private mutating func attachHandlers() {
        for pending in handlers {
            if let index = appIndex[pending.app] { apps[index].handlers.append(pending.handler) }
        }
    }

    /// BT-8: from iOS 13 an app's `bgtasks` (BGTaskSchedulerPermittedIdentifiers) disables
    /// performFetch, so its `on performFetch` handler never runs (before iOS 13 the option is ignored).
    private mutating func warnAboutDisabledPerformFetch() {
        let version = device?.version ?? DeviceDeclaration().version
        let profile = OSProfile(version: version)
        for use in performFetchHandlers {
            guard let index = appIndex[use.app],
                  profile.disablesPerformFetch(declaredBGTaskIdentifiers: apps[index].bgTaskIdentifiers) else { continue }
            warning(DiagnosticText.performFetchDisabledByBGTasks(app: use.app, version: version), line: use.line,
                    token: use.token)
        }
    }

    /// NT-1: `expect APP notifications:` without `setting notifications on` sees none (unless the
    /// run asks for them with `--notifications`).
    private mutating func warnAboutUnrecordedNotifications() {
        guard !settings.contains(.notifications(true)) else { return }
        for use in notificationExpectations {
            warning(DiagnosticText.notificationsNotRecorded, line: use.line, token: use.token)
        }
    }

    /// Warns about `end-task X` and `on expire X` in an app none of whose handlers begins X.
    private mutating func warnAboutTasks() {
        for use in taskUses where appIndex[use.app] != nil {
            let begun = begunTasks[use.app] ?? []
            guard !begun.contains(use.task) else { continue }
            let suggestion = Suggestion.nearest(to: use.task, in: begun.sorted())
            let message = switch use.kind {
            case .endTask: DiagnosticMessages.endOfTaskNeverBegun(use.task, app: use.app, suggestion: suggestion)
            case .expireHandler: DiagnosticMessages.expiryOfTaskNeverBegun(use.task, app: use.app,
                                                                            suggestion: suggestion)
            }
            warning(message, line: use.line, token: use.token)
        }
    }

    /// Warns about handlers of an app the timeline never launches nor sends an event to.
    private mutating func warnAboutUnreachedApps() {
        var warned: Set<String> = []
        for pending in handlers where appIndex[pending.app] != nil && !appsReachedByTimeline.contains(pending.app) {
            guard warned.insert(pending.app).inserted else { continue }
            let column = pending.handler.location.column
            let token = Token(kind: .word, text: "on", column: column, length: 2, spaceBefore: true)
            warning(DiagnosticText.handlersNeverRun(app: pending.app), line: pending.line, token: token)
        }
    }

    /// The diagnostics by location (file order for equal locations); a line with an encoding problem keeps only it.
    private func sortedDiagnostics() -> [Diagnostic] {
        var keptEncodingLine: Set<Int> = []
        var kept: [(Int, Diagnostic)] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            let line = diagnostic.location.line
            if linesWithEncodingProblems.contains(line) {
                guard keptEncodingLine.insert(line).inserted else { continue }
            }
            kept.append((index, diagnostic))
        }
        kept.sort { ($0.1.location, $0.0) < ($1.1.location, $1.0) }
        return kept.map(\.1)
    }
}
