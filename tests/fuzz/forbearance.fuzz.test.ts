/** Generated bad input against the notice of withdrawal, waivers, freezes and care notes. */
import { fuzzModule } from '../helpers/fuzz/runner';
import { forbearanceFuzz } from './targets/forbearance';

fuzzModule(forbearanceFuzz);
