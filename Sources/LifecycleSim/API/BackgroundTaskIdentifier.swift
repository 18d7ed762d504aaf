/// `UIBackgroundTaskIdentifier`: 1, 2, 3 … per device, never reused (BG-1).
public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `UIBackgroundTaskIdentifier.invalid`, returned when background execution is impossible (BG-9).
    public static let invalid = BackgroundTaskIdentifier(rawValue: 0)

    public var description: String { String(rawValue) }
}
