import LifecycleSim

/// What a `device` line said before an error stopped its reading: nil for what it did not reach.
struct DeviceLineFacts {
    var version: OSVersion?
    var model: DeviceModel?
}

extension ParserSession {
    /// Reads one header line: a declaration, a handler, a controller declaration or a misspelt declaration.
    mutating func readHeaderLine(_ tokens: [Token], line: SourceLine) {
        guard let keyword = tokens.first else { return }
        let indented = keyword.column > 1
        var cursor = TokenCursor(tokens, index: 1)
        switch keyword.text {
        case "on":
            readHandler(&cursor, keyword: keyword, indented: indented, line: line)
        case "scenario":
            if !indented { currentApp = nil }
            readScenario(&cursor, keyword: keyword, line: line)
        case "device":
            if !indented { currentApp = nil }
            readDevice(&cursor, keyword: keyword, line: line)
        case "setting":
            if !indented { currentApp = nil }
            readSetting(&cursor, keyword: keyword, line: line)
        case "app":
            readApp(&cursor, keyword: keyword, line: line)
        case "never", "always":
            if !indented { currentApp = nil }
            readProperty(tokens, keyword: keyword, line: line)
        case "controller", "navigation", "root":
            readControllerDeclaration(&cursor, keyword: keyword, indented: indented, line: line)
        default:
            if !indented { currentApp = nil }
            let suggestion = nearMissOfDeclaration(keyword)
            if suggestion == "app", let name = tokens.dropFirst().first, name.kind == .word,
               Vocabulary.isIdentifier(name.text) {
                // A misspelt `app NAME`: its indented lines and the uses of NAME share this one error.
                currentApp = name.text
                appsOfBrokenLines.insert(name.text)
            }
            error(DiagnosticMessages.unknownDeclaration(keyword.text, suggestion: suggestion), line: line,
                  token: keyword)
        }
    }

    /// `scenario "TITLE"`.
    private mutating func readScenario(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.scenario
        if let previous = titleLine {
            error(DiagnosticText.duplicateDeclaration(keyword: "scenario", line: previous), line: line, token: keyword)
            return
        }
        titleLine = line.number
        guard let token = cursor.next() else {
            error(DiagnosticMessages.missing(.aTitle, after: "scenario", usage: usage),
                  line: line, token: keyword)
            return
        }
        guard token.kind == .string else {
            error(DiagnosticText.titleNeedsQuotes, line: line, from: token, through: cursor.last ?? token)
            return
        }
        title = token.text
        expectEnd(cursor, line: line, usage: usage)
    }

    /// `device ios VERSION [model MODEL] [memory SIZE] [system SIZE] [multitasking on|off]`.
    private mutating func readDevice(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) {
        let usage = DiagnosticMessages.Usage.device
        if let previous = deviceLine {
            error(DiagnosticText.duplicateDeclaration(keyword: "device", line: previous), line: line, token: keyword)
            return
        }
        deviceLine = line.number
        var said = DeviceLineFacts()
        // Whatever the line said before an error, for the warnings that depend on the device.
        defer { if device == nil { brokenDeviceLine = said } }
        guard let system = cursor.next() else {
            error(DiagnosticMessages.missing(.iosAndVersion, after: "device", usage: usage), line: line,
                  token: keyword)
            return
        }
        guard system.isWord("ios") else {
            error(DiagnosticMessages.unknownWord(.operatingSystem, system.spelling, choices: ["ios"]), line: line,
                  token: system)
            return
        }
        guard let versionToken = cursor.next() else {
            error(DiagnosticMessages.missing(.aVersion, after: "device ios", usage: usage), line: line,
                  token: system)
            return
        }
        guard versionToken.kind == .word, let version = OSVersion(parsing: Substring(versionToken.text)) else {
            error(DiagnosticText.badVersion(spelling: versionToken.spelling), line: line, token: versionToken)
            return
        }
        var declaration = DeviceDeclaration(version: version)
        said.version = version
        var seen: Set<String> = []
        var systemToken: Token?
        while let option = cursor.next() {
            guard checkOption(option, of: .deviceOption, known: Vocabulary.deviceOptions, seen: &seen, line: line,
                              usage: usage)
            else { return }
            switch option.text {
            case "model":
                guard let model = readChoice(&cursor, DeviceModel.allCases.map(\.rawValue), what: .deviceModel,
                                             line: line, after: option, usage: usage)
                else { return }
                declaration.model = DeviceModel(rawValue: model) ?? .iphone
                said.model = declaration.model
            case "memory":
                guard let memory = readSize(&cursor, line: line, after: option, usage: usage) else { return }
                guard memory > .zero else {
                    error(DiagnosticText.zeroDeviceMemory, line: line, token: cursor.peek(-1) ?? option)
                    return
                }
                declaration.memory = memory
            case "system":
                guard let system = readSize(&cursor, line: line, after: option, usage: usage) else { return }
                declaration.system = system
                systemToken = cursor.peek(-1)
            default:
                guard let value = readChoice(&cursor, ["on", "off"], what: .multitaskingSetting, line: line,
                                             after: option, usage: usage)
                else { return }
                declaration.multitasking = value == "on"
            }
        }
        said.model = declaration.model
        if let system = declaration.system, system > declaration.memory, let systemToken {
            error(DiagnosticMessages.systemLargerThanMemory(system: system, memory: declaration.memory,
                                                            memoryIsDefault: !seen.contains("memory")),
                  line: line, token: systemToken)
            return
        }
        device = declaration
    }

    /// The device's iOS version as far as the file says it, for the warnings that depend on it: the
    /// `device` line's, the default without one; nil when the device line has an error before its version.
    var versionForWarnings: OSVersion? {
        if let device { return device.version }
        return deviceLine == nil ? DeviceDeclaration().version : brokenDeviceLine.version
    }

    /// The device's model as far as the file says it (see `versionForWarnings`); nil when the device
    /// line has an error before its `model` option or the end of its options.
    var modelForWarnings: DeviceModel? {
        if let device { return device.model }
        return deviceLine == nil ? DeviceDeclaration().model : brokenDeviceLine.model
    }

    /// `setting background-refresh on|off|restricted [for APP]`, `setting low-power on|off`,
    /// `setting debugger on for APP`, `setting charging|network|notifications on|off`.
    private mutating func readSetting(_ cursor: inout TokenCursor, keyword: Token, line: SourceLine) {
        guard let name = cursor.next() else {
            error(DiagnosticMessages.missing(.aSetting, after: "setting", usage: DiagnosticMessages.Usage.setting),
                  line: line, token: keyword)
            return
        }
        switch name.kind == .word ? name.text : "" {
        case "background-refresh":
            let usage = DiagnosticMessages.Usage.backgroundRefreshSetting
            guard let value = readChoice(&cursor, RefreshSwitch.allCases.map(\.rawValue), what: .switchPosition,
                                         line: line, after: name, usage: usage)
            else { return }
            let position = RefreshSwitch(rawValue: value) ?? .on
            var app: String?
            if let forToken = cursor.skip(word: "for") {
                guard let named = readAppName(&cursor, line: line, after: forToken, usage: usage) else { return }
                if position == .restricted {
                    error(DiagnosticText.restrictedIsGlobal, line: line, from: forToken, through: cursor.peek(-1)
                        ?? forToken)
                    return
                }
                app = named
            }
            guard expectEnd(cursor, line: line, usage: usage) else { return }
            settings.append(.backgroundRefresh(position, app: app))
            noteSetting(name, line: line, since: 7, feature: .backgroundAppRefresh)
        case "low-power":
            let usage = DiagnosticMessages.Usage.lowPowerSetting
            guard let value = readChoice(&cursor, ["on", "off"], what: .switchPosition, line: line, after: name,
                                         usage: usage)
            else { return }
            guard expectEnd(cursor, line: line, usage: usage) else { return }
            settings.append(.lowPower(value == "on"))
            noteSetting(name, line: line, since: 9, feature: .lowPowerMode)
        case "debugger":
            let usage = DiagnosticMessages.Usage.debuggerSetting
            guard readChoice(&cursor, ["on"], what: .debuggerSetting, line: line, after: name, usage: usage) != nil
            else { return }
            guard let forToken = cursor.next(), forToken.isWord("for") else {
                error(DiagnosticMessages.missing(.forApp, after: "setting debugger on", usage: usage), line: line,
                      token: cursor.peek(-1) ?? name)
                return
            }
            guard let app = readAppName(&cursor, line: line, after: forToken, usage: usage) else { return }
            guard expectEnd(cursor, line: line, usage: usage) else { return }
            settings.append(.debugger(app: app))
        case "notifications":
            guard let on = readSwitch(&cursor, after: name, line: line, usage: DiagnosticMessages.Usage.notificationsSetting)
            else { return }
            settings.append(.notifications(on))
        case "incoming-calls":
            let usage = DiagnosticMessages.Usage.incomingCallsSetting
            guard let value = readChoice(&cursor, ["banner", "full-screen"], what: .incomingCallsStyle, line: line,
                                         after: name, usage: usage),
                  expectEnd(cursor, line: line, usage: usage)
            else { return }
            settings.append(.incomingCalls(fullScreen: value == "full-screen"))
            noteSetting(name, line: line, since: 14, feature: .callBanner)
        case "always-on":
            guard let on = readSwitch(&cursor, after: name, line: line, usage: DiagnosticMessages.Usage.alwaysOnSetting)
            else { return }
            settings.append(.alwaysOn(on))
            noteSetting(name, line: line, since: 16, feature: .alwaysOnDisplay)
        case "passcode":
            guard let on = readSwitch(&cursor, after: name, line: line, usage: DiagnosticMessages.Usage.passcodeSetting)
            else { return }
            settings.append(.passcode(on))
            noteSetting(name, line: line, since: 4, feature: .dataProtection)
        case "charging", "network":
            guard let on = readSwitch(&cursor, after: name, line: line, usage: DiagnosticMessages.Usage.powerSetting(name.text))
            else { return }
            settings.append(name.text == "charging" ? .charging(on) : .network(on))
        default:
            error(DiagnosticMessages.unknownWord(.setting, name.spelling, choices: Vocabulary.settings), line: line,
                  token: name)
        }
    }

    /// Checks one option word of a declaration line: a word, known, and not repeated (unless
    /// `repeatable`). Reports the first problem and returns false: the rest of the line is skipped.
    mutating func checkOption(_ option: Token, of declaration: DiagnosticNoun, known: [String],
                              repeatable: Set<String> = [], seen: inout Set<String>, line: SourceLine,
                              usage: String) -> Bool {
        guard option.kind == .word else {
            error(DiagnosticMessages.unexpected(option.spelling, usage: usage), line: line, token: option)
            return false
        }
        guard known.contains(option.text) else {
            error(DiagnosticMessages.unknownOption(option.text, of: declaration, choices: known), line: line,
                  token: option)
            return false
        }
        guard seen.insert(option.text).inserted || repeatable.contains(option.text) else {
            error(DiagnosticText.duplicateOption(option: option.text), line: line, token: option)
            return false
        }
        return true
    }

    /// The `on|off` that ends a switch setting's line (`setting notifications on`); nil, with the
    /// problem reported, when it is missing, another word, or followed by more.
    mutating func readSwitch(_ cursor: inout TokenCursor, after name: Token, line: SourceLine, usage: String) -> Bool? {
        guard let value = readChoice(&cursor, ["on", "off"], what: .switchPosition, line: line, after: name, usage: usage),
              expectEnd(cursor, line: line, usage: usage)
        else { return nil }
        return value == "on"
    }

    /// Notes a `setting` line that exists only from iOS `since`, for `validate()` to warn about once
    /// the device line is known wherever it stands.
    private mutating func noteSetting(_ name: Token, line: SourceLine, since: Int, feature: DiagnosticNoun) {
        laterChecks.append(LaterCheck(.versionedSetting(since: since, feature: feature), app: "", line: line, token: name))
    }
}
