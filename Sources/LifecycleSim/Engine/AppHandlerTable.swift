/// An app's handlers, resolved once at install into a table indexed by callback.
///
/// The engine asks for a callback's handlers on every delivery. A delegate method's handlers are
/// then one array read away, found by the method's position in `DelegateCallback.allCases`;
/// the other callbacks (expiration handlers, BGTaskScheduler handlers), asked for far less
/// often, keep the configuration's short list.
struct AppHandlerTable {
    /// The handlers of each delegate method, by `DelegateCallback.ordinal`.
    private let delegate: [[AppHandler]]
    /// The handlers of every other callback, in the order the callbacks were first given one.
    private let other: [(callback: Callback, handlers: [AppHandler])]

    init(_ config: AppConfiguration) {
        var delegate = [[AppHandler]](repeating: [], count: DelegateCallback.allCases.count)
        var other: [(callback: Callback, handlers: [AppHandler])] = []
        for entry in config.handlerEntries {
            if case .delegate(let method) = entry.callback {
                delegate[method.ordinal] = entry.handlers
            } else {
                other.append(entry)
            }
        }
        self.delegate = delegate
        self.other = other
    }

    /// The handlers of delegate method `callback`, in the order added.
    func handlers(for callback: DelegateCallback) -> [AppHandler] { delegate[callback.ordinal] }

    /// The handlers of `callback`, in the order added.
    func handlers(for callback: Callback) -> [AppHandler] {
        if case .delegate(let method) = callback { return handlers(for: method) }
        for index in other.indices where other[index].callback == callback { return other[index].handlers }
        return []
    }
}
