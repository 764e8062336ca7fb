export interface HeroSlide {
  heading: string;
  description: string;
  image: string;
}

/** SPEC.md: the three hero slides, each with a Book Now link to the car listing. */
export const HERO_SLIDES: HeroSlide[] = [
  {
    heading: 'Your Ride, Your Way',
    description:
      'Self-drive hatchbacks, sedans and SUVs by the 12 hours, day, week or month. Pick up where you like, drive where you want.',
    image: '/hero-city.svg',
  },
  {
    heading: 'Affordable & Reliable',
    description: 'Clear per-day prices, well-serviced cars and support around the clock, so the only surprise is how easy it was.',
    image: '/hero-road.svg',
  },
  {
    heading: 'Explore Without Limits',
    description: 'Weekend getaways, temple towns and hill drives: take a car for more than 72 hours and the kilometres are unlimited.',
    image: '/hero-hills.svg',
  },
];

/** SPEC.md section 9: a slide every 3 seconds. */
export const HERO_INTERVAL_MS = 3000;
