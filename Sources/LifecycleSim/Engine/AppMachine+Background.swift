/// What follows BG-5's two budget transitions, and SC-9's input: each appends the steps the
/// device carries out, in order (docs/ENGINE.md, "Inputs and steps").
extension AppMachine {
    /// BG-5: what follows the budget's expiry (`AppMachine.expireBudget`): each of `tasks` (the
    /// outstanding ones, oldest first) expires in turn: recorded, then its expiration handler,
    /// unless an earlier handler has ended it; then BG-2 decides (every task ended: suspended).
    static func expirations<Steps: StepSink>(of tasks: [Int], into steps: inout Steps) {
        for task in tasks { steps.expireTask(task) }
        steps.warnOfTasksLeftAfterExpiry()
        steps.settle(.bg5)
    }

    /// BG-5: what follows the budget's end (`AppMachine.endBudget`): a task still outstanding gets
    /// the app killed (a system kill, which an attached debugger prevents, DB-1); then BG-2 decides.
    static func budgetEndSteps<Steps: StepSink>(into steps: inout Steps) {
        steps.killIfTasksRemain(.bg5)
        steps.settle(.bg5)
    }

}

extension AppMachineReading {
    /// SC-9: the system disconnects the background scene `scene` (to reclaim its resources): the
    /// scene is recorded disconnected at once; a running app hears sceneDidDisconnect now, then
    /// BG-2 decides; a suspended one when it next runs, before anything else that wakes it (the
    /// machine's `systemDisconnects` holds it in the suspension; `AppMachine.resume` delivers it).
    /// Nothing for a scene that is not in the background.
    func disconnectScene<Steps: StepSink>(_ scene: Int, into steps: inout Steps) {
        guard scenes.indices.contains(scene - 1), scenes[scene - 1].state == .background else { return }
        steps.systemDisconnects(scene: scene)
        guard state != .suspended else { return }
        steps.deliverToScene(.sceneDidDisconnect, scene: scene, .sc9)
        steps.settle(.bg2)
    }
}
