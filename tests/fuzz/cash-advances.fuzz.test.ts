/** Generated bad input against the cash advance routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { cashAdvancesFuzz } from './targets/cash-advances';

fuzzModule(cashAdvancesFuzz);
