/**
 * The ALTCHA widget's code, loaded only by the forms that show it (never with
 * the first download of `/`, decision 012). `altcha/external` leaves out the
 * workers it would otherwise start from blob: URLs, which our CSP does not
 * allow (script-src 'self'); the PBKDF2 worker is built by Vite as a file of
 * our own, and the stylesheet likewise (docs/decisions/018-proof-of-work-challenges.md).
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
