/// State preservation and restoration, iOS 6+ (SR-1 … SR-5).
extension Device {
    private func optsIn(_ app: InstalledApp) -> Bool { app.config.restoration && profile.hasStateRestoration }

    /// SR-2: after didEnterBackground returns: shouldSaveState, willEncodeState, then
    /// encodeRestorableState of each restorable controller, parents first. `refuse` vetoes it (SR-1).
    func saveState(_ app: InstalledApp) {
        guard optsIn(app), let process = app.process else { return }
        saveState(app, process)
    }

    /// `saveState` of an app that opts in. (Never inlined: most apps do not, and the common
    /// backgrounding stays compact.)
    @inline(never)
    private func saveState(_ app: InstalledApp, _ process: AppProcess) {
        let generation = process.generation
        process.restorationVetoed = false
        deliver(.shouldSaveState, to: app, .sr2)
        guard isAlive(app, generation) else { return }
        if process.restorationVetoed {
            app.archive = nil
            return
        }
        deliver(.willEncodeState, to: app, .sr2)
        let saved = process.views.restorableControllers()
        for controller in saved where isAlive(app, generation) {
            deliver(.encodeRestorableState, to: controller, in: app, .sr2)
        }
        guard isAlive(app, generation) else { return }
        app.archive = RestorationArchive(version: app.config.version, controllers: saved.map { controller in
            if let container = controller.container { return .init(name: controller.name, placement: .navigationChild(of: container.name)) }
            if let presenter = controller.presenter { return .init(name: controller.name, placement: .presented(by: presenter.name)) }
            return .init(name: controller.name, placement: .root)
        })
    }

    /// SR-3: on a cold launch with an archive, between willFinishLaunching and didFinishLaunching:
    /// shouldRestoreState, each saved controller's decodeRestorableState (parents first),
    /// didDecodeState. The archive is discarded after use. The restored controllers' names are
    /// kept (`lastRestored`) for `finishRestoring` and the Swift API.
    func restoreState(_ app: InstalledApp) {
        app.lastRestored = []
        guard optsIn(app), let archive = app.archive, let process = app.process else { return }
        restore(archive, in: app, process)
    }

    /// `restoreState` of an app that opts in and has an archive. (Never inlined: most launches
    /// have none, and stay compact.)
    @inline(never)
    private func restore(_ archive: RestorationArchive, in app: InstalledApp, _ process: AppProcess) {
        let generation = process.generation
        process.restoring = true
        defer { process.restoring = false }
        process.restorationVetoed = false
        deliver(.shouldRestoreState, to: app, .sr3)
        guard isAlive(app, generation) else { return }
        app.archive = nil
        if process.restorationVetoed { return }
        rebuild(archive, in: app, process.views)
        var restored: [LiveController] = []
        for name in archive.controllers.map(\.name) {
            guard isAlive(app, generation), let controller = process.views.controller(named: name) else { continue }
            deliver(.decodeRestorableState, to: controller, in: app, .sr3)
            restored.append(controller)
        }
        guard isAlive(app, generation) else { return }
        deliver(.didDecodeState, to: app, .sr3)
        app.lastRestored = restored.map(\.name)
    }

    /// Recreates the saved navigation children and presentations that launch did not create.
    private func rebuild(_ archive: RestorationArchive, in app: InstalledApp, _ views: ViewHierarchy) {
        for (name, placement) in archive.controllers.map({ ($0.name, $0.placement) }) where views.controller(named: name) == nil {
            guard let definition = app.config.controller(named: name) else { continue }
            switch placement {
            case .root:
                continue
            case .navigationChild(let containerName):
                guard let nav = views.controller(named: containerName), nav.isNavigation else { continue }
                let controller = views.create(definition, in: app.config)
                controller.container = nav
                nav.children.append(controller)
            case .presented(let presenterName):
                guard let presenter = views.controller(named: presenterName), presenter.presented == nil else { continue }
                let controller = views.create(definition, in: app.config)
                controller.presenter = presenter
                presenter.presented = controller
            }
        }
    }

    /// SR-3 (iOS 7+): applicationFinishedRestoringState of each controller restored at this
    /// launch, after didFinishLaunching (a controller's method runs none of the app's code).
    func finishRestoring(_ app: InstalledApp) {
        guard !app.lastRestored.isEmpty else { return }
        finishRestoring(app, app.lastRestored)
    }

    /// `finishRestoring` of the controllers `restored`. (Never inlined: most launches restore
    /// none, and stay compact.)
    @inline(never)
    private func finishRestoring(_ app: InstalledApp, _ restored: [String]) {
        guard profile.hasFinishedRestoringState, let views = app.process?.views else { return }
        for name in restored {
            guard let controller = views.controller(named: name) else { continue }
            deliver(.applicationFinishedRestoringState, to: controller, in: app, .sr3)
        }
    }

    /// True while a restoration archive is saved for the app.
    public func hasRestorationArchive(_ name: String) -> Bool { app(named: name)?.archive != nil }

    /// The controllers restored at the app's last launch, in order.
    public func restoredControllers(of name: String) -> [String] { app(named: name)?.lastRestored ?? [] }
}
