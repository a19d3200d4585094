import { sitePageUrl } from '@eco/shared';
import type { ContactMessageInput, FaqQuestionInput, SiteLanguage } from '@eco/shared';
import type { Config } from '../../config/env';
import { GREETING, languageHeaders, mailBody, typeset } from './mail.languages';
import type { PerLanguage } from './mail.languages';
import type { OutgoingMail } from './mail.repository';

export { mailBody } from './mail.languages';

type MailConfig = NonNullable<Config['mail']>;

/** The team's mail for a contact message: in English, the team's language. */
export function contactMail(
  mail: MailConfig,
  id: string,
  input: ContactMessageInput,
): OutgoingMail {
  return {
    kind: 'contact',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO contact] ${input.subject || 'New message'} (from ${input.name})`,
    body: [
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject || '(none)'}`,
      `Message id: ${id}`,
      '',
      input.message,
    ].join('\n'),
  };
}

/** The team's mail for a FAQ question. */
export function faqMail(mail: MailConfig, id: string, input: FaqQuestionInput): OutgoingMail {
  return {
    kind: 'faq',
    refId: id,
    to: mail.to,
    replyTo: input.email,
    subject: `[ECO FAQ] New question from ${input.name}`,
    body: [`From: ${input.name} <${input.email}>`, `Question id: ${id}`, '', input.question].join(
      '\n',
    ),
  };
}

/*
 * Mails to account holders. They are always queued in the outbox (with or without SMTP_URL): the
 * worker sends them once SMTP is configured, and production refuses to start without it. Each
 * names what happened, what to do, and what to do if it was not them; links carry a single-use
 * token that only the address's owner receives. Each is written in every site language
 * (PerLanguage, mail.languages.ts) and sent in the target's, its links going to the site's pages
 * in that language; English is the source text.
 */

export interface AccountMailTarget {
  userId: string;
  /**
   * The name to greet, or null: the name is whatever the person who made the account typed, so
   * it is only used in a mail to an address the account has confirmed, never to a stranger's
   * inbox in our name (issue 29, finding 1).
   */
  name: string | null;
  email: string;
  /** The language the mail is written in (users.repository.ts's mailTarget says which). */
  language: SiteLanguage;
}

/** A mail's text in one language: its subject and paragraphs. */
interface AccountMailText<A extends unknown[]> {
  subject: string;
  /** The paragraphs; `page(path)` is the address of the site's page `path` in this language. */
  lines: (page: (path: string) => string, ...args: A) => string[];
}

/** One kind of account mail and its texts, in every language (for the tests to read). */
export interface AccountMailKind {
  kind: string;
  texts: PerLanguage<unknown>;
}

/**
 * A mail about an account: `kind`, and per language its `subject` and the paragraphs `lines`
 * gives for the page addresses and the mail's own arguments, sent as `(siteUrl, target,
 * ...args)`. `askedByAnyone`: a stranger can have it sent by typing the address into a form, so
 * it spends the address's budget (mail.repository.ts). `anonymous`: greets nobody by name,
 * whatever the target.
 */
function accountMail<A extends unknown[]>(
  kind: string,
  texts: PerLanguage<AccountMailText<A>>,
  { askedByAnyone = false, anonymous = false } = {},
) {
  const mail = (siteUrl: string, target: AccountMailTarget, ...args: A): OutgoingMail => {
    const { language } = target;
    const text = texts[language];
    const page = (path: string) => sitePageUrl(siteUrl, language, path);
    const greeting = GREETING[language](anonymous ? null : target.name);
    const body = mailBody(greeting, text.lines(page, ...args), language);
    return {
      kind,
      refId: target.userId,
      to: [target.email],
      subject: typeset(language, text.subject),
      body,
      headers: languageHeaders(language),
      askedByAnyone,
    };
  };
  return Object.assign(mail, { kind, texts });
}

/**
 * The link that proves an address: sent at sign-up, on resend, and for a new address. The address
 * has not confirmed anything yet, so the mail carries no text the requester chose (not the name).
 */
export const verifyEmailMail = accountMail<[token: string, reason: 'signup' | 'change']>(
  'verify_email',
  {
    en: {
      subject: 'Confirm your email address for Green Planet ECO',
      lines: (page, token, reason) => [
        reason === 'signup'
          ? 'To finish creating your Green Planet ECO account, confirm that this address is yours by opening this link:'
          : 'You asked to use this address for your Green Planet ECO account. Confirm it by opening this link:',
        '',
        page(`/verify-email?token=${token}`),
        '',
        'The link works once and expires in 24 hours.',
        reason === 'signup'
          ? 'If you did not sign up, ignore this mail: no account is used until the address is confirmed.'
          : 'If you did not ask for this, ignore this mail: the account keeps its current address.',
      ],
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Green Planet ECO',
      lines: (page, token, reason) => [
        reason === 'signup'
          ? 'Um die Einrichtung Ihres Kontos bei Green Planet ECO abzuschließen, bestätigen Sie bitte, dass diese Adresse Ihnen gehört, indem Sie diesen Link öffnen:'
          : 'Sie haben darum gebeten, diese Adresse für Ihr Konto bei Green Planet ECO zu verwenden. Bestätigen Sie sie, indem Sie diesen Link öffnen:',
        '',
        page(`/verify-email?token=${token}`),
        '',
        'Der Link funktioniert nur einmal und läuft nach 24 Stunden ab.',
        reason === 'signup'
          ? 'Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail: Ohne bestätigte Adresse wird kein Konto genutzt.'
          : 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Das Konto behält seine bisherige Adresse.',
      ],
    },
    es: {
      subject: 'Confirme su dirección de correo electrónico para Green Planet ECO',
      lines: (page, token, reason) => [
        reason === 'signup'
          ? 'Para terminar de crear su cuenta de Green Planet ECO, confirme que esta dirección es suya abriendo este enlace:'
          : 'Ha pedido usar esta dirección para su cuenta de Green Planet ECO. Confírmela abriendo este enlace:',
        '',
        page(`/verify-email?token=${token}`),
        '',
        'El enlace funciona una sola vez y caduca en 24 horas.',
        reason === 'signup'
          ? 'Si no se ha registrado, ignore este correo: ninguna cuenta se usa hasta que se confirma la dirección.'
          : 'Si no lo ha pedido, ignore este correo: la cuenta conserva su dirección actual.',
      ],
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail pour Green Planet ECO',
      lines: (page, token, reason) => [
        reason === 'signup'
          ? 'Pour terminer la création de votre compte Green Planet ECO, confirmez que cette adresse est la vôtre en ouvrant ce lien :'
          : 'Vous avez demandé à utiliser cette adresse pour votre compte Green Planet ECO. Confirmez-la en ouvrant ce lien :',
        '',
        page(`/verify-email?token=${token}`),
        '',
        'Le lien ne fonctionne qu’une fois et expire dans 24 heures.',
        reason === 'signup'
          ? 'Si vous n’avez pas créé de compte, ignorez cet e-mail : aucun compte n’est utilisé tant que l’adresse n’est pas confirmée.'
          : 'Si vous n’avez rien demandé, ignorez cet e-mail : le compte conserve son adresse actuelle.',
      ],
    },
    ar: {
      subject: 'أكّد عنوان بريدك الإلكتروني لدى Green Planet ECO',
      lines: (page, token, reason) => [
        reason === 'signup'
          ? 'لإكمال إنشاء حسابك في Green Planet ECO، أكّد أن هذا العنوان يخصّك بفتح هذا الرابط:'
          : 'طلبت استخدام هذا العنوان لحسابك في Green Planet ECO. أكّده بفتح هذا الرابط:',
        '',
        page(`/verify-email?token=${token}`),
        '',
        'يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 24 ساعة.',
        reason === 'signup'
          ? 'إذا لم تكن أنت من أنشأ الحساب، فتجاهل هذه الرسالة: لا يُستخدم أي حساب قبل تأكيد العنوان.'
          : 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: يحتفظ الحساب بعنوانه الحالي.',
      ],
    },
  },
  { askedByAnyone: true, anonymous: true },
);

/** To the owner of an address someone tried to sign up with (finding 3: no enumeration). */
export const signupAttemptMail = accountMail<[]>(
  'signup_attempt',
  {
    en: {
      subject: 'Someone tried to sign up with your email at Green Planet ECO',
      lines: (page) => [
        'Someone tried to create a new Green Planet ECO account with this email address. This address already has an account, so nothing was created and nobody was signed in.',
        '',
        `If it was you, log in instead: ${page('/login')}`,
        `If you forgot your password, set a new one: ${page('/forgot-password')}`,
        '',
        'If it was not you, you need not do anything. Your account and password are unchanged.',
      ],
    },
    de: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse bei Green Planet ECO registrieren',
      lines: (page) => [
        'Jemand hat versucht, mit dieser E-Mail-Adresse ein neues Konto bei Green Planet ECO anzulegen. Für diese Adresse besteht bereits ein Konto, daher wurde nichts angelegt und niemand angemeldet.',
        '',
        `Wenn Sie es waren, melden Sie sich stattdessen an: ${page('/login')}`,
        `Wenn Sie Ihr Passwort vergessen haben, legen Sie ein neues fest: ${page('/forgot-password')}`,
        '',
        'Wenn Sie es nicht waren, müssen Sie nichts tun. Ihr Konto und Ihr Passwort sind unverändert.',
      ],
    },
    es: {
      subject: 'Alguien intentó registrarse con su correo electrónico en Green Planet ECO',
      lines: (page) => [
        'Alguien intentó crear una nueva cuenta de Green Planet ECO con esta dirección de correo electrónico. Esta dirección ya tiene una cuenta, así que no se creó nada y no se inició ninguna sesión.',
        '',
        `Si fue usted, inicie sesión en su lugar: ${page('/login')}`,
        `Si ha olvidado su contraseña, establezca una nueva: ${page('/forgot-password')}`,
        '',
        'Si no fue usted, no tiene que hacer nada. Su cuenta y su contraseña no han cambiado.',
      ],
    },
    fr: {
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail sur Green Planet ECO',
      lines: (page) => [
        'Quelqu’un a tenté de créer un nouveau compte Green Planet ECO avec cette adresse e-mail. Cette adresse a déjà un compte : rien n’a donc été créé et personne n’a été connecté.',
        '',
        `Si c’était vous, connectez-vous plutôt : ${page('/login')}`,
        `Si vous avez oublié votre mot de passe, choisissez-en un nouveau : ${page('/forgot-password')}`,
        '',
        'Si ce n’était pas vous, vous n’avez rien à faire. Votre compte et votre mot de passe sont inchangés.',
      ],
    },
    ar: {
      subject: 'حاول أحدهم التسجيل ببريدك الإلكتروني لدى Green Planet ECO',
      lines: (page) => [
        'حاول أحدهم إنشاء حساب جديد في Green Planet ECO بعنوان البريد الإلكتروني هذا. لهذا العنوان حساب بالفعل، لذا لم يُنشأ أي حساب ولم يُسجَّل دخول أحد.',
        '',
        `إذا كنت أنت، فسجّل الدخول بدلًا من ذلك: ${page('/login')}`,
        `إذا نسيت كلمة المرور، فعيّن كلمة مرور جديدة: ${page('/forgot-password')}`,
        '',
        'إذا لم تكن أنت، فلا داعي لفعل أي شيء. لم يتغيّر حسابك ولا كلمة المرور.',
      ],
    },
  },
  { askedByAnyone: true },
);

/** The password reset link (30 minutes). */
export const resetPasswordMail = accountMail<[token: string]>(
  'reset_password',
  {
    en: {
      subject: 'Set a new password for Green Planet ECO',
      lines: (page, token) => [
        'Someone (we hope you) asked to set a new password for your Green Planet ECO account. Open this link to choose one:',
        '',
        page(`/reset-password?token=${token}`),
        '',
        'The link works once and expires in 30 minutes. Setting a new password signs you out everywhere.',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
      ],
    },
    de: {
      subject: 'Legen Sie ein neues Passwort für Green Planet ECO fest',
      lines: (page, token) => [
        'Jemand (hoffentlich Sie) hat darum gebeten, ein neues Passwort für Ihr Konto bei Green Planet ECO festzulegen. Öffnen Sie diesen Link, um eines zu wählen:',
        '',
        page(`/reset-password?token=${token}`),
        '',
        'Der Link funktioniert nur einmal und läuft nach 30 Minuten ab. Wenn Sie ein neues Passwort festlegen, werden Sie überall abgemeldet.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.',
      ],
    },
    es: {
      subject: 'Establezca una nueva contraseña para Green Planet ECO',
      lines: (page, token) => [
        'Alguien (esperamos que usted) pidió establecer una nueva contraseña para su cuenta de Green Planet ECO. Abra este enlace para elegirla:',
        '',
        page(`/reset-password?token=${token}`),
        '',
        'El enlace funciona una sola vez y caduca en 30 minutos. Al establecer una nueva contraseña, se cierran todas sus sesiones.',
        'Si no lo ha pedido, ignore este correo: su contraseña sigue siendo la misma.',
      ],
    },
    fr: {
      subject: 'Choisissez un nouveau mot de passe pour Green Planet ECO',
      lines: (page, token) => [
        'Quelqu’un (vous, nous l’espérons) a demandé à définir un nouveau mot de passe pour votre compte Green Planet ECO. Ouvrez ce lien pour en choisir un :',
        '',
        page(`/reset-password?token=${token}`),
        '',
        'Le lien ne fonctionne qu’une fois et expire dans 30 minutes. Définir un nouveau mot de passe vous déconnecte partout.',
        'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
    },
    ar: {
      subject: 'تعيين كلمة مرور جديدة لحسابك في Green Planet ECO',
      lines: (page, token) => [
        'طلب أحدهم (ونأمل أن تكون أنت) تعيين كلمة مرور جديدة لحسابك في Green Planet ECO. افتح هذا الرابط لاختيار كلمة مرور:',
        '',
        page(`/reset-password?token=${token}`),
        '',
        'يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد 30 دقيقة. يؤدي تعيين كلمة مرور جديدة إلى تسجيل خروجك من كل مكان.',
        'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
      ],
    },
  },
  { askedByAnyone: true },
);

/** After a password reset or change. */
export const passwordChangedMail = accountMail<[]>('password_changed', {
  en: {
    subject: 'Your Green Planet ECO password was changed',
    lines: (page) => [
      'The password of your Green Planet ECO account was just changed, and the account was signed out in other browsers.',
      '',
      `If you did not do this, set a new password now: ${page('/forgot-password')}`,
    ],
  },
  de: {
    subject: 'Ihr Passwort bei Green Planet ECO wurde geändert',
    lines: (page) => [
      'Das Passwort Ihres Kontos bei Green Planet ECO wurde soeben geändert, und das Konto wurde in anderen Browsern abgemeldet.',
      '',
      `Wenn Sie das nicht waren, legen Sie jetzt ein neues Passwort fest: ${page('/forgot-password')}`,
    ],
  },
  es: {
    subject: 'Se ha cambiado su contraseña de Green Planet ECO',
    lines: (page) => [
      'Se acaba de cambiar la contraseña de su cuenta de Green Planet ECO y se han cerrado las sesiones de la cuenta en otros navegadores.',
      '',
      `Si no fue usted, establezca ahora una nueva contraseña: ${page('/forgot-password')}`,
    ],
  },
  fr: {
    subject: 'Le mot de passe de votre compte Green Planet ECO a été modifié',
    lines: (page) => [
      'Le mot de passe de votre compte Green Planet ECO vient d’être modifié, et le compte a été déconnecté des autres navigateurs.',
      '',
      `Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe : ${page('/forgot-password')}`,
    ],
  },
  ar: {
    subject: 'تم تغيير كلمة مرور حسابك في Green Planet ECO',
    lines: (page) => [
      'تم للتو تغيير كلمة مرور حسابك في Green Planet ECO، وسُجّل خروج الحساب في المتصفحات الأخرى.',
      '',
      `إذا لم تفعل ذلك، فعيّن كلمة مرور جديدة الآن: ${page('/forgot-password')}`,
    ],
  },
});

/** To the old address when the account's email has changed. */
export const emailChangedMail = accountMail<[newEmail: string]>('email_changed', {
  en: {
    subject: 'Your Green Planet ECO account has a new email address',
    lines: (page, newEmail) => [
      `The email address of your Green Planet ECO account was changed from this address to ${newEmail}. Mails about the account now go there.`,
      '',
      `If you did not do this, write to us through ${page('/contact-us')} straight away.`,
    ],
  },
  de: {
    subject: 'Ihr Konto bei Green Planet ECO hat eine neue E-Mail-Adresse',
    lines: (page, newEmail) => [
      `Die E-Mail-Adresse Ihres Kontos bei Green Planet ECO wurde von dieser Adresse auf ${newEmail} geändert. E-Mails zum Konto gehen jetzt an diese neue Adresse.`,
      '',
      `Wenn Sie das nicht waren, schreiben Sie uns umgehend über dieses Formular: ${page('/contact-us')}`,
    ],
  },
  es: {
    subject: 'Su cuenta de Green Planet ECO tiene una nueva dirección de correo electrónico',
    lines: (page, newEmail) => [
      `La dirección de correo electrónico de su cuenta de Green Planet ECO se ha cambiado de esta dirección a ${newEmail}. Los correos sobre la cuenta se envían ahora a esa dirección.`,
      '',
      `Si no fue usted, escríbanos de inmediato a través de este formulario: ${page('/contact-us')}`,
    ],
  },
  fr: {
    subject: 'Votre compte Green Planet ECO a une nouvelle adresse e-mail',
    lines: (page, newEmail) => [
      `L’adresse e-mail de votre compte Green Planet ECO n’est plus cette adresse, mais ${newEmail}. Les e-mails concernant le compte sont désormais envoyés à cette nouvelle adresse.`,
      '',
      `Si ce n’était pas vous, écrivez-nous immédiatement via ce formulaire : ${page('/contact-us')}`,
    ],
  },
  ar: {
    subject: 'لحسابك في Green Planet ECO عنوان بريد إلكتروني جديد',
    lines: (page, newEmail) => [
      `تم تغيير عنوان البريد الإلكتروني لحسابك في Green Planet ECO من هذا العنوان إلى ${newEmail}. تُرسل الرسائل المتعلقة بالحساب الآن إلى ذلك العنوان.`,
      '',
      `إذا لم تفعل ذلك، فراسلنا فورًا عبر هذا النموذج: ${page('/contact-us')}`,
    ],
  },
});

/** To the owner of an address another account asked to switch to (nothing is changed). */
export const emailInUseMail = accountMail<[]>(
  'email_in_use',
  {
    en: {
      subject: 'Someone tried to use your email at Green Planet ECO',
      lines: (page) => [
        'Someone asked to move another Green Planet ECO account to this email address. This address already belongs to your account, so nothing was changed.',
        '',
        `If it was you, log in to the account that has this address: ${page('/login')}`,
        'If it was not you, you need not do anything.',
      ],
    },
    de: {
      subject: 'Jemand wollte Ihre E-Mail-Adresse bei Green Planet ECO verwenden',
      lines: (page) => [
        'Jemand hat darum gebeten, ein anderes Konto bei Green Planet ECO auf diese E-Mail-Adresse umzustellen. Diese Adresse gehört bereits zu Ihrem Konto, daher wurde nichts geändert.',
        '',
        `Wenn Sie es waren, melden Sie sich bei dem Konto an, zu dem diese Adresse gehört: ${page('/login')}`,
        'Wenn Sie es nicht waren, müssen Sie nichts tun.',
      ],
    },
    es: {
      subject: 'Alguien intentó usar su correo electrónico en Green Planet ECO',
      lines: (page) => [
        'Alguien pidió asociar otra cuenta de Green Planet ECO a esta dirección de correo electrónico. Esta dirección ya pertenece a su cuenta, así que no se cambió nada.',
        '',
        `Si fue usted, inicie sesión en la cuenta que tiene esta dirección: ${page('/login')}`,
        'Si no fue usted, no tiene que hacer nada.',
      ],
    },
    fr: {
      subject: 'Quelqu’un a tenté d’utiliser votre adresse e-mail sur Green Planet ECO',
      lines: (page) => [
        'Quelqu’un a demandé à faire passer un autre compte Green Planet ECO à cette adresse e-mail. Cette adresse appartient déjà à votre compte : rien n’a donc été modifié.',
        '',
        `Si c’était vous, connectez-vous au compte qui a cette adresse : ${page('/login')}`,
        'Si ce n’était pas vous, vous n’avez rien à faire.',
      ],
    },
    ar: {
      subject: 'حاول أحدهم استخدام بريدك الإلكتروني لدى Green Planet ECO',
      lines: (page) => [
        'طلب أحدهم نقل حساب آخر في Green Planet ECO إلى عنوان البريد الإلكتروني هذا. هذا العنوان مرتبط بحسابك بالفعل، لذا لم يتغيّر شيء.',
        '',
        `إذا كنت أنت، فسجّل الدخول إلى الحساب المرتبط بهذا العنوان: ${page('/login')}`,
        'إذا لم تكن أنت، فلا داعي لفعل أي شيء.',
      ],
    },
  },
  { askedByAnyone: true },
);

/*
 * Notices of a change to how the account signs in or where its mail goes, to its confirmed
 * address: with a stolen session someone can make these changes, and the owner must hear of
 * each at once (issue 29, finding 2). Each says what to do if it was not them.
 */
const notYou: PerLanguage<(page: (path: string) => string) => string[]> = {
  en: (page) => [
    `If you did not do this, someone may be using your account: set a new password now at ${page('/forgot-password')} (it signs out every browser), then write to us through ${page('/contact-us')}.`,
  ],
  de: (page) => [
    `Wenn Sie das nicht waren, nutzt möglicherweise jemand Ihr Konto. Legen Sie jetzt ein neues Passwort fest (damit werden alle Browser abgemeldet): ${page('/forgot-password')}`,
    `Schreiben Sie uns danach über dieses Formular: ${page('/contact-us')}`,
  ],
  es: (page) => [
    `Si no fue usted, puede que alguien esté usando su cuenta. Establezca ahora una nueva contraseña (se cierran las sesiones en todos los navegadores): ${page('/forgot-password')}`,
    `Después, escríbanos a través de este formulario: ${page('/contact-us')}`,
  ],
  fr: (page) => [
    `Si ce n’était pas vous, quelqu’un utilise peut-être votre compte. Choisissez dès maintenant un nouveau mot de passe (cela déconnecte tous les navigateurs) : ${page('/forgot-password')}`,
    `Écrivez-nous ensuite via ce formulaire : ${page('/contact-us')}`,
  ],
  ar: (page) => [
    `إذا لم تفعل ذلك، فربما يستخدم أحدهم حسابك. عيّن كلمة مرور جديدة الآن (يؤدي ذلك إلى تسجيل الخروج من كل المتصفحات): ${page('/forgot-password')}`,
    `ثم راسلنا عبر هذا النموذج: ${page('/contact-us')}`,
  ],
};

/** A wallet was linked to the account: it can now sign in to it. */
export const walletLinkedMail = accountMail<[wallet: string]>('wallet_linked', {
  en: {
    subject: 'A wallet was linked to your Green Planet ECO account',
    lines: (page, wallet) => [
      `The wallet ${wallet} was linked to your Green Planet ECO account. It can now sign in to the account, and purchases it makes show in your portfolio.`,
      '',
      ...notYou.en(page),
    ],
  },
  de: {
    subject: 'Mit Ihrem Konto bei Green Planet ECO wurde eine Wallet verknüpft',
    lines: (page, wallet) => [
      `Die Wallet ${wallet} wurde mit Ihrem Konto bei Green Planet ECO verknüpft. Mit ihr kann man sich jetzt bei dem Konto anmelden, und Käufe mit ihr erscheinen in Ihrem Portfolio.`,
      '',
      ...notYou.de(page),
    ],
  },
  es: {
    subject: 'Se ha vinculado una cartera a su cuenta de Green Planet ECO',
    lines: (page, wallet) => [
      `La cartera ${wallet} se ha vinculado a su cuenta de Green Planet ECO. Ahora permite iniciar sesión en la cuenta, y las compras realizadas con ella aparecen en su cartera de activos.`,
      '',
      ...notYou.es(page),
    ],
  },
  fr: {
    subject: 'Un portefeuille a été associé à votre compte Green Planet ECO',
    lines: (page, wallet) => [
      `Le portefeuille ${wallet} a été associé à votre compte Green Planet ECO. Il permet désormais de se connecter au compte, et les achats effectués avec lui apparaissent sur votre page Portefeuille.`,
      '',
      ...notYou.fr(page),
    ],
  },
  ar: {
    subject: 'تم ربط محفظة بحسابك في Green Planet ECO',
    lines: (page, wallet) => [
      `تم ربط المحفظة ${wallet} بحسابك في Green Planet ECO. يمكن الآن استخدامها لتسجيل الدخول إلى الحساب، وتظهر المشتريات التي تتم بها في محفظتك الاستثمارية.`,
      '',
      ...notYou.ar(page),
    ],
  },
});

/** The account's wallet was unlinked: it no longer signs in to the account. */
export const walletUnlinkedMail = accountMail<[wallet: string]>('wallet_unlinked', {
  en: {
    subject: 'A wallet was unlinked from your Green Planet ECO account',
    lines: (page, wallet) => [
      `The wallet ${wallet} was unlinked from your Green Planet ECO account. It no longer signs in to the account.`,
      '',
      ...notYou.en(page),
    ],
  },
  de: {
    subject: 'Eine Wallet wurde von Ihrem Konto bei Green Planet ECO getrennt',
    lines: (page, wallet) => [
      `Die Verknüpfung der Wallet ${wallet} mit Ihrem Konto bei Green Planet ECO wurde aufgehoben. Mit ihr kann man sich nicht mehr bei dem Konto anmelden.`,
      '',
      ...notYou.de(page),
    ],
  },
  es: {
    subject: 'Se ha desvinculado una cartera de su cuenta de Green Planet ECO',
    lines: (page, wallet) => [
      `La cartera ${wallet} se ha desvinculado de su cuenta de Green Planet ECO. Ya no permite iniciar sesión en la cuenta.`,
      '',
      ...notYou.es(page),
    ],
  },
  fr: {
    subject: 'Un portefeuille a été dissocié de votre compte Green Planet ECO',
    lines: (page, wallet) => [
      `Le portefeuille ${wallet} a été dissocié de votre compte Green Planet ECO. Il ne permet plus de se connecter au compte.`,
      '',
      ...notYou.fr(page),
    ],
  },
  ar: {
    subject: 'تم إلغاء ربط محفظة بحسابك في Green Planet ECO',
    lines: (page, wallet) => [
      `تم إلغاء ربط المحفظة ${wallet} بحسابك في Green Planet ECO. لم يعد من الممكن استخدامها لتسجيل الدخول إلى الحساب.`,
      '',
      ...notYou.ar(page),
    ],
  },
});

/** To the current address when the account asked to move to another (nothing changed yet). */
export const emailChangeRequestedMail = accountMail<[newEmail: string]>('email_change_requested', {
  en: {
    subject: 'Your Green Planet ECO account asked to use another email address',
    lines: (page, newEmail) => [
      `Your Green Planet ECO account asked to use ${newEmail} instead of this address. Nothing has changed yet: the account keeps this address until the link mailed to ${newEmail} is followed, and then we tell you here again.`,
      '',
      ...notYou.en(page),
    ],
  },
  de: {
    subject: 'Für Ihr Konto bei Green Planet ECO wurde eine andere E-Mail-Adresse angefordert',
    lines: (page, newEmail) => [
      `Für Ihr Konto bei Green Planet ECO wurde beantragt, ${newEmail} statt dieser Adresse zu verwenden. Noch hat sich nichts geändert: Das Konto behält diese Adresse, bis der an ${newEmail} gesendete Link geöffnet wird, und dann informieren wir Sie hier erneut.`,
      '',
      ...notYou.de(page),
    ],
  },
  es: {
    subject:
      'Se pidió usar otra dirección de correo electrónico para su cuenta de Green Planet ECO',
    lines: (page, newEmail) => [
      `Desde su cuenta de Green Planet ECO se pidió usar ${newEmail} en lugar de esta dirección. Todavía no ha cambiado nada: la cuenta conserva esta dirección hasta que se abra el enlace enviado a ${newEmail}, y entonces se lo comunicaremos de nuevo aquí.`,
      '',
      ...notYou.es(page),
    ],
  },
  fr: {
    subject: 'Votre compte Green Planet ECO a demandé à utiliser une autre adresse e-mail',
    lines: (page, newEmail) => [
      `Votre compte Green Planet ECO a demandé à utiliser ${newEmail} à la place de cette adresse. Rien n’a encore changé : le compte conserve cette adresse jusqu’à ce que le lien envoyé à ${newEmail} soit ouvert, et nous vous prévenons alors de nouveau ici.`,
      '',
      ...notYou.fr(page),
    ],
  },
  ar: {
    subject: 'طلب لاستخدام عنوان بريد إلكتروني آخر لحسابك في Green Planet ECO',
    lines: (page, newEmail) => [
      `طُلب عبر حسابك في Green Planet ECO استخدام ${newEmail} بدلًا من هذا العنوان. لم يتغيّر شيء بعد: يحتفظ الحساب بهذا العنوان إلى أن يُفتح الرابط المُرسل إلى ${newEmail}، وعندها سنبلغك هنا مرة أخرى.`,
      '',
      ...notYou.ar(page),
    ],
  },
});

/** The account was deleted (the last mail to its address). */
export const accountDeletedMail = accountMail<[]>('account_deleted', {
  en: {
    subject: 'Your Green Planet ECO account was deleted',
    lines: (page) => [
      'Your Green Planet ECO account was deleted, with its name, sessions and linked wallet. Tokens you bought stay in your wallet: they were never held by the account.',
      '',
      `If you did not do this, write to us through ${page('/contact-us')} straight away.`,
    ],
  },
  de: {
    subject: 'Ihr Konto bei Green Planet ECO wurde gelöscht',
    lines: (page) => [
      'Ihr Konto bei Green Planet ECO wurde gelöscht, samt Namen, Sitzungen und verknüpfter Wallet. Token, die Sie gekauft haben, bleiben in Ihrer Wallet: Das Konto hat sie nie verwahrt.',
      '',
      `Wenn Sie das nicht waren, schreiben Sie uns umgehend über dieses Formular: ${page('/contact-us')}`,
    ],
  },
  es: {
    subject: 'Se ha eliminado su cuenta de Green Planet ECO',
    lines: (page) => [
      'Se ha eliminado su cuenta de Green Planet ECO, con su nombre, sus sesiones y la cartera vinculada. Los tokens que compró siguen en su cartera: la cuenta nunca los tuvo en su poder.',
      '',
      `Si no fue usted, escríbanos de inmediato a través de este formulario: ${page('/contact-us')}`,
    ],
  },
  fr: {
    subject: 'Votre compte Green Planet ECO a été supprimé',
    lines: (page) => [
      'Votre compte Green Planet ECO a été supprimé, avec son nom, ses sessions et le portefeuille associé. Les jetons que vous avez achetés restent dans votre portefeuille : le compte ne les a jamais détenus.',
      '',
      `Si ce n’était pas vous, écrivez-nous immédiatement via ce formulaire : ${page('/contact-us')}`,
    ],
  },
  ar: {
    subject: 'تم حذف حسابك في Green Planet ECO',
    lines: (page) => [
      'تم حذف حسابك في Green Planet ECO، مع اسمه وجلساته والمحفظة المرتبطة به. تبقى الرموز التي اشتريتها في محفظتك: لم يحتفظ بها الحساب قط.',
      '',
      `إذا لم تفعل ذلك، فراسلنا فورًا عبر هذا النموذج: ${page('/contact-us')}`,
    ],
  },
});

/** Every kind of account mail, for the tests that check each is written in every language. */
export const ACCOUNT_MAILS: readonly AccountMailKind[] = [
  verifyEmailMail,
  signupAttemptMail,
  resetPasswordMail,
  passwordChangedMail,
  emailChangedMail,
  emailInUseMail,
  walletLinkedMail,
  walletUnlinkedMail,
  emailChangeRequestedMail,
  accountDeletedMail,
];
