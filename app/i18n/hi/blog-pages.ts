import type { blogPages as english } from '../en/blog-pages.ts';

// Hindi: blog and city pages (en/blog-pages.ts).
export const blogPages: Record<keyof typeof english, string> = {
  'blog.metaTitle': 'ब्लॉग',
  'blog.metaTitlePage': 'ब्लॉग, पेज {page}',
  'blog.metaDescription':
    'गुंटूर, अमरावती और विजयवाड़ा में प्रॉपर्टी खरीदने, किराये पर लेने और बेचने के लिए {agency} की गाइड: दस्तावेज़, मंज़ूरियाँ, कीमतें और इलाके।',
  'blog.heading': 'ब्लॉग',
  'blog.empty': 'अभी कोई ब्लॉग पोस्ट नहीं है। कृपया जल्द ही फिर से देखें।',
  'blog.by': 'लेखक:',
  'blog.readMore': 'और पढ़ें',
  'blog.readMoreAbout': '— {title}',
  'blog.pagination.label': 'ब्लॉग के पेज',
  'blog.pagination.previous': 'पिछला',
  'blog.pagination.next': 'अगला',
  'blog.pagination.page': 'पेज {page}',
  'blog.pagination.more': 'और पेज',
  'blog.details.metaTitle': '{title}',
  'blog.details.metaDescription': '{description}',
  'blog.views': '{count} बार देखा गया',
  'blog.views.one': '{count} बार देखा गया',
  'blog.sidebarLabel': 'इस पोस्ट के बारे में',
  'blog.writtenBy': 'लेखक',
  'blog.authorRole': '{agency} में प्रॉपर्टी सलाहकार',
  'blog.messageHeading': 'संदेश भेजें',
  'blog.messageIntro':
    'इस लेख या किसी प्रॉपर्टी के बारे में कोई सवाल है? {author} और हमारी टीम को लिखें; हम ईमेल से जवाब देंगे।',
  'blog.related': 'हाल की पोस्ट',

  'cityPage.metaTitle': '{title}',
  'cityPage.metaDescription': '{description}',
  'cityPage.listingsHeading': '{city} में नवीनतम प्रॉपर्टी',
  'cityPage.viewAll': '{city} में सभी प्रॉपर्टी देखें',
  'cityPage.noListings': 'अभी कोई प्रॉपर्टी उपलब्ध नहीं है।',
  'cityPage.faqHeading': 'अक्सर पूछे जाने वाले सवाल',
  'cityPage.sidebarLabel': 'सेवाएँ, लोकेशन और संपर्क',
  'cityPage.servicesHeading': 'हमारी सेवाएँ',
  'cityPage.locationsHeading': 'लोकेशन',
  'cityPage.contactHeading': 'संपर्क विवरण',
  'cityPage.phone': 'फ़ोन',
  'cityPage.email': 'ईमेल',
  'cityPage.address': 'पता',
  'cityPage.ctaHeading': 'क्या आप {city} में प्रॉपर्टी ढूँढ रहे हैं?',
  'cityPage.ctaText':
    'बताइए आपको क्या चाहिए: हमारी स्थानीय टीम आपके लिए प्रॉपर्टी छाँटती है, दस्तावेज़ जाँचती है और साइट विज़िट का इंतज़ाम करती है।',
  'cityPage.ctaLink': 'संपर्क करें',
};
