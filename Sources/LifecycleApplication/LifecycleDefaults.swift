import Foundation

/// What an app's code reaches of `UserDefaults`, with Foundation's names and signatures, so that
/// code written against it takes `UserDefaults.standard` on a device (after
/// `extension UserDefaults: LifecycleDefaults {}`) and a process's simulated defaults in a test,
/// which outlive the process as a device's do.
///
/// Values are property lists, as `UserDefaults` stores them: strings, numbers, Booleans, data,
/// and arrays and dictionaries of them.
public protocol LifecycleDefaults: AnyObject {
    /// The value of `defaultName`, nil when there is none.
    func object(forKey defaultName: String) -> Any?
    /// Sets `defaultName` to a property-list `value`; nil removes it.
    func set(_ value: Any?, forKey defaultName: String)
    /// Removes `defaultName`.
    func removeObject(forKey defaultName: String)
    /// The string of `defaultName`, or a number's as a string; nil for anything else.
    func string(forKey defaultName: String) -> String?
    /// The array of strings of `defaultName`; nil for anything else.
    func stringArray(forKey defaultName: String) -> [String]?
    /// The integer of `defaultName` (a number, or a string that spells one); 0 otherwise.
    func integer(forKey defaultName: String) -> Int
    /// The number of `defaultName` (or a string that spells one); 0 otherwise.
    func double(forKey defaultName: String) -> Double
    /// The Boolean of `defaultName` (a non-zero number, or "YES", "true", "1"); false otherwise.
    func bool(forKey defaultName: String) -> Bool
    /// The data of `defaultName`; nil for anything else.
    func data(forKey defaultName: String) -> Data?
}

/// Files an app's code keeps in its container, with the protection each is written with
/// (`FileProtectionType`): code written against it takes a `LifecycleDirectoryFiles` on a device
/// and a process's simulated files in a test, which outlive the process, and follow data
/// protection (a complete file cannot be read from the key discard after a passcode lock until
/// the unlock) as a device's do.
public protocol LifecycleFiles: AnyObject {
    /// The contents of the file `name`; throws when there is none, or its protection keeps it closed.
    func contents(of name: String) throws -> Data
    /// Writes `data` to the file `name`, replacing it, with `protection`; throws when the
    /// protection keeps the file closed.
    func write(_ data: Data, to name: String, protection: FileProtectionType) throws
    /// Removes the file `name`, if there is one.
    func removeFile(_ name: String) throws
    /// The names of the files, sorted.
    func fileNames() throws -> [String]
}

/// The files of one directory of the app's container on a device (Application Support, say),
/// written atomically with their protection.
public final class LifecycleDirectoryFiles: LifecycleFiles {
    /// The directory the files are in.
    public let directory: URL

    /// The files of `directory`, which is made if it does not exist.
    public init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func contents(of name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    public func write(_ data: Data, to name: String, protection: FileProtectionType) throws {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url, options: .atomic)
        #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
        try FileManager.default.setAttributes([.protectionKey: protection], ofItemAtPath: url.path)
        #endif
    }

    public func removeFile(_ name: String) throws {
        let url = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }

    public func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
