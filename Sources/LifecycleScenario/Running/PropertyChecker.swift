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
        breaks(property) ? observed(breaking: property) : nil
    }

    /// True when the step just ended broke `property`: read from the device and the step's
    /// happenings, no text made (most reads find the property holding and print nothing).
    package func breaks(_ property: PropertyDeclaration) -> Bool {
        if let guardCondition = property.guardCondition, !holds(guardCondition) { return false }
        return holds(property.condition) == (property.kind == .never)
    }

    /// What was observed of `property`, which the step just ended broke (`breaks`): its condition
    /// as observed, and its guard's after `while`.
    package func observed(breaking property: PropertyDeclaration) -> String {
        guard let guardCondition = property.guardCondition else { return observed(property.condition) }
        return "\(observed(property.condition)) while \(observed(guardCondition))"
    }

    /// Whether `condition` holds after the step.
    func holds(_ condition: PropertyCondition) -> Bool {
        switch condition {
        case .expectation(let expectation):
            return holds(expectation)
        case .comparison(let app, let quantity, let comparison, let value):
            // Suspended or not running: no code runs to read what remains, so no comparison holds.
            guard let actual = measure(quantity, of: app) else { return false }
            return comparison.holds(actual, value)
        case .killed(let app, let rule):
            return happenings.kills.contains { $0.app == app && (rule == nil || $0.rule == rule) }
        case .crashed(let app):
            return happenings.crashes.contains(app)
        case .warning(let app, let rule):
            return happenings.warnings.contains { (app == nil || $0.app == app) && (rule == nil || $0.rule == rule) }
        }
    }

    /// What was observed of `condition` after the step, written as the condition is.
    func observed(_ condition: PropertyCondition) -> String {
        switch condition {
        case .expectation(let expectation):
            return observed(expectation)
        case .comparison(let app, let quantity, _, _):
            guard let actual = measure(quantity, of: app) else { return "\(app) remaining none" }
            return PropertyCondition.comparison(app: app, quantity, .equal, actual).description
        case .killed(let app, let rule):
            let kill = happenings.kills.first { $0.app == app && (rule == nil || $0.rule == rule) }
            guard let kill else { return "\(app) not killed" }
            return "\(app) killed-by \(kill.rule)"
        case .crashed(let app):
            return happenings.crashes.contains(app) ? "\(app) crashed" : "\(app) did not crash"
        case .warning(let app, let rule):
            let warning = happenings.warnings.first { (app == nil || $0.app == app) && (rule == nil || $0.rule == rule) }
            guard let warning else { return "no warning" }
            return PropertyCondition.warning(app: warning.app, rule: warning.rule).description
        }
    }

    /// What a comparison reads of `app` now; nil for the time remaining of an app that is
    /// suspended or not running.
    private func measure(_ quantity: PropertyQuantity, of app: String) -> Int64? {
        switch quantity {
        case .tasks: return Int64(device.outstandingTasks(of: app))
        case .scenes: return Int64(device.connectedSceneCount(app: app))
        case .remaining:
            switch device.remaining(of: app) {
            case .left(let duration): return VirtualDuration(roundingUp: duration).milliseconds
            case .unlimited: return .max
            case .none: return nil
            }
        }
    }

    /// Whether an expectation read as a property holds: lists are the step's, and hold when they
    /// include the expected items in order.
    private func holds(_ expectation: Expectation) -> Bool {
        switch expectation {
        case .callbacks(let app, let expected):
            return Self.includes(happenings.callbacks(of: app), inOrder: expected)
        case .noCallbacks(let app):
            return happenings.callbacks(of: app).isEmpty
        case .controllerCallbacks(let app, let expected):
            return Self.includes(happenings.controllerCallbacks(of: app), inOrder: expected)
        case .notifications(let app, let expected):
            return Self.includes(happenings.notifications(of: app), inOrder: expected)
        default:
            return ExpectationChecker(device: device, windows: noWindows).check(expectation).ok
        }
    }

    /// What was observed of an expectation read as a property, written as the expectation is.
    private func observed(_ expectation: Expectation) -> String {
        switch expectation {
        case .callbacks(let app, _):
            return Expectation.callbacks(app: app, happenings.callbacks(of: app)).description
        case .noCallbacks(let app):
            let actual = happenings.callbacks(of: app)
            return actual.isEmpty ? "\(app) no-callbacks" : Expectation.callbacks(app: app, actual).description
        case .controllerCallbacks(let app, _):
            return Expectation.controllerCallbacks(app: app, happenings.controllerCallbacks(of: app)).description
        case .notifications(let app, _):
            return Expectation.notifications(app: app, happenings.notifications(of: app)).description
        default:
            return ExpectationChecker(device: device, windows: noWindows).check(expectation).actual
        }
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
