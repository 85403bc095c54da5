import { useRef } from 'react';
import { PageContainer } from '@web/components/page/page-container';
import { CashAdvanceHero } from '@web/features/cash-advances/components/cash-advance-parts';
import type { CashAdvanceFormHandle } from '@web/features/cash-advances/components/cash-advance-form';
import { LoanCalculator } from '@web/features/cash-advances/components/loan-calculator';
import { lazyPart } from '@web/lib/lazy-part';
import { usePageMeta } from '@web/lib/use-page-meta';

// The request form's code (its checks, pickers and photo upload) hydrates on first use.
const CashAdvanceForm = lazyPart(() =>
  import('@web/features/cash-advances/components/cash-advance-form').then((m) => m.CashAdvanceForm),
);

/** Resolves once the page can be drawn whole (its hero's code, when it needs it). */
export const cashAdvancePartsReady = () => CashAdvanceHero.ready();

export function CashAdvancePage() {
  usePageMeta({
    title: 'Cash Advances',
    description:
      'Cash advances against gold, jewellery, electronics and other valuables in Leeds, with cash the same day. No credit check: we lend against your item, and you never owe more than it fetches.',
  });
  const form = useRef<CashAdvanceFormHandle>(null);
  return (
    <>
      <CashAdvanceHero />
      <PageContainer>
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
          <CashAdvanceForm ref={form} />
          <div className="lg:sticky lg:top-24">
            <LoanCalculator
              // The form may not have hydrated yet (it does on first use): it does now, then takes them.
              onUseAmount={(estimate) =>
                void CashAdvanceForm.ready().then(() => form.current?.applyEstimate(estimate))
              }
            />
          </div>
        </div>
      </PageContainer>
    </>
  );
}
