import { RecordHistory } from '@web/features/audit/components/record-history';
import { BooksEntriesLink } from '@web/features/ledger/components/books-entries-link';
import { Mail, Phone } from 'lucide-react';
import { useParams } from 'react-router';
import type { Loan } from '@shared/cash-advances/agreement-schemas';
import { formatDateTimeUK } from '@shared/dates';
import { formatGBP } from '@shared/money';
import { PageContainer } from '@web/components/page/page-container';
import { paths } from '@web/lib/paths';
import { usePageMeta } from '@web/lib/use-page-meta';
import { useAdminCashAdvance } from '@web/features/cash-advances/api/get-admin-cash-advance';
import { LoanActions } from '@web/features/cash-advances/components/admin/loan-actions';
import { RedemptionAndSale } from '@web/features/cash-advances/components/admin/redemption-and-sale';
import {
  LoanFigures,
  LoanPayments,
  PledgedItems,
} from '@web/features/cash-advances/components/loan-details';
import {
  BackLink,
  LoanHeading,
  LoanPlaceholder,
  LoanSection,
} from '@web/features/cash-advances/components/loan-page-parts';
import { RequestPhotoThumbnails } from '@web/features/cash-advances/components/request-photo-thumbnails';
import { formatDay } from '@web/features/cash-advances/loan-facts';

function RequestDetails({ loan }: { loan: Loan }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted-foreground">Customer</dt>
        <dd className="font-semibold">{loan.customerName ?? 'Guest'}</dd>
        {loan.customerPhone ? (
          <dd>
            <a
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
              href={`tel:${loan.customerPhone.replace(/[^\d+]/g, '')}`}
            >
              <Phone className="size-4" aria-hidden="true" />
              {loan.customerPhone}
            </a>
          </dd>
        ) : null}
        {loan.customerEmail ? (
          <dd>
            <a
              className="inline-flex items-center gap-1.5 text-brand-700 hover:underline"
              href={`mailto:${loan.customerEmail}`}
            >
              <Mail className="size-4" aria-hidden="true" />
              {loan.customerEmail}
            </a>
          </dd>
        ) : null}
      </div>
      {loan.dateOfBirth ? (
        <div>
          <dt className="text-muted-foreground">Date of birth</dt>
          <dd>{formatDay(loan.dateOfBirth)}</dd>
        </div>
      ) : null}
      {loan.address ? (
        <div>
          <dt className="text-muted-foreground">Address</dt>
          <dd className="break-words whitespace-pre-line">{loan.address}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-muted-foreground">Requested</dt>
        <dd>
          {formatGBP(loan.requestedAmount)} on {formatDateTimeUK(loan.createdAt)}
        </dd>
        <dd className="mt-1 text-muted-foreground">{loan.itemDescription}</dd>
      </div>
      {loan.offerAmount ? (
        <div>
          <dt className="text-muted-foreground">Indicative offer</dt>
          <dd>
            {formatGBP(loan.offerAmount)}
            {loan.offerNote ? ` — ${loan.offerNote}` : null}
          </dd>
        </div>
      ) : null}
      {loan.rejectionReason ? (
        <div>
          <dt className="text-muted-foreground">Rejected because</dt>
          <dd>{loan.rejectionReason}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-muted-foreground">ID checked</dt>
        <dd>{loan.idChecked ? 'Yes' : 'Not yet'}</dd>
      </div>
    </dl>
  );
}

/** One loan of the pawn book: the request, the agreement, items, ledger and the allowed moves. */
export function AdminCashAdvancePage() {
  const { id = '' } = useParams();
  const query = useAdminCashAdvance(id);
  const loan = query.data;
  usePageMeta({
    title: loan ? `Cash Advance ${loan.agreementNumber}` : 'Cash Advance',
    noindex: true,
  });

  return (
    <PageContainer className="max-w-5xl">
      <BackLink to={paths.admin.cashAdvances}>All cash advance requests</BackLink>
      {!loan ? (
        <LoanPlaceholder query={query} />
      ) : (
        <div className="grid gap-6">
          <LoanHeading loan={loan} />
          {loan.careNote ? (
            // Seen first, on every loan of this customer (decision 039).
            <p
              role="note"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
            >
              <strong>Extra care:</strong> {loan.careNote}
            </p>
          ) : null}
          <LoanActions loan={loan} />
          <LoanSection title="Request">
            <RequestDetails loan={loan} />
          </LoanSection>
          <RequestPhotoThumbnails loan={loan} />
          <LoanSection title={loan.startDate ? 'Agreement' : 'Figures requested'}>
            <LoanFigures loan={loan} />
          </LoanSection>
          {loan.startDate ? (
            <LoanSection title="Redemption and sale">
              <RedemptionAndSale loan={loan} />
            </LoanSection>
          ) : null}
          <LoanSection title="Items">
            <PledgedItems loan={loan} />
          </LoanSection>
          <LoanSection title="Payments">
            <LoanPayments loan={loan} staff />
          </LoanSection>
          <BooksEntriesLink reference={loan.id} />
          <RecordHistory entity="loan" entityId={loan.id} />
        </div>
      )}
    </PageContainer>
  );
}
