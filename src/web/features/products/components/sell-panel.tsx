import { ChevronDown, HandCoins, PackagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ImageFieldSlotProps } from '@web/features/products/components/product-form-fields';
import { Link } from 'react-router';
import { shop } from '@shared/shop';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { lazyPart } from '@web/lib/lazy-part';

// The listing form opens on a tap: its code (checks, photo picker) is fetched then.
const MarketplaceProductForm = lazyPart(
  () =>
    import('@web/features/products/components/marketplace-product-form').then(
      (m) => m.MarketplaceProductForm,
    ),
  undefined,
  { onDemand: true },
);

export const SELL_OR_PAWN = 'Sell or pawn it with us';

type SellPanelProps = {
  /**
   * Staff get the form; everyone else, signed in or not, who do not list products
   * themselves, are led to the cash advance request (PRODUCT.md "Marketplace", issue 31).
   */
  mode: 'admin' | 'customer';
  /** Slot for the image-upload control, handed to the form (see ProductFormFields). */
  renderImageField?: ((field: ImageFieldSlotProps) => ReactNode) | undefined;
  className?: string;
};

/**
 * The collapsible "add item" panel (spec "Marketplace"): collapsed at first; Cancel
 * collapses it, and so does a successful listing after the form has been reset.
 */
export function SellPanel({ mode, renderImageField, className }: SellPanelProps) {
  if (mode === 'customer') return <SellOrPawnPanel className={className} />;
  return <ListItemPanel mode={mode} renderImageField={renderImageField} className={className} />;
}

function SellOrPawnPanel({ className }: { className?: string | undefined }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-border bg-card shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center gap-3 p-4 sm:gap-4 sm:p-5">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700 sm:flex">
          <HandCoins aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-brand-950 sm:text-lg">
            Got something to sell?
          </h2>
          <p className="text-sm text-muted-foreground">
            Tell us about it online, then bring it to {shop.streetAddress} for a free valuation: we
            buy it or lend against it.
          </p>
        </div>
        <Button asChild className="max-sm:h-9 max-sm:px-3">
          <Link to={paths.cashAdvance}>{SELL_OR_PAWN}</Link>
        </Button>
      </div>
    </section>
  );
}

function ListItemPanel({ renderImageField, className }: SellPanelProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  // Staff may list an item: the form's code comes once the page is shown, so it opens at once.
  useEffect(() => {
    void MarketplaceProductForm.preload().catch(() => {});
  }, []);

  const collapse = () => {
    setOpen(false);
    // Keyboard users land back on the control that opened the panel.
    toggle.current?.focus();
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-xl border border-border bg-card shadow-sm', className)}
    >
      <div className="flex items-center gap-3 p-4 sm:gap-4 sm:p-5">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700 sm:flex">
          <PackagePlus aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-brand-950 sm:text-lg">
            Sell an item
          </h2>
          <p className="text-sm text-muted-foreground">
            List an item in the marketplace. It goes on sale straight away.
          </p>
        </div>
        <Button
          ref={toggle}
          variant={open ? 'outline' : 'default'}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="max-sm:h-9 max-sm:px-3"
        >
          {open ? 'Hide Form' : 'List an Item'}
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>
      {open ? (
        <div id={contentId} className="border-t border-border p-4 sm:p-5">
          <MarketplaceProductForm
            onListed={collapse}
            onCancel={collapse}
            renderImageField={renderImageField}
          />
        </div>
      ) : null}
    </section>
  );
}
