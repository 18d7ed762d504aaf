/// How `Device.restore(_:)` reaches the saved apps' states in the device's state: it lends a
/// pointer to each in turn, and the app is restored from it (`InstalledApp.restore(savedIn:on:)`).
/// A restore lends them in place (`InPlaceSavedApps`); a copy of each, lent the plain way
/// (`CopiedSavedApps`), is what `RestoreIntoSameDeviceTests` compares it with.
protocol SavedApps {
    /// Calls `body` with the index and a pointer to the state of each app in `saved`, in order,
    /// the pointer valid only during the call.
    static func lendEach(of saved: [InstalledApp.State], to body: (Int, UnsafePointer<InstalledApp.State>) -> Void)
}

/// Each saved app's state copied, and the copy lent: the plain way, for the tests.
struct CopiedSavedApps: SavedApps {
    static func lendEach(of saved: [InstalledApp.State], to body: (Int, UnsafePointer<InstalledApp.State>) -> Void) {
        for (index, app) in saved.enumerated() {
            withUnsafePointer(to: app) { body(index, $0) }
        }
    }
}

/// Each saved app's state lent where it lies in the state's list of apps, not copied.
///
/// Safe because the list is the state's, which the caller of `Device.restore(_:)` holds
/// throughout, and a restore never writes into it: the pointers are into storage nobody changes
/// while they are read, and none is kept past `lendEach`. `RestoreIntoSameDeviceTests` restores
/// states both ways and compares the devices.
struct InPlaceSavedApps: SavedApps {
    @inline(__always)
    static func lendEach(of saved: [InstalledApp.State], to body: (Int, UnsafePointer<InstalledApp.State>) -> Void) {
        saved.withUnsafeBufferPointer { apps in
            guard let first = apps.baseAddress else { return }
            for index in apps.indices { body(index, first + index) }
        }
    }
}
