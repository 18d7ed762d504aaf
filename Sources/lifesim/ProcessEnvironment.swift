import Foundation

/// Reads the process environment.
enum ProcessEnvironment {
    static func value(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
    /// Every variable of the environment.
    static var all: [String: String] { ProcessInfo.processInfo.environment }
}
