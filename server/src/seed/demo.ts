import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config.js';
import { Car } from '../modules/cars/car.entity.js';
import { Blog } from '../modules/content/blog.entity.js';
import { Offer } from '../modules/content/offer.entity.js';
import { Review } from '../modules/reviews/review.entity.js';
import { ReviewStatus } from '../modules/common/enums.js';
import { bannerSvg, carSvg } from './art.js';
import type { ImageStorage } from '../modules/common/uploads.js';
import { createImageStorage } from '../modules/common/s3-storage.js';
import { createPrivateFiles } from '../modules/common/private-files.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoCalendar } from './demo-calendar.js';

type CarSeed = {
  name: string;
  price: number;
  extrafare: number;
  fuel: string;
  seat: number;
  cartype: string;
  cooling: string;
  selfdrive: string;
  clock: string;
  offer: string | null;
  location: string;
  body: Parameters<typeof carSvg>[1];
  color: string;
};

// SPEC.md section 9's twelve car names, with specs a customer in Indore would expect. Prices are per day, INR.
export const DEMO_CARS: CarSeed[] = [
  {
    name: 'Ertiga',
    price: 2499,
    extrafare: 12,
    fuel: 'CNG',
    seat: 7,
    cartype: 'MUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: '10% OFF',
    location: 'Vijay Nagar',
    body: 'muv',
    color: '#9ca3af',
  },
  {
    name: 'Fortuner',
    price: 5499,
    extrafare: 18,
    fuel: 'Diesel',
    seat: 7,
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: null,
    location: 'Palasia',
    body: 'suv',
    color: '#f8fafc',
  },
  {
    name: 'XUV 700',
    price: 4299,
    extrafare: 16,
    fuel: 'Diesel',
    seat: 7,
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: 'Weekend Deal',
    location: 'Bhawarkua',
    body: 'suv',
    color: '#1e3a8a',
  },
  {
    name: 'Scorpio',
    price: 3499,
    extrafare: 14,
    fuel: 'Diesel',
    seat: 7,
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: null,
    location: 'Rajwada',
    body: 'suv',
    color: '#111827',
  },
  {
    name: 'Mahindra',
    price: 2799,
    extrafare: 13,
    fuel: 'Diesel',
    seat: 7,
    cartype: 'SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: null,
    location: 'Rau',
    body: 'jeep',
    color: '#b45309',
  },
  {
    name: 'Breeza',
    price: 2299,
    extrafare: 11,
    fuel: 'Petrol',
    seat: 5,
    cartype: 'Compact SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: '15% OFF',
    location: 'MG Road',
    body: 'suv',
    color: '#dc2626',
  },
  {
    name: 'Baleno',
    price: 1899,
    extrafare: 10,
    fuel: 'Petrol',
    seat: 5,
    cartype: 'Hatchback',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: null,
    location: 'Sapna Sangeeta',
    body: 'hatch',
    color: '#2563eb',
  },
  {
    name: 'Dzire',
    price: 1799,
    extrafare: 10,
    fuel: 'CNG',
    seat: 5,
    cartype: 'Sedan',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: null,
    location: 'Airport Road',
    body: 'sedan',
    color: '#e5e7eb',
  },
  {
    name: 'Swift',
    price: 1599,
    extrafare: 9,
    fuel: 'Petrol',
    seat: 5,
    cartype: 'Hatchback',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: 'First Ride 20% OFF',
    location: 'Nipania',
    body: 'hatch',
    color: '#ea580c',
  },
  {
    name: 'Aura',
    price: 1799,
    extrafare: 10,
    fuel: 'Petrol',
    seat: 5,
    cartype: 'Sedan',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: null,
    location: 'Annapurna',
    body: 'sedan',
    color: '#0f766e',
  },
  {
    name: 'Verna',
    price: 2599,
    extrafare: 12,
    fuel: 'Petrol',
    seat: 5,
    cartype: 'Sedan',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Automatic',
    offer: null,
    location: 'Super Corridor',
    body: 'sedan',
    color: '#7c3aed',
  },
  {
    name: 'Thar',
    price: 3299,
    extrafare: 14,
    fuel: 'Diesel',
    seat: 4,
    cartype: 'Off-road SUV',
    cooling: 'AC',
    selfdrive: 'Self Drive',
    clock: 'Manual',
    offer: 'Adventure Pack',
    location: 'Khajrana',
    body: 'jeep',
    color: '#166534',
  },
];

const DEMO_BLOGS = [
  {
    heading: 'Five weekend drives from Indore',
    file: 'demo-blog-weekend.svg',
    art: ['Weekend drives', 'Mandu, Maheshwar, Omkareshwar', '#0ea5e9', '#1e3a8a'],
    content:
      "Indore sits at the centre of some of the most rewarding short drives in Madhya Pradesh. Mandu and its Jahaz Mahal are two hours away; Maheshwar's ghats and handloom sarees are a relaxed morning's drive; Omkareshwar rewards an early start with a quiet temple town on the Narmada; Patalpani's waterfall is at its best after the monsoon; and Ujjain's Mahakal temple makes for an easy day trip. Pick a self-drive car the night before, leave at sunrise, and you will be back for dinner at Sarafa.",
  },
  {
    heading: 'How self-drive rental works',
    file: 'demo-blog-howto.svg',
    art: ['Self-drive, simply', 'Book, verify, drive', '#f97316', '#be123c'],
    content:
      'Choose a car on the Book your car page, pick your dates and times, and send the booking. Our team checks availability and accepts it, usually within minutes, and you get a notification the moment it happens. Bring your original driving licence and Aadhar card at pick-up; the car comes with a full inspection sheet. Drive within the 110 km/h speed limit, return the car on time, and your deposit comes back to the original payment mode.',
  },
  {
    heading: 'Monsoon driving checklist',
    file: 'demo-blog-monsoon.svg',
    art: ['Monsoon ready', 'Tyres, wipers, lights', '#16a34a', '#065f46'],
    content:
      'Rain changes the road. Before you set off, check the wipers and the washer fluid, switch on headlights even in the day, and leave twice the usual gap to the car ahead. Avoid waterlogged underpasses; if water reaches the middle of the wheel, turn back. Every car in our fleet has its tyres and brakes checked before each rental, so you can concentrate on the drive.',
  },
];

const DEMO_OFFERS = [
  { file: 'demo-offer-weekly.svg', art: ['20% off weekly', 'Rent for 7 days, pay for less', '#7c3aed', '#db2777'] },
  { file: 'demo-offer-first.svg', art: ['First ride offer', 'Flat ₹500 off your first booking', '#0891b2', '#2563eb'] },
  { file: 'demo-offer-airport.svg', art: ['Airport delivery', 'Free at Devi Ahilya Bai Holkar Airport', '#ea580c', '#ca8a04'] },
];

const DEMO_REVIEWS = [
  {
    name: 'Aditi Sharma',
    rating: 5,
    message:
      'Booked an Ertiga for a family trip to Omkareshwar. Clean car, quick approval, and the staff called to confirm the pick-up time.',
  },
  {
    name: 'Rohan Verma',
    rating: 4.5,
    message: 'The Thar was great fun for a monsoon drive to Patalpani. Would have liked an earlier pick-up slot, otherwise perfect.',
  },
  {
    name: 'Imran Khan',
    rating: 4,
    message: 'Fair prices and no hidden charges. The Swift was fuel efficient for daily office runs for a week.',
  },
  {
    name: 'Sneha Patel',
    rating: 5,
    message: 'Airport delivery was on time at 5 AM. Smooth return too. Highly recommend for visitors to Indore.',
  },
];

async function writeIfMissing(storage: ImageStorage, file: string, content: string) {
  if (!(await storage.has(file))) await storage.put(file, Buffer.from(content));
}

/**
 * Fills the demo catalogue, blogs, offers and accepted reviews. SEED_DEMO unset ('auto'): only on a database with
 * none of them (the first start), so content an operator deleted never comes back. SEED_DEMO=true: each kind
 * whose table is empty. The pictures are re-drawn when missing either way, so running it again changes nothing.
 */
export async function seedDemoData(em: EntityManager, config: AppConfig, log: (msg: string) => void = () => {}): Promise<void> {
  const storage = createImageStorage(config);
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  // Pictures first: they are ours to draw and cheap, and a wiped uploads folder must not leave broken images.
  for (const car of DEMO_CARS) await writeIfMissing(storage, `demo-car-${slug(car.name)}.svg`, carSvg(car.name, car.body, car.color));
  for (const blog of DEMO_BLOGS) await writeIfMissing(storage, blog.file, bannerSvg(...(blog.art as [string, string, string, string])));
  for (const offer of DEMO_OFFERS) await writeIfMissing(storage, offer.file, bannerSvg(...(offer.art as [string, string, string, string])));

  const counts = { cars: await em.count(Car), blogs: await em.count(Blog), offers: await em.count(Offer), reviews: await em.count(Review) };
  if (config.seedDemo === 'auto' && Object.values(counts).some((n) => n > 0)) return;
  const seeded: string[] = [];
  if (counts.cars === 0) {
    DEMO_CARS.forEach(({ body: _body, color: _color, ...car }, order) => {
      // Each demo car has a plate (issue 29: the Trips card and the invoice show it): MP09 DC 1001, 1002, ...
      em.create(Car, { ...car, order, image: `demo-car-${slug(car.name)}.svg`, registrationNumber: `MP09DC${1001 + order}` });
    });
    seeded.push(`${DEMO_CARS.length} cars`);
  }
  if (counts.blogs === 0) {
    DEMO_BLOGS.forEach((b, i) =>
      em.create(Blog, {
        heading: b.heading,
        content: b.content,
        image: b.file,
        createdAt: new Date(Date.now() - (i + 1) * 86_400_000 * 3),
      }),
    );
    seeded.push(`${DEMO_BLOGS.length} blogs`);
  }
  if (counts.offers === 0) {
    for (const o of DEMO_OFFERS) em.create(Offer, { imageUrl: `/uploads/${o.file}` });
    seeded.push(`${DEMO_OFFERS.length} offers`);
  }
  if (counts.reviews === 0) {
    DEMO_REVIEWS.forEach((r, i) =>
      em.create(Review, { ...r, status: ReviewStatus.Accepted, createdAt: new Date(Date.now() - (i + 1) * 86_400_000 * 5) }),
    );
    seeded.push(`${DEMO_REVIEWS.length} reviews`);
  }
  await em.flush();
  if (counts.cars === 0) seeded.push(...(await seedDemoCalendar(em)));
  const customers = await seedDemoCustomers(em, createPrivateFiles(config), {
    deposit: config.billing.securityDeposit,
    deliveryFee: config.delivery.fee,
  });
  if (customers.length) seeded.push(`customers ${customers.join(', ')}`);
  if (seeded.length) log(`demo data: ${seeded.join(', ')}`);
}
