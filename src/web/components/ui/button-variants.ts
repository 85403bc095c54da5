// The buttons' looks, in one place for Button (button.tsx) and FixedButton (fixed-button.tsx).
// No two classes of one variant and size conflict (the text size sits with the size, not the
// base), so joining them needs no tailwind-merge. A lookup, not class-variance-authority: the
// header's buttons are in every page's first download (decision 012).
const base =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-brand-700',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-gold-300',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-brand-100',
  outline: 'border border-input bg-card text-foreground shadow-xs hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800',
  link: 'text-brand-700 underline-offset-4 hover:underline',
  // On the dark header and hero: the caller adds the border's colour (border-white/40).
  outlineOnDark: 'border bg-transparent text-white shadow-xs hover:bg-white/10',
  ghostOnDark: 'text-white hover:bg-white/10',
};

const sizes = {
  sm: 'h-9 px-3 text-sm',
  default: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10 text-sm',
};

export type ButtonVariantProps = {
  variant?: keyof typeof variants | null;
  size?: keyof typeof sizes | null;
};

/** The classes of a button of this variant and size (by default the primary one). */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `${base} ${variants[variant ?? 'default']} ${sizes[size ?? 'default']}`;
}
