import { HttpResponse } from 'msw';
import { paths } from '@/config';
import { endpoints } from '@/services/api/endpoints';
import { db } from '../db';
import { answer, fail, get, ok, post } from '../respond';
import { CAPTCHA_CODES, DEMO_SMS_CODE } from '../seed';
import { normalisePhone } from '@machines/registration/phone';

/**
 * Promotion landing and registration (§7): template, tracking, picture captcha, SMS, register. A
 * phone is checked with the page's own rule (machines/registration/phone.ts) and kept in the form
 * the page sends (India's 10 digits, Indonesia's 08...); the numbers already registered are
 * REGISTERED_PHONES of the seed.
 */

const COPY = {
  noTemplate: { IN: 'This promotion has ended', ID: 'Promosi ini sudah berakhir' },
  badPhone: { IN: 'Enter a 10-digit mobile number, e.g. 98450 31742', ID: 'Masukkan nomor HP diawali 08, contoh 0812-3456-7890' },
  wrongCaptcha: { IN: 'Wrong picture code, please try again', ID: 'Kode gambar salah, silakan coba lagi' },
  registered: { IN: 'This phone number is already registered', ID: 'Nomor HP ini sudah terdaftar' },
  smsSent: { IN: 'Verification code sent', ID: 'Kode verifikasi terkirim' },
  wrongSms: { IN: 'Wrong SMS code', ID: 'Kode SMS salah' },
  done: { IN: 'Registration successful', ID: 'Pendaftaran berhasil' },
} as const;

const captchaMatches = (sid: string, capcode: string) =>
  db.captcha(sid)?.toUpperCase() === capcode.trim().toUpperCase() && capcode.trim() !== '';

/** Four letters over noise lines: a picture a person reads and the demo can check. */
function captchaSvg(code: string): string {
  const letters = [...code]
    .map((c, i) => `<text x="${14 + i * 22}" y="${28 + (i % 2) * 6}" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 22} 28)">${c}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="44" viewBox="0 0 100 44"><rect width="100" height="44" fill="#eef2f7"/><path d="M0 30 Q25 5 50 26 T100 14M0 12 Q30 40 60 18 T100 34" stroke="#9aa8bd" fill="none"/><g font-family="monospace" font-size="24" font-weight="700" fill="#24426b">${letters}</g><title>captcha</title></svg>`;
}

export const promotionHandlers = [
  get(paths.promotion('/service/channel/channel-template'), (call) => {
    const template = db.template(call.market, call.query.templateId ?? '');
    if (!template) return fail(call, '01', COPY.noTemplate);
    const { market: _market, ...config } = template;
    return ok(config);
  }),

  get(paths.promotion('/promotion/track-visit'), () => answer('0', 'success')),
  get(paths.promotion('/promotion/track-click'), () => answer('0', 'success')),

  get(paths.promotion('/promotion/get-sid'), () => {
    const sid = `sid${db.nextId()}`;
    db.addCaptcha(sid, CAPTCHA_CODES[Object.keys(db.snapshot().captchas).length % CAPTCHA_CODES.length] ?? '7K3P');
    return answer('0', 'success', { sid });
  }),

  get(endpoints.captchaImage, (call) => {
    const code = db.captcha(call.query.sid ?? '');
    if (code === undefined) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(captchaSvg(code), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
    });
  }),

  post(paths.promotion('/promotion/get-sms'), (call) => {
    const { capcode = '', sid = '' } = call.body;
    const phone = normalisePhone(call.market, call.body.phone ?? '');
    if (phone === null) return fail(call, '1', COPY.badPhone);
    if (!captchaMatches(sid, capcode)) return fail(call, '101', COPY.wrongCaptcha);
    if (db.isRegistered(phone)) return fail(call, '11', COPY.registered);
    db.recordSms(phone);
    return answer('0', call.say(COPY.smsSent));
  }),

  post(paths.promotion('/promotion/register'), (call) => {
    const { capcode = '', sid = '', smsCode = '' } = call.body;
    const phone = normalisePhone(call.market, call.body.phone ?? '');
    if (phone === null) return fail(call, '1', COPY.badPhone);
    if (!captchaMatches(sid, capcode)) return fail(call, '-1', COPY.wrongCaptcha);
    if (db.isRegistered(phone)) return fail(call, '11', COPY.registered);
    if (smsCode !== DEMO_SMS_CODE) return fail(call, '2', COPY.wrongSms);
    db.register(phone);
    return answer('0', call.say(COPY.done), { phone });
  }),
];
