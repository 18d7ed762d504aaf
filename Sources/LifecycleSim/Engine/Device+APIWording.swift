/// Refusal reasons that name a scenario statement, worded for the Swift API: its methods instead
/// (the trace's warnings keep the scenario's words).
extension Device {
    /// For `use 'switcher' first`.
    static let switcherClosedForAPI = "the app switcher is not open: call \(DeviceEvent.switcherShow.swiftCall) first"
    /// For `unlock it first`.
    static let lockedForAPI = "the device is locked: call \(DeviceEvent.unlock.swiftCall) first"
}

extension Overlay {
    /// The event that takes the overlay away.
    var closingEvent: DeviceEvent {
        switch self {
        case .call: return .callEnd
        case .alert: return .alertDismiss
        case .notificationCenter: return .notificationCenter(open: false)
        case .controlCenter: return .controlCenter(open: false)
        case .switcher: return .switcherClose
        }
    }

    /// For `OVERLAY is open: close it first`.
    var openForAPI: String { "\(name) is open: call \(closingEvent.swiftCall) first" }
}
