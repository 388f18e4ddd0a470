// Runs `work` in a task of its own once the browser has painted what the current event
// changed. A press that sets off heavy work (the last digit of the code, which starts the
// check, its toast and the busy screen) then shows the press at once, and the work follows
// in the next frame instead of holding that paint (the interaction's INP) back.
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
