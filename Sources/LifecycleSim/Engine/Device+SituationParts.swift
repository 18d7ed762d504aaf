/// An app's part of a situation written once per saved state it stands as (`SituationPart`).
///
/// An explorer restores a state before each step it takes from it, and most steps change one app
/// or none: an app nothing was written to since a restore made it stand as the saved apps
/// `standingSource` (InstalledApp+Standing.swift) holds what they hold, and its walk writes the
/// same words, numbers and strings as the last time it stood so, but for its times, which count
/// from the clock (a step may move it: time passing, work in a callback), and the words that
/// depend on whether an instant is the clock's (`SituationPart.holdsAlike(at:)`). The part is kept
/// when the walk keeps no value beside the words (view controllers and running BGTaskScheduler
/// tasks, which the counts of writes do not see, stop an app from standing unchanged at all).
extension Device {
    /// Writes app `index` of `apps` (the device's apps): the part kept for the saved apps it
    /// stands as, if there is one that holds alike at this clock, else its walk, whose part is
    /// kept when it stands unchanged.
    func writeApp(_ index: Int, of apps: [InstalledApp], by numbering: SituationNumbering, names: TraceNames?) {
        let app = apps[index]
        guard standsUnchanged(index) else {
            return app.writeSituation(by: numbering, app: index, names: names)
        }
        let part: SituationPart
        if let kept = app.situationPart {
            if !kept.source.isEmpty && kept.source.sharesStorage(with: standingSource) && kept.holdsAlike(at: now) {
                appPartsWrittenAgain += 1
                return numbering.write(kept)
            }
            part = kept
        } else {
            part = SituationPart()
            app.situationPart = part
        }
        let mark = numbering.mark()
        app.writeSituation(by: numbering, app: index, names: names)
        let kept = numbering.keep(since: mark, in: part)
        part.source = kept ? standingSource : []
        part.now = now
    }

    /// Whether the devices made in a task check every situation they write against their
    /// snapshot's (`Device.State.situation`, which writes every part afresh): a test's setting,
    /// for the devices the code it calls makes.
    @TaskLocal package static var checkingKeptAppParts = false
}
