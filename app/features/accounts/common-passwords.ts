// The most common passwords (from public breach lists) that also pass the 6-character minimum.
// Refused at registration and reset, as NIST SP 800-63B asks. Compared lower-cased.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '654321', '111111', '222222',
  '333333', '444444', '555555', '666666', '777777', '888888', '999999', '000000', '112233',
  '121212', '123123', '123321', '147258', '159753', '987654', '123654', '696969', '131313',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'qwerty', 'qwerty123',
  'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', '1q2w3e', '1q2w3e4r', '1qaz2wsx',
  'abc123', 'abcdef', 'abcd1234', 'iloveyou', 'letmein', 'welcome', 'welcome1', 'monkey',
  'dragon', 'master', 'sunshine', 'princess', 'football', 'baseball', 'shadow', 'superman',
  'michael', 'charlie', 'jordan', 'hunter', 'trustno1', 'starwars', 'freedom', 'whatever',
  'qazwsx', 'killer', 'secret', 'admin123', 'administrator', 'login', 'changeme', 'computer',
  'india123', 'india@123', 'krishna', 'sairam', 'omsairam', 'ganesh', 'lakshmi', 'bharat',
  'hyderabad', 'vijayawada', 'guntur', 'amaravati', 'nivasa', 'nivasa123', 'realestate',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
