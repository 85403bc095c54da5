/**
 * The mixed traffic of the soak: browsing, searching, cash advance requests
 * with idempotency keys (some repeated, some sent twice at once), repair
 * bookings, and admin status changes. It remembers every answer that the
 * checks afterwards compare with the database.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { addDays, datesBetween, isBookableDate, todayInLondon } from '@shared/repairs/dates';
import { repairStatusTransitions } from '@shared/repairs/schemas';
import { deviceTypeValues, repairTimeSlots, type RepairStatus } from '@shared/repairs/values';
import { productSorts } from '@shared/products/schemas';
import { marketplaceFilterCategories, type ProductStatus } from '@shared/products/values';
import { answerChallenge, type ChallengeAnswer } from '../../tests/helpers/challenge';
import type { Exchange, Recorder } from './client';

/** A request whose answer did not say whether it was applied (a 503 or no answer). */
const unknownOutcome = (e: Exchange) => e.status === 0 || e.status >= 500;

export type AdvanceRecord = {
  key: string;
  itemDescription: string;
  /** Who sent it (undefined: a guest). A key is answered again only to its owner. */
  cookie: string | undefined;
  /** The id the first 201 answered; undefined when no 201 or 200 came. */
  id?: string;
  /** Ids answered to repeats of the key (200), each must equal `id`. */
  repeatIds: string[];
  created201: number;
  answered200: number;
  unknown: number;
};

export type RepairRecord = {
  id: string;
  title: string;
  preferredDate: string;
  preferredTime: string;
  status: RepairStatus;
  busy: boolean;
  /** A change whose outcome is unknown: the tracked status may be wrong. */
  uncertain: boolean;
  acceptedMoves: number;
};

export type ProductRecord = {
  id: string;
  title: string;
  status: ProductStatus;
  busy: boolean;
  /** A change whose outcome is unknown: no further changes, the count is a range. */
  uncertain: boolean;
  acceptedChanges: number;
  unknownChanges: number;
};

export type TrafficState = {
  runTag: string;
  adminCookie: string;
  customerCookies: string[];
  productIds: string[];
  advances: Map<string, AdvanceRecord>;
  processedAdvanceIds: Set<string>;
  /** Advances a "processed" request was sent for without a clear answer. */
  processUnknownIds: Set<string>;
  /** Repair bookings sent without a clear answer (each may or may not exist). */
  repairUnknown: number;
  repairs: Map<string, RepairRecord>;
  soakProducts: ProductRecord[];
  repairRefusals: number;
  counter: number;
};

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

const searchTerms = [
  'phone',
  'gold',
  'ring',
  'laptop',
  'drill',
  'watch',
  'camera',
  'guitar',
  'xbox',
  'dell',
];
const sorts = productSorts.map((s) => s.value);
const categories = marketplaceFilterCategories.map((category) => category.value);

/** Bookable dates from tomorrow on (today's slots may already be over). */
function bookingDates(): string[] {
  const today = todayInLondon();
  return datesBetween(addDays(today, 1), addDays(today, 40)).filter((date) => isBookableDate(date));
}

export function createTraffic(recorder: Recorder, state: TrafficState) {
  const dates = bookingDates();
  const today = todayInLondon();

  const browse = () => {
    const roll = Math.random();
    if (roll < 0.35) {
      const query = new URLSearchParams({
        sort: pick(sorts),
        category: pick(categories),
        page: String(1 + Math.floor(Math.random() * 2)),
      });
      return recorder.send('browse', 'GET', `/api/products?${query}`);
    }
    if (roll < 0.6)
      return recorder.send('browse', 'GET', `/api/products/${pick(state.productIds)}`);
    if (roll < 0.72) return recorder.send('browse', 'GET', '/');
    if (roll < 0.84) return recorder.send('browse', 'GET', '/marketplace');
    return recorder.send(
      'browse',
      'GET',
      `/api/repairs/availability?from=${today}&to=${addDays(today, 13)}`,
    );
  };

  const search = () =>
    recorder.send(
      'search',
      'GET',
      `/api/products?q=${encodeURIComponent(pick(searchTerms))}&sort=${pick(sorts)}`,
    );

  const ownLists = () =>
    recorder.send('own', 'GET', chance(0.5) ? '/api/cash-advances' : '/api/repairs', {
      cookie: pick(state.customerCookies),
    });

  /**
   * A challenge asked and solved as the page does before a form is
   * sent; the exchange itself when none came (the form is then not sent).
   */
  async function askQuestion(): Promise<ChallengeAnswer | Exchange> {
    let failed: Exchange | undefined;
    try {
      return await answerChallenge(async (path) => {
        const e = await recorder.send('question', 'GET', path);
        if (e.status !== 200) {
          failed = e;
          throw new Error(`GET ${path}: ${e.status}`);
        }
        return e.body;
      });
    } catch (error) {
      if (failed) return failed;
      throw error;
    }
  }
  const isAnswer = (value: ChallengeAnswer | Exchange): value is ChallengeAnswer =>
    'challengeAnswer' in value;

  function advancePayload(record: AdvanceRecord, question: ChallengeAnswer) {
    return {
      customerName: 'Soak Customer',
      customerPhone: '07700 900123',
      itemDescription: record.itemDescription,
      itemCategory: 'gold',
      collateralType: 'gold',
      loanAmount: '250.00',
      ...question,
    };
  }

  /** Sends the request; a repeat may carry the question already used (its first record answers). */
  async function sendAdvance(record: AdvanceRecord, asked?: ChallengeAnswer) {
    const question = asked ?? (await askQuestion());
    if (!isAnswer(question)) return question;
    const e = await recorder.send('cash-advance', 'POST', '/api/cash-advances', {
      body: advancePayload(record, question),
      cookie: record.cookie,
      headers: { 'idempotency-key': record.key },
    });
    const id = (e.body as { id?: string } | null)?.id;
    if (e.status === 201 && id) {
      record.created201 += 1;
      if (record.id === undefined) record.id = id;
      else record.repeatIds.push(id);
    } else if (e.status === 200 && id) {
      record.answered200 += 1;
      if (record.id === undefined) record.id = id;
      else record.repeatIds.push(id);
    } else if (unknownOutcome(e)) {
      record.unknown += 1;
    }
    return e;
  }

  const advance = async () => {
    const known = [...state.advances.values()];
    if (known.length > 0 && chance(0.15)) {
      // A repeat of an earlier key by its sender: the first record is answered, nothing new is written.
      return sendAdvance(pick(known.slice(-200)));
    }
    state.counter += 1;
    const record: AdvanceRecord = {
      key: `soak-${state.runTag}-${randomUUID()}`,
      itemDescription: `Soak ${state.runTag} advance #${state.counter}`,
      cookie: chance(0.5) ? pick(state.customerCookies) : undefined,
      repeatIds: [],
      created201: 0,
      answered200: 0,
      unknown: 0,
    };
    state.advances.set(record.key, record);
    if (chance(0.06)) {
      // Two at once with the same key and question (a double click): one row, both answers name it.
      const question = await askQuestion();
      if (!isAnswer(question)) return question;
      const [first] = await Promise.all([
        sendAdvance(record, question),
        sendAdvance(record, question),
      ]);
      return first;
    }
    return sendAdvance(record);
  };

  const repair = async () => {
    state.counter += 1;
    const brandModel = `Soak ${state.runTag} #${state.counter}`;
    const deviceType = pick(deviceTypeValues);
    const body = {
      deviceType,
      brandModel,
      problemDescription: 'Does not turn on after a fall.',
      preferredDate: pick(dates),
      preferredTime: pick(repairTimeSlots),
      customerName: 'Soak Customer',
      // A customer of its own each time: at most 2 open bookings per phone number (PRODUCT.md).
      customerPhone: `07700 9${String(state.counter % 100_000).padStart(5, '0')}`,
    };
    const question = await askQuestion();
    if (!isAnswer(question)) return question;
    const e = await recorder.send('repair', 'POST', '/api/repairs', {
      body: { ...body, ...question },
      cookie: chance(0.5) ? pick(state.customerCookies) : undefined,
    });
    const created = e.body as { id?: string } | null;
    if (e.status === 201 && created?.id) {
      state.repairs.set(created.id, {
        id: created.id,
        title: brandModel,
        preferredDate: body.preferredDate,
        preferredTime: body.preferredTime,
        status: 'scheduled',
        busy: false,
        uncertain: false,
        acceptedMoves: 0,
      });
    } else if (e.status === 409) {
      state.repairRefusals += 1;
    } else if (unknownOutcome(e)) {
      state.repairUnknown += 1;
    }
    return e;
  };

  const processAdvance = async () => {
    const candidates = [...state.advances.values()].filter(
      (r) => r.id !== undefined && !state.processedAdvanceIds.has(r.id),
    );
    if (candidates.length === 0) return browse();
    const record = pick(candidates.slice(-300));
    const e = await recorder.send(
      'admin-cash-advance',
      'PATCH',
      `/api/admin/cash-advances/${record.id}/status`,
      {
        body: { status: 'processed' },
        cookie: state.adminCookie,
      },
    );
    // 200 only when this request moved it (a second one is refused with 409).
    if (e.status === 200) state.processedAdvanceIds.add(record.id!);
    else if (unknownOutcome(e)) state.processUnknownIds.add(record.id!);
    return e;
  };

  const moveRepair = async () => {
    const candidates = [...state.repairs.values()].filter(
      (r) => !r.busy && !r.uncertain && repairStatusTransitions[r.status].length > 0,
    );
    if (candidates.length === 0) return browse();
    const record = pick(candidates);
    const next = repairStatusTransitions[record.status];
    // Mostly forward; now and then a cancellation, which frees the slot.
    const to = chance(0.15) ? 'cancelled' : (next.find((s) => s !== 'cancelled') ?? 'cancelled');
    record.busy = true;
    const e = await recorder.send('admin-repair', 'PATCH', `/api/admin/repairs/${record.id}`, {
      body: { status: to },
      cookie: state.adminCookie,
    });
    record.busy = false;
    if (e.status === 200) {
      record.status = to;
      record.acceptedMoves += 1;
    } else if (unknownOutcome(e)) {
      record.uncertain = true;
    }
    return e;
  };

  const changeProduct = async () => {
    const candidates = state.soakProducts.filter((p) => !p.busy && !p.uncertain);
    if (candidates.length === 0) return browse();
    const product = pick(candidates);
    const to = pick((['active', 'sold', 'inactive'] as const).filter((s) => s !== product.status));
    product.busy = true;
    const e = await recorder.send(
      'admin-product',
      'PUT',
      `/api/admin/products/${product.id}/status`,
      {
        body: { status: to },
        cookie: state.adminCookie,
      },
    );
    product.busy = false;
    if (e.status === 200) {
      product.status = to;
      product.acceptedChanges += 1;
    } else if (unknownOutcome(e)) {
      product.unknownChanges += 1;
      product.uncertain = true;
    }
    return e;
  };

  const mix: [number, () => Promise<Exchange>][] = [
    [30, browse],
    [12, search],
    [6, ownLists],
    [18, advance],
    [12, repair],
    [8, processAdvance],
    [8, moveRepair],
    [6, changeProduct],
  ];
  const total = mix.reduce((sum, [weight]) => sum + weight, 0);

  /** One request (or two, for a double click) of the mix. */
  return function next(): Promise<Exchange> {
    let roll = Math.random() * total;
    for (const [weight, action] of mix) {
      roll -= weight;
      if (roll < 0) return action();
    }
    return browse();
  };
}

/** Runs `connections` loops of `next` until `stop()` says so; answers when all have ended. */
export async function drive(
  connections: number,
  next: () => Promise<unknown>,
  stop: () => boolean,
): Promise<void> {
  const loop = async () => {
    while (!stop()) await next();
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

export const now = () => performance.now();
