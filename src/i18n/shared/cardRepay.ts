/**
 * Card repayment (§5, §8). The spec quotes these in Chinese and both markets show them as quoted,
 * so the screen registers them for both markets (addMessages); a translation moves a key into
 * the market's own strings.
 */
export const cardRepay = {
  'cardRepay.selectCard': '请先选择付款银行卡！',
  'cardRepay.codeTooShort': '请输入正确的验证码',
  'cardRepay.wrongCode': '验证码错误',
  'cardRepay.duplicate': '请勿重复提交支付申请',
  'cardRepay.failed': '处理失败',
  'cardRepay.cardListFailed': '查询卡列表失败',
} as const;
