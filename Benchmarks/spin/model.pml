/*
 * Benchmarks/spin/model.pml: Benchmarks/explore-model.scenario in Promela, for SPIN's
 * exhaustive search (lifesim-bench W9, BENCHMARKS.md):
 *
 *   spin -a model.pml && cc -O2 -DNOREDUCE -DSAFETY -o pan pan.c && ./pan -m100000
 *
 * Its states are the situations `lifesim explore` tells apart (`Device.Situation`) on that
 * file: "states, stored" is explore's `states`, and "transitions" less the start its
 * `transitions`. One process takes one of the twelve steps of `--events` at a time, each a
 * d_step (one transition, no state in between); a step the device refuses is a guard that does
 * not hold. Every time counts from now, as a situation's do: after each step the clock goes back
 * to 0 and the deadlines move with it, so no state holds a clock. The scheduler holds only items
 * that are not stale (`Device.isStale`; explore sweeps out the others after every step,
 * `Device.sweepStaleItems`): an item leaves it the moment it becomes stale, which is the same,
 * since a stale item does nothing when it fires.
 * The same machine in Swift is Benchmarks/Sources/lifesim-bench/W9Machine.swift; BENCHMARKS.md
 * says why each variable is there. W9 runs `./pan -m100000 -w18` (a hash table the model's
 * size); `spin -DW=N -a model.pml` explores the model with N seconds of work instead of 1.
 */

#ifndef W
#define W 1             /* the seconds each app works in willEnterForeground */
#endif
#define BUDGET 30       /* BG-3: iOS 13+'s background budget */
#define LEAD 4          /* BG-5: the expiration handlers run 4 s before its end */
#define CHECK 35        /* BG-1: UIKit checks a task 35 s after its begin */
#define QUEUE 4         /* more than the scheduler holds in this model (3: an Uploader expiry or
                           end, its check, Notes' expiry) */

#define NONE 0          /* apps, as front, lockReturn and the cards name them */
#define UPLOADER 1
#define NOTES 2

#define NOT_RUNNING 0   /* ST-1's states, as W1's enum machine has them */
#define INACTIVE 1
#define ACTIVE 2
#define BACKGROUND 3
#define SUSPENDED 4

#define UPLOADER_EXPIRY 0   /* what the scheduler holds */
#define NOTES_EXPIRY 1
#define UPLOADER_END 2
#define UPLOADER_CHECK 3

#define CALL_NONE 0         /* the phone call */
#define BANNER_RINGING 1
#define BANNER_ANSWERED 2
#define RINGING 3
#define ANSWERED 4

byte st[3];             /* st[UPLOADER], st[NOTES]: each app's state (st[NONE] stays 0) */
byte budgetEnd;         /* while the Uploader is in the background: its budget's end, s from now */
bool began;             /* the Uploader's process has begun a task (UIKit keeps its last id) */
bool notesFirst;        /* both processes run, Notes' the older (generations are ranked) */
byte qd[QUEUE];         /* the scheduler's items still to happen: each one's deadline, s from now,
                           earliest first */
byte qk[QUEUE];         /* and its kind; items due at one instant in the order scheduled */
byte qn;                /* how many items */
byte front;             /* the app on screen */
bool switcherOpen;
bool callOverlay;
byte call;
bool locked;
byte lockReturn;        /* the app unlock returns to */
byte card1;             /* the switcher's cards, most recent first */
byte card2;

/* Scratch for one step: not part of the state. (`clock`: the time since the step began;
   pan's own state is named `now`.) */
hidden byte clock;
hidden byte pos;
hidden byte k;
hidden byte kept;
hidden byte target;
hidden byte current;
hidden byte blocked;

/* Schedules an item after every item due at or before its deadline; with first, before the
   items due at it (the place a budget's end took when the budget began: every item due then
   came later, see leaveForeground). */
inline schedule(kind_, deadline_, first_) {
    assert(qn < QUEUE);
    pos = 0;
    do
    :: pos < qn && (qd[pos] < deadline_ || (qd[pos] == deadline_ && !first_)) -> pos++
    :: else -> break
    od;
    k = qn;
    do
    :: k > pos -> qd[k] = qd[k - 1]; qk[k] = qk[k - 1]; k--
    :: else -> break
    od;
    qd[pos] = deadline_;
    qk[pos] = kind_;
    qn++
}

inline removeFirst() {
    k = 0;
    do
    :: k + 1 < qn -> qd[k] = qd[k + 1]; qk[k] = qk[k + 1]; k++
    :: else -> break
    od;
    qn--;
    qd[qn] = 0;
    qk[qn] = 0
}

/* Removes every item of the kinds a_ and b_, now stale (`Device.isStale`); the others keep
   their order. */
inline removeStale(a_, b_) {
    kept = 0;
    k = 0;
    do
    :: k < qn ->
        if
        :: qk[k] != a_ && qk[k] != b_ -> qd[kept] = qd[k]; qk[kept] = qk[k]; kept++
        :: else -> skip
        fi;
        k++
    :: else -> break
    od;
    k = kept;
    do
    :: k < qn -> qd[k] = 0; qk[k] = 0; k++
    :: else -> break
    od;
    qn = kept
}

/* IN-2: the app in front becomes active again when nothing blocks it. */
inline reactivateFront() {
    if
    :: !locked && !switcherOpen && !callOverlay && front != NONE && st[front] == INACTIVE -> st[front] = ACTIVE
    :: else -> skip
    fi
}

/* FG-1, FG-3, LK-2, IN-3: the app in front leaves the screen: the background, a new budget (its
   expiry 26 s on), didEnterBackground (the Uploader begins its task: UIKit's check 35 s on);
   BG-2 then suspends Notes at once and keeps the Uploader running for its task. The new budget
   makes the app's earlier expiry and end stale (no longer its current budget), and the
   Uploader's earlier checks name tasks its return ended. Nothing left is due at the new
   budget's end (an earlier budget's items come before it, and a check due then names a task
   begun 5 s before, ended since), so the end, scheduled in the place the budget takes now,
   comes before every item due then. */
inline leaveForeground() {
    if
    :: front == UPLOADER ->
        front = NONE;
        removeStale(UPLOADER_EXPIRY, UPLOADER_END);
        removeStale(UPLOADER_CHECK, UPLOADER_CHECK);
        k = 0;
        do
        :: k < qn -> assert(qd[k] != clock + BUDGET); k++
        :: else -> break
        od;
        budgetEnd = clock + BUDGET;
        schedule(UPLOADER_EXPIRY, clock + BUDGET - LEAD, false);
        schedule(UPLOADER_CHECK, clock + CHECK, false);
        began = true;
        st[UPLOADER] = BACKGROUND
    :: front == NOTES ->
        front = NONE;
        removeStale(NOTES_EXPIRY, NOTES_EXPIRY);
        schedule(NOTES_EXPIRY, clock + BUDGET - LEAD, false);
        st[NOTES] = SUSPENDED
    :: else -> skip
    fi
}

/* TE-1: its card first; LA-1 a cold launch, or FG-4 a return: willEnterForeground (the Uploader
   ends its task, so its check is stale), `W` seconds of work, didBecomeActive. */
inline bringToForeground(app) {
    if
    :: card1 != app -> card2 = card1; card1 = app
    :: else -> skip
    fi;
    front = app;
    if
    :: st[app] == NOT_RUNNING ->
        notesFirst = (app == UPLOADER && st[NOTES] != NOT_RUNNING);
        st[app] = ACTIVE
    :: st[app] == BACKGROUND || st[app] == SUSPENDED ->
        if
        :: app == UPLOADER -> budgetEnd = 0; removeStale(UPLOADER_CHECK, UPLOADER_CHECK)
        :: else -> skip
        fi;
        clock = clock + W;
        st[app] = ACTIVE
    :: else -> skip
    fi
}

/* Everything due by now, in order. Only the Uploader's expiry (always its current budget's)
   changes anything, while it is in the background (BG-5): its end is scheduled in the place
   the budget took, its handler ends the task (so its check is stale), BG-2 suspends it. The
   others do nothing: Notes is suspended at once (BG-2), the Uploader's end comes once its
   expiry has suspended it or it has returned, and its check once its task is ended. */
inline fireDue() {
    do
    :: qn > 0 && qd[0] <= clock ->
        current = (qk[0] == UPLOADER_EXPIRY);
        removeFirst();
        if
        :: current && st[UPLOADER] == BACKGROUND ->
            schedule(UPLOADER_END, budgetEnd, true);
            removeStale(UPLOADER_CHECK, UPLOADER_CHECK);
            st[UPLOADER] = SUSPENDED;
            budgetEnd = 0
        :: else -> skip
        fi
    :: else -> break
    od
}

/* What the model keeps true. It also reads began, notesFirst and card2, which decide nothing
   here but tell situations apart: SPIN hides a variable that is written and never read, and
   would count fewer states. */
inline invariants() {
    assert(card2 == NONE || (card1 != NONE && card2 != card1));
    assert(!notesFirst || (st[UPLOADER] != NOT_RUNNING && st[NOTES] != NOT_RUNNING));
    assert(began || st[UPLOADER] != BACKGROUND)
}

/* After a step that may move the clock: what fell due fires, then every time counts from now. */
inline settleClock() {
    fireDue();
    k = 0;
    do
    :: k < qn -> qd[k] = qd[k] - clock; k++
    :: else -> break
    od;
    if
    :: st[UPLOADER] == BACKGROUND -> budgetEnd = budgetEnd - clock
    :: else -> skip
    fi;
    clock = 0;
    invariants()
}

inline launch(app) {
    clock = 0;
    leaveForeground();
    bringToForeground(app);
    settleClock()
}

/* IN-2, IN-5: a ringing call declined. */
inline decline() {
    if
    :: call == BANNER_RINGING -> call = CALL_NONE
    :: call == RINGING -> call = CALL_NONE; callOverlay = false; reactivateFront()
    fi
}

active proctype device() {
    do
    /* launch Uploader, launch Notes: refused while locked, under an overlay, or already in front */
    :: d_step { !locked && !switcherOpen && !callOverlay && front != UPLOADER -> launch(UPLOADER) }
    :: d_step { !locked && !switcherOpen && !callOverlay && front != NOTES -> launch(NOTES) }
    /* home: closes every overlay (a ringing call too) and sends the app in front away */
    :: d_step { !locked && (front != NONE || switcherOpen || callOverlay) ->
        if
        :: call == RINGING -> call = CALL_NONE
        :: else -> skip
        fi;
        switcherOpen = false;
        callOverlay = false;
        clock = 0;
        leaveForeground();
        settleClock() }
    /* switcher: the first overlay makes the app in front inactive */
    :: d_step { !switcherOpen && !locked ->
        blocked = callOverlay;
        switcherOpen = true;
        if
        :: !blocked && front != NONE && st[front] == ACTIVE -> st[front] = INACTIVE
        :: else -> skip
        fi }
    /* switcher close */
    :: d_step { switcherOpen -> switcherOpen = false; reactivateFront() }
    /* lock: the switcher closes, the app in front goes to the background */
    :: d_step { !locked ->
        switcherOpen = false;
        locked = true;
        lockReturn = front;
        clock = 0;
        leaveForeground();
        settleClock() }
    /* unlock: back to the app that was in front, unless a call covers the screen */
    :: d_step { locked ->
        locked = false;
        target = lockReturn;
        lockReturn = NONE;
        clock = 0;
        if
        :: target != NONE && (st[target] == INACTIVE || st[target] == ACTIVE) -> reactivateFront()
        :: target != NONE && (st[target] == BACKGROUND || st[target] == SUSPENDED) && !switcherOpen && !callOverlay ->
            bringToForeground(target)
        :: else -> skip
        fi;
        settleClock() }
    /* call: a banner on an unlocked phone (IN-5), full screen on a locked one (IN-1) */
    :: d_step { call == CALL_NONE ->
        if
        :: !locked -> call = BANNER_RINGING
        :: else -> callOverlay = true; call = RINGING
        fi }
    /* call accept: a banner stays a banner; a full-screen call sends the app in front away (IN-3) */
    :: d_step { call == BANNER_RINGING || call == RINGING ->
        if
        :: call == BANNER_RINGING -> call = BANNER_ANSWERED
        :: else ->
            switcherOpen = false;
            callOverlay = false;
            call = ANSWERED;
            clock = 0;
            leaveForeground();
            settleClock()
        fi }
    /* call decline */
    :: d_step { call == BANNER_RINGING || call == RINGING -> decline() }
    /* call end: a decline while ringing, else the call ends */
    :: d_step { call != CALL_NONE ->
        if
        :: call == BANNER_RINGING || call == RINGING -> decline()
        :: else -> call = CALL_NONE
        fi }
    /* wait: the clock to the next scheduled item */
    :: d_step { qn > 0 -> clock = qd[0]; settleClock() }
    od
}
