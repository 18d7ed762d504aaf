import LifecycleSim

/// The messages of the scenario parser that choose among `DiagnosticText`'s cases (a suggestion
/// when a near word exists, the list of choices when none does) or prepare their arguments (a
/// `Usage` form, the article English needs); the parser makes every other message as a case of
/// `DiagnosticText` directly.
///
/// Each message says what is wrong and how to fix it; the `Usage` forms are the syntax
/// a message quotes when an argument is missing or extra.
enum DiagnosticMessages {

    static func bgTaskHandlerNeverRuns(_ id: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return .bgTaskHandlerNeverRunsSuggestion(app: app, id: id, suggestion: suggestion)
        }
        return .bgTaskHandlerNeverRuns(app: app, id: id)
    }

    // MARK: Encoding and lexing

    static func invalidUTF8(_ byte: UInt8) -> DiagnosticText {
        let hex = String(byte, radix: 16, uppercase: true)
        return .invalidUTF8(hex: "\(hex.count < 2 ? "0" + hex : hex)")
    }

    // MARK: Words

    /// `unknown event 'hom'; did you mean 'home'?`, or the list of choices when nothing is close.
    static func unknownWord(_ what: DiagnosticNoun, _ word: String, choices: [String],
                            suggestFrom: [String]? = nil) -> DiagnosticText {
        if let suggestion = Suggestion.nearest(to: word, in: suggestFrom ?? choices) {
            return .unknownWordSuggestion(what: what, word: word, suggestion: suggestion)
        }
        return .unknownWordChoices(what: what, word: word, choices: choices)
    }

    static func unknownOption(_ word: String, of declaration: DiagnosticNoun, choices: [String]) -> DiagnosticText {
        unknownWord(declaration, word, choices: choices)
    }

    static func unknownDeclaration(_ word: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return .unknownDeclarationSuggestion(word: word, suggestion: suggestion) }
        return .unknownDeclaration(word: word)
    }

    static func missing(_ what: DiagnosticNoun, after keyword: String, usage: String) -> DiagnosticText {
        .missing(keyword: keyword, what: what, usage: Usage.argument(usage))
    }

    /// `'phase' needs a phase: ...`: `missing` for the kinds of word `readChoice` reads, whose nouns
    /// (as `unknownWord` names them: "unknown phase 'x'") have no article of their own.
    static func missingChoice(_ what: DiagnosticNoun, after keyword: String, usage: String) -> DiagnosticText {
        let english = what.english
        if english.first.map({ "aeiou".contains($0) }) == true {
            return .missingChoiceAn(keyword: keyword, what: what, usage: Usage.argument(usage))
        }
        return .missingChoiceA(keyword: keyword, what: what, usage: Usage.argument(usage))
    }

    static func unexpected(_ spelling: String, usage: String) -> DiagnosticText {
        .unexpected(spelling: spelling, usage: Usage.argument(usage))
    }

    static func expectedWord(_ word: String, found spelling: String, usage: String) -> DiagnosticText {
        .expectedWord(word: word, spelling: spelling, usage: Usage.argument(usage))
    }

    static func missingColon(after word: String, usage: String) -> DiagnosticText {
        .missingColon(word: word, usage: Usage.argument(usage))
    }

    // MARK: Names

    static func notAnAppName(_ spelling: String, usage: String) -> DiagnosticText {
        .notAnAppName(spelling: spelling, usage: Usage.argument(usage))
    }

    static func undeclaredApp(_ name: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return .undeclaredAppSuggestion(name: name, suggestion: suggestion) }
        return .undeclaredApp(name: name)
    }

    // MARK: Declarations

    // MARK: Handlers and actions

    /// `app`: the app of the nearest `app` line above, the likeliest owner.
    static func unindentedHandlerNeedsApp(_ callback: String, app: String?) -> DiagnosticText {
        .unindentedHandlerNeedsApp(app: "\(app ?? "APP")", callback: callback)
    }

    /// An `on` line after the first timeline line (`app`: the app it names, or the only declared app).
    static func handlerAfterTimeline(_ callback: String, app: String?, namesApp: Bool,
                                     timelineStart: Int) -> DiagnosticText {
        if namesApp { return .handlerAfterTimelineNamingApp(start: timelineStart) }
        return .handlerAfterTimeline(start: timelineStart, app: "\(app ?? "APP")", callback: callback)
    }

    /// A line indented under an `app` line that is neither a declaration nor a timeline statement.
    static func strayIndentedLine(_ word: String, app: String, appLine: Int?) -> DiagnosticText {
        let appText = appLine.map { .appLineAt(app: app, line: $0) } ?? DiagnosticText.verbatim("'app \(app)'")
        if Vocabulary.actions.contains(word) { return .strayAction(word: word, appLine: appText) }
        if Vocabulary.appOptions.contains(word) { return .strayAppOption(word: word, appLine: appText) }
        return .strayLine(word: word, appLine: appText)
    }

    static func emptyAction(after separator: String) -> DiagnosticText {
        separator == ":" ? .noActionAfterColon : .emptyActionAfterSemicolon
    }

    // MARK: Timeline

    static func badDuration(_ text: String, _ failure: DurationParser.Failure) -> DiagnosticText {
        switch failure {
        case .malformed: return .durationMalformed(text: text)
        case .missingUnit: return .durationMissingUnit(text: text)
        case .unitOrder(let unit): return .durationUnitOrder(text: text, unit: unit)
        case .fractionNotLast: return .durationFractionNotLast(text: text)
        case .finerThanMillisecond: return .durationFinerThanMillisecond(text: text)
        case .tooLarge: return .durationTooLarge(text: text)
        }
    }

    static func timeRunsBackwards(_ text: String, current: VirtualTime) -> DiagnosticText {
        let now = VirtualDuration(milliseconds: current.milliseconds)
        return .timeRunsBackwards(text: text, now: "\(now)")
    }

    /// `-179s` at the start of a timeline line: times count from the start of the run (0s), so none
    /// is negative; `current` is the time of the line before, the earliest a line may have.
    static func negativeTime(_ text: String, current: VirtualTime) -> DiagnosticText {
        let now = VirtualDuration(milliseconds: current.milliseconds)
        return .negativeTime(text: text, now: "\(now)")
    }

    static func declarationAfterTimeline(_ word: String, timelineStart: Int) -> DiagnosticText {
        word == "app" ? .appDeclarationAfterTimeline(word: word, start: timelineStart)
            : .declarationAfterTimeline(word: word, start: timelineStart)
    }

    // MARK: Sizes

    static func badSize(_ text: String, _ failure: SizeParser.Failure) -> DiagnosticText {
        switch failure {
        case .malformed:
            return .sizeMalformed(text: text)
        case .missingUnit where text.contains("."):
            return .sizeMissingUnitFraction(text: text)
        case .missingUnit:
            return .sizeMissingUnit(text: text)
        case .unitCase(let unit):
            let digits = String(text.unicodeScalars.dropLast(unit.unicodeScalars.count))
            return .sizeUnitCase(text: text, digits: digits, unit: unit)
        case .fraction(let exactly):
            if let exactly { return .sizeFractionExact(text: text, exactly: exactly) }
            return .sizeFraction(text: text)
        case .tooLarge:
            return .sizeTooLarge(text: text, maximum: "\(SizeParser.maximum)")
        }
    }

    static func systemLargerThanMemory(system: MemorySize, memory: MemorySize,
                                       memoryIsDefault: Bool) -> DiagnosticText {
        let memoryText: DiagnosticText = memoryIsDefault ? .defaultMemory(memory: "\(memory)") : .verbatim("\(memory)")
        return .systemLargerThanMemory(system: "\(system)", memory: memoryText)
    }

    // MARK: App options

    static func notAFileExtension(_ spelling: String) -> DiagnosticText {
        let bare = spelling.hasPrefix(".") ? String(spelling.dropFirst()) : ""
        if Vocabulary.isFileExtension(bare) { return .extensionWithDot(bare: bare) }
        return .notAFileExtension(spelling: spelling)
    }

    // MARK: View controllers

    static func controllerDeclarationOutsideApp(_ keyword: String, indented: Bool) -> DiagnosticText {
        indented ? .indentedControllerWithoutApp(keyword: keyword) : .controllerOutsideApp(keyword: keyword)
    }

    static func undeclaredController(_ name: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return .undeclaredControllerSuggestion(app: app, name: name, suggestion: suggestion)
        }
        return .undeclaredController(app: app, name: name)
    }

    static func notANavigation(_ name: String, app: String, suggestion: String?,
                               navigations: [String]) -> DiagnosticText {
        if let suggestion {
            return .notANavigationSuggestion(name: name, app: app, suggestion: suggestion)
        }
        if navigations.isEmpty { return .notANavigationNone(name: name, app: app) }
        return .notANavigationList(name: name, app: app, navigations: navigations)
    }

    static func unknownControllerCommand(_ word: String, app: String) -> DiagnosticText {
        if let suggestion = Suggestion.nearest(to: word, in: Vocabulary.controllerCommands) {
            return .unknownControllerCommandSuggestion(word: word, suggestion: suggestion)
        }
        return .unknownControllerCommand(word: word)
    }

    // MARK: Callbacks

    static func notAControllerCallbackItem(_ spelling: String) -> DiagnosticText {
        Vocabulary.listedCallbacks.contains(spelling) ? .appCallbackInControllerList(spelling: spelling)
            : .notAControllerCallback(spelling: spelling)
    }

    /// A callback spelt the UIKit or Xamarin way: the short name, and where the long names are.
    static func foreignCallback(_ spelling: String, _ name: ForeignCallbackName) -> DiagnosticText {
        .foreignCallback(spelling: spelling, callback: "\(name.callback.rawValue)")
    }

    /// A handler for a callback recorded on the sender of a shared document, spelt the UIKit way.
    static func foreignSendingCallbackInHandler(_ spelling: String, _ name: ForeignCallbackName) -> DiagnosticText {
        .foreignSendingCallbackInHandler(spelling: spelling, callback: "\(name.callback.rawValue)")
    }

    // MARK: Warnings

    static func endOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return .endOfTaskNeverBegunSuggestion(app: app, task: task, suggestion: suggestion)
        }
        return .endOfTaskNeverBegun(app: app, task: task)
    }

    static func expiryOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return .expiryOfTaskNeverBegunSuggestion(app: app, task: task, suggestion: suggestion)
        }
        return .expiryOfTaskNeverBegun(app: app, task: task)
    }

    static func unknownBuiltin(_ name: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return .unknownBuiltinSuggestion(name: name, suggestion: suggestion) }
        return .unknownBuiltin(name: name, builtins: Vocabulary.builtinApps)
    }

}
