/**
 * What each answer of the API is, in a sentence, by operation and status: the
 * description of every response the routes' zod schemas leave as @fastify/swagger's
 * "Default Response" (decision 032). Beside api-operations.ts, keyed the same way.
 * The shared error answers (components.responses) and the files have their own;
 * tests/api-contract.test.ts fails when an answer is left undescribed here or an
 * entry names an answer the API does not give.
 */
const REPEAT = 'the same Idempotency-Key sent again: the first answer, nothing done twice';

export const apiAnswers: Record<string, Record<string, string>> = {
  'GET /api/health': { 200: 'The process is up' },
  'GET /api/ready': {
    200: 'Ready: the database answers',
    503: 'Not ready: the database does not answer (try again after Retry-After seconds)',
  },
  'GET /api/meta': {
    200: 'Demo mode, the online loan limits, the FCA firm reference number and whether cards are taken online',
  },
  'POST /api/auth/register': { 201: 'The new customer account, signed in (the cookie is set)' },
  'POST /api/auth/login': { 200: 'The signed-in user (the cookie is set)' },
  'POST /api/auth/logout': { 200: 'Signed out: the cookie is cleared' },
  'GET /api/auth/user': { 200: 'The signed-in user, or null when nobody is signed in' },
  'POST /api/auth/create-admin': { 201: 'The new staff account' },
  'GET /api/challenges': {
    200: 'A fresh proof-of-work challenge: its parameters and their signature',
  },
  'POST /api/cash-advances': {
    201: 'The request, received: pending until staff look at it (a guest gets the follow code)',
    200: `The request already received under ${REPEAT}`,
  },
  'GET /api/cash-advances': { 200: "The signed-in customer's cash advances, newest first" },
  'GET /api/admin/cash-advances': {
    200: 'One page of requests and loans with the tab counts (a page asked for), else all of them',
  },
  'PATCH /api/admin/cash-advances/{id}/status': { 200: 'The request, marked processed' },
  'GET /api/follow/{code}': {
    200: "Where the guest's request stands: status, offer or reason, due date",
  },
  'GET /api/cash-advances/{id}': { 200: "The customer's loan in full, figures worked out today" },
  'GET /api/admin/cash-advances/{id}': {
    200: 'The loan in full, figures worked out today (or on the day asked)',
  },
  'POST /api/admin/cash-advances/{id}/approve': { 200: 'The loan, approved with its offer' },
  'POST /api/admin/cash-advances/{id}/reject': { 200: 'The loan, rejected with its reason' },
  'POST /api/admin/cash-advances/{id}/activate': {
    200: 'The loan, active: the agreement made, the items pledged, the money lent',
  },
  'POST /api/admin/cash-advances/{id}/payments': {
    201: 'The payment, recorded: the loan after it, and the payment',
    200: `The payment already recorded under ${REPEAT}`,
  },
  'POST /api/admin/cash-advances/{id}/forfeit': {
    200: 'The loan, forfeited: its items are now shop products (their ids)',
  },
  'POST /api/admin/cash-advances/{id}/withdrawal': {
    200: 'The loan, owing its credit and the interest by the day, repaid within 30 days of the notice',
  },
  'POST /api/admin/cash-advances/{id}/waivers': {
    201: 'The loan, the interest waived',
    200: 'The loan: this waiver was already given (a repeat of its Idempotency-Key)',
  },
  'POST /api/admin/cash-advances/{id}/interest-freeze': {
    201: 'The loan, its interest frozen from the day given',
    200: 'The loan: this freeze was already recorded (a repeat of its Idempotency-Key)',
  },
  'PUT /api/admin/cash-advances/{id}/care-note': {
    200: 'The loan, with the customer’s extra-care note (null once cleared)',
  },
  'POST /api/admin/cash-advances/{id}/notice-of-sale': {
    200: 'The loan, with its notice of intention to sell',
  },
  'PATCH /api/admin/cash-advances/{id}/notice-of-sale': {
    200: 'The loan, its notice marked posted on the day given (the sale from 14 clear days after its deemed delivery)',
  },
  'POST /api/admin/cash-advances/{id}/list-for-sale': {
    200: 'The loan, its items listed for sale (their product ids)',
  },
  'POST /api/admin/cash-advances/{id}/sale': { 200: 'The loan, sold: its statement of the sale' },
  'POST /api/admin/cash-advances/{id}/surplus-payment': {
    201: 'The loan, settled: the surplus paid to the customer',
    200: 'The loan as it is: the surplus was already paid this way',
  },
  'GET /api/dashboard': { 200: "The signed-in customer's figures: loans, repairs, spending" },
  'GET /api/admin/dashboard': {
    200: "The shop's figures: lending, stock, what is due and overdue",
  },
  'GET /api/products': {
    200: 'One page of products on sale (the total in X-Total-Count)',
  },
  'POST /api/products': { 201: 'The new product, waiting for staff to review it' },
  'GET /api/products/{id}': { 200: 'The product, and whether it can be bought' },
  'GET /api/admin/products': {
    200: 'One page of products as staff see them (the total in X-Total-Count)',
  },
  'POST /api/admin/products': { 201: 'The new product' },
  'PUT /api/admin/products/{id}': { 200: 'The product, changed' },
  'PUT /api/admin/products/{id}/status': { 200: 'The product in its new status' },
  'POST /api/repairs': { 201: 'The repair booking, with its tracking code' },
  'GET /api/repairs': { 200: "The signed-in customer's repair bookings, newest first" },
  'GET /api/repairs/availability': {
    200: 'The drop-off slots of each day asked: booked, capacity, whether one can be booked',
  },
  'GET /api/admin/repairs': { 200: 'One page of repair bookings, with the counts per status' },
  'PATCH /api/admin/repairs/{id}': {
    200: 'The booking, changed',
    502: 'The card provider refused the refund: nothing changed',
  },
  'GET /api/track/{code}': {
    200: 'Where the repair stands: the device, its timeline, estimate, bill and warranty (no personal details)',
  },
  'POST /api/track/{code}/estimate/approve': { 200: "The repair's account, its estimate approved" },
  'POST /api/track/{code}/estimate/decline': { 200: "The repair's account, its estimate declined" },
  'GET /api/repairs/{id}/account': { 200: "The repair's estimate, bill and warranty" },
  'GET /api/admin/repairs/{id}/account': { 200: "The repair's account as the desk sees it" },
  'PUT /api/admin/repairs/{id}/estimate': { 200: "The repair's account with the estimate written" },
  'POST /api/admin/repairs/{id}/estimate/send': {
    200: "The repair's account, its estimate sent to the customer",
  },
  'POST /api/admin/repairs/{id}/estimate/phone-approval': {
    200: "The repair's account, the customer's answer by phone recorded",
  },
  'POST /api/admin/repairs/{id}/payments': {
    201: "The payment, recorded: the repair's account after it",
    200: `The payment already recorded under ${REPEAT}`,
  },
  'POST /api/admin/repairs/{id}/warranty-claims': {
    201: 'The warranty claim, booked: the new repair of the claim',
    200: 'The warranty claim already booked for this repair',
  },
  'POST /api/admin/repairs/{id}/warranty-decision': {
    200: "The repair's account, the warranty claim accepted or refused",
  },
  'POST /api/admin/repairs/{id}/uncollected-notice': {
    200: "The repair's account, with its uncollected goods notice",
  },
  'POST /api/admin/repairs/{id}/uncollected-product': {
    200: "The repair's account: the device left behind is now a shop product",
  },
  'POST /api/admin/repairs/{id}/uncollected-sale': {
    200: "The repair's account, with the sale of the device and what is due to the customer",
  },
  'POST /api/objects/upload': { 200: 'The address to PUT the image file to' },
  'PUT /api/objects/put/{path}': { 200: 'The image, stored: its path to give the product' },
  'PUT /api/admin/product-images': { 200: 'The image, attached: the path the product shows' },
  'POST /api/orders': {
    201: 'The order, placed',
    200: `The order already placed under ${REPEAT}`,
  },
  'GET /api/orders': { 200: "The signed-in customer's orders, newest first" },
  'GET /api/orders/terms': { 200: 'The delivery fee checkout adds' },
  'GET /api/orders/{id}': { 200: 'The order' },
  'POST /api/orders/{id}/cancel': { 200: 'The order, cancelled' },
  'GET /api/admin/orders': { 200: 'One page of orders, with the counts per status' },
  'GET /api/admin/orders/{id}': { 200: 'The order as the desk sees it' },
  'PATCH /api/admin/orders/{id}': {
    200: 'The order in its new status',
    502: 'The card provider refused the refund: nothing changed',
  },
  'POST /api/admin/orders/{id}/payments': {
    201: 'The payment, recorded: the order after it',
    200: `The payment already recorded under ${REPEAT}`,
  },
  'GET /api/account': { 200: "The signed-in customer's account" },
  'DELETE /api/account': { 200: 'The account is deleted and the cookie cleared' },
  'POST /api/account/password': { 200: 'The password is changed; other devices are signed out' },
  'PUT /api/account/preferences': { 200: 'The account with its new email choices' },
  'GET /api/account/export': {
    200: 'Everything the shop holds about the customer, as a JSON file to download',
  },
  'POST /api/auth/password-reset': {
    202: 'Taken: a link is emailed if the address has an account (the same answer either way)',
  },
  'POST /api/auth/password-reset/confirm': {
    200: 'The password is set; every session is signed out',
  },
  'POST /api/auth/confirm-email': { 200: 'The address is confirmed' },
  'POST /api/account/confirmation': { 202: 'Taken: the confirmation link is on its way' },
  'PUT /api/account/email': {
    200: 'The account with its new address, waiting for confirmation',
  },
  'POST /api/request-photos/uploads': { 200: 'The address to PUT the photo to' },
  'PUT /api/request-photos/uploads/{path}': {
    200: 'The photo, stored: its address to send with the request',
  },
  'GET /api/admin/outbox': { 200: "One page of the shop's emails, newest first" },
  'GET /api/admin/payments': {
    200: 'Money taken online and its reconciliation, day by day, over the dates asked',
  },
  'GET /api/admin/cash-up/{date}': { 200: "The day's cash-up, open or closed" },
  'POST /api/admin/cash-up/{date}/close': { 200: "The day's cash-up, counted and closed" },
  'GET /api/admin/reports': {
    200: "The owner's figures over the dates asked, by day, week or month",
  },
  'GET /api/admin/ledger/trial-balance': {
    200: 'Every account of the chart with the period’s debits, credits and net, and the equal totals',
  },
  'GET /api/admin/ledger/entries': {
    200: 'One page of the journal’s entries that match, newest first, each with its lines',
  },
  'GET /api/admin/staff': { 200: 'The staff logins and the invitations waiting' },
  'POST /api/admin/staff': { 201: 'The invitation, emailed' },
  'PATCH /api/admin/staff/{id}': { 200: 'The staff login, changed' },
  'POST /api/auth/staff-invite': { 201: 'The new staff login, signed in (the cookie is set)' },
  'GET /api/admin/audit': { 200: 'One page of the audit trail, newest first' },
  'GET /api/admin/closures': {
    200: 'The closures from today on and the bank holidays of the year ahead',
  },
  'POST /api/admin/closures': { 201: 'The closure, added' },
  'DELETE /api/admin/closures/{date}': { 204: 'The closure is removed (no body)' },
  // Only when card payments are configured (Stripe): not in the test app's description.
  'POST /api/payments/stripe/webhook': { 200: 'The event, taken: what it did' },
  'POST /api/cash-advances/{id}/pay-online': {
    200: "The provider's payment page for the amount worked out today",
  },
  'POST /api/track/{code}/pay-online': {
    200: "The provider's payment page for the bill's balance",
  },
  'GET /api/payments/sessions/{sessionId}': {
    200: 'Where an online payment stands: open, paid or expired',
  },
};

type Operation = { responses?: Record<string, { description?: unknown }> };

/** Writes the descriptions above onto the document's answers. */
export function describeAnswers(document: unknown) {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(item)) {
      const answers = apiAnswers[`${method.toUpperCase()} ${path}`];
      if (!answers || !operation?.responses) continue;
      for (const [status, description] of Object.entries(answers)) {
        const response = operation.responses[status];
        if (response && !('$ref' in response)) response.description = description;
      }
    }
}
