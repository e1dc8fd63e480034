import type { agencyPages as english } from '../en/agency-pages.ts';

// Hindi: the About, services, FAQ, history and coming-soon pages (en/agency-pages.ts).
export const agencyPages: Record<keyof typeof english, string> = {
  'about.metaTitle': 'हमारे बारे में',
  'about.metaDescription':
    'हम कौन हैं: 2009 से गुंटूर, अमरावती और विजयवाड़ा की एक स्थानीय प्रॉपर्टी टीम। ख़रीदारों, किरायेदारों और बेचने वालों के लिए हम क्या करते हैं, और हमारे ग्राहक क्या कहते हैं।',
  'about.heading': 'हमारे बारे में',
  'about.emphasisHeading': 'हमारा मुख्य फ़ोकस',
  'about.testimonialsHeading': 'हमारे ग्राहक क्या कहते हैं',
  'about.testimonialsLabel': 'ग्राहकों की राय',
  'about.ctaHeading': 'सही प्रॉपर्टी की तलाश है?',
  'about.ctaText': 'हमें अपनी ज़रूरत बताएँ, आपके सबसे नज़दीकी ऑफ़िस से एक कंसल्टेंट आपको कॉल करेगा।',
  'about.ctaLink': 'संपर्क करें',

  'testimonials.previous': 'पिछली राय',
  'testimonials.next': 'अगली राय',
  'testimonials.pause': 'ग्राहकों की राय रोकें',
  'testimonials.play': 'ग्राहकों की राय चलाएँ',
  'testimonials.slide': '{count} में से {index}',

  'services.metaTitle': 'हमारी सेवाएँ',
  'services.metaDescription':
    'हम क्या करते हैं: गुंटूर, अमरावती और विजयवाड़ा में प्रॉपर्टी मैनेजमेंट, होम लोन में मदद, कंसल्टिंग, घर ख़रीदना, घर बेचना और एस्क्रो सेवाएँ।',
  'services.heading': 'सेवाएँ',
  'services.whatWeDo': 'हम क्या करते हैं',
  'services.intro': 'छह सेवाएँ, एक स्थानीय टीम: कोई सेवा चुनें और जानें कि वह कैसे काम करती है।',
  'services.readMore': 'और पढ़ें',
  'services.empty': 'हमारी सेवाएँ जल्द ही यहाँ दिखेंगी।',

  'serviceDetails.metaTitle': 'सेवा की जानकारी',
  'serviceDetails.metaDescription':
    'हमारी सेवाएँ कैसे काम करती हैं, विस्तार से: गुंटूर, अमरावती और विजयवाड़ा में प्रॉपर्टी के लिए प्रॉपर्टी मैनेजमेंट, होम लोन में मदद, कंसल्टिंग, ख़रीद, बिक्री और एस्क्रो।',
  'serviceDetails.heading': 'सेवा की जानकारी',
  'serviceDetails.contents': 'हमारी सेवाएँ',
  'serviceDetails.searchHeading': 'प्रॉपर्टी खोजें',
  'serviceDetails.searchText': 'जगह, प्रकार या कीवर्ड से फ्लैट, मकान और प्लॉट खोजें।',
  'serviceDetails.searchLabel': 'प्रॉपर्टी खोजें',
  'serviceDetails.searchPlaceholder': 'जैसे 2BHK ब्रोडीपेट',
  'serviceDetails.searchButton': 'खोजें',
  'serviceDetails.bannerHeading': 'अपनी प्रॉपर्टी ढूँढने के लिए तैयार हैं?',
  'serviceDetails.bannerText':
    'गुंटूर, अमरावती और विजयवाड़ा में बिक्री और किराये के लिए वेरिफ़ाइड मकान और प्लॉट देखें।',
  'serviceDetails.bannerLink': 'प्रॉपर्टी देखें',

  'faq.metaTitle': 'अक्सर पूछे जाने वाले सवाल',
  'faq.metaDescription':
    'आम सवालों के जवाब: प्रॉपर्टी लिस्ट करना, फ़ीस, हम लिस्टिंग की जाँच कैसे करते हैं, कौन-से दस्तावेज़ जाँचें, होम लोन, साइट विज़िट और NRI के रूप में ख़रीदना।',
  'faq.heading': 'सवाल-जवाब',
  'faq.questionsHeading': 'अक्सर पूछे जाने वाले सवाल',
  'faq.empty': 'सवाल और जवाब जल्द ही यहाँ दिखेंगे।',
  'faq.supportHeading': 'अब भी कोई सवाल है?',
  'faq.supportText': 'सोमवार से शनिवार तक हमारी सपोर्ट टीम को कॉल करें:',
  'faq.countersHeading': 'आँकड़ों में हमारी एजेंसी',
  'faq.counter.listings': 'लिस्ट की गई प्रॉपर्टी',
  'faq.counter.cities': 'शहरों में सेवा',
  'faq.counter.agents': 'एजेंट',
  'faq.counter.years': 'इस क्षेत्र में साल',

  'history.metaTitle': 'हमारा इतिहास',
  'history.metaDescription':
    'ब्रोडीपेट, गुंटूर में दो डेस्क वाले ऑफ़िस से लेकर गुंटूर, विजयवाड़ा और मंगलगिरि में चार ऑफ़िस तक का हमारा सफ़र, और परिवार हमें क्यों चुनते हैं।',
  'history.heading': 'इतिहास',
  'history.timelineHeading': 'हमारा सफ़र',
  'history.tabsLabel': 'साल-दर-साल हमारा इतिहास',
  'history.empty': 'हमारी कहानी जल्द ही यहाँ बताई जाएगी।',
  'history.whyChooseUs': 'हमें क्यों चुनें',
  'history.ctaHeading': 'हमसे मिलकर बात करें',
  'history.ctaText':
    'हमारे किसी ऑफ़िस में आएँ या प्रॉपर्टी पर ही किसी कंसल्टेंट से मिलें: अपनी सुविधा का समय बुक करें।',
  'history.ctaLink': 'अपॉइंटमेंट बुक करें',

  'comingSoon.metaTitle': 'जल्द आ रहा है',
  'comingSoon.metaDescription': 'कुछ नया आने वाला है। अपना ईमेल दें, तैयार होते ही हम आपको बता देंगे।',
  'comingSoon.heading': 'जल्द आ रहा है',
  'comingSoon.text':
    'हम गुंटूर, अमरावती और विजयवाड़ा में प्रॉपर्टी ढूँढने वालों के लिए कुछ नया बना रहे हैं। अपना ईमेल दें, तैयार होते ही हम आपको बता देंगे।',
  'comingSoon.email': 'ईमेल',
  'comingSoon.notify': 'मुझे बताएँ',
  'comingSoon.back': 'होम पर वापस जाएँ',
};
