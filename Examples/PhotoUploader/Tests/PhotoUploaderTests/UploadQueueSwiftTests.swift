import LifecycleSim
import LifecycleSimTesting
import Testing

/// The same queue in Swift Testing: the budget per iOS version (BG-3) decides how many of ten
/// 4 s uploads finish in the background before the expiration handler.
@MainActor @Test(arguments: [(ios: 6, uploaded: 10), (ios: 12, uploaded: 10), (ios: 13, uploaded: 6), (ios: 26, uploaded: 6)])
func theBudgetDecidesHowManyPhotosGoUp(ios: Int, uploaded: Int) async throws {
    let photos = (1...10).map { "\($0).jpg" }
    let harness = try UploaderHarness(ios: ios, photos: photos)
    try harness.openThenLeave()
    try await harness.device.advance(by: .seconds(60))
    #expect(harness.queue?.uploaded == Array(photos.prefix(uploaded)))
    #expect(harness.app.state == .suspended)
}

/// The same run with two properties watched after every step (`device.watch`, the language's
/// `never`/`always` lines): the queue holds at most one background task at a time (BG-1: each
/// upload's task ends with it), and nothing kills the app (BG-5 on iOS 13+, were a task left
/// outstanding past the 30 s). A step that broke either would fail this test at its `watch` line.
@MainActor @Test func theQueueNeverHoldsTwoTasksNorGetsTheAppKilled() async throws {
    let harness = try UploaderHarness(ios: 17, photos: (1...10).map { "\($0).jpg" })
    try harness.device.watch("always PhotoUploader tasks <= 1")
    try harness.device.watch("never PhotoUploader killed")
    try harness.openThenLeave()
    try await harness.device.advance(by: .seconds(60))
    #expect(harness.app.state == .suspended)
}
