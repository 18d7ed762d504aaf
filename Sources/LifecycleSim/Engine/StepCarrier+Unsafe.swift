/// The carrier of a run holds the device and the app without retaining them: the two strong
/// references of `StrongReferences`, retained and released by every `Device.perform`, cost
/// about a twentieth of W1's time in BENCHMARKS.md.
///
/// Safe because `Device.perform` makes the carrier and ends it inside its own call, with the
/// device (`self`) and the app (a parameter) held by its caller throughout: a carrier is passed
/// `inout` to the input and cannot escape. `StepCarrierReferencesTests` carries the same inputs
/// out both ways and compares the traces.
struct UnretainedReferences: CarrierReferences {
    private let device: Unmanaged<Device>
    private let app: Unmanaged<InstalledApp>

    init(device: Device, app: InstalledApp) {
        self.device = .passUnretained(device)
        self.app = .passUnretained(app)
    }

    @inline(__always)
    func with(_ body: (Device, InstalledApp) -> Void) {
        device._withUnsafeGuaranteedRef { device in
            app._withUnsafeGuaranteedRef { app in body(device, app) }
        }
    }
}
