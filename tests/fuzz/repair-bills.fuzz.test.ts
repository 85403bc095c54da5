/** Generated bad input against the repair estimate and bill routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { repairBillsFuzz } from './targets/repair-bills';

fuzzModule(repairBillsFuzz);
