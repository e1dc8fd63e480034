import type { emi as english } from '../en/emi.ts';

// Telugu: the EMI and buying-costs page (en/emi.ts).
export const emi: Record<keyof typeof english, string> = {
  'emi.metaTitle': 'ఈఎంఐ, కొనుగోలు ఖర్చులు: {title}',
  'emi.metaDescription':
    '{price} ధరలో {title} కోసం హోమ్ లోన్ ఈఎంఐ, ఆంధ్రప్రదేశ్‌లో స్టాంప్ డ్యూటీ, ట్రాన్స్‌ఫర్ డ్యూటీ, రిజిస్ట్రేషన్ ఖర్చులు.',
  'emi.heading': 'ఈఎంఐ, కొనుగోలు ఖర్చులు',
  'emi.backToListing': 'లిస్టింగ్‌కు తిరిగి వెళ్లండి',

  'emi.form.heading': 'మీ లోన్',
  'emi.field.down': 'డౌన్ పేమెంట్',
  'emi.field.downHint': '15 లక్షలు లేదా 15,00,000 లాంటి మొత్తం; మిగిలిన ధర లోన్ అవుతుంది.',
  'emi.field.rate': 'వడ్డీ రేటు (% సంవత్సరానికి)',
  'emi.field.years': 'కాలవ్యవధి (సంవత్సరాలు)',
  'emi.field.yearsHint': '1 నుంచి {max} సంవత్సరాల వరకు.',
  'emi.prepay.legend': 'పాక్షిక ముందస్తు చెల్లింపు (ఐచ్ఛికం)',
  'emi.prepay.hint': 'ఈఎంఐ అలాగే ఉంటుంది, లోన్ త్వరగా ముగుస్తుంది.',
  'emi.field.prepay': 'ముందస్తు చెల్లింపు మొత్తం',
  'emi.field.prepayYear': 'చెల్లించే సంవత్సరం',
  'emi.rise.legend': 'వడ్డీ రేటు పెరిగితే (ఐచ్ఛికం)',
  'emi.field.rise': 'పెరుగుదల (శాతం పాయింట్లు)',
  'emi.field.riseYear': 'ఏ సంవత్సరం నుంచి',
  'emi.keep.legend': 'రేటు పెరిగినప్పుడు',
  'emi.keep.emi': 'ఈఎంఐ అలాగే ఉంచండి (లోన్ ఎక్కువ కాలం నడుస్తుంది)',
  'emi.keep.tenure': 'కాలవ్యవధి అలాగే ఉంచండి (ఈఎంఐ పెరుగుతుంది)',
  'emi.submit': 'ఈఎంఐ లెక్కించండి',
  'emi.share': 'ఈ పేజీ చిరునామాలో మీ అంకెలు ఉన్నాయి: దాన్ని పంచుకుంటే ఈ లెక్క పంచుకున్నట్టే.',

  'emi.error.amount': '15 లక్షలు లేదా 15,00,000 లాంటి మొత్తం నమోదు చేయండి.',
  'emi.error.downTooHigh': 'ధర కంటే తక్కువ డౌన్ పేమెంట్ నమోదు చేయండి.',
  'emi.error.rate': 'సంవత్సరానికి {min} నుంచి {max} % వరకు రేటు నమోదు చేయండి.',
  'emi.error.years': '1 నుంచి {max} సంవత్సరాల కాలవ్యవధి నమోదు చేయండి.',
  'emi.error.year': '1 నుంచి {max} వరకు సంవత్సరం నమోదు చేయండి.',
  'emi.error.rise': '0 కంటే ఎక్కువ, {max} శాతం పాయింట్ల వరకు పెరుగుదల నమోదు చేయండి.',
  'emi.fixErrors': 'ఈఎంఐ చూడటానికి పైన గుర్తించిన అంకెలను సరిచేయండి.',

  'emi.result.heading': 'మీ ఈఎంఐ',
  'emi.result.emi': 'నెలవారీ ఈఎంఐ',
  'emi.result.loan': 'లోన్ మొత్తం',
  'emi.result.interest': 'మొత్తం వడ్డీ',
  'emi.result.total': 'బ్యాంకుకు చెల్లించే మొత్తం',
  'emi.result.instalments': 'నెలవారీ వాయిదాలు',
  'emi.result.sooner': 'ముందస్తు చెల్లింపుతో లోన్ {count} వాయిదాలు ముందే ముగుస్తుంది, {amount} వడ్డీ ఆదా అవుతుంది.',
  'emi.result.longer': 'రేటు పెరిగినా ఈఎంఐ అలాగే ఉంటుంది, {count} వాయిదాలు పెరుగుతాయి.',
  'emi.result.emiAfterRise': '{year}వ సంవత్సరం నుంచి ఈఎంఐ {amount} అవుతుంది.',
  'emi.warning.neverRepaid':
    '{rate} % వద్ద {emi} ఈఎంఐ ఆ నెల వడ్డీ {interest}ను కూడా కవర్ చేయదు: లోన్ ఎప్పటికీ తీరదు. బదులుగా కాలవ్యవధి అలాగే ఉంచండి, ముందస్తు చెల్లింపు చేయండి, లేదా తక్కువ అప్పు తీసుకోండి.',

  'emi.chart.heading': 'సంవత్సరాల వారీగా',
  'emi.chart.principal': 'తీర్చిన అసలు',
  'emi.chart.interest': 'వడ్డీ',
  'emi.chart.prepaid': 'ముందస్తు చెల్లింపు',
  'emi.chart.top': 'చార్ట్ పైభాగం: సంవత్సరానికి {amount}',
  'emi.table.caption': 'ప్రతి సంవత్సరం చెల్లించేది, ఆ సంవత్సరం చివరకు ఇంకా మిగిలిన బాకీ',
  'emi.table.year': 'సంవత్సరం',
  'emi.table.balance': 'సంవత్సరాంతానికి బాకీ',

  'emi.costs.heading': 'ఆంధ్రప్రదేశ్‌లో కొనుగోలుకు అయ్యే ఖర్చు',
  'emi.costs.price': 'ధర',
  'emi.costs.stampDuty': 'స్టాంప్ డ్యూటీ ({percent} %)',
  'emi.costs.transferDuty': 'ట్రాన్స్‌ఫర్ డ్యూటీ ({percent} %)',
  'emi.costs.registrationFee': 'రిజిస్ట్రేషన్ ఫీజు ({percent} %)',
  'emi.costs.charges': 'రిజిస్ట్రేషన్ సమయంలో ఛార్జీలు',
  'emi.costs.total': 'ఛార్జీలతో కలిపి ధర',
  'emi.costs.cash': 'రిజిస్ట్రేషన్ నాటికి కావాల్సిన నగదు (డౌన్ పేమెంట్, ఛార్జీలు)',
  'emi.costs.note':
    'ఇక్కడ ఛార్జీలను ధరపై లెక్కించాం. సబ్-రిజిస్ట్రార్ వాటిని రిజిస్టర్ చేసే విలువపై వసూలు చేస్తారు; ప్రభుత్వ మార్కెట్ విలువ ఎక్కువైతే అదే ఆ విలువ.',
  'emi.costs.source': 'రేట్ల మూలం',

  'details.emi.from': 'నెలకు {amount} నుంచి ఈఎంఐ',
  'details.emi.link': 'ఈఎంఐ, కొనుగోలు ఖర్చులు',
};
