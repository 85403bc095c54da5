/** First focusable element on every page: lets keyboard users jump past the header. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[60] rounded-md bg-accent font-semibold text-accent-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
    >
      Skip to main content
    </a>
  );
}
