/// A process's view controllers as a value (VC-1 … VC-5), for `Device.State`: the controllers are
/// numbered, and every link between two of them (a container's stack, a presentation, the root) is
/// a number.
extension ViewHierarchy {
    struct State: Hashable {
        /// One controller: what it is, whether its view is loaded, and its links by number.
        struct Controller: Hashable {
            var definition: ControllerDefinition
            var viewLoaded: Bool
            /// It is in the creation order memory warnings follow (`live`); a controller only
            /// another links to is numbered after the live ones.
            var isLive: Bool
            var container: Int?
            var children: [Int]
            var presented: Int?
            var presenter: Int?
        }

        var controllers: [Controller] = []
        var root: Int?
    }

    /// The hierarchy as a value.
    var value: State {
        if isEmpty { return State() }
        var numbered = live
        var numbers: [ObjectIdentifier: Int] = [:]
        for (number, controller) in live.enumerated() { numbers[ObjectIdentifier(controller)] = number }
        func number(_ controller: LiveController?) -> Int? {
            guard let controller else { return nil }
            if let known = numbers[ObjectIdentifier(controller)] { return known }
            numbers[ObjectIdentifier(controller)] = numbered.count
            numbered.append(controller)
            return numbered.count - 1
        }
        var state = State()
        state.root = number(root)
        var index = 0
        while index < numbered.count {
            let controller = numbered[index]
            state.controllers.append(State.Controller(
                definition: controller.definition, viewLoaded: controller.viewLoaded, isLive: index < live.count,
                container: number(controller.container), children: controller.children.compactMap(number),
                presented: number(controller.presented), presenter: number(controller.presenter)))
            index += 1
        }
        return state
    }

    /// A hierarchy with new controllers standing as `state` says.
    convenience init(_ state: State) {
        self.init()
        guard !state.controllers.isEmpty else { return }
        let controllers = state.controllers.map { saved in
            let controller = LiveController(saved.definition)
            controller.viewLoaded = saved.viewLoaded
            return controller
        }
        for (saved, controller) in zip(state.controllers, controllers) {
            controller.container = saved.container.map { controllers[$0] }
            controller.children = saved.children.map { controllers[$0] }
            controller.presented = saved.presented.map { controllers[$0] }
            controller.presenter = saved.presenter.map { controllers[$0] }
        }
        adopt(live: zip(state.controllers, controllers).filter(\.0.isLive).map(\.1),
              root: state.root.map { controllers[$0] })
    }
}
