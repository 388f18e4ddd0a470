// `npm run support:add` and `support:disable` while the API runs on its PGlite folder. Only the
// holder of the folder may open it (server/db/folderLock.ts), so the running API takes the
// command over a Unix socket beside the folder instead: in a folder of its own that only this
// user can enter (mode 0700, made so before the socket exists, so there is no moment it is
// open to others whatever the umask), never over the network, and no more powerful than the
// data folder itself, which the same user can read.
import { chmod, lstat, mkdir, rmdir, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { SupportCommandRefusal } from './refusal';

const ADD = '/support-accounts';
const DISABLE = '/support-accounts/disable';
const MAX_BODY = 4096;

export function adminSocketPath(pgliteDataDir: string): string {
  return path.join(`${path.resolve(pgliteDataDir)}.admin`, 'sock');
}

// The socket's folder, this user's alone before anything is put in it: made 0700, or an
// existing one taken back to 0700 if it is ours, and refused if it is anyone else's.
async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const found = await lstat(folder);
  if (!found.isDirectory() || (process.getuid && found.uid !== process.getuid()))
    throw new Error(
      `${folder} is not a folder of this user's: the admin socket will not open there.`,
    );
  await chmod(folder, 0o700);
}

/** What the socket can do: the two commands, each answering the line to print. */
export interface AdminCommands {
  add(email: string, password: string): Promise<string>;
  disable(email: string): Promise<string>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_BODY) throw new SupportCommandRefusal('The request is too large.');
  }
  return body;
}

/** A string field of the parsed JSON body, or a refusal naming it. */
function stringField(parsed: unknown, name: string): string {
  const value: unknown =
    parsed && typeof parsed === 'object' ? Reflect.get(parsed, name) : undefined;
  if (typeof value !== 'string') throw new SupportCommandRefusal(`Send the ${name}.`);
  return value;
}

function run(commands: AdminCommands, url: string | undefined, body: string) {
  const parsed: unknown = JSON.parse(body);
  const email = stringField(parsed, 'email');
  return url === ADD
    ? commands.add(email, stringField(parsed, 'password'))
    : commands.disable(email);
}

/** Serves the commands on the socket; resolves with how to stop (and remove the socket). */
export async function startAdminSocket(
  socketPath: string,
  commands: AdminCommands,
): Promise<() => Promise<void>> {
  await privateFolder(path.dirname(socketPath));
  // This process holds the folder lock, so a socket left here is a dead holder's.
  await unlink(socketPath).catch(() => undefined);
  const server = createServer((req, res) => {
    const answer = (status: number, line: string) => res.writeHead(status).end(line);
    if (req.method !== 'POST' || (req.url !== ADD && req.url !== DISABLE)) {
      return answer(404, 'Unknown command.');
    }
    void readBody(req)
      .then((body) => run(commands, req.url, body))
      .then(
        (line) => answer(200, line),
        (error: unknown) =>
          error instanceof SupportCommandRefusal || error instanceof SyntaxError
            ? answer(400, error.message)
            : answer(500, 'The account could not be changed.'),
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  server.unref();
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await unlink(socketPath).catch(() => undefined);
    await rmdir(path.dirname(socketPath)).catch(() => undefined);
  };
}

/**
 * Asks the API holding the folder to run a command. Resolves with the line to print; rejects
 * with SupportCommandRefusal for a refusal, or the socket's own error when nothing answers (no
 * API there).
 */
function send(socketPath: string, route: string, body: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const req = request({ socketPath, path: route, method: 'POST' }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(text) : reject(new SupportCommandRefusal(text)),
      );
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

export const addThroughSocket = (socketPath: string, email: string, password: string) =>
  send(socketPath, ADD, { email, password });

export const disableThroughSocket = (socketPath: string, email: string) =>
  send(socketPath, DISABLE, { email });
