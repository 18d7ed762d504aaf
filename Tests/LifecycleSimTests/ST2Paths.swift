@testable import LifecycleSim

/// The states ST-2's edges pass through from not running to `state`, the shortest way (a user
/// launch for the foreground, a background launch for the background): how the machine tests
/// reach a state without a device.
func st2Path(to state: AppState) -> [AppState] {
    switch state {
    case .notRunning: return []
    case .inactive: return [.inactive]
    case .active: return [.inactive, .active]
    case .background: return [.background]
    case .suspended: return [.background, .suspended]
    }
}
