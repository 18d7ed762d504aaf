/// The machine's inputs in the background (BG-5, SC-9): each appends the steps the device carries
/// out, in order (docs/ENGINE.md, "Inputs and steps").
extension AppMachineReading {
    /// BG-5: the budget whose expiry names `epoch` is about to run out (its last seconds,
    /// `Backgrounding.expirationLead`). BG-9 refuses new tasks from now on; each of `tasks` (the
    /// outstanding ones, oldest first) expires in turn: recorded, then its expiration handler,
    /// unless an earlier handler has ended it; then BG-2 decides (every task ended: suspended).
    /// Nothing for a budget that is not the app's current one (a stale expiry) or an app no longer
    /// in the background.
    func expireBudget<Steps: StepSink>(epoch: Int, tasks: [Int], into steps: inout Steps) {
        guard isCurrentBudget(epoch), state == .background else { return }
        steps.append(.budgetExpires)
        for task in tasks { steps.append(.expireTask(task)) }
        steps.append(.settle(.bg5))
    }

    /// BG-5: the budget whose expiry names `epoch` has run out: a task still outstanding gets the
    /// app killed (a system kill, which an attached debugger prevents, DB-1); then BG-2 decides.
    /// Nothing for a stale budget or an app no longer in the background (one its handlers let
    /// suspend is no longer running either).
    func endBudget<Steps: StepSink>(epoch: Int, into steps: inout Steps) {
        guard isCurrentBudget(epoch), state == .background else { return }
        steps.append(.budgetEnds)
        steps.append(.killIfTasksRemain(.bg5))
        steps.append(.settle(.bg5))
    }

    /// SC-9: the system disconnects the background scene `scene` (to reclaim its resources): the
    /// scene is recorded disconnected at once; a running app hears sceneDidDisconnect now, then
    /// BG-2 decides; a suspended one when it next runs, before anything else that wakes it (its
    /// suspension holds it; `AppMachine.resume` delivers it). Nothing for a scene that is not in
    /// the background.
    func disconnectScene<Steps: StepSink>(_ scene: Int, into steps: inout Steps) {
        guard scenes.indices.contains(scene - 1), scenes[scene - 1] == .background else { return }
        steps.append(.moveScene(scene, .disconnected, .sc9))
        guard state != .suspended else { return steps.append(.holdSceneDisconnect(scene)) }
        steps.append(.deliverToScene(.sceneDidDisconnect, scene: scene, .sc9))
        steps.append(.settle(.bg2))
    }
}
