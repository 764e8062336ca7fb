// The English texts the first paint needs: header, footer, the home page's hero and the language switch.
// SPEC.md's texts, character for character. Translators: hi/shell.ts mirrors this file key for key.
const shell = {
  language: {
    switchLabel: 'Language',
    english: 'English',
    hindi: 'हिन्दी',
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
  notFound: {
    heading: '404 Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go back home',
  },
};

export default shell;
