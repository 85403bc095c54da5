/**
 * The PostgreSQL outage in the middle of the run: the restart command, and
 * two probes every 100 ms, one asking PostgreSQL directly (is it accepting
 * connections?) and one asking the API's /api/ready.
 */
import { performance } from 'node:perf_hooks';
import { postgresAnswers, runRestartCommand } from './server';

export type OutageReport = {
  command: string;
  commandExitCode: number | null;
  startedAt: number;
  /** When PostgreSQL first refused, and first answered again (ms on the run's clock). */
  postgresDownAt: number | null;
  postgresBackAt: number | null;
  /** /api/ready: first 503, whether every 503 carried Retry-After, first 200 after PostgreSQL was back. */
  readyDownAt: number | null;
  readyRetryAfterAlways: boolean;
  readyBackAt: number | null;
  /** readyBackAt − postgresBackAt, never below 0. */
  recoveryMs: number | null;
};

const PROBE_EVERY_MS = 100;
const GIVE_UP_MS = 60_000;

export async function restartPostgres(
  command: string,
  databaseUrl: string,
  baseUrl: string,
): Promise<OutageReport> {
  const report: OutageReport = {
    command,
    commandExitCode: null,
    startedAt: performance.now(),
    postgresDownAt: null,
    postgresBackAt: null,
    readyDownAt: null,
    readyRetryAfterAlways: true,
    readyBackAt: null,
    recoveryMs: null,
  };
  let commandDone = false;
  const command$ = runRestartCommand(command).then((code) => {
    report.commandExitCode = code;
    commandDone = true;
  });
  const sleep = () => new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  const giveUp = report.startedAt + GIVE_UP_MS;

  const probePostgres = async () => {
    while (performance.now() < giveUp) {
      const at = performance.now();
      const answers = await postgresAnswers(databaseUrl);
      if (!answers && report.postgresDownAt === null) report.postgresDownAt = at;
      if (answers && (report.postgresDownAt !== null || commandDone)) {
        // Back (or, when the outage was too short to see, the command has finished).
        report.postgresBackAt = performance.now();
        return;
      }
      await sleep();
    }
  };

  const probeReady = async () => {
    while (performance.now() < giveUp) {
      const at = performance.now();
      try {
        const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (res.status === 503) {
          report.readyDownAt ??= at;
          if (!res.headers.get('retry-after')) report.readyRetryAfterAlways = false;
        } else if (res.status === 200 && report.postgresBackAt !== null) {
          report.readyBackAt = performance.now();
          return;
        }
      } catch {
        // No answer at all: counted by the load's own record.
      }
      await sleep();
    }
  };

  await Promise.all([probePostgres(), probeReady(), command$]);
  if (report.readyBackAt !== null && report.postgresBackAt !== null) {
    report.recoveryMs = Math.max(0, report.readyBackAt - report.postgresBackAt);
  }
  return report;
}
