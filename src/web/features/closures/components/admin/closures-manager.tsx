import { CalendarX, Trash2 } from 'lucide-react';
import { createClosureSchema, type ClosureList } from '@shared/calendar/closure-schemas';
import { describeDay } from '@shared/orders/fulfilment-date';
import { FormField } from '@web/components/form/form-field';
import { SubmitButton } from '@web/components/form/submit-button';
import { useZodForm } from '@web/components/form/use-zod-form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api-client';
import { useAddClosure, useRemoveClosure } from '@web/features/closures/api/closures';

type ClosureFormValues = { date: string; reason: string };

/** The form that closes the shop on a day. */
function AddClosureForm() {
  const add = useAddClosure();
  const form = useZodForm<ClosureFormValues, { date: string; reason: string }>({
    schema: createClosureSchema,
    defaultValues: { date: '', reason: '' },
    blankMessages: { date: 'Date is required' },
  });
  const submit = form.handleSubmit(async (closure) => {
    try {
      await add.mutateAsync(closure);
      toast({
        title: 'Shop closed that day',
        description: `${describeDay(closure.date)}: ${closure.reason}`,
      });
      form.reset();
    } catch (error) {
      form.setError('date', { message: errorMessage(error, 'The closure could not be added.') });
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
    >
      <FormField form={form} name="date" label="Date">
        {(control) => <Input type="date" {...control} />}
      </FormField>
      <FormField form={form} name="reason" label="Reason customers see">
        {(control) => <Input placeholder="Stocktaking" maxLength={200} {...control} />}
      </FormField>
      <SubmitButton
        pending={add.isPending}
        pendingLabel="Closing..."
        icon={<CalendarX aria-hidden="true" />}
      >
        Close the shop
      </SubmitButton>
    </form>
  );
}

/** Staff closures with a way to open the day again, and the bank holidays for reference. */
export function ClosuresManager({ list }: { list: ClosureList }) {
  const remove = useRemoveClosure();
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Close the shop on a day</CardTitle>
        </CardHeader>
        <CardContent>
          <AddClosureForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Closures</CardTitle>
        </CardHeader>
        <CardContent>
          {list.closures.length === 0 ? (
            <p className="text-muted-foreground">No closures from today on.</p>
          ) : (
            <ul className="divide-y" aria-label="Closures">
              {list.closures.map((closure) => (
                <li
                  key={closure.date}
                  className="flex flex-wrap items-center justify-between gap-2 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">{describeDay(closure.date)}</p>
                    <p className="text-sm break-words text-muted-foreground">
                      {closure.reason}
                      {closure.addedBy ? ` · added by ${closure.addedBy}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(closure.date, {
                        onError: (error) =>
                          toast({
                            title: 'The day could not be opened again',
                            description: errorMessage(error, 'Please try again.'),
                            variant: 'destructive',
                          }),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    Open again
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Bank holidays (England and Wales)</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-1 text-sm" aria-label="Bank holidays">
            {list.bankHolidays.map((holiday) => (
              <li key={holiday.date} className="flex flex-wrap justify-between gap-2">
                <span>{describeDay(holiday.date)}</span>
                <span className="text-muted-foreground">{holiday.reason}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
