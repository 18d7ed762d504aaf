import LifecycleSim
import XCTest

/// BG-2: a background app that nothing keeps running "is suspended at once, after its current
/// callback returns" (docs/EXECUTION_MODEL.md) — also when one statement calls several apps in turn.
final class SettleOrderTests: XCTestCase {
    /// `memory-warning` reaches running apps in home-screen order (MW-2). X ends its last task in
    /// its handler, so it is suspended when its callback returns: before Y's callback, and
    /// before Y's 10 s of work move the clock.
    func testAppIsSuspendedBeforeTheNextAppsMemoryWarning() {
        let device = Device(version: OSVersion(12))
        let trace = TraceCollector()
        var x = AppConfiguration(name: "X")
        x.on(.didEnterBackground) { _ = $0.beginBackgroundTask(withName: "t") {} }
        x.on(.didReceiveMemoryWarning) { $0.endAllBackgroundTasks() }
        var y = AppConfiguration(name: "Y")
        y.on(.didReceiveMemoryWarning) { $0.work(.seconds(10)) }
        device.install(x)
        device.install(y)
        device.handle(.launch(app: "X", url: nil))
        device.handle(.launch(app: "Y", url: nil))
        device.addSink(trace)
        device.handle(.memoryWarning(.normal))
        let order = trace.records.compactMap { record -> String? in
            switch record {
            case .callback(let callback): return "\(callback.app).\(callback.callback)@\(callback.time)"
            case .transition(let transition): return "\(transition.app)→\(transition.to.rawValue)@\(transition.time) \(transition.rule)"
            default: return nil
            }
        }
        XCTAssertEqual(order, [
            "X.didReceiveMemoryWarning@0",
            "X→suspended@0 BG-2",
            "Y.didReceiveMemoryWarning@0",
        ])
        XCTAssertEqual(device.now, .seconds(10))
    }
}
