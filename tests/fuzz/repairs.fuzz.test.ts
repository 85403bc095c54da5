/** Generated bad input against the repair routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { repairsFuzz } from './targets/repairs';

fuzzModule(repairsFuzz);
