import LifecycleSim

/// The device line, the `setting` lines and each app with its options and handlers, as Swift.
extension ExportWriter {
    mutating func writeDevice() throws {
        let device = document.device
        var arguments = "ios: \(device.version.major)"
        if device.version.minor != 0 { arguments += ", minor: \(device.version.minor)" }
        if device.model != .iphone { arguments += ", model: .\(device.model.rawValue)" }
        if !device.multitasking { arguments += ", multitasking: false" }
        if device.memory != .gigabytes(1) { arguments += ", memory: \(memoryLiteral(device.memory))" }
        if let system = device.system { arguments += ", system: \(memoryLiteral(system))" }
        out.append("        let device = try SimulatedDevice(\(arguments))")
    }

    /// `setting` lines: the device's settings before the first event, set after the apps are
    /// installed (as the runner does), each with the comments around its line.
    mutating func writeSettings() {
        let settingLines = lines.indices.filter { lines[$0].trimmingSpaces().hasPrefix("setting ") }.map { $0 + 1 }
        for (index, setting) in document.settings.enumerated() {
            let line = index < settingLines.count ? settingLines[index] : nil
            if let line { flushComments(before: line, indent: 2) }
            out.append("        " + settingCall(setting) + (line.map(trailingComment) ?? ""))
            if let line { nextCommentLine = max(nextCommentLine, line + 1) }
        }
    }

    /// Each property as `device.watch`, which reads it after every step as `lifesim run` reads
    /// it after every timeline line (docs/LANGUAGE.md, "Properties").
    mutating func writeProperties() {
        for property in document.properties {
            let line = property.location.line
            flushComments(before: line, indent: 2)
            out.append("        try device.watch(\(swiftString(property.text)))" + trailingComment(line))
            nextCommentLine = max(nextCommentLine, line + 1)
        }
    }

    func settingCall(_ setting: SettingDeclaration) -> String {
        switch setting {
        case .backgroundRefresh(let value, let app):
            return "try device.setBackgroundRefresh(.\(value.rawValue)\(app.map { ", for: \(swiftString($0))" } ?? ""))"
        case .lowPower(let on): return "device.setLowPowerMode(\(on))"
        case .debugger(let app): return "try device.setDebuggerAttached(to: \(swiftString(app)))"
        case .charging(let on): return "device.setCharging(\(on))"
        case .network(let on): return "device.setNetwork(\(on))"
        case .notifications(let on): return "device.setNotificationsShown(\(on))"
        case .incomingCalls(let fullScreen): return "device.setIncomingCallsFullScreen(\(fullScreen))"
        case .alwaysOn(let on): return "device.setAlwaysOnDisplay(\(on))"
        case .passcode(let on): return "device.setPasscode(\(on))"
        }
    }

    mutating func writeApps() throws {
        var used: Set<String> = ["device", "context", "app"]
        for app in document.apps {
            var variable = lowerFirst(TestExporter.upperCamel(app.name))
            if variable.isEmpty || variable.first!.isNumber || Self.swiftKeywords.contains(variable) || used.contains(variable) {
                variable += "App"
            }
            used.insert(variable)
            variables[app.name] = variable
            flushComments(before: app.location.line, indent: 2)
            var arguments = swiftString(app.name)
            if !app.modes.isEmpty { arguments += ", modes: [" + app.modes.map { "." + modeCase($0) }.joined(separator: ", ") + "]" }
            if app.exitsOnSuspend { arguments += ", exitsOnSuspend: true" }
            let head = "        let \(variable) = try device.install(\(arguments))"
            let options = optionAssignments(app)
            if app.handlers.isEmpty && options.isEmpty {
                out.append(head + trailingComment(app.location.line))
                nextCommentLine = app.location.line + 1
                continue
            }
            out.append(head + " { app in" + trailingComment(app.location.line))
            nextCommentLine = app.location.line + 1
            out.append(contentsOf: options.map { "            " + $0 })
            let expiring = Set(app.handlers.compactMap { handler -> String? in
                if case .expire(let task) = handler.callback { return task }
                return nil
            })
            for handler in app.handlers {
                flushComments(before: handler.location.line, indent: 3)
                try writeHandler(handler, expiring: expiring)
                nextCommentLine = max(nextCommentLine, handler.location.line + 1)
            }
            out.append("        }")
        }
    }

    /// The app's options other than its modes, as `AppConfiguration` assignments (`app.memory = .megabytes(300)`),
    /// in the order the language documents them.
    func optionAssignments(_ app: AppDeclaration) -> [String] {
        var lines: [String] = []
        if app.bundleID != "com.example.\(app.name)" { lines.append("app.bundleID = \(swiftString(app.bundleID))") }
        if app.hasExplicitProcessName { lines.append("app.processName = \(swiftString(app.processName))") }
        if app.builtin { lines.append("app.builtin = true") }
        if app.memory != .megabytes(20) { lines.append("app.memory = \(memoryLiteral(app.memory))") }
        if app.restoration { lines.append("app.restoration = true") }
        if let version = app.version { lines.append("app.version = \(swiftString(version))") }
        if !app.documents.isEmpty { lines.append("app.documents = \(stringList(app.documents))") }
        if !app.exports.isEmpty {
            lines.append("app.exports = [")
            for type in app.exports {
                let fileExtension = type.fileExtension.map { ", fileExtension: \(swiftString($0))" } ?? ""
                lines.append("    TypeDeclaration(identifier: \(swiftString(type.identifier)), "
                             + "conformsTo: \(swiftString(type.conformsTo))\(fileExtension)),")
            }
            lines.append("]")
        }
        // `swiftui` implies `scenes` (UI-1), and so does `scenes multiple` (SC-6).
        if app.swiftUI { lines.append("app.swiftUI = true") }
        if app.multipleScenes {
            lines.append("app.multipleScenes = true")
        } else if app.scenes && !app.swiftUI {
            lines.append("app.scenes = true")
        }
        if !app.bgTaskIdentifiers.isEmpty { lines.append("app.bgTaskIdentifiers = \(stringList(app.bgTaskIdentifiers))") }
        if !app.controllers.isEmpty {
            lines.append("app.controllers = [")
            for controller in app.controllers {
                var arguments = "name: \(swiftString(controller.name))"
                if case .navigation(let root) = controller.kind { arguments += ", kind: .navigation(root: \(swiftString(root)))" }
                if let id = controller.restorationID { arguments += ", restorationID: \(swiftString(id))" }
                lines.append("    ControllerDefinition(\(arguments)),")
            }
            lines.append("]")
        }
        if let root = app.rootController { lines.append("app.rootController = \(swiftString(root))") }
        return lines
    }

    mutating func writeHandler(_ handler: HandlerDeclaration, expiring: Set<String>) throws {
        let opening: String
        switch handler.callback {
        case .delegate(let callback): opening = "app.on(.\(callback.rawValue))"
        case .expire(let task): opening = "app.onExpire(\(swiftString(task)))"
        case .bgTask(let id): opening = "app.onBGTask(\(swiftString(id)))"
        case .bgTaskExpire(let id): opening = "app.onBGTask(\(swiftString(id)), expire: true)"
        case .controller:
            // The parser rejects these; a document built in code may still hold one.
            throw ExportError(line: handler.location.line,
                              message: "'on \(handler.callback)': a view controller's method takes no handler; remove the line")
        case .notification:
            throw ExportError(line: handler.location.line,
                              message: "'on \(handler.callback)': a notification takes no handler; remove the line")
        }
        let comment = trailingComment(handler.location.line)
        if handler.actions.isEmpty {
            out.append("            \(opening) { _ in }" + comment)
            return
        }
        out.append("            \(opening) { context in" + comment)
        for statement in handler.actions {
            let call = try actionCall(statement, expiring: expiring)
            if let delay = statement.delay {
                // `ACTION after DURATION`: a timer in the app's code, labelled as the trace shows it.
                out.append("                context.after(\(durationLiteral(delay)), label: \(swiftString(statement.action.description))) { context in")
                out.append("                    " + call)
                out.append("                }")
            } else {
                out.append("                " + call)
            }
        }
        out.append("            }")
    }

    func actionCall(_ statement: ActionStatement, expiring: Set<String>) throws -> String {
        switch statement.action {
        case .beginTask(let name):
            // With an `on expire NAME` handler, perform(.beginTask) passes it as the expiration handler.
            return expiring.contains(name) ? "context.perform(.beginTask(\(swiftString(name))))"
                                           : "context.beginBackgroundTask(withName: \(swiftString(name)))"
        case .endTask(let name): return "context.endBackgroundTask(named: \(swiftString(name)))"
        case .endAllTasks: return "context.endAllBackgroundTasks()"
        case .work(let duration): return "context.work(\(durationLiteral(duration)))"
        case .completeFetch(let result): return "context.completeFetch(.\(fetchCase(result)))"
        case .startAudio: return "context.setAudioPlaying(true)"
        case .stopAudio: return "context.setAudioPlaying(false)"
        case .startLocation: return "context.setLocationUpdating(true)"
        case .stopLocation: return "context.setLocationUpdating(false)"
        case .crash: return "context.crash()"
        case .log(let text): return "context.log(\(swiftString(text)))"
        case .logRemaining: return "context.logRemaining()"
        case .logState: return "context.logState()"
        case .readProtectedFile: return "context.readProtectedFile()"
        case .setDefault(let key, let value): return "context.setDefault(.string(\(swiftString(value))), forKey: \(swiftString(key)))"
        case .logDefault(let key): return "context.logDefault(\(swiftString(key)))"
        case .startTransfer: return "context.startBackgroundTransfer()"
        case .completeEvents: return "context.completeBackgroundEvents()"
        case .refuse: return "context.refuseStateRestoration()"
        case .bgRegister(let id):
            // Registers the launch handler given with `app.onBGTask(id)` (and its expiration handler).
            return "context.perform(.bgRegister(\(swiftString(id))))"
        case .bgSubmit(let request):
            // A refused submission throws the BGTaskScheduler error; the scenario goes on, as an app that logs it would.
            return "try? context.submit(\(requestLiteral(request)))"
        case .bgCancel(let id?): return "context.cancel(taskRequestWithIdentifier: \(swiftString(id)))"
        case .bgCancel(nil): return "context.cancelAllTaskRequests()"
        case .bgComplete(let id, let success): return "context.setTaskCompleted(\(swiftString(id)), success: \(success))"
        case .requestScene: return "context.requestSceneSessionActivation()"
        }
    }
}
