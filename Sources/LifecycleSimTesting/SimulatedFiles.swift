import Foundation
import LifecycleApplication
import LifecycleSim

/// The app's files as one process sees them (`SimulatedProcess.files`): kept in the app's
/// container, they outlive the process (PS-3), and follow data protection (LK-4): from the key
/// discard after a passcode lock until the unlock, a `.complete` file can be neither read nor
/// written, and a `.completeUnlessOpen` one only made new. Once its process has ended it reads
/// and writes nothing.
public final class SimulatedFiles: LifecycleFiles {
    private let context: AppContext

    init(context: AppContext) { self.context = context }

    public func contents(of name: String) throws -> Data { Data(try context.readFile(name)) }

    public func write(_ data: Data, to name: String, protection: FileProtectionType) throws {
        try context.writeFile(name, contents: [UInt8](data), protection: Self.protection(protection))
    }

    public func removeFile(_ name: String) throws {
        guard context.isRunning else { throw StorageError.processEnded }
        context.removeFile(name)
    }

    public func fileNames() throws -> [String] {
        guard context.isRunning else { throw StorageError.processEnded }
        return context.fileNames
    }

    /// Foundation's protection class as the device's.
    static func protection(_ type: FileProtectionType) -> FileProtection {
        // Compared by raw value: Foundation on Linux does not make the type Equatable.
        switch type.rawValue {
        case FileProtectionType.complete.rawValue: return .complete
        case FileProtectionType.completeUnlessOpen.rawValue: return .completeUnlessOpen
        case FileProtectionType.completeUntilFirstUserAuthentication.rawValue: return .completeUntilFirstUserAuthentication
        default: return .none
        }
    }
}
