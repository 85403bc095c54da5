import { shop, telHref } from '@shared/shop';

/**
 * Shown only when the browser runs no JavaScript: the public pages still read
 * and link without it (decision 017), but a form that sends an account, a booking
 * or a request does not. Such forms are method="post", so nothing typed into them
 * ever lands in an address bar or a log.
 */
export function NeedsScriptNotice({ action }: { action: string }) {
  return (
    <noscript>
      <p className="rounded-md border border-gold-300 bg-gold-50 px-4 py-3 text-sm text-brand-950">
        {`To ${action} here, please turn on JavaScript, or call us on `}
        <a href={telHref} className="font-semibold underline">
          {shop.telephone}
        </a>
        .
      </p>
    </noscript>
  );
}
