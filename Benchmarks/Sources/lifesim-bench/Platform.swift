import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux and Apple platforms for the benchmark's process handling, in
/// one place: peak memory units, the process's own path and environment, spawn actions.
enum Platform {
    /// `ru_maxrss` in kilobytes: Linux reports kilobytes, Apple platforms bytes.
    static func kilobytes(maxrss: Int) -> Int {
        #if canImport(Darwin)
        return maxrss / 1024
        #else
        return maxrss
        #endif
    }

    /// This process's peak resident set in kilobytes (VmHWM on Linux, else `getrusage`).
    static func ownPeakResidentKB() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? "") ?? 0
            }
        }
        var usage = rusage()
        #if canImport(Glibc)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        return kilobytes(maxrss: Int(usage.ru_maxrss))
    }

    /// The absolute path of this executable.
    static func ownExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// The environment to hand to a spawned child.
    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return _NSGetEnviron().pointee
        #else
        return environ
        #endif
    }

    /// Spawn file actions, whose C type is a struct on Linux and an optional pointer on Apple platforms.
    #if canImport(Darwin)
    typealias SpawnActions = posix_spawn_file_actions_t?
    static func newSpawnActions() -> SpawnActions { nil }
    #else
    typealias SpawnActions = posix_spawn_file_actions_t
    static func newSpawnActions() -> SpawnActions { posix_spawn_file_actions_t() }
    #endif

    /// A pipe: `[read end, write end]`, or nil.
    static func makePipe() -> [Int32]? {
        var ends: [Int32] = [-1, -1]
        let made = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress!) }
        return made == 0 ? ends : nil
    }
}
