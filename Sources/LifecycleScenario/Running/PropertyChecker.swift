import LifecycleSim

/// Reads properties after a step: the device as it stands, and what happened during the step
/// (docs/LANGUAGE.md, "Properties").
package struct PropertyChecker {
    let device: Device
    let happenings: StepHappenings
    /// An expectation's windows are not read here: a property's lists are the step's (`happenings`).
    private let noWindows = CallbackWindows(tracking: [])

    package init(device: Device, happenings: StepHappenings) {
        self.device = device
        self.happenings = happenings
    }

    /// What broke `property` in the step just ended, written as the property is read
    /// (`Uploader killed-by BG-5`), or nil when it held.
    package func violation(of property: PropertyDeclaration) -> String? {
        if let guardCondition = property.guardCondition {
            let guarding = observe(guardCondition)
            guard guarding.holds else { return nil }
            return violation(property.kind, property.condition).map { "\($0) while \(guarding.observed)" }
        }
        return violation(property.kind, property.condition)
    }

    private func violation(_ kind: PropertyDeclaration.Kind, _ condition: PropertyCondition) -> String? {
        let observation = observe(condition)
        return observation.holds == (kind == .never) ? observation.observed : nil
    }

    /// Whether a condition held, and what was observed, written as the condition is: the text is
    /// built only when read, as most reads find the property holding and print nothing.
    struct Observation {
        let holds: Bool
        private let written: () -> String

        init(holds: Bool, written: @escaping () -> String) {
            self.holds = holds
            self.written = written
        }

        var observed: String { written() }
    }

    /// Whether `condition` holds after the step, and what was observed, written as the condition is.
    func observe(_ condition: PropertyCondition) -> Observation {
        switch condition {
        case .expectation(let expectation):
            return observe(expectation)
        case .comparison(let app, let quantity, let comparison, let value):
            let actual: Int64
            switch quantity {
            case .tasks: actual = Int64(device.outstandingTasks(of: app))
            case .scenes: actual = Int64(device.connectedSceneCount(app: app))
            case .remaining:
                switch device.remaining(of: app) {
                case .left(let duration): actual = VirtualDuration(roundingUp: duration).milliseconds
                case .unlimited: actual = .max
                // Suspended or not running: no code runs to read it, so no comparison holds.
                case .none: return Observation(holds: false) { "\(app) remaining none" }
                }
            }
            return Observation(holds: comparison.holds(actual, value)) {
                PropertyCondition.comparison(app: app, quantity, .equal, actual).description
            }
        case .killed(let app, let rule):
            let kill = happenings.kills.first { $0.app == app && (rule == nil || $0.rule == rule) }
            guard let kill else { return Observation(holds: false) { "\(app) not killed" } }
            return Observation(holds: true) { "\(app) killed-by \(kill.rule)" }
        case .crashed(let app):
            let crashed = happenings.crashes.contains(app)
            return Observation(holds: crashed) { crashed ? "\(app) crashed" : "\(app) did not crash" }
        case .warning(let app, let rule):
            let warning = happenings.warnings.first { (app == nil || $0.app == app) && (rule == nil || $0.rule == rule) }
            guard let warning else { return Observation(holds: false) { "no warning" } }
            return Observation(holds: true) { PropertyCondition.warning(app: warning.app, rule: warning.rule).description }
        }
    }

    /// An expectation read as a property: lists are the step's, and hold when they include the
    /// expected items in order.
    private func observe(_ expectation: Expectation) -> Observation {
        switch expectation {
        case .callbacks(let app, let expected):
            return Self.observe(happenings.callbacks(of: app), including: expected) { .callbacks(app: app, $0) }
        case .noCallbacks(let app):
            let actual = happenings.callbacks(of: app)
            return Observation(holds: actual.isEmpty) {
                actual.isEmpty ? "\(app) no-callbacks" : Expectation.callbacks(app: app, actual).description
            }
        case .controllerCallbacks(let app, let expected):
            return Self.observe(happenings.controllerCallbacks(of: app), including: expected) { .controllerCallbacks(app: app, $0) }
        case .notifications(let app, let expected):
            return Self.observe(happenings.notifications(of: app), including: expected) { .notifications(app: app, $0) }
        default:
            let observation = ExpectationChecker(device: device, windows: noWindows).check(expectation)
            return Observation(holds: observation.ok) { observation.actual }
        }
    }

    /// A list the step produced read against the expected one, observed as the expectation
    /// `written` makes of it.
    private static func observe<Item: Equatable>(_ actual: [Item], including expected: [Item],
                                                 written: @escaping ([Item]) -> Expectation) -> Observation {
        Observation(holds: includes(actual, inOrder: expected)) { written(actual).description }
    }

    /// True when `items` holds every one of `expected`, in that order (others may come between);
    /// an empty list, as in `expect`, when there are none.
    static func includes<Item: Equatable>(_ items: [Item], inOrder expected: [Item]) -> Bool {
        guard !expected.isEmpty else { return items.isEmpty }
        var remaining = expected[...]
        for item in items where item == remaining.first { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }
}

extension [PropertyDeclaration] {
    /// The apps (and scenes, `APP/N`) whose callbacks or notifications these properties read in a step.
    package var appsReadInAStep: Set<String> { Set(flatMap(\.appsReadInAStep)) }
}

extension PropertyDeclaration {
    /// The apps (and scenes, `APP/N`) whose callbacks or notifications the property reads in a step.
    package var appsReadInAStep: Set<String> {
        var apps: Set<String> = []
        for condition in [condition] + (guardCondition.map { [$0] } ?? []) {
            guard case .expectation(let expectation) = condition,
                  let app = ScenarioRunner.callbackExpectationApp(of: expectation) else { continue }
            apps.insert(app)
        }
        return apps
    }
}
