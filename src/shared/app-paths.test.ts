import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('isAppPath', () => {
  it('knows the pages, with their parameters, and nothing else', () => {
    for (const path of [
      '/',
      '/product/12',
      '/dashboard/cash-advances/x',
      '/admin/closures',
      '/terms/',
    ])
      expect(isAppPath(path, { devPages: false }), path).toBe(true);
    for (const path of ['/nope', '/product', '/product/1/2', '/dashboard/cash-advances', '/admins'])
      expect(isAppPath(path, { devPages: false }), path).toBe(false);
  });

  it('has the developer test pages only in demo mode and development', () => {
    expect(isAppPath('/test-input', { devPages: true })).toBe(true);
    expect(isAppPath('/test-input', { devPages: false })).toBe(false);
  });
});
