/// The nouns diagnostics name: what a statement needs (`'launch' needs an app name`) or what a
/// word is not (`unknown event 'hom'`), each with its words in every language (`text(in:)`).
public enum DiagnosticNoun: String, CaseIterable, Sendable {
    // What `readChoice` reads, and the kinds of word `unknownWord` names.
    case switchPosition, controllerName, aController, alertAction, appName, anApp, archiveState, bgtaskAction,
         callAction, debuggerAction, debuggerSetting, deviceModel, fetchResult, launchReason, memoryWarningLevel,
         multitaskingSetting, notificationKind, lifecycleNotification, overlayAction, phase, refreshStatus, requestKind, switcherAction,
         taskResult, taskStatus, viewState, event, controllerCallback, callback, expectation, sceneExpectation,
         operatingSystem, setting, backgroundMode, action, appOption, deviceOption, incomingCallsStyle, rule
    // What a statement needs after a keyword.
    case fromAppToApp, toApp, fromAppList, conformsToUTI, forApp, inApp, iosAndVersion, onNav, rootChild, aURL,
         aBackgroundMode, aBundleIdentifier, aCallback, aDuration, aFileExtension, aFileName, aName, aNumber,
         aProcessName, aRestorationIdentifier, aScene, aSetting, aSize, aTaskIdentifier, aTaskName, aText, aTitle,
         aTypeIdentifier, aVersion, whatToExpect, whatMustHold
    // Settings that exist only from some iOS version.
    case backgroundAppRefresh, lowPowerMode, callBanner, alwaysOnDisplay, dataProtection
    // The options of a word on the `app` line (`scenes multiple`).
    case scenesOption
    // What a count in an expectation counts (`expect APP tasks N`, `expect APP scenes N`).
    case backgroundTasks, connectedScenes
}
