import { useState } from 'react';
import { pageSizeOptions } from '@shared/orders/schemas';
import { labelOf } from '@shared/products/values';
import { orderStatuses, orderStatusValues, type OrderStatus } from '@shared/orders/values';
import { PageContainer, PageHeading } from '@web/components/page/page-container';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAdminOrders } from '@web/features/orders/api/get-admin-orders';
import { OrdersTable } from '@web/features/orders/components/admin/orders-table';
import { usePageMeta } from '@web/lib/use-page-meta';

const isStatus = (value: string): value is OrderStatus =>
  (orderStatusValues as readonly string[]).includes(value);

/** The order desk: a tab per status with its count; the server pages each tab. */
export function AdminOrdersPage() {
  usePageMeta({
    title: 'Orders',
    description: 'Orders to confirm, deliver and hand over',
    noindex: true,
  });
  const [tab, setTab] = useState<OrderStatus>('pending');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useAdminOrders({ status: tab, page, pageSize });
  const counts = query.data?.counts;
  const current = query.data && query.data.status === tab ? query.data : null;
  return (
    <PageContainer>
      <PageHeading title="Orders" description="Orders to confirm, deliver and hand over" />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          if (!isStatus(value)) return;
          setTab(value);
          setPage(1);
        }}
      >
        <TabsList aria-label="Order statuses" className="flex-wrap">
          {orderStatusValues.map((status) => (
            <TabsTrigger key={status} value={status} className="px-3">
              {labelOf(orderStatuses, status)}
              {counts ? (
                <Badge variant={status === tab ? 'default' : 'outline'} className="tabular-nums">
                  {counts[status]}
                </Badge>
              ) : (
                <Skeleton className="h-5 w-7 rounded-full" />
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {orderStatusValues.map((status) => (
          <TabsContent key={status} value={status}>
            <Card className="gap-0 py-0">
              {current ? (
                <OrdersTable orders={current.items} />
              ) : query.isError ? (
                <p role="alert" className="px-5 py-12 text-center">
                  The orders could not be loaded.
                </p>
              ) : (
                <Skeleton className="m-5 h-32" />
              )}
              {current ? (
                <Pagination
                  className="border-t border-border px-5 py-3"
                  page={page}
                  pageSize={pageSize}
                  total={current.total}
                  onPageChange={setPage}
                  pageSizeOptions={pageSizeOptions}
                  onPageSizeChange={(size) => {
                    setPageSize(size);
                    setPage(1);
                  }}
                />
              ) : null}
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
