import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@web/lib/paths';
import { useAppMeta } from '@web/features/auth/api/get-app-meta';
import { NotFoundPage } from '@web/app/routes/not-found-page';
import { DebugDropdownPage } from '@web/app/routes/dev-tests/debug-dropdown-page';
import { MinimalTestPage } from '@web/app/routes/dev-tests/minimal-test-page';
import { PureHtmlTestPage } from '@web/app/routes/dev-tests/pure-html-test-page';
import { SimpleAdminTestPage } from '@web/app/routes/dev-tests/simple-admin-test-page';
import { TestInputPage } from '@web/app/routes/dev-tests/test-input-page';
import { TestSelectPage } from '@web/app/routes/dev-tests/test-select-page';
import { UltraTestPage } from '@web/app/routes/dev-tests/ultra-test-page';

const screens: Record<string, ComponentType> = {
  [paths.devTests.testInput]: TestInputPage,
  [paths.devTests.testSelect]: TestSelectPage,
  [paths.devTests.simpleAdminTest]: SimpleAdminTestPage,
  [paths.devTests.debugDropdown]: DebugDropdownPage,
  [paths.devTests.minimalTest]: MinimalTestPage,
  [paths.devTests.pureHtmlTest]: PureHtmlTestPage,
  [paths.devTests.ultraTest]: UltraTestPage,
};

/**
 * The route table's developer test pages, as one lazy chunk: nobody but a
 * developer opens them, so they cost the first download one entry, not seven.
 */
export function DevTestScreen() {
  const { pathname } = useLocation();
  const meta = useAppMeta();
  // Only in demo mode and in development (PRODUCT.md); the server answers 404 elsewhere too.
  if (!import.meta.env.DEV) {
    if (!meta.data) return null;
    if (!meta.data.demo) return <NotFoundPage />;
  }
  const Screen = screens[pathname.replace(/\/$/, '')] ?? MinimalTestPage;
  return <Screen />;
}
