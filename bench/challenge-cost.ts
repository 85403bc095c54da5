/**
 * What the proof-of-work check costs (docs/decisions/018-proof-of-work-challenges.md):
 * the CPU time a scripted client (Node, altcha-lib's own solveChallenge, one
 * thread) spends per accepted repair booking at the production difficulty,
 * and the server's CPU time to make a challenge and to check a solution.
 * Prints figures; there is no pass or fail on speed.
 *
 *   npm run bench:challenge
 *   CHALLENGES=100 CHALLENGE_MAX_NUMBER=4000 npm run bench:challenge
 */
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from '../src/shared/challenges';
import { addDays, nextBookableDate, todayInLondon } from '../src/shared/repairs/dates';
import { repairTimeSlots } from '../src/shared/repairs/values';
import { DEFAULT_CHALLENGE_MAX_NUMBER, testConfig } from '../src/server/config';
import {
  CHALLENGE_ALGORITHM,
  CHALLENGE_COST,
  checkChallenge,
  issueChallenge,
} from '../src/server/modules/challenges/challenge';
import { payloadOf } from '../tests/helpers/challenge';
import { buildApp } from '../src/server/app';
import { openBenchDatabase } from './lib/stats';

const CHALLENGES = Number(process.env.CHALLENGES ?? 30);
const MAX_NUMBER = Number(process.env.CHALLENGE_MAX_NUMBER ?? DEFAULT_CHALLENGE_MAX_NUMBER);

/** CPU time (user + system, every thread of the process) of `work`, in milliseconds. */
async function cpuMs<T>(work: () => Promise<T>): Promise<{ ms: number; wallMs: number; value: T }> {
  const start = process.cpuUsage();
  const wall = performance.now();
  const value = await work();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, wallMs: performance.now() - wall, value };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9) };
};
const fmt = (ms: number) => (ms >= 10 ? ms.toFixed(0) : ms.toFixed(2));

const config = testConfig({
  challengeMaxNumber: MAX_NUMBER,
  formRateLimit: 1_000_000,
  repairSlotCapacity: 1_000_000,
});
const database = await openBenchDatabase('challenge_cost_bench');
const app = await buildApp({ config, database });
await app.ready();
const t = { app, close: async () => (await app.close(), await database.close()) };
try {
  const day = nextBookableDate(new Date(), 1, addDays(todayInLondon(), 1))!;
  const client: number[] = [];
  const clientWall: number[] = [];
  const counters: number[] = [];
  const payloads: string[] = [];
  for (let n = 0; n < CHALLENGES; n += 1) {
    const asked = await t.app.inject({ method: 'GET', url: '/api/challenges' });
    const challenge = asked.json<Challenge>();
    const solved = await cpuMs(() => solveChallenge({ challenge, deriveKey }));
    if (!solved.value) throw new Error('not solved');
    client.push(solved.ms);
    clientWall.push(solved.wallMs);
    counters.push(solved.value.counter);
    const challengeAnswer = payloadOf(challenge, solved.value);
    payloads.push(challengeAnswer);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: {
        deviceType: 'laptop',
        brandModel: 'Bench laptop',
        problemDescription: 'Benchmark booking',
        preferredDate: day,
        preferredTime: repairTimeSlots[n % repairTimeSlots.length],
        customerName: 'Bench Script',
        customerPhone: `07700 9${String(n).padStart(5, '0')}`,
        challengeAnswer,
      },
    });
    if (booked.statusCode !== 201)
      throw new Error(`booking ${n}: ${booked.statusCode} ${booked.body}`);
  }

  // The server's side, on its own: making a challenge, and checking a solution.
  const secret = config.sessionSecret;
  const create: number[] = [];
  for (let n = 0; n < 200; n += 1) {
    create.push((await cpuMs(() => issueChallenge({ secret, maxNumber: MAX_NUMBER }))).ms);
  }
  const verify: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const payload of payloads) {
      const checked = await cpuMs(() => checkChallenge(secret, payload));
      if (!checked.value.ok) throw new Error('a solution did not check');
      verify.push(checked.ms);
    }
  }

  const c = summary(client);
  const w = summary(clientWall);
  const k = summary(counters);
  const s = summary(create);
  const v = summary(verify);
  console.log(
    `ALTCHA ${CHALLENGE_ALGORITHM}, cost ${CHALLENGE_COST}, CHALLENGE_MAX_NUMBER ${MAX_NUMBER} (counter ${Math.ceil(MAX_NUMBER / 2)}–${MAX_NUMBER})`,
  );
  console.log(
    `${CHALLENGES} accepted repair bookings by a scripted client (Node ${process.version}, altcha-lib solveChallenge):`,
  );
  console.log(`  client CPU per booking   median ${fmt(c.median)} ms   p90 ${fmt(c.p90)} ms`);
  console.log(`  client wall per booking  median ${fmt(w.median)} ms   p90 ${fmt(w.p90)} ms`);
  console.log(`  counters tried           median ${k.median}   p90 ${k.p90}`);
  console.log('server, per challenge:');
  console.log(
    `  create (GET /api/challenges work)  median ${fmt(s.median)} ms   p90 ${fmt(s.p90)} ms CPU`,
  );
  console.log(
    `  verify (before the record)         median ${fmt(v.median)} ms   p90 ${fmt(v.p90)} ms CPU`,
  );
} finally {
  await t.close();
}
