import { useFcaFrnLine } from '@web/features/legal/api/get-firm-status';

/**
 * The shop's authorisation as one sentence, or nothing: no FCA_FRN outside demo
 * mode (a shop that gave no number must not claim to be authorised). In the footer
 * of every page, so apart from the legal pages' own code.
 */
export function FcaFrnStatement({ className }: { className?: string }) {
  const line = useFcaFrnLine();
  return line ? <p className={className}>{line}.</p> : null;
}
