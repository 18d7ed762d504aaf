import Foundation
import LifecycleApplication

/// The app's photo uploads, one at a time, written as production code: it knows UIKit only
/// through `LifecycleApplication` (`UIApplication.shared` in the app) and BackgroundTasks through
/// `LifecycleTaskScheduler` (`BGTaskScheduler.shared`), hears the lifecycle on the
/// `NotificationCenter` it is handed (`.default` in the app), and waits on the clock it is handed
/// (`ContinuousClock()` in the app).
///
/// - When the app is about to leave the foreground (willResignActive) it saves what is left.
/// - When it enters the background it begins a background task and uploads what is left, ending
///   the task when done, or when the system's time runs out (the expiration handler saves first).
/// - A failed upload is tried again after `retryDelay`, up to `attempts` times.
/// - It asks for an app refresh while photos are left, and uploads them when the system runs it.
@MainActor
public final class UploadQueue<Application: LifecycleApplication, Scheduler: LifecycleTaskScheduler,
                               WaitClock: Clock<Duration>> {
    /// The refresh task's identifier (in the app's `BGTaskSchedulerPermittedIdentifiers`).
    public static var refreshIdentifier: String { "com.example.photouploader.refresh" }

    /// The photos still to upload, oldest first.
    public private(set) var pending: [String]
    /// The photos uploaded, in order.
    public private(set) var uploaded: [String] = []

    let retryDelay: Duration
    let attempts: Int
    private let application: Application
    private let scheduler: Scheduler
    private let clock: WaitClock
    private let service: any PhotoService
    private let store: any PendingPhotos
    private var backgroundTask: Application.BackgroundTaskIdentifier
    private var uploading: Task<Void, Never>?
    private var observers: [any NSObjectProtocol] = []

    public init(application: Application, scheduler: Scheduler, clock: WaitClock, center: NotificationCenter,
                service: any PhotoService, store: any PendingPhotos,
                retryDelay: Duration = .seconds(5), attempts: Int = 3) {
        self.application = application
        self.scheduler = scheduler
        self.clock = clock
        self.service = service
        self.store = store
        self.retryDelay = retryDelay
        self.attempts = attempts
        pending = store.load()
        backgroundTask = application.invalidBackgroundTask
        observe("UIApplicationWillResignActiveNotification", on: center) { $0.savePending() }
        observe("UIApplicationDidEnterBackgroundNotification", on: center) { $0.didEnterBackground() }
    }

    /// Adds a photo to upload.
    public func add(_ photo: String) {
        pending.append(photo)
    }

    /// Registers the refresh task's launch handler: call it from
    /// `application(_:didFinishLaunchingWithOptions:)`, as BackgroundTasks requires.
    public func registerRefresh() {
        _ = scheduler.register(forTaskWithIdentifier: Self.refreshIdentifier, using: .main) { [weak self] task in
            MainActor.assumeIsolated { self?.refresh(task) }
        }
    }

    /// Uploads what is pending, one photo at a time, until none is left or one fails `attempts`
    /// times in a row; a second caller waits for the uploads under way.
    public func uploadPending() async {
        if let uploading { return await uploading.value }
        let work = Task { await uploadEach() }
        uploading = work
        await work.value
        uploading = nil
    }

    private func uploadEach() async {
        while let photo = pending.first {
            guard await upload(photo) else { return }
            pending.removeFirst()
            uploaded.append(photo)
        }
    }

    private func upload(_ photo: String) async -> Bool {
        for attempt in 1...attempts {
            do {
                try await service.upload(photo)
                return true
            } catch {
                guard attempt < attempts else { return false }
                do { try await clock.sleep(for: retryDelay) } catch { return false }
            }
        }
        return false
    }

    private func didEnterBackground() {
        guard !pending.isEmpty, backgroundTask == application.invalidBackgroundTask else { return }
        backgroundTask = application.beginBackgroundTask(withName: "PhotoUpload") { [weak self] in
            guard let self else { return }
            savePending()
            endBackgroundTask()
        }
        try? scheduler.submit(scheduler.appRefreshRequest(identifier: Self.refreshIdentifier))
        Task {
            await uploadPending()
            savePending()
            endBackgroundTask()
        }
    }

    private func endBackgroundTask() {
        guard backgroundTask != application.invalidBackgroundTask else { return }
        application.endBackgroundTask(backgroundTask)
        backgroundTask = application.invalidBackgroundTask
    }

    private func refresh(_ task: Scheduler.Task) {
        task.expirationHandler = { [weak self] in
            MainActor.assumeIsolated { self?.savePending() }
            task.setTaskCompleted(success: false)
        }
        Task {
            await uploadPending()
            savePending()
            task.setTaskCompleted(success: pending.isEmpty)
        }
    }

    private func savePending() {
        store.save(pending)
    }

    private func observe(_ name: String, on center: NotificationCenter,
                         _ body: @escaping @MainActor (UploadQueue) -> Void) {
        observers.append(center.addObserver(forName: Notification.Name(name), object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                if let self { body(self) }
            }
        })
    }
}
