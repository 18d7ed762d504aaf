import LifecycleSim

/// A message of the scenario parser, with its arguments typed: the compiler checks that every
/// message is given what its words need, and that `english` and `japanese` (one switch each,
/// `DiagnosticText+English.swift` and `DiagnosticText+Japanese.swift`) have words for it.
///
/// Names, spellings and the `Usage` syntax forms are `String`s that read the same in every
/// language; a noun such as "an app name" (`DiagnosticNoun`) or a clause such as a fix (a nested
/// `DiagnosticText`) is rendered in the language of the message around it.
public indirect enum DiagnosticText: Hashable, Sendable, LocalizedMessage {
    /// A text made elsewhere (a syntax form, a message of its own), shown as it is.
    case verbatim(_ text: String)
    // The severity labels and the words of a list.
    case errorLabel
    case warningLabel
    case listSeparator
    case listWithLast(rest: String, last: String)
    case listOfNothing
    // Encoding and lexing.
    case nulByte
    case invalidUTF8(hex: String)
    case unterminatedString
    case unknownEscape(escape: String)
    // Words.
    case unknownWordSuggestion(what: DiagnosticNoun, word: String, suggestion: String)
    case unknownWordChoices(what: DiagnosticNoun, word: String, choices: [String])
    case unknownDeclarationSuggestion(word: String, suggestion: String)
    case unknownDeclaration(word: String)
    case missing(keyword: String, what: DiagnosticNoun, usage: DiagnosticText)
    case missingChoiceA(keyword: String, what: DiagnosticNoun, usage: DiagnosticText)
    case missingChoiceAn(keyword: String, what: DiagnosticNoun, usage: DiagnosticText)
    case unexpected(spelling: String, usage: DiagnosticText)
    case expectedWord(word: String, spelling: String, usage: DiagnosticText)
    case missingColon(word: String, usage: DiagnosticText)
    case emptyListItem
    // Names.
    case notAnAppName(spelling: String, usage: DiagnosticText)
    case notATaskName(spelling: String)
    case notAnIdentifier(spelling: String, what: DiagnosticNoun)
    case keywordAsName(name: String, what: DiagnosticNoun)
    case duplicateApp(name: String, line: Int)
    case undeclaredAppSuggestion(name: String, suggestion: String)
    case undeclaredApp(name: String)
    // Declarations.
    case duplicateDeclaration(keyword: String, line: Int)
    case titleNeedsQuotes
    case badVersion(spelling: String)
    case duplicateOption(option: String)
    case duplicateMode(mode: String)
    case restrictedIsGlobal
    case notABGTaskIdentifier(text: String)
    case bgTaskHandlerNeverRunsSuggestion(app: String, id: String, suggestion: String)
    case bgTaskHandlerNeverRuns(app: String, id: String)
    case performFetchDisabledByBGTasks(app: String, version: OSVersion)
    case bgTaskRegisteredAfterLaunch(app: String, callback: String)
    case appDelegateMethodOfSceneApp(app: String, method: String, sceneMethod: String, version: OSVersion)
    case notificationsNotRecorded
    // Handlers and actions.
    case indentedHandlerWithoutApp(callback: String)
    case unindentedHandlerNeedsApp(app: String, callback: String)
    case handlerAppNeedsDot(app: String, callback: String)
    case handlerAfterTimelineNamingApp(start: Int)
    case handlerAfterTimeline(start: Int, app: String, callback: String)
    case appLineAt(app: String, line: Int)
    case strayAction(word: String, appLine: DiagnosticText)
    case strayAppOption(word: String, appLine: DiagnosticText)
    case strayLine(word: String, appLine: DiagnosticText)
    case noActionAfterColon
    case emptyActionAfterSemicolon
    case workCannotBeDelayed
    case logNeedsQuotes
    case defaultValueNeedsQuotes
    // Timeline.
    case durationMalformed(text: String)
    case durationMissingUnit(text: String)
    case durationUnitOrder(text: String, unit: String)
    case durationFractionNotLast(text: String)
    case durationFinerThanMillisecond(text: String)
    case durationTooLarge(text: String)
    case timeRunsBackwards(text: String, now: String)
    case negativeTime(text: String, now: String)
    case timelineTooLong
    case notAStatement(spelling: String)
    case notAnExploreStep(spelling: String)
    case exploreStepWithTime(time: String, rest: String)
    case declarationAfterTimeline(word: String, start: Int)
    case appDeclarationAfterTimeline(word: String, start: Int)
    case statementStartsWithApp(app: String)
    case badCount(spelling: String, what: DiagnosticNoun)
    // Sizes.
    case sizeMalformed(text: String)
    case sizeMissingUnitFraction(text: String)
    case sizeMissingUnit(text: String)
    case sizeUnitCase(text: String, digits: String, unit: String)
    case sizeFractionExact(text: String, exactly: String)
    case sizeFraction(text: String)
    case sizeTooLarge(text: String, maximum: String)
    case defaultMemory(memory: String)
    case systemLargerThanMemory(system: String, memory: DiagnosticText)
    case zeroDeviceMemory
    case zeroMemoryPressure
    // App options.
    case notATypeIdentifier(spelling: String)
    case duplicateDocumentType(type: String)
    case duplicateExport(type: String)
    case extensionWithDot(bare: String)
    case notAFileExtension(spelling: String)
    // View controllers.
    case indentedControllerWithoutApp(keyword: String)
    case controllerOutsideApp(keyword: String)
    case duplicateController(name: String, app: String, line: Int)
    case undeclaredControllerSuggestion(app: String, name: String, suggestion: String)
    case undeclaredController(app: String, name: String)
    case navigationRootIsItself(name: String)
    case navigationInsideNavigation(child: String)
    case controllerAlreadyRoot(child: String, navigation: String, line: Int)
    case windowRootInsideNavigation(name: String, navigation: String, line: Int)
    case notANavigationSuggestion(name: String, app: String, suggestion: String)
    case notANavigationNone(name: String, app: String)
    case notANavigationList(name: String, app: String, navigations: [String])
    case unknownControllerCommandSuggestion(word: String, suggestion: String)
    case unknownControllerCommand(word: String)
    case cannotPushNavigation(name: String)
    case shareWithItself(app: String)
    // Callbacks.
    case sendingCallbackInHandler(callback: String)
    case controllerCallbackInHandler(callback: String)
    case controllerCallbackInAppList(item: String)
    case appCallbackInControllerList(spelling: String)
    case notAControllerCallback(spelling: String)
    case foreignCallback(spelling: String, callback: String)
    case foreignSendingCallbackInHandler(spelling: String, callback: String)
    case refuseOutsideStateHandler(callback: String)
    case refuseCannotBeDelayed
    case actionBeforeUIApplicationMain(action: String)
    case timerBeforeUIApplicationMain
    // Warnings.
    case endOfTaskNeverBegunSuggestion(app: String, task: String, suggestion: String)
    case endOfTaskNeverBegun(app: String, task: String)
    case expiryOfTaskNeverBegunSuggestion(app: String, task: String, suggestion: String)
    case expiryOfTaskNeverBegun(app: String, task: String)
    case handlersNeverRun(app: String)
    case settingBeforeItsVersion(feature: DiagnosticNoun, since: Int, version: OSVersion)
    case restorationBeforeIOS6(version: OSVersion)
    case restorationInSceneApp(app: String, option: String, version: OSVersion)
    case restorationHandlerInSceneApp(callback: String, app: String, version: OSVersion)
    case restorationHandlerWithoutOption(callback: String, app: String)
    case unknownBuiltinSuggestion(name: String, suggestion: String)
    case unknownBuiltin(name: String, builtins: [String])
    case controllerNeverShown(name: String, app: String)
    // Scenes.
    case notASceneName(spelling: String, usage: DiagnosticText)
    case scenesBeforeIOS13(version: OSVersion)
    case phaseUseWithoutSwiftUI(word: String, app: String)
    case sceneUseWithoutOption(word: String, app: String)
    case splitWithItself(scene: String)
    case multipleScenesOffIPad(model: String, app: String)
    case windowUseWithoutMultiple(word: String, app: String)
    // The syntax forms that hold words besides the syntax (`DiagnosticMessages.Usage.argument`).
    case usageSplit
    case usageHandler
    case usageRefuse
    case usageExpect
    case usageExpectScene
    case usageSwitcher
    case usageCall
    case usageAlert

    /// The message in `language`, its arguments rendered in the same language.
    public func rendered(in language: Language) -> String { words(in: language) }
}
