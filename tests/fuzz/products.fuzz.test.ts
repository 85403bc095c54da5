/** Generated bad input against the product routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { productsFuzz } from './targets/products';

fuzzModule(productsFuzz);
