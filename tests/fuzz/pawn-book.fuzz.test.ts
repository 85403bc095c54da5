/** Generated bad input against the pawn book's routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { pawnBookFuzz } from './targets/pawn-book';

fuzzModule(pawnBookFuzz);
