/// What one device of a breadth-first search does with a step: takes it, and reads what it found.
/// The search's clients read steps their own way: the state diagrams collect transitions
/// (`StateMachineExplorer`), `lifesim explore` reads properties.
@usableFromInline
package protocol StepReader: AnyObject {
    associatedtype Finding
    /// The device the reader's steps run on: its own, never another reader's.
    var device: Device { get }
    /// Takes step number `step` on the device, which stands in some state of the search: false
    /// when the device refused it or there was nothing to do, and so nothing changed.
    func take(_ step: Int) -> Bool
    /// What the step just taken found.
    func read(_ step: Int) -> [Finding]
}

/// The breadth-first search over device states that every explorer shares (docs/ENGINE.md,
/// "The device's state"): from a state, every step in every state not seen before, up to a depth.
///
/// A state is kept as the device's state (`Device.State`) and restored before a step whenever the
/// device has left it (a refused step leaves it as it was), so no path is replayed. Two states with the same key (the caller's: the whole state, or the coarser
/// signature a diagram needs) are explored once, from the first path that reached the key. The
/// states of one depth are shared out among the readers' devices in runs of neighbours, worked at
/// once (`concurrently`), and what they reach and find is taken in the order of the states, as one
/// device would have: the result is the same for any number of readers.
@usableFromInline
package enum BreadthFirstSearch {
    /// A state reached, with the step that first reached it.
    @usableFromInline
    package struct Node: Sendable {
        /// The state, held by reference: a node copied (into the nodes kept, or read for its
        /// steps) retains one object, not everything the state holds.
        @usableFromInline let saved: SavedState
        /// The node it was reached from (-1: the start).
        @usableFromInline package var parent: Int
        /// The step that reached it (-1: the start).
        @usableFromInline package var step: Int

        @inlinable
        package init(state: Device.State, parent: Int, step: Int) {
            saved = SavedState(state)
            self.parent = parent
            self.step = step
        }

        /// The state reached.
        package var state: Device.State { saved.state }
    }

    /// A state the search keeps, never changed.
    @usableFromInline
    final class SavedState: Sendable {
        @usableFromInline let state: Device.State

        @inlinable
        init(_ state: Device.State) { self.state = state }

        /// Makes `device`, of the search's own kind, stand in the state, read where it lies (a
        /// caller reading `state` to hand it over would copy it first).
        @usableFromInline
        func restore(into device: Device) {
            try! device.restore(state)
        }
    }

    /// A finding, with the node the step was taken from and the step.
    @usableFromInline
    package struct Found<Finding> {
        @usableFromInline package var parent: Int
        @usableFromInline package var step: Int
        @usableFromInline package var finding: Finding

        @inlinable
        package init(parent: Int, step: Int, finding: Finding) {
            self.parent = parent
            self.step = step
            self.finding = finding
        }
    }

    /// Everything a search reached and found.
    @usableFromInline
    package struct Result<Finding> {
        /// The states reached, the start first, in the order reached.
        @usableFromInline package var nodes: [Node]
        /// The findings, in breadth-first order (by depth, then state, then step).
        @usableFromInline package var findings: [Found<Finding>]
        /// Steps taken (refused ones not counted).
        @usableFromInline package var transitions = 0
        /// The deepest level searched.
        @usableFromInline package var depthReached = 0
        /// True when no new state was left to search: every state the steps reach was seen.
        @usableFromInline package var exhausted = false
        /// Whether each step was taken from some state searched (not refused everywhere).
        @usableFromInline package var taken: [Bool] = []
        /// True when the search stopped on reaching the most states it was to keep
        /// (`maxStates`): the last depth is searched in part.
        @usableFromInline package var capped = false

        @inlinable
        init(nodes: [Node], findings: [Found<Finding>]) {
            self.nodes = nodes
            self.findings = findings
        }

        /// The nodes from the start (left out) to `node`, in order.
        package func path(to node: Int) -> [Int] {
            var path: [Int] = []
            var index = node
            while index > 0 {
                path.append(index)
                index = nodes[index].parent
            }
            return path.reversed()
        }
    }

    /// One of `count` parts of a search that several machines share: the states of the first
    /// depth with at least `Shard.statesPerShard` states per part are dealt out in turn, and this
    /// part searches on from its own only (`index` from 0).
    @usableFromInline
    package struct Shard: Hashable, Sendable {
        @usableFromInline package var index: Int
        @usableFromInline package var count: Int

        @inlinable
        package init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// How many states each part should have when they are dealt out.
        @usableFromInline static let statesPerShard = 4
    }

    /// Searches from `start` with `steps` steps numbered 0..<steps, up to `maxDepth` deep, on the
    /// readers' devices. `key` tells states apart, given the device after a step (a state new to
    /// the search is then snapshotted). `keyHash` hashes a key for the search's own tables, equal
    /// keys alike (a key's `hashValue` unless the key has a cheaper hash of its own: the tables'
    /// order is the order keys are added, never a hash's, so no seed is needed). After each depth,
    /// the search goes on while `goesOn` says so, given everything found so far. With `shard`,
    /// only that part of the search (every part finds what is found before the states are dealt).
    /// The search keeps at most `maxStates` states: reaching them, it stops after the depth it
    /// is at, whose steps were all taken and read, keeping the first new states in the order
    /// of the states and steps (the same for any number of readers).
    ///
    /// Inlinable, with the types and functions it uses, so that a caller in another module
    /// (`PathExplorer`) runs it specialized for its key and reader: unspecialized, each key is
    /// copied, compared and destroyed through its type's metadata, several times a step.
    @inlinable
    package static func run<Key: Hashable, Reader: StepReader>(
        from start: Device.State, steps: Int, maxDepth: Int, readers: [Reader],
        key: (Device) -> Key, keyHash: (Key) -> Int = { $0.hashValue }, startKey: Key,
        shard: Shard? = nil, maxStates: Int = .max, goesOn: ([Found<Reader.Finding>]) -> Bool = { _ in true }
    ) -> Result<Reader.Finding> {
        var result = Result<Reader.Finding>(nodes: [Node(state: start, parent: -1, step: -1)], findings: [])
        result.taken = Array(repeating: false, count: steps)
        var seen = SearchKeyTable<Key>()
        seen.insert(startKey, hash: keyHash(startKey))
        var frontier = [0]
        let workers = readers.map { Worker<Key, Reader>(reader: $0) }
        var dealt = shard == nil || shard?.count == 1
        while result.depthReached < maxDepth && !frontier.isEmpty && !result.capped && goesOn(result.findings) {
            if let shard, !dealt, frontier.count >= shard.count * Shard.statesPerShard {
                frontier = frontier.enumerated().filter { $0.offset % shard.count == shard.index }.map(\.element)
                dealt = true
            }
            result.depthReached += 1
            let runs = runsOfNeighbours(frontier.count, among: workers.count)
            let nodes = result.nodes
            // No share keeps more new states than there is room for: the merge takes them in order.
            let room = maxStates - nodes.count
            concurrently(runs.count) { index in
                workers[index].expand(frontier[runs[index]], of: nodes, steps: steps, unless: seen, room: room, key: key,
                                      keyHash: keyHash)
            }
            var next: [Int] = []
            for worker in workers.prefix(runs.count) {
                result.transitions += worker.transitions
                for step in worker.taken.indices where worker.taken[step] { result.taken[step] = true }
                result.findings += worker.findings
                // The worker's nodes, taken out to be read in place: each is copied once, into the
                // nodes kept (a node copied retains its saved state).
                var reachedNodes: [BreadthFirstSearch.Node] = []
                swap(&reachedNodes, &worker.reachedNodes)
                precondition(reachedNodes.count == worker.reached.count, "a node for every key reached")
                for (offset, reached) in worker.reached.enumerated()
                where !result.capped && seen.insert(reached.key, hash: reached.hash) {
                    result.nodes.append(reachedNodes[offset])
                    next.append(result.nodes.count - 1)
                    if result.nodes.count >= maxStates { result.capped = true }
                }
                swap(&reachedNodes, &worker.reachedNodes)  // emptied, its room kept, by `clear()`
                worker.clear()
            }
            frontier = next
        }
        result.exhausted = frontier.isEmpty && !result.capped
        return result
    }

    /// `count` states in at most `parts` runs of neighbours, as even as can be, none empty.
    @usableFromInline
    static func runsOfNeighbours(_ count: Int, among parts: Int) -> [Range<Int>] {
        let parts = max(1, min(parts, count))
        return (0..<parts).map { part in (count * part / parts)..<(count * (part + 1) / parts) }
    }
}

/// One reader's share of a depth: what it reached and found there.
@usableFromInline
final class Worker<Key: Hashable, Reader: StepReader> {
    @usableFromInline let reader: Reader
    @usableFromInline var transitions = 0
    /// Whether each step was taken in this share (empty: none yet).
    @usableFromInline var taken: [Bool] = []
    @usableFromInline var findings: [BreadthFirstSearch.Found<Reader.Finding>] = []
    /// The keys of the states reached, in the order reached, each once, none of those seen before,
    /// each with its hash.
    @usableFromInline var reached: [Reached] = []
    @usableFromInline typealias Reached = (key: Key, hash: Int)
    /// The states reached, with where from: `reached`'s, in its order. (Apart from the keys: a
    /// node held in a tuple of a generic type is copied through the type's metadata.)
    @usableFromInline var reachedNodes: [BreadthFirstSearch.Node] = []
    /// The keys of `reached`, kept with their room from one depth to the next.
    @usableFromInline var reachedNow = SearchKeyTable<Key>()

    @inlinable
    init(reader: Reader) { self.reader = reader }

    @inlinable
    func clear() {
        transitions = 0
        taken.removeAll(keepingCapacity: true)
        findings.removeAll()
        reached.removeAll(keepingCapacity: true)
        reachedNodes.removeAll(keepingCapacity: true)
        reachedNow.removeAll()
    }

    /// Takes every step in each of the states `indices` of `nodes`, in order, keeping at most
    /// `room` new states (the first reached); every step is taken and read all the same.
    @inlinable
    func expand(_ indices: ArraySlice<Int>, of nodes: [BreadthFirstSearch.Node], steps: Int, unless seen: SearchKeyTable<Key>,
                room: Int, key: (Device) -> Key, keyHash: (Key) -> Int) {
        let device = reader.device
        // Worked on as local values (the room kept from the depth before): a generic class's
        // property is reached through its type's metadata, and checked, on every access.
        var reachedNow = SearchKeyTable<Key>(capacity: 0), reached: [Reached] = []
        var reachedNodes: [BreadthFirstSearch.Node] = []
        var taken = Array(repeating: false, count: steps)
        swap(&reachedNow, &self.reachedNow)
        swap(&reached, &self.reached)
        swap(&reachedNodes, &self.reachedNodes)
        defer {
            swap(&reachedNow, &self.reachedNow)
            swap(&reached, &self.reached)
            swap(&reachedNodes, &self.reachedNodes)
            self.taken = taken
        }
        for index in indices {
            // Read once, by reference: the state is restored from where it lies, never copied.
            let saved = nodes[index].saved
            // The state is put back before a step only when the device left it: a refused step
            // changes nothing, and after the node's last step the next node restores its own.
            var standsInSituation = false
            for step in 0..<steps {
                if !standsInSituation {
                    // A state of this search's own device kind: nothing can differ.
                    saved.restore(into: device)
                    standsInSituation = true
                }
                guard reader.take(step) else { continue }
                standsInSituation = false
                transitions += 1
                taken[step] = true
                for finding in reader.read(step) {
                    findings.append(BreadthFirstSearch.Found(parent: index, step: step, finding: finding))
                }
                guard reached.count < room else { continue }
                let reachedKey = key(device)
                let hash = keyHash(reachedKey)
                if !seen.contains(reachedKey, hash: hash) && reachedNow.insert(reachedKey, hash: hash) {
                    reached.append((reachedKey, hash))
                    reachedNodes.append(BreadthFirstSearch.Node(state: device.snapshot(), parent: index, step: step))
                }
            }
        }
    }
}
