/// What a process does that keeps it running without a callback or a task: audio and location
/// updates (BM-1, BM-2), written to the trace when they change so that a reader can see why an
/// app in the background is still running.
extension Device {
    /// The app's code starts or stops `activity` (`start-audio`, `stop-location` …). Only a
    /// change is recorded: starting what already plays changes nothing.
    func setActivity(_ activity: ActivityRecord.Activity, _ on: Bool, in app: InstalledApp, generation: Int) {
        guard isAlive(app, generation), let process = app.process else { return }
        let rule: RuleID
        switch activity {
        case .audio:
            guard process.audioPlaying != on else { return }
            process.audioPlaying = on
            rule = .bm1
        case .location:
            guard process.locationUpdating != on else { return }
            process.locationUpdating = on
            rule = .bm2
        case .prewarm, .transfer:
            return
        }
        recordActivity(activity, on ? .started : .stopped, of: app, rule)
    }
}
