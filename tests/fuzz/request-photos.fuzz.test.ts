/** Generated bad input against the request photo routes (see tests/helpers/fuzz/runner.ts). */
import { fuzzModule } from '../helpers/fuzz/runner';
import { requestPhotosFuzz } from './targets/request-photos';

fuzzModule(requestPhotosFuzz);
