/// An app's handlers, resolved once at install into a table indexed by callback.
///
/// The engine asks for a callback's handlers on every delivery. A delegate method's handlers are
/// then one array read away, found by the method's position in `DelegateCallback.allCases`;
/// the other callbacks (expiration handlers, BGTaskScheduler handlers), asked for far less
/// often, keep the configuration's short list.
struct AppHandlerTable {
    /// The handlers of each delegate method, by `DelegateCallback.ordinal`.
    private let delegate: [[AppHandler]]
    /// One bit per delegate method that has handlers, by `DelegateCallback.ordinal`: most
    /// methods have none, and their empty list is then handed out without reading the table
    /// (a list read out of it is retained for as long as it is used). A method past the 64th
    /// is always looked up.
    private let methodsWithHandlers: UInt64
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
        self.methodsWithHandlers = delegate.indices.reduce(0) { bits, ordinal in
            ordinal < 64 && !delegate[ordinal].isEmpty ? bits | 1 << ordinal : bits
        }
        self.other = other
    }

    /// The handlers of delegate method `callback`, in the order added.
    @inline(__always)
    func handlers(for callback: DelegateCallback) -> [AppHandler] {
        hasHandlers(for: callback) ? delegate[callback.ordinal] : []
    }

    /// True when delegate method `callback` has a handler.
    @inline(__always)
    func hasHandlers(for callback: DelegateCallback) -> Bool {
        let ordinal = callback.ordinal
        return ordinal >= 64 ? !delegate[ordinal].isEmpty : methodsWithHandlers & 1 << ordinal != 0
    }

    /// The handlers of `callback`, in the order added.
    func handlers(for callback: Callback) -> [AppHandler] {
        if case .delegate(let method) = callback { return handlers(for: method) }
        for index in other.indices where other[index].callback == callback { return other[index].handlers }
        return []
    }
}
