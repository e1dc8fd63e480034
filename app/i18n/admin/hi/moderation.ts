import type { moderation as english } from '../en/moderation.ts';

// The back office in Hindi: moderation: the review queue and a listing's review (features/admin/moderation).
export const moderation: Record<keyof typeof english, string> = {
  // Page titles (routes/admin/moderation.tsx, routes/admin/listing.tsx)
  'admin.moderation.meta.queue': 'मॉडरेशन · बैक ऑफ़िस · Nivasa',
  'admin.moderation.meta.listing': '{title} · बैक ऑफ़िस · Nivasa',
  'admin.moderation.meta.listingFallback': 'लिस्टिंग',

  // The review queue (moderation-page.tsx)
  'admin.moderation.queue.heading': 'मॉडरेशन',
  'admin.moderation.queue.intro':
    'समीक्षा के लिए रुकी लिस्टिंग, सबसे ज़्यादा देर से रुकी पहले। किसी एक को खोलकर हर फ़ोटो और हर जानकारी देखें, फिर उसे मंज़ूर या अस्वीकार करें।',
  'admin.moderation.queue.caption': 'समीक्षा के लिए रुकी लिस्टिंग',
  'admin.moderation.queue.empty': 'कोई लिस्टिंग समीक्षा के लिए नहीं रुकी है।',
  'admin.moderation.queue.photo': 'फ़ोटो',
  'admin.moderation.queue.review': 'समीक्षा',
  'admin.moderation.queue.pages': 'मॉडरेशन सूची के पेज',

  // A listing's review page: its heading and links (review-page.tsx)
  'admin.moderation.review.listingId': 'लिस्टिंग #{id}',
  'admin.moderation.review.reason': 'कारण: {reason}',
  'admin.moderation.review.edit': 'लिस्टिंग बदलें',
  'admin.moderation.review.viewPublic': 'सार्वजनिक पेज देखें',

  // Words several panels share
  'admin.moderation.common.id': 'आईडी',
  'admin.moderation.common.status': 'स्टेटस',
  'admin.moderation.common.owner': 'मालिक',
  'admin.moderation.common.nobody': 'कोई नहीं',

  // The decision panel (review-forms.tsx)
  'admin.moderation.decision.title': 'फ़ैसला',
  'admin.moderation.decision.approve': 'मंज़ूर करें',
  'admin.moderation.decision.approveHint':
    'मंज़ूर करते ही लिस्टिंग सबको दिखने लगती है और मालिक को SMS से बता दिया जाता है।',
  'admin.moderation.decision.reject': 'अस्वीकार करें',
  'admin.moderation.decision.rejectReason': 'अस्वीकार करने का कारण',
  'admin.moderation.decision.rejectHint': 'मालिक इसे “मेरी प्रॉपर्टी” में और हमारे भेजे SMS में देखता है।',
  'admin.moderation.decision.noDecision':
    'इस लिस्टिंग का स्टेटस: {status}। इसे बदलने के लिए “स्टेटस बदलें” का इस्तेमाल करें।',
  'admin.moderation.decision.changeStatus': 'स्टेटस बदलें',
  'admin.moderation.decision.statusReason': 'कारण (वैकल्पिक; अस्वीकार करने के लिए ज़रूरी)',
  'admin.moderation.decision.assign': 'सौंपें',
  'admin.moderation.decision.agent': 'एजेंट को सौंपें',
  'admin.moderation.decision.saveFeatured': 'फ़ीचर्ड सेव करें',
  'admin.moderation.decision.featured': 'होम पेज पर फ़ीचर्ड',
  'admin.moderation.decision.featuredHint':
    'फ़ीचर्ड लिस्टिंग सक्रिय रहने तक नई लिस्टिंग में सबसे पहले दिखती हैं।',

  // The possible duplicates, side by side (review-panels.tsx)
  'admin.moderation.duplicates.title': 'संभावित डुप्लिकेट',
  'admin.moderation.duplicates.none': 'किसी और लिस्टिंग में न इसकी कोई फ़ोटो है, न यही पता और कीमत।',
  'admin.moderation.duplicates.intro':
    '{count} और लिस्टिंग यही प्रॉपर्टी हो सकती हैं। फ़ैसला करने से पहले उन्हें इससे मिलाकर देखें।',
  'admin.moderation.duplicates.intro.one':
    '{count} और लिस्टिंग यही प्रॉपर्टी हो सकती है। फ़ैसला करने से पहले उसे इससे मिलाकर देखें।',
  'admin.moderation.duplicates.region': 'यह लिस्टिंग और इसके संभावित डुप्लिकेट, साथ-साथ',
  'admin.moderation.duplicates.current': 'समीक्षा में',
  'admin.moderation.duplicates.candidate': 'संभावित डुप्लिकेट #{id}',
  'admin.moderation.duplicates.why': 'यह डुप्लिकेट क्यों हो सकती है',
  'admin.moderation.duplicates.reason.photo': 'वही फ़ोटो',
  'admin.moderation.duplicates.reason.address': 'वही पता और कीमत',
  'admin.moderation.duplicates.coverAlt': 'लिस्टिंग #{id} की कवर फ़ोटो',
  'admin.moderation.duplicates.noPhoto': 'फ़ोटो नहीं',

  // The photos panel (review-panels.tsx)
  'admin.moderation.photos.title': 'फ़ोटो ({count})',
  'admin.moderation.photos.none': 'इस लिस्टिंग में कोई फ़ोटो नहीं है।',
  'admin.moderation.photos.alt': 'लिस्टिंग #{id} की फ़ोटो {number}',
  'admin.moderation.photos.photo': 'फ़ोटो {number}',
  'admin.moderation.photos.photoCover': 'फ़ोटो {number} (कवर)',
  'admin.moderation.photos.variants': 'साइज़:',
  'admin.moderation.photos.hash': 'हैश {hash}',

  // The listing's fields (review-panels.tsx)
  'admin.moderation.details.title': 'लिस्टिंग',
  'admin.moderation.details.titleTe': 'तेलुगु में टाइटल',
  'admin.moderation.details.listingType': 'लिस्टिंग का प्रकार',
  'admin.moderation.details.coordinates': 'कोऑर्डिनेट',
  'admin.moderation.details.notGiven': 'नहीं दिए गए',
  'admin.moderation.details.mapUrl': 'मैप लिंक',
  'admin.moderation.details.created': 'बनाई गई',
  'admin.moderation.details.updated': 'आख़िरी बदलाव',
  'admin.moderation.details.published': 'प्रकाशित हुई',
  'admin.moderation.details.never': 'अभी नहीं',
  'admin.moderation.details.confirmed': 'मालिक ने आख़िरी बार पुष्टि की',
  'admin.moderation.details.facts': 'मुख्य जानकारी',
  'admin.moderation.details.descriptionTe': 'तेलुगु में विवरण',

  // The owner and agent panel (review-panels.tsx)
  'admin.moderation.people.title': 'मालिक और एजेंट',
  'admin.moderation.people.ownerPhone': 'मालिक का फ़ोन',
  'admin.moderation.people.agent': 'सौंपा गया एजेंट',
  'admin.moderation.people.featured': 'फ़ीचर्ड',
  'admin.moderation.people.yes': 'हाँ',
  'admin.moderation.people.no': 'नहीं',

  // The status history (review-panels.tsx)
  'admin.moderation.history.title': 'स्टेटस का इतिहास',
  'admin.moderation.history.caption': 'स्टेटस का इतिहास, नए पहले',
  'admin.moderation.history.empty': 'अभी तक स्टेटस में कोई बदलाव दर्ज नहीं है।',
  'admin.moderation.history.when': 'कब',
  'admin.moderation.history.change': 'बदलाव',
  'admin.moderation.history.new': 'नई',
  'admin.moderation.history.to': 'से',
  'admin.moderation.history.reason': 'कारण',
  'admin.moderation.history.by': 'किसने',
  'admin.moderation.history.system': 'सिस्टम',

  // The forms' messages next to a field (moderation-schema.ts, review-commands.server.ts)
  'admin.moderation.error.reasonShort': 'कम से कम {min} अक्षरों में कारण लिखें।',
  'admin.moderation.error.reasonLong': 'कारण ज़्यादा से ज़्यादा {max} अक्षरों में रखें।',
  'admin.moderation.error.status': 'कोई स्टेटस चुनें।',
  'admin.moderation.error.rejectReason':
    'अस्वीकार करने के लिए कम से कम {min} अक्षरों में कारण लिखना ज़रूरी है।',
  'admin.moderation.error.agent': 'कोई एजेंट चुनें।',
  'admin.moderation.error.action': 'कोई कार्रवाई चुनें।',
  'admin.moderation.refusal.notFound': 'यह लिस्टिंग अब मौजूद नहीं है।',
  'admin.moderation.refusal.status':
    'लिस्टिंग के मौजूदा स्टेटस में अब यह नहीं हो सकता: अभी का स्टेटस देखने के लिए पेज रीलोड करें।',
  'admin.moderation.refusal.sameStatus': 'लिस्टिंग का स्टेटस पहले से यही है।',
  'admin.moderation.refusal.notAnAgent': 'एजेंटों में से किसी एक को चुनें।',

  // The notices after a decision (review-commands.server.ts)
  'admin.moderation.notice.approved': 'लिस्टिंग मंज़ूर हो गई। मालिक को बता दिया गया है।',
  'admin.moderation.notice.rejected': 'लिस्टिंग अस्वीकार हो गई। मालिक को कारण बता दिया गया है।',
  'admin.moderation.notice.statusChanged': 'स्टेटस बदलकर “{status}” कर दिया गया।',
  'admin.moderation.notice.unassigned': 'लिस्टिंग अब किसी को नहीं सौंपी गई है।',
  'admin.moderation.notice.assigned': 'एजेंट को सौंप दी गई।',
  'admin.moderation.notice.featured': 'लिस्टिंग होम पेज पर फ़ीचर्ड है।',
  'admin.moderation.notice.unfeatured': 'लिस्टिंग अब फ़ीचर्ड नहीं है।',
};
