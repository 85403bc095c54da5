/** Generated bad input against /api/account (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { accountFuzz } from './targets/account';

fuzzModule(accountFuzz);
