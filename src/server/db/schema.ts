/**
 * The database schema: the entities of spec section 3, plus sessions and the
 * activity log. SQL names are snake_case; the TypeScript (and JSON) names are
 * the spec's camelCase names (docs/decisions/002-database-naming.md).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 50 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** An argon2id hash, never the password itself. */
    password: text('password').notNull(),
    role: varchar('role', { length: 20 }).notNull().default('user'),
    /**
     * Which staff: 'owner' or 'staff' for role 'admin', null for a customer
     * (issue 29, decision 025). The API's `role` keeps answering 'admin' for both.
     */
    staffRole: varchar('staff_role', { length: 10 }),
    /** A disabled staff login cannot sign in; its sessions ended when it was disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /**
     * When the owner followed the confirmation link. Until then the shop sends
     * this address only the confirmation itself and password resets (PRODUCT.md).
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    /**
     * The last address its owner confirmed, where the account's messages go.
     * While a change waits for its confirmation, `email` holds the new address
     * and this one the old: receipts and agreements still reach the customer
     * (issue 31, docs/decisions/030-receipts-while-an-email-change-is-pending.md).
     * Null when no address was ever confirmed.
     */
    confirmedEmail: varchar('confirmed_email', { length: 254 }),
    /** Due-date reminders by email; the customer may turn them off (account settings). */
    remindersByEmail: boolean('reminders_by_email').notNull().default(true),
    /** Updates on their loans, repairs and orders by email; legal and security messages always go. */
    updatesByEmail: boolean('updates_by_email').notNull().default(true),
    createdAt: createdAt(),
  },
  // "Sam" and "sam" are the same person: uniqueness ignores case.
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random id: a leaked table does not leak sessions. */
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const cashAdvances = pgTable(
  'cash_advances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A user's id, or "customer_<timestamp>" for a guest request (PRODUCT.md). */
    userId: varchar('user_id', { length: 64 }).notNull(),
    customerName: varchar('customer_name', { length: 120 }),
    customerPhone: varchar('customer_phone', { length: 32 }),
    customerEmail: varchar('customer_email', { length: 254 }),
    itemDescription: text('item_description').notNull(),
    itemCategory: varchar('item_category', { length: 40 }).notNull(),
    collateralType: varchar('collateral_type', { length: 20 }).notNull().default('general'),
    loanAmount: numeric('loan_amount', { precision: 10, scale: 2 }).notNull(),
    interestRate: numeric('interest_rate', { precision: 5, scale: 2 }).notNull(),
    totalRepayment: numeric('total_repayment', { precision: 10, scale: 2 }).notNull(),
    dueDate: timestamp('due_date', { withTimezone: true, mode: 'date' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    createdAt: createdAt(),
    /** The page's Idempotency-Key: a repeated submission finds the first record. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).unique(),
    // The pawn book (docs/decisions/009-pawn-book.md). Once active, loanAmount,
    // interestRate and totalRepayment are the agreement's; dueDate is the current
    // term's last instant. What is owed is worked out from these and the ledger.
    /** Shown as "CA-000123". */
    agreementNumber: serial('agreement_number').notNull().unique(),
    /** The amount asked for on the request, kept when the agreement differs. */
    requestedAmount: numeric('requested_amount', { precision: 10, scale: 2 }),
    offerAmount: numeric('offer_amount', { precision: 10, scale: 2 }),
    offerNote: text('offer_note'),
    rejectionReason: text('rejection_reason'),
    /** The agreement's first day (Europe/London). */
    startDate: date('start_date', { mode: 'string' }),
    idChecked: boolean('id_checked').notNull().default(false),
    activatedBy: uuid('activated_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    /** When it was paid, rejected, forfeited or sold. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    // The pawn book's law (docs/decisions/023-pawn-law.md).
    /** Taken at activation: nobody under 18 may pawn (s.114(2)). */
    customerDateOfBirth: date('customer_date_of_birth', { mode: 'string' }),
    customerAddress: text('customer_address'),
    /** An agreement made on paper before the app and entered with its real start date. */
    enteredLater: boolean('entered_later').notNull().default(false),
    /** The notice of intention to sell: when given, its asking price and what was owed that day. */
    noticeGivenAt: timestamp('notice_given_at', { withTimezone: true, mode: 'date' }),
    noticeAskingPrice: numeric('notice_asking_price', { precision: 10, scale: 2 }),
    noticeOwed: numeric('notice_owed', { precision: 10, scale: 2 }),
    /** When staff posted the printed letter (the sale then waits from this day too). */
    noticePostedAt: timestamp('notice_posted_at', { withTimezone: true, mode: 'date' }),
    /** The first day the pawn may be sold: at least 14 clear days after the notice. */
    saleAllowedFrom: date('sale_allowed_from', { mode: 'string' }),
    listedAt: timestamp('listed_at', { withTimezone: true, mode: 'date' }),
    /** The sale and its statement (s.121): owed is worked out to the sale's day. */
    saleDate: date('sale_date', { mode: 'string' }),
    saleProceeds: numeric('sale_proceeds', { precision: 10, scale: 2 }),
    saleExpenses: numeric('sale_expenses', { precision: 10, scale: 2 }),
    saleOwed: numeric('sale_owed', { precision: 10, scale: 2 }),
    saleSurplus: numeric('sale_surplus', { precision: 10, scale: 2 }),
    saleShortfall: numeric('sale_shortfall', { precision: 10, scale: 2 }),
    /** The surplus paid to the customer: once per loan. */
    surplusPaidAt: timestamp('surplus_paid_at', { withTimezone: true, mode: 'date' }),
    surplusPaidMethod: varchar('surplus_paid_method', { length: 10 }),
    surplusPaidBy: uuid('surplus_paid_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Where the sale's money came in: cash | card | bank at the counter, or
     * `order` when the marketplace sold it (the order's payment took it).
     */
    saleMethod: varchar('sale_method', { length: 10 }),
    /**
     * A guest's private link to follow the request, `/cash-advance/follow/:code`
     * (128 random bits, base64url, like a repair's tracking code). Null for a
     * request made signed in: its owner follows it from the dashboard.
     */
    followCode: varchar('follow_code', { length: 32 }).unique(),
    // Lending terms (docs/decisions/039-lending-terms.md).
    /** The day the customer gave notice of withdrawal (s.66A); repaid within 30 days. */
    withdrawalNoticeOn: date('withdrawal_notice_on', { mode: 'string' }),
    /** Chosen at the agreement: notices (of sale) may come by email, to this address. */
    noticesByEmail: boolean('notices_by_email').notNull().default(false),
    noticeEmail: varchar('notice_email', { length: 254 }),
    /** Where the pledge was sold (the pawn records); null is the shop's own premises. */
    salePremises: text('sale_premises'),
  },
  (t) => [
    index('cash_advances_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('cash_advances_status_created_at_idx').on(t.status, t.createdAt),
    index('cash_advances_created_at_idx').on(t.createdAt),
    // The admin tabs: each page and count reads only its own group, already in order.
    index('cash_advances_active_group_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('pending', 'approved', 'active', 'sale_notice', 'for_sale')`),
    index('cash_advances_processed_group_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`${t.status} in ('processed', 'completed', 'paid', 'rejected', 'forfeited', 'sold', 'settled', 'withdrawn')`,
      ),
    // Overdue loans and the interest falling due soon: active loans by due date.
    index('cash_advances_active_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'active'`),
    // The cash-up's day and the owner's reports (decision 026): loans by when they were paid
    // out, agreed, forfeited, sold and their surplus paid.
    index('cash_advances_activated_at_idx').on(t.activatedAt),
    index('cash_advances_start_date_idx')
      .on(t.startDate)
      .where(sql`${t.activatedAt} is not null`),
    index('cash_advances_forfeited_at_idx')
      .on(t.closedAt)
      .where(sql`${t.status} = 'forfeited'`),
    index('cash_advances_sale_date_idx')
      .on(t.saleDate)
      .where(sql`${t.saleDate} is not null`),
    index('cash_advances_surplus_paid_at_idx')
      .on(t.surplusPaidAt)
      .where(sql`${t.surplusPaidAt} is not null`),
  ],
);

/** The payments ledger: one row per payment taken, never changed afterwards. */
export const cashAdvancePayments = pgTable(
  'cash_advance_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashAdvanceId: uuid('cash_advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'cascade' }),
    /** part | extension | redemption */
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** How the amount was applied when it was taken (they add up to amount). */
    interestPart: numeric('interest_part', { precision: 10, scale: 2 }).notNull(),
    principalPart: numeric('principal_part', { precision: 10, scale: 2 }).notNull(),
    /** The new term's charge an extension raised; 0 otherwise. */
    chargeAdded: numeric('charge_added', { precision: 10, scale: 2 }).notNull().default('0'),
    /** cash | card | bank | card_online (paid through Stripe Checkout) */
    method: varchar('method', { length: 20 }).notNull(),
    /**
     * A redemption without the pawn-receipt (s.118): `statutory_declaration`
     * or, for £75 or less, `signed_statement`; null when the receipt was shown.
     */
    receiptSubstitute: varchar('receipt_substitute', { length: 30 }),
    note: text('note'),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    /** Required on the API: a repeat finds this row instead of taking the money twice. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    /**
     * The ledger's order: drawn when the row is written, under the loan's row
     * lock, so it is the order in which payments were decided (created_at is
     * the transaction's start, which two racing payments may have the other
     * way round).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_advance_payments_advance_idx').on(t.cashAdvanceId, t.seq),
    index('cash_advance_payments_kind_created_at_idx').on(t.kind, t.createdAt),
    // A day's or a month's ledger, for the cash-up and the reports.
    index('cash_advance_payments_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Forbearance (CONC 6.7): interest an owner waived, or the day from which it
 * stopped running. Never changed afterwards; a waiver posts to the journal.
 */
export const cashAdvanceForbearance = pgTable(
  'cash_advance_forbearance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashAdvanceId: uuid('cash_advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'cascade' }),
    /** waiver | freeze */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The interest waived (a waiver); 0 for a freeze. */
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull().default('0'),
    /** The London day it takes effect: the waiver's day, or the first day with no interest. */
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('cash_advance_forbearance_advance_idx').on(t.cashAdvanceId, t.createdAt)],
);

/**
 * A customer who needs extra care (CONC 7.2, vulnerability): a note staff see
 * on every loan of theirs. Keyed by the loan's customer (`cash_advances.user_id`).
 */
export const customerCareNotes = pgTable('customer_care_notes', {
  customerId: varchar('customer_id', { length: 64 }).primaryKey(),
  note: text('note').notNull(),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The itemised costs of a pledge's sale (s.121, the pawn records): they add up to sale_expenses. */
export const cashAdvanceSaleExpenses = pgTable(
  'cash_advance_sale_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashAdvanceId: uuid('cash_advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [index('cash_advance_sale_expenses_advance_idx').on(t.cashAdvanceId, t.position)],
);

/** The items pledged on a loan: held in the shop, returned on redemption or forfeited into stock. */
export const pledgedItems = pgTable(
  'pledged_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashAdvanceId: uuid('cash_advance_id')
      .notNull()
      .references(() => cashAdvances.id, { onDelete: 'cascade' }),
    /** Order on the agreement (1, 2, …). */
    position: integer('position').notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 40 }).notNull(),
    serialNumber: varchar('serial_number', { length: 100 }),
    storageLocation: varchar('storage_location', { length: 100 }),
    /** held | returned | forfeited | for_sale | sold */
    status: varchar('status', { length: 20 }).notNull().default('held'),
    /** The product it became on forfeit or when listed for sale. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('pledged_items_advance_idx').on(t.cashAdvanceId, t.position)],
);

export const repairs = pgTable(
  'repairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest booking: repairs store no user then (PRODUCT.md). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Contact details a guest gives so the shop can reach them. */
    customerName: varchar('customer_name', { length: 120 }),
    customerPhone: varchar('customer_phone', { length: 32 }),
    customerEmail: varchar('customer_email', { length: 254 }),
    deviceType: varchar('device_type', { length: 20 }).notNull(),
    brandModel: varchar('brand_model', { length: 120 }).notNull(),
    problemDescription: text('problem_description').notNull(),
    /** A calendar date in Europe/London, never shifted by a time zone. */
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    preferredTime: varchar('preferred_time', { length: 40 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('scheduled'),
    estimatedCost: numeric('estimated_cost', { precision: 8, scale: 2 }),
    /**
     * The unguessable code of the public tracking page `/track/:code` (128
     * random bits, base64url). Bookings made before it existed got one too.
     */
    trackingCode: varchar('tracking_code', { length: 32 })
      .notNull()
      .unique()
      .default(
        sql`translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`,
      ),
    /** The estimate's state (issue 30): draft, sent, approved or declined; null before one is written. */
    estimateState: varchar('estimate_state', { length: 10 }),
    /** Bumped at each send: a revised estimate is a new version needing a new answer. */
    estimateVersion: integer('estimate_version').notNull().default(0),
    estimateSentAt: timestamp('estimate_sent_at', { withTimezone: true, mode: 'date' }),
    estimateDecidedAt: timestamp('estimate_decided_at', { withTimezone: true, mode: 'date' }),
    /** 'link' (the tracking page) or 'phone' (recorded by staff). */
    estimateChannel: varchar('estimate_channel', { length: 10 }),
    /** Who answered: "tracking link", or the name given on the phone and the staff member who took it. */
    estimateDecidedBy: varchar('estimate_decided_by', { length: 200 }),
    /** REPAIR_DIAGNOSTIC_FEE as it was when the estimate was sent: billed only on a decline. */
    diagnosticFee: numeric('diagnostic_fee', { precision: 10, scale: 2 }),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    collectedAt: timestamp('collected_at', { withTimezone: true, mode: 'date' }),
    /** A warranty claim: the repair it claims on. Free of charge once accepted. */
    warrantyClaimOf: uuid('warranty_claim_of').references((): AnyPgColumn => repairs.id, {
      onDelete: 'set null',
    }),
    warrantyDecision: varchar('warranty_decision', { length: 10 }),
    warrantyReason: text('warranty_reason'),
    /** The uncollected goods notice (Torts (Interference with Goods) Act 1977, Sch. 1 Part II). */
    uncollectedNoticeAt: timestamp('uncollected_notice_at', { withTimezone: true, mode: 'date' }),
    /** The date on or after which the shop may sell the device, named in the notice. */
    uncollectedSaleAfter: date('uncollected_sale_after', { mode: 'string' }),
    /** The draft product the device became after that date. */
    productId: uuid('product_id').references((): AnyPgColumn => products.id, {
      onDelete: 'set null',
    }),
    /** The sale accounted for to the customer: proceeds, costs, and what is due to them. */
    saleProceeds: numeric('sale_proceeds', { precision: 10, scale: 2 }),
    saleCosts: numeric('sale_costs', { precision: 10, scale: 2 }),
    saleDueToCustomer: numeric('sale_due_to_customer', { precision: 10, scale: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('repairs_ready_uncollected_idx').on(t.status, t.readyAt),
    index('repairs_warranty_claim_of_idx').on(t.warrantyClaimOf),
    index('repairs_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('repairs_status_created_at_idx').on(t.status, t.createdAt),
    index('repairs_slot_idx').on(t.preferredDate, t.preferredTime),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    category: varchar('category', { length: 40 }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    imageUrl: text('image_url'),
    thumbnailUrl: text('thumbnail_url'),
    condition: varchar('condition', { length: 20 }).notNull().default('new'),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    isAvailable: boolean('is_available').notNull().default(true),
    isAdminProduct: boolean('is_admin_product').notNull().default(false),
    createdAt: createdAt(),
    /** The forfeited loan this item came from (docs/decisions/009-pawn-book.md). */
    cashAdvanceId: uuid('cash_advance_id').references((): AnyPgColumn => cashAdvances.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('products_status_created_at_idx').on(t.status, t.createdAt),
    index('products_status_category_created_at_idx').on(t.status, t.category, t.createdAt),
    index('products_status_price_idx').on(t.status, t.price),
    index('products_seller_id_idx').on(t.sellerId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the product is deleted so the sale stays in the books. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
    /** The checkout this row belongs to (decision 009); null on rows made before checkouts. */
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'cascade' }),
    /** The product's title when ordered: the order reads the same after the product changes. */
    productTitle: varchar('product_title', { length: 120 }),
  },
  (t) => [
    index('orders_seller_id_created_at_idx').on(t.sellerId, t.createdAt),
    index('orders_buyer_id_idx').on(t.buyerId),
    index('orders_checkout_id_idx').on(t.checkoutId),
  ],
);

/** Append-only log of what happened in the shop, for the admin dashboard. */
export const activity = pgTable(
  'activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 20 }).notNull(),
    description: text('description').notNull(),
    customerName: varchar('customer_name', { length: 120 }),
    amount: numeric('amount', { precision: 10, scale: 2 }),
    status: varchar('status', { length: 20 }),
    actorId: uuid('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_created_at_idx').on(t.createdAt.desc())],
);

// ---- Orders (issue 16, decision 009): one checkout groups the `orders` rows of its items. ----

export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference the customer quotes ("BCR-7K2M9Q"). */
    reference: varchar('reference', { length: 12 }).notNull().unique(),
    /** Null for a guest checkout, which is reached through its secret link. */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    fulfilment: varchar('fulfilment', { length: 20 }).notNull(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    /** A guest gives one; an account holder may (accounts hold no phone number). */
    customerPhone: varchar('customer_phone', { length: 32 }),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    deliveryAddress: text('delivery_address'),
    postcode: varchar('postcode', { length: 10 }),
    /** Delivery day, or the first day to collect, in Europe/London. */
    fulfilmentDate: date('fulfilment_date', { mode: 'string' }).notNull(),
    /** Collection only: the last day the items are held. */
    holdUntil: date('hold_until', { mode: 'string' }),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    deliveryFee: numeric('delivery_fee', { precision: 10, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 10, scale: 2 }).notNull(),
    /** How the customer means to pay on delivery or collection. */
    paymentMethod: varchar('payment_method', { length: 10 }).notNull().default('card'),
    paymentStatus: varchar('payment_status', { length: 10 }).notNull().default('unpaid'),
    cancelReason: text('cancel_reason'),
    /** SHA-256 of the Idempotency-Key: a repeated checkout finds the first order. */
    idempotencyKeyHash: varchar('idempotency_key_hash', { length: 64 }).notNull().unique(),
    /** SHA-256 of a guest's secret link key. */
    guestKeyHash: varchar('guest_key_hash', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('checkouts_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('checkouts_buyer_id_created_at_idx').on(t.buyerId, t.createdAt),
    index('checkouts_fulfilment_date_idx').on(t.fulfilmentDate, t.status),
  ],
);

/** Money taken for a checkout; one payment settles it (the amount is the total). */
export const orderPayments = pgTable('order_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  checkoutId: uuid('checkout_id')
    .notNull()
    .unique()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  /** Who took the money: 'in_store' (on delivery or collection) until an online provider is added. */
  provider: varchar('provider', { length: 30 }).notNull(),
  method: varchar('method', { length: 20 }).notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  idempotencyKeyHash: varchar('idempotency_key_hash', { length: 64 }),
  createdAt: createdAt(),
});

/**
 * Money given back on a paid order that was cancelled: recorded in the
 * cancellation's transaction, before its items go back on sale (issue 26).
 * One per checkout: the whole payment is refunded.
 */
export const orderRefunds = pgTable('order_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  checkoutId: uuid('checkout_id')
    .notNull()
    .unique()
    .references(() => checkouts.id, { onDelete: 'cascade' }),
  method: varchar('method', { length: 20 }).notNull(),
  amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
  /** The member of staff who gave the money back. */
  recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export type Checkout = typeof checkouts.$inferSelect;
export type OrderRefund = typeof orderRefunds.$inferSelect;
export type OrderPayment = typeof orderPayments.$inferSelect;

export type User = typeof users.$inferSelect;
export type CashAdvance = typeof cashAdvances.$inferSelect;
export type Repair = typeof repairs.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type Activity = typeof activity.$inferSelect;
export type CashAdvancePayment = typeof cashAdvancePayments.$inferSelect;
export type PledgedItem = typeof pledgedItems.$inferSelect;

// ---------------------------------------------------------------- request photos
/**
 * Photos sent with a cash advance request (docs/decisions/011-request-photos.md).
 * A row is made when its upload address is first used (so an address works once
 * on every instance), gets `size` once the re-encoded photo is stored, and
 * `cash_advance_id` when a request attaches it. Unattached rows older than a day
 * are deleted with their files.
 */
export const requestPhotos = pgTable(
  'request_photos',
  {
    /** Server-chosen, in the photo's address; never the upload's id. */
    id: varchar('id', { length: 32 }).primaryKey(),
    /** The object id signed into the upload address. */
    uploadId: varchar('upload_id', { length: 32 }).notNull().unique(),
    cashAdvanceId: uuid('cash_advance_id').references(() => cashAdvances.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    /** Bytes of the stored photo; null while the upload is under way or after it failed. */
    size: integer('size'),
    createdAt: createdAt(),
  },
  (t) => [
    index('request_photos_cash_advance_id_idx').on(t.cashAdvanceId, t.position),
    index('request_photos_unattached_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.cashAdvanceId} is null`),
  ],
);
export type RequestPhoto = typeof requestPhotos.$inferSelect;

/**
 * How many request photo upload addresses each guest address and each
 * customer account took in its current hour (docs/decisions/020): one row
 * per holder, counted by one atomic upsert, so every instance shares the
 * count. Rows whose hour is over are swept with the unattached photos.
 */
export const photoAddressCounts = pgTable('photo_address_counts', {
  /** `guest:<ip>` or `account:<user id>`. */
  holder: varchar('holder', { length: 80 }).primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  given: integer('given').notNull(),
});

// ---------------------------------------------------------------- shared state of several instances
/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database, so that every instance serving the shop sees
 * every upload (docs/decisions/013-several-instances.md). Keys are the
 * Storage interface's keys ("images/<id>/original.jpg").
 */
export const storedObjects = pgTable('stored_objects', {
  key: varchar('key', { length: 512 }).primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Single-use tokens already used (challenges, upload addresses): inserting the
 * token's id is the claim, so a token is taken once across every instance.
 * Rows past `expires_at` may be deleted; the token is refused by its own expiry.
 */
export const spentTokens = pgTable(
  'spent_tokens',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spent_tokens_expires_at_idx').on(t.expiresAt)],
);

/** Each status a repair has been in, for the tracking page's timeline. */
export const repairStatusChanges = pgTable(
  'repair_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('repair_status_changes_repair_id_idx').on(t.repairId, t.createdAt)],
);

// ---------------------------------------------------------------- email outbox
/**
 * Messages the shop sends, written in the same transaction as the event that
 * causes them and delivered by a worker (claimed with FOR UPDATE SKIP LOCKED,
 * so with several instances each message goes once). `dedupeKey` is unique:
 * the same message ("reminder-3-days:<loan id>") is never written twice.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: varchar('dedupe_key', { length: 200 }).notNull().unique(),
    /** Which template made it ("cash-advance-received"), for the outbox screen and preferences. */
    kind: varchar('kind', { length: 40 }).notNull(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    /**
     * The account the message was written for (to its address), if any: the
     * account's deletion removes its messages by this id, never by address.
     */
    userId: uuid('user_id'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * A message whose link opens something without signing in (a password
     * reset, an address confirmation, a repair's tracking page, a guest's
     * order): the same message with that link replaced by "(link removed)".
     * Null for a message with no such link. Once the message is sent, has
     * failed for good, or its link has expired, `text` and `html` are
     * overwritten with these (docs/decisions/021-outbox-secrets-and-visitor-mail.md).
     */
    redactedText: text('redacted_text'),
    redactedHtml: text('redacted_html'),
    /** When the message's link stops working (null: it does not expire by time, or there is none). */
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true, mode: 'date' }),
    /**
     * pending → sent, or failed after the last attempt; `kept` when no SMTP is
     * configured (the demo); `suppressed`: over the daily limit of an
     * unconfirmed address, recorded and never sent.
     */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_messages_user_id_idx').on(t.userId),
    index('outbox_messages_created_at_idx').on(t.createdAt.desc()),
    // The daily limit of an unconfirmed address counts its messages of the last 24 hours.
    index('outbox_messages_to_address_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    // The worker's sweep of expired links (outbox.ts removeExpiredLinks).
    index('outbox_messages_link_expires_idx')
      .on(t.linkExpiresAt)
      .where(sql`${t.redactedText} is not null`),
  ],
);
export type OutboxMessage = typeof outboxMessages.$inferSelect;

/**
 * A payment started online (decision 024): one Stripe Checkout Session for an
 * order or a loan. The webhook, the only source of truth, moves it to paid or
 * expired; what it paid for is then written to the order or the loan's ledger.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 20 }).notNull().default('stripe'),
    sessionId: varchar('session_id', { length: 255 }).notNull().unique(),
    /** The hosted page the customer is sent to (answered again to a retried checkout). */
    paymentUrl: text('payment_url').notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    /** order | loan | repair */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    cashAdvanceId: uuid('cash_advance_id').references(() => cashAdvances.id, {
      onDelete: 'set null',
    }),
    /** For a repair bill (issue 30): its balance when the customer started paying. */
    repairId: uuid('repair_id').references(() => repairs.id, { onDelete: 'set null' }),
    /** For a loan: part | extension | redemption, as the customer chose it. */
    loanPaymentKind: varchar('loan_payment_kind', { length: 20 }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** open | paid | expired */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    /** Given back through the provider: an excess, or a cancelled order. */
    refundedAmount: numeric('refunded_amount', { precision: 10, scale: 2 }).notNull().default('0'),
    /** Why the payment needs staff's eye (an excess refund the provider refused…); null when fine. */
    attention: text('attention'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('online_payments_created_at_idx').on(t.createdAt),
    index('online_payments_checkout_idx').on(t.checkoutId),
    index('online_payments_loan_idx').on(t.cashAdvanceId),
    index('online_payments_repair_idx').on(t.repairId),
  ],
);

/** Refunds given back through the provider, each once (its id is unique). */
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    providerRefundId: varchar('provider_refund_id', { length: 255 }).notNull().unique(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('online_refunds_payment_idx').on(t.onlinePaymentId)],
);

/** Every provider event handled, once: a replayed webhook finds its id here. */
export const paymentEvents = pgTable('payment_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: createdAt(),
});
export type OnlinePayment = typeof onlinePayments.$inferSelect;

/**
 * A closed day of the cash-up (issue 29, decision 026): written once, when staff
 * count the drawer, with the figures as they stood, and never changed (a
 * trigger refuses UPDATE and DELETE; `closed_by` has no foreign key for that
 * reason, and the name is kept beside it). Money recorded after the close
 * lands on the next day.
 */
export const cashUps = pgTable('cash_ups', {
  /** The London day. */
  day: date('day', { mode: 'string' }).primaryKey(),
  openingFloat: numeric('opening_float', { precision: 12, scale: 2 }).notNull(),
  expectedCash: numeric('expected_cash', { precision: 12, scale: 2 }).notNull(),
  counted: numeric('counted', { precision: 12, scale: 2 }).notNull(),
  difference: numeric('difference', { precision: 12, scale: 2 }).notNull(),
  /** Notes and coins counted (pennies → count), when staff counted them one by one. */
  counts: jsonb('counts').$type<Record<string, number>>(),
  note: text('note'),
  /** The figures the day closed with: by method and by source. */
  byMethod: jsonb('by_method').notNull().$type<{ method: string; in: string; out: string }[]>(),
  lines: jsonb('lines')
    .notNull()
    .$type<{ source: string; method: string; count: number; in: string; out: string }[]>(),
  /** The instants the day's money was counted between. */
  windowFrom: timestamp('window_from', { withTimezone: true, mode: 'date' }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
  closedBy: uuid('closed_by'),
  closedByName: varchar('closed_by_name', { length: 64 }),
});
export type CashUpRow = typeof cashUps.$inferSelect;
// ---------------------------------------------------------------- staff and audit (issue 29, decision 025)

/** An owner's invitation to a member of staff: single use, 72 hours, only the token's SHA-256 kept. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    email: varchar('email', { length: 254 }).notNull(),
    staffRole: varchar('staff_role', { length: 10 }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invites_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * One row per staff write, sign-in, failed sign-in, role change and export.
 * Append-only: a trigger (migration 0013) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** No foreign key: the row outlives the account it names. */
    actorId: uuid('actor_id'),
    actorName: varchar('actor_name', { length: 50 }),
    ip: varchar('ip', { length: 64 }),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 30 }),
    entityId: varchar('entity_id', { length: 64 }),
    /** { field: { old, new } } */
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
export type StaffInvite = typeof staffInvites.$inferSelect;
/** The lines of a repair's current estimate (issue 30), in their order. */
export const repairEstimateLines = pgTable(
  'repair_estimate_lines',
  {
    id: serial('id').primaryKey(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('repair_estimate_lines_position_idx').on(t.repairId, t.position)],
);
export type RepairEstimateLine = typeof repairEstimateLines.$inferSelect;

/** Money the desk took for a repair's bill; the Idempotency-Key makes a repeat answer the first. */
export const repairPayments = pgTable(
  'repair_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** cash | card at the desk, card_online through the provider, sale (s.12(5) proceeds). */
    method: varchar('method', { length: 20 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('repair_payments_repair_idx').on(t.repairId, t.createdAt)],
);
export type RepairPayment = typeof repairPayments.$inferSelect;
/** Days staff closed the shop beyond the weekly hours and bank holidays (decision 028). */
export const shopClosures = pgTable('shop_closures', {
  date: date('date', { mode: 'string' }).primaryKey(),
  reason: varchar('reason', { length: 200 }).notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
export type ShopClosure = typeof shopClosures.$inferSelect;

/** Money given back on a repair: a cancellation after payment (owners only). */
export const repairRefunds = pgTable(
  'repair_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    /** cash | card | bank, or card_online when it went back through the provider. */
    method: varchar('method', { length: 20 }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull().unique(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('repair_refunds_repair_idx').on(t.repairId, t.createdAt)],
);
export type RepairRefund = typeof repairRefunds.$inferSelect;

// ---------------------------------------------------------------- the books (decision 037)
/**
 * The chart of accounts. Rows are written by the migrations only; `method` names
 * the payment method whose money an account holds (cash drawer, card terminal,
 * Stripe, bank), the one place a method is tied to an account.
 */
export const ledgerAccounts = pgTable('ledger_accounts', {
  code: varchar('code', { length: 10 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** asset | liability | equity | income | expense */
  type: varchar('type', { length: 10 }).notNull(),
  method: varchar('method', { length: 20 }).unique(),
});

/**
 * One balanced event of the books. Written only by `journal_post` (migration
 * 0020), which gives it its business day; the database refuses an entry whose
 * lines do not sum to zero, and any UPDATE, DELETE or TRUNCATE.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    /** The London day whose cash-up counts it: never a day already closed. */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    /** The record it concerns: loan, loan_payment, order_payment, repair_payment, cash_up… */
    recordType: varchar('record_type', { length: 30 }).notNull(),
    recordId: varchar('record_id', { length: 64 }).notNull(),
    /** Who wrote it; no foreign key, so the entry outlives the account. */
    actorId: uuid('actor_id'),
    /** When the money moved (the record's own time). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    /** One entry per event: `<kind>:<record id>`. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull().unique(),
  },
  (t) => [
    index('journal_entries_business_day_idx').on(t.businessDay, t.seq),
    index('journal_entries_record_idx').on(t.recordType, t.recordId),
    index('journal_entries_kind_idx').on(t.kind, t.businessDay),
  ],
);

/** An entry's lines: integer pennies, debit positive and credit negative. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountCode: varchar('account_code', { length: 10 })
      .notNull()
      .references(() => ledgerAccounts.code),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The entry's business day and kind, copied by `journal_post` (entries never change):
     * a year's reports read the lines of their accounts alone, from one covering index
     * (`journal_lines_account_day_idx`, written in migration 0020 for its INCLUDE).
     */
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    // What the line concerns, without foreign keys: a line outlives its record.
    cashAdvanceId: uuid('cash_advance_id'),
    checkoutId: uuid('checkout_id'),
    repairId: uuid('repair_id'),
    customerId: varchar('customer_id', { length: 64 }),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_loan_idx')
      .on(t.cashAdvanceId)
      .where(sql`${t.cashAdvanceId} is not null`),
    index('journal_lines_checkout_idx')
      .on(t.checkoutId)
      .where(sql`${t.checkoutId} is not null`),
    index('journal_lines_repair_idx')
      .on(t.repairId)
      .where(sql`${t.repairId} is not null`),
  ],
);
export type JournalEntry = typeof journalEntries.$inferSelect;
export type JournalLine = typeof journalLines.$inferSelect;
