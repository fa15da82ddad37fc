/**
 * Whether this instance is stopping. Set by the stop signal (index.ts) before it drains; from then
 * on the readiness check answers 503, so a proxy that polls it on a connection still open takes
 * this instance out of its rotation while the requests already received are finished.
 */
export interface Lifecycle {
  isStopping(): boolean;
  markStopping(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    isStopping: () => stopping,
    markStopping: () => {
      stopping = true;
    },
  };
}
