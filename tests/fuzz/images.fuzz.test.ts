/** Generated bad input against the image routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { imagesFuzz } from './targets/images';

fuzzModule(imagesFuzz);
