import LifecycleSim

/// The test framework an exported test is written for.
public enum TestFramework: Sendable {
    case xctest, swiftTesting
}

/// A statement the Swift API cannot express: exporting stops rather than write wrong code.
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
        try writeTimeline()
        out.append("    }")
        out.append("}")
        return out.joined(separator: "\n") + "\n"
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
        if device.memory != .gigabytes(1) || device.system != nil {
            throw ExportError(line: 1, message: "the device's memory cannot be exported yet")
        }
        if !document.settings.isEmpty {
            throw ExportError(line: firstLine(startingWith: "setting"),
                              message: "'setting' lines cannot be exported yet; send the event instead (`refresh off`, `low-power on`)")
        }
        out.append("        let device = try SimulatedDevice(\(arguments))")
    }

    func firstLine(startingWith word: String) -> Int {
        (lines.firstIndex { $0.trimmingSpaces().hasPrefix(word) } ?? 0) + 1
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
            try checkAppOptions(app)
            flushComments(before: app.location.line, indent: 2)
            var arguments = swiftString(app.name)
            if !app.modes.isEmpty { arguments += ", modes: [" + app.modes.map { "." + modeCase($0) }.joined(separator: ", ") + "]" }
            if app.exitsOnSuspend { arguments += ", exitsOnSuspend: true" }
            let head = "        let \(variable) = try device.install(\(arguments))"
            if app.handlers.isEmpty {
                out.append(head + trailingComment(app.location.line))
                nextCommentLine = app.location.line + 1
                continue
            }
            out.append(head + " { app in" + trailingComment(app.location.line))
            nextCommentLine = app.location.line + 1
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

    func checkAppOptions(_ app: AppDeclaration) throws {
        let unsupported: String? =
            app.hasExplicitProcessName ? "process" :
            app.bundleID != "com.example.\(app.name)" ? "id" :
            app.memory != .megabytes(20) ? "memory" :
            app.restoration ? "restoration" :
            !app.documents.isEmpty ? "documents" :
            !app.exports.isEmpty ? "exports" :
            app.builtin ? "builtin" :
            app.version != nil ? "version" :
            app.scenes ? "scenes" :
            !app.controllers.isEmpty || app.rootController != nil ? "controllers" :
            !app.bgTaskIdentifiers.isEmpty ? "bgtasks" : nil
        if let unsupported {
            throw ExportError(line: app.location.line,
                              message: "app \(app.name): the '\(unsupported)' option cannot be exported yet")
        }
    }

    mutating func writeHandler(_ handler: HandlerDeclaration, expiring: Set<String>) throws {
        let opening: String
        switch handler.callback {
        case .delegate(let callback): opening = "app.on(.\(callback.rawValue))"
        case .expire(let task): opening = "app.onExpire(\(swiftString(task)))"
        default:
            throw ExportError(line: handler.location.line, message: "'on \(handler.callback)' cannot be exported yet")
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
        default:
            throw ExportError(line: statement.location.line, message: "the action '\(statement.action)' cannot be exported yet")
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
            case .log:
                throw ExportError(line: line, message: "'log' cannot be exported: the Swift API has no device log")
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
        default:
            throw ExportError(line: line, message: "the event '\(text)' cannot be exported yet")
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
            return "assertCallbacks(\(try app(name, line: line)), [\(list)])"
        case .noCallbacks(let name):
            return "assertCallbacks(\(try app(name, line: line)), [String]())"
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
        default:
            throw ExportError(line: line, message: "'\(text)' cannot be exported yet")
        }
    }

    // MARK: Swift spelling

    func durationLiteral(_ duration: VirtualDuration) -> String {
        let ms = duration.milliseconds
        if ms != 0, ms % 60_000 == 0 { return ".minutes(\(ms / 60_000))" }
        if ms % 1000 == 0 { return ".seconds(\(ms / 1000))" }
        return ".milliseconds(\(ms))"
    }

    func stateCase(_ state: AppState) -> String { state == .notRunning ? "notRunning" : state.rawValue }

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
