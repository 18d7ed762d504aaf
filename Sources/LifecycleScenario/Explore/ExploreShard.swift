import Foundation
import LifecycleSim

/// One of several parts of one exploration shared among machines (`lifesim explore --shard I/N`):
/// each part searches from its share of the states of one depth, and `PathExplorer.merge` gives
/// the findings one search would have (docs/LANGUAGE.md, "Exploring every path").
public struct ExploreShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// The most parts an exploration is shared into.
    public static let mostParts = 1000

    /// `I/N`, with 1 ≤ I ≤ N ≤ `mostParts`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), index >= 1, index <= count,
              count <= Self.mostParts else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// True when the path `left` comes before `right` in a breadth-first search: shorter, or as
    /// long and first in the order of the steps.
    static func precedes(_ left: [Int], _ right: [Int]) -> Bool {
        left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
    }
}


/// What one part of a shared exploration hands to the merge, as JSON: the findings as the
/// numbers of the steps of their paths, the counts, and what the part was run with, so that the
/// merge can refuse parts of another exploration.
public struct ExploreShardFile: Hashable, Sendable {
    public var file: String
    public var shard: ExploreShard
    public var depth: Int
    /// What was explored, as `identity(of:allowed:)` writes it: the parts of one exploration agree.
    public var identity: String
    /// The steps, as `--events` writes them, in the order tried.
    public var steps: [String]
    var states: Int
    var transitions: Int
    var depthReached: Int
    var exhausted: Bool
    /// True when the part stopped at the most states it keeps.
    var capped: Bool
    var found: [PropertyFinding.Which: [Int]]
    /// The steps, by number, some path of the part took (nil: not known, when the part stopped
    /// early or its file does not list them).
    var taken: Set<Int>?

    /// The part `report` of the exploration of `document` to `depth` without the checks `allowed`.
    public init(document: ScenarioDocument, shard: ExploreShard, depth: Int, allowed: Set<BuiltinCheck>,
                report: ExploreReport) {
        file = document.path
        self.shard = shard
        self.depth = depth
        identity = Self.identity(of: document, allowed: allowed)
        steps = report.steps.map(\.description)
        states = report.states
        transitions = report.transitions
        depthReached = report.depthReached
        exhausted = report.exhausted
        capped = report.capped
        found = report.found
        // A part stopped early, every property broken, did not try every state.
        taken = report.stoppedEarly ? nil : report.taken
    }

    /// The part as a report for `PathExplorer.merge`.
    public var report: ExploreReport {
        var report = ExploreReport(steps: [])
        report.states = states
        report.transitions = transitions
        report.depthReached = depthReached
        report.exhausted = exhausted
        report.capped = capped
        report.found = found
        report.taken = taken
        return report
    }

    /// What an exploration of `document` without the checks `allowed` explores: its iOS version,
    /// model, the checks and a mix of the file as the writer writes it (its apps, their code, its
    /// properties and timeline), so that parts of another file, version or model are refused.
    public static func identity(of document: ScenarioDocument, allowed: Set<BuiltinCheck>) -> String {
        var mix = NumberMix()
        for byte in ScenarioWriter.text(of: document).utf8 { mix.add(Int(byte)) }
        let checks = BuiltinCheck.allCases.filter { !allowed.contains($0) }.map(\.rawValue).joined(separator: ",")
        return "ios \(document.device.version) \(document.device.model.rawValue) checks \(checks) file \(String(mix.value, radix: 16))"
    }

    /// One JSON object, its keys in a fixed order, the findings sorted.
    public var json: String {
        let findings = found.map { (Self.name(of: $0.key), $0.value) }.sorted { $0.0 < $1.0 }
            .map { "{\"which\":\(JSONObject.quote($0.0)),\"path\":[\($0.1.map(String.init).joined(separator: ","))]}" }
        return "{\"lifesim-explore-shard\":1,\"file\":\(JSONObject.quote(file)),\"identity\":\(JSONObject.quote(identity)),"
            + "\"shard\":\(JSONObject.quote(shard.description)),"
            + "\"depth\":\(depth),\"steps\":[\(steps.map(JSONObject.quote).joined(separator: ","))],\"states\":\(states),"
            + "\"transitions\":\(transitions),\"depthReached\":\(depthReached),\"exhausted\":\(exhausted),"
            + (capped ? "\"capped\":true," : "")
            + "\"found\":[\(findings.joined(separator: ","))]"
            + (taken.map { ",\"taken\":[\($0.sorted().map(String.init).joined(separator: ","))]" } ?? "") + "}"
    }

    /// Reads what `json` wrote; nil when the text is not such a file.
    public init?(json text: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              object["lifesim-explore-shard"] as? Int == 1, let file = object["file"] as? String,
              let identity = object["identity"] as? String,
              let shard = (object["shard"] as? String).flatMap(ExploreShard.init), let depth = object["depth"] as? Int,
              let steps = object["steps"] as? [String], let states = object["states"] as? Int,
              let transitions = object["transitions"] as? Int, let depthReached = object["depthReached"] as? Int,
              let exhausted = object["exhausted"] as? Bool, let found = object["found"] as? [[String: Any]],
              // What one part of a search can have found: counts of no less than none, paths no deeper than asked.
              depth >= 1, states >= 1, transitions >= 0, (0...depth).contains(depthReached) else { return nil }
        self.file = file
        self.identity = identity
        self.shard = shard
        self.depth = depth
        self.steps = steps
        self.states = states
        self.transitions = transitions
        self.depthReached = depthReached
        self.exhausted = exhausted
        capped = object["capped"] as? Bool ?? false
        self.found = [:]
        if let taken = object["taken"] {
            guard let numbers = taken as? [Int], numbers.allSatisfy({ (0..<steps.count).contains($0) }) else { return nil }
            self.taken = Set(numbers)
        }
        for item in found {
            guard let name = item["which"] as? String, let which = Self.which(named: name), let path = item["path"] as? [Int],
                  path.count <= depth, path.allSatisfy({ (0..<steps.count).contains($0) }) else { return nil }
            self.found[which] = path
        }
    }

    /// `property 3`, `check watchdog`.
    private static func name(of which: PropertyFinding.Which) -> String {
        switch which {
        case .property(let index): return "property \(index)"
        case .check(let check): return "check \(check.rawValue)"
        }
    }

    private static func which(named name: String) -> PropertyFinding.Which? {
        let words = name.split(separator: " ")
        guard words.count == 2 else { return nil }
        switch words[0] {
        case "property": return Int(words[1]).map(PropertyFinding.Which.property)
        case "check": return BuiltinCheck(rawValue: String(words[1])).map(PropertyFinding.Which.check)
        default: return nil
        }
    }
}
