import LifecycleSim

extension SimulatedDevice {
    /// Checks `property`, a `never` or `always` line of the scenario language
    /// (docs/LANGUAGE.md, "Properties"), after every step from now on: each event sent and each
    /// `advance`, as `lifesim run` reads a file's properties after every timeline line. A step's
    /// lists (`callbacks:`, `controller-callbacks:`, `notifications:`) are that step's; kills,
    /// crashes and warnings are those the step caused. The first step that breaks the property is
    /// a failure at this call's line, saying what was observed, after which call and when; it is
    /// reported once. The property names apps installed before this call; one that reads
    /// notifications needs `setNotificationsShown(true)` first.
    ///
    /// ```swift
    /// try device.watch("never Uploader killed-by BG-5")
    /// try device.watch("always Uploader tasks <= 1")
    /// try device.watch("never Notes killed while Notes default draft unset")
    /// ```
    ///
    /// Throws, after a failure at this call's line, when the text is not a property: the error
    /// says where in the text and how to write it.
    ///
    /// A watch made by `Exploration.explore`'s `device` builder is that exploration's: the first
    /// step that breaks it ends the path, which the result names as it names a path that breaks
    /// the `check` (a shortest one), with what was observed and this call's file and line.
    public func watch(_ property: String, fileID: String = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) throws {
        let site = AssertionSite(fileID: fileID, file: filePath, line: line, column: column)
        let declaration: PropertyDeclaration
        do {
            declaration = try PropertyDeclaration.reading(property, apps: engine.installedConfigurations,
                                                          notificationsShown: engine.recordsNotifications,
                                                          version: engine.profile.version, path: "watch")
        } catch {
            recordFailure("\(error)", at: site)
            throw error
        }
        let engine = self.engine
        let watcher = PropertyWatcher([declaration])
        engine.flushTrace()  // what earlier steps wrote is not this property's
        engine.addSink(watcher.happenings)
        stepObservers.append { [unowned self] taken, call in
            if let taken { watcher.happenings.took(taken) }
            for (property, observed) in watcher.stepEnded(on: engine) {
                let message = "property \"\(property.text)\" broken: \(observed), after \(call) at \(engine.now)s"
                if brokenWatches != nil {
                    brokenWatches?.append("\(message) (watched at \(site.fileID):\(site.line))")
                } else {
                    recordFailure(message, at: site)
                }
            }
        }
    }
}
