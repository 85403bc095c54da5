import { staticPart } from '@web/lib/static-part';

const loadSections = () => import('@web/features/home/components/static-sections');

export const HeroRates = staticPart('home-hero-rates', () =>
  loadSections().then((module) => module.HeroRates),
);
export const HomeDetails = staticPart('home-details', () =>
  loadSections().then((module) => module.HomeDetails),
);

/** Resolves once the home page can be drawn whole (its static parts' code, when it needs it). */
export const homePartsReady = () =>
  Promise.all([HeroRates.ready(), HomeDetails.ready()]).then(() => undefined);
