/** Generated bad input against the pawn book's sale routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { pawnSaleFuzz } from './targets/pawn-sale';

fuzzModule(pawnSaleFuzz);
