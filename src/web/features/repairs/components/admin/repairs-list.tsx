import { Mail, Phone, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatGBP } from '@shared/money';
import type { AdminRepair } from '@shared/repairs/schemas';
import { formatSlotTimes } from '@shared/repairs/slots';
import { deviceTypes } from '@shared/repairs/values';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatCalendarDate } from '@web/components/ui/date-picker-format';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { cn } from '@web/lib/cn';
import { ProblemText } from '@web/features/repairs/components/admin/problem-text';
import { RepairActions } from '@web/features/repairs/components/admin/repair-actions';
import { RepairStatusBadge } from '@web/features/repairs/components/repair-status-badge';

type RepairsListProps = {
  repairs: readonly AdminRepair[];
  /** Today in London, to mark today's book-ins. */
  today: string;
  /** A booking's own history (the owner's audit trail), shown on demand. */
  history?: ((repairId: string) => ReactNode) | undefined;
};

/** "History" under a booking's actions: drawn (and fetched) only once asked for. */
function HistoryToggle({ show }: { show: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide history' : 'History'}
      </Button>
      {open ? show() : null}
    </div>
  );
}

const deviceLabel = (value: string) => deviceTypes.find((d) => d.value === value)?.label ?? value;

/** On wide screens a table; on phones and tablets a card per booking (same facts, same actions). */
export function RepairsList({ repairs, today, history }: RepairsListProps) {
  return (
    <>
      <div className="hidden xl:block">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Appointment</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Device</TableHead>
              <TableHead>Problem</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Estimate</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {repairs.map((repair) => (
              <TableRow key={repair.id} className="align-top">
                <TableCell className="align-top whitespace-nowrap">
                  <When repair={repair} today={today} />
                </TableCell>
                <TableCell className="min-w-48 align-top">
                  <Customer repair={repair} />
                </TableCell>
                <TableCell className="max-w-44 min-w-32 align-top">
                  <Device repair={repair} />
                </TableCell>
                <TableCell className="max-w-64 min-w-40 align-top">
                  <ProblemText text={repair.problemDescription} />
                </TableCell>
                <TableCell className="align-top">
                  <RepairStatusBadge status={repair.status} />
                </TableCell>
                <TableCell className="text-right align-top whitespace-nowrap tabular-nums">
                  <Estimate value={repair.estimatedCost} />
                </TableCell>
                <TableCell className="align-top">
                  <RepairActions repair={repair} className="flex-col items-stretch" />
                  {history ? <HistoryToggle show={() => history(repair.id)} /> : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul
        className="divide-y divide-border sm:grid sm:gap-3 sm:divide-y-0 sm:p-4 md:grid-cols-2 xl:hidden"
        aria-label="Repair bookings"
      >
        {repairs.map((repair) => (
          <li
            key={repair.id}
            className="grid content-start gap-3 px-4 py-4 sm:rounded-lg sm:border sm:border-border sm:bg-card"
          >
            <div className="flex items-start justify-between gap-3">
              <When repair={repair} today={today} />
              <RepairStatusBadge status={repair.status} />
            </div>
            <Device repair={repair} />
            <ProblemText text={repair.problemDescription} />
            <div className="flex flex-wrap items-end justify-between gap-3">
              <Customer repair={repair} />
              <p className="text-sm">
                <span className="text-muted-foreground">Estimate: </span>
                <Estimate value={repair.estimatedCost} />
              </p>
            </div>
            <RepairActions
              repair={repair}
              className="grid grid-cols-2 [&>button]:w-full [&>button]:px-2"
            />
            {history ? <HistoryToggle show={() => history(repair.id)} /> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function When({ repair, today }: { repair: AdminRepair; today: string }) {
  return (
    <div className="grid gap-0.5">
      <p className="flex items-center gap-2 font-semibold">
        {formatCalendarDate(repair.preferredDate, 'short')}
        {repair.preferredDate === today ? <Badge variant="accent">Today</Badge> : null}
      </p>
      <p className="text-sm text-muted-foreground tabular-nums">
        {formatSlotTimes(repair.preferredDate, repair.preferredTime)}
      </p>
    </div>
  );
}

function Device({ repair }: { repair: AdminRepair }) {
  return (
    <div className="grid gap-0.5">
      <p className="font-semibold">{deviceLabel(repair.deviceType)}</p>
      <p className="text-sm break-words text-muted-foreground">{repair.brandModel}</p>
    </div>
  );
}

function Customer({ repair }: { repair: AdminRepair }) {
  const name = repair.customerName ?? repair.accountUsername ?? 'Guest';
  const linkClass =
    'inline-flex items-center gap-1.5 text-sm text-brand-700 underline-offset-4 hover:underline [&_svg]:size-3.5 [&_svg]:shrink-0';
  return (
    <div className="grid min-w-0 gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
        {name}
        {repair.accountUsername ? (
          <Badge variant="outline" className="font-medium">
            <UserRound aria-hidden="true" />
            {repair.accountUsername === name ? 'Account' : `Account: ${repair.accountUsername}`}
          </Badge>
        ) : (
          <Badge variant="muted">Guest</Badge>
        )}
      </p>
      {repair.customerPhone ? (
        <a href={`tel:${repair.customerPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>
          <Phone aria-hidden="true" />
          <span className="sr-only">Call</span> {repair.customerPhone}
        </a>
      ) : null}
      {repair.customerEmail ? (
        <a
          href={`mailto:${repair.customerEmail}`}
          className={cn(linkClass, '[overflow-wrap:anywhere]')}
        >
          <Mail aria-hidden="true" />
          <span className="sr-only">Email</span> {repair.customerEmail}
        </a>
      ) : null}
      {!repair.customerPhone && !repair.customerEmail ? (
        <p className="text-sm text-muted-foreground">No contact details</p>
      ) : null}
    </div>
  );
}

function Estimate({ value }: { value: string | null }) {
  return value ? (
    <span className="font-semibold">{formatGBP(value)}</span>
  ) : (
    <span className="text-muted-foreground">Not set</span>
  );
}
