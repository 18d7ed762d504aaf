import LifecycleSim

/// Writes a scenario document back as scenario-language text that parses to the same scenario,
/// so generated scenarios (random walks, their shrunken reproductions) can be saved and replayed.
public enum ScenarioWriter {
    /// The whole file: header, apps with their controllers and handlers, then the timeline
    /// with absolute times.
    public static func text(of document: ScenarioDocument) -> String {
        var lines: [String] = []
        if let title = document.title { lines.append("scenario \(title.quotedForScenario)") }
        lines.append(deviceLine(document.device))
        for setting in document.settings { lines.append(settingLine(setting)) }
        for app in document.apps {
            lines.append(appLine(app))
            for controller in app.controllers { lines.append("  " + controllerLine(controller)) }
            if let root = app.rootController { lines.append("  root \(root)") }
            for handler in app.handlers {
                let actions = handler.actions.map(actionText).joined(separator: "; ")
                lines.append("  on \(handler.callback): \(actions)")
            }
        }
        for property in document.properties { lines.append(property.text) }
        lines.append("")
        for entry in document.timeline {
            let time = TimeFormat.duration(entry.time.milliseconds)
            let statement = statementText(entry.statement)
            lines.append(statement.isEmpty ? time : "\(time) \(statement)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A bare word when the language reads it back as one, else a string.
    package static func word(_ text: String) -> String {
        plain(text) ? text : text.quotedForScenario
    }

    /// True when `text` is not empty and has no blank, `#`, quote or backslash character.
    private static func plain(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        // ASCII text (the usual case) is looked at byte by byte: every character is one byte, or
        // CR LF, which is none of those; going character by character costs thousands of
        // instructions per word.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return !text.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "#")
                || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        return !text.contains { $0 == " " || $0 == "\t" || $0 == "#" || $0 == "\"" || $0 == "\\" }
    }

    private static func deviceLine(_ device: DeviceDeclaration) -> String {
        var line = "device ios \(device.version) model \(device.model.rawValue) memory \(device.memory)"
        if let system = device.system { line += " system \(system)" }
        if !device.multitasking { line += " multitasking off" }
        return line
    }

    private static func settingLine(_ setting: SettingDeclaration) -> String {
        switch setting {
        case .backgroundRefresh(let value, let app): return "setting background-refresh \(value.rawValue)" + (app.map { " for \($0)" } ?? "")
        case .lowPower(let on): return "setting low-power \(on ? "on" : "off")"
        case .debugger(let app): return "setting debugger on for \(app)"
        case .charging(let on): return "setting charging \(on ? "on" : "off")"
        case .network(let on): return "setting network \(on ? "on" : "off")"
        case .notifications(let on): return "setting notifications \(on ? "on" : "off")"
        case .incomingCalls(let fullScreen): return "setting incoming-calls \(fullScreen ? "full-screen" : "banner")"
        case .alwaysOn(let on): return "setting always-on \(on ? "on" : "off")"
        case .passcode(let on): return "setting passcode \(on ? "on" : "off")"
        }
    }

    private static func appLine(_ app: AppDeclaration) -> String {
        var line = "app \(app.name)"
        if app.bundleID != "com.example.\(app.name)" { line += " id \(app.bundleID)" }
        if app.hasExplicitProcessName { line += " process \(word(app.processName))" }
        if !app.modes.isEmpty { line += " modes " + app.modes.map(\.rawValue).joined(separator: ",") }
        if app.exitsOnSuspend { line += " exits-on-suspend" }
        if app.memory != .megabytes(20) { line += " memory \(app.memory)" }
        if app.restoration { line += " restoration" }
        if app.swiftUI { line += " swiftui" }
        if app.multipleScenes { line += " scenes multiple" } else if app.scenes && !app.swiftUI { line += " scenes" }
        if !app.documents.isEmpty { line += " documents " + app.documents.joined(separator: ",") }
        for export in app.exports {
            line += " exports \(export.identifier) conforms-to \(export.conformsTo)"
            if let ext = export.fileExtension { line += " extension \(ext)" }
        }
        if app.builtin { line += " builtin" }
        if let version = app.version { line += " version \(word(version))" }
        if !app.bgTaskIdentifiers.isEmpty { line += " bgtasks " + app.bgTaskIdentifiers.joined(separator: ",") }
        return line
    }

    private static func controllerLine(_ controller: ControllerDefinition) -> String {
        let id = controller.restorationID.map { " restoration-id \($0)" } ?? ""
        switch controller.kind {
        case .plain: return "controller \(controller.name)\(id)"
        case .navigation(let root): return "navigation \(controller.name) root \(root)\(id)"
        }
    }

    private static func actionText(_ statement: ActionStatement) -> String {
        statement.action.description + (statement.delay.map { " after \($0)" } ?? "")
    }

    /// A timeline statement without its time.
    public static func statementText(_ statement: TimelineStatement) -> String {
        switch statement {
        case .advance: return ""
        case .event(let event): return eventText(event)
        case .expect(let expectation): return "expect \(expectation)"
        case .log(let text): return "log \(text.quotedForScenario)"
        }
    }

    private static func eventText(_ event: DeviceEvent) -> String {
        switch event {
        case .launch(let app, let url): return "launch \(app)" + (url.map { " url \(word($0))" } ?? "")
        case .openURL(let url, let app, let from): return "open \(word(url)) in \(app)" + (from.map { " from \($0)" } ?? "")
        case .share(let file, let from, let to): return "share \(word(file)) from \(from) to \(to)"
        default: return event.description
        }
    }
}
