import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReportName, ReportRange } from '@shared/reports/schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { reportCsvHref } from '../api/get-reports';

type Cell = string | number;

/** One report: its chart with its table beside it, and the table as CSV. */
export function ReportSection({
  name,
  title,
  range,
  chart,
  columns,
  rows,
}: {
  name: ReportName;
  title: string;
  range: ReportRange;
  chart: ReactNode;
  columns: string[];
  rows: Cell[][];
}) {
  const headingId = `report-${name}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3 break-inside-avoid">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-brand-950">
          {title}
        </h2>
        <Button asChild variant="outline" size="sm" className="print:hidden">
          <a href={reportCsvHref(range, name)} download>
            <Download aria-hidden="true" />
            CSV
          </a>
        </Button>
      </div>
      <Card className="grid gap-4 p-4 lg:grid-cols-2">
        <div>{chart}</div>
        <div className="max-h-72 overflow-auto">
          <Table>
            <caption className="sr-only">{title}</caption>
            <TableHeader className="sticky top-0 bg-muted">
              <TableRow className="hover:bg-transparent">
                {columns.map((column, index) => (
                  <TableHead key={column} className={index > 0 ? 'text-right' : undefined}>
                    {column}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map(([first, ...rest]) => (
                <TableRow key={String(first)}>
                  <TableHead scope="row" className="font-medium">
                    {first}
                  </TableHead>
                  {rest.map((cell, index) => (
                    <TableCell key={index} className="text-right tabular-nums">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </Card>
    </section>
  );
}
