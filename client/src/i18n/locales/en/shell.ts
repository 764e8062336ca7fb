// The English texts the first paint needs: header, footer, the home page's hero and the language switch.
// SPEC.md's texts, character for character. Translators: hi/shell.ts mirrors this file key for key.
const shell = {
  language: {
    switchLabel: 'Language',
    english: 'English',
    hindi: 'हिन्दी',
  },
  // The toast area (components/DeferredToasts.tsx): a live region, named with the key that jumps to it.
  toasts: {
    region: 'Notifications Alt+T',
    close: 'Close',
    timer: 'Notification timer',
  },
  nav: {
    home: 'Home',
    about: 'About',
    bookCar: 'Book your car',
    registerCar: 'Register & Earn',
    faqs: 'FAQs',
    blogs: 'Blogs',
    contact: 'Contact',
    downloadApp: 'Download App',
    login: 'Login',
    bookings: 'Show Bookings',
    profile: 'Account Settings',
  },
  header: {
    home: '{{siteName}} home',
    searchPlaceholder: 'Search cars or locations',
    searchLabel: 'Search cars by name or location',
    search: 'Search',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    mainNav: 'Main',
    mobileNav: 'Mobile',
    openProfileMenu: 'Open profile menu',
    myBookings: 'My Bookings',
    logout: 'Logout',
    profilePicture: 'Profile',
  },
  footer: {
    about: 'Self-drive cars and taxis in {{city}}, available 24/7. Clean cars, clear prices, quick approval.',
    contact: 'Contact',
    explore: 'Explore',
    policies: 'Policies',
    ourServices: 'Our services',
    carRental: 'Car rental in the city',
    privacy: 'Privacy Policy',
    cookies: 'Cookie Policy',
    terms: 'Terms & Conditions',
    refunds: 'Cancellation & Refund',
    copyright: '© {{year}} {{siteName}}. All rights reserved.',
    contactUs: 'Contact us',
    whatsapp: 'Message us on WhatsApp',
    call: 'Call us at {{phone}}',
    sms: 'Send us an SMS at {{phone}}',
    callTitle: 'Call',
    address: '{{city}}, Madhya Pradesh, India',
  },
  // The site's city (CITY) as each language names it (i18n/i18n.ts): English shows it as configured, so these
  // only name the cities another language translates: Madhya Pradesh's, as the address says. A key is the name in
  // lower case.
  cityName: {
    indore: 'Indore',
    bhopal: 'Bhopal',
    ujjain: 'Ujjain',
    dewas: 'Dewas',
    jabalpur: 'Jabalpur',
    gwalior: 'Gwalior',
    ratlam: 'Ratlam',
    sagar: 'Sagar',
    satna: 'Satna',
    rewa: 'Rewa',
    khandwa: 'Khandwa',
    burhanpur: 'Burhanpur',
  },
  home: {
    title: '{{siteName}}: self-drive car rental and taxis in {{city}}',
    highlights: 'Highlights',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{{n}} of {{total}}',
    bookNow: 'Book Now',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    play: 'Play slideshow',
    pause: 'Pause slideshow',
    showSlide: 'Show slide {{n}}: {{heading}}',
    slides: {
      ride: {
        heading: 'Your Ride, Your Way',
        description:
          'Self-drive hatchbacks, sedans and SUVs by the 12 hours, day, week or month. Pick up where you like, drive where you want.',
      },
      affordable: {
        heading: 'Affordable & Reliable',
        description: 'Clear per-day prices, well-serviced cars and support around the clock, so the only surprise is how easy it was.',
      },
      explore: {
        heading: 'Explore Without Limits',
        description: 'Weekend getaways, temple towns and hill drives: take a car for more than 72 hours and the kilometres are unlimited.',
      },
    },
  },
  common: {
    loading: 'Loading...',
  },
  // Each public screen's title and description (client/src/site/routeMeta.ts), for search results and link previews.
  // Home's are also the static head of index.html (client/build/page-meta.ts), filled by the server at runtime.
  meta: {
    home: {
      title: 'Self-drive car rental and taxis in {{city}}',
      description:
        'Rent a self-drive car or book a taxi in {{city}}: hatchbacks, sedans and SUVs by the 12 hours, day, week or month, with clear prices and quick approval.',
    },
    about: {
      title: 'About us',
      description: 'Who we are: {{siteName}} rents clean, well-serviced self-drive cars and taxis across {{city}}, 24/7.',
    },
    services: {
      title: 'Our services',
      description:
        'Self-drive rentals, chauffeur-driven rides and car registration for owners who want to earn with {{siteName}} in {{city}}.',
    },
    bookCar: {
      title: 'Book your car',
      description: 'Browse every car available in {{city}} with its price per day, fuel, seats and transmission, and book it in minutes.',
    },
    registerCar: {
      title: 'Register & Earn',
      description: 'Own a car in {{city}}? Register it with {{siteName}} and earn when customers rent it.',
    },
    faqs: {
      title: 'Frequently asked questions',
      description: 'Answers about booking, documents, charges, fuel and cancellations at {{siteName}}.',
    },
    blogs: { title: 'Blogs', description: 'Drives, travel tips and news from the {{siteName}} team in {{city}}.' },
    blog: { title: 'Blog', description: 'A post from the {{siteName}} team in {{city}}.' },
    contact: { title: 'Contact us', description: 'Call, message or write to {{siteName}}: we answer 24/7 in {{city}}.' },
    carRental: {
      title: 'Car rental in {{city}}',
      description: 'Self-drive car rental in {{city}}: prices, rules and how to book with {{siteName}}.',
    },
    downloadApp: { title: 'Get the app', description: 'Install the {{siteName}} app on Android or iOS, or add it to your home screen.' },
    privacy: { title: 'Privacy policy', description: 'How {{siteName}} collects, uses and protects your personal data.' },
    cookies: { title: 'Cookie policy', description: 'How {{siteName}} uses cookies and local storage.' },
    terms: { title: 'Terms & conditions', description: 'The terms of renting a car or booking a taxi with {{siteName}}.' },
    refunds: { title: 'Cancellation & refund', description: 'How cancellations and refunds work at {{siteName}}.' },
    login: { title: 'Login', description: 'Sign in to {{siteName}} with a code sent to your e-mail.' },
    bookings: { title: 'My bookings', description: 'Your upcoming, past and cancelled bookings at {{siteName}}.' },
    profile: { title: 'Account settings', description: 'Your {{siteName}} profile.' },
    notFound: { title: 'Page not found', description: 'This page does not exist at {{siteName}}.' },
  },
  notFound: {
    heading: '404 Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go back home',
  },
};

export default shell;
