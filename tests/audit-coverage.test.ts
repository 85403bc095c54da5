/**
 * Every staff write appends exactly one audit row (decision 025), in the write's
 * own transaction, naming its record (entity and id) with the fields it changed,
 * old and new. The list of writes is the app's own route table: every route
 * that is not a GET under /api/admin, and every route guarded by requireAdmin
 * elsewhere. Each has a recipe below that sets up what it needs and makes the
 * write succeed, as staff, or as the owner for the owner-only routes. A route
 * with no recipe fails the first test, so a new staff write cannot be forgotten.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@shared/cash-advances/ledger';
import { openingDayOnOrAfter } from '@shared/calendar/opening-days';
import { addDays, todayInLondon } from '@shared/repairs/dates';
import { auditLog, repairs } from '../src/server/db/schema';
import { ownerOnlyKey, ownerOnlyRoutes } from '../src/server/plugins/owner-only-routes';
import { photoJpeg } from './fixtures/images';
import { london } from './helpers/books';
import { withChallenge } from './helpers/challenge';
import {
  customerAddress,
  customerBirthDate,
  daysAgo,
  itemsBody,
  pawnBook,
  type LoanAnswer,
} from './helpers/pawn-book';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser, type TestUser } from './helpers/users';
import {
  endpoints,
  isAdminOnly,
  isSafeMethod,
  repairBody,
  snapshotTables,
} from './security/support';

let t: TestApp;
let dataDir: string;
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  // Product images are files: kept in a folder of this test's own.
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-audit-coverage-'));
  t = await createTestApp({
    config: { dataDir, authRateLimit: 10_000, formRateLimit: 10_000, repairSlotCapacity: 100 },
  });
  owner = await signedInUser(t.app, 'admin');
  staff = await signedInUser(t.app, 'staff');
  customer = await signedInUser(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// ------------------------------------------------------------ what a recipe is

type Answer = LightMyRequestResponse;

/** A write, set up and ready to send. */
type Write = {
  /** Sends the write itself: only the rows appended while it runs are counted. */
  send: () => Promise<Answer>;
  /** The record the row must name. */
  entity: string;
  /** Its id: known beforehand, or read from the answer (a record the write creates). */
  entityId: string | ((answer: Answer) => string);
  /** The fields the row must show with their old and new values. */
  changed: string[];
};

type Recipe =
  /** Sets up what the write needs, as `actor` where it matters, and answers the write. */
  | { prepare: (actor: TestUser) => Promise<Write> }
  /** The route stores nothing at all: why. Checked: every table is as it was. */
  | { writesNothing: string; send: (actor: TestUser) => Promise<Answer> }
  /**
   * A staff write whose module does not audit it yet, and which this change may
   * not edit: why. Checked as it is (the write succeeds, and no row), so the test
   * fails as soon as the module writes its row, and the recipe becomes an ordinary one.
   */
  | { notAuditedYet: string; prepare: (actor: TestUser) => Promise<Write> };

// ------------------------------------------------------------ requests

const inject = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: TestUser,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie: who.cookie, ...headers },
  });

/** Sends a setup step and insists it worked: a recipe's own preparation must not fail quietly. */
async function done(step: Promise<Answer>, what: string): Promise<Answer> {
  const answer = await step;
  expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
  return answer;
}

const idOf = (answer: Answer) => answer.json<{ id: string }>().id;

// ------------------------------------------------------------ loans

/** A customer's request, with no agreement yet. */
const loanRequest = () => pawnBook(t.app, owner.cookie).request(customer.cookie);

/** An active loan agreed `monthsAgo` months ago (today when 0). */
async function activeLoan(monthsAgo = 0, amount = '200.00'): Promise<LoanAnswer> {
  const book = pawnBook(t.app, owner.cookie);
  const request = await book.request(customer.cookie);
  return book.activate(request.id, amount, addMonths(daysAgo(0), -monthsAgo));
}

/**
 * A loan over £75 past its redemption period, under a notice given on paper 25 days ago
 * and posted that day (its sale allowed by today, whatever the day).
 */
async function loanUnderNotice(): Promise<LoanAnswer> {
  const loan = await activeLoan(8);
  await done(
    inject('POST', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, owner, {
      askingPrice: '900.00',
      givenOn: daysAgo(25),
    }),
    'notice of sale',
  );
  await done(
    inject('PATCH', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, owner, {
      postedAt: daysAgo(25),
    }),
    'notice posted',
  );
  return loan;
}

const loanWrite = (send: () => Promise<Answer>, id: string, changed: string[]): Write => ({
  send,
  entity: 'loan',
  entityId: id,
  changed,
});

// ------------------------------------------------------------ repairs

let bookings = 0;

/** A guest's booking (a phone number of its own), on a day that is always bookable. */
async function bookedRepair(): Promise<{ id: string; trackingCode: string }> {
  const answer = await done(
    t.app.inject({
      method: 'POST',
      url: '/api/repairs',
      payload: await withChallenge(t.app, repairBody((bookings += 1))),
    }),
    'repair booking',
  );
  return answer.json<{ id: string; trackingCode: string }>();
}

const estimateLines = [
  { kind: 'part', description: 'Replacement screen', quantity: 1, unitPrice: '80.00' },
];

async function repairWithSentEstimate() {
  const repair = await bookedRepair();
  const base = `/api/admin/repairs/${repair.id}`;
  await done(inject('PUT', `${base}/estimate`, owner, { lines: estimateLines }), 'estimate');
  await done(inject('POST', `${base}/estimate/send`, owner), 'estimate sent');
  return repair;
}

/** Approved through the tracking link, repaired: £80.00 to pay. */
async function readyRepair() {
  const repair = await repairWithSentEstimate();
  await done(
    t.app.inject({ method: 'POST', url: `/api/track/${repair.trackingCode}/estimate/approve` }),
    'estimate approved',
  );
  for (const status of ['in_progress', 'ready']) {
    await done(inject('PATCH', `/api/admin/repairs/${repair.id}`, owner, { status }), status);
  }
  return repair;
}

const payRepair = (id: string, who: TestUser, body: object) =>
  inject('POST', `/api/admin/repairs/${id}/payments`, who, body, {
    'idempotency-key': randomUUID(),
  });

async function collectedRepair() {
  const repair = await readyRepair();
  await done(
    payRepair(repair.id, owner, { amount: '80.00', method: 'card', handOver: true }),
    'paid and handed over',
  );
  return repair;
}

/**
 * Midday in London `days` calendar days ago (a London day's rules: an instant
 * `days × 24 h` ago is a day short across the clocks changing).
 */
const middayDaysAgo = (days: number) => london(`${addDays(todayInLondon(), -days)} 12:00`);

/** Ready 90 days ago: the uncollected goods notice may be given. */
async function uncollectedRepair() {
  const repair = await readyRepair();
  await t.database.db
    .update(repairs)
    .set({ readyAt: middayDaysAgo(90) })
    .where(eq(repairs.id, repair.id));
  return repair;
}

/** Under the notice, whose date has come: the device may be made a product or sold. */
async function repairForSale() {
  const repair = await uncollectedRepair();
  await done(
    inject('POST', `/api/admin/repairs/${repair.id}/uncollected-notice`, owner),
    'uncollected notice',
  );
  await t.database.db
    .update(repairs)
    .set({ uncollectedSaleAfter: todayInLondon() })
    .where(eq(repairs.id, repair.id));
  return repair;
}

const repairWrite = (send: () => Promise<Answer>, id: string, changed: string[]): Write => ({
  send,
  entity: 'repair',
  entityId: id,
  changed,
});

// ------------------------------------------------------------ stock and orders

async function product(price = '25.00'): Promise<string> {
  const answer = await done(
    inject('POST', '/api/admin/products', owner, {
      title: 'Audit lamp',
      price,
      category: 'Electronics',
    }),
    'product',
  );
  return idOf(answer);
}

/** A customer's order of one product, for collection. */
async function order(): Promise<{ id: string; totalAmount: string }> {
  const productId = await product();
  const answer = await done(
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId }], fulfilment: 'collection' },
    }),
    'order',
  );
  return answer.json<{ id: string; totalAmount: string }>();
}

// ------------------------------------------------------------ images

/** A signed upload address. */
async function uploadUrl(who: TestUser): Promise<string> {
  const answer = await done(inject('POST', '/api/objects/upload', who), 'upload address');
  return answer.json<{ uploadURL: string }>().uploadURL;
}

const upload = async (url: string, who: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: await photoJpeg(),
    headers: { cookie: who.cookie, 'content-type': 'image/jpeg' },
  });

const lastSegment = (text: string) => text.split('/').pop()!;

// ------------------------------------------------------------ the calendar

/** An opening day some weeks ahead, away from the days the repair bookings here take. */
const closureDay = (weeks: number) => openingDayOnOrAfter(addDays(todayInLondon(), 7 * weeks));
let closureWeeks = 6;

// ------------------------------------------------------------ the recipes

const recipes: Record<string, Recipe> = {
  // The pawn book.
  'PATCH /api/admin/cash-advances/:id/status': {
    prepare: async (actor) => {
      const request = await loanRequest();
      return loanWrite(
        () =>
          inject('PATCH', `/api/admin/cash-advances/${request.id}/status`, actor, {
            status: 'processed',
          }),
        request.id,
        ['status'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/approve': {
    prepare: async (actor) => {
      const request = await loanRequest();
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${request.id}/approve`, actor, {
            offerAmount: '110.00',
          }),
        request.id,
        ['status', 'offerAmount'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/reject': {
    prepare: async (actor) => {
      const request = await loanRequest();
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${request.id}/reject`, actor, {
            reason: 'We cannot lend against this item',
          }),
        request.id,
        ['status', 'rejectionReason'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/activate': {
    prepare: async (actor) => {
      const request = await loanRequest();
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${request.id}/activate`, actor, {
            loanAmount: '100.00',
            startDate: daysAgo(0),
            idChecked: true,
            items: itemsBody,
            dateOfBirth: customerBirthDate,
            address: customerAddress,
          }),
        request.id,
        ['status', 'loanAmount', 'startDate', 'dueDate'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/payments': {
    prepare: async (actor) => {
      const loan = await activeLoan();
      return loanWrite(
        () =>
          pawnBook(t.app, actor.cookie).pay(loan.id, {
            kind: 'part',
            amount: '20.00',
            method: 'cash',
          }),
        loan.id,
        ['payment', 'balance'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/withdrawal': {
    prepare: async (actor) => {
      const loan = await activeLoan();
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${loan.id}/withdrawal`, actor, {
            noticeGivenOn: daysAgo(0),
          }),
        loan.id,
        ['withdrawalNoticeOn'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/waivers': {
    prepare: async (actor) => {
      // A month in: interest is owed to waive.
      const loan = await activeLoan(1);
      return loanWrite(
        () =>
          inject(
            'POST',
            `/api/admin/cash-advances/${loan.id}/waivers`,
            actor,
            { amount: '1.00', reason: 'Hardship' },
            { 'idempotency-key': randomUUID() },
          ),
        loan.id,
        ['forbearance'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/interest-freeze': {
    prepare: async (actor) => {
      const loan = await activeLoan(1);
      return loanWrite(
        () =>
          inject(
            'POST',
            `/api/admin/cash-advances/${loan.id}/interest-freeze`,
            actor,
            { fromDate: daysAgo(0), reason: 'In hospital' },
            { 'idempotency-key': randomUUID() },
          ),
        loan.id,
        ['forbearance'],
      );
    },
  },
  'PUT /api/admin/cash-advances/:id/care-note': {
    prepare: async (actor) => {
      const loan = await activeLoan();
      return loanWrite(
        () =>
          inject('PUT', `/api/admin/cash-advances/${loan.id}/care-note`, actor, {
            note: 'Hard of hearing: face the customer and speak clearly',
          }),
        loan.id,
        ['careNote'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/forfeit': {
    prepare: async (actor) => {
      const loan = await activeLoan(7, '60.00');
      return loanWrite(
        () => inject('POST', `/api/admin/cash-advances/${loan.id}/forfeit`, actor, {}),
        loan.id,
        ['status', 'products'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/notice-of-sale': {
    prepare: async (actor) => {
      // The customer agreed to notices by email: the day of sale is set with the notice.
      const book = pawnBook(t.app, owner.cookie);
      const request = await book.request(customer.cookie);
      const loan = await book.activate(request.id, '200.00', addMonths(daysAgo(0), -8), {
        noticesByEmail: true,
        noticeEmail: 'notices@example.com',
      });
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, actor, {
            askingPrice: '450.00',
          }),
        loan.id,
        ['status', 'noticeAskingPrice', 'saleAllowedFrom'],
      );
    },
  },
  'PATCH /api/admin/cash-advances/:id/notice-of-sale': {
    prepare: async (actor) => {
      const loan = await loanUnderNotice();
      return loanWrite(
        () =>
          inject('PATCH', `/api/admin/cash-advances/${loan.id}/notice-of-sale`, actor, {
            postedAt: daysAgo(0),
          }),
        loan.id,
        ['noticePostedAt'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/list-for-sale': {
    prepare: async (actor) => {
      const loan = await loanUnderNotice();
      return loanWrite(
        () => inject('POST', `/api/admin/cash-advances/${loan.id}/list-for-sale`, actor, {}),
        loan.id,
        ['status'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/sale': {
    prepare: async (actor) => {
      const loan = await loanUnderNotice();
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${loan.id}/sale`, actor, {
            proceeds: '5000.00',
          }),
        loan.id,
        ['status'],
      );
    },
  },
  'POST /api/admin/cash-advances/:id/surplus-payment': {
    prepare: async (actor) => {
      const loan = await loanUnderNotice();
      await done(
        inject('POST', `/api/admin/cash-advances/${loan.id}/sale`, owner, { proceeds: '5000.00' }),
        'sale',
      );
      return loanWrite(
        () =>
          inject('POST', `/api/admin/cash-advances/${loan.id}/surplus-payment`, actor, {
            method: 'bank',
          }),
        loan.id,
        ['status'],
      );
    },
  },

  // Stock.
  'POST /api/products': {
    prepare: async (actor) => ({
      send: () =>
        inject('POST', '/api/products', actor, {
          title: 'Marketplace kettle',
          description: 'A kettle in good working order.',
          category: 'Electronics',
          price: '12.00',
        }),
      entity: 'product',
      entityId: idOf,
      changed: ['title', 'price', 'status'],
    }),
  },
  'POST /api/admin/products': {
    prepare: async (actor) => ({
      send: () =>
        inject('POST', '/api/admin/products', actor, {
          title: 'Desk lamp',
          price: '15.00',
          category: 'Electronics',
        }),
      entity: 'product',
      entityId: idOf,
      changed: ['title', 'price', 'status'],
    }),
  },
  'PUT /api/admin/products/:id': {
    prepare: async (actor) => {
      const id = await product('25.00');
      return {
        send: () =>
          inject('PUT', `/api/admin/products/${id}`, actor, {
            title: 'Brass desk lamp',
            category: 'Electronics',
            price: '30.00',
          }),
        entity: 'product',
        entityId: id,
        changed: ['title', 'price'],
      };
    },
  },
  'PUT /api/admin/products/:id/status': {
    prepare: async (actor) => {
      const id = await product();
      return {
        send: () =>
          inject('PUT', `/api/admin/products/${id}/status`, actor, { status: 'inactive' }),
        entity: 'product',
        entityId: id,
        changed: ['status'],
      };
    },
  },
  'DELETE /api/admin/products/:id': {
    prepare: async (actor) => {
      const id = await product();
      return {
        send: () => inject('DELETE', `/api/admin/products/${id}`, actor),
        entity: 'product',
        entityId: id,
        changed: ['title', 'price'],
      };
    },
  },

  // Product images.
  'POST /api/objects/upload': {
    writesNothing:
      'It only signs an upload address (an HMAC of a new id and its expiry): nothing is stored until the upload itself.',
    send: (actor) => inject('POST', '/api/objects/upload', actor),
  },
  'PUT /api/objects/put/*': {
    prepare: async (actor) => {
      const url = await uploadUrl(actor);
      return {
        send: () => upload(url, actor),
        entity: 'image',
        entityId: (answer) => lastSegment(answer.json<{ objectPath: string }>().objectPath),
        changed: ['objectPath', 'contentType', 'bytes'],
      };
    },
  },
  'PUT /api/admin/product-images': {
    prepare: async (actor) => {
      const url = await uploadUrl(actor);
      await done(upload(url, actor), 'upload');
      return {
        send: () => inject('PUT', '/api/admin/product-images', actor, { imageURL: url }),
        entity: 'image',
        entityId: (answer) => lastSegment(answer.json<{ imagePath: string }>().imagePath),
        changed: ['imagePath', 'source', 'contentType', 'bytes'],
      };
    },
  },

  // The repairs desk.
  'PATCH /api/admin/repairs/:id': {
    prepare: async (actor) => {
      const repair = await bookedRepair();
      return repairWrite(
        () => inject('PATCH', `/api/admin/repairs/${repair.id}`, actor, { status: 'in_progress' }),
        repair.id,
        ['status'],
      );
    },
  },
  'PUT /api/admin/repairs/:id/estimate': {
    prepare: async (actor) => {
      const repair = await bookedRepair();
      return repairWrite(
        () =>
          inject('PUT', `/api/admin/repairs/${repair.id}/estimate`, actor, {
            lines: estimateLines,
          }),
        repair.id,
        ['estimateState', 'estimateLines'],
      );
    },
  },
  'POST /api/admin/repairs/:id/estimate/send': {
    prepare: async (actor) => {
      const repair = await bookedRepair();
      await done(
        inject('PUT', `/api/admin/repairs/${repair.id}/estimate`, owner, { lines: estimateLines }),
        'estimate',
      );
      return repairWrite(
        () => inject('POST', `/api/admin/repairs/${repair.id}/estimate/send`, actor),
        repair.id,
        ['estimateState', 'estimateVersion', 'estimateSentAt', 'estimatedCost'],
      );
    },
  },
  'POST /api/admin/repairs/:id/estimate/phone-approval': {
    prepare: async (actor) => {
      const repair = await repairWithSentEstimate();
      return repairWrite(
        () =>
          inject('POST', `/api/admin/repairs/${repair.id}/estimate/phone-approval`, actor, {
            approvedBy: 'Sam Patel',
          }),
        repair.id,
        ['estimateState', 'estimateChannel', 'estimateDecidedBy', 'estimateDecidedAt'],
      );
    },
  },
  'POST /api/admin/repairs/:id/payments': {
    prepare: async (actor) => {
      const repair = await readyRepair();
      return repairWrite(
        () => payRepair(repair.id, actor, { amount: '30.00', method: 'cash' }),
        repair.id,
        ['payment', 'balance'],
      );
    },
  },
  'POST /api/admin/repairs/:id/warranty-claims': {
    prepare: async (actor) => {
      const repair = await collectedRepair();
      return repairWrite(
        () =>
          inject('POST', `/api/admin/repairs/${repair.id}/warranty-claims`, actor, {
            problemDescription: 'The screen flickers again',
          }),
        repair.id,
        ['warrantyClaim'],
      );
    },
  },
  'POST /api/admin/repairs/:id/warranty-decision': {
    prepare: async (actor) => {
      const repair = await collectedRepair();
      const claim = await done(
        inject('POST', `/api/admin/repairs/${repair.id}/warranty-claims`, owner, {
          problemDescription: 'The screen flickers again',
        }),
        'warranty claim',
      );
      const claimId = idOf(claim);
      return repairWrite(
        () =>
          inject('POST', `/api/admin/repairs/${claimId}/warranty-decision`, actor, {
            decision: 'accepted',
          }),
        claimId,
        ['warrantyDecision'],
      );
    },
  },
  'POST /api/admin/repairs/:id/uncollected-notice': {
    prepare: async (actor) => {
      const repair = await uncollectedRepair();
      return repairWrite(
        () => inject('POST', `/api/admin/repairs/${repair.id}/uncollected-notice`, actor),
        repair.id,
        ['uncollectedNoticeAt', 'uncollectedSaleAfter'],
      );
    },
  },
  'POST /api/admin/repairs/:id/uncollected-product': {
    prepare: async (actor) => {
      const repair = await repairForSale();
      return repairWrite(
        () => inject('POST', `/api/admin/repairs/${repair.id}/uncollected-product`, actor),
        repair.id,
        ['productId'],
      );
    },
  },
  'POST /api/admin/repairs/:id/uncollected-sale': {
    prepare: async (actor) => {
      const repair = await repairForSale();
      return repairWrite(
        () =>
          inject('POST', `/api/admin/repairs/${repair.id}/uncollected-sale`, actor, {
            proceeds: '150.00',
            costsOfSale: '10.00',
          }),
        repair.id,
        ['saleProceeds', 'saleCosts', 'saleDueToCustomer'],
      );
    },
  },

  // The order desk.
  'PATCH /api/admin/orders/:id': {
    prepare: async (actor) => {
      const placed = await order();
      return {
        send: () =>
          inject('PATCH', `/api/admin/orders/${placed.id}`, actor, { status: 'confirmed' }),
        entity: 'order',
        entityId: placed.id,
        changed: ['status'],
      };
    },
  },
  'POST /api/admin/orders/:id/payments': {
    prepare: async (actor) => {
      const placed = await order();
      return {
        send: () =>
          inject(
            'POST',
            `/api/admin/orders/${placed.id}/payments`,
            actor,
            { method: 'cash', amount: placed.totalAmount },
            { 'idempotency-key': randomUUID() },
          ),
        entity: 'order',
        entityId: placed.id,
        changed: ['paymentStatus', 'payment'],
      };
    },
  },

  // The day's cash-up: yesterday, whatever money the other recipes took today.
  'POST /api/admin/cash-up/:date/close': {
    prepare: async (actor) => {
      const yesterday = addDays(todayInLondon(), -1);
      return {
        send: () =>
          inject('POST', `/api/admin/cash-up/${yesterday}/close`, actor, {
            counted: '0.00',
            note: 'Counted at the close',
          }),
        entity: 'cash_up',
        entityId: yesterday,
        changed: ['counted', 'expectedCash', 'difference'],
      };
    },
  },

  // Managing staff: the owner's.
  'POST /api/admin/staff': {
    prepare: async (actor) => ({
      send: () =>
        inject('POST', '/api/admin/staff', actor, {
          email: `new-${randomUUID()}@example.com`,
          role: 'staff',
        }),
      entity: 'staff_invite',
      entityId: idOf,
      changed: ['email', 'staffRole'],
    }),
  },
  'PATCH /api/admin/staff/:id': {
    prepare: async (actor) => {
      const member = await signedInUser(t.app, 'staff');
      return {
        send: () => inject('PATCH', `/api/admin/staff/${member.id}`, actor, { disabled: true }),
        entity: 'user',
        entityId: member.id,
        changed: ['disabled'],
      };
    },
  },

  // The shop calendar.
  'POST /api/admin/closures': {
    prepare: async (actor) => {
      const date = closureDay((closureWeeks += 1));
      return {
        send: () => inject('POST', '/api/admin/closures', actor, { date, reason: 'Stocktaking' }),
        entity: 'closure',
        entityId: date,
        changed: ['reason'],
      };
    },
  },
  'DELETE /api/admin/closures/:date': {
    prepare: async (actor) => {
      const date = closureDay((closureWeeks += 1));
      await done(
        inject('POST', '/api/admin/closures', owner, { date, reason: 'Training day' }),
        'closure',
      );
      return {
        send: () => inject('DELETE', `/api/admin/closures/${date}`, actor),
        entity: 'closure',
        entityId: date,
        changed: ['reason'],
      };
    },
  },
};

// ------------------------------------------------------------ the checks

const ownerOnly = new Set(ownerOnlyRoutes.map((route) => ownerOnlyKey(route.method, route.url)));

/** The owner for the owner-only routes, a member of staff for the rest. */
const actorFor = (key: string) => (ownerOnly.has(key) ? owner : staff);

const lastAuditId = async (): Promise<number> => {
  const [row] = await t.database.db
    .select({ id: sql<string>`coalesce(max(${auditLog.id}), 0)` })
    .from(auditLog);
  return Number(row?.id ?? 0);
};

const rowsAfter = (id: number) =>
  t.database.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(asc(auditLog.id));

type Prepared = Extract<Recipe, { prepare: unknown }>;
type StoresNothing = Extract<Recipe, { writesNothing: string }>;
type NotAuditedYet = Extract<Recipe, { notAuditedYet: string }>;

/** Prepares the write, then sends it alone: answers its answer and the rows it appended. */
async function performed(key: string, recipe: Prepared) {
  const actor = actorFor(key);
  const write = await recipe.prepare(actor);
  const before = await lastAuditId();
  const answer = await write.send();
  expect(answer.statusCode, `${key}: ${answer.body}`).toBeLessThan(300);
  const id = typeof write.entityId === 'string' ? write.entityId : write.entityId(answer);
  return { actor, write, answer, id, rows: await rowsAfter(before) };
}

describe('the admin write routes', () => {
  it('each have a recipe, and each recipe names a route the app has', () => {
    const writes = endpoints(t.app)
      .filter(({ method, route }) => isAdminOnly(route) && !isSafeMethod(method))
      .map(({ method, url }) => `${method} ${url}`);
    const missing = writes.filter((key) => !(key in recipes));
    expect(missing, 'admin write routes with no recipe: add one below').toEqual([]);
    const stale = Object.keys(recipes).filter((key) => !writes.includes(key));
    expect(stale, 'recipes for routes the app no longer has').toEqual([]);
  });
});

const audited: [string, Prepared][] = [];
const storingNothing: [string, StoresNothing][] = [];
const notAuditedYet: [string, NotAuditedYet][] = [];
for (const [key, recipe] of Object.entries(recipes)) {
  if ('writesNothing' in recipe) storingNothing.push([key, recipe]);
  else if ('notAuditedYet' in recipe) notAuditedYet.push([key, recipe]);
  else audited.push([key, recipe]);
}

describe.each(audited)('%s', (key, recipe) => {
  it('appends exactly one audit row naming its record, with the fields changed', async () => {
    const { actor, write, id, rows } = await performed(key, recipe);
    expect(rows, `${key} appended ${rows.length} audit rows`).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      actorId: actor.id,
      actorName: actor.username,
      entity: write.entity,
      entityId: id,
    });
    expect(row!.entityId).toBeTruthy();
    const changes = row!.changes ?? {};
    expect(Object.keys(changes).length, `${key} recorded no changes`).toBeGreaterThan(0);
    for (const field of write.changed) {
      expect(changes[field], `${key}: ${field} in ${JSON.stringify(changes)}`).toBeDefined();
      expect(changes[field]).toHaveProperty('old');
      expect(changes[field]).toHaveProperty('new');
      expect(JSON.stringify(changes[field]!.new)).not.toBe(JSON.stringify(changes[field]!.old));
    }
  });
});

describe.each(storingNothing)('%s', (key, recipe) => {
  it(`stores nothing: ${recipe.writesNothing}`, async () => {
    const before = await snapshotTables(t.database);
    const answer = await recipe.send(actorFor(key));
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    expect(await snapshotTables(t.database)).toEqual(before);
  });
});

describe.each(notAuditedYet)('%s', (key, recipe) => {
  it(`is not audited yet: ${recipe.notAuditedYet}`, async () => {
    const { rows } = await performed(key, recipe);
    expect(rows, 'this write is audited now: make its recipe an ordinary one').toEqual([]);
  });
});

describe('a write of several steps is still one row', () => {
  it('a repair payment taken with the hand-over: the payment and the move together', async () => {
    const repair = await readyRepair();
    const before = await lastAuditId();
    await done(
      payRepair(repair.id, staff, { amount: '80.00', method: 'card', handOver: true }),
      'paid and handed over',
    );
    const rows = await rowsAfter(before);
    expect(rows.map((row) => [row.action, row.entity, row.entityId])).toEqual([
      ['repair.collected', 'repair', repair.id],
    ]);
    expect(rows[0]?.changes).toMatchObject({
      payment: { old: null, new: { amount: '80.00', method: 'card' } },
      balance: { old: '80.00', new: '0.00' },
      status: { old: 'ready', new: 'collected' },
    });
  });

  it('an order handed over with its payment: the payment and the move together', async () => {
    const placed = await order();
    const move = (status: string, extra: object = {}) =>
      inject('PATCH', `/api/admin/orders/${placed.id}`, staff, { status, ...extra });
    await done(move('confirmed'), 'confirmed');
    await done(move('ready_for_collection'), 'ready for collection');
    const before = await lastAuditId();
    await done(
      move('collected', { payment: { method: 'card', amount: placed.totalAmount } }),
      'collected and paid',
    );
    const rows = await rowsAfter(before);
    expect(rows.map((row) => [row.action, row.entity, row.entityId])).toEqual([
      ['order.collected', 'order', placed.id],
    ]);
    expect(rows[0]?.changes).toMatchObject({
      payment: { old: null, new: { method: 'card', amount: placed.totalAmount } },
      status: { old: 'ready_for_collection', new: 'collected' },
    });
  });
});
