/// What an app keeps in its container (PS-3): its user defaults and its files. It outlives the
/// app's processes (kills, crashes, terminations, reboots) and goes only when the app is deleted.
public struct AppStorage: Hashable, Sendable {
    /// The app's defaults database (`UserDefaults.standard`), by key.
    public internal(set) var defaults: [String: StoredValue] = [:]
    /// The app's files, by name, with the protection each was written with (LK-4).
    public internal(set) var files: [String: StoredFile] = [:]

    /// An empty container, as a new installation has.
    public init() {}

    /// True when nothing is stored.
    public var isEmpty: Bool { defaults.isEmpty && files.isEmpty }
}

/// A property-list value, as `UserDefaults` stores it.
public enum StoredValue: Hashable, Sendable {
    case string(String)
    case integer(Int)
    case double(Double)
    case bool(Bool)
    case data([UInt8])
    /// A date, in seconds since 1970 (`Date.timeIntervalSince1970`).
    case date(secondsSince1970: Double)
    case array([StoredValue])
    case dictionary([String: StoredValue])
}

/// One file of an app's container.
public struct StoredFile: Hashable, Sendable {
    /// The file's bytes.
    public var contents: [UInt8]
    /// The data-protection class it was written with (LK-4).
    public var protection: FileProtection

    public init(contents: [UInt8], protection: FileProtection) {
        self.contents = contents
        self.protection = protection
    }
}

/// `FileProtectionType`: when a file can be read (LK-4).
public enum FileProtection: String, Hashable, Sendable, CaseIterable {
    /// `.none`: always.
    case none
    /// `.complete`: only while protected data is available; it can be neither read nor written
    /// from the key discard after a passcode lock until the unlock.
    case complete
    /// `.completeUnlessOpen`: a new file can be written while the keys are gone, an existing one
    /// not read (here every read opens the file).
    case completeUnlessOpen
    /// `.completeUntilFirstUserAuthentication`, the default for an app's files since iOS 7: from
    /// the first unlock after a boot. The simulated device is unlocked after a reboot, so it is
    /// always readable here.
    case completeUntilFirstUserAuthentication
}

/// Why a file of an app's container could not be read or written.
public enum StorageError: Error, Hashable, Sendable {
    /// No file of that name (`NSFileReadNoSuchFileError`).
    case noSuchFile(String)
    /// The file's protection keeps it closed while protected data is unavailable (LK-4):
    /// "Operation not permitted" (NSPOSIXErrorDomain 1).
    case notPermitted(String)
    /// The process that asked has ended: its code runs no more.
    case processEnded
}

extension StorageError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noSuchFile(let name): return "The file “\(name)” couldn’t be opened because there is no such file."
        case .notPermitted(let name):
            return "The file “\(name)” couldn’t be opened: Operation not permitted (NSPOSIXErrorDomain 1); "
                + "its protection keeps it closed while protected data is unavailable (LK-4)"
        case .processEnded: return "the process that asked has ended, and its code runs no more"
        }
    }
}
