/// A `UIBackgroundModes` value (BM-1, BM-2).
public enum BackgroundMode: String, Hashable, Sendable, CaseIterable, Comparable {
    case audio
    case location
    case voip
    case fetch
    case remoteNotification = "remote-notification"
    case externalAccessory = "external-accessory"
    case bluetoothCentral = "bluetooth-central"
    case bluetoothPeripheral = "bluetooth-peripheral"
    case newsstandContent = "newsstand-content"
    case processing

    public static func < (lhs: BackgroundMode, rhs: BackgroundMode) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
