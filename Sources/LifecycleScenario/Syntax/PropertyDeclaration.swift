import LifecycleSim

/// A `never` or `always` line: what must hold after every step of a run (each timeline line of
/// `lifesim run`, each event of `lifesim explore`), docs/LANGUAGE.md, "Properties".
///
/// `never CONDITION` is broken by a step after which CONDITION holds; `always CONDITION` by a step
/// after which it does not. With `while GUARD`, only the steps after which GUARD holds count:
/// `never Notes killed while Notes default draft unset` ("never killed before it saved").
public struct PropertyDeclaration: Hashable, Sendable {
    /// `never` or `always`.
    public enum Kind: String, Hashable, Sendable {
        case never, always
    }

    public var kind: Kind
    public var condition: PropertyCondition
    /// The `while` condition, if any.
    public var guardCondition: PropertyCondition?
    /// Where the line is.
    public var location: SourceLocation

    public init(kind: Kind, condition: PropertyCondition, guardCondition: PropertyCondition? = nil,
                location: SourceLocation) {
        self.kind = kind
        self.condition = condition
        self.guardCondition = guardCondition
        self.location = location
    }

    /// The line as written, in canonical spelling (`never Uploader killed-by BG-5`).
    public var text: String {
        "\(kind.rawValue) \(condition)" + (guardCondition.map { " while \($0)" } ?? "")
    }
}

/// What a property says of one step: a fact about the device after it, as an `expect` line reads
/// it, or something that happened during it (a kill, a crash, a warning, callbacks).
public enum PropertyCondition: Hashable, Sendable {
    /// Any `expect` form, read after the step. A `callbacks:` or `notifications:` list holds when
    /// the app received these during the step, in this order (others may come between them); a
    /// `no-callbacks` when it received none during the step.
    case expectation(Expectation)
    /// `APP tasks|scenes OP N`, `APP remaining OP DURATION`.
    case comparison(app: String, PropertyQuantity, PropertyComparison, Int64)
    /// `APP killed` (any end of its process during the step), `APP killed-by RULE` (one citing RULE).
    case killed(app: String, by: RuleID?)
    /// `APP crashed`: its process crashed during the step (the `crash` action or event, an
    /// uncaught exception).
    case crashed(app: String)
    /// `warning [RULE]`, `APP warning [RULE]`: a warning was written during the step (about APP, citing RULE).
    case warning(app: String?, rule: RuleID?)
}

/// What a comparison reads.
public enum PropertyQuantity: String, Hashable, Sendable {
    /// Outstanding background tasks (BG-1).
    case tasks
    /// Connected scenes (SC-5).
    case scenes
    /// `backgroundTimeRemaining` in milliseconds, `Int64.max` when unlimited (BG-4).
    case remaining
}

/// A comparison's operator, as written.
public enum PropertyComparison: String, Hashable, Sendable, CaseIterable {
    case equal = "=", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    /// True when `left OP right`.
    public func holds(_ left: Int64, _ right: Int64) -> Bool {
        switch self {
        case .equal: return left == right
        case .notEqual: return left != right
        case .less: return left < right
        case .lessOrEqual: return left <= right
        case .greater: return left > right
        case .greaterOrEqual: return left >= right
        }
    }
}

extension PropertyCondition: CustomStringConvertible {
    /// The condition as written, in canonical spelling.
    public var description: String {
        switch self {
        case .expectation(let expectation): return expectation.description
        case .comparison(let app, let quantity, let comparison, let value):
            let written = quantity == .remaining
                ? (value == .max ? "unlimited" : VirtualDuration(milliseconds: value).description) : "\(value)"
            return "\(app) \(quantity.rawValue) \(comparison.rawValue) \(written)"
        case .killed(let app, let rule): return rule.map { "\(app) killed-by \($0)" } ?? "\(app) killed"
        case .crashed(let app): return "\(app) crashed"
        case .warning(let app, let rule):
            return [app, "warning", rule?.rawValue].compactMap { $0 }.joined(separator: " ")
        }
    }
}
