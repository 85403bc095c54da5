/** The pawn papers' context from the configuration: one place for the FCA line and the period. */
import { fcaFrnLine } from '@shared/legal';
import type { AppConfig } from '../../config';
import type { PawnPapersContext } from './papers-context';

export const papersContext = (
  config: Pick<AppConfig, 'redemptionMonths' | 'fcaFrn' | 'demo'> &
    Partial<Pick<AppConfig, 'shopEmail'>>,
): PawnPapersContext => ({
  redemptionMonths: config.redemptionMonths,
  fcaFrnLine: fcaFrnLine(config.fcaFrn, config.demo),
  shopEmail: config.shopEmail ?? null,
});
