import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const registrationWords = machineWords({
  purpose: 'The promotion register page: a visitor registers with a mobile number, a picture code and an SMS code, then goes to download the app',
  events: {
    'user.editPhone': 'Visitor types the mobile number',
    'user.editCaptcha': 'Visitor types the picture code',
    'user.editSms': 'Visitor types the SMS code',
    'user.refreshCaptcha': 'Visitor taps the picture code',
    'user.sendCode': 'Visitor taps Get code',
    'user.apply': 'Visitor taps Apply now',
    'user.retryTemplate': 'Visitor taps Retry under the offer',
    'captcha.stale': 'The picture code must be replaced (the server said it was wrong)',
    'code.sent': 'An SMS code was sent',
    'landing.answered': "The promotion's offer has its answer, whatever it is",
  },
  guards: {
    isLoaded: 'The server answered with success',
    isPhoneValid: "The number is a mobile number of the market (India: 10 digits from 6-9; Indonesia: 08 and 8-11 digits)",
    isPhoneEntered: 'Something is typed in the number field (valid or not)',
    isVisitTracked: 'The visit was already counted (back from the agreement, or a reload)',
    isCaptchaTyped: 'The picture code has its 4 characters',
    isSmsCodeTyped: 'The SMS code has its 6 digits',
    isCounting: 'The 60-second SMS countdown is running',
    isSmsSent: 'The SMS code was sent (0)',
    isSmsWrongCaptcha: 'The picture code was wrong (101)',
    isAlreadyRegistered: 'The number is already registered (11)',
    isRegistered: 'Registered (0)',
    isRegisterWrongCaptcha: 'The picture code was wrong (-1)',
  },
  delays: {
    countdown: 'The 60 seconds of the SMS countdown pass',
  },
  actors: {
    loadTemplate: {
      does: "Asks for the promotion's offer (title, text, features, agreement name, download link)",
      done: 'Offer answered',
      error: 'Offer not loaded (network fault)',
    },
    loadCaptcha: { does: 'Asks for a picture code', done: 'Picture code answered', error: 'Picture code not loaded (network or server fault)' },
    sendSms: {
      does: 'Asks the server to send the SMS code',
      done: 'SMS request answered (its code tells the outcome)',
      error: 'SMS request not sent (network fault)',
    },
    register: {
      does: 'Registers the number with both codes',
      done: 'Registration answered (its code tells the outcome)',
      error: 'Registration not sent (network fault)',
    },
    countdown: {
      does: 'The SMS button counts 60 seconds down',
      done: 'Countdown over',
      error: 'Countdown stopped on a fault',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    trackVisit: 'Counts the visit for the promotion',
    trackClick: 'Counts the tap on Apply now, with the number, for the promotion',
    reportConversion: 'Reports the registration to the ad platform (only when the address has its click id)',
    setTemplate: "Shows the promotion's offer in place of the product's own",
    setCaptcha: 'Shows the new picture code',
    clearCaptcha: 'Forgets the picture and the picture code typed',
    setPhone: "Keeps the number as typed (only a phone's characters, up to the market's length)",
    setCapcode: 'Keeps the picture code typed (letters and digits, 4 at most)',
    setSmsCode: 'Keeps the SMS code typed (digits, 6 at most)',
    startCountdown: 'The SMS button starts counting down from 60 seconds',
    refreshCaptcha: 'Asks for a new picture code',
    announceAnswer: "Tells the page the offer's answer came (the visit is counted then)",
  },
});
