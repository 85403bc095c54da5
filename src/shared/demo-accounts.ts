/**
 * The demo logins seeded in demo mode (PRODUCT.md "Demo mode"). The login page
 * shows the customer's; the README lists them all.
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
/** A member of staff (not an owner): runs the desks, cannot forfeit, export or manage staff (issue 29). */
export const demoStaff = {
  username: 'staff',
  password: 'staff1234',
  email: 'staff@example.com',
} as const;
