/** Generated requests against the security questions (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { challengesFuzz } from './targets/challenges';

fuzzModule(challengesFuzz);
