/// What an exhaustive search of W9's model reached, counted as `lifesim explore` counts it: its
/// states (the start included) and its transitions (every step taken from every state, whether
/// it reached a new state or one already met). The engine, SPIN and `W9HandSearch` must agree.
struct W9Counts: Equatable, CustomStringConvertible {
    var states = 0
    var transitions = 0

    var description: String { "\(states) states, \(transitions) transitions" }
}
