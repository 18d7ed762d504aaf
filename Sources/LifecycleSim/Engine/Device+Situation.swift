extension Device {
    /// A device's situation: its state (`Device.State`) up to when it stands and how the device
    /// numbered what it holds; `lifesim explore` (`PathExplorer`) explores each situation once.
    /// The same situation reached later, or with other numbers, has the same futures but for when
    /// they happen and the numbers the trace prints (docs/ENGINE.md, "The device's state").
    ///
    /// Two states have equal situations exactly when one is the other with every time moved by the
    /// same amount and the numbers the device handed out renamed, keeping their order. A situation
    /// is the state rewritten so:
    /// - every time counts from the state's clock, and the clock goes: a budget's end (BG-3, BG-7:
    ///   the budget left stays in), a completion window's deadline (BR-3), a timer's due time, every
    ///   scheduled item's deadline, a watchdog's deadline (LA-3, FG-2), a pending BGTaskScheduler
    ///   request's earliest begin (BT-4), an internal failure's time;
    /// - task identifiers (outstanding, the last one per name, those scheduled checks name), process
    ///   generations, completion windows, BGTaskScheduler serials, timer identifiers, each app's
    ///   count of budgets started with the epochs its scheduled expiries carry, and the
    ///   protected-data epoch become their rank among the numbers of their kind the state holds
    ///   (stale scheduled items included). Ranks keep order: a process's timers due at one instant
    ///   are still dropped in the order they were made (TE-5), and a number handed out later is
    ///   still new;
    /// - the scheduler's places become the position of their item in the order items come out
    ///   (deadline, then place), the place a current budget took ahead for its end (BG-5) counted
    ///   at the end's deadline: the order of what falls due at one instant stays, and which of two
    ///   items due at different instants took its place first, which decides nothing, goes, with
    ///   the heap's shape and the place a budget no longer current took for an end it never
    ///   schedules;
    /// - the counters of what comes next go: `nextTaskID`, `nextGeneration`, `nextWindowID`,
    ///   `nextBGTaskSerial`, `nextHeldClosure`, the timer table's next serial and free slots, the
    ///   scheduler's next place;
    /// - the runaway guard's count of the timers a process ran at one instant stays only when that
    ///   instant is now (at any later one the count starts again, `RunawayGuard`);
    /// - the processes ended since the last `ps` go: they decide nothing but the words of the next
    ///   `ps`'s line of them (PS-1), which no property, built-in check or expectation reads, and
    ///   kept, every swipe or crash in an exploration would make a state never seen before.
    ///
    /// Everything else stays as the state has it, whatever it decides: scenes by their numbers (the
    /// language names them so), apps by index, every count (outstanding tasks, pending timers and
    /// transfers), the queue's stale items (an async
    /// `advance` stops at them; an exploration sweeps them out after every step,
    /// `Device.sweepStaleItems`) and its sweep threshold, and the Swift API's
    /// closures by their numbers, with the device they belong to: two closures are the same code
    /// only when they are one closure (a second one from the same line may capture other values).
    /// A task's creation second, which only UIKit's words quote, and its name's code in the
    /// device's trace are outside the state's equality already.
    ///
    /// So the futures of two states in one situation differ only in what the trace prints: the
    /// times, the tasks' numbers (`task 3`, the JSON trace's `id`), UIKit's words that quote a
    /// number (`taskID = 3`, `creationTime = 35`, `earliest 900`) and `ps`'s line of the processes
    /// ended since the last one. Like the state, a situation
    /// leaves the apps' code out: compare situations of one scenario. It costs the state walked
    /// once, read and never copied, and a sort of the numbers: no event is replayed, no text is
    /// built. The walk (`DeviceSituationReading.writeSituation(by:)`, over a live device or a
    /// state alike) writes the whole state as a run of 64-bit words, times moved, each list led by
    /// its count and each optional value by whether it is there; a string by its place in a list
    /// of strings beside the words, compared as strings compare; and the few parts rare and
    /// complex enough to stay values (`SituationSidePart`: dictionaries, code held as values, view
    /// controllers, containers), each kept beside the words when it holds something, a word
    /// marking where. Each number is written as it stands and renamed in place once all are known
    /// (`SituationNumbering.finish()`). The words, strings and side values are equal exactly when
    /// the rewritten states are. A situation is hashed once, when it is made, by its words: a set
    /// of situations hashes one word each, and compares two situations, words first, only when
    /// their hashes agree.
    package struct Situation: Hashable, Sendable {
        /// The state rewritten as the type says: its words, the strings they name by place, and
        /// the parts kept beside them as values; never restored.
        private let words: SituationWords
        private let strings: [String]
        private let side: [SituationSidePart]
        /// The rewritten state's words folded into one, taken once (`mix`); `hash(into:)` hands it
        /// to the caller's `Hasher`, seeded per process (it decides no order anything is printed in).
        private let hash: Int

        /// The situation of `state`, written in `numbering`, which starts afresh and may be used
        /// again for the next: a situation copies its words out, and shares the strings and side
        /// values the numbering hands it (`SituationNumbering.finishedStrings`, `finishedSide`).
        fileprivate init<Reading: DeviceSituationReading>(_ state: borrowing Reading, by numbering: SituationNumbering) {
            numbering.start(now: state.now)
            state.writeSituation(by: numbering)
            numbering.finish()  // the numbers renamed
            let words = numbering.finishedWords()
            self.hash = Int(truncatingIfNeeded: Self.mix(words))
            self.words = words
            self.strings = numbering.finishedStrings()
            self.side = numbering.finishedSide()
        }

        /// The words folded into one, each multiplied in (by an odd number: two runs that differ in
        /// one word stay apart), the words at even and odd places in two folds at once (each
        /// multiplication waits only for the one before in its own fold), the two folds joined and
        /// multiplied once more (a word changed changes one fold alone), then the whole mixed once
        /// more so that its low bits depend on every bit (a multiplication carries only upward, and
        /// a table picks a slot by the low bits): a cheap mix a seeded `Hasher` then hashes, one combine rather than one per word,
        /// and the breadth-first search's tables use as it is (`searchHash`). Equal hashes of
        /// unequal situations cost a comparison of their words, never a wrong answer.
        private static func mix(_ words: SituationWords) -> UInt64 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var even = UInt64(truncatingIfNeeded: words.count), odd: UInt64 = 0x5851_F42D_4C95_7F2D
            words.withWords { words in
                var index = 0
                while index + 1 < words.count {
                    even = (even ^ words[index]) &* multiplier
                    odd = (odd ^ words[index + 1]) &* multiplier
                    index += 2
                }
                if index < words.count { even = (even ^ words[index]) &* multiplier }
            }
            var mixed = (even ^ odd) &* multiplier
            mixed ^= mixed >> 32
            mixed &*= 0xD6E8_FEB8_6659_FD93
            return mixed ^ (mixed >> 32)
        }

        /// Equal rewritten states: the hashes first, which tell most unequal situations apart, then
        /// the words, the strings and the side values.
        package static func == (lhs: Situation, rhs: Situation) -> Bool {
            lhs.hash == rhs.hash && SituationWords.equal(lhs.words, rhs.words) && lhs.strings == rhs.strings && lhs.side == rhs.side
        }

        package func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// The words' mix itself, for a table of situations that needs no seeded hash (the
        /// breadth-first search's, whose order is the order situations are added): equal
        /// situations have equal mixes.
        package var searchHash: Int { hash }
    }
}

extension Device {
    /// The device's situation now, between events: that of `snapshot()`, read from the device
    /// where it stands (no snapshot is taken), records written so far handed to the sinks first
    /// as `snapshot()` does. Written in the device's own numbering, used again for each.
    package var situation: Situation {
        precondition(depth == 0 && sceneRequests.isEmpty && continuedRequests.isEmpty,
                     "situation is taken between events, not inside the app's code")
        flushTrace()
        let situation = Situation(self, by: situationNumbering)
        if checksKeptAppParts {
            precondition(situation == snapshot().situation,
                         "a situation written with apps' parts kept from before is not its snapshot's")
        }
        return situation
    }
}

extension Device.State {
    /// The state up to when it stands and how its numbers were handed out (`Device.Situation`).
    package var situation: Device.Situation { Device.Situation(self, by: SituationNumbering()) }
}
