/**
 * Promotion registration (§4, §5, §8). The spec quotes these in Chinese and both markets show them as quoted,
 * so the screen registers them for both markets (addMessages); a translation moves a key into
 * the market's own strings.
 */
export const registration = {
  'registration.phoneInvalid': '请正确输入手机号！',
  'registration.captchaInvalid': '请正确输入图形验证码！',
  'registration.smsInvalid': '请正确输入短信验证码！',
  'registration.alreadyRegistered': '您已注册,请直接下载APP登录！',
  'registration.smsSent': '验证码已发送，请在手机上查看！',
  'registration.registered': '注册成功',
} as const;
