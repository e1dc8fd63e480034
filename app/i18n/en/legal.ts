// Terms & Conditions and the Privacy Policy: plain language, true of this site as it is built.
// `{agency}`, `{email}` and `{phone}` come from the site settings.
export const legal = {
  'legal.updated': 'Last updated: 25 November 2026',
  'legal.contactTitle': 'Questions',
  'legal.contact': 'Write to {email} or call {phone}. We answer within two working days.',

  'terms.metaTitle': 'Terms & Conditions',
  'terms.metaDescription':
    'The rules for using {agency}: accounts, listings, enquiries and what we may remove.',
  'terms.heading': 'Terms & Conditions',
  'terms.intro':
    '{agency} is a property website for Guntur, Amaravati and Vijayawada. By creating an account or posting a listing you agree to these terms. They are short on purpose; if anything is unclear, ask us.',
  'terms.account.title': 'Your account',
  'terms.account.text':
    'An account is for one person and one mobile number. Keep your password to yourself; you are responsible for what is done with your account. You must be 18 or older to register.',
  'terms.listings.title': 'Listings you post',
  'terms.listings.text':
    'Post only homes, plots and land you own or may sell or rent out, with true prices, areas and photos you took or may use. A new listing is reviewed by our team before it is public, and we may ask for proof (such as RERA or layout approval numbers). Confirm from time to time that a listing is still available; one that is not confirmed leaves the site until you confirm it.',
  'terms.removal.title': 'What we may remove',
  'terms.removal.text':
    'We may refuse or remove a listing that is misleading, a duplicate, not available, or against the law, and we may close an account used for spam or fraud. We tell you why when we can.',
  'terms.enquiries.title': 'Enquiries and visits',
  'terms.enquiries.text':
    'Messages you send about a listing go to its lister and to our team. Be courteous; do not send advertising. We pass on messages but are not a party to any sale or rental agreement between you and a lister.',
  'terms.information.title': 'The information on this site',
  'terms.information.text':
    'Listers describe their own properties. We check what we can, but verify title deeds, approvals and measurements yourself before you pay anything. Prices and availability can change without notice.',
  'terms.changes.title': 'Changes to these terms',
  'terms.changes.text':
    'When these terms change we update the date above, and for important changes we tell registered users before they apply.',

  'privacy.metaTitle': 'Privacy Policy',
  'privacy.metaDescription':
    'What {agency} stores about you, for how long, why, and how to have it deleted.',
  'privacy.heading': 'Privacy Policy',
  'privacy.intro':
    'We keep as little about you as the site needs to work, we never sell it, and you can have it deleted. This page says exactly what is stored.',
  'privacy.account.title': 'When you register',
  'privacy.account.text':
    'Your first and last name, your 10-digit mobile number, your password (only as an argon2id hash: we cannot read it), a profile photo if you add one (re-encoded, with its camera details removed), and when you agreed to these terms and, if you chose to, to receive new listings by SMS and email.',
  'privacy.sessions.title': 'While you are signed in',
  'privacy.sessions.text':
    'A session cookie keeps you signed in. We store a hash of it with the time, your IP address and your browser name, so you can be signed out everywhere when your password changes. A session ends after 7 days without use and after 30 days at most, and is then deleted.',
  'privacy.activity.title': 'What you do on the site',
  'privacy.activity.text':
    'The properties you save to your favourites or your visit list, the listings you post with their photos (camera details removed), the messages you send through our forms (property messages, quotes, blog and agent messages: your name, email, the phone number if you give one, the service and the message) and site visit bookings (name, phone, email, date, time and notes). A message goes to our team by email and is shown only to the lister or agent concerned and to our team. Newsletter subscribers give only an email address.',
  'privacy.security.title': 'Keeping accounts safe',
  'privacy.security.text':
    'To stop password guessing and spam we count attempts per IP address (for IPv6, per /64 network) and per phone number for a short while (minutes to an hour); the counts are deleted after that. A blog post counts one view per IP address a day: for that day we keep a hash of the address with the post, then delete it. Password reset codes are stored only as hashes and stop working after 10 minutes.',
  'privacy.cookies.title': 'Cookies',
  'privacy.cookies.text':
    'Only cookies the site needs: the session cookie, a short-lived cookie that carries a message to the next page, your language choice, your visit list when you are not signed in (30 days), and for an hour after booking, the booking reference, signed by us, so the confirmation shows only to you. No advertising or tracking cookies. While a tab is open, your browser also notes which blog posts it has counted as read (in its session storage, never sent to us), so a view is counted once per visit.',
  'privacy.consent.title': 'Consent and messages',
  'privacy.consent.text':
    'We send you SMS only for what you ask (such as a reset code), to tell you about messages and site visit requests for your listings (when many come in one hour, a few texts and then one that counts the rest: we keep only that count, until the hour ends), and, if you agreed when registering, news of listings. A newsletter subscription gets one confirmation email and then our newsletter; reply to any of them to stop. You can withdraw consent at any time by writing to us.',
  'privacy.delete.title': 'Seeing or deleting your data',
  'privacy.delete.text':
    'Your profile, listings and favourites are in My Account, where you can change or delete them. To have your whole account deleted, write to {email} from your registered number or call {phone}: we delete your account, listings, photos and favourites within 30 days, and keep only what the law requires.',
} as const;
