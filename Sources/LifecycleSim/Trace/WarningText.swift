/// A warning the engine writes (a refusal, a dropped event or timer, a kill), with its
/// arguments typed: one case per sentence, and one English and one Japanese switch over it
/// (`WarningText+English.swift`, `WarningText+Japanese.swift`), so the compiler checks that
/// every warning has its words and is given what they name. The trace's text form shows it in
/// the reader's language; the JSON trace, the Swift API and expectations keep the English
/// text, which never changes with the language.
///
/// Names, numbers and identifiers are `String`s written as they are in every language; a part
/// that is itself a warning's words (`the alert`, a reason) is a nested `WarningText`, put into
/// the sentence in the same language as the sentence.
public indirect enum WarningText: Hashable, Sendable, Localizable {
    // Installation (PR-1, BT-8)
    case restorationBeforeIOS6
    case restorationInSceneApp
    case bgTaskIdentifiersBeforeIOS13
    case scenesBeforeIOS13
    case swiftUIBeforeIOS14
    case exitsOnSuspendIgnored
    case sceneLifecycleNotAdopted(message: String)
    case taskOutstandingOver30Seconds(message: String, task: String)
    case taskNotEndedAfterExpiration(message: String, task: String)
    case performFetchDisabledByBGTasks(app: String)
    // The screen, the switcher, interruptions, the lock (ST-2, TE-1, IN-1)
    case switcherNotOpen
    case noSwitcherCardSinceBoot(app: String)
    case noSwitcherCard(app: String)
    case noSwitcherWithoutMultitasking
    case overlayAlreadyOpen(overlay: WarningText)
    case overlayWhileLocked(overlay: WarningText)
    case overlayNotOpen(overlay: WarningText)
    case overlayOpenCloseFirst(overlay: WarningText)
    case overlayCall
    case overlayAlert
    case overlayNotificationCenter
    case overlayControlCenter
    case overlaySwitcher
    case alreadyLocked
    case notLocked
    case lockedUnlockFirst
    case callInProgress
    case noCallRinging
    case noCallInProgress
    case noCallBanner
    case notificationCenterBeforeIOS5
    case controlCenterBeforeIOS7
    case noSuchApp(app: String)
    case openerNotInFront(app: String)
    case alreadyInFront(app: String)
    case homeAlreadyShowing
    case appNotRunning(app: String)
    // Settings and the debugger (BR-1, DB-1)
    case refreshSettingBeforeIOS7
    case refreshSettingRestricted
    case lowPowerModeBeforeIOS9
    case debuggerAlreadyAttached(app: String)
    case noDebuggerAttached(app: String)
    // The simulator's guard and timers (TE-5)
    case catchUpRunaway(count: String)
    case timerNotScheduledRunaway(timer: String, limit: String)
    case timerNotRunRunaway(timer: String, limit: String)
    case timerDroppedProcessEnded(timer: String)
    // Kills (LA-3, FG-2, MW-1, TE-3, BR-3, BG-5, BG-8, BT-6)
    case launchWatchdog
    case didEnterBackgroundWatchdog
    case memoryNeverFits(app: String, needed: String, available: String)
    case killedForMemoryInFront(app: String)
    case crashed(app: String)
    case completionHandlerTimeout
    case tooManyTasksKill(limit: String)
    case assertionsBeyondTime(count: String, tasks: String)
    case bgTaskExpiredKill(id: String)
    case uncaughtException(reason: String)
    // Background modes and events (BM-3, BR-3, TE-4, FG-5, IN-4, LA-4, BT-8)
    case audioStopped
    case locationStopped
    case eventFetch
    case eventPush
    case eventLocation
    case eventURLSession
    case eventUnavailable(event: WarningText, version: String)
    case eventUnavailableNoMultitasking(event: WarningText, version: String)
    case eventOptsOut(event: WarningText, app: String)
    case eventModeUndeclared(event: WarningText, app: String, mode: String)
    case eventRefreshOff(event: WarningText, status: String, app: String)
    case eventForceQuit(event: WarningText, app: String)
    case eventFetchDisabledByBGTasks(event: WarningText, app: String)
    case pushAsBanner(app: String)
    case localNotificationAsBanner(app: String)
    case noLocalNotifications
    case noBannerBeforeIOS10
    case completeFetchNonePending(result: String)
    case completeFetchAlreadyCalled(result: String)
    case continuedBeforeIOS26(id: String, version: String)
    case continuedFromBackground(id: String, code: String)
    case completeFetchInAnotherHandler(result: String)
    case completeEventsInAnotherHandler
    case transferUnavailable(version: String)
    case noPendingTransfers(app: String)
    case completeEventsNonePending
    case eventsCompletionNeverCalled
    case transfersCancelledByForceQuit(count: String)
    // Background tasks (BG-6, BG-9)
    case beginTaskInvalidNoMultitasking(task: String)
    case beginTaskInvalidOptsOut(task: String)
    case beginTaskInvalidBudgetExpired(task: String)
    case endUnknownTask(id: String)
    // BGTaskScheduler (BT-1 … BT-6)
    case schedulerCallIgnored(call: String)
    case submitNotPermittedIdentifier(id: String, code: String)
    case submitModeUndeclared(id: String, code: String, kind: String, mode: String, app: String)
    case submitRefreshOff(id: String, code: String, status: String, app: String)
    case submitTooManyPending(id: String, code: String, limit: String, kind: String)
    case submitTooManyPendingSingular(id: String, code: String, limit: String, kind: String)
    case bgtaskUnavailable(action: String)
    case bgtaskExpireNotRunning(id: String, app: String)
    case bgtaskNoPendingRequest(action: String, app: String, id: String)
    case bgtaskAlreadyRunning(action: String, id: String, app: String)
    case bgtaskSwipedAway(id: String, app: String)
    case bgtaskInForeground(id: String, app: String)
    case bgtaskNotRun(id: String, missing: WarningText)
    case conditionEarliest(earliest: String)
    case conditionRefreshOff(status: String, app: String)
    case conditionPower
    case conditionNetwork
    case conditionsJoined(first: WarningText, rest: WarningText)
    // Scenes (SC-9)
    case noScenes(app: String)
    case sceneNotConnected(app: String, scene: String)
    case sceneInForeground(app: String, scene: String)
    // Windows, Split View, closing a window (SC-6, SC-7, SC-8)
    case windowsBeforeIOS13(app: String)
    case windowsOnlyOnIPad(model: String)
    case noScenesForWindows(app: String)
    case noMultipleScenes(app: String)
    case noWindowOpen(app: String)
    case sceneRequestFailed(reason: WarningText)
    case sceneRequestLimit(limit: String)
    case notActiveOnScreen(app: String)
    case splitBeforeIOS13
    case splitOnlyOnIPad(model: String)
    case noScenesForSplit(app: String)
    case sceneBesideItself(scene: String)
    case splitNotShowing
    case closeWindowOnlyOnIPad(model: String, app: String)
    case killWindowOnlyOnIPad(model: String, app: String)
    // View controllers (VC-1, VC-4)
    case controllersOnlyInActiveApp(app: String)
    case notNavigationOnScreen(navigation: String, app: String)
    case alreadyShownOrUndeclared(controller: String, app: String)
    case navigationOntoNavigation
    case nothingToPop(navigation: String)
    case cannotPresentNow(presenter: String)
    case topControllerCannotPresent
    case notPresented(controller: String, app: String)
    // Prewarming (PW-1)
    case prewarmBeforeIOS15(app: String)
    case prewarmNotNotRunning(app: String, state: String)
    case alreadyPrewarmed(app: String)
    case prewarmNoRoom(app: String, needed: String, free: String)
    case beforeUIApplicationMain(call: String)
    // Documents (DOC-1, DOC-2)
    case openInSenderNotActive(app: String)
    case openInReceiverCannotOpen(app: String, file: String, type: String)

    /// The warning in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .en: return englishText.text
        case .ja: return japaneseText.text
        }
    }

    /// The warning in English: the trace's `message`, the same in every language's JSON.
    public var english: String { englishText.text }
}
