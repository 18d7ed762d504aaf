/// An app a restore need not touch: it stands as the saved state says because nothing was
/// written to it since a restore made it stand so.
///
/// An explorer restores one state before each step it takes from it, and most steps change one
/// app or none: the others still stand as the state says. Every stored property of the app and
/// of its process that their states hold counts its writes (`revision`), so an app whose counts
/// are those it had when it was made to stand as a saved state, and whose process's counts are
/// too, holds what it held then. What the counts do not see: the app's view controllers, objects
/// its code changes without writing the process's properties (`ViewHierarchy`), and its running
/// BGTaskScheduler tasks, whose handles the app's code holds and may change (an expiration
/// handler set). An app holding either, then or now, is restored as any other.
struct AppStanding: Equatable {
    var app: UInt64
    var process: UInt64
}

extension InstalledApp {
    /// The app's counts of writes now; nil when it holds objects the counts do not see.
    var standingNow: AppStanding? {
        guard let process else { return AppStanding(app: revision, process: 0) }
        guard !process.holdsViews && process.bgRunning.isEmpty else { return nil }
        return AppStanding(app: revision, process: process.revision)
    }

    /// True when nothing was written to the app since a restore last made it stand as a saved
    /// state, then and now holding nothing the counts do not see.
    var standsUnchanged: Bool {
        guard let standing else { return false }
        return standing == standingNow
    }
}

extension Device {
    /// True when app `index` stands unchanged as the last restore made it stand: as the saved
    /// state that restore was handed, `standingSource[index]`.
    func standsUnchanged(_ index: Int) -> Bool {
        guard standingSource.count == apps.count && apps[index].standsUnchanged else { return false }
        if checksUnchangedApps {
            precondition(apps[index].value(names: traceNames) == standingSource[index],
                         "\(apps[index].name) was taken as unchanged since the last restore but does not stand as it did")
        }
        return true
    }

    /// Whether the devices made in a task check every app a restore leaves alone: a test's
    /// setting, for the devices the code it calls makes (an explorer's).
    @TaskLocal package static var checkingUnchangedApps = false
}

extension Array {
    /// True when the two arrays share one storage, and so hold the same elements: identity, not
    /// equality (a storage shared is never changed: a write copies it first).
    func sharesStorage(with other: [Element]) -> Bool {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
    }
}
