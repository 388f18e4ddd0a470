// What TypeScript's DOM types do not know yet: Chromium's scheduler.yield().
declare const scheduler: { yield?: () => Promise<void> } | undefined;

/**
 * Resolves in a task of its own, after any input and rendering the browser has waiting: a
 * long piece of work split at these points lets a tap or key press in between be answered
 * within a frame. scheduler.yield() where the browser has it (its continuation runs before
 * other tasks queued meanwhile), else a timeout.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function')
    return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
