/**
 * The shapes the API answers again and again, named in the OpenAPI description
 * (`components.schemas`), so a generated client has one `Loan` rather than a type
 * per operation (decision 032). They are the very zod schemas the routes declare:
 * registering one here (zod's global registry, read by fastify-type-provider-zod)
 * turns every use of it into a `$ref`. The formats of their fields (uuid,
 * date-time, date, email) are stated here too, on the same field schemas.
 * Imported by api-docs.ts before any route is added.
 */
import { publicUserSchema } from '@shared/auth/schemas';
import {
  loanSchema,
  paymentSchema,
  pledgedItemSchema,
} from '@shared/cash-advances/agreement-schemas';
import { adminCashAdvancePageSchema, cashAdvanceSchema } from '@shared/cash-advances/schemas';
import { adminOrderPageSchema, orderItemSchema, orderSchema } from '@shared/orders/schemas';
import { adminProductSchema, productListItemSchema, productSchema } from '@shared/products/schemas';
import { adminRepairPageSchema, adminRepairSchema, repairSchema } from '@shared/repairs/schemas';
import { z } from 'zod';

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
];
for (const [schema, id, description] of named) annotate(schema, { id, description });
