/// A part of a state that `Device.Situation` keeps beside its words as a value, compared with
/// `==`: parts that are rare between the steps of an exploration and complex to write as words
/// (dictionaries, code held as values, view controllers, an app's container). Each is kept only
/// when it holds something, its numbers renamed and its times moved as the words' are; a word in
/// the words says whether it is there (`SituationNumbering.keep`).
enum SituationSidePart: Hashable, Sendable {
    /// The device a state holding the Swift API's closures goes back into (compared by identity).
    case origin(DeviceIdentity)
    /// A bug in the simulator, its time moved.
    case internalFailure(InternalFailure)
    /// The pending timers, their identifiers, generations and completion windows renamed and
    /// their due times moved (`TimerTable.rewrite`).
    case timers(TimerTable)
    /// An app's saved state-restoration archive (SR-2).
    case archive(RestorationArchive)
    /// The files in an app's `Documents/Inbox` (DOC-2, DOC-3).
    case inbox(Set<String>)
    /// An app's container (PS-3).
    case storage(AppStorage)
    /// An app's pending BGTaskScheduler requests, their earliest begins moved (BT-4).
    case bgPending([PendingBGRequest])
    /// A process's view controllers (VC-1 … VC-5).
    case views(ViewHierarchy.State)
    /// A process's registered BGTaskScheduler launch handlers (BT-1).
    case bgHandlers([RegisteredLaunchHandler])
    /// A process's running BGTaskScheduler tasks, their serials and completion windows renamed (BT-3).
    case bgRunning([AppProcess.RunningBGTask])
}
