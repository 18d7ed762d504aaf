/// The machine's input for the user's kill (TE-2): it appends the steps the device carries
/// out, in order (docs/ENGINE.md, "Inputs and steps").
extension AppMachineReading {
    /// TE-2: the user ends the app from the switcher. A suspended app, or a not-running one's
    /// prewarmed process (PW-1), dies silently; a background app gets willTerminate; the app in
    /// front, inactive under the switcher, goes in one sequence (docs/EXECUTION_MODEL.md): off
    /// the screen, didEnterBackground, then willTerminate, with no suspension between. A
    /// scene-based app where the swipe disconnects its scenes (an iPad; an iPhone from iOS 14)
    /// instead loses them first, in or out of the foreground: sceneDidDisconnect for each, one
    /// didDiscardSceneSessions, then willTerminate, with no sceneDidEnterBackground. What the
    /// kill does beyond the app's callbacks (its card, the swiped-away mark, the scene session,
    /// the restoration archive) is the device's (`Device.userKill`).
    func userKill<Steps: StepSink>(into steps: inout Steps) {
        switch state {
        case .notRunning, .suspended:
            steps.kill(.te2)
        case .background:
            if userKillDiscardsScenes { disconnectEveryScene(into: &steps) }
            steps.terminate(.te2)
        case .inactive, .active:
            userKillInFront(into: &steps)
        }
    }

    /// `userKill` of the app in front, inactive under the switcher. (Never inlined: its whole
    /// backgrounding stays out of the usual kill, of a suspended app.)
    @inline(never)
    private func userKillInFront<Steps: StepSink>(into steps: inout Steps) {
        if state == .active { resignActive(.te2, into: &steps) }
        steps.leaveScreen()
        if userKillDiscardsScenes {
            disconnectEveryScene(into: &steps)
        } else {
            enterBackground(.te2, scenes: traits.sceneBased ? foregroundScenes : [], into: &steps)
        }
        steps.terminate(.te2)
    }

    /// TE-2: the user's kill tells the app its scenes are discarded (a running scene-based app, on an
    /// iPad or an iPhone from iOS 14); otherwise it hears of the discarded sessions at its next launch.
    var userKillDiscardsScenes: Bool { traits.swipeDisconnectsScenes && state.isRunningCode }

    /// TE-2: every connected scene is discarded, then the sessions (SC-8's discard of each
    /// scene): what a scene-based app hears of being swiped away before willTerminate, on an iPad
    /// and on an iPhone from iOS 14.
    private func disconnectEveryScene<Steps: StepSink>(into steps: inout Steps) {
        let connected = scenes.indices.filter { scenes[$0].state.isConnected }.map { $0 + 1 }
        for scene in connected { steps.moveScene(scene, .disconnected, .sc8) }
        AppMachine.discards(connected, into: &steps)
    }
}
