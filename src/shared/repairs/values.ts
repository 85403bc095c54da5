/** Repair value lists (spec section 3) and the shop's repair desk statuses. */

export const deviceTypes = [
  { value: 'laptop', label: 'Laptop' },
  { value: 'desktop', label: 'Desktop Computer' },
  { value: 'mac', label: 'Apple Mac' },
  { value: 'console', label: 'Gaming Console' },
] as const;
export type DeviceType = (typeof deviceTypes)[number]['value'];
export const deviceTypeValues = deviceTypes.map((d) => d.value) as [DeviceType, ...DeviceType[]];

export const repairTimeSlots = [
  '9:00 AM - 11:00 AM',
  '11:00 AM - 1:00 PM',
  '1:00 PM - 3:00 PM',
  '3:00 PM - 5:00 PM',
] as const;
export type RepairTimeSlot = (typeof repairTimeSlots)[number];

export const repairStatuses = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'ready', label: 'Ready to Collect' },
  { value: 'collected', label: 'Collected' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;
export type RepairStatus = (typeof repairStatuses)[number]['value'];
export const repairStatusValues = repairStatuses.map((s) => s.value) as [
  RepairStatus,
  ...RepairStatus[],
];

/** Bookings still open: the shop has not finished with them (not collected, not cancelled). */
export const openRepairStatuses = [
  'scheduled',
  'in_progress',
  'ready',
] as const satisfies readonly RepairStatus[];

/** "Laptop – Dell XPS 13": how a booking is named in the activity log and toasts. */
export function repairTitle(repair: { deviceType: string; brandModel: string }): string {
  const label = deviceTypes.find((d) => d.value === repair.deviceType)?.label ?? repair.deviceType;
  return `${label} – ${repair.brandModel}`;
}

/** "Ready": a status as the pages name it. */
export const repairStatusLabel = (status: RepairStatus): string =>
  repairStatuses.find((s) => s.value === status)?.label ?? status;
