import LifecycleSim

/// Every order of events against the test's own code (docs/LANGUAGE.md, "Exploring every path",
/// from Swift): the code is built afresh and run from the start for each path, as Loom runs a
/// test once per interleaving, breadth first, so the first path that breaks the check is a
/// shortest one, and the same on every run.
///
/// ```swift
/// let result = try await Exploration.explore(depth: 4, device: {
///     let device = try SimulatedDevice(ios: 17)
///     try device.install("Uploader", process: { Uploader(process: $0) })
///     return device
/// }, check: { device in
///     guard (try device.app("Uploader").object(Uploader.self)?.pending ?? 0) <= 1 else {
///         throw Exploration.Broken("two uploads pending")
///     }
/// })
/// XCTAssertNil(result.failure, result.failure?.description ?? "")
/// ```
public enum Exploration {
    /// One step of a path: an event, or time passing (`lifesim explore`'s steps).
    public typealias Step = ExploreStep

    /// What a check throws to say the device, or the test's code on it, is wrong.
    public struct Broken: Error, CustomStringConvertible {
        public var description: String

        public init(_ description: String) { self.description = description }
    }

    /// How two paths are told to lead to the same situation, so that it is explored once.
    public enum Sameness {
        /// Never: every path is run (the test's objects hold state the device cannot see).
        case never
        /// The device's whole state, the apps' storage (defaults, files) included: enough when
        /// every fact of the test's code that matters is in its storage.
        case deviceState
        /// The device's whole state and the fingerprint the test computes of its objects.
        case fingerprint((SimulatedDevice) -> AnyHashable)
    }

    /// What an exploration found.
    public struct Result: Sendable {
        /// The first shortest path that broke the check, if any did.
        public var failure: Failure?
        /// How many paths were run from the start.
        public var pathsRun = 0
        /// How many different situations were reached (paths, with `Sameness.never`).
        public var situations = 0
        /// The deepest level explored.
        public var depthReached = 0
    }

    /// A shortest path that broke the check, with what the check (or the device) said.
    public struct Failure: Sendable, CustomStringConvertible {
        /// The steps from the device `device` built, in order.
        public var path: [Step]
        /// The time each step took (zero for an event).
        public var waits: [VirtualDuration]
        /// What was thrown.
        public var message: String
        /// The path as the calls of a test (`try device.home()`).
        public var swiftCode: String
        /// The path as a scenario's timeline, the apps' code left out (it is the test's own).
        public var scenario: String

        public var description: String {
            "the shortest path (\(path.count) step\(path.count == 1 ? "" : "s")) breaks the check: \(message)\n"
                + "as Swift:\n\(swiftCode)\nas a scenario:\n\(scenario)"
        }
    }

    /// Runs `check` on the device `device` builds, then after every sequence of up to `depth`
    /// steps (`steps`; by default `ExplorationEvents.defaults` for its apps, then the clock to the
    /// next deadline), each sequence on a device built afresh. A path whose step throws (a kill or
    /// warning the device was told to fail on) or breaks a property the builder watches
    /// (`SimulatedDevice.watch`), or after which `check` throws, breaks it; a step the device
    /// refuses is not taken. Stops at the depth where the first failure is found. The code's
    /// async work runs as the steps let it (`SimulatedDevice.advance(by:)`): after each event, and
    /// at its time while the clock moves to the next deadline.
    @MainActor
    public static func explore(depth: Int = 4, steps: [Step]? = nil, sameness: Sameness = .never,
                               device build: () throws -> SimulatedDevice,
                               check: (SimulatedDevice) throws -> Void) async throws -> Result {
        var result = Result()
        let first = try built(build)
        let steps = steps ?? ExplorationEvents.defaults(apps: first.engine.installedConfigurations,
                                                        version: first.engine.profile.version).map(Step.event) + [.nextDeadline]
        do {
            // A property the builder watched, broken by a step the builder took: no path is needed.
            if let broken = first.brokenWatches?.first { throw Broken(broken) }
            try check(first)
        } catch {
            result.failure = failure(path: [], waits: [], error: error, on: first)
            return result
        }
        var seen: Set<Situation> = []
        if let situation = situation(of: first, sameness) { seen.insert(situation) }
        var frontier: [[Int]] = [[]]
        result.situations = 1
        while result.depthReached < depth && !frontier.isEmpty {
            result.depthReached += 1
            var next: [[Int]] = []
            for path in frontier {
                for step in steps.indices {
                    let device = try built(build)
                    result.pathsRun += 1
                    var waits: [VirtualDuration] = []
                    var began = device.engine.now
                    let taking = path + [step]
                    var inStep = false
                    do {
                        for index in taking {
                            began = device.engine.now
                            inStep = true
                            guard let waited = try await take(steps[index], on: device) else { break }
                            inStep = false
                            waits.append(waited)
                            if let broken = device.brokenWatches?.first { throw Broken(broken) }
                        }
                        // The last step was refused: nothing changed, no new path.
                        guard waits.count == taking.count else { continue }
                        try check(device)
                    } catch {
                        // A step that threw (a kill or warning the device fails on) is in the path:
                        // an event takes no time, time passing took it until the throw. The path
                        // ends at the step that threw or broke a watch.
                        if inStep {
                            waits.append(steps[taking[waits.count]].isEvent ? .zero : device.engine.now - began)
                        }
                        result.failure = failure(path: taking.prefix(waits.count).map { steps[$0] }, waits: waits, error: error,
                                                 on: device)
                        return result
                    }
                    if let situation = situation(of: device, sameness) {
                        guard seen.insert(situation).inserted else { continue }
                    }
                    result.situations += 1
                    next.append(path + [step])
                }
            }
            frontier = next
        }
        return result
    }

    /// A device from the test's builder, its scheduled items that can never act swept out, as
    /// after every step (`take`).
    @MainActor
    private static func built(_ build: () throws -> SimulatedDevice) throws -> SimulatedDevice {
        let device = try SimulatedDevice.$buildingForExploration.withValue(true) { try build() }
        device.engine.sweepStaleItems()
        if device.brokenWatches == nil { device.brokenWatches = [] }
        return device
    }

    /// Takes `step` on `device`: the time it took, or nil when the device refused it or there was
    /// nothing to do. Throws what the device throws for a kill or warning it was told to fail on.
    /// After a step the device sweeps out the scheduled items that can never act
    /// (`Device.sweepStaleItems`), as `lifesim explore`'s steps do: the next `wait` never stops
    /// at one, and states that differ only in such items are one.
    @MainActor
    private static func take(_ step: Step, on device: SimulatedDevice) async throws -> VirtualDuration? {
        let taken = try await takeUnswept(step, on: device)
        if taken != nil { device.engine.sweepStaleItems() }
        return taken
    }

    @MainActor
    private static func takeUnswept(_ step: Step, on device: SimulatedDevice) async throws -> VirtualDuration? {
        switch step {
        case .event(let event):
            do {
                try device.send(event)
            } catch LifecycleSimError.refused {
                return nil
            }
            // What the event's callbacks started runs now, at the event's time, when the apps'
            // code waits on the device's clock (`SimulatedDevice.clock`); other code runs at once.
            if device.runsAsyncCode { try await device.advanceLettingCodeRun(to: device.engine.now) }
            return .zero
        case .nextDeadline, .wait:
            guard let waited = step.timePassing(now: device.engine.now, next: device.nextDeadline) else { return nil }
            if device.runsAsyncCode {
                try await device.advanceLettingCodeRun(to: device.engine.now + waited)
            } else {
                try device.advanceWithoutWaitingCode(by: waited)
            }
            return waited
        }
    }

    /// What tells this path's situation apart, or nil when paths are never the same.
    @MainActor
    private static func situation(of device: SimulatedDevice, _ sameness: Sameness) -> Situation? {
        switch sameness {
        case .never: return nil
        case .deviceState: return Situation(state: device.engine.snapshot().anyDevice, fingerprint: nil)
        case .fingerprint(let fingerprint): return Situation(state: device.engine.snapshot().anyDevice, fingerprint: fingerprint(device))
        }
    }

    private struct Situation: Hashable {
        var state: Device.State
        var fingerprint: AnyHashable?
    }

    /// The failure of `path`, written as a test's calls and as a scenario's timeline.
    @MainActor
    private static func failure(path: [Step], waits: [VirtualDuration], error: any Error, on device: SimulatedDevice) -> Failure {
        var calls: [String] = []
        var lines: [String] = []
        var now = VirtualDuration.zero
        for (step, waited) in zip(path, waits) {
            now = now + waited
            switch step {
            case .event(let event):
                calls.append("try " + event.swiftCall)
                lines.append("+0s \(event)")
            case .nextDeadline, .wait:
                calls.append("try await device.advance(by: .milliseconds(\(waited.milliseconds)))")
                lines.append("+\(waited)")
            }
        }
        let engine = device.engine
        let header = ["device ios \(engine.profile.version) model \(engine.model.rawValue)"]
            + engine.installedConfigurations.map { "app \($0.name)" }
            + ["# The apps' code is the test's own (Swift): this timeline takes the same steps.", ""]
        return Failure(path: path, waits: waits, message: "\(error)", swiftCode: calls.joined(separator: "\n"),
                       scenario: (header + lines).joined(separator: "\n") + "\n")
    }
}
