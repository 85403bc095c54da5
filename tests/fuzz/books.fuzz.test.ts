/** Generated bad input against the cash-up and the reports (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { booksFuzz } from './targets/books';

fuzzModule(booksFuzz);
