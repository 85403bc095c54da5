/**
 * `app.notices`: one function per event that sends a message, each taking the
 * event's open transaction. Routes hand them to the repository functions that
 * own the transactions, so a message is written with its event or not at all.
 */
import { cashAdvanceNotices } from './cash-advance-notices';
import { NoticeWriter, type NoticeSettings } from './notice-writer';
import { orderNotices } from './order-notices';
import { repairNotices } from './repair-notices';

export function createNotices(settings: NoticeSettings) {
  const writer = new NoticeWriter(settings);
  return {
    ...cashAdvanceNotices(writer),
    ...repairNotices(writer),
    ...orderNotices(writer),
    /** An owner's invitation to a member of staff (issue 29), to the invited address itself. */
    staffInvite: (
      tx: Parameters<NoticeWriter['write']>[0],
      to: string,
      inviteId: string,
      props: { inviteUrl: string; roleLabel: string; invitedBy: string },
    ) => writer.write(tx, to, 'staffInvite', props, `staff-invite:${inviteId}`),
    /** Any other message, e.g. the address confirmation (`evenUnconfirmed`). */
    notify: writer.notify.bind(writer),
  };
}

export type Notices = ReturnType<typeof createNotices>;
