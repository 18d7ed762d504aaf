import LifecycleSimTesting
import Testing

/// The README's Swift Testing example, verbatim: it must compile and pass as written.
@Test func theUploadIsCutOffAfter30SecondsOnIOS13() throws {
    let device = try SimulatedDevice(ios: 13)
    let uploader = try device.install("Uploader") { app in
        app.on(.didEnterBackground) { context in
            var task = BackgroundTaskIdentifier.invalid
            task = context.beginBackgroundTask(withName: "upload") {
                context.endBackgroundTask(task)        // the expiration handler
            }
        }
    }
    try uploader.launch()
    try device.home()
    #expect(uploader.state == .background)
    try device.advance(by: .seconds(30))
    #expect(uploader.state == .suspended)
    assertCallbacks(uploader, ["willFinishLaunching", "didFinishLaunching", "didBecomeActive",
                               "willResignActive", "didEnterBackground", "expire upload"])
}
