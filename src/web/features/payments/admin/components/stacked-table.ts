/**
 * Below 640 px each row of the payments tables becomes a card (one DOM for both
 * layouts), every cell labelled from its data-label: the pattern of the loan
 * requests table, until the shared data-table shell of ENGINEERING.md exists.
 */
export const stacked = {
  /** The column heads are read out, not shown, once rows are cards. */
  header: 'max-sm:sr-only',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:p-4',
  cell: 'max-sm:p-0 max-sm:text-left max-sm:before:mb-0.5 max-sm:before:block max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
  /** A cell that spans the card (the row's title, long ids). */
  wide: 'max-sm:col-span-2',
};
