/// A live view controller of a running process.
final class LiveController {
    let definition: ControllerDefinition
    /// The view is loaded (VC-1).
    var viewLoaded = false
    /// The navigation controller this one is a child of.
    weak var container: LiveController?
    /// A navigation controller's stack, root first.
    var children: [LiveController] = []
    /// The controller this one presents full-screen (VC-4).
    var presented: LiveController?
    /// The controller that presents this one.
    weak var presenter: LiveController?

    init(_ definition: ControllerDefinition) { self.definition = definition }

    var name: String { definition.name }
    var isNavigation: Bool {
        if case .navigation = definition.kind { return true }
        return false
    }
    /// The top of a navigation stack: the content of its container (VC-3).
    var topChild: LiveController? { children.last }
}

/// What a process's view controllers do.
extension ViewHierarchy {
    /// Creates a controller (a navigation controller right after its root child), appending to
    /// the creation order. Returns the controller asked for.
    func create(_ definition: ControllerDefinition, in config: AppConfiguration) -> LiveController {
        let controller = LiveController(definition)
        if case .navigation(let rootName) = definition.kind, let child = config.controller(named: rootName) {
            let first = create(child, in: config)
            first.container = controller
            controller.children = [first]
        }
        live.append(controller)
        return controller
    }

    /// True when the process holds no view controller: none live and no root.
    var isEmpty: Bool { live.isEmpty && root == nil }

    /// Makes `controller` the window's root.
    func setRoot(_ controller: LiveController) { root = controller }

    /// Takes `live` as the controllers in creation order and `root` as the window's root (a
    /// restored state, `ViewHierarchy.State`).
    func adopt(live: [LiveController], root: LiveController?) {
        self.live = live
        self.root = root
    }

    /// The live controller named `name`.
    func controller(named name: String) -> LiveController? { live.first { $0.name == name } }

    /// Removes `controller`, what it presents and its children from the hierarchy.
    func release(_ controller: LiveController) {
        var doomed: [LiveController] = []
        collect(controller, into: &doomed)
        live.removeAll { candidate in doomed.contains { $0 === candidate } }
        if let presenter = controller.presenter, presenter.presented === controller { presenter.presented = nil }
        if let container = controller.container { container.children.removeAll { $0 === controller } }
    }

    private func collect(_ controller: LiveController, into list: inout [LiveController]) {
        list.append(controller)
        for child in controller.children { collect(child, into: &list) }
        if let presented = controller.presented { collect(presented, into: &list) }
    }

    /// The controller whose view fills the window: starting from the root, follow any full-screen
    /// presentation made by a controller on screen (the container or its visible child).
    var topmost: LiveController? {
        guard var top = root else { return nil }
        while let presenter = Self.visibleChain(from: top).last(where: { $0.presented != nil }),
              let presented = presenter.presented {
            top = presented
        }
        return top
    }

    /// A controller and its visible content, outermost first.
    private static func visibleChain(from top: LiveController) -> [LiveController] {
        var chain = [top]
        while let child = chain[chain.count - 1].topChild { chain.append(child) }
        return chain
    }

    /// The controllers whose views are in the window, outermost first (VC-4).
    var onScreen: [LiveController] { topmost.map(Self.visibleChain) ?? [] }

    /// True when the controller's view is in the window.
    func isInWindow(_ controller: LiveController) -> Bool { onScreen.contains { $0 === controller } }

    /// True when the controller's view is the content of a container (the top of a navigation stack, VC-3).
    func isContent(_ controller: LiveController) -> Bool { controller.container?.topChild === controller }

    /// The controllers to save, parents first, keeping only chains where every ancestor has a
    /// restoration identifier (SR-2, SR-5).
    func restorableControllers() -> [LiveController] {
        var saved: [LiveController] = []
        func walk(_ controller: LiveController) {
            guard controller.definition.restorationID != nil else { return }
            saved.append(controller)
            for child in controller.children { walk(child) }
            if let presented = controller.presented { walk(presented) }
        }
        if let root { walk(root) }
        return saved
    }
}
