import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface SpawnedGroup {
  child: ChildProcess;
  /** Resolves once the process has exited, whatever the reason. */
  exited: Promise<number | null>;
  /** Last output lines, kept so a failed start can say why. */
  recentOutput(): string;
  /** Stops the whole process group: SIGTERM, then SIGKILL after a grace period. */
  stop(): Promise<void>;
}

export interface SpawnGroupOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Receives each output line (stdout and stderr); output is kept quiet when absent. */
  onLine?: (line: string) => void;
}

const KEPT_LINES = 60;
const GRACE_MS = 5000;
const live = new Set<ChildProcess>();

// Children run in their own process group (detached) so that stop() reaches grandchildren
// too. That also means a terminal Ctrl-C no longer reaches them, so make sure they never
// outlive this process, however it ends.
process.once('exit', () => {
  for (const child of live) signalGroup(child, 'SIGKILL');
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function spawnGroup(
  command: string,
  args: string[],
  options: SpawnGroupOptions = {},
): SpawnedGroup {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      options.onLine?.(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', (error) => {
      lines.push(String(error));
      resolve(null);
    });
    child.once('exit', (code) => resolve(code));
  }).finally(() => live.delete(child));

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) {
        signalGroup(child, 'SIGKILL'); // leftovers of an exited leader
        return;
      }
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), GRACE_MS);
      await exited;
      clearTimeout(timer);
      signalGroup(child, 'SIGKILL');
    })();
    return stopping;
  };

  return { child, exited, recentOutput: () => lines.join('\n'), stop };
}

/** Polls `url` until `isReady` accepts the response, the process exits, or time runs out. */
export async function waitForHttp(
  url: string,
  group: SpawnedGroup,
  name: string,
  isReady: (response: Response) => Promise<boolean> = async (r) => r.ok,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void group.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`${name} exited before it was ready:\n${group.recentOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (await isReady(response)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await group.stop();
  throw new Error(`${name} was not ready within ${timeoutMs} ms:\n${group.recentOutput()}`);
}
