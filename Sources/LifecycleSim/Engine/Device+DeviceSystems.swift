/// Device systems (MW, VC, SR, DOC, PS): not simulated yet.
extension Device {
    private func notYet(_ what: String) -> EventOutcome {
        refuse("\(what) is not simulated yet", .st2)
    }

    func postMemoryWarning(_ level: MemoryWarningLevel) -> EventOutcome { notYet("memory-warning") }
    func applyMemoryPressure(_ size: MemorySize?) -> EventOutcome { notYet("memory-pressure") }
    func share(_ file: String, from sender: InstalledApp, to receiver: InstalledApp) -> EventOutcome { notYet("share") }
    func writeProcessList() -> EventOutcome { notYet("ps") }
    func pushController(_ child: String, on navigation: String, in app: InstalledApp) -> EventOutcome { notYet("push") }
    func popController(_ navigation: String, in app: InstalledApp) -> EventOutcome { notYet("pop") }
    func presentController(_ controller: String, from presenter: String?, in app: InstalledApp) -> EventOutcome { notYet("present") }
    func dismissController(_ controller: String, in app: InstalledApp) -> EventOutcome { notYet("dismiss") }
}

extension Device {
    public func isViewLoaded(app: String, controller: String) -> Bool? { nil }
    public func hasRestorationArchive(_ app: String) -> Bool { false }
    public func restoredControllers(of app: String) -> [String] { [] }
    public func openInMenu(for file: String, from app: String) -> [String] { [] }
    public func inbox(of app: String) -> [String] { [] }
    public func processName(of app: String) -> String? { nil }
    public var freeMemory: MemorySize { .zero }
}
