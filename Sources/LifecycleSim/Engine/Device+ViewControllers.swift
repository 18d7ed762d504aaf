/// View controllers: creation, the load cycle and, on iOS 3-5, the unload cycle (VC-1 … VC-5).
extension Device {
    /// Calls a controller method, recorded with the controller's name (no handlers run: the
    /// language gives controllers no code).
    @discardableResult
    func deliver(_ method: ControllerCallback, to controller: LiveController, in app: InstalledApp,
                 _ rule: RuleID) -> Bool {
        deliver(.controller(controller.name, method), to: app, rule, handlers: [])
    }

    /// The window's root (and, for a navigation controller, its root child first) is created
    /// when the app's UI is loaded at launch.
    func createRootController(_ app: InstalledApp) {
        guard let name = app.config.rootController, let definition = app.config.controller(named: name),
              let process = app.process else { return }
        process.views.setRoot(process.views.create(definition, in: app.config))
    }

    /// VC-1: every controller on screen has a loaded view: loadView, then viewDidLoad,
    /// outermost first.
    func loadVisibleViews(_ app: InstalledApp, _ rule: RuleID) {
        // An app without view controllers (the usual case in a trace of callbacks) has none to
        // load: asked of its declaration first, which holds no process.
        guard !app.config.controllers.isEmpty, let process = app.process, process.views.root != nil else { return }
        for controller in process.views.onScreen where !controller.viewLoaded {
            guard deliver(.loadView, to: controller, in: app, rule) else { return }
            controller.viewLoaded = true
            guard deliver(.viewDidLoad, to: controller, in: app, rule) else { return }
        }
    }

    /// VC-2 … VC-5: didReceiveMemoryWarning; on iOS 3-5 its default implementation unloads a
    /// loaded view that is not in the window, unless the view is a container's content (VC-3),
    /// which goes with its container's view instead.
    func controllerReceivesMemoryWarning(_ controller: LiveController, in app: InstalledApp) {
        guard let process = app.process else { return }
        let alreadyUnloaded = profile.unloadsViewsOnMemoryWarning && !controller.viewLoaded
        deliver(.didReceiveMemoryWarning, to: controller, in: app, alreadyUnloaded ? .vc5 : .vc2)
        guard profile.unloadsViewsOnMemoryWarning, controller.viewLoaded,
              !process.views.isInWindow(controller), !process.views.isContent(controller) else { return }
        depth += 1
        defer { depth -= 1 }
        unloadView(controller, in: app, .vc2)
        if let content = controller.topChild, content.viewLoaded {
            unloadView(content, in: app, .vc3)
        }
    }

    /// viewWillUnload (iOS 5), viewDidUnload: the view is gone.
    private func unloadView(_ controller: LiveController, in app: InstalledApp, _ rule: RuleID) {
        if profile.hasViewWillUnload { deliver(.viewWillUnload, to: controller, in: app, rule) }
        controller.viewLoaded = false
        deliver(.viewDidUnload, to: controller, in: app, rule)
    }

    /// The controller statements act inside the front, active app.
    private func requireFront(_ app: InstalledApp) -> EventOutcome? {
        guard front == app.index, app.state == .active else {
            return refuse(WarningText.controllersOnlyInActiveApp(app: app.name), .vc1, app: app)
        }
        return nil
    }

    private func declared(_ name: String, in app: InstalledApp) -> ControllerDefinition? {
        app.config.controller(named: name)
    }

    /// `APP push CHILD on NAV`: CHILD is created and shown on top of NAV's stack (VC-1).
    func pushController(_ child: String, on navigation: String, in app: InstalledApp) -> EventOutcome {
        if let refusal = requireFront(app) { return refusal }
        guard let process = app.process, let nav = process.views.controller(named: navigation), nav.isNavigation else {
            return refuse(WarningText.notNavigationOnScreen(navigation: navigation, app: app.name), .vc1, app: app)
        }
        guard let definition = declared(child, in: app), process.views.controller(named: child) == nil else {
            return refuse(WarningText.alreadyShownOrUndeclared(controller: child, app: app.name), .vc1, app: app)
        }
        if case .navigation = definition.kind {
            return refuse(.navigationOntoNavigation, .vc1, app: app)
        }
        let controller = process.views.create(definition, in: app.config)
        controller.container = nav
        nav.children.append(controller)
        loadVisibleViews(app, .vc1)
        return .applied
    }

    /// `APP pop NAV`: the top controller is released; the one below shows again, its view reloaded if a memory warning unloaded it (VC-1).
    func popController(_ navigation: String, in app: InstalledApp) -> EventOutcome {
        if let refusal = requireFront(app) { return refusal }
        guard let process = app.process, let nav = process.views.controller(named: navigation), nav.isNavigation,
              nav.children.count > 1, let top = nav.topChild else {
            return refuse(WarningText.nothingToPop(navigation: navigation), .vc1, app: app)
        }
        process.views.release(top)
        loadVisibleViews(app, .vc1)
        return .applied
    }

    /// `APP present CONTROLLER [from PRESENTER]`: full screen, taking the presenter's views out of the window (VC-4).
    func presentController(_ name: String, from presenterName: String?, in app: InstalledApp) -> EventOutcome {
        if let refusal = requireFront(app) { return refusal }
        guard let process = app.process else { return .applied }
        guard let definition = declared(name, in: app), process.views.controller(named: name) == nil else {
            return refuse(WarningText.alreadyShownOrUndeclared(controller: name, app: app.name), .vc4, app: app)
        }
        let presenter = presenterName.flatMap(process.views.controller(named:)) ?? process.views.topmost
        guard let presenter, presenter.presented == nil else {
            let reason = presenterName.map { WarningText.cannotPresentNow(presenter: $0) }
                ?? WarningText.topControllerCannotPresent
            return refuse(reason, .vc4, app: app)
        }
        let controller = process.views.create(definition, in: app.config)
        controller.presenter = presenter
        presenter.presented = controller
        loadVisibleViews(app, .vc4)
        return .applied
    }

    /// `APP dismiss CONTROLLER`: it (and what it presents) is released; the presenter's views
    /// come back into the window, reloaded if a memory warning unloaded them (VC-4).
    func dismissController(_ name: String, in app: InstalledApp) -> EventOutcome {
        if let refusal = requireFront(app) { return refusal }
        guard let process = app.process, let controller = process.views.controller(named: name),
              controller.presenter != nil else {
            return refuse(WarningText.notPresented(controller: name, app: app.name), .vc4, app: app)
        }
        process.views.release(controller)
        loadVisibleViews(app, .vc4)
        return .applied
    }

    /// Whether a live controller's view is loaded; nil when the controller does not exist now.
    public func isViewLoaded(app name: String, controller: String) -> Bool? {
        app(named: name)?.process?.views.controller(named: controller)?.viewLoaded
    }
}
