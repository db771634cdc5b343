/**
 * The registration promotion (issue 19) as the unit, component and path tests open it in India: a
 * visitor's number, the ad link's tracking query, what the next promotion page is given, and
 * India's copy of the spec's registration messages (docs/spec-notes.md: spec → en-IN → id-ID),
 * with Indonesia's beside it. Data only: the path specs read it too.
 */

/** An Indian mobile number as a visitor types it, and as it is sent (issue 19 §2). */
export const VISITOR_PHONE = { typed: '+91 98450-31742', sent: '9845031742' };

/** The tracking parameters of the ad link. */
export const PROMOTION_TRACKING = 'app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';

/**
 * What the next promotion page gets: the tracking parameters, the market flag (a reload keeps the
 * market) and the session the page was opened with (issue 19 §3).
 */
export const PROMOTION_CARRIED = `${PROMOTION_TRACKING}&isNeedPop=1&deviceId=dev-9`;

/** India's copy of the registration messages and of the send-code button. */
export const REGISTRATION_TEXT = {
  phoneInvalid: 'Enter a 10-digit mobile number, e.g. 98450 31742',
  captchaInvalid: 'Enter the 4 characters of the picture code',
  smsInvalid: 'Enter the 6-digit SMS code',
  repeat: 'Please wait before requesting another code',
  sent: 'Code sent. Please check the SMS on your phone',
  already: 'You are already registered. Please download the app and log in',
  registered: 'Registration successful',
  getCode: 'Get code',
} as const;

/** Indonesia's copy of the same messages and of the send-code button. */
export const REGISTRATION_TEXT_ID = {
  phoneInvalid: 'Masukkan nomor HP diawali 08, contoh 0812-3456-7890',
  sent: 'Kode sudah dikirim. Silakan cek SMS di HP Anda',
  already: 'Anda sudah terdaftar. Silakan unduh aplikasi dan masuk',
  registered: 'Pendaftaran berhasil',
  getCode: 'Dapatkan kode',
} as const;
