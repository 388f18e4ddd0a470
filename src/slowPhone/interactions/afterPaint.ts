// While work a press deferred runs (below): the time of that press.
let pressedAt: number | undefined;

/**
 * The time of the press whose deferred work is running now, if any: the flow events that
 * work sends count as sent by the press (./flowEvents.ts), so a slow interaction is
 * still attributed to the event it sent.
 */
export const deferredPressTime = (): number | undefined => pressedAt;

// Runs `work` in a task of its own once the browser has painted what the current event
// changed. A press that sets off heavy work (the last digit of the code, which starts the
// check, its toast and the busy screen) then shows the press at once, and the work follows
// in the next frame instead of holding that paint (the interaction's INP) back. A hidden
// page paints no frame: there the work runs in the next task.
export function afterPaint(work: () => void): void {
  const at = performance.now();
  const run = () => {
    pressedAt = at;
    try {
      work();
    } finally {
      pressedAt = undefined;
    }
  };
  if (document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}
