import LifecycleSim

/// The device's virtual clock as Swift's `Clock`, for app code that waits: hand it where the
/// code takes `some Clock<Duration>` (a `ContinuousClock` on a device).
///
/// `try await clock.sleep(for: .seconds(200))` resumes when `await device.advance(by:)` brings
/// the simulation to that instant, not on the wall clock: an upload that needs 200 s inside
/// iOS 13's 30 s budget is cut off as on a device, in microseconds. A wait begun by an app's code
/// (a task started in a handler, a delegate method, an observer) belongs to that app's process,
/// and never resumes once the process has ended, as code of a killed app never runs again
/// (docs/EXECUTION_MODEL.md, "App code that awaits"). A cancelled wait throws
/// `CancellationError`, as `ContinuousClock`'s does.
public struct DeviceClock: Clock {
    /// A moment on the device's clock: the time since the device started.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the device started.
        public var offset: Duration

        /// The moment `offset` after the device started.
        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
        public var description: String { "\(offset)" }
    }

    let waits: ClockWaits

    /// The device's time, as `device.now`.
    public var now: Instant { Instant(offset: .milliseconds(waits.now.milliseconds)) }

    /// The device's clock moves in milliseconds.
    public var minimumResolution: Duration { .milliseconds(1) }

    /// Waits until the device's clock reaches `deadline` (rounded up to the millisecond: a wait
    /// never ends early); `tolerance` is ignored, as the simulation is exact.
    ///
    /// Called on a `DeviceClock` (not through `any Clock`), the wait stays on the caller's actor
    /// where the compiler can say so (Swift 6.2's `nonisolated(nonsending)`): code on the main
    /// actor then never leaves it to wait. Through `Clock`'s own `sleep(for:)` or `any Clock`,
    /// Swift runs it on the global executor (docs/EXECUTION_MODEL.md, "App code that awaits").
    #if compiler(>=6.2)
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await waits.wait(until: Self.virtualTime(deadline), process: AppProcessID.running)
    }

    /// Waits for `duration` on the device's clock, on the caller's actor (as `sleep(until:)`).
    nonisolated(nonsending) public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
    }
    #else
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await waits.wait(until: Self.virtualTime(deadline), process: AppProcessID.running)
    }
    #endif

    /// The device's time at `instant`, rounded up to its millisecond.
    static func virtualTime(_ instant: Instant) -> VirtualTime {
        VirtualTime(milliseconds: VirtualDuration(roundingUp: instant.offset).milliseconds)
    }
}
