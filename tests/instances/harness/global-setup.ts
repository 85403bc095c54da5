/**
 * Once per run of the two-instance suite: PostgreSQL and Redis must answer
 * (the suite fails with the reason otherwise; `npm test` checks first and
 * skips it), and dist/ must hold a current build, made here when it does not
 * (as `npm start` does).
 */
import { spawnSync } from 'node:child_process';
import { staleReason } from '../../../scripts/build-freshness.mjs';
import { missingService } from './services';

export default async function setup() {
  const missing = await missingService();
  if (missing) throw new Error(`The two-instance tests need PostgreSQL and Redis: ${missing}`);
  const reason = staleReason();
  if (reason) {
    console.log(`Building the app (${reason})…`);
    const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
}
