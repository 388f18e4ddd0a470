import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readHiddenLine, readNewPassword } from '../../scripts/lib/readPassword';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'Typed-secret-2026';

/**
 * A terminal as the reader sees process.stdin, recording every mode change and every write in
 * one log, so a test can tell what was shown and whether raw mode was on at the time.
 */
function fakeTerminal() {
  const log: string[] = [];
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    isRaw: false,
    setRawMode(mode: boolean) {
      this.isRaw = mode;
      log.push(`raw:${mode}`);
    },
  });
  // Logged as it is written, so its place among the mode changes is exact.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(`shown:${chunk.toString()}`);
      done();
    },
  });
  const shown = () =>
    log
      .filter((entry) => entry.startsWith('shown:'))
      .map((entry) => entry.slice('shown:'.length))
      .join('');
  return { input, output, log, shown };
}

describe('the password typed at a terminal', () => {
  it('is read in raw mode, never echoed, and the terminal is left as it was', async () => {
    const terminal = fakeTerminal();
    const line = readHiddenLine(terminal.input, terminal.output, 'Password: ');
    for (const key of `${SECRET}\r`) terminal.input.write(key);
    expect(await line).toBe(SECRET);
    expect(terminal.log).toEqual(['raw:true', 'shown:Password: ', 'raw:false', 'shown:\n']);
    expect(terminal.shown()).not.toContain('T');
  });

  it('applies Backspace, by character', async () => {
    const terminal = fakeTerminal();
    const line = readHiddenLine(terminal.input, terminal.output, 'Password: ');
    terminal.input.write('abcX\u007fd😀\u007fe\r');
    expect(await line).toBe('abcde');
  });

  it('cancels on Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const line = readHiddenLine(terminal.input, terminal.output, 'Password: ');
    terminal.input.write('abc\u0003');
    await expect(line).rejects.toThrow('Cancelled.');
    expect(terminal.input.isRaw).toBe(false);
  });

  it('asks twice and refuses two different passwords', async () => {
    const terminal = fakeTerminal();
    const password = readNewPassword(terminal.input, terminal.output);
    // Typed ahead, in one chunk: the second line waits for the second prompt.
    terminal.input.write(`${SECRET}\r${SECRET}x\r`);
    await expect(password).rejects.toThrow('The two passwords differ.');
    expect(terminal.shown()).toBe('Password (not shown): \nThe same password again: \n');
  });

  it('takes the same password twice', async () => {
    const terminal = fakeTerminal();
    const password = readNewPassword(terminal.input, terminal.output);
    terminal.input.write(`${SECRET}\r\n${SECRET}\r`);
    expect(await password).toBe(SECRET);
    expect(terminal.shown()).not.toContain(SECRET);
  });

  it('still reads a pipe exactly as before: all of it, one trailing line break dropped', async () => {
    const pipe = new PassThrough();
    const terminal = fakeTerminal();
    pipe.end('two\nlines\n');
    expect(await readNewPassword(pipe, terminal.output)).toBe('two\nlines');
    expect(terminal.log).toEqual([]);
  });
});

const hasScript = spawnSync('script', ['--version']).status === 0;

// util-linux's `script` runs the command on a real pseudo-terminal: what it prints is what a
// person at that terminal would see, echo included.
describe.skipIf(!hasScript)('npm run support:add at a real terminal', () => {
  it('shows neither the password nor its confirmation', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'support-add-tty-'));
    try {
      const command = `${process.execPath} --import tsx scripts/support-add.ts tty@example.com`;
      const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: '',
          PGLITE_DATA_DIR: path.join(folder, 'pglite'),
          SCRYPT_LOG2_N: '10',
        },
      });
      let shown = '';
      const waiters: { text: string; resolve: () => void }[] = [];
      child.stdout.on('data', (chunk: Buffer) => {
        shown += chunk.toString();
        for (const waiter of waiters.filter((w) => shown.includes(w.text))) waiter.resolve();
      });
      const shows = (text: string) =>
        new Promise<void>((resolve) => {
          if (shown.includes(text)) resolve();
          else waiters.push({ text, resolve });
        });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

      // Typed only once the prompt is up: raw mode is on by then, as for a person.
      await shows('Password (not shown): ');
      child.stdin.write(`${SECRET}\r`);
      await shows('The same password again: ');
      child.stdin.write(`${SECRET}\r`);
      const code = await exited;
      child.stdin.end();

      expect(shown).toContain('created tty@example.com');
      expect(code).toBe(0);
      expect(shown).not.toContain(SECRET);
      expect(shown).not.toContain('Typed');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
