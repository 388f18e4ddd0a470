// `npm run support:add` while the API runs on its PGlite folder. Only the holder of the folder
// may open it (server/db/folderLock.ts), so the running API takes the command over a Unix
// socket beside the folder instead: readable by this user only (mode 0600), never over the
// network, and no more powerful than the folder itself, which the same user can read.
import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { SupportAddRefusal } from './addAccount';

const ROUTE = '/support-accounts';
const MAX_BODY = 4096;

export function adminSocketPath(pgliteDataDir: string): string {
  return `${path.resolve(pgliteDataDir)}.admin.sock`;
}

type AddAccount = (email: string, password: string) => Promise<string>;

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > MAX_BODY) throw new SupportAddRefusal('The request is too large.');
  }
  return body;
}

function credentials(body: string): { email: string; password: string } {
  const parsed: unknown = JSON.parse(body);
  if (
    parsed &&
    typeof parsed === 'object' &&
    'email' in parsed &&
    'password' in parsed &&
    typeof parsed.email === 'string' &&
    typeof parsed.password === 'string'
  )
    return { email: parsed.email, password: parsed.password };
  throw new SupportAddRefusal('Send an email and a password.');
}

/** Serves the command on the socket; resolves with how to stop (and remove the socket). */
export async function startAdminSocket(
  socketPath: string,
  addAccount: AddAccount,
): Promise<() => Promise<void>> {
  // This process holds the folder lock, so a socket left here is a dead holder's.
  await unlink(socketPath).catch(() => undefined);
  const server = createServer((req, res) => {
    const answer = (status: number, line: string) => res.writeHead(status).end(line);
    if (req.method !== 'POST' || req.url !== ROUTE) return answer(404, 'Unknown command.');
    void readBody(req)
      .then((body) => {
        const { email, password } = credentials(body);
        return addAccount(email, password);
      })
      .then(
        (line) => answer(200, line),
        (error: unknown) =>
          error instanceof SupportAddRefusal || error instanceof SyntaxError
            ? answer(400, error.message)
            : answer(500, 'The account could not be saved.'),
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
  };
}

/**
 * Asks the API holding the folder to save the account. Resolves with the line to print;
 * rejects with SupportAddRefusal for a refusal, or the socket's own error when nothing
 * answers (no API there).
 */
export function addThroughSocket(socketPath: string, email: string, password: string) {
  return new Promise<string>((resolve, reject) => {
    const req = request({ socketPath, path: ROUTE, method: 'POST' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(body) : reject(new SupportAddRefusal(body)),
      );
    });
    req.on('error', reject);
    req.end(JSON.stringify({ email, password }));
  });
}
