/// One thing an app's code does inside a callback (or in a timer): the actions of the language.
public enum AppAction: Hashable, Sendable {
    /// `beginBackgroundTask(withName:expirationHandler:)`; the handler is the app's `expire NAME` handler.
    case beginTask(String)
    /// `endBackgroundTask(_:)` for the oldest outstanding task of that name.
    case endTask(String)
    /// Ends every outstanding task, oldest first.
    case endAllTasks
    /// Keeps the main thread busy: virtual time passes inside the callback.
    case work(VirtualDuration)
    /// Calls the pending fetch / remote-notification completion handler.
    case completeFetch(FetchResult)
    /// Starts playing audio (kept alive by the `audio` mode, BM-1).
    case startAudio
    /// Stops playing audio.
    case stopAudio
    /// Starts continuous location updates (kept alive by the `location` mode, BM-2).
    case startLocation
    /// Stops location updates.
    case stopLocation
    /// The process crashes here.
    case crash
    /// Writes a note into the trace.
    case log(String)
    /// Reads `backgroundTimeRemaining` and writes what it returned into the trace (BG-4).
    case logRemaining
    /// Reads `applicationState` and writes what it returned into the trace (ST-1, SC-5).
    case logState
    /// Reads a file with complete data protection and writes whether it could into the trace (LK-4).
    case readProtectedFile
    /// `set-default KEY "VALUE"`: sets the app's default KEY (`UserDefaults.standard`), kept in its
    /// container across processes (PS-3).
    case setDefault(key: String, value: String)
    /// `log-default KEY`: reads the app's default KEY and writes it into the trace (PS-3).
    case logDefault(String)
    /// Hands a transfer to the app's background URLSession (BR-5).
    case startTransfer
    /// Calls the completion handler handleEventsForBackgroundURLSession gave (BR-5).
    case completeEvents
    /// In `shouldSaveState` / `shouldRestoreState`: return false (SR-1).
    case refuse
    /// BGTaskScheduler (BT-1 … BT-3): `bg-register ID`, `bg-submit ID ...`, `bg-cancel ID` (nil: `bg-cancel-all`),
    /// `bg-complete ID success|failure`.
    case bgRegister(String), bgSubmit(BGTaskRequest), bgCancel(String?), bgComplete(String, success: Bool)
    /// `request-scene`: `UIApplication.requestSceneSessionActivation` for a new scene (SC-6, iPad).
    case requestScene
}
