/**
 * The messages of a repair booking, each with the tracking link that needs no
 * sign-in (`<PUBLIC_URL>/track/<tracking code>`).
 */
import { parsePennies, penniesToDecimal } from '@shared/money-math';
import { estimateTotalPennies } from '@shared/repairs/estimates';
import { formatGBP } from '@shared/money';
import { repairTitle } from '@shared/repairs/schemas';
import { formatSlotTimes } from '@shared/repairs/slots';
import { deviceTypes } from '@shared/repairs/values';
import type { Repair } from '../../db/schema';
import type { Tx } from '../../db/client';
import { estimateLinesOf, pennies } from '../repairs/bill';
import { readyDay } from '../repairs/uncollected';
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
    /** The estimate (or a revised one) to approve or decline from the tracking page. */
    repairEstimateSent: async (tx: Tx, repair: Repair, revised: boolean): Promise<void> => {
      const lines = await estimateLinesOf(tx, repair.id);
      await writer.notify(tx, addresseeOf(repair), 'update', {
        template: 'repairEstimate',
        dedupeKey: `repair-estimate:${repair.id}:v${repair.estimateVersion}`,
        props: ({ name }) => ({
          name,
          device: repairTitle(repair),
          lines: lines.map(
            (line) =>
              `${line.description} × ${line.quantity}: ${formatGBP(penniesToDecimal(line.quantity * line.unitPricePennies))}`,
          ),
          total: penniesToDecimal(estimateTotalPennies(lines)),
          diagnosticFee: penniesToDecimal(pennies(repair.diagnosticFee)),
          revised,
          trackingUrl: trackingUrl(repair),
        }),
      });
    },

    /** A reminder (saleAfter null) or the uncollected goods notice (legal: always sent). */
    repairUncollected: (
      tx: Writer,
      repair: Repair,
      owed: string,
      saleAfter: string | null,
      dedupeKey: string,
    ): Promise<boolean> =>
      writer.notify(tx, addresseeOf(repair), saleAfter ? 'legal' : 'reminder', {
        template: 'repairUncollected',
        dedupeKey,
        props: ({ name }) => ({
          name,
          device: repairTitle(repair),
          readySince: readyDay(repair) ?? '',
          owed,
          saleAfter,
          trackingUrl: trackingUrl(repair),
        }),
      }),

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
