/** Generated bad input against the account's emailed links (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { accountEmailFuzz } from './targets/account';

fuzzModule(accountEmailFuzz);
