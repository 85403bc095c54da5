/**
 * The API description's examples, written for this shop (decision 032): a Leeds
 * pawn shop lending £120.00 on a gold ring, mending a MacBook, selling a PS5.
 * One place for all of them: an example of every named schema (`schemaExamples`,
 * put on the zod schema by api-schemas.ts, so every answer of that shape shows it)
 * and of each operation's request body and answer where it is not a named shape
 * (`operationExamples`, by "METHOD /path" as in api-operations.ts). Anything not
 * written here is worked out from the schema (api-examples.ts). Each must pass its
 * schema: Redocly's no-invalid-media-type-examples and tests/api-contract.test.ts
 * check them.
 */
type Example = Record<string, unknown>;

// ---------------------------------------------------------------- people

const customerId = '5b7e9c2a-3d41-4f6b-8a90-1c2d3e4f5a6b';
const staffId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

const user: Example = {
  id: customerId,
  username: 'aisha.khan',
  email: 'aisha.khan@example.com',
  role: 'user',
  staffRole: null,
  createdAt: '2026-10-02T18:41:07.000Z',
  firstName: 'Aisha',
};

const account: Example = {
  id: customerId,
  username: 'aisha.khan',
  email: 'aisha.khan@example.com',
  emailConfirmed: true,
  confirmedEmail: 'aisha.khan@example.com',
  remindersByEmail: true,
  updatesByEmail: false,
  createdAt: '2026-10-02T18:41:07.000Z',
};

const staffMember: Example = {
  id: staffId,
  username: 'dave.morris',
  email: 'dave@leedspawn.example',
  staffRole: 'staff',
  disabled: false,
  lastSignInAt: '2026-11-27T08:02:11.000Z',
  createdAt: '2026-03-09T09:00:00.000Z',
};

const staffInvitation: Example = {
  id: '6e5d4c3b-2a19-4f08-b7e6-d5c4b3a29180',
  email: 'priya@leedspawn.example',
  staffRole: 'staff',
  expiresAt: '2026-12-04T10:30:00.000Z',
};

// ---------------------------------------------------------------- cash advances

/** The gold ring: a request for £120.00 at the gold rate (15% a 28-day term). */
const cashAdvance: Example = {
  id: '3f6c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f',
  userId: customerId,
  customerName: 'Aisha Khan',
  customerPhone: '07700 900461',
  customerEmail: 'aisha.khan@example.com',
  itemDescription: '18ct gold wedding ring, 4.2 g, hallmarked',
  itemCategory: 'jewelry',
  collateralType: 'gold',
  loanAmount: '120.00',
  interestRate: '15.00',
  totalRepayment: '138.00',
  dueDate: '2026-12-18T23:59:59.000Z',
  status: 'active',
  createdAt: '2026-11-20T10:15:00.000Z',
  agreementNumber: 'CA-000123',
};

const loanPayment: Example = {
  id: '7c1d2e3f-4a5b-4c6d-9e8f-0a1b2c3d4e5f',
  kind: 'part',
  amount: '40.00',
  interestPart: '9.00',
  principalPart: '31.00',
  chargeAdded: '0.00',
  receiptSubstitute: null,
  method: 'cash',
  note: null,
  takenBy: 'dave.morris',
  createdAt: '2026-12-04T14:20:00.000Z',
};

const pledgedItem: Example = {
  id: 'c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f',
  description: '18ct gold wedding ring, 4.2 g',
  category: 'jewelry',
  serialNumber: 'Hallmark 750, Sheffield',
  storageLocation: 'Safe 2, tray B',
  status: 'held',
  productId: null,
};

/** The ring's loan in full, after one part payment of £40.00 on its 14th day (£9.00 of interest). */
const loan: Example = {
  ...cashAdvance,
  requestedAmount: '120.00',
  offerAmount: '120.00',
  offerNote: 'Bring the ring and photo ID',
  rejectionReason: null,
  startDate: '2026-11-20',
  idChecked: true,
  activatedAt: '2026-11-20T11:02:00.000Z',
  closedAt: null,
  balance: '89.00',
  principalOwed: '89.00',
  interestOwed: '0.00',
  interestCharged: '9.00',
  totalPaid: '40.00',
  terms: 1,
  overdue: false,
  redemptionPeriodEnds: '2027-05-20',
  figuresOn: '2026-12-04',
  dailyInterest: '0.48',
  daysLate: 0,
  daysCharged: 14,
  interestWaived: '0.00',
  interestCap: '120.00',
  capReached: false,
  interestFrozenFrom: null,
  withdrawalOpenUntil: '2026-12-04',
  withdrawal: null,
  forbearance: [],
  careNote: null,
  forfeitableFrom: null,
  noticeOfSaleFrom: '2027-05-21',
  dateOfBirth: '1991-06-14',
  address: '14 Cardigan Road, Headingley, Leeds LS6 3AG',
  noticesByEmail: true,
  noticeEmail: 'aisha.khan@example.com',
  enteredLater: false,
  noticeOfSale: null,
  listedAt: null,
  saleStatement: null,
  surplusOwed: '0.00',
  redeemAmount: '89.00',
  closedDays: [],
  extendAmount: null,
  extendedDueDate: null,
  extensionBlocked: 'The interest is paid up to today: there is nothing to extend with yet.',
  payments: [loanPayment],
  refunds: [],
  items: [pledgedItem],
  photos: ['/api/request-photos/2b9f4c1e8d7a4e36b0c5a1f2e3d4c5b6'],
};

const cashAdvancePage: Example = {
  items: [cashAdvance],
  page: 1,
  pageSize: 5,
  total: 1,
  counts: { active: 1, processed: 14 },
};

// ---------------------------------------------------------------- marketplace

const ps5: Example = {
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  title: 'Sony PlayStation 5 (disc edition) with two controllers',
  description:
    'Fully tested, wiped and boxed. 825 GB. Collect from the shop or same-day delivery in Leeds.',
  category: 'Electronics',
  price: '329.99',
  imageUrl: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  thumbnailUrl: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0?w=320',
  condition: 'good',
  createdAt: '2026-11-12T15:30:00.000Z',
};
const product: Example = { ...ps5, status: 'active', isAvailable: true };
const adminProduct: Example = { ...product, sellerId: null, isAdminProduct: true };

const orderItem: Example = {
  productId: ps5.id,
  title: 'Sony PlayStation 5 (disc edition) with two controllers',
  price: '329.99',
};

const order: Example = {
  id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d',
  reference: 'BCR-7KQ2XM',
  status: 'confirmed',
  fulfilment: 'delivery',
  items: [orderItem],
  subtotal: '329.99',
  deliveryFee: '4.99',
  totalAmount: '334.98',
  fulfilmentDate: '2026-11-27',
  holdUntil: null,
  deliveryAddress: '27 Beeston Road, Leeds',
  postcode: 'LS11 6AB',
  customerName: 'Tom Walsh',
  customerPhone: '07700 900872',
  customerEmail: 'tom.walsh@example.com',
  buyerId: null,
  paymentMethod: 'card',
  paymentStatus: 'paid',
  payment: { method: 'card', amount: '334.98', paidAt: '2026-11-27T09:12:00.000Z' },
  refund: null,
  cancelReason: null,
  createdAt: '2026-11-27T09:10:00.000Z',
};

const orderPage: Example = {
  items: [order],
  page: 1,
  pageSize: 10,
  total: 1,
  counts: {
    pending: 0,
    confirmed: 1,
    out_for_delivery: 0,
    ready_for_collection: 2,
    delivered: 31,
    collected: 12,
    cancelled: 3,
  },
};

// ---------------------------------------------------------------- repairs

const repair: Example = {
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  userId: customerId,
  customerName: 'Aisha Khan',
  customerPhone: '07700 900461',
  customerEmail: 'aisha.khan@example.com',
  deviceType: 'mac',
  brandModel: 'MacBook Air M1 (2020)',
  problemDescription: 'Screen flickers and goes dark when the lid is half closed',
  preferredDate: '2026-11-30',
  preferredTime: '11:00 AM - 1:00 PM',
  status: 'in_progress',
  estimatedCost: '149.00',
  trackingCode: 'pX3vK9qL2mZ7tR4wB8nY1c',
  createdAt: '2026-11-26T17:45:00.000Z',
  warrantyUntil: null,
};
const adminRepair: Example = { ...repair, accountUsername: 'aisha.khan' };

const repairPage: Example = {
  items: [adminRepair],
  page: 1,
  pageSize: 10,
  total: 1,
  counts: { all: 9, scheduled: 3, in_progress: 1, ready: 2, collected: 2, cancelled: 1 },
};

const screenLine: Example = {
  kind: 'part',
  description: 'Display flex cable, MacBook Air M1',
  quantity: 1,
  unitPrice: '89.00',
  total: '89.00',
};
const labourLine: Example = {
  kind: 'labour',
  description: 'Screen disassembly and cable replacement',
  quantity: 1,
  unitPrice: '60.00',
  total: '60.00',
};

const repairEstimate: Example = {
  state: 'approved',
  version: 1,
  lines: [screenLine, labourLine],
  total: '149.00',
  diagnosticFee: '25.00',
  decidedAt: '2026-11-30T15:20:00.000Z',
  channel: 'link',
};

const repairBill: Example = {
  lines: [screenLine, labourLine],
  total: '149.00',
  paid: '0.00',
  balance: '149.00',
};

const repairAccount: Example = {
  status: 'in_progress',
  estimate: repairEstimate,
  bill: repairBill,
  notRepaired: false,
  collectedAt: null,
  warrantyUntil: null,
  warrantyClaim: null,
  uncollectedNotice: null,
};

const adminRepairAccount: Example = {
  ...repairAccount,
  id: repair.id,
  trackingCode: repair.trackingCode,
  decidedBy: 'Aisha Khan',
  readyAt: null,
  warrantyClaimOf: null,
  payments: [],
  productId: null,
  sale: null,
};

// ---------------------------------------------------------------- the desk

const cashUp: Example = {
  date: '2026-11-26',
  openingFloat: '200.00',
  byMethod: [
    { method: 'cash', in: '412.50', out: '360.00' },
    { method: 'card', in: '664.97', out: '0.00' },
    { method: 'bank', in: '0.00', out: '0.00' },
    { method: 'card_online', in: '98.00', out: '0.00' },
  ],
  lines: [
    { source: 'loans_lent', method: 'cash', count: 3, in: '0.00', out: '360.00' },
    { source: 'loan_payments', method: 'cash', count: 4, in: '182.50', out: '0.00' },
    { source: 'order_payments', method: 'card', count: 2, in: '664.97', out: '0.00' },
    { source: 'order_payments', method: 'cash', count: 1, in: '230.00', out: '0.00' },
  ],
  expectedCash: '252.50',
  counted: '252.50',
  difference: '0.00',
  counts: { '2000': 10, '1000': 4, '500': 2, '200': 6, '50': 1 },
  note: null,
  closedAt: '2026-11-26T17:35:00.000Z',
  closedBy: 'dave.morris',
  window: { from: '2026-11-25T17:31:00.000Z', to: '2026-11-26T17:35:00.000Z' },
};

const closure: Example = {
  date: '2026-12-27',
  reason: 'Stocktake',
  addedBy: 'dave.morris',
  createdAt: '2026-11-20T16:00:00.000Z',
};

/** By the name api-schemas.ts gives the shape. */
export const schemaExamples: Record<string, Example> = {
  User: user,
  CashAdvance: cashAdvance,
  Loan: loan,
  LoanPayment: loanPayment,
  PledgedItem: pledgedItem,
  ProductListItem: ps5,
  Product: product,
  AdminProduct: adminProduct,
  OrderItem: orderItem,
  Order: order,
  Repair: repair,
  AdminRepair: adminRepair,
  CashAdvancePage: cashAdvancePage,
  OrderPage: orderPage,
  RepairPage: repairPage,
  LoanWithPayment: { ...loan, payment: loanPayment },
  LoanWithProducts: {
    ...loan,
    status: 'for_sale',
    balance: '0.00',
    redeemAmount: null,
    extendAmount: null,
    extendedDueDate: null,
    extensionBlocked: 'The loan is not active',
    listedAt: '2027-06-08T10:00:00.000Z',
    items: [
      { ...pledgedItem, status: 'for_sale', productId: 'd3e4f5a6-b7c8-4d9e-8f0a-1b2c3d4e5f6a' },
    ],
    productIds: ['d3e4f5a6-b7c8-4d9e-8f0a-1b2c3d4e5f6a'],
  },
  CashAdvanceCreated: {
    ...cashAdvance,
    userId: 'customer_1795687500000',
    status: 'pending',
    followCode: 'Zq8Xw2Lr5Tn9Vb3Kc7Hs1d',
  },
  RepairLine: screenLine,
  RepairEstimate: repairEstimate,
  RepairBill: repairBill,
  RepairAccount: repairAccount,
  AdminRepairAccount: adminRepairAccount,
  Account: account,
  CashUp: cashUp,
  StaffMember: staffMember,
  StaffInvitation: staffInvitation,
  Closure: closure,
};

// ---------------------------------------------------------------- operations

const challengeAnswer = 'eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwibnVtYmVyIjo0MjE3fQ';
const ok = (message: string) => ({ message });
/** A signed upload address's last part (what the server hands out is longer). */
const uploadToken = 'eyJpZCI6IjJiOWY0YzFlOGQ3YTRlMzYiLCJleHAiOjE3OTYxMTIwMDB9.Yk3pQx9vL2mT8wB4';

/** A request body and an answer, by operation; a named shape's answer shows its own example. */
export const operationExamples: Record<string, { request?: unknown; answer?: unknown }> = {
  'GET /api/health': { answer: { status: 'ok' } },
  'GET /api/ready': { answer: { status: 'ready' } },
  'GET /api/meta': {
    answer: {
      demo: false,
      loanLimits: { min: '20.00', max: '5000.00' },
      loanRates: { gold: 15, general: 30 },
      fcaFrn: '123456',
      onlinePayments: true,
    },
  },
  'GET /api/challenges': {
    answer: {
      parameters: {
        algorithm: 'SHA-256',
        nonce: '9f86d081884c7d65',
        salt: 'a1b2c3d4e5f60718',
        cost: 5000,
        keyLength: 32,
        keyPrefix: '00',
        expiresAt: 1796112000,
      },
      signature: '4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a',
    },
  },
  'POST /api/auth/register': {
    request: {
      username: 'aisha.khan',
      email: 'aisha.khan@example.com',
      password: 'correct-horse-battery-staple',
      challengeAnswer,
    },
  },
  'POST /api/auth/login': {
    request: { username: 'aisha.khan', password: 'correct-horse-battery-staple' },
  },
  'POST /api/auth/logout': { answer: ok('Signed out') },
  'POST /api/auth/create-admin': {
    request: {
      username: 'dave.morris',
      email: 'dave@leedspawn.example',
      password: 'a-long-staff-passphrase',
      adminKey: 'the-admin-key-from-the-config',
    },
  },
  'POST /api/auth/password-reset': {
    request: { email: 'aisha.khan@example.com', challengeAnswer },
  },
  'POST /api/auth/password-reset/confirm': {
    request: { token: 'r3Q9vX1kL7pZ2mT8wB4nY6cH', password: 'a-new-long-passphrase' },
    answer: ok('Your password has been changed. Sign in with the new one.'),
  },
  'POST /api/auth/confirm-email': {
    request: { token: 'c8N2xV5kQ1pL9mT3wZ7bY4rH' },
    answer: ok('Thank you: your email address is confirmed.'),
  },
  'POST /api/auth/staff-invite': {
    request: {
      username: 'priya.shah',
      password: 'a-long-staff-passphrase',
      token: 'i7K3pX9vL2mQ8wT1zB5nY4cR',
    },
  },
  'PUT /api/account/email': {
    request: { email: 'aisha.k@example.com', password: 'correct-horse-battery-staple' },
  },
  'POST /api/account/password': {
    request: {
      currentPassword: 'correct-horse-battery-staple',
      newPassword: 'a-new-long-passphrase',
    },
    answer: ok('Your password has been changed. Other devices have been signed out.'),
  },
  'PUT /api/account/preferences': { request: { remindersByEmail: true, updatesByEmail: false } },
  'DELETE /api/account': {
    request: { password: 'correct-horse-battery-staple' },
    answer: ok('Your account has been deleted.'),
  },
  'GET /api/account/export': {
    answer: { account: account, cashAdvances: [cashAdvance], repairs: [repair], orders: [order] },
  },
  'POST /api/cash-advances': {
    request: {
      customerName: 'Aisha Khan',
      customerPhone: '07700 900461',
      customerEmail: 'aisha.khan@example.com',
      itemDescription: '18ct gold wedding ring, 4.2 g, hallmarked',
      itemCategory: 'jewelry',
      collateralType: 'gold',
      loanAmount: '120.00',
      photos: [`/api/request-photos/uploads/${uploadToken}`],
      challengeAnswer,
    },
  },
  'PATCH /api/admin/cash-advances/{id}/status': { request: { status: 'processed' } },
  'GET /api/follow/{code}': {
    answer: {
      agreementNumber: 'CA-000123',
      status: 'approved',
      itemCategory: 'jewelry',
      requestedAmount: '120.00',
      offerAmount: '120.00',
      offerNote: 'Bring the ring and photo ID',
      rejectionReason: null,
      dueDate: null,
      requestedAt: '2026-11-20T10:15:00.000Z',
    },
  },
  'POST /api/admin/cash-advances/{id}/approve': {
    request: { offerAmount: '120.00', note: 'Bring the ring and photo ID' },
  },
  'POST /api/admin/cash-advances/{id}/reject': {
    request: { reason: 'We cannot lend on plated jewellery' },
  },
  'POST /api/admin/cash-advances/{id}/activate': {
    request: {
      loanAmount: '120.00',
      startDate: '2026-11-20',
      idChecked: true,
      items: [
        {
          description: '18ct gold wedding ring, 4.2 g',
          category: 'jewelry',
          serialNumber: 'Hallmark 750, Sheffield',
          storageLocation: 'Safe 2, tray B',
        },
      ],
      dateOfBirth: '1991-06-14',
      address: '14 Cardigan Road, Headingley, Leeds LS6 3AG',
      collateralType: 'gold',
      noticesByEmail: true,
      noticeEmail: 'aisha.khan@example.com',
    },
  },
  'POST /api/admin/cash-advances/{id}/payments': {
    request: { kind: 'part', amount: '40.00', method: 'cash', basedOnPayments: 0 },
  },
  'POST /api/admin/cash-advances/{id}/forfeit': {
    request: { note: 'Customer told us to keep it' },
  },
  'POST /api/admin/cash-advances/{id}/withdrawal': { request: { noticeGivenOn: '2026-11-25' } },
  'POST /api/admin/cash-advances/{id}/waivers': {
    request: { amount: '5.00', reason: 'Lost her job; we agreed a plan to redeem by March' },
  },
  'POST /api/admin/cash-advances/{id}/interest-freeze': {
    request: { fromDate: '2026-12-05', reason: 'In hospital until the new year' },
  },
  'PUT /api/admin/cash-advances/{id}/care-note': {
    request: { note: 'Recently bereaved: explain each step slowly and offer a call back' },
  },
  'POST /api/admin/cash-advances/{id}/notice-of-sale': { request: { askingPrice: '180.00' } },
  'PATCH /api/admin/cash-advances/{id}/notice-of-sale': { request: { postedAt: '2027-05-21' } },
  'POST /api/admin/cash-advances/{id}/list-for-sale': { request: {} },
  'POST /api/admin/cash-advances/{id}/sale': {
    request: {
      proceeds: '180.00',
      expenses: [
        { description: 'Ring cleaning', amount: '3.00' },
        { description: 'Valuation', amount: '2.00' },
      ],
      method: 'card',
    },
  },
  'POST /api/admin/cash-advances/{id}/surplus-payment': { request: { method: 'bank' } },
  'GET /api/dashboard': {
    answer: {
      activeLoanAmount: '120.00',
      activeLoanCount: 1,
      pendingRepairs: 1,
      monthlyEarnings: '0.00',
      monthlyPurchases: '329.99',
      nextDueDate: '2026-12-18T23:59:59.000Z',
    },
  },
  'GET /api/admin/dashboard': {
    answer: {
      totalCashAdvances: 214,
      pendingCashAdvances: 3,
      activeCashAdvances: 58,
      totalProducts: 126,
      activeProducts: 41,
      soldProducts: 77,
      outstandingPrincipal: '9480.00',
      interestDueNext7Days: '312.60',
      overdueLoans: 4,
      loansRedeemedThisMonth: 17,
      surplusOwed: '45.00',
      surplusesOwed: 1,
      completedSales: 9,
      ordersToDeliverToday: 2,
      ordersToHandOverToday: 1,
      recentActivity: [
        {
          type: 'cash_advance',
          description: 'Cash advance CA-000123: 18ct gold wedding ring',
          customerName: 'Aisha Khan',
          timestamp: '2026-11-20T11:02:00.000Z',
          amount: '120.00',
          status: 'active',
        },
        {
          type: 'product_sale',
          description: 'Sold: Sony PlayStation 5 (disc edition)',
          customerName: 'Tom Walsh',
          timestamp: '2026-11-27T09:12:00.000Z',
          amount: '329.99',
          status: 'confirmed',
        },
      ],
    },
  },
  'POST /api/products': {
    request: {
      title: 'Sony PlayStation 5 (disc edition) with two controllers',
      description: 'Fully tested, wiped and boxed. 825 GB.',
      category: 'Electronics',
      price: '329.99',
      condition: 'good',
      imageUrl: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0',
    },
  },
  'POST /api/admin/products': {
    request: {
      title: 'Sony PlayStation 5 (disc edition) with two controllers',
      description: 'Fully tested, wiped and boxed. 825 GB.',
      category: 'Electronics',
      price: '329.99',
      condition: 'good',
      status: 'active',
      imageUrl: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0',
      thumbnailUrl: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0?w=320',
    },
  },
  'PUT /api/admin/products/{id}': {
    request: {
      title: 'Sony PlayStation 5 (disc edition) with two controllers',
      description: 'Fully tested, wiped and boxed. 825 GB. Now with a charging stand.',
      category: 'Electronics',
      price: '309.99',
      condition: 'good',
    },
  },
  'PUT /api/admin/products/{id}/status': { request: { status: 'sold' } },
  'PUT /api/admin/product-images': {
    request: { imageURL: '/objects/6a7b8c9d0e1f4a2b8c3d4e5f6a7b8c9d' },
    answer: { imagePath: '/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
  },
  'POST /api/objects/upload': {
    answer: { uploadURL: `/api/objects/put/${uploadToken}` },
  },
  'PUT /api/objects/put/{path}': {
    answer: {
      message: 'Upload received',
      objectPath: '/objects/6a7b8c9d0e1f4a2b8c3d4e5f6a7b8c9d',
    },
  },
  'POST /api/repairs': {
    request: {
      deviceType: 'mac',
      brandModel: 'MacBook Air M1 (2020)',
      problemDescription: 'Screen flickers and goes dark when the lid is half closed',
      preferredDate: '2026-11-30',
      preferredTime: '11:00 AM - 1:00 PM',
      customerName: 'Aisha Khan',
      customerPhone: '07700 900461',
      customerEmail: 'aisha.khan@example.com',
      challengeAnswer,
    },
  },
  'GET /api/repairs/availability': {
    answer: {
      from: '2026-11-30',
      to: '2026-11-30',
      capacity: 3,
      days: [
        {
          date: '2026-11-30',
          bookable: true,
          reason: null,
          slots: [
            {
              date: '2026-11-30',
              slot: '9:00 AM - 11:00 AM',
              booked: 3,
              capacity: 3,
              full: true,
              available: false,
            },
            {
              date: '2026-11-30',
              slot: '11:00 AM - 1:00 PM',
              booked: 1,
              capacity: 3,
              full: false,
              available: true,
            },
          ],
        },
      ],
    },
  },
  'PATCH /api/admin/repairs/{id}': { request: { status: 'ready', estimatedCost: '149.00' } },
  'GET /api/track/{code}': {
    answer: {
      deviceType: 'mac',
      brandModel: 'MacBook Air M1 (2020)',
      preferredDate: '2026-11-30',
      preferredTime: '11:00 AM - 1:00 PM',
      status: 'in_progress',
      estimatedCost: '149.00',
      bookedAt: '2026-11-26T17:45:00.000Z',
      timeline: [
        { status: 'scheduled', at: '2026-11-26T17:45:00.000Z' },
        { status: 'in_progress', at: '2026-11-30T11:20:00.000Z' },
      ],
      account: repairAccount,
    },
  },
  'PUT /api/admin/repairs/{id}/estimate': {
    request: {
      lines: [
        {
          kind: 'part',
          description: 'Display flex cable, MacBook Air M1',
          quantity: 1,
          unitPrice: '89.00',
        },
        {
          kind: 'labour',
          description: 'Screen disassembly and cable replacement',
          quantity: 1,
          unitPrice: '60.00',
        },
      ],
    },
  },
  'POST /api/admin/repairs/{id}/estimate/phone-approval': {
    request: { approvedBy: 'Aisha Khan', approvedAt: '2026-11-30T15:20:00Z' },
  },
  'POST /api/admin/repairs/{id}/payments': {
    request: { amount: '149.00', method: 'card', handOver: true },
  },
  'POST /api/admin/repairs/{id}/warranty-claims': {
    request: { problemDescription: 'The screen flickers again since Monday' },
  },
  'POST /api/admin/repairs/{id}/warranty-decision': {
    request: { decision: 'accepted', reason: 'The same cable failed: covered' },
  },
  'POST /api/admin/repairs/{id}/uncollected-sale': {
    request: { proceeds: '220.00', costsOfSale: '15.00' },
  },
  'POST /api/orders': {
    request: {
      items: [{ productId: ps5.id }],
      fulfilment: 'delivery',
      deliveryAddress: '27 Beeston Road, Leeds',
      postcode: 'LS11 6AB',
      customerName: 'Tom Walsh',
      customerPhone: '07700 900872',
      customerEmail: 'tom.walsh@example.com',
      paymentMethod: 'card',
      challengeAnswer,
    },
  },
  'GET /api/orders/terms': { answer: { deliveryFee: '4.99' } },
  'POST /api/orders/{id}/cancel': { request: { reason: 'Bought one elsewhere' } },
  'PATCH /api/admin/orders/{id}': { request: { status: 'out_for_delivery' } },
  'POST /api/admin/orders/{id}/payments': { request: { method: 'card', amount: '334.98' } },
  'POST /api/request-photos/uploads': {
    request: { challengeAnswer },
    answer: { uploadURL: `/api/request-photos/uploads/${uploadToken}` },
  },
  'PUT /api/request-photos/uploads/{path}': {
    answer: {
      message: 'Photo received',
      uploadURL: `/api/request-photos/uploads/${uploadToken}`,
    },
  },
  'GET /api/admin/outbox': {
    answer: {
      items: [
        {
          id: '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
          kind: 'loan-reminder',
          recipient: 'aisha.khan@example.com',
          subject: 'Your loan CA-000123 is due on Friday 18 December',
          text: 'Hello Aisha, your loan CA-000123 is due on Friday 18 December.',
          html: '<p>Hello Aisha, your loan CA-000123 is due on Friday 18 December.</p>',
          link: null,
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: '2026-12-15T08:00:00.000Z',
          sentAt: '2026-12-15T08:00:04.000Z',
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
    },
  },
  'GET /api/admin/payments': {
    answer: {
      from: '2026-11-26',
      to: '2026-11-26',
      online: [
        {
          id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          createdAt: '2026-11-26T12:01:00.000Z',
          paidAt: '2026-11-26T12:03:00.000Z',
          sessionId: 'cs_test_a1B2c3D4e5F6',
          paymentIntentId: 'pi_3Q9xYz2eZvKYlo2C',
          purpose: 'loan',
          paidFor: 'CA-000123',
          amount: '98.00',
          refunded: '0.00',
          status: 'paid',
          attention: null,
        },
      ],
      daily: [
        {
          day: '2026-11-26',
          cash: '412.50',
          card: '664.97',
          bank: '0.00',
          card_online: '98.00',
          total: '1175.47',
        },
      ],
    },
  },
  'POST /api/admin/cash-up/{date}/close': {
    request: { counted: '252.50', counts: { '2000': 10, '1000': 4, '500': 2, '200': 6, '50': 1 } },
  },
  'GET /api/admin/reports': {
    answer: {
      from: '2026-09-01',
      to: '2026-11-30',
      unit: 'month',
      lent: [{ period: '2026-11', loans: 23, amount: '4310.00' }],
      interest: [{ period: '2026-11', amount: '702.40' }],
      outcomes: [{ period: '2026-11', redeemed: 17, forfeited: 2, sold: 1 }],
      collateral: [
        { collateralType: 'gold', loans: 15, amount: '2890.00' },
        { collateralType: 'general', loans: 8, amount: '1420.00' },
      ],
      marketplace: [{ period: '2026-11', items: 19, amount: '2874.50', averageDaysToSell: '11.4' }],
      repairsByStatus: [
        { status: 'collected', repairs: 21 },
        { status: 'in_progress', repairs: 3 },
      ],
      repairTurnaround: [{ period: '2026-11', repairs: 21, averageDays: '3.2' }],
    },
  },
  // December so far: the ring's £120.00 lent in cash, £40.00 of it paid back (£18.00
  // interest), a PS5 pad sold by card for £24.98.
  'GET /api/admin/ledger/trial-balance': {
    answer: {
      from: '2026-12-01',
      to: '2026-12-31',
      accounts: [
        {
          code: '1000',
          name: 'Cash drawer',
          type: 'asset',
          debit: '40.00',
          credit: '120.00',
          balance: '-80.00',
        },
        {
          code: '1010',
          name: 'Card terminal clearing',
          type: 'asset',
          debit: '24.98',
          credit: '0.00',
          balance: '24.98',
        },
        {
          code: '1020',
          name: 'Card clearing (Stripe)',
          type: 'asset',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '1100',
          name: 'Loans receivable',
          type: 'asset',
          debit: '120.00',
          credit: '22.00',
          balance: '98.00',
        },
        {
          code: '1200',
          name: 'Bank',
          type: 'asset',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '1300',
          name: 'Stock: forfeited pledges at cost',
          type: 'asset',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '2100',
          name: 'Surplus owed to customers',
          type: 'liability',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '3000',
          name: 'Opening balances',
          type: 'equity',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '4000',
          name: 'Interest income',
          type: 'income',
          debit: '0.00',
          credit: '18.00',
          balance: '-18.00',
        },
        {
          code: '4100',
          name: 'Repair income',
          type: 'income',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '4200',
          name: 'Sales income',
          type: 'income',
          debit: '0.00',
          credit: '24.98',
          balance: '-24.98',
        },
        {
          code: '4300',
          name: 'Delivery income',
          type: 'income',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '4900',
          name: 'Refunds given',
          type: 'income',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '6000',
          name: 'Cash over and short',
          type: 'expense',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '6100',
          name: 'Interest waived',
          type: 'expense',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
        {
          code: '6200',
          name: 'Amounts written off',
          type: 'expense',
          debit: '0.00',
          credit: '0.00',
          balance: '0.00',
        },
      ],
      totalDebit: '184.98',
      totalCredit: '184.98',
    },
  },
  'GET /api/admin/ledger/entries': {
    answer: {
      entries: [
        {
          id: 'e2a4c6d8-1b3f-4a5c-8e7d-9f0a1b2c3d4e',
          seq: 1042,
          businessDay: '2026-12-04',
          kind: 'loan_payment',
          recordType: 'loan_payment',
          recordId: loanPayment.id,
          reference: 'CA-000123',
          occurredAt: '2026-12-04T14:20:00.000Z',
          lines: [
            { accountCode: '1000', accountName: 'Cash drawer', debit: '40.00', credit: null },
            { accountCode: '1100', accountName: 'Loans receivable', debit: null, credit: '22.00' },
            { accountCode: '4000', accountName: 'Interest income', debit: null, credit: '18.00' },
          ].map((line) => ({
            ...line,
            cashAdvanceId: cashAdvance.id,
            checkoutId: null,
            repairId: null,
          })),
        },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
    },
  },
  'GET /api/admin/staff': { answer: { staff: [staffMember], invites: [staffInvitation] } },
  'POST /api/admin/staff': { request: { email: 'priya@leedspawn.example', role: 'staff' } },
  'PATCH /api/admin/staff/{id}': { request: { disabled: true } },
  'GET /api/admin/audit': {
    answer: {
      items: [
        {
          id: 8812,
          at: '2026-11-20T11:02:00.000Z',
          actorId: staffId,
          actorName: 'dave.morris',
          ip: '203.0.113.24',
          action: 'cash_advance.activate',
          entity: 'cash_advance',
          entityId: '3f6c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f',
          changes: { status: { old: 'approved', new: 'active' } },
        },
      ],
      page: 1,
      pageSize: 50,
      total: 1,
    },
  },
  'GET /api/admin/closures': {
    answer: {
      closures: [closure],
      bankHolidays: [
        { date: '2026-12-25', reason: 'Christmas Day' },
        { date: '2026-12-28', reason: 'Boxing Day (substitute day)' },
      ],
    },
  },
  'POST /api/admin/closures': { request: { date: '2026-12-27', reason: 'Stocktake' } },
  // Only when card payments are configured (Stripe).
  'POST /api/cash-advances/{id}/pay-online': {
    request: { kind: 'redemption' },
    answer: {
      paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6',
      amount: '98.00',
      kind: 'redemption',
    },
  },
  'POST /api/track/{code}/pay-online': {
    answer: {
      paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_r7S8t9U0v1W2',
      amount: '149.00',
    },
  },
  'GET /api/payments/sessions/{sessionId}': {
    answer: { status: 'paid', purpose: 'loan', amount: '98.00' },
  },
};

type Media = Record<string, { example?: unknown; examples?: unknown }>;
type Operation = {
  requestBody?: { content?: Media };
  responses?: Record<string, { content?: Media }>;
};

/** Puts `operationExamples` on the document's request bodies and success answers. */
export function exemplifyOperations(document: unknown) {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, item] of Object.entries(paths))
    for (const [method, operation] of Object.entries(item)) {
      const examples = operationExamples[`${method.toUpperCase()} ${path}`];
      if (!examples || !operation?.responses) continue;
      const body = operation.requestBody?.content?.['application/json'];
      if (body && examples.request !== undefined) body.example = examples.request;
      if (examples.answer === undefined) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (/^2\d\d$/.test(status) && json) json.example = examples.answer;
      }
    }
}
