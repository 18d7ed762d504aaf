import Foundation

// The one place in lifesim's writing where a buffer's address goes to the system, and the one
// promise about threads that the compiler takes on trust.

/// `Output` is shared as two globals (`standardOutput`, `standardError`) so that every part of a
/// command writes through the same buffer, and a global must be `Sendable`. lifesim runs each
/// command on the main thread from start to end and starts no other thread, so the buffer is
/// never touched from two threads at once.
extension Output: @unchecked Sendable {}

extension Output {
    /// Writes `bytes` to `descriptor` with write(2), as many calls as it takes; nil when every
    /// byte was written, else the `errno` of the call that failed.
    ///
    /// A call interrupted by a signal is made again. A call that takes no byte ends the writing
    /// (it would take none the next time either). The buffer's address is valid only inside
    /// `withUnsafeBytes`, and the call does not keep it.
    static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { raw in
                Foundation.write(descriptor, raw.baseAddress, raw.count)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return nil }
            offset += written
        }
        return nil
    }
}
