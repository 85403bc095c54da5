/**
 * The shapes the API answers again and again, named in the OpenAPI description
 * (`components.schemas`), so a generated client has one `Loan` rather than a type
 * per operation (decision 032). They are the very zod schemas the routes declare:
 * registering one here (zod's global registry, read by fastify-type-provider-zod)
 * turns every use of it into a `$ref`. The formats of their fields (uuid,
 * date-time, date, email) are stated here too, on the same field schemas.
 * Imported by api-docs.ts before any route is added.
 */
import { accountSchema } from '@shared/account/schemas';
import { publicUserSchema } from '@shared/auth/schemas';
import { closureSchema } from '@shared/calendar/closure-schemas';
import {
  forfeitAnswerSchema,
  loanSchema,
  paymentAnswerSchema,
  paymentSchema,
  pledgedItemSchema,
} from '@shared/cash-advances/agreement-schemas';
import { cashAdvanceCreatedSchema } from '@shared/cash-advances/follow';
import { adminCashAdvancePageSchema, cashAdvanceSchema } from '@shared/cash-advances/schemas';
import { cashUpSchema } from '@shared/cash-up/schemas';
import { adminOrderPageSchema, orderItemSchema, orderSchema } from '@shared/orders/schemas';
import { adminProductSchema, productListItemSchema, productSchema } from '@shared/products/schemas';
import {
  adminRepairAccountSchema,
  billLineSchema,
  repairAccountSchema,
  repairBillSchema,
  repairEstimateSchema,
} from '@shared/repairs/bill-schemas';
import { adminRepairPageSchema, adminRepairSchema, repairSchema } from '@shared/repairs/schemas';
import { pendingInviteSchema, staffMemberSchema } from '@shared/staff/schemas';
import { z } from 'zod';
import { schemaExamples } from './api-shop-examples';

type Meta = Record<string, unknown>;

/** Adds to what the registry already holds for the schema (a .describe() stays). */
function annotate(schema: z.core.$ZodType, meta: Meta) {
  const held = z.globalRegistry.get(schema);
  if (held?.id !== undefined && held.id === meta.id) return;
  z.globalRegistry.remove(schema);
  z.globalRegistry.add(schema, { ...held, ...meta });
}

const uuid = { format: 'uuid' };
const dateTime = { format: 'date-time' };
const date = { format: 'date' };
const email = { format: 'email' };

/** Field formats, by field, for the shapes below (fields they share are one schema). */
/** Shapes of zod or zod/mini schemas (the public forms' and the user's, decision 012). */
function formats(shape: Record<string, z.core.$ZodType>, fields: Record<string, Meta>) {
  for (const [name, meta] of Object.entries(fields)) {
    const field = shape[name];
    if (!field) throw new Error(`api-schemas: no field ${name}`);
    // A nullable or optional field carries the format on the value inside.
    const inner =
      field instanceof z.core.$ZodNullable || field instanceof z.core.$ZodOptional
        ? field._zod.def.innerType
        : field;
    annotate(inner, meta);
  }
}

// userId stays a plain string: not every request's owner id is a uuid (a guest's).
formats(cashAdvanceSchema.shape, {
  id: uuid,
  dueDate: dateTime,
  createdAt: dateTime,
});
formats(loanSchema.shape, {
  startDate: date,
  activatedAt: dateTime,
  closedAt: dateTime,
  redemptionPeriodEnds: date,
  figuresOn: date,
  forfeitableFrom: date,
  noticeOfSaleFrom: date,
  dateOfBirth: date,
  listedAt: dateTime,
});
formats(paymentSchema.shape, { id: uuid, createdAt: dateTime });
formats(pledgedItemSchema.shape, { id: uuid, productId: uuid });
formats(productListItemSchema.shape, { id: uuid, createdAt: dateTime });
formats(orderSchema.shape, { id: uuid, buyerId: uuid, createdAt: dateTime, customerEmail: email });
formats(orderItemSchema.shape, { productId: uuid });
formats(repairSchema.shape, { id: uuid, userId: uuid, preferredDate: date, createdAt: dateTime });
formats(publicUserSchema.shape, { id: uuid, createdAt: dateTime, email });
formats(accountSchema.shape, { id: uuid, createdAt: dateTime, email });
formats(staffMemberSchema.shape, { id: uuid, lastSignInAt: dateTime, createdAt: dateTime, email });
formats(pendingInviteSchema.shape, { id: uuid, expiresAt: dateTime, email });
formats(closureSchema.shape, { date, createdAt: dateTime });
formats(cashUpSchema.shape, { date, closedAt: dateTime });
formats(repairAccountSchema.shape, { collectedAt: dateTime, warrantyUntil: date });

/** The named shapes: id, and what it is in a sentence. */
const named: [z.core.$ZodType, string, string][] = [
  [publicUserSchema, 'User', 'A login: a customer, or shop staff with their staff role'],
  [
    cashAdvanceSchema,
    'CashAdvance',
    'A cash advance (pawn loan) as a list shows it: the request or agreement in brief',
  ],
  [
    loanSchema,
    'Loan',
    'A cash advance in full: the agreement, what is owed today, its payments, refunds and pledged items',
  ],
  [
    paymentSchema,
    'LoanPayment',
    'Money paid towards a loan: a part payment, an extension or the redemption',
  ],
  [pledgedItemSchema, 'PledgedItem', 'A valuable held by the shop as security for a loan'],
  [productListItemSchema, 'ProductListItem', 'A product as the marketplace lists it'],
  [productSchema, 'Product', 'A marketplace product in full, with whether it can be bought'],
  [adminProductSchema, 'AdminProduct', 'A product as the shop staff see it'],
  [orderItemSchema, 'OrderItem', 'One product of an order, at the price it was bought'],
  [orderSchema, 'Order', 'A marketplace order: its items, delivery or collection, payment'],
  [repairSchema, 'Repair', 'A repair booking and where it stands'],
  [adminRepairSchema, 'AdminRepair', 'A repair booking as the repairs desk sees it'],
  [adminCashAdvancePageSchema, 'CashAdvancePage', 'One page of cash advances, with the tab counts'],
  [adminOrderPageSchema, 'OrderPage', 'One page of orders, with the counts per status'],
  [adminRepairPageSchema, 'RepairPage', 'One page of repair bookings, with the counts per status'],
  [
    paymentAnswerSchema,
    'LoanWithPayment',
    'A loan after a payment: the loan in full, and the payment just recorded',
  ],
  [
    forfeitAnswerSchema,
    'LoanWithProducts',
    'A loan whose pledged items became shop products (forfeit, listing for sale), with their ids',
  ],
  [
    cashAdvanceCreatedSchema,
    'CashAdvanceCreated',
    'A cash advance request just sent, with the private follow code a guest needs',
  ],
  [
    billLineSchema,
    'RepairLine',
    'One line of a repair estimate or bill: a part, labour or the diagnostic',
  ],
  [
    repairEstimateSchema,
    'RepairEstimate',
    'The estimate a customer approves or declines, and how they answered',
  ],
  [
    repairBillSchema,
    'RepairBill',
    'What a repair costs, what has been paid and what is left to pay',
  ],
  [
    repairAccountSchema,
    'RepairAccount',
    "A repair's money and after-care as the customer sees it: estimate, bill, warranty, uncollected notice",
  ],
  [
    adminRepairAccountSchema,
    'AdminRepairAccount',
    "A repair's account as the repairs desk sees it: who answered, the payments, the sale of a device left behind",
  ],
  [
    accountSchema,
    'Account',
    "A customer's own account: the address, whether it is confirmed, email choices",
  ],
  [
    cashUpSchema,
    'CashUp',
    "One day's cash-up: money in and out by method, the expected cash and the count",
  ],
  [staffMemberSchema, 'StaffMember', 'A staff login, its role and whether it is disabled'],
  [
    pendingInviteSchema,
    'StaffInvitation',
    'An invitation to join the staff, waiting to be accepted',
  ],
  [closureSchema, 'Closure', 'A day the shop is closed, added by staff'],
];
for (const [schema, id, description] of named)
  annotate(schema, {
    id,
    description,
    ...(schemaExamples[id] ? { examples: [schemaExamples[id]] } : {}),
  });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const COMPONENT = '#/components/schemas/';

/**
 * A shape named here that another one extends (the intersections in the shared schemas:
 * `Loan` & `{ payment }`) comes out of zod as `allOf: [{ $ref: Loan }, { … }]`, each part
 * closed by `additionalProperties: false`, so no answer could pass both. The extended shape
 * is opened and closed where it is used instead: `unevaluatedProperties: false` (JSON
 * Schema 2020-12) beside the `allOf` and beside every plain `$ref` to it, so a field the
 * description does not have still fails, and a generator still makes one `Loan` type.
 */
export function openExtendedShapes(document: unknown) {
  const doc = document as { paths?: unknown; components?: { schemas?: Record<string, Json> } };
  const schemas = doc.components?.schemas ?? {};
  const extended = new Set<string>();
  const refName = (node: unknown) =>
    isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith(COMPONENT)
      ? node.$ref.slice(COMPONENT.length)
      : null;
  const walk = (node: unknown, visit: (schema: Json) => void) => {
    if (Array.isArray(node)) for (const item of node) walk(item, visit);
    else if (isObject(node)) {
      visit(node);
      for (const value of Object.values(node)) walk(value, visit);
    }
  };
  const all = { paths: doc.paths, schemas };
  walk(all, (node) => {
    if (!Array.isArray(node.allOf)) return;
    const bases = node.allOf.map(refName).filter((name): name is string => name !== null);
    if (bases.length === 0) return;
    for (const name of bases) extended.add(name);
    for (const part of node.allOf)
      if (isObject(part) && part.additionalProperties === false) delete part.additionalProperties;
    Object.assign(node, { type: 'object', unevaluatedProperties: false });
  });
  for (const name of extended) {
    const schema = schemas[name];
    if (schema?.additionalProperties === false) delete schema.additionalProperties;
  }
  walk(all, (node) => {
    const name = refName(node);
    if (name && extended.has(name) && !('unevaluatedProperties' in node))
      Object.assign(node, { type: 'object', unevaluatedProperties: false });
  });
  // The plain $refs inside an allOf are the bases themselves: they stay open.
  walk(all, (node) => {
    if (!Array.isArray(node.allOf)) return;
    for (const part of node.allOf)
      if (isObject(part) && refName(part)) {
        delete part.type;
        delete part.unevaluatedProperties;
      }
  });
}
