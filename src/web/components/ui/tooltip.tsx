import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';

/** Spec section 4: tooltips open after 700 ms on hover (what Radix's Tooltip did), at once on focus. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * An "About …" button with a hint: the text shows above it on hover after the
 * delay and at once on keyboard focus, is linked with aria-describedby while it
 * shows, and closes on leaving, a tap or Escape. Put only a hint in it: touch
 * screens never show it (a tap focuses without opening, as Radix's did).
 *
 * Our own, not Radix's Tooltip: Radix's came with its positioning library
 * (floating-ui, the popper, the portal and the dismissable layer, about 17 KB
 * gzip) in the first download of /cash-advance, for three hints (decision 012).
 */
export function InfoTooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A focus that follows a press is not a keyboard's: it does not open the hint. */
  const pressed = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  const close = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        aria-label={`About ${label}`}
        aria-describedby={open ? id : undefined}
        className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          cancel();
          timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={close}
        onPointerDown={() => {
          pressed.current = true;
          close();
        }}
        onFocus={() => {
          if (!pressed.current) setOpen(true);
          pressed.current = false;
        }}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <span
          role="tooltip"
          id={id}
          className="absolute bottom-full left-0 z-50 mb-1.5 w-max max-w-64 animate-fade-in rounded-md bg-brand-950 px-3 py-2 text-xs leading-snug whitespace-normal text-white shadow-lg"
        >
          {children}
        </span>
      )}
    </span>
  );
}
