/** Generated bad input against /api/auth (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { authFuzz } from './targets/auth';

fuzzModule(authFuzz);
