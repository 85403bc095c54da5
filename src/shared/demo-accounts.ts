/**
 * The demo logins seeded in demo mode (PRODUCT.md "Demo mode"). The login page
 * shows the customer's; the README lists both.
 */
export const demoCustomer = {
  username: 'demo',
  password: 'demo1234',
  email: 'demo@example.com',
} as const;
export const demoAdmin = {
  username: 'admin',
  password: 'admin1234',
  email: 'admin@example.com',
} as const;
