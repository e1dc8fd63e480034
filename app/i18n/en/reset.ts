// Forgotten password: the one-time code by SMS and the new password.
export const reset = {
  'reset.metaTitle': 'Reset your password',
  'reset.metaDescription':
    'Forgotten your password? Get a one-time code by SMS on your phone and choose a new one.',
  'reset.heading': 'Reset your password',
  'reset.dialogLabel': 'Reset your password',
  'reset.close': 'Close',
  'reset.intro':
    'Enter the phone number of your account. We will send a 6-digit code to it by SMS.',
  'reset.phone': 'Phone Number',
  'reset.sendCode': 'Send code',
  'reset.codeSent': 'We sent a 6-digit code to {phone}. It expires in {minutes} minutes.',
  'reset.codeSentAgain':
    'We sent a new 6-digit code to {phone}. It expires in {minutes} minutes; earlier codes no longer work.',
  'reset.enterCode': 'Enter the 6-digit code we sent to {phone}.',
  'reset.code': 'Code from the SMS',
  'reset.codeHint': '6 digits',
  'reset.newPassword': 'New Password',
  'reset.newPasswordHint': 'At least 6 characters',
  'reset.confirmPassword': 'Confirm New Password',
  'reset.submit': 'Reset password',
  'reset.resend': 'Send a new code',
  'reset.changePhone': 'Use another phone number',
  'reset.backToLogin': 'Back to sign in',

  'reset.codeInvalid': 'Enter the 6-digit code from the SMS',
  'reset.confirmRequired': 'Confirm New Password is required',
  'reset.passwordsMustMatch': 'Passwords must match',
  // Spec §5: the alert when the two passwords differ.
  'reset.passwordsDoNotMatch': 'Passwords do not match',

  // Spec §8: failure dialog 'user not found' plus the reason; success 'Reset Password Successful'.
  'reset.failureTitle': 'user not found',
  'reset.errorTitle': 'Error!',
  'reset.wrongCode': 'the code is wrong; {tries} tries left',
  'reset.wrongCodeLastTry': 'the code is wrong; 1 try left',
  'reset.expired': 'the code has expired; ask for a new one',
  'reset.tooManyTries': 'too many wrong codes; ask for a new one',
  'reset.used': 'the code has already been used; ask for a new one',
  'reset.noCode': 'no code was sent to this phone number; ask for one',
  'reset.smsFailed': 'the SMS could not be sent; please try again in a few minutes',
  'reset.tooManyRequests': 'Too many attempts. Please try again in {minutes} minutes.',
  'reset.successTitle': 'Reset Password Successful',
  'reset.successText': 'Sign in with your new password.',

  // The SMS itself (the stored and logged copy has the code masked).
  'reset.smsText':
    '{code} is your {agency} code to reset your password. It expires in {minutes} minutes. Never share it.',
} as const;
