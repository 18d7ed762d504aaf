/// What the scheduler holds.
enum ScheduledItem: Hashable {
    /// BG-5: the budget of one backgrounding is about to run out: the expiration handlers run.
    /// The budget's end is scheduled then, in `endPlace`, the place in the order of items at its
    /// deadline taken when the budget started: it fires as if scheduled with the expiry, and a
    /// budget that never expires (the app returned, or ended) never schedules it.
    case budgetExpiry(app: Int, generation: Int, epoch: Int, endPlace: UInt64)
    /// BG-5: the budget of one backgrounding has run out: a task left unended gets the app killed.
    case budgetEnd(app: Int, generation: Int, epoch: Int)
    /// BG-1: UIKit's check of task `task` `OSProfile.longLivedTaskWarningAge` after its begin: a
    /// warning if it is still outstanding.
    case longLivedTaskCheck(app: Int, generation: Int, task: Int)
    /// BR-3: a completion window closes.
    case completionDeadline(app: Int, generation: Int, window: Int)
    /// A timer in an app's code.
    case timer(id: Int)
    /// LK-4: the keys of protected files are discarded, 10 s after the passcode lock that `epoch` counts.
    case protectedDataLoss(epoch: Int)
    /// BT-6: a refresh task's 30 s run out.
    case bgTaskExpiry(app: Int, generation: Int, serial: Int)
}
