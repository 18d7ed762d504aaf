import Foundation

/// Reads the process environment.
enum ProcessEnvironment {
    static func value(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
}
