import LifecycleSim

/// Every message of the scenario parser, built in one place as a key and its arguments
/// (`DiagnosticText`); the texts of each language are in `DiagnosticCatalogue`.
///
/// Each message says what is wrong and how to fix it; the `Usage` forms are the syntax
/// a message quotes when an argument is missing or extra.
enum DiagnosticMessages {
    typealias Text = DiagnosticText

    /// A malformed BGTaskScheduler identifier (BT-1).
    static func notABGTaskIdentifier(_ text: String) -> DiagnosticText {
        Text(.notABGTaskIdentifier, ["text": "\(text)"])
    }

    /// A BGTaskScheduler handler for an identifier the app does not permit (BT-1).
    /// BT-8: an `on performFetch` handler of an app that declares `bgtasks`, on iOS 13 or later.
    /// NT-1: a `notifications` expectation in a scenario that does not record them.
    static let notificationsNotRecorded = Text(.notificationsNotRecorded)

    static func performFetchDisabledByBGTasks(app: String, version: OSVersion) -> DiagnosticText {
        Text(.performFetchDisabledByBGTasks, ["app": "\(app)", "version": "\(version)"])
    }

    static func bgTaskHandlerNeverRuns(_ id: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return Text(.bgTaskHandlerNeverRunsSuggestion, ["app": "\(app)", "id": "\(id)", "suggestion": "\(suggestion)"])
        }
        return Text(.bgTaskHandlerNeverRuns, ["app": "\(app)", "id": "\(id)"])
    }

    // MARK: Encoding and lexing

    static let nulByte = Text(.nulByte)

    static func invalidUTF8(_ byte: UInt8) -> DiagnosticText {
        let hex = String(byte, radix: 16, uppercase: true)
        return Text(.invalidUTF8, ["hex": "\(hex.count < 2 ? "0" + hex : hex)"])
    }

    static let unterminatedString = Text(.unterminatedString)

    static func unknownEscape(_ escape: String) -> DiagnosticText {
        Text(.unknownEscape, ["escape": "\(escape)"])
    }

    // MARK: Words

    /// `unknown event 'hom'; did you mean 'home'?`, or the list of choices when nothing is close.
    static func unknownWord(_ what: DiagnosticNoun, _ word: String, choices: [String],
                            suggestFrom: [String]? = nil) -> DiagnosticText {
        if let suggestion = Suggestion.nearest(to: word, in: suggestFrom ?? choices) {
            return Text(.unknownWordSuggestion, ["what": .noun(what), "word": "\(word)", "suggestion": "\(suggestion)"])
        }
        return Text(.unknownWordChoices, ["what": .noun(what), "word": "\(word)", "choices": .choices(choices)])
    }

    static func unknownOption(_ word: String, of declaration: DiagnosticNoun, choices: [String]) -> DiagnosticText {
        unknownWord(declaration, word, choices: choices)
    }

    static func unknownDeclaration(_ word: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return Text(.unknownDeclarationSuggestion, ["word": "\(word)", "suggestion": "\(suggestion)"]) }
        return Text(.unknownDeclaration, ["word": "\(word)"])
    }

    static func missing(_ what: DiagnosticNoun, after keyword: String, usage: String) -> DiagnosticText {
        Text(.missing, ["keyword": "\(keyword)", "what": .noun(what), "usage": Usage.argument(usage)])
    }

    /// `'phase' needs a phase: ...`: `missing` for the kinds of word `readChoice` reads, whose nouns
    /// (as `unknownWord` names them: "unknown phase 'x'") have no article of their own.
    static func missingChoice(_ what: DiagnosticNoun, after keyword: String, usage: String) -> DiagnosticText {
        let english = DiagnosticCatalogue.nouns.text(what, in: .en)
        let key: DiagnosticKey = english.first.map { "aeiou".contains($0) } == true ? .missingChoiceAn : .missingChoiceA
        return Text(key, ["keyword": "\(keyword)", "what": .noun(what), "usage": Usage.argument(usage)])
    }

    static func unexpected(_ spelling: String, usage: String) -> DiagnosticText {
        Text(.unexpected, ["spelling": "\(spelling)", "usage": Usage.argument(usage)])
    }

    static func expectedWord(_ word: String, found spelling: String, usage: String) -> DiagnosticText {
        Text(.expectedWord, ["word": "\(word)", "spelling": "\(spelling)", "usage": Usage.argument(usage)])
    }

    static func missingColon(after word: String, usage: String) -> DiagnosticText {
        Text(.missingColon, ["word": "\(word)", "usage": Usage.argument(usage)])
    }

    static let emptyListItem = Text(.emptyListItem)

    // MARK: Names

    static func notAnAppName(_ spelling: String, usage: String) -> DiagnosticText {
        Text(.notAnAppName, ["spelling": "\(spelling)", "usage": Usage.argument(usage)])
    }

    static func notATaskName(_ spelling: String) -> DiagnosticText {
        Text(.notATaskName, ["spelling": "\(spelling)"])
    }

    static func notAnIdentifier(_ spelling: String, what: DiagnosticNoun) -> DiagnosticText {
        Text(.notAnIdentifier, ["spelling": "\(spelling)", "what": .noun(what)])
    }

    static func keywordAsName(_ name: String, what: DiagnosticNoun) -> DiagnosticText {
        Text(.keywordAsName, ["name": "\(name)", "what": .noun(what)])
    }

    static func duplicateApp(_ name: String, firstLine: Int) -> DiagnosticText {
        Text(.duplicateApp, ["name": "\(name)", "line": "\(firstLine)"])
    }

    static func undeclaredApp(_ name: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return Text(.undeclaredAppSuggestion, ["name": "\(name)", "suggestion": "\(suggestion)"]) }
        return Text(.undeclaredApp, ["name": "\(name)"])
    }

    // MARK: Declarations

    static func duplicateDeclaration(_ keyword: String, firstLine: Int) -> DiagnosticText {
        Text(.duplicateDeclaration, ["keyword": "\(keyword)", "line": "\(firstLine)"])
    }

    static let titleNeedsQuotes = Text(.titleNeedsQuotes)

    static func badVersion(_ spelling: String) -> DiagnosticText {
        Text(.badVersion, ["spelling": "\(spelling)"])
    }

    static func duplicateOption(_ option: String) -> DiagnosticText {
        Text(.duplicateOption, ["option": "\(option)"])
    }

    static func duplicateMode(_ mode: String) -> DiagnosticText {
        Text(.duplicateMode, ["mode": "\(mode)"])
    }

    static let restrictedIsGlobal = Text(.restrictedIsGlobal)

    // MARK: Handlers and actions

    static func indentedHandlerWithoutApp(_ callback: String) -> DiagnosticText {
        Text(.indentedHandlerWithoutApp, ["callback": "\(callback)"])
    }

    /// `app`: the app of the nearest `app` line above, the likeliest owner.
    static func unindentedHandlerNeedsApp(_ callback: String, app: String?) -> DiagnosticText {
        Text(.unindentedHandlerNeedsApp, ["callback": "\(callback)", "app": "\(app ?? "APP")"])
    }

    /// `on Mail didEnterBackground:`: the app and the callback written apart.
    static func handlerAppNeedsDot(_ app: String, callback: String) -> DiagnosticText {
        Text(.handlerAppNeedsDot, ["app": "\(app)", "callback": "\(callback)"])
    }

    /// An `on` line after the first timeline line (`app`: the app it names, or the only declared app).
    static func handlerAfterTimeline(_ callback: String, app: String?, namesApp: Bool,
                                     timelineStart: Int) -> DiagnosticText {
        if namesApp { return Text(.handlerAfterTimelineNamingApp, ["start": "\(timelineStart)"]) }
        return Text(.handlerAfterTimeline, ["start": "\(timelineStart)", "app": "\(app ?? "APP")",
                                            "callback": "\(callback)"])
    }

    /// A line indented under an `app` line that is neither a declaration nor a timeline statement.
    static func strayIndentedLine(_ word: String, app: String, appLine: Int?) -> DiagnosticText {
        let appText: DiagnosticText.Argument = appLine.map { .text(Text(.appLineAt, ["app": "\(app)", "line": "\($0)"])) }
            ?? "'app \(app)'"
        let key: DiagnosticKey = Vocabulary.actions.contains(word) ? .strayAction
            : (Vocabulary.appOptions.contains(word) ? .strayAppOption : .strayLine)
        return Text(key, ["word": "\(word)", "appLine": appText])
    }

    static func emptyAction(after separator: String) -> DiagnosticText {
        Text(separator == ":" ? .noActionAfterColon : .emptyActionAfterSemicolon)
    }

    static let workCannotBeDelayed = Text(.workCannotBeDelayed)

    static let logNeedsQuotes = Text(.logNeedsQuotes)

    // MARK: Timeline

    static func badDuration(_ text: String, _ failure: DurationParser.Failure) -> DiagnosticText {
        switch failure {
        case .malformed: return Text(.durationMalformed, ["text": "\(text)"])
        case .missingUnit: return Text(.durationMissingUnit, ["text": "\(text)"])
        case .unitOrder(let unit): return Text(.durationUnitOrder, ["text": "\(text)", "unit": "\(unit)"])
        case .fractionNotLast: return Text(.durationFractionNotLast, ["text": "\(text)"])
        case .finerThanMillisecond: return Text(.durationFinerThanMillisecond, ["text": "\(text)"])
        case .tooLarge: return Text(.durationTooLarge, ["text": "\(text)"])
        }
    }

    static func timeRunsBackwards(_ text: String, current: VirtualTime) -> DiagnosticText {
        let now = VirtualDuration(milliseconds: current.milliseconds)
        return Text(.timeRunsBackwards, ["text": "\(text)", "now": "\(now)"])
    }

    /// `-179s` at the start of a timeline line: times count from the start of the run (0s), so none
    /// is negative; `current` is the time of the line before, the earliest a line may have.
    static func negativeTime(_ text: String, current: VirtualTime) -> DiagnosticText {
        let now = VirtualDuration(milliseconds: current.milliseconds)
        return Text(.negativeTime, ["text": "\(text)", "now": "\(now)"])
    }

    static let timelineTooLong = Text(.timelineTooLong)

    static func notAStatement(_ spelling: String) -> DiagnosticText {
        Text(.notAStatement, ["spelling": "\(spelling)"])
    }

    static func declarationAfterTimeline(_ word: String, timelineStart: Int) -> DiagnosticText {
        Text(word == "app" ? .appDeclarationAfterTimeline : .declarationAfterTimeline,
             ["word": "\(word)", "start": "\(timelineStart)"])
    }

    static func statementStartsWithApp(_ app: String) -> DiagnosticText {
        Text(.statementStartsWithApp, ["app": "\(app)"])
    }

    /// A count that is not a whole number of at most six digits; `counted` is what it counts
    /// (`.backgroundTasks` for `expect APP tasks N`, `.connectedScenes` for `expect APP scenes N`).
    static func badCount(_ spelling: String, of counted: DiagnosticNoun) -> DiagnosticText {
        Text(.badCount, ["spelling": "\(spelling)", "what": .noun(counted)])
    }

    // MARK: Sizes

    static func badSize(_ text: String, _ failure: SizeParser.Failure) -> DiagnosticText {
        switch failure {
        case .malformed:
            return Text(.sizeMalformed, ["text": "\(text)"])
        case .missingUnit where text.contains("."):
            return Text(.sizeMissingUnitFraction, ["text": "\(text)"])
        case .missingUnit:
            return Text(.sizeMissingUnit, ["text": "\(text)"])
        case .unitCase(let unit):
            let digits = String(text.unicodeScalars.dropLast(unit.unicodeScalars.count))
            return Text(.sizeUnitCase, ["text": "\(text)", "digits": "\(digits)", "unit": "\(unit)"])
        case .fraction(let exactly):
            if let exactly { return Text(.sizeFractionExact, ["text": "\(text)", "exactly": "\(exactly)"]) }
            return Text(.sizeFraction, ["text": "\(text)"])
        case .tooLarge:
            return Text(.sizeTooLarge, ["text": "\(text)", "maximum": "\(SizeParser.maximum)"])
        }
    }

    static func systemLargerThanMemory(system: MemorySize, memory: MemorySize,
                                       memoryIsDefault: Bool) -> DiagnosticText {
        let memoryText: DiagnosticText.Argument = memoryIsDefault
            ? .text(Text(.defaultMemory, ["memory": "\(memory)"])) : "\(memory)"
        return Text(.systemLargerThanMemory, ["system": "\(system)", "memory": memoryText])
    }

    static let zeroDeviceMemory = Text(.zeroDeviceMemory)

    static let zeroMemoryPressure = Text(.zeroMemoryPressure)

    // MARK: App options

    static func notATypeIdentifier(_ spelling: String) -> DiagnosticText {
        Text(.notATypeIdentifier, ["spelling": "\(spelling)"])
    }

    static func duplicateDocumentType(_ type: String) -> DiagnosticText {
        Text(.duplicateDocumentType, ["type": "\(type)"])
    }

    static func duplicateExport(_ type: String) -> DiagnosticText {
        Text(.duplicateExport, ["type": "\(type)"])
    }

    static func notAFileExtension(_ spelling: String) -> DiagnosticText {
        let bare = spelling.hasPrefix(".") ? String(spelling.dropFirst()) : ""
        if Vocabulary.isFileExtension(bare) { return Text(.extensionWithDot, ["bare": "\(bare)"]) }
        return Text(.notAFileExtension, ["spelling": "\(spelling)"])
    }

    // MARK: View controllers

    static func controllerDeclarationOutsideApp(_ keyword: String, indented: Bool) -> DiagnosticText {
        Text(indented ? .indentedControllerWithoutApp : .controllerOutsideApp, ["keyword": "\(keyword)"])
    }

    static func duplicateController(_ name: String, app: String, firstLine: Int) -> DiagnosticText {
        Text(.duplicateController, ["name": "\(name)", "app": "\(app)", "line": "\(firstLine)"])
    }

    static func undeclaredController(_ name: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return Text(.undeclaredControllerSuggestion, ["name": "\(name)", "app": "\(app)", "suggestion": "\(suggestion)"])
        }
        return Text(.undeclaredController, ["name": "\(name)", "app": "\(app)"])
    }

    static func navigationRootIsItself(_ name: String) -> DiagnosticText {
        Text(.navigationRootIsItself, ["name": "\(name)"])
    }

    static func navigationInsideNavigation(_ child: String) -> DiagnosticText {
        Text(.navigationInsideNavigation, ["child": "\(child)"])
    }

    static func controllerAlreadyRoot(_ child: String, of navigation: String, line: Int) -> DiagnosticText {
        Text(.controllerAlreadyRoot, ["child": "\(child)", "navigation": "\(navigation)", "line": "\(line)"])
    }

    static func windowRootInsideNavigation(_ name: String, navigation: String, line: Int) -> DiagnosticText {
        Text(.windowRootInsideNavigation, ["name": "\(name)", "navigation": "\(navigation)", "line": "\(line)"])
    }

    static func notANavigation(_ name: String, app: String, suggestion: String?,
                               navigations: [String]) -> DiagnosticText {
        if let suggestion {
            return Text(.notANavigationSuggestion, ["name": "\(name)", "app": "\(app)", "suggestion": "\(suggestion)"])
        }
        if navigations.isEmpty { return Text(.notANavigationNone, ["name": "\(name)", "app": "\(app)"]) }
        return Text(.notANavigationList, ["name": "\(name)", "app": "\(app)", "navigations": .choices(navigations)])
    }

    static func unknownControllerCommand(_ word: String, app: String) -> DiagnosticText {
        if let suggestion = Suggestion.nearest(to: word, in: Vocabulary.controllerCommands) {
            return Text(.unknownControllerCommandSuggestion, ["word": "\(word)", "suggestion": "\(suggestion)"])
        }
        return Text(.unknownControllerCommand, ["word": "\(word)"])
    }

    static func cannotPushNavigation(_ name: String) -> DiagnosticText {
        Text(.cannotPushNavigation, ["name": "\(name)"])
    }

    static func shareWithItself(_ app: String) -> DiagnosticText {
        Text(.shareWithItself, ["app": "\(app)"])
    }

    // MARK: Callbacks

    static func sendingCallbackInHandler(_ callback: String) -> DiagnosticText {
        Text(.sendingCallbackInHandler, ["callback": "\(callback)"])
    }

    static func controllerCallbackInHandler(_ callback: String) -> DiagnosticText {
        Text(.controllerCallbackInHandler, ["callback": "\(callback)"])
    }

    static func controllerCallbackInAppList(_ item: String) -> DiagnosticText {
        Text(.controllerCallbackInAppList, ["item": "\(item)"])
    }

    static func notAControllerCallbackItem(_ spelling: String) -> DiagnosticText {
        Text(Vocabulary.listedCallbacks.contains(spelling) ? .appCallbackInControllerList : .notAControllerCallback,
             ["spelling": "\(spelling)"])
    }

    /// A callback spelt the UIKit or Xamarin way: the short name, and where the long names are.
    static func foreignCallback(_ spelling: String, _ name: ForeignCallbackName) -> DiagnosticText {
        Text(.foreignCallback, ["spelling": "\(spelling)", "callback": "\(name.callback.rawValue)"])
    }

    /// A handler for a callback recorded on the sender of a shared document, spelt the UIKit way.
    static func foreignSendingCallbackInHandler(_ spelling: String, _ name: ForeignCallbackName) -> DiagnosticText {
        Text(.foreignSendingCallbackInHandler, ["spelling": "\(spelling)", "callback": "\(name.callback.rawValue)"])
    }

    static func refuseOutsideStateHandler(_ callback: String) -> DiagnosticText {
        Text(.refuseOutsideStateHandler, ["callback": "\(callback)"])
    }

    static let refuseCannotBeDelayed = Text(.refuseCannotBeDelayed)

    static func actionBeforeUIApplicationMain(_ action: String) -> DiagnosticText {
        Text(.actionBeforeUIApplicationMain, ["action": "\(action)"])
    }

    static let timerBeforeUIApplicationMain = Text(.timerBeforeUIApplicationMain)

    // MARK: Warnings

    static func endOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return Text(.endOfTaskNeverBegunSuggestion, ["task": "\(task)", "app": "\(app)", "suggestion": "\(suggestion)"])
        }
        return Text(.endOfTaskNeverBegun, ["task": "\(task)", "app": "\(app)"])
    }

    static func expiryOfTaskNeverBegun(_ task: String, app: String, suggestion: String?) -> DiagnosticText {
        if let suggestion {
            return Text(.expiryOfTaskNeverBegunSuggestion,
                        ["task": "\(task)", "app": "\(app)", "suggestion": "\(suggestion)"])
        }
        return Text(.expiryOfTaskNeverBegun, ["task": "\(task)", "app": "\(app)"])
    }

    static func handlersNeverRun(app: String) -> DiagnosticText {
        Text(.handlersNeverRun, ["app": "\(app)"])
    }

    static func settingBeforeItsVersion(_ feature: DiagnosticNoun, since: Int, version: OSVersion) -> DiagnosticText {
        Text(.settingBeforeItsVersion, ["feature": .noun(feature), "since": "\(since)", "version": "\(version)"])
    }

    static func restorationBeforeIOS6(_ version: OSVersion) -> DiagnosticText {
        Text(.restorationBeforeIOS6, ["version": "\(version)"])
    }

    static func restorationHandlerWithoutOption(_ callback: String, app: String) -> DiagnosticText {
        Text(.restorationHandlerWithoutOption, ["callback": "\(callback)", "app": "\(app)"])
    }

    static func unknownBuiltin(_ name: String, suggestion: String?) -> DiagnosticText {
        if let suggestion { return Text(.unknownBuiltinSuggestion, ["name": "\(name)", "suggestion": "\(suggestion)"]) }
        return Text(.unknownBuiltin, ["name": "\(name)", "builtins": .choices(Vocabulary.builtinApps)])
    }

    static func controllerNeverShown(_ name: String, app: String) -> DiagnosticText {
        Text(.controllerNeverShown, ["name": "\(name)", "app": "\(app)"])
    }
}
