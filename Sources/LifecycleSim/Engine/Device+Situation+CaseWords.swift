/// Each case of the enumerations a situation writes (`Device.Situation`) as one word: a switch
/// rather than the raw value, which for most of them is a string; a new case fails to compile
/// here until it has its word.

extension DeviceModel {
    var situationWord: Int {
        switch self {
        case .iphone: 0
        case .ipad: 1
        case .ipod: 2
        }
    }
}

extension RefreshSwitch {
    var situationWord: Int {
        switch self {
        case .on: 0
        case .off: 1
        case .restricted: 2
        }
    }
}

extension LaunchReason {
    var situationWord: Int {
        switch self {
        case .user: 0
        case .url: 1
        case .fetch: 2
        case .push: 3
        case .location: 4
        case .notification: 5
        case .bgtask: 6
        case .urlSession: 7
        case .prewarm: 8
        }
    }
}

extension SceneActivationState {
    var situationWord: Int {
        switch self {
        case .unattached: 0
        case .foregroundInactive: 1
        case .foregroundActive: 2
        case .background: 3
        case .disconnected: 4
        }
    }
}

extension ScenePhase {
    var situationWord: Int {
        switch self {
        case .active: 0
        case .inactive: 1
        case .background: 2
        }
    }
}

extension SceneDerivation.Lag {
    var situationWord: Int {
        switch self {
        case .none: 0
        case .launch: 1
        case .activation: 2
        }
    }
}

extension WatchdogKind {
    var situationWord: Int {
        switch self {
        case .launch: 0
        case .didEnterBackground: 1
        }
    }
}

extension Device.BackgroundEventKind {
    var situationWord: Int {
        switch self {
        case .fetch: 0
        case .push: 1
        case .location: 2
        case .urlSession: 3
        }
    }
}
