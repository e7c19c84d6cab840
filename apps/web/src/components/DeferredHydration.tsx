import {
  Suspense,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { hydratesPrerenderedPage, isHydrated } from '../lib/hydration';
import { DeferredRegionContext } from '../lib/use-hydrated';

/**
 * Events that mean the visitor is turning to a region. React hydrates a region synchronously when
 * a discrete event (pointer, key, focus, input) targets it, then delivers the event, as long as the
 * region can render by then: the gate opens in the document's capture phase, which runs before
 * React's listener on the root. Hovering starts hydration early, without waiting for the click.
 */
const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'input',
] as const;

interface Gate {
  /** A thenable React can read synchronously once open (`status`), so it never waits a tick. */
  readonly thenable: PromiseLike<void> & { status?: 'fulfilled'; value?: undefined };
  readonly deferred: boolean;
  /** Settles once the region's content has committed (hydrated or rendered). */
  readonly committed: Promise<void>;
  open(): void;
  markCommitted(): void;
}

function createGate(deferred: boolean): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  let markCommitted: () => void = () => undefined;
  const committed = new Promise<void>((done) => {
    markCommitted = done;
  });
  const thenable: Gate['thenable'] = {
    then: (onFulfilled, onRejected) => promise.then(onFulfilled, onRejected),
  };
  return {
    thenable,
    deferred,
    committed,
    open() {
      thenable.status = 'fulfilled';
      thenable.value = undefined;
      resolve();
    },
    markCommitted,
  };
}

/** How long a turn waits for its region to commit before the next region goes anyway. */
const TURN_LIMIT_MS = 2000;

/**
 * Regions that hydrate when the browser is idle take turns: one per idle period, the next once the
 * previous has committed, so each region's hydration and its effects (the requests for its data)
 * are a task of their own instead of one long task for them all.
 */
let idleTurns: Promise<void> = Promise.resolve();

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: TURN_LIMIT_MS },
      );
    } else {
      resolve();
    }
  });
}

function takeIdleTurn(turn: () => Promise<void>): void {
  idleTurns = idleTurns
    .then(whenIdle)
    .then(() => Promise.race([turn(), new Promise<void>((resolve) => setTimeout(resolve, TURN_LIMIT_MS))]));
}

const subscribeToNothing = () => () => undefined;

/** The gate a deferred region reads once it no longer waits. */
const NO_WAIT = createGate(false);
NO_WAIT.open();

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // True only while React hydrates the region (React reads the server snapshot then). Should React
  // have to render it afresh before it hydrated (a context above it changed, say the language),
  // it renders at once rather than leave the region empty until the visitor's intent.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // A region deferred at mount reads a gate in every render (React needs the same `use` calls
  // when it replays a render that suspended): its own while hydrating, an open one after. A region
  // rendered afresh never waits, so it reads none: an open gate read there left whole-app renders
  // in unit tests suspended, with their effects never flushed.
  if (gate.deferred) use((hydrating ? gate : NO_WAIT).thenable as PromiseLike<void>);
  useLayoutEffect(() => {
    gate.markCommitted();
  }, [gate]);
  return <DeferredRegionContext value={gate.deferred}>{children}</DeferredRegionContext>;
}

export interface DeferredHydrationProps {
  readonly children: ReactNode;
  /**
   * Hydrate without waiting for the visitor, when the browser is idle, in turn with the page's
   * other such regions (for example: a block that shows data, or a saved search to show).
   */
  readonly eager?: boolean;
  readonly className?: string;
}

/**
 * A region of a prerendered page that hydrates when the visitor turns to it (hover, touch, focus,
 * a key), not while the page starts: its markup is on screen from the first paint, and its code
 * runs only for visitors who use it (design §5 Speed: TBT). With `eager` it hydrates as soon as
 * the browser is idle. Rendered by the app later (a page change, not hydration), it renders at
 * once. The prerender renders it like any other markup (decision 006).
 */
export function DeferredHydration({ children, eager = false, className }: DeferredHydrationProps) {
  const region = useRef<HTMLDivElement>(null);
  // Deferred only while the app hydrates a prerendered page; the state keeps the same gate.
  const [gate] = useState(() => {
    const deferred = hydratesPrerenderedPage() && !isHydrated();
    const created = createGate(deferred);
    if (!deferred) created.open();
    return created;
  });

  useLayoutEffect(() => {
    if (gate.thenable.status === 'fulfilled') return undefined;
    let stopped = false;
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && region.current?.contains(event.target)) release();
    };
    const release = () => {
      stop();
      gate.open();
    };
    const stop = () => {
      stopped = true;
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
    if (eager) {
      // A region released by intent, or gone, meanwhile gives its turn up at once.
      takeIdleTurn(() => {
        if (stopped) return Promise.resolve();
        release();
        return gate.committed;
      });
    }
    return stop;
  }, [gate, eager]);

  return (
    <div ref={region} className={className ?? 'deferred-region'}>
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
