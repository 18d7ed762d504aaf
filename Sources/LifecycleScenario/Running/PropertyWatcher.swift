import LifecycleSim

/// Properties read after each step (docs/LANGUAGE.md, "Properties"): what happened during the
/// step (`happenings`, which the device feeds as a sink) and which properties are already broken,
/// each reported once, at the first step that breaks it. `lifesim run` reads a file's after each
/// step of its timeline; the Swift API's `watch` reads one after each call of a test.
package final class PropertyWatcher {
    package let properties: [PropertyDeclaration]
    /// What happens in the step under way: add it to the device as a sink.
    package let happenings: StepHappenings
    private var broken: Set<Int> = []

    package init(_ properties: [PropertyDeclaration]) {
        self.properties = properties
        happenings = StepHappenings(apps: properties.appsReadInAStep)
    }

    /// Reads every property not yet broken on `device`, after the step just ended: those it broke,
    /// each with what was observed, in the properties' order. The next step starts afresh.
    package func stepEnded(on device: Device) -> [(property: PropertyDeclaration, observed: String)] {
        device.flushTrace()
        defer { happenings.clear() }
        let checker = PropertyChecker(device: device, happenings: happenings)
        var brokenNow: [(property: PropertyDeclaration, observed: String)] = []
        for (index, property) in properties.enumerated() where !broken.contains(index) {
            guard let observed = checker.violation(of: property) else { continue }
            broken.insert(index)
            brokenNow.append((property, observed))
        }
        return brokenNow
    }
}
