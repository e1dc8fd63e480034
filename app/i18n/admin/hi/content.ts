import type { content as english } from '../en/content.ts';

// The back office in Hindi: content: the lists and editors of blog posts, testimonials, agents, FAQ, history and city pages (features/admin/content).
export const content: Record<keyof typeof english, string> = {
  // The content index (/admin/content)
  'admin.content.index.metaTitle': 'कंटेंट · बैक ऑफ़िस · Nivasa',
  'admin.content.index.heading': 'कंटेंट',
  'admin.content.index.intro': 'साइट के पेजों पर जो लिखा है, उसे यहीं बदलें।',
  'admin.content.index.entries': '{count} एंट्रियाँ',
  'admin.content.index.entries.one': '{count} एंट्री',
  'admin.content.index.placesHeading': 'शहर और इलाके',
  'admin.content.index.placesText':
    'जिन जगहों के तहत लिस्टिंग रखी जाती हैं, उन्हें जोड़ें, उनका नाम बदलें और उन्हें मिलाएँ।',
  'admin.content.add': '{singular} जोड़ें',

  // Blog posts (kinds/blogs.ts)
  'admin.content.blogs.title': 'ब्लॉग पोस्ट',
  'admin.content.blogs.singular': 'ब्लॉग पोस्ट',
  'admin.content.blogs.description': '/blog पर पोस्ट। सिर्फ़ प्रकाशित पोस्ट सबको दिखती हैं।',
  'admin.content.blogs.field.title': 'टाइटल',
  'admin.content.blogs.what.title': 'टाइटल',
  'admin.content.blogs.field.author': 'लेखक',
  'admin.content.blogs.what.author': 'लेखक का नाम',
  'admin.content.blogs.field.authorAgentId': 'हमारी टीम का लेखक',
  'admin.content.blogs.hint.authorAgentId': 'पोस्ट के बारे में आए मैसेज इस एजेंट के इनबॉक्स में भी पहुँचते हैं।',
  'admin.content.blogs.field.category': 'श्रेणी',
  'admin.content.blogs.what.category': 'श्रेणी',
  'admin.content.blogs.field.publishedOn': 'तारीख',
  'admin.content.blogs.field.shortDescription': 'छोटा विवरण',
  'admin.content.blogs.what.shortDescription': 'छोटा विवरण',
  'admin.content.blogs.hint.shortDescription':
    'कार्ड पर और सर्च इंजन को दिखता है (ज़्यादा से ज़्यादा 300 अक्षर)।',
  'admin.content.blogs.field.featuredImageKey': 'मुख्य तस्वीर',
  'admin.content.blogs.field.bodyHtml': 'पोस्ट का टेक्स्ट',
  'admin.content.blogs.field.published': 'प्रकाशित (/blog पर दिखती है)',
  'admin.content.blogs.column.published': 'प्रकाशित',

  // Testimonials (kinds/testimonials.ts)
  'admin.content.testimonials.title': 'ग्राहकों की राय',
  'admin.content.testimonials.singular': 'ग्राहक की राय',
  'admin.content.testimonials.description': 'ग्राहक क्या कहते हैं: होम और हमारे बारे में पेज पर दिखता है।',
  'admin.content.testimonials.field.text': 'टेक्स्ट',
  'admin.content.testimonials.what.text': 'टेक्स्ट',
  'admin.content.testimonials.field.photoKey': 'फ़ोटो',
  'admin.content.testimonials.field.name': 'नाम',
  'admin.content.testimonials.what.name': 'नाम',
  'admin.content.testimonials.field.designation': 'पद',
  'admin.content.testimonials.what.designation': 'पद',
  'admin.content.testimonials.field.published': 'प्रकाशित',

  // Team (kinds/agents.ts)
  'admin.content.agents.title': 'टीम',
  'admin.content.agents.singular': 'एजेंट',
  'admin.content.agents.description': '/team पर एजेंट, हर एक का अपना पेज और संपर्क फ़ॉर्म।',
  'admin.content.agents.field.photoKey': 'फ़ोटो',
  'admin.content.agents.field.name': 'नाम',
  'admin.content.agents.what.name': 'नाम',
  'admin.content.agents.field.designation': 'पद',
  'admin.content.agents.what.designation': 'पद',
  'admin.content.agents.field.phone': 'फ़ोन',
  'admin.content.agents.hint.phone': '10 अंकों का मोबाइल नंबर; +91, शुरू में 0 और बीच में स्पेस चल जाते हैं।',
  'admin.content.agents.field.email': 'ईमेल',
  'admin.content.agents.field.bio': 'परिचय',
  'admin.content.agents.what.bio': 'परिचय',
  'admin.content.agents.field.cityId': 'शहर',
  'admin.content.agents.field.languages': 'भाषाएँ',
  'admin.content.agents.hint.languages': 'अंग्रेज़ी नामों में, कॉमा से अलग करके लिखें: Telugu, English, Hindi',
  'admin.content.agents.field.userId': 'जुड़ा हुआ यूज़र खाता',
  'admin.content.agents.hint.userId':
    'इस एजेंट के लिए आई पूछताछ इस खाते के इनबॉक्स में पहुँचती है। सूची में सिर्फ़ सक्रिय एजेंट हैं; खाते का पद घटाने या उसे बंद करने पर लिंक हट जाता है और प्रोफ़ाइल छिप जाती है।',
  'admin.content.agents.field.published': 'प्रकाशित (/team पर दिखता है)',
  'admin.content.agents.column.published': 'प्रकाशित',

  // FAQ entries (kinds/faqs.ts)
  'admin.content.faqs.title': 'सवाल-जवाब',
  'admin.content.faqs.singular': 'सवाल-जवाब',
  'admin.content.faqs.description': '/faq पेज के सवाल और जवाब।',
  'admin.content.faqs.field.question': 'सवाल',
  'admin.content.faqs.what.question': 'सवाल',
  'admin.content.faqs.field.answer': 'जवाब',
  'admin.content.faqs.what.answer': 'जवाब',

  // History timeline (kinds/history.ts)
  'admin.content.history.title': 'इतिहास की टाइमलाइन',
  'admin.content.history.singular': 'इतिहास की घटना',
  'admin.content.history.description': '/history पर एजेंसी की टाइमलाइन, सबसे पुरानी पहले।',
  'admin.content.history.field.year': 'साल',
  'admin.content.history.what.year': 'साल',
  'admin.content.history.hint.year': 'जैसे 2014।',
  'admin.content.history.field.title': 'टाइटल',
  'admin.content.history.what.title': 'टाइटल',
  'admin.content.history.field.text': 'टेक्स्ट',
  'admin.content.history.what.text': 'टेक्स्ट',

  // City pages (kinds/city-pages.ts)
  'admin.content.cityPages.title': 'सिटी पेज',
  'admin.content.cityPages.singular': 'सिटी पेज',
  'admin.content.cityPages.description': 'आठ सिटी लैंडिंग पेजों का टेक्स्ट। उनके पते तय हैं।',
  'admin.content.cityPages.field.title': 'टाइटल',
  'admin.content.cityPages.what.title': 'टाइटल',
  'admin.content.cityPages.field.subheader': 'सबहेडर',
  'admin.content.cityPages.what.subheader': 'सबहेडर',
  'admin.content.cityPages.field.metaDescription': 'मेटा विवरण',
  'admin.content.cityPages.what.metaDescription': 'मेटा विवरण',
  'admin.content.cityPages.hint.metaDescription':
    'सर्च इंजन टाइटल के नीचे जो दिखाते हैं (ज़्यादा से ज़्यादा 300 अक्षर)।',
  'admin.content.cityPages.field.intro': 'परिचय',
  'admin.content.cityPages.what.intro': 'परिचय',
  'admin.content.cityPages.hint.intro': 'पैराग्राफ़ों के बीच एक खाली लाइन छोड़ें।',
  'admin.content.cityPages.field.sections': 'सेक्शन',
  'admin.content.cityPages.hint.sections':
    'हर सेक्शन "## शीर्षक" वाली लाइन से शुरू करें, फिर उसके पैराग्राफ़ लिखें; पैराग्राफ़ों के बीच एक खाली लाइन छोड़ें।',
  'admin.content.cityPages.field.localities': 'इलाके',
  'admin.content.cityPages.hint.localities':
    'हर लाइन में एक। जो नाम हमारे किसी इलाके से मिलता है, वह उस इलाके की लिस्टिंग से लिंक होता है।',
  'admin.content.cityPages.field.faqs': 'सवाल और जवाब',
  'admin.content.cityPages.hint.faqs':
    'हर सवाल "Q: सवाल" के रूप में और अगली लाइन पर "A: जवाब" के रूप में लिखें। जोड़ियों के बीच एक खाली लाइन छोड़ें।',
  'admin.content.cityPages.column.slug': 'पता',

  // Fields several kinds share (kinds/fields.ts)
  'admin.content.field.order': 'क्रम',
  'admin.content.field.orderWhat': 'पूर्ण संख्या',
  'admin.content.field.orderHint': 'छोटी संख्या पहले आती है।',
  'admin.content.field.none': 'कोई नहीं',
  'admin.content.language.te': 'तेलुगु',
  'admin.content.language.hi': 'हिंदी',

  // A kind's list (/admin/content/:kind)
  'admin.content.list.metaTitle': '{title} · बैक ऑफ़िस · Nivasa',
  'admin.content.list.allContent': 'सारा कंटेंट',
  'admin.content.list.search': '{kinds} खोजें',
  'admin.content.list.titleContains': 'टाइटल में शामिल शब्द',
  'admin.content.list.empty': '{kinds}: अभी कोई एंट्री नहीं।',
  'admin.content.list.noMatch': '{kinds} में “{q}” से कुछ नहीं मिला।',
  'admin.content.list.pages': '{title} के पेज',
  'admin.content.list.translations': 'अनुवाद',
  'admin.content.list.translated': 'तेलुगु, हिंदी',
  'admin.content.list.missingTe': 'तेलुगु नहीं है',
  'admin.content.list.missingHi': 'हिंदी नहीं है',
  'admin.content.list.missingBoth': 'तेलुगु और हिंदी नहीं हैं',
  'admin.content.list.actions': 'कार्रवाई',
  'admin.content.list.edit': 'बदलें',
  'admin.content.list.editName': '{name} बदलें',
  'admin.content.list.delete': 'हटाएँ',
  'admin.content.list.deleteName': '{name} हटाएँ',
  'admin.content.list.yes': 'हाँ',
  'admin.content.list.no': 'नहीं',
  'admin.content.list.deleted': '{singular} “{name}” को हटा दिया गया।',

  // The delete confirmation (on the list)
  'admin.content.delete.heading': 'यह {singular} हटाएँ?',
  'admin.content.delete.text': '“{name}” साइट से हट जाएगा। इसे वापस नहीं लाया जा सकता।',
  'admin.content.delete.confirm': '{singular} हटाएँ',
  'admin.content.delete.keep': 'रहने दें',

  // The editor (/admin/content/:kind/:id)
  'admin.content.edit.metaAdd': '{singular} जोड़ें · बैक ऑफ़िस · Nivasa',
  'admin.content.edit.metaEdit': '{singular} बदलें · बैक ऑफ़िस · Nivasa',
  'admin.content.edit.heading': '{singular} बदलें: {name}',
  'admin.content.edit.back': '{kinds} पर वापस जाएँ',
  'admin.content.edit.viewOnSite': 'साइट पर देखें',
  'admin.content.edit.added': '{singular} को जोड़ दिया गया।',
  'admin.content.edit.saved': '{singular} के बदलाव सेव हो गए।',
  'admin.content.edit.errors': '{count} फ़ील्ड ठीक करने हैं।',
  'admin.content.edit.errors.one': 'एक फ़ील्ड ठीक करना है।',
  'admin.content.edit.languagesNote':
    'पाठकों को दिखने वाले हर फ़ील्ड के बगल में उसका तेलुगु (తెలుగు) और हिंदी रूप है। जो भाषा खाली छोड़ी जाए, उसके पेजों पर अंग्रेज़ी दिखती है, स्क्रीन रीडर के लिए अंग्रेज़ी के रूप में चिह्नित; किसी भाषा के सारे फ़ील्ड भरें या एक भी नहीं।',
  'admin.content.edit.linesHint': 'अंग्रेज़ी वाली एंट्रियाँ, उसी क्रम में, हर लाइन में एक।',
  'admin.content.edit.save': 'सेव करें',
  'admin.content.edit.cancel': 'रद्द करें',
  'admin.content.edit.delete': 'हटाएँ…',

  // The editor's image field
  'admin.content.image.current': 'मौजूदा {field}',
  'admin.content.image.none': 'अभी कोई तस्वीर नहीं।',
  'admin.content.image.replace': ': बदलने के लिए नई चुनें',
  'admin.content.image.choose': ': फ़ाइल चुनें',
  'admin.content.image.hint':
    'JPEG, PNG या WebP, ज़्यादा से ज़्यादा {mb} MB। मौजूदा तस्वीर रखनी हो तो खाली छोड़ें।',
  'admin.content.image.remove': 'मौजूदा तस्वीर हटाएँ',

  // The rich-text editor (a blog body)
  'admin.content.editor.bold': 'बोल्ड',
  'admin.content.editor.italic': 'इटैलिक',
  'admin.content.editor.heading2': 'हेडिंग 2',
  'admin.content.editor.heading3': 'हेडिंग 3',
  'admin.content.editor.bulletedList': 'बुलेट सूची',
  'admin.content.editor.numberedList': 'क्रमांकित सूची',
  'admin.content.editor.link': 'लिंक',
  'admin.content.editor.quote': 'उद्धरण',
  'admin.content.editor.quoteMark': '“ उद्धरण',
  'admin.content.editor.linkPrompt': 'लिंक का पता (https://, mailto: या tel:)',
  'admin.content.editor.linkRefused': 'लिंक https://, http://, mailto: या tel: से शुरू होना चाहिए',
  'admin.content.editor.editHtml': 'HTML में बदलें',
  'admin.content.editor.backToEditor': 'एडिटर पर वापस जाएँ',
  'admin.content.editor.toolbar': '{label} की फ़ॉर्मैटिंग',
  'admin.content.editor.visualHint':
    'हेडिंग, सूची, लिंक और उद्धरण के लिए टूलबार इस्तेमाल करें। बाकी सब सेव करते समय हट जाता है।',
  'admin.content.editor.htmlHint':
    'HTML। इनकी अनुमति है: p, h2, h3, h4, ul, ol, li, strong, em, b, i, blockquote, br, table (thead, tbody, tr, th, td), और http(s), mailto: या tel: लिंक वाला a। बाकी सब सेव करते समय हट जाता है।',

  // Messages of a save (kinds/fields.ts, kinds/text-formats.ts, content-save.server.ts)
  'admin.content.error.enter': '{what} डालें।',
  'admin.content.error.tooLong': '{what} में ज़्यादा से ज़्यादा {max} अक्षर हों।',
  'admin.content.error.range': '{min} से {max} के बीच {what} डालें।',
  'admin.content.error.choose': 'दिए गए विकल्पों में से एक चुनें।',
  'admin.content.error.date': 'तारीख डालें।',
  'admin.content.error.dateFormat': 'तारीख YYYY-MM-DD के रूप में डालें।',
  'admin.content.error.phone': '10 अंकों का मोबाइल नंबर डालें।',
  'admin.content.error.email': 'ईमेल पता डालें।',
  'admin.content.error.emailFormat': 'name@example.com जैसा ईमेल पता डालें।',
  'admin.content.error.post': 'पोस्ट लिखें।',
  'admin.content.error.postTooLong': 'पोस्ट का HTML {max} अक्षरों से कम रखें।',
  'admin.content.error.listEntries': 'ज़्यादा से ज़्यादा {max} छोटी एंट्रियाँ लिखें।',
  'admin.content.error.lineEntries': 'ज़्यादा से ज़्यादा {max} एंट्रियाँ लिखें, हर एक {length} अक्षरों तक।',
  'admin.content.error.paragraphs': 'ज़्यादा से ज़्यादा {max} पैराग्राफ़, हर एक {length} अक्षरों तक।',
  'admin.content.error.sections': 'ज़्यादा से ज़्यादा {max} सेक्शन।',
  'admin.content.error.questions': 'ज़्यादा से ज़्यादा {max} सवाल।',
  'admin.content.error.sectionStart': 'हर सेक्शन "## शीर्षक" वाली लाइन से शुरू करें।',
  'admin.content.error.sectionHeading': 'हर सेक्शन का शीर्षक होना चाहिए।',
  'admin.content.error.sectionParagraph': 'हर सेक्शन में शीर्षक के नीचे कम से कम एक पैराग्राफ़ होना चाहिए।',
  'admin.content.error.questionFormat':
    'हर सवाल "Q: …" के रूप में और उसका जवाब अगली लाइन पर "A: …" के रूप में लिखें, और जोड़ियों के बीच एक खाली लाइन छोड़ें।',
  'admin.content.error.translationMissing':
    '{language} {field} भी भरें, या {language} के सारे फ़ील्ड खाली छोड़ें।',
  'admin.content.error.check': 'यह फ़ील्ड जाँचें।',
  'admin.content.error.sameEntries': 'अंग्रेज़ी वाली वही {count} एंट्रियाँ, उसी क्रम में लिखें।',
  'admin.content.error.imageAgain': 'तस्वीर दोबारा चुनें: फ़ॉर्म में गलतियाँ हों तो फ़ाइल नहीं रखी जाती।',

  // Messages of reading a post (content-post.server.ts)
  'admin.content.error.imageTooLarge': 'तस्वीर बहुत बड़ी है: ज़्यादा से ज़्यादा {mb} MB।',
  'admin.content.error.imageOne': 'एक ही तस्वीर चुनें।',
  'admin.content.error.imageType': 'JPEG, PNG या WebP तस्वीर चुनें।',
  'admin.content.error.imagePixels': 'तस्वीर में पिक्सेल बहुत ज़्यादा हैं: पहले उसे छोटा करें।',
  'admin.content.error.imageEmpty': 'फ़ाइल खाली है: कोई दूसरी चुनें।',
  'admin.content.error.diskFull':
    'डिस्क भर गई है: तस्वीर सेव नहीं हो सकी। कुछ जगह खाली करें, फिर दोबारा कोशिश करें।',
  'admin.content.error.formRetry': 'फ़ॉर्म पढ़ा नहीं जा सका: दोबारा कोशिश करें।',
  'admin.content.error.postTooLarge': 'भेजा गया फ़ॉर्म बहुत बड़ा है (ज़्यादा से ज़्यादा {mb} MB)।',
  'admin.content.error.formUnreadable': 'फ़ॉर्म पढ़ा नहीं जा सका।',
};
