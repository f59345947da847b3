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

const welcomeEs = `Hola, {{ name }}:

Te damos la bienvenida a Quietline. Tu cuenta está lista: respira hondo y traza tu primera línea.

{{ appUrl }}`;

const welcomeFr = `Bonjour {{ name }},

Bienvenue sur Quietline. Votre compte est prêt : prenez une inspiration et tracez votre première ligne.

{{ appUrl }}`;

const welcomeDe = `Hallo {{ name }},

willkommen bei Quietline. Dein Konto ist bereit: Atme einmal tief durch und zieh deine erste Linie.

{{ appUrl }}`;

const passwordResetEs = `Hola, {{ name }}:

Alguien ha pedido restablecer la contraseña de tu cuenta de Quietline. Para elegir una nueva, abre este enlace en el plazo de una hora:

{{ resetLink }}

{% if twoFactorEnabled %}La verificación en dos pasos está activada en esta cuenta: después de elegir una contraseña nueva se te seguirá pidiendo un código de tu aplicación de autenticación.

Si ya no tienes la aplicación, usa uno de los códigos de recuperación que guardaste al activar la verificación en dos pasos. Cada uno sirve una vez.

{% endif %}Si no fuiste tú, ignora este correo: tu contraseña sigue como estaba.`;

const passwordResetFr = `Bonjour {{ name }},

Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Quietline. Pour en choisir un nouveau, ouvrez ce lien dans l’heure :

{{ resetLink }}

{% if twoFactorEnabled %}La double authentification est activée sur ce compte : après avoir choisi un nouveau mot de passe, un code de votre application d’authentification vous sera encore demandé.

Si vous n’avez plus l’application, utilisez l’un des codes de récupération enregistrés lors de l’activation de la double authentification. Chacun ne fonctionne qu’une fois.

{% endif %}Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.`;

const passwordResetDe = `Hallo {{ name }},

jemand hat angefragt, das Passwort deines Quietline-Kontos zurückzusetzen. Um ein neues zu wählen, öffne diesen Link innerhalb einer Stunde:

{{ resetLink }}

{% if twoFactorEnabled %}Für dieses Konto ist die Zwei-Faktor-Authentifizierung aktiv: Nachdem du ein neues Passwort gewählt hast, wirst du weiterhin nach einem Code aus deiner Authenticator-App gefragt.

Wenn du die App nicht mehr hast, nutze einen der Wiederherstellungscodes, die du beim Einschalten der Zwei-Faktor-Authentifizierung gespeichert hast. Jeder funktioniert einmal.

{% endif %}Wenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.`;

type Text = { subject: string; body: string };

/** Every seeded template in every app language: the type refuses a language left out. */
const seededTexts: Record<string, { name: string; texts: Record<TemplateLanguage, Text> }> = {
  welcome: {
    name: 'Welcome',
    texts: {
      en: { subject: 'Welcome to Quietline', body: welcomeEn },
      ar: { subject: 'مرحبًا بك في Quietline', body: welcomeAr },
      es: { subject: 'Te damos la bienvenida a Quietline', body: welcomeEs },
      fr: { subject: 'Bienvenue sur Quietline', body: welcomeFr },
      de: { subject: 'Willkommen bei Quietline', body: welcomeDe },
    },
  },
  'password-reset': {
    name: 'Password reset',
    texts: {
      en: { subject: 'Reset your Quietline password', body: passwordResetEn },
      ar: { subject: 'إعادة تعيين كلمة مرور Quietline', body: passwordResetAr },
      es: { subject: 'Restablece tu contraseña de Quietline', body: passwordResetEs },
      fr: { subject: 'Réinitialisez votre mot de passe Quietline', body: passwordResetFr },
      de: { subject: 'Setze dein Quietline-Passwort zurück', body: passwordResetDe },
    },
  },
};

/** Plain text, as the mails were: each rendered with the event's fields and appUrl. */
export const seededTemplates: readonly SeededTemplate[] = Object.entries(seededTexts).flatMap(
  ([key, { name, texts }]) =>
    Object.entries(texts).map(([language, text]) => ({
      key,
      name,
      language: language as TemplateLanguage,
      ...text,
    })),
);
