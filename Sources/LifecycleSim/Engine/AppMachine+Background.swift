/// The machine's inputs in the background (BG-5): each appends the steps the device carries
/// out, in order (docs/ENGINE.md, "Inputs and steps").
extension AppMachineReading {
    /// BG-5: the budget whose expiry names `epoch` ran out. BG-9 refuses new tasks from now on;
    /// each of `tasks` (the outstanding ones, oldest first) expires in turn: recorded, then its
    /// expiration handler, unless an earlier handler has ended it; once all have run, a task
    /// still outstanding gets the app killed (a system kill, which an attached debugger
    /// prevents, DB-1); then BG-2 decides. Nothing for a budget that is not the app's current one
    /// (a stale expiry) or an app no longer in the background.
    func expireBudget<Steps: StepSink>(epoch: Int, tasks: [Int], into steps: inout Steps) {
        guard isCurrentBudget(epoch), state == .background else { return }
        steps.append(.budgetExpires)
        for task in tasks { steps.append(.expireTask(task)) }
        steps.append(.killIfTasksRemain(.bg5))
        steps.append(.settle(.bg5))
    }
}
