import en from '@/i18n/en-IN';
import id from '@/i18n/id-ID';
import { loadCatalog, t } from '@/i18n';

/** Strings the spec quotes: both markets show them exactly as quoted (docs/spec-notes.md). */
const QUOTED = ['获取验证码', '请勿重复发送验证码!', 'loading...', 'error'];

describe('catalogs', () => {
  it('have the same keys in both markets, none empty', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(id)]) expect(text.trim(), key).not.toBe('');
  });

  it('keep the quoted strings exactly in both', () => {
    for (const quoted of QUOTED) {
      expect(Object.values(en)).toContain(quoted);
      expect(Object.values(id)).toContain(quoted);
    }
  });

  it('fill placeholders and switch with the active market', async () => {
    expect(t('sms.seconds', { n: 42 })).toBe('42s');
    await loadCatalog('id-ID');
    expect(t('common.retry')).toBe('Coba lagi');
    await loadCatalog('en-IN');
    expect(t('common.retry')).toBe('Try again');
  });
});
