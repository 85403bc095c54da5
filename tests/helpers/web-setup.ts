import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetFakeWidget } from '@web/components/testing/challenges';

// The ALTCHA widget needs workers and WebCrypto: component tests use a fake that solves at once.
vi.mock('@web/components/security-question/altcha-widget', async () => ({
  AltchaWidget: (await import('@web/components/testing/challenges')).FakeAltchaWidget,
}));

// A guest's photo address is solved in the page (solve-in-page.ts): faked the same way.
vi.mock('@web/components/security-question/solve-in-page', () => {
  let solved = 0;
  return {
    solveInPage: () => Promise.resolve({ challengeAnswer: `photo-payload-${(solved += 1)}` }),
  };
});

beforeEach(() => resetFakeWidget());
afterEach(() => cleanup());
