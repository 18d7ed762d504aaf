import LifecycleSim

/// The checks that need the whole file, in one place: once every line is read, the names used
/// are checked against the declarations, handlers and controllers are attached to their apps,
/// and the uses noted while reading (`laterChecks`) are judged
/// against the device line, the apps' options and the timeline.
extension ParserSession {
    /// Distinct undeclared names that get a did-you-mean (bounds the work on pathological files).
    static let maximumSuggestedNames = 256

    /// Runs every whole-file check, in the order their diagnostics were always made (the result
    /// sorts diagnostics by place, so the order matters only for equal places).
    mutating func validate() {
        checkAppReferences()
        checkControllerDeclarations()
        attachHandlers()
        warnAboutBGTaskHandlers()
        warnAboutLateBGTaskRegistrations()
        warnAboutDisabledPerformFetch()
        warnAboutAppDelegateLifecycleHandlers()
        warnAboutUnrecordedNotifications()
        attachControllers()
        warnAboutTasks()
        // With errors the timeline is incomplete (a misspelt `launch` would make every handler look unused).
        let timelineComplete = !diagnostics.contains(where: { $0.severity == .error })
        if timelineComplete { warnAboutUnreachedApps() }
        warnAboutControllersAndRestoration(timelineComplete: timelineComplete)
        warnAboutScenes()
    }

    /// Puts each handler into its app's declaration.
    private mutating func attachHandlers() {
        for pending in handlers {
            if let index = appIndex[pending.app] { apps[index].handlers.append(pending.handler) }
        }
    }

    /// BT-1: an `on bgtask ID` handler for an identifier the app does not permit never runs.
    private mutating func warnAboutBGTaskHandlers() {
        for use in noted(.bgTaskHandlerID) {
            guard let index = appIndex[use.app], !apps[index].bgTaskIdentifiers.contains(use.token.text),
                  !PermittedIdentifiers.wildcardPermits(apps[index].bgTaskIdentifiers, use.token.text) else { continue }
            warning(DiagnosticMessages.bgTaskHandlerNeverRuns(use.token.text, app: use.app, suggestion: Suggestion.nearest(
                to: use.token.text, in: apps[index].bgTaskIdentifiers)), line: use.line, token: use.token)
        }
    }

    /// BT-1: `bg-register` runs after the app finished launching when its handler is not
    /// willFinishLaunching or didFinishLaunching (a scene's willConnect comes after them), or when
    /// it waits (`after`): iOS raises and the app crashes, unless a wildcard permits the identifier
    /// (BT-9's continued processing tasks).
    private mutating func warnAboutLateBGTaskRegistrations() {
        guard let version = versionForWarnings, OSProfile(version: version).hasBGTaskScheduler else { return }
        let launching: Set<Callback> = [.delegate(.willFinishLaunching), .delegate(.didFinishLaunching)]
        for pending in handlers where appIndex[pending.app] != nil {
            for statement in pending.handler.actions where statement.location.line == pending.line.number {
                // BT-9: a continued processing identifier, permitted by a wildcard, may be registered later.
                guard case .bgRegister(let id) = statement.action, let index = appIndex[pending.app],
                      !PermittedIdentifiers.wildcardPermits(apps[index].bgTaskIdentifiers, id),
                      !launching.contains(pending.handler.callback) || (statement.delay ?? .zero) > .zero else { continue }
                let token = Token(kind: .word, text: "bg-register", column: statement.location.column, length: 11,
                                  spaceBefore: true)
                warning(DiagnosticText.bgTaskRegisteredAfterLaunch(app: pending.app, callback: pending.handler.callback.description),
                        line: pending.line, token: token)
            }
        }
    }

    /// Every app name used must be declared by an `app` line (anywhere in the header).
    private mutating func checkAppReferences() {
        let names = apps.map(\.name)
        var suggestions: [String: String?] = [:]
        for reference in noted(.appName)
            where appIndex[reference.app] == nil && !appsOfBrokenLines.contains(reference.app) {
            let suggestion: String?
            if let cached = suggestions[reference.app] {
                suggestion = cached
            } else if suggestions.count >= Self.maximumSuggestedNames {
                suggestion = nil
            } else {
                suggestion = Suggestion.nearest(to: reference.app, in: names)
                suggestions[reference.app] = .some(suggestion)
            }
            error(DiagnosticMessages.undeclaredApp(reference.app, suggestion: suggestion), line: reference.line,
                  token: reference.token)
        }
    }

    /// BT-8: from iOS 13 an app's `bgtasks` (BGTaskSchedulerPermittedIdentifiers) disables
    /// performFetch, so its `on performFetch` handler never runs (before iOS 13 the option is ignored).
    private mutating func warnAboutDisabledPerformFetch() {
        let version = device?.version ?? DeviceDeclaration().version
        let profile = OSProfile(version: version)
        for use in noted(.performFetchHandler) {
            guard let index = appIndex[use.app],
                  profile.disablesPerformFetch(declaredBGTaskIdentifiers: apps[index].bgTaskIdentifiers) else { continue }
            warning(DiagnosticText.performFetchDisabledByBGTasks(app: use.app, version: version), line: use.line,
                    token: use.token)
        }
    }

    /// SC-1: from iOS 13 UIKit calls a scene-based app's scene delegate for the foreground and the
    /// background, never the app delegate's methods, so their handlers never run: the most common
    /// slip of a migration to scenes (work, such as a background task, begun there is never begun).
    private mutating func warnAboutAppDelegateLifecycleHandlers() {
        guard let version = versionForWarnings, OSProfile(version: version).hasScenes else { return }
        for use in laterChecks where appIndex[use.app] != nil {
            guard case .appDelegateLifecycleHandler(let method) = use.kind, let index = appIndex[use.app],
                  apps[index].scenes, let sceneMethod = AppDelegateLifecycle.sceneMethod(for: method) else { continue }
            warning(DiagnosticText.appDelegateMethodOfSceneApp(app: use.app, method: method.rawValue,
                                                               sceneMethod: sceneMethod.rawValue, version: version),
                    line: use.line, token: use.token)
        }
    }

    /// NT-1: `expect APP notifications:` without `setting notifications on` sees none (unless the
    /// run asks for them with `--notifications`).
    private mutating func warnAboutUnrecordedNotifications() {
        guard !settings.contains(.notifications(true)) else { return }
        for use in noted(.notificationExpectation) {
            warning(DiagnosticText.notificationsNotRecorded, line: use.line, token: use.token)
        }
    }

    /// Warns about `end-task X` and `on expire X` in an app none of whose handlers begins X.
    private mutating func warnAboutTasks() {
        for use in laterChecks where appIndex[use.app] != nil {
            let task: String, ends: Bool
            switch use.kind {
            case .endTask(let name): (task, ends) = (name, true)
            case .expireHandler(let name): (task, ends) = (name, false)
            default: continue
            }
            let begun = begunTasks[use.app] ?? []
            guard !begun.contains(task) else { continue }
            let suggestion = Suggestion.nearest(to: task, in: begun.sorted())
            let message = ends ? DiagnosticMessages.endOfTaskNeverBegun(task, app: use.app, suggestion: suggestion)
                : DiagnosticMessages.expiryOfTaskNeverBegun(task, app: use.app, suggestion: suggestion)
            warning(message, line: use.line, token: use.token)
        }
    }

    /// Warns about handlers of an app the timeline never launches nor sends an event to, unless
    /// the file states properties: `lifesim explore` sends the events then.
    private mutating func warnAboutUnreachedApps() {
        guard properties.isEmpty else { return }
        var warned: Set<String> = []
        for pending in handlers where appIndex[pending.app] != nil && !appsReachedByTimeline.contains(pending.app) {
            guard warned.insert(pending.app).inserted else { continue }
            let column = pending.handler.location.column
            let token = Token(kind: .word, text: "on", column: column, length: 2, spaceBefore: true)
            warning(DiagnosticText.handlersNeverRun(app: pending.app), line: pending.line, token: token)
        }
    }

    /// Warns about controllers never shown, and about state restoration and settings that cannot
    /// have any effect on the device's iOS version.
    private mutating func warnAboutControllersAndRestoration(timelineComplete: Bool) {
        if let version = versionForWarnings {
            for setting in laterChecks {
                guard case .versionedSetting(let since, let feature) = setting.kind, version.major < since else { continue }
                warning(DiagnosticText.settingBeforeItsVersion(feature: feature, since: since, version: version),
                        line: setting.line, token: setting.token)
            }
            if version < OSVersion(6) {
                for option in noted(.restorationOption) {
                    warning(DiagnosticText.restorationBeforeIOS6(version: version), line: option.line, token: option.token)
                }
            }
            // SR-1 … SR-3: a scene-based app has no view-controller restoration.
            if OSProfile(version: version).hasScenes {
                for option in noted(.restorationOption) {
                    guard let index = appIndex[option.app], apps[index].scenes else { continue }
                    let declared = apps[index].swiftUI ? "swiftui" : "scenes"
                    warning(DiagnosticText.restorationInSceneApp(app: option.app, option: declared, version: version),
                            line: option.line, token: option.token)
                }
            }
        }
        for handler in noted(.restorationHandler) {
            guard let index = appIndex[handler.app] else { continue }
            if let version = versionForWarnings, OSProfile(version: version).hasScenes, apps[index].scenes {
                warning(DiagnosticText.restorationHandlerInSceneApp(callback: handler.token.text, app: handler.app,
                                                                    version: version),
                        line: handler.line, token: handler.token)
            } else if !apps[index].restoration {
                warning(DiagnosticText.restorationHandlerWithoutOption(callback: handler.token.text, app: handler.app),
                        line: handler.line, token: handler.token)
            }
        }
        // With errors the timeline is incomplete (a misspelt push would make its controller look unused).
        guard timelineComplete else { return }
        for pending in controllers where appIndex[pending.app] != nil {
            let name = pending.definition.name
            let app = pending.app
            let shown = roots[app]?.token.text == name || navigationParents[app]?[name] != nil
                || controllersShownByTimeline[app]?.contains(name) == true
            if !shown {
                warning(DiagnosticText.controllerNeverShown(name: name, app: app), line: pending.line,
                        token: pending.nameToken)
            }
        }
    }

    /// SC-6: `scenes multiple` off an iPad, and `open-window` or `request-scene` for an app
    /// without `scenes multiple`, would only ever be refused.
    private mutating func warnAboutWindows() {
        if let model = modelForWarnings, model != .ipad {
            for option in noted(.multipleSceneOption) {
                warning(DiagnosticMessages.multipleScenesOffIPad(model, app: option.app), line: option.line,
                        token: option.token)
            }
        }
        for use in noted(.windowUse) + noted(.requestSceneUse) {
            guard let index = appIndex[use.app], !apps[index].multipleScenes else { continue }
            let word = use.token.text == "request-scene" ? "request-scene" : "open-window"
            warning(DiagnosticText.windowUseWithoutMultiple(word: word, app: use.app), line: use.line, token: use.token)
        }
    }

    /// Warns about `scenes` on a device before iOS 13 (accepted and ignored, SC-1), and about scene
    /// handlers, `APP/N` names and `scenes N` expectations of an app without `scenes`.
    private mutating func warnAboutScenes() {
        if let version = versionForWarnings, version.major < 13 {
            for option in noted(.sceneOption) {
                warning(DiagnosticText.scenesBeforeIOS13(version: version), line: option.line, token: option.token)
            }
        }
        warnAboutWindows()
        var warned: Set<String> = []
        for use in noted(.phaseUse) {
            guard let index = appIndex[use.app], !apps[index].swiftUI else { continue }
            guard warned.insert("\(use.app) \(use.line.number) \(use.token.column)").inserted else { continue }
            warning(DiagnosticText.phaseUseWithoutSwiftUI(word: use.token.text, app: use.app), line: use.line, token: use.token)
        }
        for use in noted(.sceneUse) {
            guard let index = appIndex[use.app], !apps[index].scenes else { continue }
            guard warned.insert("\(use.app) \(use.line.number) \(use.token.column)").inserted else { continue }
            warning(DiagnosticText.sceneUseWithoutOption(word: use.token.text, app: use.app), line: use.line,
                    token: use.token)
        }
    }
}
