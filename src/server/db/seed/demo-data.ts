/**
 * What demo mode puts in an empty database (PRODUCT.md "Demo mode"): plain
 * data only. Times are given relative to the moment of seeding (`daysAgo`,
 * `dayOffset`) so the shop always looks current; seed-demo.ts turns them into
 * dates and rows. Phone numbers are in Ofcom's drama range (07700 900xxx) and
 * emails on example.com, so none of them reaches a real person.
 */
import type { CashAdvanceStatus, CollateralType, ItemCategory } from '@shared/cash-advances/values';
import type { ProductCategory, ProductCondition, ProductStatus } from '@shared/products/values';
import type { DeviceType, RepairStatus, RepairTimeSlot } from '@shared/repairs/values';

/** The registered customer besides the demo one, so two customers' data differ. */
export const secondCustomer = {
  username: 'jordan',
  password: 'jordan1234',
  email: 'jordan@example.com',
} as const;

/** Who a record belongs to: a registered user, or a guest (no account). */
export type DemoOwner = 'demo' | 'jordan' | 'guest';

/** Account ages, so every user exists before their first record. */
export const demoUserAges = { admin: 120, demo: 100, jordan: 45, staff: 60 } as const;

export type DemoProduct = {
  slug: string;
  title: string;
  description: string;
  category: ProductCategory;
  price: string;
  condition: ProductCondition;
  status: ProductStatus;
  imageUrl: string;
  daysAgo: number;
};

/**
 * Our own drawings, 800×600 JPEGs committed in public/demo/products/ (no
 * third-party photos, nothing downloaded): Vite copies public/ into dist/web,
 * which the server serves, so the address below works in dev and in a build.
 */
const photo = (slug: string) => `/demo/products/${slug}.jpg`;

export const demoProducts: readonly DemoProduct[] = [
  {
    slug: 'laptop',
    title: '13.3" Ultrabook Laptop, 16GB RAM, 512GB SSD',
    description:
      'Slim aluminium laptop with a full HD screen and backlit keyboard, freshly reset with Windows 11. Battery holds about 6 hours; light marks on the lid only. Comes with the original charger.',
    category: 'Electronics',
    price: '349.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('laptop'),
    daysAgo: 2,
  },
  {
    slug: 'games-console',
    title: 'Games Console 1TB with Wireless Controller',
    description:
      'Console and one wireless controller, tested on our bench and wiped ready for a new account. Includes HDMI and power leads.',
    category: 'Electronics',
    price: '219.00',
    condition: 'like-new',
    status: 'active',
    imageUrl: photo('games-console'),
    daysAgo: 4,
  },
  {
    slug: 'smartphone',
    title: 'Unlocked 128GB Smartphone, Midnight Blue',
    description:
      'Unlocked to all networks, battery health 88%. A couple of hairline scuffs on the frame, screen is perfect. Boxed with a USB-C cable.',
    category: 'Electronics',
    price: '189.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('smartphone'),
    daysAgo: 6,
  },
  {
    slug: 'camera',
    title: 'Digital SLR Camera with 18-55mm Kit Lens',
    description:
      '24MP DSLR with a low shutter count, kit lens, battery, charger and strap. Great first camera for someone getting into photography.',
    category: 'Electronics',
    price: '265.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('camera'),
    daysAgo: 9,
  },
  {
    slug: 'headphones',
    title: 'Wireless Noise-Cancelling Over-Ear Headphones',
    description:
      'Bluetooth headphones with active noise cancelling and around 30 hours of battery. Ear pads like new, supplied with carry case and charging cable.',
    category: 'Electronics',
    price: '95.00',
    condition: 'like-new',
    status: 'sold',
    imageUrl: photo('headphones'),
    daysAgo: 16,
  },
  {
    slug: 'gold-chain',
    title: '9ct Gold Curb Chain with Pendant, 20"',
    description:
      'Hallmarked 9ct yellow gold curb chain, 20 inches, 14.2g, with a teardrop pendant. Polished and checked by our jeweller.',
    category: 'Jewelry',
    price: '420.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('gold-chain'),
    daysAgo: 3,
  },
  {
    slug: 'diamond-ring',
    title: '18ct Gold Solitaire Diamond Ring, 0.50ct',
    description:
      'Claw-set round brilliant diamond of about half a carat on an 18ct yellow gold band, size M. Worn a handful of times and comes in a gift box.',
    category: 'Jewelry',
    price: '895.00',
    condition: 'like-new',
    status: 'active',
    imageUrl: photo('diamond-ring'),
    daysAgo: 7,
  },
  {
    slug: 'wristwatch',
    title: "Men's Automatic Watch, Blue Dial, Leather Strap",
    description:
      'Self-winding 42mm steel watch with a rotating bezel and date window, keeping good time. Light scratches to the case and a well-worn strap, priced to reflect it.',
    category: 'Jewelry',
    price: '145.00',
    condition: 'fair',
    status: 'active',
    imageUrl: photo('wristwatch'),
    daysAgo: 12,
  },
  {
    slug: 'cordless-drill',
    title: '18V Cordless Combi Drill with 2.0Ah Battery',
    description:
      'Two-speed combi drill with hammer setting, one 2.0Ah battery and charger. Used for one house job; works perfectly.',
    category: 'Tools',
    price: '59.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('cordless-drill'),
    daysAgo: 5,
  },
  {
    slug: 'socket-set',
    title: '40-Piece 1/4" Drive Socket Set in Case',
    description:
      'Unused chrome vanadium socket set with a 72-tooth ratchet, extension bars and screwdriver bits, still in its moulded case.',
    category: 'Tools',
    price: '35.00',
    condition: 'new',
    status: 'active',
    imageUrl: photo('socket-set'),
    daysAgo: 10,
  },
  {
    slug: 'leather-handbag',
    title: 'Tan Leather Top-Handle Handbag',
    description:
      'Soft tan leather handbag with a front flap, gold-tone clasp and fabric lining. Barely used, no marks inside or out.',
    category: 'Accessories',
    price: '65.00',
    condition: 'like-new',
    status: 'active',
    imageUrl: photo('leather-handbag'),
    daysAgo: 8,
  },
  {
    slug: 'sunglasses',
    title: 'Gold Aviator Sunglasses, Gradient Lenses',
    description:
      'Classic metal aviators with brown gradient UV400 lenses. New with tags and a soft pouch.',
    category: 'Accessories',
    price: '29.00',
    condition: 'new',
    status: 'active',
    imageUrl: photo('sunglasses'),
    daysAgo: 13,
  },
  {
    slug: 'table-lamp',
    title: 'Teal Ceramic Table Lamp with Linen Shade',
    description:
      'Glazed ceramic lamp base with a cream linen shade and brass foot, 48cm tall. PAT tested; bulb not included.',
    category: 'Home',
    price: '32.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('table-lamp'),
    daysAgo: 11,
  },
  {
    slug: 'coffee-machine',
    title: 'Stainless Steel Espresso Machine with Steam Wand',
    description:
      '15-bar pump espresso machine with pressure gauge, portafilter and milk steam wand. Off listed while it is descaled and PAT tested.',
    category: 'Home',
    price: '79.00',
    condition: 'fair',
    status: 'inactive',
    imageUrl: photo('coffee-machine'),
    daysAgo: 18,
  },
  {
    slug: 'road-bike',
    title: 'Aluminium Road Bike, 56cm Frame, 700c Wheels',
    description:
      'Lightweight road bike with 16-speed gears and drop bars, recently serviced with new brake pads. Some chips in the paint from normal use.',
    category: 'Sports',
    price: '285.00',
    condition: 'fair',
    status: 'active',
    imageUrl: photo('road-bike'),
    daysAgo: 14,
  },
  {
    slug: 'dumbbells',
    title: 'Pair of 10kg Rubber Hex Dumbbells',
    description:
      'Rubber-coated hex dumbbells with knurled chrome handles, sold as a pair. Unused, ideal for a home gym.',
    category: 'Sports',
    price: '45.00',
    condition: 'new',
    status: 'active',
    imageUrl: photo('dumbbells'),
    daysAgo: 1,
  },
  {
    slug: 'tennis-racket',
    title: 'Graphite Tennis Racket with Ball, Grip 3',
    description:
      'Lightweight 100 sq in graphite racket, recently restrung with a fresh overgrip. Good condition with light scuffs on the frame.',
    category: 'Sports',
    price: '39.00',
    condition: 'good',
    status: 'active',
    imageUrl: photo('tennis-racket'),
    daysAgo: 20,
  },
];

export type DemoCashAdvance = {
  owner: DemoOwner;
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  itemDescription: string;
  itemCategory: ItemCategory;
  collateralType: CollateralType;
  loanAmount: string;
  status: CashAdvanceStatus;
  /** Fractions are hours: 0.25 is six hours ago. */
  daysAgo: number;
  /** The pawn book: the offer of an approved request, the reason of a rejected one. */
  offerAmount?: string;
  rejectionReason?: string;
  /** Active, paid and forfeited loans: the agreement made in the shop when the request came. */
  items?: readonly DemoPledgedItem[];
  payments?: readonly DemoPayment[];
  /** Withdrawn loans (s.66A): days ago the customer gave notice, within 14 days of the agreement. */
  withdrawalNoticeDaysAgo?: number;
  /** Forfeited loans: days ago the shop forfeited it. */
  forfeitedDaysAgo?: number;
  /**
   * Agreed at the agreement: notices may come by email, to `customerEmail`
   * (s.176A). Without it a notice of sale is a letter and counts once posted.
   */
  noticesByEmail?: boolean;
  /** Loans over £75 past their redemption period: the notice, the listing, the sale. */
  sale?: DemoSale;
};

/**
 * A notice of sale and what followed, in days ago. The seed keeps the law's
 * order (seed-loans.ts): the notice after the redemption period, emailed (the
 * customer agreed) or posted as a letter, and the listing and the sale only
 * from the first day the notice allows (14 clear days after it counts as given).
 */
export type DemoSale = {
  noticeDaysAgo: number;
  /** The letter's posting day, for a customer who did not agree to notices by email. */
  postedDaysAgo?: number;
  askingPrice: string;
  listedDaysAgo?: number;
  saleDaysAgo?: number;
  proceeds?: string;
  /** The costs of the sale, itemised (pounds). */
  expenses?: readonly { description: string; amount: string }[];
  surplusPaidDaysAgo?: number;
};

export type DemoPledgedItem = {
  description: string;
  category: ItemCategory;
  serialNumber?: string;
  storageLocation: string;
};

export type DemoPayment = {
  /** A withdrawal repays the credit and its daily interest after `withdrawalNoticeDaysAgo`. */
  kind: 'part' | 'extension' | 'redemption' | 'withdrawal';
  /** Pounds; a redemption's amount is worked out (the balance) when left out. */
  amount?: string;
  method: 'cash' | 'card' | 'bank';
  daysAgo: number;
};

/** How the registered customers fill in their contact details on forms. */
export const registeredContacts = {
  demo: {
    customerName: 'Sam Demo',
    customerPhone: '07700 900123',
    customerEmail: 'demo@example.com',
  },
  jordan: {
    customerName: 'Jordan Ellis',
    customerPhone: '07700 900456',
    customerEmail: 'jordan@example.com',
  },
} as const;
const demoContact = registeredContacts.demo;
const jordanContact = registeredContacts.jordan;

export const demoCashAdvances: readonly DemoCashAdvance[] = [
  // The demo customer: one in every status, and an active one already overdue.
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '18ct gold rope bracelet, 21cm, hallmarked, 9.8g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '320.00',
    status: 'pending',
    daysAgo: 0.2,
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Gaming laptop, 15.6", RTX 3060, 16GB RAM, boxed with charger',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '250.00',
    status: 'active',
    daysAgo: 6,
    noticesByEmail: true,
    items: [
      {
        description: 'Gaming laptop 15.6", RTX 3060, with charger',
        category: 'electronics',
        serialNumber: 'SN5CG1234XYZ',
        storageLocation: 'Safe B, shelf 2',
      },
    ],
    payments: [{ kind: 'part', amount: '50.00', method: 'card', daysAgo: 2 }],
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Yamaha acoustic guitar with hard case, some wear on the body',
    itemCategory: 'musical-instruments',
    collateralType: 'general',
    loanAmount: '85.50',
    status: 'active',
    daysAgo: 31,
    items: [
      {
        description: 'Yamaha acoustic guitar with hard case',
        category: 'musical-instruments',
        serialNumber: 'QJN140233',
        storageLocation: 'Back room, rack 1',
      },
    ],
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '9ct gold wedding band, size R, 4.1g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '120.00',
    status: 'approved',
    daysAgo: 2,
    offerAmount: '110.00',
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Tablet, 10.9" 64GB Wi-Fi, cracked corner of the screen',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '60.00',
    status: 'rejected',
    daysAgo: 15,
    rejectionReason: 'We cannot lend against a tablet with a cracked screen.',
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Steel automatic watch with box and papers',
    itemCategory: 'watches',
    collateralType: 'general',
    loanAmount: '400.00',
    status: 'processed',
    daysAgo: 24,
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '18V combi drill and impact driver twin pack with two batteries',
    itemCategory: 'tools',
    collateralType: 'general',
    loanAmount: '75.00',
    status: 'paid',
    daysAgo: 48,
    items: [
      {
        description: '18V combi drill and impact driver, two batteries',
        category: 'tools',
        storageLocation: 'Back room, shelf 4',
      },
    ],
    payments: [
      { kind: 'extension', method: 'cash', daysAgo: 20 },
      { kind: 'redemption', method: 'cash', daysAgo: 6 },
    ],
  },
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '22ct gold sovereign coin, 1978, in capsule',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '450.00',
    status: 'completed',
    daysAgo: 75,
  },

  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Silver pocket watch, Chester hallmark 1912, working',
    itemCategory: 'watches',
    collateralType: 'general',
    loanAmount: '70.00',
    status: 'forfeited',
    // £75 or less, forfeited once the six-month redemption period had ended (s.120(1)(a)).
    daysAgo: 230,
    items: [
      {
        description: 'Silver pocket watch, Chester 1912',
        category: 'watches',
        serialNumber: 'Hallmark Chester 1912',
        storageLocation: 'Safe A, drawer 3',
      },
    ],
    forfeitedDaysAgo: 40,
  },

  // Over £75 and past the redemption period: a notice of sale given five days ago…
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '9ct gold curb chain, 20 inch, 28 g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '200.00',
    status: 'sale_notice',
    daysAgo: 215,
    // The customer agreed to notices by email: the notice counts from the day it was sent.
    noticesByEmail: true,
    items: [
      {
        description: '9ct gold curb chain, 20 inch, 28 g',
        category: 'gold',
        serialNumber: 'Hallmark 375 Sheffield',
        storageLocation: 'Safe A, drawer 1',
      },
    ],
    sale: { noticeDaysAgo: 5, askingPrice: '320.00' },
  },
  // …and one sold, its surplus paid to the customer.
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: '9ct gold bangle, 14 g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '150.00',
    status: 'settled',
    daysAgo: 230,
    items: [
      {
        description: '9ct gold bangle, 14 g',
        category: 'gold',
        serialNumber: 'Hallmark 375 Birmingham',
        storageLocation: 'Safe A, drawer 2',
      },
    ],
    noticesByEmail: true,
    sale: {
      noticeDaysAgo: 40,
      askingPrice: '480.00',
      saleDaysAgo: 20,
      proceeds: '480.00',
      expenses: [
        { description: 'Cleaning and photographs', amount: '10.00' },
        { description: 'Hallmark check', amount: '5.00' },
      ],
      surplusPaidDaysAgo: 10,
    },
  },

  // The second registered customer.
  {
    owner: 'jordan',
    ...jordanContact,
    itemDescription: 'Games console 825GB with two controllers',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '180.00',
    status: 'active',
    daysAgo: 9,
    noticesByEmail: true,
    items: [
      {
        description: 'Games console 825GB and two controllers',
        category: 'electronics',
        serialNumber: 'E7023456789',
        storageLocation: 'Safe B, shelf 1',
      },
    ],
  },
  {
    owner: 'jordan',
    ...jordanContact,
    itemDescription: 'Signed football programme collection, 1990s, in binder',
    itemCategory: 'collectibles',
    collateralType: 'general',
    loanAmount: '40.00',
    status: 'pending',
    daysAgo: 0.5,
  },

  // Guests (no account): the spec's customer_<timestamp> user ids.
  {
    owner: 'guest',
    customerName: 'Aisha Khan',
    customerPhone: '07700 900210',
    customerEmail: 'aisha.khan@example.com',
    itemDescription: '9ct gold belcher chain, 24", 12.6g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '275.00',
    status: 'pending',
    daysAgo: 0.05,
  },
  {
    owner: 'guest',
    customerName: 'Liam O’Connor',
    customerPhone: '07700 900347',
    customerEmail: null,
    itemDescription: 'Mitre saw 210mm with stand, barely used',
    itemCategory: 'tools',
    collateralType: 'general',
    loanAmount: '95.00',
    status: 'active',
    daysAgo: 3,
    items: [
      {
        description: 'Mitre saw 210mm with stand',
        category: 'tools',
        storageLocation: 'Back room, floor',
      },
    ],
  },
  {
    owner: 'guest',
    customerName: 'Grace Wilson',
    customerPhone: '07700 900588',
    customerEmail: 'grace.w@example.com',
    itemDescription: 'Diamond cluster ring in 18ct white gold, size N',
    itemCategory: 'jewelry',
    collateralType: 'gold',
    loanAmount: '650.00',
    status: 'approved',
    daysAgo: 1,
    offerAmount: '600.00',
  },
  {
    owner: 'guest',
    customerName: 'Mohammed Ali',
    customerPhone: '07700 900619',
    customerEmail: 'm.ali@example.com',
    itemDescription: 'Smartphone 256GB, unlocked, boxed',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '210.00',
    status: 'processed',
    daysAgo: 12,
  },
  {
    owner: 'guest',
    customerName: 'Ellie Turner',
    customerPhone: '07700 900732',
    customerEmail: null,
    itemDescription: 'Vintage film camera with 50mm lens',
    itemCategory: 'other',
    collateralType: 'general',
    loanAmount: '35.00',
    status: 'rejected',
    daysAgo: 4,
    rejectionReason: 'The camera’s shutter does not work, so we cannot value it.',
  },
  {
    owner: 'guest',
    customerName: 'Daniel Hughes',
    customerPhone: '07700 900874',
    customerEmail: 'dan.hughes@example.com',
    itemDescription: 'Electric guitar and 20W practice amp',
    itemCategory: 'musical-instruments',
    collateralType: 'general',
    loanAmount: '150.00',
    status: 'paid',
    daysAgo: 35,
    items: [
      {
        description: 'Electric guitar, sunburst finish',
        category: 'musical-instruments',
        serialNumber: 'CY210987654',
        storageLocation: 'Back room, rack 2',
      },
      {
        description: '20W practice amplifier',
        category: 'musical-instruments',
        storageLocation: 'Back room, rack 2',
      },
    ],
    payments: [{ kind: 'redemption', method: 'card', daysAgo: 10 }],
  },
  {
    // Changed his mind within 14 days (s.66A): notice on day 3, repaid on day 9 with 9 days' interest.
    owner: 'guest',
    customerName: 'Liam Walsh',
    customerPhone: '07700 900927',
    customerEmail: 'liam.walsh@example.com',
    itemDescription: 'Mountain bike, 29in wheels, hydraulic disc brakes',
    itemCategory: 'other',
    collateralType: 'general',
    loanAmount: '240.00',
    status: 'withdrawn',
    daysAgo: 21,
    items: [
      {
        description: 'Mountain bike, 29in wheels, hydraulic disc brakes, frame no. WTU123456',
        category: 'other',
        serialNumber: 'WTU123456',
        storageLocation: 'Back room, bike rack',
      },
    ],
    withdrawalNoticeDaysAgo: 18,
    payments: [{ kind: 'withdrawal', method: 'cash', daysAgo: 12 }],
  },
  {
    owner: 'guest',
    customerName: 'Sophie Clarke',
    customerPhone: '07700 900915',
    customerEmail: 'sophie.clarke@example.com',
    itemDescription: 'Pair of 9ct gold hoop earrings and a gold locket, 7.3g in total',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '187.45',
    status: 'completed',
    daysAgo: 58,
  },
  {
    owner: 'guest',
    customerName: 'Ryan Patel',
    customerPhone: '07700 900956',
    customerEmail: null,
    itemDescription: 'Cordless vacuum cleaner with wall dock',
    itemCategory: 'other',
    collateralType: 'general',
    loanAmount: '45.00',
    status: 'forfeited',
    daysAgo: 220,
    items: [
      {
        description: 'Cordless vacuum cleaner with dock',
        category: 'other',
        storageLocation: 'Back room, floor',
      },
    ],
    forfeitedDaysAgo: 20,
  },
  // Listed for sale after its notice: still redeemable until it is sold.
  {
    owner: 'demo',
    ...demoContact,
    itemDescription: 'Electric guitar with hard case',
    itemCategory: 'musical-instruments',
    collateralType: 'general',
    loanAmount: '150.00',
    status: 'for_sale',
    daysAgo: 240,
    items: [
      {
        description: 'Electric guitar, sunburst, with hard case',
        category: 'musical-instruments',
        serialNumber: 'SN EG-88213',
        storageLocation: 'Back room, rack 1',
      },
    ],
    // No agreement to notices by email: the letter, posted the day after the notice.
    sale: { noticeDaysAgo: 31, postedDaysAgo: 30, askingPrice: '260.00', listedDaysAgo: 8 },
  },
  // Sold through the shop: the surplus is still owed to the customer.
  {
    owner: 'guest',
    customerName: 'Priya Shah',
    customerPhone: '07700 900982',
    customerEmail: null,
    itemDescription: '9ct gold signet ring, 6.1 g',
    itemCategory: 'gold',
    collateralType: 'gold',
    loanAmount: '100.00',
    status: 'sold',
    // Its redemption period ended some seven weeks ago, before the notice.
    daysAgo: 230,
    items: [
      {
        description: '9ct gold signet ring, 6.1 g',
        category: 'gold',
        serialNumber: 'Hallmark 375 London',
        storageLocation: 'Safe B, drawer 1',
      },
    ],
    // A guest without an email address: the notice went by post.
    sale: {
      noticeDaysAgo: 30,
      postedDaysAgo: 30,
      askingPrice: '320.00',
      saleDaysAgo: 3,
      proceeds: '320.00',
      expenses: [
        { description: 'Valuation', amount: '8.00' },
        { description: 'Ring cleaning', amount: '4.00' },
      ],
    },
  },
  {
    owner: 'guest',
    customerName: 'Chloe Bennett',
    customerPhone: '07700 900967',
    customerEmail: 'chloe.b@example.com',
    itemDescription: 'Smartwatch 45mm GPS with charger',
    itemCategory: 'electronics',
    collateralType: 'general',
    loanAmount: '70.00',
    status: 'active',
    daysAgo: 50,
    items: [
      {
        description: 'Smartwatch 45mm GPS with charger',
        category: 'electronics',
        serialNumber: 'GH7Q2LL/A',
        storageLocation: 'Safe B, shelf 3',
      },
    ],
  },
];

export type DemoRepair = {
  owner: DemoOwner;
  /** Contact details; stored for guests only (their record has no user). */
  customerName: string;
  customerPhone: string;
  customerEmail: string | null;
  deviceType: DeviceType;
  brandModel: string;
  problemDescription: string;
  /** Shop days from today; a Sunday moves to the next Monday (future) or Saturday (past). */
  dayOffset: number;
  preferredTime: RepairTimeSlot;
  status: RepairStatus;
  estimatedCost: string | null;
  daysAgo: number;
};

export const demoRepairs: readonly DemoRepair[] = [
  {
    owner: 'demo',
    ...demoContact,
    deviceType: 'console',
    brandModel: 'Sony PlayStation 5',
    problemDescription:
      'No picture on the TV: the HDMI port looks bent after the console was knocked off the stand.',
    dayOffset: -2,
    preferredTime: '11:00 AM - 1:00 PM',
    status: 'in_progress',
    estimatedCost: '89.00',
    daysAgo: 5,
  },
  {
    owner: 'demo',
    ...demoContact,
    deviceType: 'laptop',
    brandModel: 'Lenovo ThinkPad T480',
    problemDescription:
      'Cracked screen in the bottom-left corner, touchpad still works. Would like a quote for a new panel.',
    dayOffset: 2,
    preferredTime: '9:00 AM - 11:00 AM',
    // Cancelled, so the demo customer has one open booking and may book another (the cap is 2).
    status: 'cancelled',
    estimatedCost: null,
    daysAgo: 1,
  },
  {
    owner: 'demo',
    ...demoContact,
    deviceType: 'mac',
    brandModel: 'MacBook Pro 13" (2019)',
    problemDescription: 'Battery swollen and the trackpad no longer clicks.',
    dayOffset: -12,
    preferredTime: '3:00 PM - 5:00 PM',
    status: 'collected',
    estimatedCost: '129.00',
    daysAgo: 16,
  },
  {
    owner: 'jordan',
    ...jordanContact,
    deviceType: 'laptop',
    brandModel: 'Dell Inspiron 15 3000',
    problemDescription: 'Fan very loud and the laptop shuts down when gaming.',
    dayOffset: 4,
    preferredTime: '1:00 PM - 3:00 PM',
    status: 'scheduled',
    estimatedCost: null,
    daysAgo: 0.3,
  },
  {
    owner: 'guest',
    customerName: 'Priya Sharma',
    customerPhone: '07700 900158',
    customerEmail: 'priya.sharma@example.com',
    deviceType: 'desktop',
    brandModel: 'Custom gaming PC (Ryzen 5, GTX 1660)',
    problemDescription: 'Will not power on since a power cut; fans spin for a second then stop.',
    dayOffset: 1,
    preferredTime: '11:00 AM - 1:00 PM',
    status: 'scheduled',
    estimatedCost: null,
    daysAgo: 0.8,
  },
  {
    owner: 'guest',
    customerName: 'Tom Whitaker',
    customerPhone: '07700 900264',
    customerEmail: null,
    deviceType: 'laptop',
    brandModel: 'HP Pavilion 15',
    problemDescription: 'Tea spilled on the keyboard, several keys no longer type.',
    dayOffset: -3,
    preferredTime: '9:00 AM - 11:00 AM',
    status: 'ready',
    estimatedCost: '75.00',
    daysAgo: 6,
  },
  {
    owner: 'guest',
    customerName: 'Chloe Barnes',
    customerPhone: '07700 900391',
    customerEmail: 'chloe.b@example.com',
    deviceType: 'console',
    brandModel: 'Nintendo Switch',
    problemDescription: 'Left controller drifting and the console does not charge from the dock.',
    dayOffset: -5,
    preferredTime: '1:00 PM - 3:00 PM',
    status: 'cancelled',
    estimatedCost: null,
    daysAgo: 9,
  },
];

export type DemoOrder = {
  productSlug: string;
  buyer: 'demo' | 'jordan';
  totalAmount: string;
  deliveryAddress: string;
  status: 'pending' | 'delivered';
  /** Kept within the current month by the seeder. */
  daysAgo: number;
};

export const demoOrders: readonly DemoOrder[] = [
  {
    productSlug: 'headphones',
    buyer: 'jordan',
    totalAmount: '95.00',
    deliveryAddress: '14 Cardigan Road, Headingley, Leeds LS6 3AG',
    status: 'delivered',
    daysAgo: 6,
  },
  {
    productSlug: 'socket-set',
    buyer: 'jordan',
    totalAmount: '35.00',
    deliveryAddress: '14 Cardigan Road, Headingley, Leeds LS6 3AG',
    status: 'pending',
    daysAgo: 2,
  },
  {
    productSlug: 'dumbbells',
    buyer: 'demo',
    totalAmount: '45.00',
    deliveryAddress: '7 Town Street, Beeston, Leeds LS11 8PN',
    status: 'pending',
    daysAgo: 0.1,
  },
];
