import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_TEXT_MAX } from '@shared/products/listing-values';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';

/** Typing pauses this long before the search runs; Enter runs it at once. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search text in the URL. */
  value: string;
  /** `replace` while refining a search that is already in the URL, so Back skips the keystrokes. */
  onSearch: (q: string, options: { replace: boolean }) => void;
  /** The form's id, so the category and sort lists elsewhere on the page are sent with it. */
  id?: string;
  className?: string;
};

/**
 * The marketplace search box. It keeps its own text while typing and hands it
 * on after a pause (or on Enter), so the list is not fetched per keystroke.
 */
export function SearchBox({ value, onSearch, id, className }: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  // The URL's text last seen, and the text this box last sent, to tell our own
  // change landing from the URL moving elsewhere (Back, a shared link).
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    else if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === value) return;
    const timer = setTimeout(() => {
      setSent(next);
      onSearch(next, { replace: value !== '' && next !== '' });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  const runNow = (text: string) => {
    setDraft(text);
    const next = text.trim();
    if (next === value) return;
    setSent(next);
    onSearch(next, { replace: false });
  };

  return (
    // A real GET form: before the page's script runs, or without it, searching loads
    // /marketplace?q=… (with the category and sort lists) and the server draws the results.
    <form
      id={id}
      role="search"
      aria-label="Products"
      action={paths.marketplace}
      method="get"
      className={cn('flex gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        runNow(draft);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={inputId}
          name="q"
          type="search"
          value={draft}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search products…"
          autoComplete="off"
          enterKeyHint="search"
          className="h-12 w-full rounded-lg border border-input bg-white pr-11 pl-11 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus-visible:border-ring [&::-webkit-search-cancel-button]:hidden"
        />
        {draft ? (
          <button
            type="button"
            onClick={() => runNow('')}
            className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Clear search</span>
          </button>
        ) : null}
      </div>
      <Button type="submit" size="lg" variant="accent" className="h-12">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="max-sm:sr-only">Search</span>
      </Button>
    </form>
  );
}
