import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { FixedButton } from '@web/components/ui/fixed-button';

// The sheet (Radix Dialog, focus trap, scroll lock) is not needed for the first paint:
// it loads on the first tap, or a moment earlier when a pointer or focus reaches the button.
const loadSheet = () => import('@web/app/chrome/mobile-menu-sheet');
const MobileMenuSheet = lazy(() =>
  loadSheet().then((module) => ({ default: module.MobileMenuSheet })),
);

/** The hamburger button for phones and tablets; it opens the side menu. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Stays true after the first open, so the sheet can play its closing animation.
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <FixedButton
        ref={triggerRef}
        variant="ghostOnDark"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </FixedButton>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
