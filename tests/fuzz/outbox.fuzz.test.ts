/** Generated bad input against the outbox route (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { outboxFuzz } from './targets/outbox';

fuzzModule(outboxFuzz);
