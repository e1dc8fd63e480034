import type { reset as english } from '../en/reset.ts';

// Hindi: forgotten password, the one-time code by SMS and the new password (en/reset.ts).
export const reset: Record<keyof typeof english, string> = {
  'reset.metaTitle': 'अपना पासवर्ड रीसेट करें',
  'reset.metaDescription':
    'पासवर्ड भूल गए? अपने फ़ोन पर SMS से एक बार इस्तेमाल होने वाला कोड पाएँ और नया पासवर्ड चुनें।',
  'reset.heading': 'अपना पासवर्ड रीसेट करें',
  'reset.dialogLabel': 'अपना पासवर्ड रीसेट करें',
  'reset.close': 'बंद करें',
  'reset.intro': 'अपने खाते का फ़ोन नंबर डालें। हम उस पर SMS से 6 अंकों का कोड भेजेंगे।',
  'reset.phone': 'फ़ोन नंबर',
  'reset.sendCode': 'कोड भेजें',
  'reset.codeSent': 'हमने {phone} पर 6 अंकों का कोड भेजा है। यह {minutes} मिनट तक मान्य रहेगा।',
  'reset.codeSentAgain':
    'हमने {phone} पर 6 अंकों का नया कोड भेजा है। यह {minutes} मिनट तक मान्य रहेगा; पहले भेजे गए कोड अब काम नहीं करेंगे।',
  'reset.enterCode': 'हमने {phone} पर जो 6 अंकों का कोड भेजा है, उसे डालें।',
  'reset.code': 'SMS में मिला कोड',
  'reset.codeHint': '6 अंक',
  'reset.newPassword': 'नया पासवर्ड',
  'reset.newPasswordHint': 'कम से कम 6 कैरेक्टर',
  'reset.confirmPassword': 'नया पासवर्ड दोबारा डालें',
  'reset.submit': 'पासवर्ड रीसेट करें',
  'reset.resend': 'नया कोड भेजें',
  'reset.changePhone': 'दूसरा फ़ोन नंबर इस्तेमाल करें',
  'reset.backToLogin': 'साइन इन पर वापस जाएँ',

  'reset.codeInvalid': 'SMS में मिला 6 अंकों का कोड डालें',
  'reset.confirmRequired': 'नया पासवर्ड दोबारा डालना ज़रूरी है',
  'reset.passwordsMustMatch': 'दोनों पासवर्ड एक जैसे होने चाहिए',
  'reset.passwordsDoNotMatch': 'पासवर्ड मेल नहीं खाते',

  'reset.failureTitle': 'यूज़र नहीं मिला',
  'reset.errorTitle': 'त्रुटि!',
  'reset.wrongCode': 'कोड गलत है; {tries} कोशिशें बाकी हैं',
  'reset.wrongCodeLastTry': 'कोड गलत है; 1 कोशिश बाकी है',
  'reset.expired': 'कोड की समय-सीमा खत्म हो गई है; नया कोड मँगाएँ',
  'reset.tooManyTries': 'बहुत बार गलत कोड डाला गया; नया कोड मँगाएँ',
  'reset.used': 'यह कोड पहले ही इस्तेमाल हो चुका है; नया कोड मँगाएँ',
  'reset.noCode': 'इस फ़ोन नंबर पर कोई कोड नहीं भेजा गया है; कोड मँगाएँ',
  'reset.smsFailed': 'SMS नहीं भेजा जा सका; कृपया कुछ मिनट बाद फिर से कोशिश करें',
  'reset.tooManyRequests': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'reset.successTitle': 'पासवर्ड रीसेट हो गया',
  'reset.successText': 'अपने नए पासवर्ड से साइन इन करें।',

  'reset.smsText':
    '{code} पासवर्ड रीसेट करने के लिए आपका {agency} कोड है। यह {minutes} मिनट तक मान्य है। इसे किसी के साथ शेयर न करें।',
};
