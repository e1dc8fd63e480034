import type { emi as english } from '../en/emi.ts';

// Hindi: the EMI and buying-costs page (en/emi.ts).
export const emi: Record<keyof typeof english, string> = {
  'emi.metaTitle': 'ईएमआई और ख़रीद का ख़र्च: {title}',
  'emi.metaDescription':
    '{price} की {title} के लिए होम लोन ईएमआई, और आंध्र प्रदेश में स्टांप ड्यूटी, ट्रांसफ़र ड्यूटी और रजिस्ट्रेशन का ख़र्च।',
  'emi.heading': 'ईएमआई और ख़रीद का ख़र्च',
  'emi.backToListing': 'लिस्टिंग पर वापस जाएँ',

  'emi.form.heading': 'आपका लोन',
  'emi.field.down': 'डाउन पेमेंट',
  'emi.field.downHint': '15 लाख या 15,00,000 जैसी रक़म; बाक़ी क़ीमत लोन होगी।',
  'emi.field.rate': 'ब्याज दर (% सालाना)',
  'emi.field.years': 'अवधि (साल)',
  'emi.field.yearsHint': '1 से {max} साल तक।',
  'emi.prepay.legend': 'आंशिक प्रीपेमेंट (वैकल्पिक)',
  'emi.prepay.hint': 'ईएमआई वही रहती है और लोन जल्दी ख़त्म होता है।',
  'emi.field.prepay': 'प्रीपेमेंट की रक़म',
  'emi.field.prepayYear': 'किस साल में',
  'emi.rise.legend': 'अगर ब्याज दर बढ़े (वैकल्पिक)',
  'emi.field.rise': 'बढ़ोतरी (प्रतिशत अंक)',
  'emi.field.riseYear': 'किस साल से',
  'emi.keep.legend': 'दर बढ़ने पर',
  'emi.keep.emi': 'ईएमआई वही रखें (लोन ज़्यादा समय चलेगा)',
  'emi.keep.tenure': 'अवधि वही रखें (ईएमआई बढ़ेगी)',
  'emi.submit': 'ईएमआई निकालें',
  'emi.share': 'इस पेज के पते में आपके आँकड़े हैं: इसे भेजें तो यह हिसाब भी पहुँच जाएगा।',

  'emi.error.amount': '15 लाख या 15,00,000 जैसी रक़म लिखें।',
  'emi.error.downTooHigh': 'क़ीमत से कम डाउन पेमेंट लिखें।',
  'emi.error.rate': '{min} से {max} % सालाना तक की दर लिखें।',
  'emi.error.years': '1 से {max} साल तक की अवधि लिखें।',
  'emi.error.year': '1 से {max} तक का साल लिखें।',
  'emi.error.rise': '0 से ज़्यादा और {max} प्रतिशत अंक तक की बढ़ोतरी लिखें।',
  'emi.fixErrors': 'ईएमआई देखने के लिए ऊपर चिह्नित आँकड़े ठीक करें।',

  'emi.result.heading': 'आपकी ईएमआई',
  'emi.result.emi': 'मासिक ईएमआई',
  'emi.result.loan': 'लोन की रक़म',
  'emi.result.interest': 'कुल ब्याज',
  'emi.result.total': 'बैंक को कुल भुगतान',
  'emi.result.instalments': 'मासिक किस्तें',
  'emi.result.sooner': 'प्रीपेमेंट से लोन {count} किस्तें पहले ख़त्म होता है और {amount} ब्याज बचता है।',
  'emi.result.longer': 'दर बढ़ने पर ईएमआई वही रहती है और {count} किस्तें बढ़ जाती हैं।',
  'emi.result.emiAfterRise': 'साल {year} से ईएमआई {amount} हो जाती है।',
  'emi.warning.neverRepaid':
    '{rate} % पर {emi} की ईएमआई महीने का ब्याज {interest} भी पूरा नहीं करती: लोन कभी नहीं चुकेगा। इसके बजाय अवधि वही रखें, प्रीपेमेंट करें या कम उधार लें।',

  'emi.chart.heading': 'साल-दर-साल',
  'emi.chart.principal': 'चुकाया गया मूलधन',
  'emi.chart.interest': 'ब्याज',
  'emi.chart.prepaid': 'प्रीपेमेंट',
  'emi.chart.top': 'चार्ट का ऊपरी सिरा: एक साल में {amount}',
  'emi.table.caption': 'हर साल कितना चुकाया गया और साल के अंत में कितना बाक़ी है',
  'emi.table.year': 'साल',
  'emi.table.balance': 'साल के अंत में बाक़ी',

  'emi.costs.heading': 'आंध्र प्रदेश में ख़रीद का ख़र्च',
  'emi.costs.price': 'क़ीमत',
  'emi.costs.stampDuty': 'स्टांप ड्यूटी ({percent} %)',
  'emi.costs.transferDuty': 'ट्रांसफ़र ड्यूटी ({percent} %)',
  'emi.costs.registrationFee': 'रजिस्ट्रेशन फ़ीस ({percent} %)',
  'emi.costs.charges': 'रजिस्ट्रेशन पर शुल्क',
  'emi.costs.total': 'शुल्क समेत क़ीमत',
  'emi.costs.cash': 'रजिस्ट्रेशन तक ज़रूरी नक़द (डाउन पेमेंट और शुल्क)',
  'emi.costs.note':
    'यहाँ शुल्क क़ीमत पर निकाले गए हैं। सब-रजिस्ट्रार इन्हें रजिस्टर्ड मूल्य पर लेते हैं, जो सरकारी बाज़ार मूल्य ज़्यादा होने पर वही होता है।',
  'emi.costs.source': 'दरों का स्रोत',

  'details.emi.from': 'ईएमआई {amount} प्रति माह से',
  'details.emi.link': 'ईएमआई और ख़रीद का ख़र्च',
};
