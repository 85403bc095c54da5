/**
 * The name (operationId) and one-line summary of every API operation in the
 * OpenAPI description, so generated clients get good method names. A route may
 * declare its own `summary` in its schema; that one wins. tests/api-contract.test.ts
 * fails when an operation is missing here.
 */
export const apiOperations: Record<string, { operationId: string; summary?: string }> = {
  'GET /api/health': { operationId: 'getHealth', summary: 'Liveness: the process answers' },
  'GET /api/ready': {
    operationId: 'getReadiness',
    summary: 'Readiness: the database answers (503 with Retry-After when it does not)',
  },
  'GET /api/meta': {
    operationId: 'getAppMeta',
    summary:
      'Facts about this instance: demo mode, the online loan limits and the FCA firm reference number',
  },
  'GET /api/challenges': {
    operationId: 'getChallenge',
    summary:
      'An ALTCHA proof-of-work challenge (altcha-lib v2) whose solved payload a public form sends once as challengeAnswer',
  },
  'POST /api/auth/register': {
    operationId: 'register',
    summary: 'Creates a customer account and signs it in',
  },
  'POST /api/auth/login': {
    operationId: 'signIn',
    summary: 'Signs in and sets the session cookie',
  },
  'POST /api/auth/logout': { operationId: 'signOut', summary: 'Ends the session of the cookie' },
  'GET /api/auth/user': { operationId: 'getCurrentUser', summary: 'The signed-in user' },
  'POST /api/auth/create-admin': {
    operationId: 'createAdmin',
    summary: "Creates the shop's first owner with the admin key, while the shop has no owner",
  },
  'POST /api/auth/password-reset': {
    operationId: 'requestPasswordReset',
    summary: 'Emails a single-use link to choose a new password (the same answer for any address)',
  },
  'POST /api/auth/password-reset/confirm': {
    operationId: 'resetPassword',
    summary: 'Sets the new password from an emailed link and signs every session out',
  },
  'POST /api/auth/confirm-email': {
    operationId: 'confirmEmail',
    summary: "Confirms the account's address from the emailed link",
  },
  'POST /api/account/confirmation': {
    operationId: 'resendEmailConfirmation',
    summary: 'Sends the confirmation link of the account address again',
  },
  'PUT /api/account/email': {
    operationId: 'changeEmail',
    summary: 'Changes the address (password required): the old one is told, the new one confirmed',
  },
  'GET /api/account': { operationId: 'getAccount', summary: "The signed-in customer's account" },
  'POST /api/account/password': {
    operationId: 'changePassword',
    summary: 'Changes the password (the current one required) and signs other devices out',
  },
  'PUT /api/account/preferences': {
    operationId: 'setEmailPreferences',
    summary: 'Chooses which emails the customer gets (reminders, updates)',
  },
  'GET /api/account/export': {
    operationId: 'exportMyData',
    summary: 'Everything the shop holds about the signed-in customer, as a JSON file',
  },
  'DELETE /api/account': {
    operationId: 'deleteAccount',
    summary: 'Deletes the account (password required); records the law keeps lose the person',
  },
  'POST /api/cash-advances': {
    operationId: 'createCashAdvance',
    summary: 'Requests a cash advance (guest or signed in); the server works out the figures',
  },
  'GET /api/follow/{code}': {
    operationId: 'followCashAdvanceRequest',
    summary: "A guest's cash advance request through its private link (no sign-in)",
  },
  'GET /api/cash-advances': {
    operationId: 'listMyCashAdvances',
    summary: "The signed-in customer's own cash advances",
  },
  'GET /api/admin/cash-advances': {
    operationId: 'listCashAdvanceRequests',
    summary: 'Cash advance requests of one tab, a page at a time, with the tab counts',
  },
  'PATCH /api/admin/cash-advances/{id}/status': {
    operationId: 'markCashAdvanceProcessed',
    summary: 'Marks a pending or active request as processed',
  },
  'GET /api/cash-advances/{id}': {
    operationId: 'getMyCashAdvance',
    summary: "One of the signed-in customer's cash advances, with its figures, payments and items",
  },
  'GET /api/cash-advances/{id}/receipt.pdf': {
    operationId: 'getMyCashAdvanceReceipt',
    summary: 'The pawn receipt of the customer’s agreed loan (PDF)',
  },
  'GET /api/admin/cash-advances/{id}': {
    operationId: 'getCashAdvance',
    summary: 'One loan of the pawn book: request, agreement, items, payments and what is owed',
  },
  'GET /api/admin/cash-advances/{id}/receipt.pdf': {
    operationId: 'getCashAdvanceReceipt',
    summary: 'The pawn receipt of an agreed loan (PDF)',
  },
  'GET /api/admin/cash-advances.csv': {
    operationId: 'exportLoanBook',
    summary: 'The loan book as CSV, one row per loan, with the list’s filters',
  },
  'POST /api/admin/cash-advances/{id}/approve': {
    operationId: 'approveCashAdvance',
    summary: 'Approves a request with an indicative offer',
  },
  'POST /api/admin/cash-advances/{id}/reject': {
    operationId: 'rejectCashAdvance',
    summary: 'Rejects a request with a reason the customer sees',
  },
  'POST /api/admin/cash-advances/{id}/activate': {
    operationId: 'activateCashAdvance',
    summary: 'Starts the agreement made in the shop: amount, items, ID check, start date',
  },
  'POST /api/admin/cash-advances/{id}/payments': {
    operationId: 'recordCashAdvancePayment',
    summary: 'Records a part payment, an extension or the redemption (Idempotency-Key required)',
  },
  'POST /api/admin/cash-advances/{id}/forfeit': {
    operationId: 'forfeitCashAdvance',
    summary:
      'Forfeits an unredeemed loan of £75 or less after its redemption period; its items become off-listed products',
  },
  'POST /api/admin/cash-advances/{id}/withdrawal': {
    operationId: 'recordWithdrawalNotice',
    summary: 'Records the customer’s notice of withdrawal, given within 14 days of the agreement',
  },
  'POST /api/admin/cash-advances/{id}/waivers': {
    operationId: 'waiveInterest',
    summary: 'Waives interest owed today on a running loan, with the reason (owners only)',
  },
  'POST /api/admin/cash-advances/{id}/interest-freeze': {
    operationId: 'freezeInterest',
    summary: 'Stops interest on a running loan from a day on, with the reason (owners only)',
  },
  'PUT /api/admin/cash-advances/{id}/care-note': {
    operationId: 'setCustomerCareNote',
    summary: 'Notes that the loan’s customer needs extra care, for every loan of theirs',
  },
  'GET /api/admin/cash-advances/{id}/pre-contract.pdf': {
    operationId: 'getCashAdvancePreContractInformation',
    summary: 'The pre-contract credit information for the agreement, as a PDF',
  },
  'POST /api/admin/cash-advances/{id}/notice-of-sale': {
    operationId: 'giveNoticeOfSale',
    summary: 'Gives notice of the intention to sell a pawn over £75 after its redemption period',
  },
  'PATCH /api/admin/cash-advances/{id}/notice-of-sale': {
    operationId: 'markNoticeOfSalePosted',
    summary: 'Records the day the printed notice of sale was posted',
  },
  'GET /api/admin/cash-advances/{id}/notice-of-sale.pdf': {
    operationId: 'getNoticeOfSaleLetter',
    summary: 'The notice of intention to sell, as a letter to post (PDF)',
  },
  'POST /api/admin/cash-advances/{id}/list-for-sale': {
    operationId: 'listPawnForSale',
    summary: 'Lists the pledged items for sale once the notice allows it',
  },
  'POST /api/admin/cash-advances/{id}/sale': {
    operationId: 'recordPawnSale',
    summary: 'Records a sale in the shop, with its statement (surplus or shortfall)',
  },
  'GET /api/admin/cash-advances/{id}/sale-statement.pdf': {
    operationId: 'getSaleStatement',
    summary: 'The statement of the sale of a pawn, as a PDF',
  },
  'GET /api/cash-advances/{id}/sale-statement.pdf': {
    operationId: 'getMySaleStatement',
    summary: 'The statement of the sale of the signed-in customer’s own pawn, as a PDF',
  },
  'GET /api/admin/cash-advances/{id}/lost-receipt/statutory-declaration.pdf': {
    operationId: 'getLostReceiptStatutoryDeclaration',
    summary: 'The statutory declaration that replaces a lost pawn-receipt (s.118(1)(a)), as a PDF',
  },
  'GET /api/admin/cash-advances/{id}/lost-receipt/signed-statement.pdf': {
    operationId: 'getLostReceiptSignedStatement',
    summary:
      'The signed statement that replaces a lost pawn-receipt, credit of £75 or less (s.118(1)(b)), as a PDF',
  },
  'POST /api/admin/cash-advances/{id}/surplus-payment': {
    operationId: 'paySaleSurplus',
    summary: 'Records the surplus of a sale paid to the customer, once',
  },
  'GET /api/orders/{id}/receipt.pdf': {
    operationId: 'getOrderReceipt',
    summary: 'The receipt of a paid order, as a PDF',
  },
  'GET /api/admin/payments': {
    operationId: 'getPaymentsReconciliation',
    summary: 'Online payments and the daily totals by method',
  },
  'GET /api/admin/payments.csv': {
    operationId: 'exportPaymentsReconciliation',
    summary: 'The reconciliation as CSV',
  },
  'GET /api/admin/cash-up/{date}': {
    operationId: 'getCashUp',
    summary: 'A day’s cash-up: money by method, the expected cash, its close',
  },
  'POST /api/admin/cash-up/{date}/close': {
    operationId: 'closeCashUp',
    summary: 'Closes a day with the cash counted, once',
  },
  'GET /api/admin/cash-up/{date}/pdf': {
    operationId: 'getCashUpPdf',
    summary: 'A day’s cash-up as a PDF',
  },
  'GET /api/admin/reports': {
    operationId: 'getReports',
    summary: 'The owner’s reports for a range of days',
  },
  'GET /api/admin/reports.csv': {
    operationId: 'exportReport',
    summary: 'One report’s table as CSV',
  },
  'GET /api/admin/ledger/trial-balance': {
    operationId: 'getTrialBalance',
    summary:
      'The trial balance of a period of business days (from, to: YYYY-MM-DD, both or neither; this month by default; at most 366 days): every account of the chart in code order with the period’s debits, credits and their net, and the totals, which are always equal',
  },
  'GET /api/admin/ledger/entries': {
    operationId: 'listJournalEntries',
    summary:
      'The journal’s entries with their lines, newest first, 50 a page: narrowed by business days (from, to), an account of the chart, a kind, or a reference (a loan, order or repair id, a record id, CA-000123, BCR-7KQ2XM or R-1A2B3C4D)',
  },
  'GET /api/admin/ledger/journal.csv': {
    operationId: 'exportJournalForXero',
    summary:
      'The journal of a period of business days as Xero’s manual-journal import (text/csv): one row per line, an entry’s rows sharing a narration that carries its sequence number and its business day, so each entry is one manual journal and periods that do not overlap never repeat one',
  },
  'POST /api/payments/stripe/webhook': {
    operationId: 'receiveStripeEvent',
    summary: 'Stripe’s signed events: the only source of truth for online payments',
  },
  'POST /api/cash-advances/{id}/pay-online': {
    operationId: 'payMyCashAdvanceOnline',
    summary: 'Starts an online card payment of the customer’s own loan',
  },
  'GET /api/payments/sessions/{sessionId}': {
    operationId: 'getOnlinePaymentState',
    summary: 'The state of an online payment the customer came back from',
  },
  'POST /api/orders': {
    operationId: 'placeOrder',
    summary:
      'Places an order for delivery or collection (Idempotency-Key); the items leave the marketplace',
  },
  'GET /api/orders/terms': {
    operationId: 'getCheckoutTerms',
    summary: 'The delivery fee and the delivery or collection day an order placed now would get',
  },
  'GET /api/orders': { operationId: 'listMyOrders', summary: "The signed-in customer's orders" },
  'GET /api/orders/{id}': {
    operationId: 'getOrder',
    summary: "One order, for its owner or with the guest's secret link",
  },
  'POST /api/orders/{id}/cancel': {
    operationId: 'cancelOrder',
    summary: 'Cancels a pending or confirmed order; its items go back on sale',
  },
  'GET /api/admin/orders': { operationId: 'listOrders' },
  'GET /api/admin/orders/{id}': {
    operationId: 'getOrderForStaff',
    summary: 'One order with the customer, items, fulfilment and payment',
  },
  'PATCH /api/admin/orders/{id}': { operationId: 'moveOrder' },
  'POST /api/admin/orders/{id}/payments': { operationId: 'recordOrderPayment' },
  'POST /api/request-photos/uploads': { operationId: 'createRequestPhotoUpload' },
  'PUT /api/request-photos/uploads/{path}': { operationId: 'uploadRequestPhoto' },
  'GET /api/request-photos/{id}': { operationId: 'getRequestPhoto' },
  'GET /api/dashboard': {
    operationId: 'getCustomerDashboard',
    summary: "The signed-in customer's figures",
  },
  'GET /api/admin/dashboard': {
    operationId: 'getAdminDashboard',
    summary: 'The business summary and the recent activity',
  },
  'GET /api/products': { operationId: 'searchProducts' },
  'POST /api/products': { operationId: 'createMarketplaceProduct' },
  'GET /api/products/{id}': { operationId: 'getProduct' },
  'GET /api/admin/products': { operationId: 'listAdminProducts' },
  'POST /api/admin/products': {
    operationId: 'createAdminProduct',
    summary: 'Creates a product from the admin screens',
  },
  'PUT /api/admin/products/{id}': { operationId: 'updateAdminProduct' },
  'DELETE /api/admin/products/{id}': {
    operationId: 'deleteAdminProduct',
    summary: 'Deletes a product and the images only it used',
  },
  'PUT /api/admin/products/{id}/status': {
    operationId: 'setAdminProductStatus',
    summary: "Changes a product's status (active, sold, inactive)",
  },
  'POST /api/repairs': {
    operationId: 'bookRepair',
    summary: 'Books a repair in a time slot the shop is open for (guest or signed in)',
  },
  'GET /api/repairs': {
    operationId: 'listMyRepairs',
    summary: "The signed-in customer's own repairs",
  },
  'GET /api/repairs/availability': {
    operationId: 'getRepairAvailability',
    summary: 'Free places per day and time slot in a date range',
  },
  'GET /api/admin/repairs': {
    operationId: 'listRepairBookings',
    summary: 'Repair bookings for the desk, filtered by status and date, with counts',
  },
  'PATCH /api/admin/repairs/{id}': {
    operationId: 'updateRepairBooking',
    summary: "Moves a booking's status and sets its estimated cost",
  },
  'GET /api/admin/outbox': {
    operationId: 'listOutboxMessages',
    summary:
      'Emails the shop sent or would send (kept when no SMTP server is set), newest first, a page at a time',
  },
  'GET /api/track/{code}': {
    operationId: 'trackRepair',
    summary: "A repair's progress through its private tracking link (no sign-in)",
  },
  'POST /api/objects/upload': { operationId: 'requestImageUpload' },
  'PUT /api/objects/put/{path}': { operationId: 'uploadImage' },
  'PUT /api/admin/product-images': { operationId: 'storeProductImage' },
  'GET /images/{id}': { operationId: 'getImage' },
  'GET /api/admin/staff': { operationId: 'listStaff' },
  'POST /api/admin/staff': { operationId: 'inviteStaff' },
  'PATCH /api/admin/staff/{id}': { operationId: 'updateStaff' },
  'POST /api/auth/staff-invite': { operationId: 'acceptStaffInvite' },
  'GET /api/admin/audit': { operationId: 'listAuditTrail' },
  'GET /api/admin/audit.csv': { operationId: 'exportAuditTrail' },
  'POST /api/track/{code}/estimate/approve': { operationId: 'approveRepairEstimate' },
  'POST /api/track/{code}/estimate/decline': { operationId: 'declineRepairEstimate' },
  'GET /api/track/{code}/invoice.pdf': { operationId: 'getTrackedRepairInvoice' },
  'POST /api/track/{code}/pay-online': { operationId: 'payRepairBillOnline' },
  'GET /api/repairs/{id}/account': { operationId: 'getMyRepairAccount' },
  'GET /api/admin/repairs/{id}/account': { operationId: 'getRepairAccount' },
  'PUT /api/admin/repairs/{id}/estimate': { operationId: 'writeRepairEstimate' },
  'POST /api/admin/repairs/{id}/estimate/send': { operationId: 'sendRepairEstimate' },
  'POST /api/admin/repairs/{id}/estimate/phone-approval': {
    operationId: 'recordRepairPhoneApproval',
  },
  'POST /api/admin/repairs/{id}/payments': { operationId: 'recordRepairPayment' },
  'GET /api/admin/repairs/{id}/invoice.pdf': { operationId: 'getRepairInvoice' },
  'POST /api/admin/repairs/{id}/warranty-claims': { operationId: 'bookWarrantyClaim' },
  'POST /api/admin/repairs/{id}/warranty-decision': { operationId: 'decideWarrantyClaim' },
  'POST /api/admin/repairs/{id}/uncollected-notice': { operationId: 'giveUncollectedGoodsNotice' },
  'GET /api/admin/repairs/{id}/uncollected-notice.pdf': {
    operationId: 'getUncollectedGoodsNotice',
  },
  'POST /api/admin/repairs/{id}/uncollected-product': {
    operationId: 'makeUncollectedDeviceProduct',
  },
  'POST /api/admin/repairs/{id}/uncollected-sale': { operationId: 'recordUncollectedDeviceSale' },
  'GET /api/admin/closures': { operationId: 'listShopClosures' },
  'POST /api/admin/closures': { operationId: 'addShopClosure' },
  'DELETE /api/admin/closures/{date}': { operationId: 'removeShopClosure' },
};
