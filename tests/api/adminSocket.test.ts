import { mkdir, mkdtemp, rm, stat, chmod } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addThroughSocket,
  adminSocketPath,
  startAdminSocket,
} from '../../server/support/adminSocket';

// The socket `support:add` reaches a running API through: nobody but this user may ever
// open it, not even in the moment between its creation and a chmod.

const root = await mkdtemp(path.join(tmpdir(), 'admin-socket-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const commands = {
  add: (email: string) => Promise.resolve(`created ${email}`),
  disable: (email: string) => Promise.resolve(`disabled ${email}`),
};

describe('the admin socket', () => {
  it('listens only inside a folder of mode 0700, made so before the socket exists', async () => {
    const socket = adminSocketPath(path.join(root, 'fresh'));
    const stop = await startAdminSocket(socket, commands);
    try {
      expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
      expect(await addThroughSocket(socket, 'staff@example.com', 'pw')).toBe(
        'created staff@example.com',
      );
    } finally {
      await stop();
    }
  });

  it('takes back a folder of its own left open, before it listens', async () => {
    const socket = adminSocketPath(path.join(root, 'loose'));
    await mkdir(path.dirname(socket), { recursive: true });
    await chmod(path.dirname(socket), 0o777);
    const stop = await startAdminSocket(socket, commands);
    try {
      expect((await stat(path.dirname(socket))).mode & 0o777).toBe(0o700);
    } finally {
      await stop();
    }
  });
});
