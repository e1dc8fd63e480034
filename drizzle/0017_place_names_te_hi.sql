ALTER TABLE "areas" ADD COLUMN "name_te" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_te" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The demo region's places in Telugu and Hindi (seed/region.ts), for databases seeded before
-- these columns existed (fresh databases get them from the seed). The test
-- "the place names migration fills a database seeded before it" holds the two lists together.
UPDATE "cities" SET "name_te" = v.te, "name_hi" = v.hi
FROM (VALUES
  ('guntur', 'గుంటూరు', 'गुंटूर'),
  ('amaravati', 'అమరావతి', 'अमरावती'),
  ('vijayawada', 'విజయవాడ', 'विजयवाड़ा')
) AS v(slug, te, hi)
WHERE "cities"."slug" = v.slug AND "cities"."name_te" = '' AND "cities"."name_hi" = '';--> statement-breakpoint
UPDATE "areas" SET "name_te" = v.te, "name_hi" = v.hi
FROM "cities", (VALUES
  ('guntur', 'brodipet', 'బ్రాడీపేట', 'ब्रोडीपेट'),
  ('guntur', 'arundelpet', 'అరండల్‌పేట', 'अरुंडलपेट'),
  ('guntur', 'lakshmipuram', 'లక్ష్మీపురం', 'लक्ष्मीपुरम'),
  ('guntur', 'kothapet', 'కొత్తపేట', 'कोत्तापेट'),
  ('guntur', 'amaravati-road', 'అమరావతి రోడ్', 'अमरावती रोड'),
  ('guntur', 'pattabhipuram', 'పట్టాభిపురం', 'पट्टाभिपुरम'),
  ('guntur', 'vidya-nagar', 'విద్యానగర్', 'विद्यानगर'),
  ('guntur', 'chandramouli-nagar', 'చంద్రమౌళి నగర్', 'चंद्रमौली नगर'),
  ('guntur', 'nallapadu', 'నల్లపాడు', 'नल्लपाडु'),
  ('guntur', 'gorantla', 'గోరంట్ల', 'गोरंटला'),
  ('guntur', 'koritepadu', 'కొరిటెపాడు', 'कोरिटेपाडु'),
  ('guntur', 'syamala-nagar', 'శ్యామల నగర్', 'श्यामला नगर'),
  ('guntur', 'brindavan-gardens', 'బృందావన్ గార్డెన్స్', 'बृंदावन गार्डन्स'),
  ('guntur', 'nagarampalem', 'నగరంపాలెం', 'नगरमपालेम'),
  ('guntur', 'pedakakani', 'పెదకాకాని', 'पेदकाकानी'),
  ('amaravati', 'thullur', 'తుళ్లూరు', 'तुल्लूर'),
  ('amaravati', 'mandadam', 'మందడం', 'मंदडम'),
  ('amaravati', 'velagapudi', 'వెలగపూడి', 'वेलगपूडी'),
  ('amaravati', 'tadepalli', 'తాడేపల్లి', 'ताडेपल्ली'),
  ('amaravati', 'mangalagiri', 'మంగళగిరి', 'मंगलगिरि'),
  ('amaravati', 'undavalli', 'ఉండవల్లి', 'उंडवल्ली'),
  ('amaravati', 'rayapudi', 'రాయపూడి', 'रायपूडी'),
  ('amaravati', 'nelapadu', 'నేలపాడు', 'नेलपाडु'),
  ('amaravati', 'uddandarayunipalem', 'ఉద్దండరాయునిపాలెం', 'उद्दंडरायुनिपालेम'),
  ('amaravati', 'neerukonda', 'నీరుకొండ', 'नीरुकोंडा'),
  ('amaravati', 'krishnayapalem', 'కృష్ణాయపాలెం', 'कृष्णायपालेम'),
  ('amaravati', 'nidamarru', 'నిడమర్రు', 'निडमर्रु'),
  ('amaravati', 'penumaka', 'పెనుమాక', 'पेनुमाका'),
  ('amaravati', 'navuluru', 'నవులూరు', 'नवुलूरु'),
  ('amaravati', 'inavolu', 'ఐనవోలు', 'ऐनवोलु'),
  ('vijayawada', 'benz-circle', 'బెంజ్ సర్కిల్', 'बेंज़ सर्कल'),
  ('vijayawada', 'labbipet', 'లబ్బీపేట', 'लब्बीपेट'),
  ('vijayawada', 'patamata', 'పటమట', 'पटमटा'),
  ('vijayawada', 'governorpet', 'గవర్నర్‌పేట', 'गवर्नरपेट'),
  ('vijayawada', 'moghalrajpuram', 'మొగల్రాజపురం', 'मोगलराजपुरम'),
  ('vijayawada', 'gunadala', 'గుణదల', 'गुणदला'),
  ('vijayawada', 'auto-nagar', 'ఆటోనగర్', 'ऑटोनगर'),
  ('vijayawada', 'kanuru', 'కానూరు', 'कानूरु'),
  ('vijayawada', 'poranki', 'పోరంకి', 'पोरंकी'),
  ('vijayawada', 'bhavanipuram', 'భవానీపురం', 'भवानीपुरम'),
  ('vijayawada', 'gollapudi', 'గొల్లపూడి', 'गोल्लपूडी'),
  ('vijayawada', 'ajit-singh-nagar', 'అజిత్ సింగ్ నగర్', 'अजीत सिंह नगर'),
  ('vijayawada', 'suryaraopet', 'సూర్యారావుపేట', 'सूर्यारावपेट'),
  ('vijayawada', 'satyanarayanapuram', 'సత్యనారాయణపురం', 'सत्यनारायणपुरम'),
  ('vijayawada', 'ramavarappadu', 'రామవరప్పాడు', 'रामवरप्पाडु')
) AS v(city_slug, slug, te, hi)
WHERE "cities"."id" = "areas"."city_id" AND "cities"."slug" = v.city_slug AND "areas"."slug" = v.slug
  AND "areas"."name_te" = '' AND "areas"."name_hi" = '';
