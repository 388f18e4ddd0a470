/**
 * Resolves in a task of its own, after any input and rendering the browser has waiting: a
 * long piece of work split at these points lets a tap or key press in between be answered
 * within a frame. scheduler.yield() where the browser has it (its continuation runs before
 * other tasks queued meanwhile), else a timeout. (src/app/earlyEvents.ts has its own copy,
 * to keep the prerendered pages' first script apart from the app's.)
 */
export const nextTask = (): Promise<unknown> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));
