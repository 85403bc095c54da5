import { fcaFrnLine } from '@shared/legal';
import { useChromeFirmStatus } from '@web/lib/chrome-data';

/**
 * The shop's authorisation as one sentence, or nothing: no FCA_FRN outside demo
 * mode (a shop that gave no number must not claim to be authorised), or not known yet.
 * In the footer of every page, so apart from the legal pages' own code, and read from the
 * chrome's data rather than a query (decision 012).
 */
export function FcaFrnStatement({ className }: { className?: string }) {
  const firm = useChromeFirmStatus();
  const line = firm ? fcaFrnLine(firm.fcaFrn, firm.demo) : null;
  return line ? <p className={className}>{line}.</p> : null;
}
