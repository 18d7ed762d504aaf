import LifecycleSim

extension SimulatedDevice {
    /// Advances the virtual clock by `duration`, firing what falls due (expiries, timers).
    ///
    /// Throws for a negative duration (the clock never runs backwards), and when code waits on
    /// the device's clock within the span, which only `await device.advance(by:)` lets run at its
    /// time. With `failsOnKills` or `failsOnWarnings`, throws at the first kill or warning and
    /// reports it at this call's line, naming the app, the rule and the tasks.
    public func advance(by duration: Duration, fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) throws {
        do { try advanceWithoutWaitingCode(by: VirtualDuration(roundingUp: duration)) } catch let error as LifecycleSimError {
            throw report(error, at: AssertionSite(fileID: fileID, file: filePath, line: line, column: column))
        }
    }

    /// Advances the virtual clock to `instant` (as `advance(by:)`); throws for an instant before `now`.
    public func advance(to instant: DeviceClock.Instant, fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) throws {
        do { try advanceWithoutWaitingCode(to: DeviceClock.virtualTime(instant)) } catch let error as LifecycleSimError {
            throw report(error, at: AssertionSite(fileID: fileID, file: filePath, line: line, column: column))
        }
    }

    /// What to throw for `error`: a kill or a warning the test did not expect is reported at `site`
    /// first, and what is thrown then says where (the test library records the thrown error too,
    /// at the test's own line).
    func report(_ error: LifecycleSimError, at site: AssertionSite) -> any Error {
        switch error {
        case .killed where expecting != .kill, .warned where expecting != .warning:
            recordFailure("\(error)", at: site)
            return FailureReported(error: error, site: site)
        default:
            return error
        }
    }

    /// Expects `app` to be killed (by `rule`, if given) while `body` runs: the kill ends `body` and
    /// is returned; anything else is a failure at this call's line (no kill, another app's, another
    /// rule's, another error). While `body` runs, kills fail the calls that cause them, whatever
    /// `failsOnKills` says, and warnings do not (those that foretell a kill, UIKit's lines for
    /// tasks left outstanding among them, come with the kill expected); they stay in the trace.
    ///
    /// ```swift
    /// try device.home()
    /// await device.expectKill(of: "Uploader", by: .bg5) { try await device.advance(by: .seconds(60)) }
    /// ```
    @discardableResult
    public func expectKill(of app: String, by rule: RuleID? = nil, fileID: String = #fileID,
                           filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                           isolation: isolated (any Actor)? = #isolation,
                           during body: () async throws -> Void) async -> ExpectedKill? {
        let site = AssertionSite(fileID: fileID, file: filePath, line: line, column: column)
        let saved = beginExpecting(.kill)
        defer { endExpecting(saved) }
        do {
            try await body()
            return missing(kill: app, rule, at: site)
        } catch {
            return ExpectedKill(error, app: app, rule: rule, at: site)
        }
    }

    /// Expects `app` to be killed while `body` runs (as the async `expectKill`), for code that
    /// does not await.
    @discardableResult
    public func expectKill(of app: String, by rule: RuleID? = nil, fileID: String = #fileID,
                           filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                           during body: () throws -> Void) -> ExpectedKill? {
        let site = AssertionSite(fileID: fileID, file: filePath, line: line, column: column)
        let saved = beginExpecting(.kill)
        defer { endExpecting(saved) }
        do {
            try body()
            return missing(kill: app, rule, at: site)
        } catch {
            return ExpectedKill(error, app: app, rule: rule, at: site)
        }
    }

    /// Expects a warning of `rule` (of `app`, if given) while `body` runs: the warning ends `body`
    /// and is returned; anything else is a failure at this call's line. While `body` runs, that
    /// rule's warnings fail the calls that write them, whatever `failsOnWarnings` says.
    ///
    /// ```swift
    /// device.expectWarning(of: "Sync", by: .bg1) { try device.advance(by: .seconds(40)) }
    /// ```
    @discardableResult
    public func expectWarning(of app: String? = nil, by rule: RuleID, fileID: String = #fileID,
                              filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                              during body: () throws -> Void) -> ExpectedWarning? {
        let site = AssertionSite(fileID: fileID, file: filePath, line: line, column: column)
        let saved = beginExpecting(.warning(rule))
        defer { endExpecting(saved) }
        do {
            try body()
            return missing(warning: rule, of: app, at: site)
        } catch {
            return ExpectedWarning(error, app: app, rule: rule, at: site)
        }
    }

    /// Expects a warning of `rule` (of `app`, if given) while `body` runs (as the synchronous
    /// `expectWarning`), for code that awaits: `await device.advance(by:)`.
    @discardableResult
    public func expectWarning(of app: String? = nil, by rule: RuleID, fileID: String = #fileID,
                              filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                              isolation: isolated (any Actor)? = #isolation,
                              during body: () async throws -> Void) async -> ExpectedWarning? {
        let site = AssertionSite(fileID: fileID, file: filePath, line: line, column: column)
        let saved = beginExpecting(.warning(rule))
        defer { endExpecting(saved) }
        do {
            try await body()
            return missing(warning: rule, of: app, at: site)
        } catch {
            return ExpectedWarning(error, app: app, rule: rule, at: site)
        }
    }

    /// What `expectKill` and `expectWarning` run their body with: kills failing and warnings not,
    /// or `rule`'s warnings failing; the test's own options are returned, to put back after it.
    private func beginExpecting(_ expectation: ExpectationKind) -> (kills: Bool, warnings: WarningFailures,
                                                                  expecting: ExpectedFailureKind?) {
        let saved = (failsOnKills, failsOnWarnings, expecting)
        switch expectation {
        case .kill: (failsOnKills, failsOnWarnings, expecting) = (true, .none, .kill)
        case .warning(let rule): (failsOnWarnings, expecting) = (.rules([rule]), .warning)
        }
        return saved
    }

    private func endExpecting(_ saved: (kills: Bool, warnings: WarningFailures, expecting: ExpectedFailureKind?)) {
        (failsOnKills, failsOnWarnings, expecting) = saved
    }

    /// What an expectation waits for: a kill, or a warning of a rule.
    private enum ExpectationKind {
        case kill
        case warning(RuleID)
    }

    private func missing(warning rule: RuleID, of app: String?, at site: AssertionSite) -> ExpectedWarning? {
        recordFailure("expected a warning of \(rule)\(app.map { " from \($0)" } ?? ""), but none came by \(now)s", at: site)
        return nil
    }

    private func missing(kill app: String, _ rule: RuleID?, at site: AssertionSite) -> ExpectedKill? {
        let state = engine.state(of: app).map { "\($0)" } ?? "not installed"
        recordFailure("expected \(app) to be killed\(rule.map { " by \($0)" } ?? ""), but it was not: it is \(state) at \(now)s",
                      at: site)
        return nil
    }
}

/// What a call throws after reporting a kill or a warning at the caller's line: the test stops
/// there, and this error, which the test library records at the test's own line, points back.
public struct FailureReported: Error, CustomStringConvertible {
    /// The kill or the warning.
    public let error: LifecycleSimError
    /// Where it was reported.
    public let site: AssertionSite

    public var description: String {
        let place = "\(site.fileID.split(separator: "/").last.map(String.init) ?? site.fileID):\(site.line)"
        switch error {
        case .killed(let app, let rule, let time, _):
            return "stopped at \(place), where \(app) was killed at \(time)s by \(rule) (the failure there says why)"
        case .warned(let app, let rule, let time, _):
            return "stopped at \(place), where \(app ?? "the device") got a warning at \(time)s (\(rule)) (the failure there says what)"
        default:
            return "stopped at \(place): \(error)"
        }
    }
}

/// A kill `expectKill(of:by:during:)` saw: the app, the rule, when, and the warning that said why.
public struct ExpectedKill: Hashable, Sendable {
    public let app: String
    public let rule: RuleID
    public let time: VirtualTime
    /// The warning the device wrote before the kill (BG-5's names the tasks still outstanding).
    public let reason: String

    /// The kill `error` is, when it is the one expected; otherwise a failure at `site`, and nil.
    init?(_ error: any Error, app: String, rule: RuleID?, at site: AssertionSite) {
        guard case LifecycleSimError.killed(let killed, let by, let time, let reason) = error,
              killed == app, rule.map({ $0 == by }) ?? true else {
            recordFailure("expected \(app) to be killed\(rule.map { " by \($0)" } ?? ""), but: \(error)", at: site)
            return nil
        }
        (self.app, self.rule, self.time, self.reason) = (killed, by, time, reason)
    }
}

/// A warning `expectWarning(of:by:during:)` saw: the app (nil for the device's own), the rule,
/// when, and the words.
public struct ExpectedWarning: Hashable, Sendable {
    public let app: String?
    public let rule: RuleID
    public let time: VirtualTime
    public let message: String

    /// The warning `error` is, when it is the one expected; otherwise a failure at `site`, and nil.
    init?(_ error: any Error, app: String?, rule: RuleID, at site: AssertionSite) {
        guard case LifecycleSimError.warned(let warned, let by, let time, let message) = error,
              by == rule, app.map({ $0 == warned }) ?? true else {
            recordFailure("expected a warning of \(rule)\(app.map { " from \($0)" } ?? ""), but: \(error)", at: site)
            return nil
        }
        (self.app, self.rule, self.time, self.message) = (warned, by, time, message)
    }
}
