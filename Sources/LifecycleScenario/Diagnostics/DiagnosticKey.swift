/// The key of each message of the scenario parser's diagnostics: the texts are in
/// `DiagnosticCatalogue`, one table per language (`DiagnosticMessages+English.swift`,
/// `DiagnosticMessages+Japanese.swift`); `DiagnosticMessages` builds each message.
public enum DiagnosticKey: String, CaseIterable, Sendable {
    /// A text built outside the catalogue, shown as it is.
    case verbatim
    // The severity labels and the words of a list.
    case errorLabel, warningLabel, listSeparator, listWithLast, listOfNothing
    // Encoding and lexing.
    case nulByte, invalidUTF8, unterminatedString, unknownEscape
    // Words.
    case unknownWordSuggestion, unknownWordChoices, unknownDeclarationSuggestion, unknownDeclaration, missing,
         missingChoiceA, missingChoiceAn,
         unexpected, expectedWord, missingColon, emptyListItem
    // Names.
    case notAnAppName, notATaskName, notAnIdentifier, keywordAsName, duplicateApp, undeclaredAppSuggestion,
         undeclaredApp
    // Declarations.
    case duplicateDeclaration, titleNeedsQuotes, badVersion, duplicateOption, duplicateMode, restrictedIsGlobal,
         notABGTaskIdentifier, bgTaskHandlerNeverRunsSuggestion, bgTaskHandlerNeverRuns,
         performFetchDisabledByBGTasks, notificationsNotRecorded
    // Handlers and actions.
    case indentedHandlerWithoutApp, unindentedHandlerNeedsApp, handlerAppNeedsDot, handlerAfterTimelineNamingApp,
         handlerAfterTimeline, appLineAt, strayAction, strayAppOption, strayLine, noActionAfterColon,
         emptyActionAfterSemicolon, workCannotBeDelayed, logNeedsQuotes
    // Timeline.
    case durationMalformed, durationMissingUnit, durationUnitOrder, durationFractionNotLast,
         durationFinerThanMillisecond, durationTooLarge, timeRunsBackwards, negativeTime, timelineTooLong, notAStatement,
         declarationAfterTimeline, appDeclarationAfterTimeline, statementStartsWithApp, badCount
    // Sizes.
    case sizeMalformed, sizeMissingUnitFraction, sizeMissingUnit, sizeUnitCase, sizeFractionExact, sizeFraction,
         sizeTooLarge, defaultMemory, systemLargerThanMemory, zeroDeviceMemory, zeroMemoryPressure
    // App options.
    case notATypeIdentifier, duplicateDocumentType, duplicateExport, extensionWithDot, notAFileExtension
    // View controllers.
    case indentedControllerWithoutApp, controllerOutsideApp, duplicateController, undeclaredControllerSuggestion,
         undeclaredController, navigationRootIsItself, navigationInsideNavigation, controllerAlreadyRoot,
         windowRootInsideNavigation, notANavigationSuggestion, notANavigationNone, notANavigationList,
         unknownControllerCommandSuggestion, unknownControllerCommand, cannotPushNavigation, shareWithItself
    // Callbacks.
    case sendingCallbackInHandler, controllerCallbackInHandler, controllerCallbackInAppList,
         appCallbackInControllerList, notAControllerCallback, foreignCallback, foreignSendingCallbackInHandler,
         refuseOutsideStateHandler, refuseCannotBeDelayed, actionBeforeUIApplicationMain, timerBeforeUIApplicationMain
    // Warnings.
    case endOfTaskNeverBegunSuggestion, endOfTaskNeverBegun, expiryOfTaskNeverBegunSuggestion,
         expiryOfTaskNeverBegun, handlersNeverRun, settingBeforeItsVersion, restorationBeforeIOS6,
         restorationHandlerWithoutOption, unknownBuiltinSuggestion, unknownBuiltin, controllerNeverShown
    // Scenes.
    case notASceneName, scenesBeforeIOS13, phaseUseWithoutSwiftUI, sceneUseWithoutOption, splitWithItself,
         multipleScenesOffIPad, windowUseWithoutMultiple
    // The syntax forms that hold words besides the syntax (`DiagnosticMessages.Usage.argument`).
    case usageSplit, usageHandler, usageRefuse, usageExpect, usageExpectScene, usageSwitcher, usageCall, usageAlert
}
