/**
 * The one inline script of the app: written into the head of every page's HTML
 * (server/plugins/web-pages.ts) and allowed by its sha256 in the Content-Security-Policy
 * (server/plugins/security.ts), both taken from this text, so they cannot drift apart.
 *
 * From the first byte of a page, before its code has arrived, it holds a tap on a button
 * only the code answers (Add to Cart) and the sending of a form with method="post", in
 * `window.__earlyTaps`, with the fields of a form left (blurred) meanwhile, which are only
 * noted: the form's code shows their "is required" once it has hydrated (web/lib/part-first-use.ts).
 * The page's code takes them over when it runs and replays them once
 * React is ready (web/lib/early-submit.ts). It stops by itself at DOMContentLoaded, which
 * follows the page's scripts, so a page with nothing to take them over is left alone.
 * The same rules as early-submit.ts: a button that sends a form is left to its form's send.
 * Kept tiny and old-fashioned: it is in every page and runs before anything else.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d){var q=[],o=["click","submit","focusout"],h=function(e){var t=e.target,' +
  'b=t.closest&&t.closest("button");if(e.type=="focusout"){t.form&&q.push(e)}else ' +
  'if(e.type=="submit"?t.method=="post":b&&!b.disabled&&!(b.type=="submit"&&b.form))' +
  '{e.preventDefault();e.stopPropagation();q.push(e)}},' +
  's=function(){o.forEach(function(n){d.removeEventListener(n,h,!0)})};' +
  'o.forEach(function(n){d.addEventListener(n,h,!0)});' +
  'd.addEventListener("DOMContentLoaded",s);window.__earlyTaps={q:q,stop:s}})(document)';
