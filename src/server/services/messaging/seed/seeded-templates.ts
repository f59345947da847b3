import type { TemplateLanguage } from '../../../../shared/messaging/message-templates';

/** A template the app ships with: the mails the app sent before it had templates (ADR 020). */
export interface SeededTemplate {
  key: string;
  name: string;
  language: TemplateLanguage;
  subject: string;
  body: string;
}

const welcomeEn = `Hello {{ name }},

Welcome to Quietline. Your account is ready: take a breath and trace your first line.

{{ appUrl }}`;

const welcomeAr = `مرحبًا {{ name }}،

أهلًا بك في Quietline. حسابك جاهز: خذ نفسًا وارسم خطّك الأول.

{{ appUrl }}`;

// The two-factor paragraphs appear only for an account with two-factor on: a new password alone
// will not sign in, and the member needs to know how to get back in without the app.
const passwordResetEn = `Hello {{ name }},

Someone asked to reset the password of your Quietline account. To choose a new one, open this link within one hour:

{{ resetLink }}

{% if twoFactorEnabled %}Two-factor authentication is on for this account: after choosing a new password you will still be asked for a code from your authenticator app.

If you no longer have the app, use one of the recovery codes you saved when you turned two-factor on. Each works once.

{% endif %}If it was not you, ignore this email: your password stays as it is.`;

const passwordResetAr = `مرحبًا {{ name }}،

طلب أحدهم إعادة تعيين كلمة مرور حسابك في Quietline. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة واحدة:

{{ resetLink }}

{% if twoFactorEnabled %}المصادقة الثنائية مفعّلة لهذا الحساب: بعد اختيار كلمة مرور جديدة سيُطلب منك أيضًا رمز من تطبيق المصادقة.

إن لم يعد التطبيق لديك، فاستخدم أحد رموز الاسترداد التي حفظتها عند تفعيل المصادقة الثنائية. يعمل كل رمز مرة واحدة.

{% endif %}إن لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.`;

/** Plain text, as the mails were: each rendered with the event's fields and appUrl. */
export const seededTemplates: readonly SeededTemplate[] = [
  { key: 'welcome', name: 'Welcome', language: 'en', subject: 'Welcome to Quietline', body: welcomeEn },
  { key: 'welcome', name: 'Welcome', language: 'ar', subject: 'مرحبًا بك في Quietline', body: welcomeAr },
  {
    key: 'password-reset',
    name: 'Password reset',
    language: 'en',
    subject: 'Reset your Quietline password',
    body: passwordResetEn,
  },
  {
    key: 'password-reset',
    name: 'Password reset',
    language: 'ar',
    subject: 'إعادة تعيين كلمة مرور Quietline',
    body: passwordResetAr,
  },
];
