import { Download } from 'lucide-react';
import { shopToday } from '@crystal/shared/shop-date';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useExportOrders } from '../api/export-orders';
import { shortDay } from './format';

/**
 * The bookkeeping download: the orders CSV of the chosen dates, or of this month so far when none are
 * chosen (every status; the file says which were paid).
 */
export function OrdersExport({ from, to }: { from?: string; to?: string }) {
  const today = shopToday();
  const range = { from: from ?? `${(to ?? today).slice(0, 7)}-01`, to: to ?? (from && from > today ? from : today) };
  const exportOrders = useExportOrders();
  return (
    <section aria-labelledby="orders-export" className="card mt-6 flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <h2 id="orders-export" className="text-base font-semibold">
          For your bookkeeping
        </h2>
        <p className="text-sm text-muted">
          Orders placed {shortDay(range.from)} to {shortDay(range.to)}, with each tax, as a spreadsheet (CSV).
        </p>
      </div>
      <button
        type="button"
        className="btn-outline"
        disabled={exportOrders.isPending}
        onClick={() =>
          exportOrders.mutate(range, {
            onError: (e) => toast({ title: 'Not downloaded', description: errorMessage(e, 'Please try again.'), variant: 'destructive' }),
          })
        }
      >
        <Download aria-hidden className="size-4" />
        {exportOrders.isPending ? 'Preparing…' : 'Download CSV'}
      </button>
    </section>
  );
}
