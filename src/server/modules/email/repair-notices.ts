/**
 * The messages of a repair booking, each with the tracking link that needs no
 * sign-in (`<PUBLIC_URL>/track/<tracking code>`).
 */
import { parsePennies } from '@shared/money-math';
import { repairTitle } from '@shared/repairs/schemas';
import { formatSlotTimes } from '@shared/repairs/slots';
import { deviceTypes } from '@shared/repairs/values';
import type { Repair } from '../../db/schema';
import type { NoticeWriter } from './notice-writer';
import type { Writer } from './outbox';
import type { Addressee } from './recipients';

/** "Laptop": the kind of device, chosen from the shop's list (no words of the visitor's). */
const deviceLabel = (repair: Repair) =>
  deviceTypes.find((type) => type.value === repair.deviceType)?.label ?? 'Device';

const addresseeOf = (repair: Repair): Addressee => ({
  userId: repair.userId,
  guestEmail: repair.customerEmail,
  name: repair.customerName,
});

export function repairNotices(writer: NoticeWriter) {
  const trackingUrl = (repair: Repair) =>
    writer.link(`/track/${encodeURIComponent(repair.trackingCode)}`);

  return {
    repairBooked: async (tx: Writer, repair: Repair): Promise<void> => {
      await writer.notify(tx, addresseeOf(repair), 'update', {
        template: 'repairBooked',
        dedupeKey: `repair-booked:${repair.id}`,
        // Anyone may type anyone's address: the visitor's own words only to their confirmed one.
        props: ({ name, ownConfirmed }) => ({
          name,
          device: ownConfirmed ? repairTitle(repair) : deviceLabel(repair),
          problem: ownConfirmed ? repair.problemDescription : null,
          date: repair.preferredDate,
          slot: formatSlotTimes(repair.preferredDate, repair.preferredTime),
          trackingUrl: trackingUrl(repair),
        }),
      });
    },

    /**
     * After a desk change: the estimate once it is set (again when it changes),
     * and "ready to collect" when the repair first gets there.
     */
    repairChanged: async (tx: Writer, before: Repair, after: Repair): Promise<void> => {
      const cost = after.estimatedCost;
      const costChanged =
        cost !== null &&
        (before.estimatedCost === null ||
          parsePennies(before.estimatedCost) !== parsePennies(cost));
      if (costChanged) {
        await writer.notify(tx, addresseeOf(after), 'update', {
          template: 'repairDiagnosed',
          dedupeKey: `repair-estimate:${after.id}:${cost}`,
          props: ({ name }) => ({
            name,
            device: repairTitle(after),
            estimatedCost: cost,
            trackingUrl: trackingUrl(after),
          }),
        });
      }
      if (after.status === 'ready' && before.status !== 'ready') {
        await writer.notify(tx, addresseeOf(after), 'update', {
          template: 'repairReady',
          dedupeKey: `repair-ready:${after.id}`,
          props: ({ name }) => ({
            name,
            device: repairTitle(after),
            estimatedCost: after.estimatedCost,
            trackingUrl: trackingUrl(after),
          }),
        });
      }
    },
  };
}
