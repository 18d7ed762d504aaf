import LifecycleSim

/// The test framework an exported test is written for.
public enum TestFramework: Sendable {
    case xctest, swiftTesting
}

/// A statement the exporter cannot write (a document built in code may hold one the parser rejects,
/// such as a handler on a view controller method): exporting stops rather than write wrong code.
public struct ExportError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
}

/// `lifesim export`: writes a scenario as a test that drives the Swift API (SimulatedDevice,
/// SimulatedApp, AppContext) and checks its expectations with XCTest or Swift Testing.
public enum TestExporter {
    /// The Swift source of one test file for `document`; `source` is the scenario's text (for its comments).
    public static func export(_ document: ScenarioDocument, source: String, framework: TestFramework) throws -> String {
        var writer = ExportWriter(document: document, lines: source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                  framework: framework)
        // An event the device refuses is a warning in a scenario and a thrown error in Swift: the
        // run says which lines those are, and the test expects the throw there.
        writer.refusals = Dictionary(ScenarioRunner(document: document).run().refusals.map { ($0.line, $0.message) },
                                     uniquingKeysWith: { first, _ in first })
        return try writer.write()
    }

    /// `ExpiryIos7Tests` for `Scenarios/background-tasks/expiry-ios7.scenario`.
    public static func typeName(forPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let base = file.hasSuffix(".scenario") ? String(file.dropLast(".scenario".count)) : file
        let name = upperCamel(base)
        return (name.first?.isLetter == true ? name : "Scenario" + name) + "Tests"
    }

    /// Words of `text` joined with their first letters upper-cased (`180 s on iOS 7` → `180SOnIOS7`).
    static func upperCamel(_ text: String) -> String {
        text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

private struct ExportWriter {
    let document: ScenarioDocument
    let lines: [String]
    let framework: TestFramework
    var out: [String] = []
    /// The next source line whose comments are not written yet (1-based).
    var nextCommentLine = 1
    var variables: [String: String] = [:]
    /// Timeline lines whose event the device refuses, with the reason.
    var refusals: [Int: String] = [:]

    init(document: ScenarioDocument, lines: [String], framework: TestFramework) {
        self.document = document
        self.lines = lines
        self.framework = framework
    }

    mutating func write() throws -> String {
        let xctest = framework == .xctest
        out.append("import LifecycleSimTesting")
        out.append(xctest ? "import XCTest" : "import Testing")
        out.append("")
        let typeName = TestExporter.typeName(forPath: document.path)
        out.append(xctest ? "final class \(typeName): XCTestCase {" : "@Suite struct \(typeName) {")
        // The comments before the first declaration describe the scenario: they go above the test.
        let firstDeclaration = document.apps.first?.location.line ?? document.timeline.first?.location.line ?? lines.count + 1
        flushComments(before: firstDeclaration, indent: 1)
        let title = document.title ?? typeName
        let words = TestExporter.upperCamel(title)
        if xctest {
            out.append("    func test\(words)() throws {")
        } else {
            // A Swift name cannot start with a digit (`21 s of launch work …`).
            let name = words.first?.isNumber == true ? "scenario" + words : lowerFirst(words)
            out.append("    @Test(\(swiftString(title))) func \(name)() throws {")
        }
        try writeDevice()
        try writeApps()
        writeSettings()
        try writeTimeline()
        out.append("    }")
        out.append("}")
        dropUnusedAppVariables()
        return out.joined(separator: "\n") + "\n"
    }

    /// `try device.install("Mail")` without `let mail =` when nothing after reads `mail`: an app
    /// that is only there (to take memory, to be in the switcher) needs no name, and an unused
    /// one is a compiler warning.
    mutating func dropUnusedAppVariables() {
        for variable in variables.values {
            let declaration = "        let \(variable) = try device.install("
            guard let index = out.firstIndex(where: { $0.hasPrefix(declaration) }) else { continue }
            let used = out[(index + 1)...].contains { line in
                !line.trimmingSpaces().hasPrefix("//") && mentions(line, variable)
            }
            if !used { out[index] = "        try device.install(" + out[index].dropFirst(declaration.count) }
        }
    }

    /// Whether `line` has `word` as a whole Swift identifier (outside string literals).
    func mentions(_ line: String, _ word: String) -> Bool {
        var inQuotes = false, current = ""
        for character in line + " " {
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes, character.isLetter || character.isNumber || character == "_" {
                current.append(character)
            } else {
                if current == word { return true }
                current = ""
            }
        }
        return false
    }

    // MARK: Comments

    /// The `# …` text of line `number` (1-based), and whether the whole line is a comment.
    func comment(onLine number: Int) -> (text: String, wholeLine: Bool)? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        var inQuotes = false
        for index in line.indices {
            let character = line[index]
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes {
                // One space after `#` is the comment's margin; more is the author's indentation.
                var text = Substring(line[line.index(after: index)...])
                if text.first == " " { text = text.dropFirst() }
                while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
                let before = line[..<index].trimmingSpaces()
                return (String(text), before.isEmpty)
            }
        }
        return nil
    }

    /// Writes the whole-line comments of the lines before `line` not written yet.
    mutating func flushComments(before line: Int, indent: Int) {
        while nextCommentLine < line {
            if let comment = comment(onLine: nextCommentLine), comment.wholeLine {
                out.append(String(repeating: "    ", count: indent) + "//" + (comment.text.isEmpty ? "" : " " + comment.text))
            }
            nextCommentLine += 1
        }
    }

    /// ` // text` for a comment after a statement on `line`, or nothing.
    func trailingComment(_ line: Int) -> String {
        guard let comment = comment(onLine: line), !comment.wholeLine else { return "" }
        return "  // " + comment.text
    }

    // MARK: Device and apps

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

    func settingCall(_ setting: SettingDeclaration) -> String {
        switch setting {
        case .backgroundRefresh(let value, let app):
            return "try device.setBackgroundRefresh(.\(value.rawValue)\(app.map { ", for: \(swiftString($0))" } ?? ""))"
        case .lowPower(let on): return "device.setLowPowerMode(\(on))"
        case .debugger(let app): return "try device.setDebuggerAttached(to: \(swiftString(app)))"
        case .charging(let on): return "device.setCharging(\(on))"
        case .network(let on): return "device.setNetwork(\(on))"
        }
    }

    mutating func writeApps() throws {
        var used: Set<String> = ["device", "context", "app"]
        for app in document.apps {
            var variable = lowerFirst(TestExporter.upperCamel(app.name))
            if variable.isEmpty || variable.first!.isNumber || swiftKeywords.contains(variable) || used.contains(variable) {
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
        // `swiftui` implies `scenes` (UI-1).
        if app.swiftUI { lines.append("app.swiftUI = true") } else if app.scenes { lines.append("app.scenes = true") }
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
        }
    }

    // MARK: Timeline

    mutating func writeTimeline() throws {
        var now = VirtualTime.zero
        for entry in document.timeline {
            let line = entry.location.line
            flushComments(before: line, indent: 2)
            let comment = trailingComment(line)
            var wroteComment = false
            if entry.time > now {
                let step = VirtualDuration(milliseconds: entry.time.milliseconds - now.milliseconds)
                let isOnlyAdvance = entry.statement == .advance
                out.append("        try device.advance(by: \(durationLiteral(step)))" + (isOnlyAdvance ? comment : ""))
                wroteComment = isOnlyAdvance
                now = entry.time
            }
            switch entry.statement {
            case .advance:
                if !wroteComment, !comment.isEmpty { out.append("        //" + comment.dropFirst(4)) }
            case .event(let event):
                let call = try eventCall(event, text: entry.text, line: line)
                guard let reason = refusals[line] else {
                    out.append("        " + call + comment)
                    break
                }
                out.append("        // refused by the device: \(reason)")
                out.append("        " + (framework == .xctest ? "XCTAssertThrowsError(\(call))" : "#expect(throws: (any Error).self) { \(call) }")
                    + comment)
            case .expect(let expectation):
                out.append("        " + (try assertion(expectation, text: entry.text, line: line)) + comment)
            case .log(let text):
                out.append("        device.log(\(swiftString(text)))" + comment)
            }
            nextCommentLine = max(nextCommentLine, line + 1)
        }
        flushComments(before: lines.count + 1, indent: 2)
    }

    func app(_ name: String, line: Int) throws -> String {
        guard let variable = variables[name] else {
            throw ExportError(line: line, message: "'\(name)' is not an app of the scenario")
        }
        return variable
    }

    /// The app, or for `APP/N` the app's scene N, unwrapped: a scene that never existed fails the test there.
    func callbackOwner(_ name: String, line: Int) throws -> String {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let number = Int(parts[1]) else { return try app(name, line: line) }
        let scene = "\(try app(parts[0], line: line)).scene(\(number))"
        return framework == .xctest ? "try XCTUnwrap(\(scene))" : "try #require(\(scene))"
    }

    func eventCall(_ event: DeviceEvent, text: String, line: Int) throws -> String {
        switch event {
        case .launch(let name, let url):
            return "try \(try app(name, line: line)).launch(\(url.map { "url: \(swiftString($0))" } ?? ""))"
        case .home: return "try device.home()"
        case .switcherShow: return "try device.showSwitcher()"
        case .switcherClose: return "try device.closeSwitcher()"
        case .switcherOpen(let name): return "try \(try app(name, line: line)).openFromSwitcher()"
        case .switcherKill(let name): return "try \(try app(name, line: line)).killFromSwitcher()"
        case .lock: return "try device.lock()"
        case .unlock: return "try device.unlock()"
        case .call: return "try device.call()"
        case .callAccept: return "try device.acceptCall()"
        case .callDecline: return "try device.declineCall()"
        case .callEnd: return "try device.endCall()"
        case .alert: return "try device.alert()"
        case .alertDismiss: return "try device.dismissAlert()"
        case .notificationCenter(let open): return "try device.notificationCenter(open: \(open))"
        case .controlCenter(let open): return "try device.controlCenter(open: \(open))"
        case .fetch(let name): return "try \(try app(name, line: line)).fetch()"
        case .push(let name, let contentAvailable):
            return "try \(try app(name, line: line)).push(\(contentAvailable ? "" : "contentAvailable: false"))"
        case .localNotification(let name): return "try \(try app(name, line: line)).localNotification()"
        case .tapNotification(let name, let local):
            return "try \(try app(name, line: line)).tapNotification(\(local ? "local: true" : ""))"
        case .location(let name): return "try \(try app(name, line: line)).location()"
        case .openURL(let url, let name, let from):
            return "try \(try app(name, line: line)).open(url: \(swiftString(url))\(from.map { ", from: \(swiftString($0))" } ?? ""))"
        case .crash(let name): return "try \(try app(name, line: line)).crash()"
        case .refresh(let on, let name):
            return "try device.refresh(\(on)\(name.map { ", app: \(swiftString($0))" } ?? ""))"
        case .debuggerAttach(let name): return "try \(try app(name, line: line)).attachDebugger()"
        case .debuggerDetach(let name): return "try \(try app(name, line: line)).detachDebugger()"
        case .debuggerKill(let name): return "try \(try app(name, line: line)).debuggerKill()"
        case .lowPower(let on): return "try device.lowPower(\(on))"
        case .reboot: return "try device.reboot()"
        case .prewarm(let name): return "try \(try app(name, line: line)).prewarm()"
        case .charging(let on): return "try device.charging(\(on))"
        case .network(let on): return "try device.network(\(on))"
        case .memoryWarning(let level):
            return "try device.memoryWarning(\(level == .warning ? "" : "." + level.rawValue))"
        case .memoryPressure(let size): return "try device.memoryPressure(\(size.map(memoryLiteral) ?? ""))"
        case .share(let file, let from, let to):
            return "try device.share(\(swiftString(file)), from: \(swiftString(from)), to: \(swiftString(to)))"
        case .ps: return "try device.ps()"
        case .pushController(let name, let child, let navigation):
            return "try \(try app(name, line: line)).push(\(swiftString(child)), on: \(swiftString(navigation)))"
        case .popController(let name, let navigation):
            return "try \(try app(name, line: line)).pop(\(swiftString(navigation)))"
        case .presentController(let name, let controller, let presenter):
            return "try \(try app(name, line: line)).present(\(swiftString(controller))\(presenter.map { ", from: \(swiftString($0))" } ?? ""))"
        case .dismissController(let name, let controller):
            return "try \(try app(name, line: line)).dismiss(\(swiftString(controller)))"
        case .bgTask(let name, let id, let action):
            let method = action == .run ? "runBGTask" : action == .simulate ? "simulateBGTask" : "expireBGTask"
            return "try \(try app(name, line: line)).\(method)(\(swiftString(id)))"
        case .disconnectScene(let name, let scene): return "try \(try app(name, line: line)).disconnectScene(\(scene))"
        }
    }

    /// `XCTAssertEqual(actual, expected, "expect …")` or `#expect(actual == expected, "expect …")`.
    func equal(_ actual: String, _ expected: String, _ text: String) -> String {
        framework == .xctest ? "XCTAssertEqual(\(actual), \(expected), \(swiftString(text)))"
                             : "#expect(\(actual) == \(expected), \(swiftString(text)))"
    }

    func assertion(_ expectation: Expectation, text: String, line: Int) throws -> String {
        switch expectation {
        case .state(let name, let state):
            return equal("\(try app(name, line: line)).state", "." + stateCase(state), text)
        case .tasks(let name, let count):
            return equal("\(try app(name, line: line)).outstandingTasks", "\(count)", text)
        case .remaining(let name, let duration):
            return equal("\(try app(name, line: line)).remaining", duration.map { ".left(\(durationLiteral($0)))" } ?? ".unlimited", text)
        case .callbacks(let name, let callbacks):
            let list = callbacks.map { swiftString($0.description) }.joined(separator: ", ")
            return "assertCallbacks(\(try callbackOwner(name, line: line)), [\(list)])"
        case .noCallbacks(let name):
            return "assertCallbacks(\(try callbackOwner(name, line: line)), [String]())"
        case .refreshStatus(let name, let status):
            return equal("\(try app(name, line: line)).refreshStatus", "." + status.rawValue, text)
        case .launchedBy(let name, let reason):
            return equal("\(try app(name, line: line)).launchedBy", "." + reason.rawValue, text)
        case .switcher(let names):
            return equal("device.switcher", "[" + names.map(swiftString).joined(separator: ", ") + "]", text)
        case .front(let name?):
            return equal("device.front", swiftString(name), text)
        case .front(nil):
            // `expect front home`: no app is in front.
            return framework == .xctest ? "XCTAssertNil(device.front, \(swiftString(text)))"
                                        : "#expect(device.front == nil, \(swiftString(text)))"
        case .process(let name, let process):
            return equal("\(try app(name, line: line)).processName", swiftString(process), text)
        case .prewarmed(let name):
            return equal("\(try app(name, line: line)).isPrewarmed", "true", text)
        case .controllerCallbacks(let name, let callbacks):
            return "assertControllerCallbacks(\(try app(name, line: line)), \(stringList(callbacks.map(\.description))))"
        case .view(let name, let controller, let loaded):
            return equal("\(try app(name, line: line)).isViewLoaded(\(swiftString(controller)))", "\(loaded)", text)
        case .archive(let name, let present):
            return equal("\(try app(name, line: line)).hasRestorationArchive", "\(present)", text)
        case .restored(let name, let controllers):
            return equal("\(try app(name, line: line)).restoredControllers", stringList(controllers), text)
        case .openIn(let file, let from, let apps):
            return equal("device.openInMenu(for: \(swiftString(file)), from: \(swiftString(from)))", stringList(apps), text)
        case .inbox(let name, let files):
            return equal("\(try app(name, line: line)).inbox", stringList(files), text)
        case .freeMemory(let size):
            return equal("device.freeMemory", memoryLiteral(size), text)
        case .bgTasks(let name, let ids):
            return equal("\(try app(name, line: line)).bgTaskRequests", stringList(ids), text)
        case .bgTask(let name, let id, let status):
            // Spelled out: `.none` next to an optional would read as nil.
            return equal("\(try app(name, line: line)).bgTaskStatus(\(swiftString(id)))", "BGTaskStatus.\(status.rawValue)", text)
        case .sceneState(let name, let scene, let state):
            return equal("\(try app(name, line: line)).scene(\(scene))?.state", "." + caseName(state.rawValue), text)
        case .scenes(let name, let count):
            return equal("\(try app(name, line: line)).connectedScenes", "\(count)", text)
        case .phase(let name, let scene, let phase):
            let owner = try app(name, line: line) + (scene.map { ".scene(\($0))?" } ?? "")
            return equal("\(owner).phase", "." + phase.rawValue, text)
        }
    }

    // MARK: Swift spelling

    func durationLiteral(_ duration: VirtualDuration) -> String {
        let ms = duration.milliseconds
        if ms != 0, ms % 86_400_000 == 0 { return ".days(\(ms / 86_400_000))" }
        if ms != 0, ms % 3_600_000 == 0 { return ".hours(\(ms / 3_600_000))" }
        if ms != 0, ms % 60_000 == 0 { return ".minutes(\(ms / 60_000))" }
        if ms % 1000 == 0 { return ".seconds(\(ms / 1000))" }
        return ".milliseconds(\(ms))"
    }

    func stateCase(_ state: AppState) -> String { state == .notRunning ? "notRunning" : state.rawValue }

    /// The Swift case of a hyphenated raw value (`foreground-active` → `foregroundActive`).
    func caseName(_ rawValue: String) -> String { lowerFirst(TestExporter.upperCamel(rawValue)) }

    /// `.gigabytes(2)`, `.megabytes(300)`, `.kilobytes(512)`: the largest unit that states the size exactly.
    func memoryLiteral(_ size: MemorySize) -> String {
        for (unit, bytes) in [("gigabytes", Int64(1) << 30), ("megabytes", Int64(1) << 20), ("kilobytes", Int64(1) << 10)]
        where size.bytes != 0 && size.bytes % bytes == 0 {
            return ".\(unit)(\(size.bytes / bytes))"
        }
        return size.bytes == 0 ? ".zero" : "MemorySize(bytes: \(size.bytes))"
    }

    /// `BGTaskRequest(identifier: "com.example.refresh", kind: .refresh, earliest: .minutes(15))`.
    func requestLiteral(_ request: BGTaskRequest) -> String {
        var arguments = "identifier: \(swiftString(request.identifier)), kind: .\(request.kind.rawValue)"
        if let earliest = request.earliest { arguments += ", earliest: \(durationLiteral(earliest))" }
        if request.requiresNetwork { arguments += ", requiresNetwork: true" }
        if request.requiresPower { arguments += ", requiresPower: true" }
        return "BGTaskRequest(\(arguments))"
    }

    /// `["a", "b"]`.
    func stringList(_ items: [String]) -> String { "[" + items.map(swiftString).joined(separator: ", ") + "]" }

    func fetchCase(_ result: FetchResult) -> String {
        switch result {
        case .newData: return "newData"
        case .noData: return "noData"
        case .failed: return "failed"
        }
    }

    func modeCase(_ mode: BackgroundMode) -> String { lowerFirst(TestExporter.upperCamel(mode.rawValue)) }

    func lowerFirst(_ text: String) -> String {
        // `IOS7Tests` → `iOS7Tests`; a leading acronym keeps all but its first letter upper-case.
        guard let first = text.first else { return text }
        return first.lowercased() + text.dropFirst()
    }

    func swiftString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    let swiftKeywords: Set<String> = ["class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in", "while",
                                      "return", "switch", "case", "default", "do", "try", "throw", "self", "true", "false",
                                      "nil", "import", "protocol", "extension", "static", "public", "private", "internal",
                                      "guard", "where", "is", "as", "break", "continue", "repeat", "defer", "operator", "init"]
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
        return String(slice)
    }
}
