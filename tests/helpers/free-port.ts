/** A local port nobody listens on right now (the system's choice). */
import { createServer } from 'node:net';

export async function freeLocalPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no local port');
  return address.port;
}
