import type { reset as english } from '../en/reset.ts';

// Telugu: forgotten password, the one-time code by SMS and the new password (en/reset.ts).
export const reset: Record<keyof typeof english, string> = {
  'reset.metaTitle': 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
  'reset.metaDescription': 'పాస్‌వర్డ్ మర్చిపోయారా? మీ ఫోన్‌కు SMS ద్వారా వన్-టైమ్ కోడ్ పొంది, కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి.',
  'reset.heading': 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
  'reset.dialogLabel': 'మీ పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
  'reset.close': 'మూసివేయండి',
  'reset.intro': 'మీ ఖాతా ఫోన్ నంబర్‌ను నమోదు చేయండి. ఆ నంబర్‌కు SMS ద్వారా 6 అంకెల కోడ్ పంపుతాం.',
  'reset.phone': 'ఫోన్ నంబర్',
  'reset.sendCode': 'కోడ్ పంపండి',
  'reset.codeSent': '{phone} కి 6 అంకెల కోడ్ పంపాం. దీని గడువు {minutes} నిమిషాల్లో ముగుస్తుంది.',
  'reset.codeSentAgain':
    '{phone} కి కొత్త 6 అంకెల కోడ్ పంపాం. దీని గడువు {minutes} నిమిషాల్లో ముగుస్తుంది; పాత కోడ్‌లు ఇక పనిచేయవు.',
  'reset.enterCode': '{phone} కి మేము పంపిన 6 అంకెల కోడ్‌ను నమోదు చేయండి.',
  'reset.code': 'SMS లో వచ్చిన కోడ్',
  'reset.codeHint': '6 అంకెలు',
  'reset.newPassword': 'కొత్త పాస్‌వర్డ్',
  'reset.newPasswordHint': 'కనీసం 6 అక్షరాలు',
  'reset.confirmPassword': 'కొత్త పాస్‌వర్డ్‌ను నిర్ధారించండి',
  'reset.submit': 'పాస్‌వర్డ్ రీసెట్ చేయండి',
  'reset.resend': 'కొత్త కోడ్ పంపండి',
  'reset.changePhone': 'వేరే ఫోన్ నంబర్ ఉపయోగించండి',
  'reset.backToLogin': 'సైన్ ఇన్‌కి తిరిగి వెళ్ళండి',

  'reset.codeInvalid': 'SMS లో వచ్చిన 6 అంకెల కోడ్‌ను నమోదు చేయండి',
  'reset.confirmRequired': 'కొత్త పాస్‌వర్డ్ నిర్ధారణ తప్పనిసరి',
  'reset.passwordsMustMatch': 'పాస్‌వర్డ్‌లు రెండూ ఒకేలా ఉండాలి',
  // Spec §5: the alert when the two passwords differ.
  'reset.passwordsDoNotMatch': 'పాస్‌వర్డ్‌లు సరిపోలడం లేదు',

  // Spec §8: failure dialog 'user not found' plus the reason; success 'Reset Password Successful'.
  'reset.failureTitle': 'వినియోగదారు కనుగొనబడలేదు',
  'reset.errorTitle': 'లోపం!',
  'reset.wrongCode': 'కోడ్ తప్పు; ఇంకా {tries} ప్రయత్నాలు మిగిలి ఉన్నాయి',
  'reset.wrongCodeLastTry': 'కోడ్ తప్పు; ఇంకా 1 ప్రయత్నం మాత్రమే మిగిలి ఉంది',
  'reset.expired': 'కోడ్ గడువు ముగిసింది; కొత్త కోడ్ అడగండి',
  'reset.tooManyTries': 'చాలా సార్లు తప్పు కోడ్ నమోదు చేశారు; కొత్త కోడ్ అడగండి',
  'reset.used': 'ఈ కోడ్ ఇప్పటికే ఉపయోగించబడింది; కొత్త కోడ్ అడగండి',
  'reset.noCode': 'ఈ ఫోన్ నంబర్‌కు ఏ కోడ్ పంపలేదు; కోడ్ కోసం అడగండి',
  'reset.smsFailed': 'SMS పంపలేకపోయాం; దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి',
  'reset.tooManyRequests': 'చాలా ఎక్కువ ప్రయత్నాలు చేశారు. దయచేసి {minutes} నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  'reset.successTitle': 'పాస్‌వర్డ్ విజయవంతంగా రీసెట్ అయింది',
  'reset.successText': 'మీ కొత్త పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.',

  // The SMS itself (the stored and logged copy has the code masked).
  'reset.smsText':
    '{code} మీ పాస్‌వర్డ్ రీసెట్ కోసం {agency} కోడ్. దీని గడువు {minutes} నిమిషాలు. దీన్ని ఎవరితోనూ పంచుకోకండి.',
};
