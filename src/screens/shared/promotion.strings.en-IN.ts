/**
 * Strings of the promotion pages (register, download, agreement). The spec quotes the registration
 * messages in Chinese: here they are in English (the table spec → en-IN → id-ID is in
 * docs/spec-notes.md, "Promotion register template").
 */
export const promotionView = {
  'promotion.registerTitle': 'Register',
  'promotion.heroTitle': 'Instant personal loans',
  'promotion.heroText': 'Over 3 million users. Funds within 2 hours. First-time borrowers may apply.',
  'promotion.landingFailed': 'The offer details could not be loaded.',
  'promotion.phone': 'Mobile number',
  'promotion.phonePlaceholder': '10 digits, e.g. 98450 31742',
  'promotion.captcha': 'Picture code',
  'promotion.captchaPlaceholder': '4 characters',
  'promotion.captchaImage': 'Picture code, tap for a new one',
  'promotion.captchaLoading': 'Loading picture code',
  'promotion.captchaRetry': 'Tap to load',
  'promotion.smsCode': 'SMS code',
  'promotion.smsPlaceholder': '6 digits',
  'promotion.apply': 'Apply now',
  'promotion.agreementLead': 'By applying you agree to the',
  'promotion.agreementLink': 'Registration Agreement',
  'promotion.downloadTitle': 'Download the app',
  'promotion.downloadHeading': 'One step left',
  'promotion.downloadText': 'Download the app and log in with the mobile number you registered to get your loan.',
  'promotion.downloadButton': 'Download the app',
  'promotion.downloadMissing': 'The download link is not available right now. Please find the app in your app store.',
  'promotion.downloadFailed': 'The download link could not be loaded.',
  'promotion.agreementTitle': 'Registration Agreement',
  'promotion.agreementBack': 'Back to registration',
  'promotion.agreement1Title': '1. Who we are',
  'promotion.agreement1':
    'This agreement is between you and the operator of the loan app. By registering you open an account that lets you apply for personal loans in the app.',
  'promotion.agreement2Title': '2. Your mobile number',
  'promotion.agreement2':
    'You register with a mobile number that is yours and that you can receive SMS codes on. You keep your codes to yourself; anyone who has them can act for you.',
  'promotion.agreement3Title': '3. Your information',
  'promotion.agreement3':
    'We use your number, your device details and the promotion you came from to create your account, keep it safe and see which promotions work. We do not sell your information.',
  'promotion.agreement4Title': '4. Loans',
  'promotion.agreement4':
    'Registering does not oblige you to borrow. Every loan has its own terms, amount, fees and repayment dates, shown to you in the app before you accept it.',
  'promotion.agreement5Title': '5. Closing your account',
  'registration.phoneInvalid': 'Enter a 10-digit mobile number, e.g. 98450 31742',
  'registration.captchaInvalid': 'Enter the 4 characters of the picture code',
  'registration.smsInvalid': 'Enter the 6-digit SMS code',
  'registration.smsSent': 'Code sent. Please check the SMS on your phone',
  'registration.alreadyRegistered': 'You are already registered. Please download the app and log in',
  'registration.registered': 'Registration successful',
  'promotion.agreement5':
    'You may ask customer service to close your account at any time once no loan is outstanding.',
} as const;
