/** Generated bad input against the order routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { ordersFuzz } from './targets/orders';

fuzzModule(ordersFuzz);
