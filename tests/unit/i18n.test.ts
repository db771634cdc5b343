import catalogEn from '@/i18n/en-IN';
import { complaintEntry as complaintEntryEn } from '@/i18n/en-IN/complaintEntry';
import { complaintNewView as complaintNewEn } from '@/i18n/en-IN/complaintNewView';
import { complaintForm as complaintFormEn } from '@/i18n/en-IN/complaintForm';
import { complaintList as complaintListEn } from '@/i18n/en-IN/complaintList';
import { complaintDetails as complaintDetailsEn } from '@/i18n/en-IN/complaintDetails';
import { billView as billEn } from '@/i18n/en-IN/billView';
import { preview as previewEn } from '@/i18n/en-IN/preview';
import { payMethod as payMethodEn } from '@/i18n/en-IN/payMethod';
import { cardRepayView as cardRepayEn } from '@/i18n/en-IN/cardRepayView';
import { changeMethodView as changeMethodEn } from '@/i18n/en-IN/changeMethodView';
import { customerService as customerServiceEn } from '@/i18n/en-IN/customerService';
import { vaRepayView as vaRepayEn } from '@/i18n/en-IN/vaRepayView';
import { recommendedView as recommendedEn } from '@/i18n/en-IN/recommendedView';
import { loginFailureView as loginFailureEn } from '@/i18n/en-IN/loginFailureView';
import { productCardView as productCardEn } from '@/i18n/en-IN/productCardView';
import { loanDetailsView as loanDetailsEn } from '@/i18n/en-IN/loanDetailsView';
import { loanConfirmView as loanConfirmEn } from '@/i18n/en-IN/loanConfirmView';
import { siteView as siteEn } from '@/i18n/en-IN/siteView';
import { siteFormView as siteFormEn } from '@/i18n/en-IN/siteFormView';
import { staticPagesView as staticPagesEn } from '@/i18n/en-IN/staticPagesView';
import { chatbotView as chatbotEn } from '@/i18n/en-IN/chatbotView';
import { chatbotRatingView as chatbotRatingEn } from '@/i18n/en-IN/chatbotRatingView';
import catalogId from '@/i18n/id-ID';
import { chatbotView as chatbotId } from '@/i18n/id-ID/chatbotView';
import { chatbotRatingView as chatbotRatingId } from '@/i18n/id-ID/chatbotRatingView';
import { complaintEntry as complaintEntryId } from '@/i18n/id-ID/complaintEntry';
import { complaintNewView as complaintNewId } from '@/i18n/id-ID/complaintNewView';
import { complaintForm as complaintFormId } from '@/i18n/id-ID/complaintForm';
import { complaintList as complaintListId } from '@/i18n/id-ID/complaintList';
import { complaintDetails as complaintDetailsId } from '@/i18n/id-ID/complaintDetails';
import { billView as billId } from '@/i18n/id-ID/billView';
import { preview as previewId } from '@/i18n/id-ID/preview';
import { payMethod as payMethodId } from '@/i18n/id-ID/payMethod';
import { cardRepayView as cardRepayId } from '@/i18n/id-ID/cardRepayView';
import { changeMethodView as changeMethodId } from '@/i18n/id-ID/changeMethodView';
import { customerService as customerServiceId } from '@/i18n/id-ID/customerService';
import { vaRepayView as vaRepayId } from '@/i18n/id-ID/vaRepayView';
import { recommendedView as recommendedId } from '@/i18n/id-ID/recommendedView';
import { loginFailureView as loginFailureId } from '@/i18n/id-ID/loginFailureView';
import { productCardView as productCardId } from '@/i18n/id-ID/productCardView';
import { loanDetailsView as loanDetailsId } from '@/i18n/id-ID/loanDetailsView';
import { loanConfirmView as loanConfirmId } from '@/i18n/id-ID/loanConfirmView';
import { siteView as siteId } from '@/i18n/id-ID/siteView';
import { siteFormView as siteFormId } from '@/i18n/id-ID/siteFormView';
import { staticPagesView as staticPagesId } from '@/i18n/id-ID/staticPagesView';
import { promotionView as promotionEn } from '@/i18n/en-IN/promotionView';
import { promotionView as promotionId } from '@/i18n/id-ID/promotionView';
import { cardRepay } from '@/i18n/shared/cardRepay';
import { registration } from '@/i18n/shared/registration';
import { addMessages, loadCatalog, t } from '@/i18n';

/** Each market's strings: its catalog and the strings screens register for themselves. */
const en = { ...catalogEn, ...chatbotEn, ...chatbotRatingEn, ...complaintEntryEn, ...complaintNewEn, ...complaintFormEn, ...complaintListEn, ...complaintDetailsEn, ...customerServiceEn, ...cardRepayEn, ...changeMethodEn, ...vaRepayEn, ...recommendedEn, ...loginFailureEn, ...productCardEn, ...loanDetailsEn, ...loanConfirmEn, ...siteEn, ...siteFormEn, ...billEn, ...previewEn, ...payMethodEn, ...staticPagesEn, ...cardRepay, ...registration, ...promotionEn };
const id = { ...catalogId, ...chatbotId, ...chatbotRatingId, ...complaintEntryId, ...complaintNewId, ...complaintFormId, ...complaintListId, ...complaintDetailsId, ...customerServiceId, ...cardRepayId, ...changeMethodId, ...vaRepayId, ...recommendedId, ...loginFailureId, ...productCardId, ...loanDetailsId, ...loanConfirmId, ...siteId, ...siteFormId, ...billId, ...previewId, ...payMethodId, ...staticPagesId, ...cardRepay, ...registration, ...promotionId };

/** Strings the spec quotes: both markets show them exactly as quoted (docs/spec-notes.md). */
const QUOTED = [
  '获取验证码',
  '请勿重复发送验证码!',
  '请正确输入手机号！',
  '请正确输入图形验证码！',
  '请正确输入短信验证码！',
  '您已注册,请直接下载APP登录！',
  '验证码已发送，请在手机上查看！',
  '注册成功',
  '请先选择付款银行卡！',
  '请输入正确的验证码',
  '验证码错误',
  '请勿重复提交支付申请',
  '处理失败',
  '查询卡列表失败',
  'loading...',
  'error',
  'Please fill in your comments and suggestions',
  'Successfully Sent',
  'The selected order does not support sending collection types',
  'Silakan pilih',
  'SAYA INGIN MEMBAYAR',
  'Silakan lengkapi informasinya',
  'Detail Tagihan',
  'Bayar Segera',
  'Process Result',
  'My complaints',
  'Telephone',
  'Mail',
  'uploading...',
  'saving...',
  'Pelunasan',
  'TELAH MEMBAYAR',
  'BATAL',
  'YA',
  'Pengajuan Khusus',
  'Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari',
  'Kembali Ke Beranda',
  'delay repayment',
  'loan more',
  'more products',
  'loan information',
  'Please provide complete information!',
  'Submit successfully！',
  'Loan terms and conditions',
];

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

  it("read a screen's own strings in the active market once the screen has registered them", async () => {
    addMessages({ 'en-IN': { 'cardRepay.pay': 'Pay {amount}' }, 'id-ID': { 'cardRepay.pay': 'Bayar {amount}' } });
    await loadCatalog('en-IN');
    expect(t('cardRepay.pay', { amount: '₹5,250.00' })).toBe('Pay ₹5,250.00');
    await loadCatalog('id-ID');
    expect(t('cardRepay.pay', { amount: 'Rp1.500.000,00' })).toBe('Bayar Rp1.500.000,00');
    await loadCatalog('en-IN');
  });
});
