@testable import LifecycleScenario

/// Where a REPL session under test saves (`:save`) instead of the file system.
final class SavedFiles {
    var saved: [String: String] = [:]
    func write(_ path: String, _ text: String) throws { saved[path] = text }
}

/// Feeds every line to `session` and returns the reply to the last.
@discardableResult
func feed(_ session: ReplSession, _ lines: [String]) -> ReplReply {
    var reply = ReplReply()
    for line in lines { reply = session.handle(line) }
    return reply
}

/// Lines the REPL tests type.
enum ReplLines {
    /// An app that begins a task on entering the background and ends it at expiry (BG-1, BG-5).
    static let uploader = [
        "app Uploader",
        "  on didEnterBackground: begin-task upload",
        "  on expire upload: end-task upload",
    ]
}
