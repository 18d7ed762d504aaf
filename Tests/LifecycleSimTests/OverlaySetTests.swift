@testable import LifecycleSim
import XCTest

/// The overlay bit set must answer exactly as the `Set<Overlay>` it replaced.
final class OverlaySetTests: XCTestCase {
    func testInsertRemoveAndContains() {
        var overlays = OverlaySet()
        XCTAssertTrue(overlays.isEmpty)
        overlays.insert(.switcher)
        overlays.insert(.alert)
        XCTAssertTrue(overlays.contains(.switcher))
        XCTAssertTrue(overlays.contains(.alert))
        XCTAssertFalse(overlays.contains(.call))
        overlays.remove(.switcher)
        XCTAssertEqual(Array(overlays), [.alert])
        overlays.removeAll()
        XCTAssertTrue(overlays.isEmpty)
    }

    /// Refusals name the first open overlay in declaration order, whatever order they opened in.
    func testFirstAndIterationFollowDeclarationOrder() {
        let overlays = OverlaySet([.switcher, .controlCenter, .alert])
        XCTAssertEqual(overlays.first, .alert)
        XCTAssertEqual(Array(overlays), [.alert, .controlCenter, .switcher])
        XCTAssertNil(OverlaySet().first)
    }

    /// Lock keeps only a call (IN-3 reading): the intersection with `[.call]`.
    func testIntersectionKeepsCommonOverlays() {
        let open = OverlaySet([.call, .alert, .notificationCenter])
        XCTAssertEqual(Array(open.intersection(OverlaySet([.call]))), [.call])
        XCTAssertTrue(OverlaySet([.alert]).intersection(OverlaySet([.call])).isEmpty)
    }

    func testEveryOverlayHasItsOwnBit() {
        var overlays = OverlaySet()
        for overlay in Overlay.allCases { overlays.insert(overlay) }
        XCTAssertEqual(Array(overlays), Overlay.allCases)
    }
}
