// How much of a phone number or an email address a screen or a log may show. One home, so a
// place that shows less than another never grows by copy: the reset form shows the last four
// digits (people recognise their number), the back office two at each end, logs the last two.

/** '9848012356' → '98******56' with (2, 2); every digit is hidden when too few would be. */
export function maskPhone(phone: string, keepStart: number, keepEnd: number): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= keepStart + keepEnd + 1) return '*'.repeat(digits.length);
  const hidden = digits.length - keepStart - keepEnd;
  return `${digits.slice(0, keepStart)}${'*'.repeat(hidden)}${keepEnd ? digits.slice(-keepEnd) : ''}`;
}

/** 'ravi.kumar@gmail.com' → 'ra***@gmail.com' (a short name, or `keep` 1, keeps one letter). */
export function maskEmail(address: string, keep = 2): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address.slice(0, at > 3 ? keep : 1)}***${address.slice(at)}`;
}
