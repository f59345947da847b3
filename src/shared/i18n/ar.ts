import type { LocaleMessages } from './en';

/** Arabic messages (right-to-left). Keys mirror en.ts; the type checker keeps them in step. */
export const ar: LocaleMessages = {
  common: {
    appName: 'Quietline',
    tagline: 'تتبّع، تنفّس، واهدأ.',
    skipToContent: 'انتقل إلى المحتوى',
    loadingPage: 'جارٍ تحميل الصفحة',
  },
  nav: {
    primary: 'التنقل الرئيسي',
    footer: 'التذييل',
    home: 'الرئيسية',
    explore: 'استكشف',
    science: 'العلم',
    meditate: 'تأمّل',
    practice: 'التمرين',
    terms: 'الشروط',
    privacy: 'الخصوصية',
  },
  theme: {
    switchToLight: 'التبديل إلى المظهر الفاتح',
    switchToDark: 'التبديل إلى المظهر الداكن',
  },
  locale: {
    label: 'اللغة',
  },
  router: {
    notFound: 'غير موجود',
    errorTitle: 'حدث خطأ ما!',
    showError: 'إظهار الخطأ',
    hideError: 'إخفاء الخطأ',
    errorHint: 'خذ نفسًا هادئًا. يمكنك إعادة تحميل الصفحة أو العودة إلى الرئيسية.',
    goHome: 'العودة إلى الرئيسية',
  },
  toast: {
    region: 'الإشعارات',
    dismiss: 'إغلاق الإشعار',
  },
  countdown: {
    label: 'الوقت المتبقي',
  },
  home: {
    heading: 'اعثر على سكينتك، خطًّا بعد خط',
    intro:
      'يجمع Quietline بين التأمل المؤقّت وفن الخط الهادئ. تتبّع أشكالًا لطيفة أو ارسم بحرية بأقلام الخط بينما ترافقك موسيقى هادئة.',
    begin: 'ابدأ جلسة',
    explore: 'لماذا يساعد التتبّع',
    traceTitle: 'تتبّع',
    traceBody: 'اتبع خطًّا هادئًا ودع انتباهك يستقر على سنّ القلم.',
    breatheTitle: 'تنفّس',
    breatheBody: 'اختر مدة الجلسة والموسيقى، ثم تحرّك على إيقاع أنفاسك.',
    returnTitle: 'عُد',
    returnBody: 'عُد كل يوم. جلساتك وأعمالك الفنية محفوظة لك.',
  },
  notFoundPage: {
    documentTitle: 'الصفحة غير موجودة · Quietline',
    heading: 'الصفحة غير موجودة',
    message: 'المسار الذي سلكته لا يؤدي إلى أي مكان. خذ نفسًا هادئًا؛ طريق العودة أدناه.',
    home: 'العودة إلى الرئيسية',
    meditate: 'جرّب تأمّل التتبّع',
  },
  pages: {
    explore: { title: 'استكشف', body: 'اكتشف لماذا يساعد التتبّع الواعي العقل المشغول على الهدوء.' },
    science: { title: 'العلم', body: 'ما تقوله الأبحاث عن الانتباه والإيقاع والرسم البطيء.' },
    terms: { title: 'شروط الخدمة', body: 'الشروط التي تحكم استخدامك لـ Quietline.' },
    privacy: { title: 'سياسة الخصوصية', body: 'كيف يتعامل Quietline مع بياناتك، والخيارات المتاحة لك.' },
    login: { title: 'تسجيل الدخول', body: 'مرحبًا بعودتك. سجّل الدخول لمتابعة تمرينك.' },
    register: { title: 'إنشاء حساب', body: 'أنشئ حسابًا لحفظ جلساتك وأعمالك الفنية.' },
    forgotPassword: {
      title: 'نسيت كلمة المرور',
      body: 'أدخل بريدك الإلكتروني وسنرسل إليك رابطًا لإعادة التعيين.',
    },
    resetPassword: { title: 'إعادة تعيين كلمة المرور', body: 'اختر كلمة مرور جديدة لحسابك.' },
    logout: { title: 'جارٍ تسجيل الخروج', body: 'جارٍ إنهاء جلستك. نراك قريبًا.' },
    accessDenied: {
      title: 'ليس لديك إذن بالوصول إلى هذه الصفحة',
      body: 'إذا كنت تحتاج إلى صلاحيات الإدارة، فيرجى التواصل مع أحد المسؤولين.',
    },
    oauthCallback: { title: 'جارٍ تسجيل دخولك', body: 'جارٍ إكمال تسجيل الدخول، لحظة من فضلك.' },
    subscribe: { title: 'اشترك', body: 'اختر الخطة التي تناسب تمرينك.' },
    subscriptionSuccess: { title: 'شكرًا لك', body: 'اشتراكك فعّال الآن. استمتع بتمرينك.' },
    subscriptionCancel: {
      title: 'تم إلغاء الدفع',
      body: 'لم يتم خصم أي مبلغ. يمكنك الاشتراك متى شئت.',
    },
    profile: { title: 'الملف الشخصي', body: 'حسابك وأمانك وتفضيلاتك.' },
    meditate: { title: 'تأمّل', body: 'اختر صورة ومدة وموسيقى، ثم ابدأ.' },
    practice: { title: 'التمرين', body: 'جلساتك وسلسلة أيامك وأعمالك الأخيرة.' },
    gallery: { title: 'المعرض', body: 'أعمالك الفنية من جلساتك، مجموعة في مكان واحد.' },
    draw: { title: 'الرسم الحر', body: 'لوحة مفتوحة للرسم بحرية بأقلام الخط.' },
    manage: { title: 'وحدة الإدارة', body: 'إدارة المستخدمين والمحتوى والإعدادات.' },
    manageUsers: { title: 'إدارة المستخدمين', body: 'الحسابات والأدوار والصلاحيات.' },
    manageServiceAccounts: {
      title: 'إدارة حسابات الخدمة',
      body: 'حسابات الخدمة ورموز الواجهة البرمجية الخاصة بها.',
    },
    manageMessaging: { title: 'رسائل المعاملات', body: 'قوالب الرسائل وقواعد التوجيه.' },
    manageTracingOptions: { title: 'خيارات التتبّع', body: 'الموسيقى وفئات الصور وصور التأمل.' },
    manageSubscriptions: { title: 'إدارة خطط الاشتراك', body: 'الخطط والأسعار والفترات التجريبية المجانية.' },
    manageFeatureFlags: { title: 'إدارة مفاتيح الميزات', body: 'تشغيل الميزات وإيقافها.' },
  },
};
