import type { savedSearches as english } from '../en/saved-searches.ts';

// Hindi: saved searches (en/saved-searches.ts).
export const savedSearches: Record<keyof typeof english, string> = {
  'savedSearches.metaTitle': 'सेव की गई खोजें – मेरा खाता',
  'savedSearches.heading': 'सेव की गई खोजें',
  'savedSearches.count': '{count} सेव की गई खोजें',
  'savedSearches.count.one': '{count} सेव की गई खोज',
  'savedSearches.empty':
    'अभी कोई सेव की गई खोज नहीं है। प्रॉपर्टी खोजें, फिर नतीजों के ऊपर “यह खोज सेव करें” चुनें।',
  'savedSearches.savedOn': '{date} को सेव की गई',
  'savedSearches.confirmText': 'यह सेव की गई खोज हटा दी जाएगी:',
  'savedSearches.save': 'यह खोज सेव करें',
  'savedSearches.isSaved': 'खोज सेव हो गई',
  'savedSearches.see': 'सेव की गई खोजें देखें',
  'savedSearches.savedTitle': 'खोज सेव हो गई',
  'savedSearches.savedText': 'यह आपको मेरा खाता में, सेव की गई खोजें के नीचे मिलेगी।',
  'savedSearches.limitTitle': 'खोज सेव नहीं हुई',
  'savedSearches.limitText':
    'एक खाते में जितनी खोजें रखी जा सकती हैं, आप उतनी सेव कर चुके हैं। मेरा खाता में एक हटाएँ, फिर यह खोज सेव करें।',
  'savedSearches.deletedTitle': 'सफल!',
  'savedSearches.deletedText': 'सेव की गई खोज हटा दी गई है।',

  'savedSearches.alerts': 'अलर्ट',
  'savedSearches.frequency.instant': 'तुरंत',
  'savedSearches.frequency.daily': 'रोज़',
  'savedSearches.frequency.weekly': 'हफ़्ते में एक बार',
  'savedSearches.saveAlerts': 'अलर्ट सेव करें',
  'savedSearches.pause': 'अलर्ट रोकें',
  'savedSearches.resume': 'अलर्ट फिर शुरू करें',
  'savedSearches.paused': 'अलर्ट रुके हुए हैं',
  'savedSearches.alertsSavedTitle': 'अलर्ट सेव हो गए',
  'savedSearches.alertsSavedText': 'इस खोज के अलर्ट अपडेट हो गए हैं।',
  'savedSearches.channel.heading': 'अलर्ट आप तक कैसे पहुँचते हैं',
  'savedSearches.channel.intro':
    'हर अलर्ट में पिछले अलर्ट के बाद की हर नई प्रॉपर्टी और हर बदलाव (कीमत, फिर से बाज़ार में, बिकी या किराए पर दी गई) होता है। तुरंत वाले अलर्ट एक-दो मिनट में आते हैं; रोज़ वाले हर सुबह {hour} बजे, हफ़्ते वाले सोमवार को।',
  'savedSearches.channel.email': 'अलर्ट {email} पर ईमेल से आते हैं।',
  'savedSearches.channel.pending':
    'हमने {email} पर पक्का करने का लिंक भेजा है। जब तक आप उसे नहीं खोलते, अलर्ट आपके फ़ोन पर SMS से आते हैं।',
  'savedSearches.channel.sms':
    'अलर्ट आपके फ़ोन पर SMS से आते हैं, बदलावों के लिंक के साथ। हर प्रॉपर्टी अलर्ट में ही पाने के लिए ईमेल जोड़ें।',
  'savedSearches.email.label': 'अलर्ट के लिए ईमेल',
  'savedSearches.email.send': 'पक्का करने का लिंक भेजें',
  'savedSearches.email.remove': 'ईमेल अलर्ट बंद करें',
  'savedSearches.email.required': 'अपना ईमेल पता लिखें',
  'savedSearches.email.invalid': 'सही ईमेल पता लिखें',
  'savedSearches.email.sentTitle': 'अपना ईमेल देखें',
  'savedSearches.email.sentText': 'पता पक्का करने के लिए हमारा भेजा लिंक खोलें।',
  'savedSearches.email.removedTitle': 'ईमेल अलर्ट बंद',
  'savedSearches.email.removedText': 'आपके अलर्ट SMS से आएँगे।',
  'savedSearches.email.tooMany': 'बहुत सारे पुष्टि मेल हो गए। {minutes} मिनट बाद फिर कोशिश करें।',
  'savedSearches.alert.heading': '{date} का अलर्ट',
  'savedSearches.alert.close': 'यह अलर्ट बंद करें',
  'savedSearches.alert.none': 'इस अलर्ट की प्रॉपर्टी अब लिस्ट में नहीं हैं।',
  'alerts.unsubscribe.metaTitle': 'अलर्ट बंद करें',
  'alerts.unsubscribe.heading': 'अलर्ट बंद करें',
  'alerts.unsubscribe.ask': 'सेव की गई इस खोज के अलर्ट बंद करें?',
  'alerts.unsubscribe.button': 'अनसब्सक्राइब',
  'alerts.unsubscribe.done': 'आप अनसब्सक्राइब हो गए: सेव की गई इस खोज के लिए अब कोई अलर्ट नहीं आएगा।',
  'alerts.unsubscribe.again': 'खोज सेव रहती है। इसके अलर्ट फिर शुरू करने के लिए यहाँ जाएँ:',
  'alerts.unsubscribe.broken':
    'यह लिंक काम नहीं करता। मेरा खाता, सेव की गई खोजें में अलर्ट बंद करें, या किसी नए अलर्ट का लिंक इस्तेमाल करें।',
  'alerts.confirm.metaTitle': 'अपना ईमेल पक्का करें',
  'alerts.confirm.heading': 'अपना ईमेल पक्का करें',
  'alerts.confirm.done': 'ईमेल पक्का हो गया। आपकी खोजों के अलर्ट इसी पते पर आएँगे।',
  'alerts.confirm.broken':
    'इस लिंक की समय-सीमा खत्म हो गई है या इसे पहले ही इस्तेमाल किया जा चुका है। सेव की गई खोजें पेज पर नया लिंक माँगें।',
};
