import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { noticeOfSaleSchema, noticePostedSchema } from '@shared/cash-advances/agreement-schemas';
import { deemedDelivery, saleAllowedAfterNotice } from '@shared/cash-advances/notice-delivery';
import { NOTICE_OF_SALE_DAYS } from '@shared/cash-advances/pawn-book-values';
import { formatGBP } from '@shared/money';
import { daysBetween, parseYmd, todayInLondon } from '@shared/repairs/dates';
import { FormField } from '@web/components/form/form-field';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Input } from '@web/components/ui/input';
import { MoneyInput } from '@web/components/ui/money-input';
import { toast } from '@web/components/ui/use-toast';
import { useGiveNoticeOfSale } from '@web/features/cash-advances/api/give-notice-of-sale';
import { useListForSale } from '@web/features/cash-advances/api/list-for-sale';
import { useMarkNoticePosted } from '@web/features/cash-advances/api/mark-notice-posted';
import {
  LoanDialog,
  toastRefusal,
  WorkedFigures,
  type LoanDialogProps,
} from '@web/features/cash-advances/components/admin/loan-dialog';
import { dayOf, formatDay, poundsOf, positionOn } from '@web/features/cash-advances/loan-facts';

/** The first day of sale after a letter posted on `day`: 14 clear days from its deemed delivery. */
const saleAllowedAfterPosting = (day: string) => saleAllowedAfterNotice(deemedDelivery(day));

const isDay = (value: string) => parseYmd(value) !== null;

/**
 * The shared schema, with a blank "given on" meaning "today" (the date field
 * sends ''), and a notice on paper dated between the end of the redemption
 * period and today, as the server requires.
 */
const noticeFormSchema = (earliest: string | null) =>
  z.object({
    askingPrice: noticeOfSaleSchema.shape.askingPrice,
    givenOn: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(noticeOfSaleSchema.shape.givenOn)
      .refine(
        (value) => value === undefined || daysBetween(value, todayInLondon()) >= 0,
        'A notice given on paper cannot be dated in the future',
      )
      .refine(
        (value) => value === undefined || earliest === null || daysBetween(earliest, value) >= 0,
        `A notice can be dated from ${earliest ? formatDay(earliest) : 'the end of the redemption period'}`,
      ),
  });

/**
 * Notice of intention to sell (Consumer Credit Act 1974 s.121): a loan over £75
 * after its redemption period. Shows what is owed and the first day of sale,
 * then gives it: by email to a customer who agreed to notices by email (it
 * counts from today), otherwise as a letter to print and post (it counts from
 * its deemed delivery, once its posting day is recorded).
 */
export function NoticeOfSaleDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const give = useGiveNoticeOfSale();
  const today = todayInLondon();
  const form = useZodForm<
    { askingPrice: string; givenOn: string },
    z.input<typeof noticeOfSaleSchema>
  >({
    schema: noticeFormSchema(loan.noticeOfSaleFrom),
    blankMessages: { askingPrice: 'Asking price is required' },
    mode: 'onSubmit',
    defaultValues: { askingPrice: '', givenOn: '' },
  });
  const givenOn = useWatch({ control: form.control, name: 'givenOn' });
  const onPaper = isDay(givenOn) && daysBetween(givenOn, today) > 0 ? givenOn : null;
  const day = onPaper ?? today;
  const owed = onPaper ? positionOn(loan, onPaper)?.balance : null;
  const rows: [string, string][] = [
    onPaper
      ? [
          `Owed on ${formatDay(onPaper)}`,
          owed === null || owed === undefined ? '—' : poundsOf(owed),
        ]
      : ['Owed today', formatGBP(loan.balance)],
    ['Each further day', `${formatGBP(loan.dailyInterest)} a day`],
  ];
  if (loan.redemptionPeriodEnds) {
    rows.push(['Redemption period ended', formatDay(loan.redemptionPeriodEnds)]);
  }
  // By email only to a customer who agreed to it at the agreement (s.176A), and not on paper.
  const byEmail = loan.noticesByEmail && loan.noticeEmail !== null && !onPaper;
  if (byEmail) {
    rows.push(['Sent by email to', loan.noticeEmail ?? '']);
    rows.push([
      `Sale allowed from (at least ${NOTICE_OF_SALE_DAYS} clear days)`,
      formatDay(saleAllowedAfterNotice(today)),
    ]);
  } else {
    rows.push(['Given by', 'Letter, posted first class']);
    rows.push([
      `Sale allowed from, if posted ${onPaper ? 'that day' : 'today'}`,
      formatDay(saleAllowedAfterPosting(day)),
    ]);
  }

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Notice of intention to sell"
      description={`${loan.agreementNumber}: the redemption period has ended and ${formatGBP(loan.loanAmount)} was lent, so the items may be sold after written notice. ${byEmail ? 'The customer agreed to notices by email: it goes to them by email now, and counts from today.' : `The customer did not agree to notices by email: the notice is the letter for you to print and post, and it counts from the second working day after posting (${NOTICE_OF_SALE_DAYS} clear days run from then).`} They can still redeem until the sale.`}
      pending={give.isPending}
      confirmLabel="Give notice"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          give.mutate(
            { id: loan.id, input },
            {
              onSuccess: (answer) => {
                const from = answer.noticeOfSale?.saleAllowedFrom;
                toast({
                  title: 'Notice of Sale Given',
                  description: from
                    ? `Sale allowed from ${formatDay(from)}.`
                    : input.givenOn
                      ? 'Entered as given on paper: not sent again. Mark it posted on the day the letter went: the sale is dated from its delivery.'
                      : 'Print the letter, post it first class, then mark it posted: the sale is dated from its delivery.',
                });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <WorkedFigures rows={rows} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="askingPrice"
          label="Asking price (£)"
          required
          hint="The price the notice tells the customer: near its true market value."
        >
          {(control) => <MoneyInput min="0.01" {...control} />}
        </FormField>
        <FormField
          form={form}
          name="givenOn"
          label="Notice given on (if on paper)"
          hint="Only for a notice already given on paper: it is not sent again."
        >
          {(control) => (
            <Input type="date" min={loan.noticeOfSaleFrom ?? undefined} max={today} {...control} />
          )}
        </FormField>
      </div>
    </LoanDialog>
  );
}

/**
 * The printed notice went in the post. For a customer who did not agree to
 * notices by email it is the notice: the sale waits 14 clear days from its
 * deemed delivery (the second working day after posting). A notice already
 * emailed keeps its day; the letter is a copy.
 */
export function NoticePostedDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const mark = useMarkNoticePosted();
  const today = todayInLondon();
  const notice = loan.noticeOfSale;
  const given = notice ? dayOf(notice.givenAt) : today;
  const form = useZodForm<{ postedAt: string }, z.output<typeof noticePostedSchema>>({
    schema: noticePostedSchema,
    blankMessages: { postedAt: 'Posted on is required' },
    mode: 'onSubmit',
    defaultValues: { postedAt: notice?.postedAt ? dayOf(notice.postedAt) : today },
  });
  const postedAt = useWatch({ control: form.control, name: 'postedAt' });
  const emailed = notice?.deliveredBy === 'email';
  const current = notice?.saleAllowedFrom ?? null;
  const rows: [string, string][] = [
    ['Notice given on', formatDay(given)],
    ['Sale allowed from now', current ? formatDay(current) : 'Not yet: the letter is not posted'],
  ];
  if (emailed) {
    rows.push(['The email counts', 'Posting a copy does not change the day of sale']);
  } else if (isDay(postedAt)) {
    rows.push(['Treated as delivered on', formatDay(deemedDelivery(postedAt))]);
    rows.push(['Sale allowed from once posted', formatDay(saleAllowedAfterPosting(postedAt))]);
  }

  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record the posting of the notice"
      description={`${loan.agreementNumber}: the day the printed notice of sale went in the post, first class. It is treated as delivered on the second working day after posting (Monday to Friday, not a bank holiday), and the customer has at least ${NOTICE_OF_SALE_DAYS} clear days from then to redeem before a sale.`}
      pending={mark.isPending}
      confirmLabel="Mark posted"
      onSubmit={() =>
        void form.handleSubmit((input) =>
          mark.mutate(
            { id: loan.id, postedAt: input.postedAt },
            {
              onSuccess: (answer) => {
                const from = answer.noticeOfSale?.saleAllowedFrom;
                toast({
                  title: 'Notice Marked Posted',
                  description: from ? `Sale allowed from ${formatDay(from)}.` : 'Saved.',
                });
                onOpenChange(false);
              },
              onError: toastRefusal,
            },
          ),
        )()
      }
    >
      <WorkedFigures rows={rows} />
      <FormField form={form} name="postedAt" label="Posted on" required>
        {(control) => <Input type="date" min={given} max={today} {...control} />}
      </FormField>
    </LoanDialog>
  );
}

/**
 * From the day the notice allows: each held item becomes a draft product
 * priced at its share of the asking price, for staff to photograph and list.
 */
export function ListForSaleDialog({ loan, open, onOpenChange }: LoanDialogProps) {
  const list = useListForSale();
  const held = loan.items.filter((item) => item.status === 'held').length;
  const rows: [string, string][] = [['Owed today', formatGBP(loan.balance)]];
  if (loan.noticeOfSale) rows.push(['Asking price', formatGBP(loan.noticeOfSale.askingPrice)]);
  rows.push(['Items to list', String(held)]);
  return (
    <LoanDialog
      open={open}
      onOpenChange={onOpenChange}
      title="List the items for sale?"
      description={`${loan.agreementNumber}: each item becomes a draft product in Product Management (Drafts), priced at its share of the asking price, for you to describe, photograph, check and list. The customer can still redeem until the sale: a redemption takes them off sale.`}
      pending={list.isPending}
      confirmLabel="List for sale"
      onSubmit={() =>
        list.mutate(
          { id: loan.id },
          {
            onSuccess: (answer) => {
              const count = answer.productIds.length;
              toast({
                title: 'Listed for Sale',
                description: `${count} draft product${count === 1 ? '' : 's'} added to stock: describe, photograph and list ${count === 1 ? 'it' : 'them'} in Product Management.`,
              });
              onOpenChange(false);
            },
            onError: toastRefusal,
          },
        )
      }
    >
      <WorkedFigures rows={rows} />
    </LoanDialog>
  );
}
