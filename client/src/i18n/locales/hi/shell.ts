import type en from '../en/shell';
import type { Translation } from '../../catalogue';

// हिन्दी: en/shell.ts का अनुवाद, वही कुंजियाँ (keys)। {{…}} के नाम नहीं बदलते।
const shell: Translation<typeof en> = {
  language: {
    switchLabel: 'भाषा',
    english: 'English',
    hindi: 'हिन्दी',
  },
  nav: {
    home: 'होम',
    about: 'हमारे बारे में',
    bookCar: 'कार बुक करें',
    registerCar: 'रजिस्टर करें और कमाएँ',
    faqs: 'सवाल-जवाब',
    blogs: 'ब्लॉग',
    contact: 'संपर्क',
    downloadApp: 'ऐप डाउनलोड करें',
    login: 'लॉग इन',
    bookings: 'मेरी बुकिंग',
    profile: 'खाता सेटिंग',
  },
  header: {
    home: '{{siteName}} होम',
    searchPlaceholder: 'कार या जगह खोजें',
    searchLabel: 'नाम या जगह से कार खोजें',
    search: 'खोजें',
    openMenu: 'मेन्यू खोलें',
    closeMenu: 'मेन्यू बंद करें',
    menu: 'मेन्यू',
    mainNav: 'मुख्य',
    mobileNav: 'मोबाइल',
    openProfileMenu: 'प्रोफ़ाइल मेन्यू खोलें',
    myBookings: 'मेरी बुकिंग',
    logout: 'लॉग आउट',
    profilePicture: 'प्रोफ़ाइल',
  },
  footer: {
    about: '{{city}} में सेल्फ़-ड्राइव कारें और टैक्सी, 24/7 उपलब्ध। साफ़ कारें, साफ़ दाम, जल्दी मंज़ूरी।',
    contact: 'संपर्क',
    explore: 'देखें',
    policies: 'नीतियाँ',
    ourServices: 'हमारी सेवाएँ',
    carRental: 'शहर में कार किराये पर',
    privacy: 'गोपनीयता नीति',
    cookies: 'कुकी नीति',
    terms: 'नियम और शर्तें',
    refunds: 'रद्द करना और रिफ़ंड',
    copyright: '© {{year}} {{siteName}}। सर्वाधिकार सुरक्षित।',
    contactUs: 'हमसे संपर्क करें',
    whatsapp: 'हमें WhatsApp पर संदेश भेजें',
    call: 'हमें {{phone}} पर कॉल करें',
    sms: 'हमें {{phone}} पर SMS भेजें',
    callTitle: 'कॉल',
  },
  home: {
    title: '{{siteName}}: {{city}} में सेल्फ़-ड्राइव कार किराये पर और टैक्सी',
    highlights: 'ख़ास बातें',
    carousel: 'स्लाइड शो',
    slide: 'स्लाइड',
    slideOf: '{{total}} में से {{n}}',
    bookNow: 'अभी बुक करें',
    previousSlide: 'पिछली स्लाइड',
    nextSlide: 'अगली स्लाइड',
    play: 'स्लाइडशो चलाएँ',
    pause: 'स्लाइडशो रोकें',
    showSlide: 'स्लाइड {{n}} दिखाएँ: {{heading}}',
    slides: {
      ride: {
        heading: 'आपकी सवारी, आपका अंदाज़',
        description: 'सेल्फ़-ड्राइव हैचबैक, सेडान और SUV, 12 घंटे, दिन, हफ़्ते या महीने के लिए। जहाँ चाहें वहाँ से लें, जहाँ चाहें वहाँ चलाएँ।',
      },
      affordable: {
        heading: 'किफ़ायती और भरोसेमंद',
        description: 'रोज़ के साफ़ दाम, अच्छी सर्विस वाली कारें और चौबीसों घंटे मदद, ताकि हैरानी बस इस बात की हो कि सब कितना आसान था।',
      },
      explore: {
        heading: 'बिना रोक-टोक घूमें',
        description: 'वीकेंड की सैर, तीर्थ नगरी और पहाड़ी रास्ते: 72 घंटे से ज़्यादा के लिए कार लें और किलोमीटर असीमित।',
      },
    },
  },
  common: {
    loading: 'लोड हो रहा है...',
  },
  notFound: {
    heading: '404 पेज नहीं मिला',
    text: 'जो पेज आप ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'होम पर वापस जाएँ',
  },
};

export default shell;
