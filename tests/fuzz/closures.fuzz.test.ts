/** Generated bad input against the closures routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { closuresFuzz } from './targets/closures';

fuzzModule(closuresFuzz);
