/** Generated bad input against staff logins and the audit trail (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { staffFuzz } from './targets/staff';

fuzzModule(staffFuzz);
