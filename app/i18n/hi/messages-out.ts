import type { messagesOut as english } from '../en/messages-out.ts';

// Hindi: mail and SMS the site sends to people (en/messages-out.ts).
export const messagesOut: Record<keyof typeof english, string> = {
  // A site visit, as its booker is told by SMS and by mail: {when} is 'out.visit.when'.
  'out.visit.when': '{date}, {slot}',
  'out.visit.sms.requested':
    '{agency}: {when} के लिए आपका साइट विज़िट अनुरोध {reference} हमें मिल गया है। पुष्टि के लिए हम आपको कॉल करेंगे।',
  'out.visit.sms.confirmed': '{agency}: आपकी साइट विज़िट {reference} {when} के लिए पक्की हो गई है।',
  'out.visit.sms.cancelled':
    '{agency}: {when} के लिए आपका साइट विज़िट अनुरोध {reference} रद्द कर दिया गया है। दोबारा बुक करने के लिए हमें कॉल करें।',
  'out.visit.sms.track': 'ट्रैक करें: {url}',
  'out.visit.subject.requested': 'आपका साइट विज़िट अनुरोध {reference}',
  'out.visit.subject.confirmed': 'आपकी साइट विज़िट {reference} पक्की हो गई है',
  'out.visit.subject.cancelled': 'आपकी साइट विज़िट {reference} रद्द हो गई है',
  'out.visit.mail.hello': 'नमस्ते,',
  'out.visit.mail.requested': '{when} के लिए आपका साइट विज़िट अनुरोध {reference} हमें मिल गया है।',
  'out.visit.mail.willCall': 'समय पक्का करने के लिए हम आपको कॉल करेंगे।',
  'out.visit.mail.confirmed': 'आपकी साइट विज़िट {reference} {when} के लिए पक्की हो गई है।',
  'out.visit.mail.cancelled': '{when} के लिए आपका साइट विज़िट अनुरोध {reference} रद्द कर दिया गया है।',
  'out.visit.mail.properties': 'प्रॉपर्टी:',
  'out.visit.mail.meetYou': 'हमारी टीम आपसे वहीं मिलेगी। समय बदलना हो तो हमें कॉल करें।',
  'out.visit.mail.bookAgain': 'दोबारा बुक करना चाहें तो हमें कॉल करें।',
  'out.visit.mail.track': 'रेफ़रेंस {reference} और अपने ईमेल या फ़ोन नंबर से अपना अनुरोध {url} पर ट्रैक करें।',

  // SMS to a lister: a site visit to their properties, a message about one, the hour's digest.
  'out.lister.visitOne':
    '{agency}: आपकी प्रॉपर्टी "{title}" के लिए {when} साइट विज़िट का अनुरोध आया है। रेफ़रेंस {reference}। पुष्टि के लिए हम आपको कॉल करेंगे।',
  'out.lister.visitMany':
    '{agency}: आपकी {count} प्रॉपर्टी के लिए {when} साइट विज़िट का अनुरोध आया है। रेफ़रेंस {reference}। पुष्टि के लिए हम आपको कॉल करेंगे।',
  'out.lister.message': '"{title}" के बारे में नया संदेश आया है।',
  'out.lister.readIt': 'मेरा खाता > संदेश में पढ़ें: {url}',
  'out.lister.digest':
    '{agency}: पिछले एक घंटे में आपकी प्रॉपर्टी के बारे में {count} और संदेश या साइट विज़िट अनुरोध आए हैं।',
  'out.lister.digest.one':
    '{agency}: पिछले एक घंटे में आपकी प्रॉपर्टी के बारे में {count} और संदेश या साइट विज़िट अनुरोध आया है।',
  'out.lister.messages': 'संदेश: {url}',

  // SMS to an owner when the back office approves or rejects their listing ({reason} is staff's).
  'out.owner.live': '{agency}: आपकी लिस्टिंग "{title}" अब साइट पर दिख रही है: {url}',
  'out.owner.rejected': '{agency}: आपकी लिस्टिंग "{title}" को मंज़ूरी नहीं मिली।',
  'out.owner.rejectedWhy': '{agency}: आपकी लिस्टिंग "{title}" को मंज़ूरी नहीं मिली: {reason}।',
  'out.owner.editIt': 'मेरी प्रॉपर्टी में जाकर इसे ठीक करें: {url}',

  // The newsletter's confirmation mail.
  'out.newsletter.subject': 'आपने {agency} का न्यूज़लेटर सब्सक्राइब कर लिया है',
  'out.newsletter.thanks': '{agency} का न्यूज़लेटर सब्सक्राइब करने के लिए धन्यवाद।',
  'out.newsletter.what':
    'जब गुंटूर, अमरावती और विजयवाड़ा की नई प्रॉपर्टी, गाइड और कीमतों की जानकारी सच में आपके काम की होगी, तभी हम लिखेंगे। महीने में कुछ ही संदेश, इससे ज़्यादा नहीं।',
  'out.newsletter.stop': 'इन्हें बंद करने के लिए इस मेल का जवाब दें या {email} पर लिखें।',

  'out.alert.subject': '{summary}: {count} अपडेट',
  'out.alert.subject.one': '{summary}: 1 अपडेट',
  'out.alert.hello': 'नमस्ते {name},',
  'out.alert.intro': 'आपकी सेव की गई खोज में {since} से {count} अपडेट हैं: {summary}।',
  'out.alert.intro.one': 'आपकी सेव की गई खोज में {since} से 1 अपडेट है: {summary}।',
  'out.alert.group.new': 'नई ({count})',
  'out.alert.group.price': 'कीमत बदली ({count})',
  'out.alert.group.reopened': 'फिर से उपलब्ध ({count})',
  'out.alert.group.back': 'फिर से बाज़ार में ({count})',
  'out.alert.group.sold': 'बिक गई ({count})',
  'out.alert.group.rented': 'किराए पर दी गई ({count})',
  'out.alert.priceDown': '{from} → {to}, {change} कम',
  'out.alert.priceUp': '{from} → {to}, {change} ज़्यादा',
  'out.alert.results': 'इस खोज में अभी मिलने वाली सभी प्रॉपर्टी: {url}',
  'out.alert.settings': 'ये अलर्ट कितनी बार आएँ: {url}',
  'out.alert.unsubscribe': 'ये अलर्ट बंद करें (साइन इन की ज़रूरत नहीं): {url}',
  'out.alert.sms': '{agency}: आपकी सेव की गई खोज ({summary}) के लिए {count} अपडेट: {url}',
  'out.alert.sms.one': '{agency}: आपकी सेव की गई खोज ({summary}) के लिए 1 अपडेट: {url}',
  'out.alert.sms.stop': 'बंद करें: {url}',
  'out.alertEmail.subject': '{agency} अलर्ट के लिए अपना ईमेल पक्का करें',
  'out.alertEmail.body':
    'किसी ने (हमें उम्मीद है आपने) {agency} की सेव की गई खोजों के अलर्ट इस पते पर भेजने को कहा। पक्का करने के लिए 24 घंटे के अंदर यह लिंक खोलें: {url}',
  'out.alertEmail.ignore': 'अगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: कुछ नहीं भेजा जाएगा।',
};
