// The password of `npm run support:add`: piped in, or typed at a terminal without being shown.
import { text } from 'node:stream/consumers';
import { passwordFromInput } from '../../server/support/addAccount';
import { SupportCommandRefusal } from '../../server/support/refusal';

/** The part of a terminal (process.stdin) the hidden prompt uses; tests hand in a fake one. */
export interface PasswordInput extends NodeJS.ReadableStream {
  isTTY?: boolean;
  isRaw?: boolean;
  setRawMode?(mode: boolean): unknown;
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const ERASE = new Set(['\u007f', '\b']);

/**
 * One line typed at the terminal, never echoed. The terminal is put in raw mode before the
 * prompt is written, so nothing typed after the prompt appears, and left as it was found. Raw
 * mode also delivers the keys that edit or end a line, so they are applied here: Backspace
 * removes a character, Enter or Ctrl-D ends, Ctrl-C cancels.
 */
export function readHiddenLine(
  input: PasswordInput,
  output: NodeJS.WritableStream,
  prompt: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const wasRaw = input.isRaw ?? false;
    let typed: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.setRawMode?.(wasRaw);
      input.pause();
      // The Enter was not echoed either: end the prompt's line.
      output.write('\n');
      if (error) reject(error);
      else resolve(typed.join(''));
    };
    const onEnd = () => finish();
    const onData = (chunk: string | Buffer) => {
      // By code point, so Backspace removes a whole emoji.
      const chars = [...String(chunk)];
      for (const [i, char] of chars.entries()) {
        if (char === CTRL_C) return finish(new SupportCommandRefusal('Cancelled.'));
        if (ENTER.has(char) || char === CTRL_D) {
          // Keys typed ahead belong to the next prompt; a CR LF pair is one Enter.
          // Put back once this prompt has let go, or they would come straight back here.
          const rest = chars.slice(char === '\r' && chars[i + 1] === '\n' ? i + 2 : i + 1);
          finish();
          if (rest.length > 0) input.unshift(rest.join(''));
          return;
        }
        if (ERASE.has(char)) typed = typed.slice(0, -1);
        else typed.push(char);
      }
    };
    input.setRawMode?.(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
    output.write(prompt);
  });
}

/**
 * The new password: from a pipe exactly as given (one trailing line break dropped); typed at a
 * terminal, twice and hidden, since a mistyped password that nobody saw could not be used.
 */
export async function readNewPassword(
  input: PasswordInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  if (!input.isTTY) return passwordFromInput(await text(input));
  const password = await readHiddenLine(input, output, 'Password (not shown): ');
  const again = await readHiddenLine(input, output, 'The same password again: ');
  if (password !== again) throw new SupportCommandRefusal('The two passwords differ.');
  return password;
}
