export interface HeroSlide {
  /** Its heading and description are home.slides.<key>.heading and .description in the shell catalogue. */
  key: 'ride' | 'affordable' | 'explore';
  image: string;
}

/** SPEC.md: the three hero slides, each with a Book Now link to the car listing. */
export const HERO_SLIDES: HeroSlide[] = [
  { key: 'ride', image: '/hero-city.svg' },
  { key: 'affordable', image: '/hero-road.svg' },
  { key: 'explore', image: '/hero-hills.svg' },
];

/** SPEC.md section 9: a slide every 3 seconds. */
export const HERO_INTERVAL_MS = 3000;
