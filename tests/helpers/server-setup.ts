/**
 * Runs around every file of the `server` project. Its files share one module graph
 * per worker (`isolate: false`, decision 034), so what one file changes globally
 * must not reach the next: the clock is put back after each file.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
});
